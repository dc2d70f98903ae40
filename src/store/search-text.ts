// Search text, one definition for both stores: how a text becomes index terms, how a query a user typed becomes
// a match expression (SQLite FTS5 or PostgreSQL tsquery), and how a hit's snippet is marked.
//
// - Words are runs of Unicode letters and digits with their combining marks (after NFC), lower-cased; diacritics
//   fold (`café` = `cafe`) except on æ, ø and å, which are letters of their own in Norwegian (`år` ≠ `ar`,
//   `bør` ≠ `bor`), and the vowel signs of Indic and Southeast Asian scripts, which are no diacritics.
// - Bokmål and Nynorsk (nb, nn, no) are stemmed with Snowball Norwegian, English with Snowball English
//   (@orama/stemmers, ports of the Snowball algorithms); other languages are not stemmed.
// - The terms are computed here, in JavaScript, for both stores, so both index exactly the same terms: SQLite
//   keeps them in an FTS5 table, PostgreSQL as a tsvector of the `simple` configuration (which takes them
//   as they are). A query is matched per stemmer: its words stemmed for Norwegian against the Norwegian texts,
//   for English against the English ones, and so on (matchGroups).
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as norwegianStemmer } from '@orama/stemmers/norwegian'

/** Raise when the terms a text gets change: stores re-index their texts when they open. */
export const SEARCH_INDEX_VERSION = 3

type Stem = (word: string) => string

/** A word: a letter or digit, then letters, digits and the combining marks that belong to them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu
const KEPT = /[æøå]/g
const KEPT_PLACEHOLDER: Record<string, string> = { æ: '\uE000', ø: '\uE001', å: '\uE002' }
const KEPT_BACK = /[\uE000-\uE002]/g
const KEPT_LETTER: Record<string, string> = { '\uE000': 'æ', '\uE001': 'ø', '\uE002': 'å' }
/**
 * The marks that fold: diacritics. The vowel signs and viramas of the Indic and Southeast Asian scripts
 * (Devanagari to Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer) are parts of their letters, not diacritics:
 * without them `काम` would be `कम`.
 */
const MARKS = /(?![\u0900-\u0DFF\u0E00-\u0FFF\u1000-\u109F\u1780-\u17FF])\p{M}/gu

/** A word lower-cased with its diacritics folded, æ ø å kept. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase()
  if (/^[a-z0-9]*$/.test(lower)) return lower
  return lower
    .replace(KEPT, (c) => KEPT_PLACEHOLDER[c] ?? c)
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(KEPT_BACK, (c) => KEPT_LETTER[c] ?? c)
}

/** A word of a text, where it stands in the (NFC) text. */
export interface Word {
  word: string
  start: number
  end: number
}

/** The words of a text, in order (the text is read as NFC). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    words.push({ word: match[0], start: match.index, end: match.index + match[0].length })
  }
  return words
}

/** The stemmer for a language code (by its primary subtag), or none. */
export function stemmerFor(languageCode: string): Stem {
  const primary = languageCode.split('-')[0]?.toLowerCase()
  if (primary === 'nb' || primary === 'nn' || primary === 'no') return norwegianStemmer
  if (primary === 'en') return englishStemmer
  return (word) => word
}

/** Which stemmer a language uses: languages with the same one are searched with the same terms. */
function stemmerGroup(languageCode: string): string {
  const primary = languageCode.split('-')[0]?.toLowerCase()
  if (primary === 'nb' || primary === 'nn' || primary === 'no') return 'norwegian'
  if (primary === 'en') return 'english'
  return 'none'
}

/**
 * What a PostgreSQL tsvector can hold, which the terms keep to on both stores, so that both index the same
 * terms at the same positions: positions up to 16,383, 256 of them per term, terms of up to 2,047 bytes, and
 * under 1 MiB of terms and positions (tsvector.h: MAXENTRYPOS, MAXNUMPOS, MAXSTRLEN, MAXSTRPOS).
 */
