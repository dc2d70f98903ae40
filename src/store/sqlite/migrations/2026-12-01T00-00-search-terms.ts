// `search_term`: every term search_posting holds, as its tokens are written (the language id, `x`, the term), in
// a B-tree, so that a prefix search lists a prefix's terms with a range read and matches them by name
// (../prefix-search.ts). FTS5's own prefix match gathers every posting of every term that begins so before
// the first row: it grows with the store. Written with the postings (../search-writes.ts); a term that no text
// holds any more stays, and matches nothing. Filled here from the postings' own vocabulary.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table search_term (term text primary key) without rowid`.execute(db)
  await sql`create virtual table temp.posting_terms using fts5vocab(main, search_posting, 'row')`.execute(db)
  await sql`insert into search_term (term) select term from temp.posting_terms`.execute(db)
  await sql`drop table temp.posting_terms`.execute(db)
}
