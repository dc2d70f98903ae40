// Where a text has termbase terms, and their preferred translations: what the editor marks in a source text
// (POST /ContentApi/Terms/Matches). Terms are found as the checks find them (term-matching.ts): by stems, as a
// run of words, so "søknaden" is the term "søknad". Pure: services and routes hand it the entries.
import type { TermEntry } from '../../schemas/terms.js'
import { stemsOfTerm } from './term-matching.js'
import { indexOfStems, stemmedWordsOf } from './term-words.js'

/** A term found in a text: where (UTF-16 offsets, end exclusive), which, and what `to` prefers for it. */
export interface TermMatch {
  start: number
  end: number
  term: string
  entryId: number
  preferred: string[]
}

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The terms of `languageCode` that the text has, each occurrence once, in text order. Where terms overlap
 * ("Min side" and "side"), the one that starts first wins, then the longer; `preferred` lists the entry's
 * preferred terms in `to` (empty when it has none).
 */
export function termMatches(
  text: string,
  languageCode: string,
  to: string,
  entries: readonly TermEntry[],
): TermMatch[] {
  const words = stemmedWordsOf(languageCode, text)
  const stems = words.map((w) => w.stem)
  const found: { first: number; count: number; term: string; entry: TermEntry }[] = []
  for (const entry of entries) {
    for (const { term, languageCode: code } of entry.terms) {
      if (!sameLanguage(code, languageCode)) continue
      const termStems = stemsOfTerm(languageCode, term)
      for (let at = indexOfStems(stems, termStems); at >= 0; at = indexOfStems(stems, termStems, at + 1)) {
        found.push({ first: at, count: termStems.length, term, entry })
      }
    }
  }
  found.sort((a, b) => a.first - b.first || b.count - a.count || a.entry.id - b.entry.id)
  const matches: TermMatch[] = []
  let free = 0
  for (const { first, count, term, entry } of found) {
    if (first < free) continue
    free = first + count
    matches.push({
      start: (words[first] as { start: number }).start,
      end: (words[first + count - 1] as { end: number }).end,
      term,
      entryId: entry.id,
      preferred: entry.terms
        .filter((t) => sameLanguage(t.languageCode, to) && t.status === 'preferred')
        .map((t) => t.term),
    })
  }
  return matches
}
