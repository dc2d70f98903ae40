// The corpus of the memory rows of `npm run bench`: the search corpus (search-corpus.ts, one text per content),
// and for each Bokmål content an English translation written straight into its current texts, so that every
// Bokmål text is memory for nb-NO → en-US (English: no machine draft joins the suggestions, which measure the
// memory alone; the drafts section measures the engine).
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import type { StoreLocation } from '../../src/config.js'
import { KEEP_EVERY } from '../../src/store/sqlite/kept-json.js'
import { benchText } from './search-corpus.js'

/** The English language id of a new store, and a property id range no seeded property uses. */
const ENGLISH = 3
const PROPERTY_OFFSET = 100_000_000

/** The translation of the i-th text of the corpus. */
const translationOf = (i: number) => `EN ${benchText(i).text}`

/** The ids of the corpus's Bokmål contents among the first `count`. */
const bokmalIds = (count: number) =>
  Array.from({ length: count }, (_, i) => i + 1).filter((id) => benchText(id).languageId === 1)

/** Adds an English current text to every Bokmål content of a store seeded with `count` search texts. */
export async function addTranslations(location: StoreLocation, count: number): Promise<void> {
  const ids = bokmalIds(count)
  const at = new Date().toISOString()
  if (location.kind === 'sqlite') {
    const db = new SqliteDatabase(location.path)
    try {
      const insert = db.prepare(
        'insert into current_text (content_id, language_id, property_id, version_id, created_at, text, author) values (?, ?, ?, ?, ?, ?, ?)',
      )
      db.transaction(() => {
        for (const id of ids) insert.run(id, ENGLISH, PROPERTY_OFFSET + id, id, at, translationOf(id), 'seed')
        // The contents' JSON as the writer keeps it (src/store/sqlite/kept-json.ts), now with the new texts.
        db.prepare(KEEP_EVERY).run()
      })()
      db.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      db.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: location.url })
  await client.connect()
  try {
    for (let start = 0; start < ids.length; start += 20_000) {
      const batch = ids.slice(start, start + 20_000)
      await client.query(
        `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, author)
         select i, $2, $3 + i, i, $4, t, 'seed' from unnest($1::bigint[], $5::text[]) as u(i, t)`,
        [batch, ENGLISH, PROPERTY_OFFSET, at, batch.map(translationOf)],
      )
    }
    // The contents' JSON as the writer keeps it (src/store/postgres/sql/render.sql), now with the new texts.
    await client.query('select content_store_render_all()')
    await client.query('vacuum analyze current_text')
  } finally {
    await client.end()
  }
}

/** A Bokmål text of the corpus drawn by `next`: the source a suggestion is asked for. */
export function memorySource(count: number, next: () => number): string {
  for (;;) {
    const row = benchText(1 + Math.floor(next() * count))
    if (row.languageId === 1) return row.text
  }
}
