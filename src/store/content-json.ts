// A content's JSON text assembled from rendered rows (store/read-queries.ts: each current text's Property JSON
// written by the store), byte for byte what the API answers for it elsewhere, for streamed listings of a
// million contents without building a million objects.
import type { RenderedContent } from './content-store.js'

/** A content's id and key, as rendered rows carry them, with one property's JSON (null: it has no texts). */
export type RenderedRow = [number, string | null, string | null]

/** `{"id":7,"properties":[`: what precedes a content's properties. */
function renderContentHead(id: number): string {
  return `{"id":${id},"properties":[`
}

/** `]}` or `],"key":"…"}`: what follows them. Optional members come last, as the API's serializer writes them. */
function renderContentTail(key: string | null): string {
  return key === null ? ']}' : `],"key":${JSON.stringify(key)}}`
}

/** Groups rendered rows, ordered by content id, into contents; `keep` leaves out the others (see statesFromRows). */
export function contentsFromRenderedRows(
  rows: readonly RenderedRow[],
  keep?: ReadonlySet<number>,
): RenderedContent[] {
  const out: RenderedContent[] = []
  let id = -1
  let key: string | null = null
  let json = ''
  let first = true
  for (const [contentId, contentKey, property] of rows) {
    if (keep && !keep.has(contentId)) continue
    if (contentId !== id) {
      if (id !== -1) out.push({ id, json: json + renderContentTail(key) })
      id = contentId
      key = contentKey
      json = renderContentHead(contentId)
      first = true
    }
    if (property === null) continue
    json += first ? property : `,${property}`
    first = false
  }
  if (id !== -1) out.push({ id, json: json + renderContentTail(key) })
  return out
}
