// A content's MaxLength (PUT /ContentApi/Content/{id}/MaxLength): the longest its texts may be, in characters,
// or NULL for no limit. Versioned as the parallel flag is: `content.max_length` is the latest version's, and
// each version records the limit after it (store/change-set.ts).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content add column max_length integer`.execute(db)
  await sql`alter table version add column max_length integer`.execute(db)
}
