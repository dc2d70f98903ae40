// Table shapes as Kysely sees them. Column names are snake_case in both stores; the store maps rows to
// the API's camelCase objects before anything leaves this folder.
import type { Generated } from 'kysely'

export interface LanguageTable {
  id: number
  language_code: string
}

export interface ContentTable {
  id: Generated<number>
}

export interface VersionTable {
  id: Generated<number>
  content_id: number
  /** ISO 8601 UTC. Text in SQLite, timestamptz in PostgreSQL. */
  created_at: string | Date
}

export interface PropertyTable {
  id: Generated<number>
  content_id: number
  language_id: number
  version_id: number
  text: string
}

export interface Database {
  language: LanguageTable
  content: ContentTable
  version: VersionTable
  property: PropertyTable
}

export type Dialect = 'sqlite' | 'postgres'
