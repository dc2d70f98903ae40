// SQLite: `text_search` is made again without `contentless_delete`, and a text leaves it by FTS5's 'delete'
// command with the terms it was written with (sqlite-search-writes.ts), as in `search_posting`. A row deleted by
// its rowid alone left the table's statistics as they were: its count of rows and of tokens only grew, with every
// replaced, deleted or archived text, so `bm25()` ranked by the store's history (the same texts ranked otherwise
// in a store made from their dump). The 'delete' command takes the row's tokens out of the statistics too.
// The index is marked as not current, so the texts are indexed anew when the store next opens
// (search-index.ts). PostgreSQL ranks from each text's tsvector alone: nothing changes there. Frozen: later
// changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'sqlite') return
  await sql`drop table text_search`.execute(db)
  await sql`create virtual table text_search using fts5(terms, content = '', tokenize = 'ascii')`.execute(db)
  await sql`update search_index set version = 0`.execute(db)
}
