// Each content's JSON as the writer keeps it (../sql/render.sql): a read by id or a window of the full listing
// sends it instead of rendering every text again. Filled when render.sql is applied, which follows the
// migrations; NULL until then, and readers render a NULL one themselves.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content add column rendered text`.execute(db)
}
