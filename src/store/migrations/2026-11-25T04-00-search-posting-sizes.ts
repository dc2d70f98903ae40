// Search postings without document sizes (SQLite only): `search_posting` is made again with `columnsize = 0`,
// so that a text's rows no longer each add a row to the table's `%_docsize` B-tree. Those rows' rowids start
// with the impact, so they landed at random places in that B-tree, a page written per row; nothing reads them
// (a one-word query orders by rowid, not by BM25). SQLite refuses `columnsize = 0` beside `contentless_delete`,
// so the table's rows are now taken out with FTS5's 'delete' command and the tokens they were written with
// (store/sqlite-search-writes.ts), which the application makes again from the text it replaces. The table is
// emptied here and the existing texts are indexed when the store next opens (the search index is marked as
// not current). PostgreSQL's search_posting is a plain table: nothing changes there. Frozen: later changes are
// new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'sqlite') return
  for (const statement of SQLITE) await sql.raw(statement).execute(db)
}

const SQLITE = [
  'drop table search_posting',
  `create virtual table search_posting using fts5(terms, content = '', columnsize = 0, detail = none,
     tokenize = 'ascii')`,
  'update search_index set version = 0',
]
