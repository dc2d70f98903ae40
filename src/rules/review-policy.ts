// The review policy (REVIEW_REQUIRED): which languages publish a text only once a reviewer approved it. Pure
// rules: config parses the setting with them; routes ask which languages of a read require review, and hand
// the store their ids (publishing, coverage, the needsReview= listing).
import { canonicalLanguageCode } from './languages.js'

/** Every language, or the canonical codes of those that require review (none: an empty list). */
export type ReviewRequired = '*' | readonly string[]

export const REVIEW_REQUIRED_FORMAT = '* or language codes, comma-separated (nn-NO,en-US)'

/**
 * Parses REVIEW_REQUIRED: `*`, or language codes, comma-separated, each once. Throws an Error saying what is
 * wrong; config wraps it with the variable's name.
 */
export function parseReviewRequired(text: string): ReviewRequired {
  if (text.trim() === '*') return '*'
  const codes: string[] = []
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (entry === '') continue
    const code = canonicalLanguageCode(entry)
    if (code === undefined) throw new Error(`"${entry}" is not a well-formed BCP 47 language tag`)
    if (codes.includes(code)) throw new Error(`${code} is named twice`)
    codes.push(code)
  }
  return codes
}

/** Whether texts in this language (its stored code) are published only once reviewed. */
export function requiresReview(policy: ReviewRequired, languageCode: string): boolean {
  return policy === '*' || policy.includes(languageCode)
}

/** Whether any language requires review. */
export function anyReviewRequired(policy: ReviewRequired): boolean {
  return policy === '*' || policy.length > 0
}

/** The ids of the languages (of those given) that require review. */
export function reviewRequiredIds(
  policy: ReviewRequired,
  languages: readonly { id: number; languageCode: string }[],
): number[] {
  return languages.filter((l) => requiresReview(policy, l.languageCode)).map((l) => l.id)
}