const TERM_LIMITS = { positions: 16_383, perTerm: 256, termBytes: 2047, bytes: 1_000_000 }

/**
 * The index terms of a text, space-separated, in word order. Within TERM_LIMITS: a term over 2,047 bytes and
 * a term's occurrences after its 256th are left out, and the terms end at the 16,383rd or where they would
 * pass the bytes a tsvector holds.
 */
export function indexTerms(languageCode: string, text: string): string {
  const stem = stemmerFor(languageCode)
  return withinLimits(wordsOf(text).map(({ word }) => stem(foldWord(word)))).join(' ')
}

/** A term's bytes in UTF-8 are at most three per UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3

/** Whether a term can be in the index: no longer than TERM_LIMITS.termBytes (indexTerms leaves such out). */
const indexable = (term: string) =>
  term.length * MAX_BYTES_PER_UNIT <= TERM_LIMITS.termBytes ||
  Buffer.byteLength(term) <= TERM_LIMITS.termBytes

function withinLimits(terms: string[]): string[] {
  let units = 0
  for (const term of terms) units += term.length
  // Most texts: too few terms for any limit (each term costs a tsvector its bytes and at most five more).
  if (
    terms.length <= TERM_LIMITS.perTerm &&
    units * MAX_BYTES_PER_UNIT + terms.length * 5 <= TERM_LIMITS.bytes &&
    terms.every(indexable)
  ) {
    return terms
  }
  const kept: string[] = []
  const counts = new Map<string, number>()
  let bytes = 0
  for (const term of terms) {
    if (kept.length === TERM_LIMITS.positions) break
    const count = counts.get(term) ?? 0
    if (count === TERM_LIMITS.perTerm) continue
    // A new term: its bytes, an alignment byte, its count of positions and a position; a repeated one: a position.
    const size = count === 0 ? Buffer.byteLength(term) : 0
    if (size > TERM_LIMITS.termBytes) continue
    const cost = count === 0 ? size + 5 : 2
    if (bytes + cost > TERM_LIMITS.bytes) break
    bytes += cost
    counts.set(term, count + 1)
    kept.push(term)
  }
  return kept
}

/**
 * A text's terms as a PostgreSQL tsvector literal: each term with its positions in the terms, as they are
 * (to_tsvector would parse them again, and its parser splits words the terms keep whole, such as `x²`).
 */
export function tsvectorOf(terms: string): string {
  const positions = new Map<string, number[]>()
  let position = 0
  for (const term of terms.split(' ')) {
    if (term === '') continue
    position++
    const list = positions.get(term)
    if (list) list.push(position)
    else positions.set(term, [position])
  }
  return [...positions].map(([term, at]) => `${quoteLexeme(term)}:${at.join(',')}`).join(' ')
}

/** A tsvector or tsquery lexeme, quoted (terms hold neither quotes nor backslashes; escaped all the same). */
const quoteLexeme = (term: string) => `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'`

/**
 * A text's weight for each of its terms, in thousandths: BM25's term-frequency part with k1 = 1.2 and b = 0.75
 * and an average text length of 10 words, tf·2.2 / (tf + 0.3 + 0.09·length), in integers as
 * floor(220000·tf / (100·tf + 30 + 9·length)); below 2.02 for any text. A one-word query ranks its hits by it,
 * ties by content id: the term's inverse document frequency is the same for every hit, so that is BM25's order.
 * Both stores keep an index ordered by it (search_posting), so that a one-word query
 * reads its best hits first and stops after a page. In integers so that PostgreSQL, which computes it from a
 * text's tsvector (content_store_postings), gets exactly these numbers.
 */
export function termImpacts(terms: string): Map<string, number> {
  const counts = new Map<string, number>()
  let length = 0
  for (const term of terms.split(' ')) {
    if (term === '') continue
    length++
    counts.set(term, (counts.get(term) ?? 0) + 1)
  }
  const impacts = new Map<string, number>()
  for (const [term, tf] of counts) {
    impacts.set(term, Math.floor((220 * IMPACT_SCALE * tf) / (100 * tf + 30 + 9 * length)))
  }
  return impacts
}

