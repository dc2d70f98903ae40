// Conditional requests (RFC 9110 §13) on a content's latest version id, which is its entity tag.
import type { ExpectedVersions } from '../store/content-store.js'

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

/**
 * If-Match as the versions a write may go ahead on. Strong comparison, so a weak tag never matches; a header
 * with no valid tag matches nothing. `*` (and no header) asks only that the content exists.
 */
export function expectedVersions(header: string | undefined): ExpectedVersions {
  if (header === undefined) return undefined
  const tags = parseEntityTags(header)
  if (tags === '*') return undefined
  return tags.filter((t) => !t.weak && /^\d{1,15}$/.test(t.tag)).map((t) => Number(t.tag))
}

/** If-None-Match: weak comparison; true when the client's copy is current and 304 is the answer. */
export function isNotModified(header: string | undefined, current: string): boolean {
  if (header === undefined) return false
  const tags = parseEntityTags(header)
  if (tags === '*') return true
  return tags.some((t) => `"${t.tag}"` === current)
}
