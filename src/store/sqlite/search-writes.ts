// SQLite's search indexes written: `text_search` (a text's terms, rowid content id × 65536 + language id) and
// the one-word index `search_posting` (a row per impact the text's terms have, its terms prefixed with the
// language id, rowid (2047 − impact) << 52 | content id << 16 | language id, so that a term's rows come best
// first; see the SQLite baseline migration), with `search_term`, the terms it holds. Every path
// that indexes or unindexes a text on SQLite (the writer, a dump's import, the index's refresh) goes through
// here. Both tables hold the texts of live contents.
//
// Both tables' rows are taken out with FTS5's 'delete' command and the very tokens they were written with, made
// again here from the terms of the text being taken out: search_posting keeps no document sizes, which SQLite
// allows only without contentless_delete, and text_search's statistics (its rows and tokens, which bm25()
// ranks by) lose a row only so (see the SQLite baseline migration). So `remove` is only for a text that is in
// the index, with the terms it was indexed with: a 'delete' of a row that is not there, or with other tokens,
// would corrupt the table (the writer keeps to that; SEARCH_INDEX_VERSION re-indexes everything when the terms
// a text gets change).
//
// The rows are collected and written at `flush`, each table's in rowid order: FTS5 writes the rows of a
// transaction as one new segment only while their rowids ascend, and flushes to disk at every rowid lower
// than the one before (sqlite3Fts5IndexBeginWrite). In the order texts come, the one-word index's rowids
// (impact first) would flush at almost every row, a segment each, and made a create several times slower.
import type SqliteDatabase from 'better-sqlite3'
import { isPart, PART, termImpacts } from '../../rules/search/terms.js'
import { MAX_CONTENT_ID, MAX_LANGUAGE_ID } from '../../schemas/content.js'

/** Language ids per content in text_search's rowids. */
export const SEARCH_LANGUAGES = MAX_LANGUAGE_ID + 1

/** The rowid of a text's terms in `text_search`. */
export function searchRowid(contentId: number, languageId: number): number {
  return contentId * SEARCH_LANGUAGES + languageId
}

/** search_posting's rowid in SQL from (impact, content id, language id), and its parts from a rowid column. */
export const POSTING = {
  rowid: '((2047 - ?) << 52) | (? << 16) | ?',
  contentId: (rowid: string) => `((${rowid} >> 16) & 68719476735)`,
  languageId: (rowid: string) => `(${rowid} & 65535)`,
  impact: (rowid: string) => `(2047 - (${rowid} >> 52))`,
}

/**
 * A term as search_posting holds it: prefixed with its language id, so that a search in one language reads
 * only that language's rows of the term (a rowid filter would read the other languages' rows too).
 */
export function postingToken(languageId: number, term: string): string {
  return `${languageId}x${term}`
}

/** A row to write or delete: in text_search (impact undefined) or in search_posting. */
interface Write {
  contentId: number
  languageId: number
  impact: number | undefined
  /** The row's terms (its tokens in search_posting). */
  terms: string
  remove: boolean
}

export class SearchIndexWrites {
  readonly #db: SqliteDatabase.Database
  readonly #statements
  #writes: Write[] = []

