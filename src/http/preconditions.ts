// Conditional requests (RFC 9110 §13) on a content's latest version id, which is its entity tag, and the
// options every write passes the store: its If-Match and who writes.
import type { FastifyRequest } from 'fastify'
import type { ExpectedVersions, WriteOptions } from '../store/content-store.js'
import { validationProblem } from './http-problem.js'
import { principalOf } from './principal.js'

/** Who writes (the request's key, never a header the client sets) and its If-Match. */
export function writeOptions(request: FastifyRequest): WriteOptions {
  return {
    by: principalOf(request).name,
    expected: expectedVersions(request.headers['if-match'] as string | undefined),
  }
}

/** The ETag of a content: its latest version id, quoted. */
export function etag(versionId: number): string {
  return `"${versionId}"`
}

type EntityTags = '*' | { tag: string; weak: boolean }[]

function parseEntityTags(header: string): EntityTags {
  if (header.trim() === '*') return '*'
  // Entity tags cannot hold a quote, so every quoted run is one tag; anything else in the header is ignored.
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)].map((m) => ({ tag: m[2] ?? '', weak: m[1] !== undefined }))
}

/** One element of an entity-tag list (RFC 9110 §8.8.3), then a comma or the end. */
const LIST_ELEMENT = /\s*(?:(W\/)?"([\x21\x23-\x7e\x80-\xff]*)")?\s*(?:,|$)/y

/** A list of entity tags as RFC 9110 writes them, or undefined when the header is not one. */
function strictEntityTags(header: string): { tag: string; weak: boolean }[] | undefined {
  const tags: { tag: string; weak: boolean }[] = []
  LIST_ELEMENT.lastIndex = 0
  while (LIST_ELEMENT.lastIndex < header.length) {
    const at = LIST_ELEMENT.lastIndex
    const match = LIST_ELEMENT.exec(header)
    if (!match || LIST_ELEMENT.lastIndex === at) return undefined
    if (match[2] !== undefined) tags.push({ tag: match[2], weak: match[1] !== undefined })
  }
  return tags.length > 0 ? tags : undefined
}

/**
 * If-Match as the versions a write may go ahead on. `*` (and no header) asks only that the content exists. A
 * header that is not a list of entity tags is a 400; a weak tag never matches (RFC 9110's strong comparison),
 * nor does a tag this service never gave, so the write answers 412.
 */
export function expectedVersions(header: string | undefined): ExpectedVersions {
  if (header === undefined || header.trim() === '*') return undefined
  const tags = strictEntityTags(header)
  if (!tags) {
    throw validationProblem({
      'If-Match': [
        'The If-Match header must be * or a list of entity tags, each in double quotes, such as "12".',
      ],
    })
  }
  return tags.filter((t) => !t.weak && /^\d{1,15}$/.test(t.tag)).map((t) => Number(t.tag))
}

/** Whether an If-Match header holds a weak tag: the reason it cannot match, for a 412's detail. */
export function hasWeakTag(header: string | undefined): boolean {
  return header !== undefined && /(^|,)\s*W\//.test(header)
}

/** If-None-Match: weak comparison; true when the client's copy is current and 304 is the answer. */
export function isNotModified(header: string | undefined, current: string): boolean {
  if (header === undefined) return false
  const tags = parseEntityTags(header)
  if (tags === '*') return true
  return tags.some((t) => `"${t.tag}"` === current)
}
