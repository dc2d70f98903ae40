// Machine drafts: texts written by a machine translation carry `origin = 'machine'` (the column came with
// store-v2, and both write paths already carry a text's origin) until a person approves or rewrites them. This
// adds what finds them: a partial index of the current texts that are machine drafts, per language in content
// id order, for the listing filter `needsReview` and the review counts. Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await sql
    .raw(
      'create index current_text_machine on current_text (language_id, content_id) where origin is not null',
    )
    .execute(db)
}
