// SQLite's impact-ordered search index (search_posting, migration search-postings): a text's terms grouped by
// their impacts (search-text.ts termImpacts), a row per impact, with the rowid (2047 − impact) << 52 | content id
// << 16 | language id, so that a term's rows come best first. Every path that indexes or unindexes a text on
// SQLite (the writer, a dump's import, the index's refresh) goes through here, as for text_search.
import type SqliteDatabase from 'better-sqlite3'
import { termImpacts } from './search-text.js'

/** The rowid in SQL from (impact, content id, language id), and its parts from a rowid column. */
export const POSTING = {
  rowid: '((2047 - ?) << 52) | (? << 16) | ?',
  contentId: (rowid: string) => `((${rowid} >> 16) & 68719476735)`,
  languageId: (rowid: string) => `(${rowid} & 65535)`,
  impact: (rowid: string) => `(2047 - (${rowid} >> 52))`,
}

/** Content ids fit 36 bits of the rowid. */
const MAX_CONTENT_ID = 2 ** 36 - 1

export class SqlitePostings {
  readonly #insert: SqliteDatabase.Statement<[number, number, number, string]>
  readonly #delete: SqliteDatabase.Statement<[number, number, number]>

  constructor(db: SqliteDatabase.Database) {
    this.#insert = db.prepare(`insert into search_posting (rowid, terms) values (${POSTING.rowid}, ?)`)
    this.#delete = db.prepare(`delete from search_posting where rowid = ${POSTING.rowid}`)
  }

  /** Indexes a text by its terms (search-text.ts indexTerms). */
  add(contentId: number, languageId: number, terms: string): void {
    if (contentId > MAX_CONTENT_ID)
      throw new RangeError(`content id ${contentId} is beyond the search index's`)
    for (const [impact, group] of byImpact(terms)) {
      this.#insert.run(impact, contentId, languageId, group.join(' '))
    }
  }

  /** Takes a text out, by the terms it was indexed with: its rows, each by its exact rowid. */
  remove(contentId: number, languageId: number, terms: string): void {
    for (const impact of byImpact(terms).keys()) this.#delete.run(impact, contentId, languageId)
  }
}

function byImpact(terms: string): Map<number, string[]> {
  const groups = new Map<number, string[]>()
  for (const [term, impact] of termImpacts(terms)) {
    const group = groups.get(impact)
    if (group) group.push(term)
    else groups.set(impact, [term])
  }
  return groups
}
