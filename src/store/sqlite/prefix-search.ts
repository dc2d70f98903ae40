// SQLite's one-word prefix search (`søkn*`) from search_posting, the impact-ordered index. First the terms that
// begin with the prefix, a range read of search_term; then one read of the index matching them by name (an OR
// of the terms, which FTS5 merges as it reads), in rowid order, which is rank order (best impact first, ties by
// content and language id: search-writes.ts POSTING), so only the rows up to the page are read. FTS5's own
// prefix match would gather every posting of every such term first, which grows with the store; it stays for a
// prefix of more than MAX_EXPANSIONS terms. A text has a row per impact its terms have, so one with two terms
// that begin so may come twice: its first row is its best, and the read goes on until the page has that many
// texts.
import type SqliteDatabase from 'better-sqlite3'
import { IMPACT_SCALE } from '../../rules/search/terms.js'
import { type LanguagePrefix, MAX_EXPANSIONS, type SearchRow } from '../store-dialect.js'
import type { SqliteReadThreads } from './read-threads.js'
import { FTS5, fts5Term } from './search-syntax.js'
import { POSTING, postingToken } from './search-writes.js'

/** Rows read at first, at least; each further read takes four times as many. */
const FIRST_READ = 64

/** The best rows of a match, decoded from their rowids (which pass 2⁵³ and so are not read as numbers). */
const BEST_ROWS = `select ${POSTING.contentId('r')}, ${POSTING.languageId('r')}, ${POSTING.impact('r')}
  from (select rowid as r from search_posting where search_posting match ? order by rowid limit ?)`

/** The terms that begin with a prefix (a token of search_posting), in byte order, at most `most` of them. */
const TERMS = `select term from search_term where term >= @token and term < @token || char(1114111) limit @most`

/** The texts and keys of a page's hits. */
const PAGE_TEXTS = `select t.content_id, c.key, t.language_id, t.text
  from json_each(?) j
  cross join current_text t on t.content_id = j.value ->> '$[0]' and t.language_id = j.value ->> '$[1]'
  cross join content c on c.id = t.content_id`

export class SqlitePrefixSearch {
  #pageTexts: SqliteDatabase.Statement | undefined
  #terms: SqliteDatabase.Statement<[{ token: string; most: number }], string> | undefined

  constructor(
    /** The match may read many rows: on a read thread. */
    private readonly readThreads: SqliteReadThreads,
    private readonly readConnection: SqliteDatabase.Database,
  ) {}

  async search(prefixes: readonly LanguagePrefix[], limit: number, offset: number): Promise<SearchRow[]> {
    if (prefixes.length === 0) return []
    this.#terms ??= this.readConnection.prepare<[{ token: string; most: number }], string>(TERMS).pluck()
    const terms = this.#terms
    const match = prefixes
      .flatMap(({ languageId, prefix, whole }) => {
        const token = postingToken(languageId, prefix)
        const found = terms.all({ token, most: MAX_EXPANSIONS + 1 })
        const wholeTokens = whole.map((term) => postingToken(languageId, term))
        return found.length > MAX_EXPANSIONS
          ? [FTS5.phrase({ terms: [token], prefix: true }), ...wholeTokens.map(fts5Term)]
          : [...new Set([...found, ...wholeTokens])].map(fts5Term)
      })
      .join(' OR ')
    // No term begins so, and no whole one: FTS5 cannot parse an empty match.
    if (match === '') return []
    const wanted = offset + limit
    let hits: [number, number, number][] = []
    for (let read = Math.max(FIRST_READ, 2 * wanted); ; read *= 4) {
      const rows = (await this.readThreads.read(BEST_ROWS, [match, read])) as [number, number, number][]
      const seen = new Set<string>()
      hits = rows.filter(([contentId, languageId]) => {
        const text = `${contentId}.${languageId}`
        if (seen.has(text)) return false
        seen.add(text)
        return true
      })
      if (hits.length >= wanted || rows.length < read) break
    }
    const page = hits.slice(offset, wanted)
    if (page.length === 0) return []
    this.#pageTexts ??= this.readConnection.prepare(PAGE_TEXTS).raw(true)
    const texts = new Map<string, [string | null, string]>()
    for (const [contentId, key, languageId, text] of this.#pageTexts.all(
      JSON.stringify(page.map(([contentId, languageId]) => [contentId, languageId])),
    ) as [number, string | null, number, string][]) {
      texts.set(`${contentId}.${languageId}`, [key, text])
    }
    return page.flatMap(([contentId, languageId, impact]) => {
      const found = texts.get(`${contentId}.${languageId}`)
      if (found === undefined) return []
      return [{ contentId, key: found[0], languageId, text: found[1], score: impact / IMPACT_SCALE }]
    })
  }
}