  constructor(db: SqliteDatabase.Database) {
    this.#db = db
    this.#statements = {
      insertTerms: db.prepare<[number, string]>('insert into text_search (rowid, terms) values (?, ?)'),
      deleteTerms: db.prepare<[number, string]>(
        `insert into text_search (text_search, rowid, terms) values ('delete', ?, ?)`,
      ),
      insertPosting: db.prepare<[number, number, number, string]>(
        `insert into search_posting (rowid, terms) values (${POSTING.rowid}, ?)`,
      ),
      deletePosting: db.prepare<[number, number, number, string]>(
        `insert into search_posting (search_posting, rowid, terms) values ('delete', ${POSTING.rowid}, ?)`,
      ),
      keepTerms: db.prepare<[string]>(
        'insert or ignore into search_term (term) select value from json_each(?)',
      ),
    }
  }

  /** Indexes a text by its terms (rules/search/terms.ts indexTerms). */
  add(contentId: number, languageId: number, terms: string): void {
    if (contentId > MAX_CONTENT_ID)
      throw new RangeError(`content id ${contentId} is beyond the search index's`)
    if (languageId > MAX_LANGUAGE_ID)
      throw new RangeError(`language id ${languageId} is beyond the search index's`)
    this.#rows(contentId, languageId, terms, false)
  }

  /** Takes a text out of the index, by the terms it was indexed with: only a text that is in it. */
  remove(contentId: number, languageId: number, terms: string): void {
    this.#rows(contentId, languageId, terms, true)
  }

  #rows(contentId: number, languageId: number, terms: string, remove: boolean): void {
    this.#writes.push({ contentId, languageId, impact: undefined, terms: wordsThenParts(terms), remove })
    for (const [impact, group] of byImpact(terms)) {
      const tokens = group.map((term) => postingToken(languageId, term)).join(' ')
      this.#writes.push({ contentId, languageId, impact, terms: tokens, remove })
    }
  }

  /**
   * Writes what was collected, each table's rows in rowid order (a stable sort, so one text's removal and
   * re-adding stay in that order). Call it inside the transaction, before it commits.
   */
  flush(): void {
    const s = this.#statements
    const writes = this.#writes
    this.#writes = []
    const texts = writes.filter((w) => w.impact === undefined)
    texts.sort((a, b) => a.contentId - b.contentId || a.languageId - b.languageId)
    for (const w of texts) {
      if (w.remove) s.deleteTerms.run(searchRowid(w.contentId, w.languageId), w.terms)
      else s.insertTerms.run(searchRowid(w.contentId, w.languageId), w.terms)
    }
    const postings = writes.filter((w) => w.impact !== undefined) as (Write & { impact: number })[]
    postings.sort((a, b) => b.impact - a.impact || a.contentId - b.contentId || a.languageId - b.languageId)
    const tokens = new Set<string>()
    for (const w of postings) {
      if (w.remove) s.deletePosting.run(w.impact, w.contentId, w.languageId, w.terms)
      else {
        s.insertPosting.run(w.impact, w.contentId, w.languageId, w.terms)
        for (const token of w.terms.split(' ')) tokens.add(token)
      }
    }
    // Each term the postings hold, in search_term (the SQLite migration 2026-12-01T00-00-search-terms): one
    // statement for the batch (a statement per term cost a create 10 % at the store's anchor).
    if (tokens.size > 0) s.keepTerms.run(JSON.stringify([...tokens]))
  }

  /** Empties both tables, and forgets what was collected (the index is about to be built anew). */
  clear(): void {
    this.#writes = []
    for (const table of ['text_search', 'search_posting']) {
      this.#db.prepare(`insert into ${table} (${table}) values ('delete-all')`).run()
    }
    this.#db.prepare('delete from search_term').run()
  }

  /** Forgets what was collected (the transaction rolled back). */
  discard(): void {
    this.#writes = []
  }
}

/**
 * A text's terms as text_search holds them: its words at their positions, then its compounds' parts (FTS5 has
 * no two tokens at one position from the outside; after the words, the parts break no phrase of them).
 */
function wordsThenParts(terms: string): string {
  if (!terms.includes(PART_SPACE)) return terms
  const words: string[] = []
  const parts: string[] = []
  for (const term of terms.split(' ')) (isPart(term) ? parts : words).push(term)
  return [...words, ...parts].join(' ')
}

/** A part's term follows a space (a text's first term is a word). */
const PART_SPACE = ` ${PART}`

function byImpact(terms: string): Map<number, string[]> {
  const groups = new Map<number, string[]>()
  for (const [term, impact] of termImpacts(terms)) {
    const group = groups.get(impact)
    if (group) group.push(term)
    else groups.set(impact, [term])
  }
  return groups
}
