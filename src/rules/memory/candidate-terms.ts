// Which words of a source text the store looks up to find translation-memory candidates: its significant
// words, stemmed as search stems them (rules/search/terms.ts), so that the search index finds the texts that
// share them; only as many as a text alike enough must share one of. Pure.
//
// A text at least MIN_SIMILARITY alike lacks at most B of the source's words, B = (1 − MIN) / MIN × the
// source's weight (similarity.ts: a word missing costs 1, and the other text weighs at most weight / MIN),
// so it has at least one of any B + 1 of them: looking up B + 1 distinct stems finds every such text, and
// reads fewer texts than looking up all of them (a 15-word text: 7 stems).
import { foldWord, indexable, stemmerFor, wordsOf } from '../search/terms.js'
import { MIN_SIMILARITY, weightOfText } from './similarity.js'

/** At most this many words are looked up: the longest (the rarest, most often). */
export const MAX_CANDIDATE_TERMS = 16

/**
 * Words too common to tell texts apart (Norwegian and English): left out when the text has others, since each
 * would match nearly every text and make the lookup read them all.
 */
const COMMON = new Set(
  (
    'og i er det som en et ei på til av for med at ikke ikkje har de den du vi kan vil skal må om fra frå ' +
    'eller seg sin sitt sine meg deg oss dere dykk han hun ho the a an and or of to in on at is are be it ' +
    'this that for with as by from you your we not can will'
  ).split(' '),
)

/**
 * The distinct stems of a text's significant words, longest first (the rarer, most often), as many as the
 * header says and at most MAX_CANDIDATE_TERMS.
 */
export function candidateTerms(languageCode: string, text: string): string[] {
  const stem = stemmerFor(languageCode)
  const folded = [...new Set(wordsOf(text).map(({ word }) => foldWord(word)))]
  const significant = folded.filter((word) => !COMMON.has(word))
  const words = significant.length > 0 ? significant : folded
  const stems = [...new Set(words.map(stem))].filter((term) => term !== '' && indexable(term))
  const needed = Math.floor(((1 - MIN_SIMILARITY) / MIN_SIMILARITY) * weightOfText(text)) + 1
  return stems
    .sort((x, y) => y.length - x.length || (x < y ? -1 : 1))
    .slice(0, Math.min(needed, MAX_CANDIDATE_TERMS))
}
