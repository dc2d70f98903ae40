// Which words of a source text the store looks up to find translation-memory candidates: its significant
// words, stemmed as search stems them (rules/search/terms.ts), so that the search index finds the texts that
// share them. Pure.
//
// Every distinct stem is looked up (at most MAX_CANDIDATE_TERMS), not only as many as a text alike enough must
// share one of: the store reads a bounded number of texts per stem (the ones that weigh it most), so a text
// alike enough is found through whichever of its stems is rare enough to have it among those, and a text that
// has more of the stems ranks higher among the candidates.
import { foldWord, indexable, stemmerFor, wordsOf } from '../search/terms.js'

/** At most this many words are looked up: the longest (the rarest, most often). */
export const MAX_CANDIDATE_TERMS = 16

/**
 * Words too common to tell texts apart (Norwegian and English): left out when the text has others, since each
 * would match nearly every text.
 */
const COMMON = new Set(
  (
    'og i er det som en et ei på til av for med at ikke ikkje har de den du vi kan vil skal må om fra frå ' +
    'eller seg sin sitt sine meg deg oss dere dykk han hun ho the a an and or of to in on at is are be it ' +
    'this that for with as by from you your we not can will'
  ).split(' '),
)

/** The distinct stems of a text's significant words, longest first (the rarer, most often), at most MAX_CANDIDATE_TERMS. */
export function candidateTerms(languageCode: string, text: string): string[] {
  const stem = stemmerFor(languageCode)
  const folded = [...new Set(wordsOf(text).map(({ word }) => foldWord(word)))]
  const significant = folded.filter((word) => !COMMON.has(word))
  const words = significant.length > 0 ? significant : folded
  const stems = [...new Set(words.map(stem))].filter((term) => term !== '' && indexable(term))
  return stems.sort((x, y) => y.length - x.length || (x < y ? -1 : 1)).slice(0, MAX_CANDIDATE_TERMS)
}