/** Impacts are scores × this. */
export const IMPACT_SCALE = 1000

/**
 * The word of a query that is one plain word (no phrase, prefix or exclusion): such a query is answered from
 * the impact-ordered index, reading only the page's hits. Undefined for any other query.
 */
export function singleWord(query: SearchQuery): string | undefined {
  const [clause, ...more] = query.include
  if (!clause || more.length > 0 || query.exclude.length > 0 || clause.prefix) return undefined
  return clause.words.length === 1 ? clause.words[0] : undefined
}

/** A word or a phrase of a query: its folded words (not stemmed), the last one a prefix when `prefix`. */
export interface QueryClause {
  words: string[]
  prefix: boolean
}

/** A query as typed: the clauses every hit has, and those no hit has. */
export interface SearchQuery {
  include: QueryClause[]
  exclude: QueryClause[]
}

/**
 * Reads a query as a user typed it: words are ANDed, `"a phrase"`, `prefix*`, `-excluded`. Anything else is
 * read as plain words: an unbalanced quote is a space, stray operators are dropped. Undefined when no word to
 * find is left (only punctuation, or only exclusions).
 */
export function parseQuery(q: string): SearchQuery | undefined {
  const query: SearchQuery = { include: [], exclude: [] }
  const add = (raw: string, negated: boolean, phrase: boolean) => {
    const prefix = !phrase && /\*\s*$/.test(raw)
    const words = wordsOf(raw).map((w) => foldWord(w.word))
    if (words.length === 0) return
    ;(negated ? query.exclude : query.include).push({ words, prefix })
  }
  let i = 0
  while (i < q.length) {
    const c = q[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    const negated = c === '-' && i + 1 < q.length && !/\s/.test(q[i + 1] as string)
    const start = negated ? i + 1 : i
    if (q[start] === '"') {
      const close = q.indexOf('"', start + 1)
      if (close > start) {
        add(q.slice(start + 1, close), negated, true)
        i = close + 1
        continue
      }
      // An unbalanced quote is read as a space.
      i = start + 1
      continue
    }
    let end = start
    while (end < q.length && !/\s/.test(q[end] as string) && q[end] !== '"') end++
    add(q.slice(start, end), negated, false)
    i = Math.max(end, i + 1)
  }
  return query.include.length === 0 ? undefined : query
}

/** A language the search covers: its id and code. */
export interface SearchLanguage {
  id: number
  languageCode: string
}

/** The languages searched with one stemmer, and the query as a match expression with its words so stemmed. */
export interface MatchGroup {
  languageIds: number[]
  match: string
  /** The query's clauses without its exclusions: what a hit is ranked by (PostgreSQL's ts_rank). */
  rank: string
}

/** A clause's terms as a store matches them: a phrase of stems, the last maybe a prefix of stems. */
type Terms = { terms: string[]; prefix: boolean }

/** How a store spells a match: a phrase (one or more terms, the last maybe a prefix) and the whole query. */
interface MatchSyntax {
  phrase(clause: Terms): string
  /** Any of several phrases. */
  any(phrases: string[]): string
  query(include: string[], exclude: string[]): string
}

const FTS5: MatchSyntax = {
  phrase: ({ terms, prefix }) => `"${terms.join(' ')}"${prefix ? '*' : ''}`,
  any: (phrases) => (phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' OR ')})`),
  // All exclusions under one NOT: FTS5's parser overflows its stack at about a hundred nested NOTs.
  query: (include, exclude) =>
    exclude.length === 0 ? include.join(' AND ') : `(${include.join(' AND ')}) NOT (${exclude.join(' OR ')})`,
}

/** One term as an FTS5 match expression. */
export const fts5Term = (term: string) => FTS5.phrase({ terms: [term], prefix: false })

const TSQUERY: MatchSyntax = {
  phrase: ({ terms, prefix }) =>
    `(${terms.map((t, i) => `${quoteLexeme(t)}${prefix && i === terms.length - 1 ? ':*' : ''}`).join(' <-> ')})`,
  any: (phrases) => (phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' | ')})`),
  query: (include, exclude) => [...include, ...exclude.map((e) => `!${e}`)].join(' & '),
}

