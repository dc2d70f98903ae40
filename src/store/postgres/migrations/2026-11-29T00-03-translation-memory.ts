// Translation memory imported from TMX (store/translation-memory.ts), as in SQLite's migration of the same
// name: one row per variant of a translation unit, the unit's variants sharing `unit_hash`. `search`: the
// text's language-prefixed terms as a tsvector (GIN index), written by the store with the row. Frozen: later
// changes are new files.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of SCHEMA) await sql.raw(statement).execute(db)
}

const SCHEMA = [
  `create table translation_memory (
    id bigint generated always as identity primary key,
    unit_hash text collate "C" not null,
    language_code text collate "C" not null,
    text text not null,
    search tsvector not null,
    imported_at text not null
  )`,
  'create unique index translation_memory_unit on translation_memory (unit_hash, language_code)',
  'create index translation_memory_language on translation_memory (language_code, id)',
  'create index translation_memory_search on translation_memory using gin (search)',
]
