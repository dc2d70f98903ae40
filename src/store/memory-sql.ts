// What translation memory (translation-memory.ts) needs each dialect to spell: its full-text lookups, which
// are FTS5 in SQLite (sqlite/memory-sql.ts) and tsquery in PostgreSQL (postgres/memory-sql.ts), and the
// insert of imported variants. Parameters come in the same order in both; open-store.ts picks one by dialect.
import type { StoreSql } from './read-queries.js'

export interface MemorySql {
  /** A match of any of these terms, as the statements below take it (parameter `match`). */
  anyTerm(terms: readonly string[]): string
  /** A text's terms (space-separated) as translation_memory stores them (SQLite: as they are; a tsvector). */
  indexed(terms: string): string
  /**
   * The best-ranked current texts of live contents in a language that match, with the same content's current
   * text in another language. Parameters: match, source language id, limit, target language id, content id
   * left out. Rows: CurrentCandidateRow.
   */
  readonly currentCandidates: StoreSql
  /**
   * The best-ranked imported variants that match (the terms carry their language), with their unit's variant
   * in the target language. Parameters: match, limit, target language code. Rows: ImportedCandidateRow.
   */
  readonly importedCandidates: StoreSql
  /**
   * Inserts variants, leaving out those whose unit and language are stored already. Parameters: the time of
   * the import (ISO 8601), a JSON array of `{h: unit hash, l: language code, t: text, s: indexed terms}`.
   * Returns the unit hash of each row inserted.
   */
  readonly insertVariants: StoreSql
}

/** content id, source text, target text, target version id, target origin, target reviewed, target created_at. */
export type CurrentCandidateRow = [number, string, string, number, string | null, number, string]

/** source text, target text, imported_at. */
export type ImportedCandidateRow = [string, string, string]
