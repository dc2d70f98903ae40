// PostgreSQL's functions and triggers (the write path, the search postings) as the SQL files in ./sql/ define
// them, one file per concept: each is applied with CREATE OR REPLACE when the store opens and its checksum
// differs from the one `store_code` recorded when it was last applied, so a file read is the function that
// runs. Instances opening at once queue on an advisory lock; the one that comes second finds the checksums
// recorded and applies nothing. Each file runs in the transaction that records its checksum.
//
// The files are read beside this module: from src/store/postgres/sql/ when run from its source, from sql/
// beside the bundle when bundled (scripts/build.mjs copies them there).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../database.js'

/** The files in the order they are applied: a later one may use what an earlier one defines. */
export const STORE_CODE_FILES = ['time', 'render', 'write', 'purge', 'search-postings'] as const

/** The advisory-lock key under which instances apply the files one at a time. */
const LOCK = 1668575863

export function storeCodeText(name: (typeof STORE_CODE_FILES)[number]): string {
  return readFileSync(new URL(`./sql/${name}.sql`, import.meta.url), 'utf8')
}

/** Applies the files whose checksum changed; returns their names. */
export async function applyStoreCode(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK})`.execute(trx)
    const { rows } = await sql<{ name: string; checksum: string }>`
      select name, checksum from store_code`.execute(trx)
    const recorded = new Map(rows.map((r) => [r.name, r.checksum]))
    const applied: string[] = []
    for (const name of STORE_CODE_FILES) {
      const text = storeCodeText(name)
      const checksum = createHash('sha256').update(text).digest('hex')
      if (recorded.get(name) === checksum) continue
      await sql.raw(text).execute(trx)
      await sql`insert into store_code (name, checksum) values (${name}, ${checksum})
        on conflict (name) do update set checksum = excluded.checksum`.execute(trx)
      applied.push(name)
    }
    return applied
  })
}
