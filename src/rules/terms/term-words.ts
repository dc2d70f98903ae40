// How terms and texts are compared: as sequences of stems, folded and stemmed exactly as search indexes a text
// (rules/search/terms.ts: foldWord, stemmerFor), so that an inflected form in a text matches the term's base
// form ("søknaden" the term "søknad", "behandlar" the term "behandle", "forms" the term "form"). Also the
// search key of a termbase entry and the patterns a query is matched with (store/term-store.ts).
import { foldWord, stemmerFor, wordsOf } from '../search/terms.js'

/** The stems of a text's words, in order, by its language's stemmer. */
export function stemsOf(languageCode: string, text: string): string[] {
  const stem = stemmerFor(languageCode)
  return wordsOf(text).map(({ word }) => stem(foldWord(word)))
}

/** A word of a text, stemmed, with where it stands in the text as given (UTF-16 offsets, end exclusive). */
export interface StemmedWord {
  stem: string
  start: number
  end: number
}

/**
 * The words of a text, stemmed as stemsOf stems them, with their places in the text as given: words are read
 * from its NFC form, so a text in another form has its offsets mapped back (rare: texts come in NFC).
 */
export function stemmedWordsOf(languageCode: string, text: string): StemmedWord[] {
  const stem = stemmerFor(languageCode)
  const at = text.normalize('NFC') === text ? (offset: number) => offset : originalOffsets(text)
  return wordsOf(text).map(({ word, start, end }) => ({
    stem: stem(foldWord(word)),
    start: at(start),
    end: at(end),
  }))
}

/**
 * Maps an offset in a text's NFC form to the text as given: the last offset whose prefix, normalised, is no
 * longer (the prefix's NFC length never falls as the prefix grows, so a binary search finds it).
 */
function originalOffsets(text: string): (offset: number) => number {
  return (offset) => {
    let low = 0
    let high = text.length
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (text.slice(0, middle).normalize('NFC').length <= offset) low = middle
      else high = middle - 1
    }
    return low
  }
}

/** Where a term (its stems) first occurs in a text's stems (from word `from` on) as a run of words, or -1. */
export function indexOfStems(textStems: readonly string[], termStems: readonly string[], from = 0): number {
  if (termStems.length === 0) return -1
  const last = textStems.length - termStems.length
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < termStems.length; j++) {
      if (textStems[i + j] !== termStems[j]) continue outer
    }
    return i
  }
  return -1
}

/** The stemmers a query word is tried with: a termbase holds every language, so a query may be in any. */
const QUERY_STEMMERS = ['nb', 'en'].map(stemmerFor)

/**
 * An entry's search key: every word of its terms folded and stemmed by the term's language, each once, between
 * spaces (` handsame handsam behandle behandl `), so that a query word matches by a LIKE on ` word` as a prefix.
 */
export function termSearchKey(terms: readonly { languageCode: string; term: string }[]): string {
  const words = new Set<string>()
  for (const { languageCode, term } of terms) {
    const stem = stemmerFor(languageCode)
    for (const { word } of wordsOf(term)) {
      const folded = foldWord(word)
      words.add(folded)
      words.add(stem(folded))
    }
  }
  return ` ${[...words].join(' ')} `
}

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_WORDS = 4

/**
 * A query's words, each as the prefixes it may match by (the folded word and its Norwegian and English
 * stems; a shorter one covers a longer one that starts with it): an entry matches when each word matches one
 * of its prefixes at the start of a word of the entry's search key. Empty when the query has no words.
 */
export function queryPrefixes(query: string): string[][] {
  return wordsOf(query)
    .slice(0, MAX_QUERY_WORDS)
    .map(({ word }) => {
      const folded = foldWord(word)
      const forms = [folded, ...QUERY_STEMMERS.map((stem) => stem(folded))].filter((f) => f !== '')
      return [...new Set(forms)].filter((f, _, all) => !all.some((o) => o !== f && f.startsWith(o)))
    })
}
