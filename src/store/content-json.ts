// A content's JSON text assembled from rendered rows (store/read-queries.ts: each current text's Property JSON
// written by the store), byte for byte what the API answers for it elsewhere, for streamed listings of a
// million contents without building a million objects.
import type { RenderedContent } from './content-store.js'

/**
 * A content's id, key, source language code, parallel flag and MaxLength, as rendered rows carry them, with one
 * property's JSON (null: it has no texts).
 */
export type RenderedRow = [
  id: number,
  key: string | null,
  sourceLanguage: string | null,
  parallel: number,
  maxLength: number | null,
  property: string | null,
]

/** `{"id":7,"properties":[`: what precedes a content's properties. */
function renderContentHead(id: number): string {
  return `{"id":${id},"properties":[`
}

/**
 * `]}` or `],"key":"…","sourceLanguage":"…","parallel":true,"maxLength":40}`: what follows them. Optional
 * members come last, in the order store/change-set.ts toContent sets them.
 */
function renderContentTail(
  key: string | null,
  sourceLanguage: string | null,
  parallel: number,
  maxLength: number | null,
): string {
  let tail = ']'
  if (key !== null) tail += `,"key":${JSON.stringify(key)}`
  if (sourceLanguage !== null) tail += `,"sourceLanguage":${JSON.stringify(sourceLanguage)}`
  if (Number(parallel) === 1) tail += ',"parallel":true'
  if (maxLength !== null) tail += `,"maxLength":${Number(maxLength)}`
  return `${tail}}`
}

/** Groups rendered rows, ordered by content id, into contents; `keep` leaves out the others (see statesFromRows). */
export function contentsFromRenderedRows(
  rows: readonly RenderedRow[],
  keep?: ReadonlySet<number>,
): RenderedContent[] {
  const out: RenderedContent[] = []
  let id = -1
  let tail = ''
  let json = ''
  let first = true
  for (const [contentId, contentKey, sourceLanguage, parallel, maxLength, property] of rows) {
    if (keep && !keep.has(contentId)) continue
    if (contentId !== id) {
      if (id !== -1) out.push({ id, json: json + tail })
      id = contentId
      tail = renderContentTail(contentKey, sourceLanguage, parallel, maxLength)
      json = renderContentHead(contentId)
      first = true
    }
    if (property === null) continue
    json += first ? property : `,${property}`
    first = false
  }
  if (id !== -1) out.push({ id, json: json + tail })
  return out
}
