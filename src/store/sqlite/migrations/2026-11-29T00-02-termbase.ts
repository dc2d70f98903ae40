// The termbase (store/term-store.ts): one row per entry, its terms a JSON array in the row, so that every
// write of an entry is one statement (atomic on both stores without a transaction around several).
// - `terms`: [{"languageId":2,"term":"handsame","status":"preferred"}, …], in the order given.
// - `languages`: the ids of its terms' languages, each between commas (`,2,1,`), for the checks' reads.
// - `search`: its terms' words folded and stemmed (rules/terms/term-words.ts termSearchKey), for `?q=`.
// - Times are ISO 8601 text set by the service; `created_by`/`updated_by` the API key's name.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table term_entry (
    id integer primary key autoincrement,
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
