// Each content's JSON as the writer keeps it (../kept-json.ts), `content.rendered` as on PostgreSQL: a read by id
// or a window of the full listing sends it instead of rendering every text again. A change of what it is
// rendered from sets it to NULL in the same statement, whoever writes (the triggers); the writer writes it with
// the content row of each change set, and a content without it is rendered by its reader. `rendered_definition`
// records which rendering the kept JSON was made by: a store opened by code that renders otherwise renders
// every content again (kept-json.ts refreshKeptJson), which fills them the first time.
import { type Kysely, sql } from 'kysely'

/** current_text's columns that its Property JSON is rendered from (not reviewed_property_id). */
const TEXT_COLUMNS =
  'property_id, version_id, created_at, text, origin, author, reviewed, based_on_language_id, based_on_version_id, outdated'
/** content's columns its JSON is rendered from (the id aside). */
const CONTENT_COLUMNS = ['key', 'source_language_id', 'parallel', 'max_length']

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content add column rendered blob`.execute(db)
  await sql`create table rendered_definition (checksum text)`.execute(db)
  await sql`insert into rendered_definition values (null)`.execute(db)
  const forget = (id: string) =>
    `begin update content set rendered = null where id = ${id} and rendered is not null; end`
  for (const statement of [
    `create trigger rendered_text_added after insert on current_text ${forget('new.content_id')}`,
    `create trigger rendered_text_changed after update of ${TEXT_COLUMNS} on current_text
       ${forget('new.content_id')}`,
    `create trigger rendered_text_deleted after delete on current_text ${forget('old.content_id')}`,
    // UPDATE OF fires when a column is in the SET list, changed or not (the writer sets them all each time).
    // A statement that writes the JSON with them (the writer's) keeps it.
    `create trigger rendered_content_changed after update of ${CONTENT_COLUMNS.join(', ')} on content
       when new.rendered is old.rendered and (${CONTENT_COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or ')})
       ${forget('new.id')}`,
  ]) {
    await sql.raw(statement).execute(db)
  }
}
