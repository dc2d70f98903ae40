// Search-text analysis, one definition for both stores: how a text becomes its index terms, and what each term
// weighs in the text (its impact).
//
// - Words are runs of Unicode letters and digits with their combining marks (after NFC), lower-cased; diacritics
//   fold (`café` = `cafe`) except on æ, ø and å, which are letters of their own in Norwegian (`år` ≠ `ar`,
//   `bør` ≠ `bor`), and the vowel signs of Indic and Southeast Asian scripts, which are no diacritics.
// - Bokmål and Nynorsk (nb, nn, no) are stemmed with Snowball Norwegian, English with Snowball English
//   (@orama/stemmers, ports of the Snowball algorithms); other languages are not stemmed.
// - With a decompounder (compounds.ts), a Norwegian compound's parts are terms too, each right after its word
//   and marked PART (`søknadsskjem ·søknad ·skjem`): at the word's position, not counted in the text's length,
//   and left out where the text has the part as a word of its own (so a text is a whole-word hit or a part hit
//   for a term, never both).
// - The terms are computed here, in JavaScript, for both stores, so both index exactly the same terms: SQLite
//   keeps them in an FTS5 table, PostgreSQL as a tsvector of the `simple` configuration (which takes them
//   as they are; postgres/search-syntax.ts spells them).
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as norwegianStemmer } from '@orama/stemmers/norwegian'
import type { Compounds } from './compounds.js'

/**
 * Raise when the terms a text gets change: stores re-index their texts when they open (and when the
 * decompounder's words change, or it comes or goes: search_index.dictionary).
 */
export const SEARCH_INDEX_VERSION = 4

/**
 * What marks a compound's part among the terms (`·skjem`): a character that is in no word, and that FTS5's
 * `ascii` tokenizer keeps in its token (it is not ASCII).
 */
export const PART = '\u00B7'

/** The term a part is indexed by. */
export const partTerm = (stem: string) => `${PART}${stem}`

/** Whether a term is a compound's part. */
export const isPart = (term: string) => term.startsWith(PART)

/** A stemmer: a folded word to its stem. */
export type Stem = (word: string) => string

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
export function stemmerGroup(languageCode: string): string {
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

/** Which languages' words are split by a decompounder: Bokmål and Nynorsk (compounds.ts lists their words). */
export function compoundsFor(languageCode: string, compounds: Compounds | undefined): Compounds | undefined {
  return stemmerGroup(languageCode) === 'norwegian' ? compounds : undefined
}

/**
 * The stems of what a compound is indexed by besides itself (Compounds.forms: its parts, their parts, the
 * listed forms Snowball stems apart), each once, for a language's stemmer: the parts are stemmed like words
 * (`skjemaet` → `skjema`), so a part matches the forms of its word. None for a word that is no compound.
 */
export function partStems(folded: string, stem: Stem, compounds: Compounds | undefined): string[] {
  const forms = compounds?.forms(folded) ?? []
  if (forms.length === 0) return []
  const stems: string[] = []
  for (const form of forms) {
    const stemmed = stem(form)
    if (stemmed !== '' && !stems.includes(stemmed)) stems.push(stemmed)
  }
  return stems
}

/**
 * A text's words whose compounds are split: the first 2,000. A split of a word never seen costs up to a few
 * hundred µs (a 40-letter word of listed words), and a text of a megabyte of such words would hold the write
 * for seconds; past its 2,000th word a text's compounds are found whole.
 */
const SPLIT_WORDS = 2000

/**
 * The index terms of a text, space-separated, in word order, each compound's parts (PART-marked) after it when
 * a decompounder is given for a Norwegian text. Within TERM_LIMITS: a term over 2,047 bytes and a term's
 * occurrences after its 256th are left out, and the terms end at the 16,383rd word or where they would pass
 * the bytes a tsvector holds.
 */
export function indexTerms(languageCode: string, text: string, compounds?: Compounds): string {
  const stem = stemmerFor(languageCode)
  const words = wordsOf(text).map(({ word }) => foldWord(word))
  const stems = words.map(stem)
  const splitter = compoundsFor(languageCode, compounds)
  if (!splitter) return withinLimits(stems).join(' ')
  const own = new Set(stems)
  const terms: string[] = []
  words.forEach((folded, i) => {
    const stemmed = stems[i] as string
    terms.push(stemmed)
    if (i >= SPLIT_WORDS) return
    for (const part of partStems(folded, stem, splitter)) {
      if (!own.has(part)) terms.push(partTerm(part))
    }
  })
  return withinLimits(terms).join(' ')
}

/** A term's bytes in UTF-8 are at most three per UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3

/** Whether a term can be in the index: no longer than TERM_LIMITS.termBytes (indexTerms leaves such out). */
export const indexable = (term: string) =>
  term.length * MAX_BYTES_PER_UNIT <= TERM_LIMITS.termBytes ||
  Buffer.byteLength(term) <= TERM_LIMITS.termBytes

/**
 * Terms within TERM_LIMITS. A part (PART-marked) takes no position of its own (it stands at its word's), and
 * goes when its word goes.
 */
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
  let positions = 0
  // Whether the last word was kept: its parts go with it.
  let wordKept = false
  for (const term of terms) {
    const part = isPart(term)
    if (part && !wordKept) continue
    if (!part && positions === TERM_LIMITS.positions) break
    const count = counts.get(term) ?? 0
    if (!part) wordKept = false
    if (count === TERM_LIMITS.perTerm) continue
    // A new term: its bytes, an alignment byte, its count of positions and a position; a repeated one: a position.
    const size = count === 0 ? Buffer.byteLength(term) : 0
    if (size > TERM_LIMITS.termBytes) continue
    const cost = count === 0 ? size + 5 : 2
    if (bytes + cost > TERM_LIMITS.bytes) break
    bytes += cost
    counts.set(term, count + 1)
    kept.push(term)
    if (!part) {
      positions++
      wordKept = true
    }
  }
  return kept
}

/**
 * A text's weight for each of its terms (parts too), in thousandths, its length counted in words (parts are not
 * counted): BM25's term-frequency part with k1 = 1.2 and b = 0.75
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
    if (!isPart(term)) length++
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
