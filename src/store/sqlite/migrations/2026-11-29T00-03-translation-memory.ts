// Translation memory imported from TMX (store/translation-memory.ts): one row per variant of a translation
// unit (its language and text), the unit's variants sharing `unit_hash` (a digest of all of them, so that a
// unit imported twice is stored once). `terms`: the text's search terms, each prefixed with its language
// (`nb·no·søknad`), so that a lookup in one language reads only that language's rows; indexed by the FTS5
// table `translation_memory_search` (external content: the terms are kept once, in the table), which the
// trigger fills as rows are inserted (memory is only ever added to). Contents' texts are not copied here:
// suggestions from them come from the search index (text_search). Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of SCHEMA) await sql.raw(statement).execute(db)
}

const SCHEMA = [
  `create table translation_memory (
    id integer primary key,
    unit_hash text not null,
    language_code text not null,
    text text not null,
    terms text not null,
    imported_at text not null
  )`,
  'create unique index translation_memory_unit on translation_memory (unit_hash, language_code)',
  'create index translation_memory_language on translation_memory (language_code, id)',
  `create virtual table translation_memory_search using fts5(terms, content = 'translation_memory',
    content_rowid = 'id', tokenize = 'ascii')`,
  `create trigger translation_memory_indexed after insert on translation_memory begin
    insert into translation_memory_search (rowid, terms) values (new.id, new.terms);
  end`,
]
