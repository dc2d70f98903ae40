// Both stores index a text's terms exactly as search-text.ts makes them, each at its position in the terms:
//
// - SQLite: `text_search` is made again with FTS5's `ascii` tokenizer, which splits the terms at their spaces
//   alone (they are lower-case already). `unicode61` split them again by SQLite's own Unicode tables: a term
//   such as `x²` or `h₂o`, or one with a letter newer than those tables, became other tokens than PostgreSQL's.
// - PostgreSQL: the write functions of migration search take each text's terms as a tsvector literal
//   (search-text.ts tsvectorOf) instead of parsing them with to_tsvector('simple', …), whose parser dropped
//   `²` and `₂`, and refused a text whose tsvector would pass 1 MiB. They are made again from their definition
//   in the database, with that one call changed; nothing else in them changes.
//
// The index is marked as not current, so the texts are indexed anew when the store next opens
// (search-index.ts). Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`drop table text_search`.execute(db)
    await sql`create virtual table text_search using fts5(terms, content = '', contentless_delete = 1,
      tokenize = 'ascii')`.execute(db)
  } else {
    for (const [fn, parsed] of WRITE_FUNCTIONS) {
      const { rows } = await sql<{
        def: string
      }>`select pg_get_functiondef(${fn}::regprocedure) as def`.execute(db)
      const definition = rows[0]?.def ?? ''
      const literal = definition.replace(parsed, (_, terms: string) => `${terms}::tsvector`)
      if (literal === definition)
        throw new Error(`migration search-terms-exact: ${fn} has no ${parsed.source}`)
      await sql.raw(literal).execute(db)
    }
  }
  await sql`update search_index set version = 0`.execute(db)
}

/** Each write function and its one call that parses a text's terms (migration search). */
const WRITE_FUNCTIONS: [string, RegExp][] = [
  ['content_store_write_one(jsonb, timestamptz)', /to_tsvector\('simple', (coalesce\(terms\[i\], ''\))\)/],
  ['content_store_write(jsonb)', /to_tsvector\('simple', (coalesce\(terms, ''\))\)/],
]
