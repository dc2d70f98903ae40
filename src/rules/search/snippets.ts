// Search snippets: a hit's text, HTML-escaped, cut around its best match and with the words that match the query
// marked, as the index matched them.
import type { Compounds } from './compounds.js'
import { clauseAlternatives, type SearchQuery } from './query.js'
import { compoundsFor, foldWord, isPart, partStems, stemmerFor, type Word, wordsOf } from './terms.js'

/**
 * Characters of a text a snippet is made from: its first ones. A snippet of a text of 1 MB took some 350 ms on
 * the event loop (a search of 20 such texts held every other request for 5 s); one of 10,000 characters takes
 * a hundredth of that. A match further in is found by the index but not marked: the snippet is the text's start.
 */
export const SNIPPET_SCAN = 10_000

/** A letter, digit or combining mark: a character of a word (WORD in terms.ts). */
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
 * (a phrase's words only where they stand as the phrase; a compound whose part a word matched, or a word or
 * compound that has a part of a compound query word), cut to about 160 characters around the part with the
 * most matches (an ellipsis where it was cut). Made from the text's first SNIPPET_SCAN characters at most
 * (snippetScanEnd), in time linear in those: each distinct word is stemmed once.
 */
export function snippet(
  text: string,
  languageCode: string,
  query: SearchQuery,
  compounds?: Compounds,
): string {
  const stem = stemmerFor(languageCode)
  const splitter = compoundsFor(languageCode, compounds)
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
  const partsOf = new Map<string, string[]>()
  const parts = (i: number) => {
    const word = (words[i] as Word).word
    let stemmed = partsOf.get(word)
    if (stemmed === undefined) {
      stemmed = partStems(foldWord(word), stem, splitter)
      partsOf.set(word, stemmed)
    }
    return stemmed
  }
  const marked = new Uint8Array(words.length)
  for (const clause of query.include) {
    const { phrases, apart } = clauseAlternatives(clause, stem, splitter, 'apart')
    for (const { terms, prefix } of [...phrases, ...apart.flat()]) {
      const last = terms.length - 1
      const matchesAt = (i: number, k: number) => {
        const term = terms[k] as string
        return isPart(term)
          ? parts(i + k).includes(term.slice(1))
          : termMatches(stems[i + k] as string, term, prefix && k === last)
      }
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
