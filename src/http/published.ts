// Publishing on the HTTP side: the `published` query parameter of reads, the review policy of a request's
// languages (as the store's language ids), and the entity tags of published answers, which follow what is
// published rather than the content's latest version (a draft saved after the reviewed text leaves them as is).
import { createHash, hash } from 'node:crypto'
import { Type } from 'typebox'
import type { Config } from '../config.js'
import { reviewRequiredIds } from '../rules/review-policy.js'
import type { Languages } from '../store/content-store.js'

/** What publishing reads of the configuration. */
export type PublishingPolicy = Pick<Config, 'reviewRequired' | 'bundlesPublishedOnly'>

export const PUBLISHED_DESCRIPTION =
  'true: per language, the published text: the current text, or in a language that requires review ' +
  '(REVIEW_REQUIRED) the newest reviewed version of it (none when it was deleted since).'

export const PublishedField = (description: string) =>
  Type.Optional(Type.Boolean({ description: `${PUBLISHED_DESCRIPTION} ${description}` }))

/** The ids of the store's languages whose texts are published only once reviewed. */
export async function reviewRequiredLanguageIds(
  languages: Languages,
  policy: Pick<PublishingPolicy, 'reviewRequired'>,
): Promise<number[]> {
  if (policy.reviewRequired !== '*' && policy.reviewRequired.length === 0) return []
  // The cached codes name every language the policy may (the start checks them against the store).
  const codes = await languages.knownLanguageCodes()
  const found = await Promise.all(codes.map((code) => languages.findLanguage(code)))
  return reviewRequiredIds(policy.reviewRequired, found)
}

/**
 * The entity tag of a published answer: a digest of its body, prefixed so that it is never a content's version
 * tag (`"12"`), which If-Match takes; it changes exactly when what is published does. Bundles and published
 * reads of a content use it (the store writes the body: drafts saved after a reviewed text leave it as it was).
 */
export function publishedEtag(body: string | Buffer | readonly Buffer[]): string {
  return `"p-${digest(body)}"`
}

// crypto.hash: one call, a fifth of createHash's cost for a short input; a body in pieces (a bundle's) is
// hashed piece by piece, as if joined.
const digest = (data: string | Buffer | readonly Buffer[]) =>
  (typeof data === 'string' || Buffer.isBuffer(data)
    ? hash('sha256', data, 'base64url')
    : data.reduce((sum, piece) => sum.update(piece), createHash('sha256')).digest('base64url')
  ).slice(0, 22)
