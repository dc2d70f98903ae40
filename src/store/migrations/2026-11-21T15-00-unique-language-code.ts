// Language codes become unique ignoring case, so that a code can match at most one language (the original
// specification's "more than one match" case can no longer happen). Frozen.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index language_code_unique on language (lower(language_code))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index language_code_unique`.execute(db)
}
