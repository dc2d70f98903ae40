// Table shapes as Kysely sees them, for the reads written with Kysely (history, coverage, languages).
// Column names are snake_case in both stores; the store maps rows to the API's camelCase objects before
// anything leaves this folder. Times are ISO 8601 text in SQLite and timestamptz in PostgreSQL.
import type { Generated } from 'kysely'

export interface LanguageTable {
  id: number
  language_code: string
}

export interface ContentTable {
  id: Generated<number>
  key: string | null
  archived: 0 | 1
  purged: 0 | 1
  latest_version_id: number
  /** Ids of the languages it has a current text in, ascending, comma-separated. */
  languages: string
  source_language_id: number | null
  parallel: 0 | 1
  /** The longest its texts may be (characters); NULL: no limit. The latest version's, as parallel. */
  max_length: number | null
}

export interface VersionTable {
  id: Generated<number>
  content_id: number
  /** ISO 8601 (PostgreSQL: a timestamptz, read as ISO 8601 text by its dialect). */
  created_at: string
  kind: string
  /** The content's key after this version. */
  key: string | null
  /** Whether the content is archived after this version. */
  archived: 0 | 1
  /** Who wrote it: the API key's name (the API's `by`). */
  author: string
  /** The content's source language, parallel flag and MaxLength after this version. */
  source_language_id: number | null
  parallel: 0 | 1
  max_length: number | null
}

export interface PropertyTable {
  id: Generated<number>
  content_id: number
  language_id: number
  version_id: number
  /** NULL: the language's text was deleted in this version. */
  text: string | null
  origin: string | null
  reviewed: 0 | 1
  based_on_language_id: number | null
  based_on_version_id: number | null
}

export interface CurrentTextTable {
  content_id: number
  language_id: number
  property_id: number
  version_id: number
  /** ISO 8601 text in both stores. */
  created_at: string
  text: string
  origin: string | null
  author: string
  reviewed: 0 | 1
  based_on_language_id: number | null
  based_on_version_id: number | null
  outdated: 0 | 1
  /** The newest reviewed version's property since the last deletion (the migrations say more). */
  reviewed_property_id: number | null
}

export interface ChangeLogTable {
  id: Generated<number>
  content_id: number | null
  version_id: number | null
  kind: string
  languages: string
  /** ISO 8601 (PostgreSQL: a timestamptz, read as ISO 8601 text by its dialect). */
  at: string
  author: string
}

/** Variants of translation units imported from TMX (the migration `2026-11-29T00-03-translation-memory`). */
export interface TranslationMemoryTable {
  id: Generated<number>
  /** A digest of the unit's variants: the variants of one unit share it. */
  unit_hash: string
  language_code: string
  text: string
  /** ISO 8601 text in both stores. */
  imported_at: string
  /** Its terms: SQLite `terms` (as they are, indexed by translation_memory_search), PostgreSQL `search`. */
}

/** A termbase entry (store/term-store.ts): its terms as JSON, in one row. */
export interface TermEntryTable {
  id: Generated<number>
  note: string
  /** JSON: [{ languageId, term, status }], in the order given. */
  terms: string
  /** The ids of its terms' languages, each between commas: `,2,1,`. */
  languages: string
  /** Its terms' words folded and stemmed, between spaces (rules/terms/term-words.ts termSearchKey). */
  search: string
  /** ISO 8601 text in both stores. */
  created_at: string
  created_by: string
  updated_at: string
  updated_by: string
}

export interface Database {
  language: LanguageTable
  content: ContentTable
  version: VersionTable
  property: PropertyTable
  current_text: CurrentTextTable
  change_log: ChangeLogTable
  translation_memory: TranslationMemoryTable
  term_entry: TermEntryTable
}

export type Dialect = 'sqlite' | 'postgres'
