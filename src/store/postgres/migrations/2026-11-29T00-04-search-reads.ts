// What search reads need of PostgreSQL's schema (SQLite's FTS5 index needs neither: its terms are bytes, and
// it holds no archived contents' texts):
// - search_posting's terms in byte order (collation "C"), whatever the database's collation: a prefix search
//   reads the terms that begin with its prefix as one range of the index (../search-reads.ts), which holds
//   only where the order is the bytes'. A tsquery prefix (`søkn:*`) compares bytes too, so both find the same.
// - The archived contents' ids in an index of their own: the full-text query leaves their texts out by that
//   set, read from the index rather than from every content.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_posting alter column term type text collate "C"`.execute(db)
  // The new type has no statistics yet: without them the planner reads a term's postings by a poorer plan.
  await sql`analyze search_posting`.execute(db)
  await sql`create index content_archived on content (id) where archived <> 0`.execute(db)
}