/**
 * The terms a clause is matched by, for a stemmer: its words stemmed. A prefix matches the stems that begin with
 * it as typed, and also its own stem: the index holds stems, and a whole word typed as a prefix (`received*`,
 * `skjema*`) is often longer than its stem (`receiv`, `skjem`), so it would miss the very word it spells.
 */
function clauseTerms(clause: QueryClause, stem: Stem): Terms[] {
  const stems = clause.words.map(stem)
  if (!clause.prefix) return [{ terms: stems, prefix: false }]
  const typed = clause.words.at(-1) as string
  const stemmed = stems.at(-1) as string
  const head = stems.slice(0, -1)
  const asTyped = { terms: [...head, typed], prefix: true }
  return stemmed === typed || stemmed === '' ? [asTyped] : [asTyped, { terms: stems, prefix: false }]
}

/**
 * The query per stemmer of the languages searched: the Norwegian texts are matched by the query's words
 * stemmed for Norwegian, the English ones for English, other languages by the words as they are. A clause with
 * a term too long to be indexed matches no text: a query that needs one matches nothing in that group (the
 * group is left out, so there may be none), an exclusion of one is left out.
 */
export function matchGroups(
  query: SearchQuery,
  languages: readonly SearchLanguage[],
  syntax: 'fts5' | 'tsquery',
): MatchGroup[] {
  const spell = syntax === 'fts5' ? FTS5 : TSQUERY
  const byStemmer = new Map<string, SearchLanguage[]>()
  for (const language of languages) {
    const key = stemmerGroup(language.languageCode)
    byStemmer.set(key, [...(byStemmer.get(key) ?? []), language])
  }
  return [...byStemmer.values()].flatMap((members) => {
    const stem = stemmerFor((members[0] as SearchLanguage).languageCode)
    // A clause's phrases that can match a text (those of indexable terms), spelt as one.
    const spelt = (clause: QueryClause) => {
      const phrases = clauseTerms(clause, stem).filter((terms) => terms.terms.every(indexable))
      return phrases.length === 0 ? undefined : spell.any(phrases.map(spell.phrase))
    }
    const include = query.include.map(spelt)
    if (include.some((clause) => clause === undefined)) return []
    const exclude = query.exclude.map(spelt).filter((clause) => clause !== undefined)
    return [
      {
        languageIds: members.map((m) => m.id),
        match: spell.query(include as string[], exclude),
        rank: spell.query(include as string[], []),
      },
    ]
  })
}

/**
 * Characters of a text a snippet is made from: its first ones. A snippet of a text of 1 MB took some 350 ms on
 * the event loop (a search of 20 such texts held every other request for 5 s); one of 10,000 characters takes
 * a hundredth of that. A match further in is found by the index but not marked: the snippet is the text's start.
 */
export const SNIPPET_SCAN = 10_000

/** A letter, digit or combining mark: a character of a word (WORD). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u

/**
 * Where a snippet's reading of a text ends: at SNIPPET_SCAN characters, or before, at the start of the word the
 * budget ends in, so that no word is read cut (a cut word would be marked by a prefix it does not have).
 */
export function snippetScanEnd(text: string): number {
  if (text.length <= SNIPPET_SCAN) return text.length
  const charStart = (i: number) => (splitsPair(text, i) ? i - 1 : i)
  const isWordChar = (i: number) => WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i) ?? 0))
  const budget = charStart(SNIPPET_SCAN)
  let cut = budget
  while (cut > 0 && isWordChar(cut)) {
    const previous = charStart(cut - 1)
    if (!isWordChar(previous)) break
    cut = previous
  }
  // A text whose first SNIPPET_SCAN characters are one word is cut inside it.
  return cut === 0 ? budget : cut
}

