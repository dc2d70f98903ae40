// The termbase (store/term-store.ts), as in SQLite's migration of the same name: one row per entry, its terms
// a JSON array (text, as SQLite keeps it) so that every write is one statement, with an identity for its id.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table term_entry (
    id bigint generated always as identity primary key,
    note text not null default '',
    terms text not null,
    languages text not null,
    search text not null,
    created_at text not null,
    created_by text not null,
    updated_at text not null,
    updated_by text not null
  )`.execute(db)
}
