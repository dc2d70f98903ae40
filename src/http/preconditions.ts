// Conditional requests (RFC 9110 §13) on a content's latest version id, which is its entity tag.
import type { Content } from '../schemas/content.js'
import type { Precondition } from '../store/content-store.js'

/** The ETag of a content: its latest version id, quoted. The latest version always has a current property. */
export function etagOf(content: Content): string {
  return `"${Math.max(...content.properties.map((p) => p.version.id))}"`
}

type EntityTags = '*' | { tag: string; weak: boolean }[]

function parseEntityTags(header: string): EntityTags {
  if (header.trim() === '*') return '*'
  // Entity tags cannot hold a quote, so every quoted run is one tag; anything else in the header is ignored.
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)].map((m) => ({ tag: m[2] ?? '', weak: m[1] !== undefined }))
}

/** If-Match: strong comparison, so a weak tag never matches; a header with no valid tag matches nothing. */
export function ifMatchPrecondition(header: string | undefined): Precondition | undefined {
  if (header === undefined) return undefined
  const tags = parseEntityTags(header)
  if (tags === '*') return () => true
  const accepted = new Set(tags.filter((t) => !t.weak).map((t) => t.tag))
  return (latestVersionId) => accepted.has(String(latestVersionId))
}

/** If-None-Match: weak comparison; true when the client's copy is current and 304 is the answer. */
export function isNotModified(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  const tags = parseEntityTags(header)
  if (tags === '*') return true
  return tags.some((t) => `"${t.tag}"` === etag)
}
