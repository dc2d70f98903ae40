// What translation memory (translation-memory.ts) needs each dialect to spell: its full-text lookups, which
// read the one-word search index (search_posting) for the contents' texts and FTS5 (SQLite,
// sqlite/memory-sql.ts) or a tsquery (PostgreSQL, postgres/memory-sql.ts) for imported variants, and the
// insert of imported variants. Parameters come in the same order in both; open-store.ts picks one by dialect.
import type { StoreSql } from './read-queries.js'

export interface MemorySql {
  /** A match of any of these terms, as the statements below take it (parameter `match`). */
  anyTerm(terms: readonly string[]): string
  /** A text's terms (space-separated) as translation_memory stores them (SQLite: as they are; a tsvector). */
  indexed(terms: string): string
  /**
   * The parameters that open currentCandidates: the terms (stems as the search index holds them) of a language
   * and how many postings are read for each, the best by impact.
   */
  postings(languageId: number, terms: readonly string[], perTerm: number): unknown[]
  /**
   * The current texts of live contents in a language found through the one-word index (search_posting): for
   * each term its best postings by impact; of the texts those name, the `limit` found through the most terms
   * (then the greater sum of impacts, then the lower content id); each with the same content's current text in
   * another language; and on each row whether translation_memory holds any variant in the source language
   * (so that the imported variants need not be looked up when it holds none). Parameters: the source language
   * code, postings(…), limit, source language id, target language id, content id left out. Rows:
   * CurrentCandidateRow.
   */
  currentCandidates(termCount: number): StoreSql
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

/**
 * content id, source text, target text, target version id, target origin, target reviewed, target created_at,
 * whether imported variants in the source language exist (1 or 0).
 */
export type CurrentCandidateRow = [number, string, string, number, string | null, number, string, number]

/** source text, target text, imported_at. */
export type ImportedCandidateRow = [string, string, string]
