// Language ids are never handed out twice: `language_id_high` keeps the highest id ever handed out, and an add takes
// the next one above it and above every language in the table (a dump's import brings its own ids). New ids were
// max(id) + 1, so removing the newest language and adding another gave the new one the removed one's id, and a
// process that still had the removed language cached wrote its texts in the new one (and on SQLite took them out
// of the search index with the other language's terms). Starts at the highest id there is. Frozen: later changes
// are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await sql`create table language_id_high (id integer not null)`.execute(db)
  await sql`insert into language_id_high (id) select coalesce(max(id), 0) from language`.execute(db)
}
