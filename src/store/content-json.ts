// A batch of a streamed listing as JSON text, from rendered rows (store/read-queries.ts RENDERED: per current
// text, its Property JSON with what opens and closes its content's JSON), byte for byte what the API answers
// for those contents elsewhere, for streamed listings of a million contents without building a million objects.
// PostgreSQL's rows come as bytes and are joined the same way in postgres/copy-out.ts.

/**
 * A content's id, what opens its JSON, one current text's Property JSON (null: it has no texts), and what
 * closes it; a content's rows are consecutive, its texts in language order.
 */
export type RenderedRow = [id: number, head: string, property: string | null, tail: string]

/**
 * The contents' JSON texts joined by commas ('' for none); `keep` leaves out the others (a range read holds
 * the neighbours of the ids asked for, see statesFromRows).
 */
export function joinRenderedRows(rows: readonly RenderedRow[], keep?: ReadonlySet<number>): string {
  let json = ''
  let id = -1
  let tail = ''
  let first = true
  for (const [rowId, head, property, rowTail] of rows) {
    if (keep && !keep.has(rowId)) continue
    if (rowId !== id) {
      json += id === -1 ? head : `${tail},${head}`
      id = rowId
      tail = rowTail
      first = true
    }
    if (property === null) continue
    json += first ? property : `,${property}`
    first = false
  }
  return id === -1 ? json : json + tail
}