/** Characters of a snippet around its best match. */
const SNIPPET_CHARS = 160
/** Of those, how many come before the first match in the window. */
const SNIPPET_LEAD = 50

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/** Whether a word's stem is matched by a term of a clause (the last term of a prefix clause, by prefix). */
const termMatches = (stemmed: string, term: string, prefix: boolean) =>
  prefix ? stemmed.startsWith(term) : stemmed === term

/** Whether code unit `i` of a text is the second half of a surrogate pair, which a cut there would split. */
const splitsPair = (text: string, i: number) => {
  const unit = text.charCodeAt(i)
  return unit >= 0xdc00 && unit <= 0xdfff
}

/**
 * A hit's text, HTML-escaped, with `<mark>` around the words that match the query as the index matched them
 * (a phrase's words only where they stand as the phrase), cut to about 160 characters around the part with the
 * most matches (an ellipsis where it was cut). Made from the text's first SNIPPET_SCAN characters at most
 * (snippetScanEnd), in time linear in those: each distinct word is stemmed once.
 */
export function snippet(text: string, languageCode: string, query: SearchQuery): string {
  const stem = stemmerFor(languageCode)
  const scanEnd = snippetScanEnd(text)
  const cutShort = scanEnd < text.length
  const nfc = (cutShort ? text.slice(0, scanEnd) : text).normalize('NFC')
  const words = wordsOf(nfc)
  const stemmedOf = new Map<string, string>()
  const stems = words.map(({ word }) => {
    let stemmed = stemmedOf.get(word)
    if (stemmed === undefined) {
      stemmed = stem(foldWord(word))
      stemmedOf.set(word, stemmed)
    }
    return stemmed
  })
  const marked = new Uint8Array(words.length)
  for (const clause of query.include) {
    for (const { terms, prefix } of clauseTerms(clause, stem)) {
      const last = terms.length - 1
      const matchesAt = (i: number, k: number) =>
        termMatches(stems[i + k] as string, terms[k] as string, prefix && k === last)
      for (let i = 0; i + last < words.length; i++) {
        let k = 0
        while (k <= last && matchesAt(i, k)) k++
        if (k > last) marked.fill(1, i, i + last + 1)
      }
    }
  }
  const matches = words.filter((_, i) => marked[i] === 1)
  let from = 0
  let to = nfc.length
  if (nfc.length > SNIPPET_CHARS || cutShort) {
    // The window with the most matches, starting a little before one of them: `first` is the first match in
    // the window, `end` the first after it.
    let best = 0
    let bestCount = -1
    let first = 0
    let end = 0
    for (const m of matches) {
      const start = Math.max(0, m.start - SNIPPET_LEAD)
      while ((matches[first] as Word).start < start) first++
      while (end < matches.length && (matches[end] as Word).end <= start + SNIPPET_CHARS) end++
      if (end - first > bestCount) {
        best = start
        bestCount = end - first
      }
    }
    from = best
    to = Math.min(nfc.length, from + SNIPPET_CHARS)
    if (to === nfc.length) from = Math.max(0, to - SNIPPET_CHARS)
    // Cut between words.
    if (from > 0) {
      const space = nfc.indexOf(' ', from)
      if (space !== -1 && space < (matches.find((m) => m.start >= from)?.start ?? to)) from = space + 1
    }
    if (to < nfc.length) {
      const space = nfc.lastIndexOf(' ', to)
      if (space > from) to = space
    }
    // Where there was no space to cut at: not inside a character of two code units.
    if (from > 0 && splitsPair(nfc, from)) from++
    if (to < nfc.length && splitsPair(nfc, to)) to--
  }
  let out = from > 0 ? '…' : ''
  let at = from
  for (const m of matches) {
    if (m.start < from || m.end > to) continue
    out += `${escapeHtml(nfc.slice(at, m.start))}<mark>${escapeHtml(m.word)}</mark>`
    at = m.end
  }
  out += escapeHtml(nfc.slice(at, to))
  return to < nfc.length || cutShort ? `${out}…` : out
}
