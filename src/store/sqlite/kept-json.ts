// The JSON SQLite keeps for each content (`content.rendered`, migration 2026-11-30T00-00-rendered), so that
// a read by id and a window of the full listing send bytes instead of rendering every text again: rendering the
// windows of a listing kept both read threads busy while the main thread sending them was mostly idle
// (docs/PERFORMANCE.md, the JSON SQLite keeps).
//
// When it is kept: any statement that changes what a content is rendered from sets it to NULL (the migration's
// triggers, whoever writes: this process, another on the file, a script). The writer writes it with the content
// row of each change set (writer.ts updateContent), rendered there from the state it answers with
// (change-set.ts toContent, as the API serialises a Content): in the row the change set writes anyway, so
// keeping it adds no page to the transaction (a table of its own added one for every write). A dump's import and a
// store opened by code that renders otherwise than its rows record write every content's (KEEP_EVERY, with
// sql-spellings.ts renderedJsonOf, the rendering readers also use for a content without a row). So a reader
// finds either the JSON its texts render or NULL. test/kept-json.test.ts holds both renderings to the same
// bytes after every kind of write.
import { createHash } from 'node:crypto'
import type SqliteDatabase from 'better-sqlite3'
import { renderedJsonOf } from './sql-spellings.js'

/** Every content's JSON written again. */
export const KEEP_EVERY = `update content as k set rendered = ${renderedJsonOf('k.id')} where k.purged = 0`

/** Which rendering the kept rows were made by. */
const CHECKSUM = createHash('sha256').update(KEEP_EVERY).digest('hex')

/**
 * At open: when the rows were made by another rendering (or none, in a store just migrated), every content's
 * JSON is written again. One IMMEDIATE transaction, so another process opening the same file waits, then finds
 * it done (as refreshSqliteSearchIndex). The number of contents written.
 */
export function refreshKeptJson(db: SqliteDatabase.Database): number {
  const recorded = db.prepare<[], string | null>('select checksum from rendered_definition').pluck()
  return db
    .transaction(() => {
      if (recorded.get() === CHECKSUM) return 0
      const { changes } = db.prepare(KEEP_EVERY).run()
      db.prepare('update rendered_definition set checksum = ?').run(CHECKSUM)
      return changes
    })
    .immediate()
}
