// A rendered read (rows: content id, its JSON text) as one COPY (…) TO STDOUT (FORMAT binary): PostgreSQL
// sends each row's fields as their bytes, length-prefixed, and this process joins the JSON fields into one
// buffer without decoding them to strings or building a row object each; against the same query through the
// extended protocol it costs this process about a third of the CPU (docs/PERFORMANCE.md, the listing).
//
// COPY takes no parameters, so the read's are written into its text: only whole numbers and lists of them
// (content ids and ranges), checked here. It goes through pg's documented extension point for statements it
// does not know (a submittable: an object with `submit` and the handlers of the messages it receives), on a
// connection taken from the pool for it.
import type pg from 'pg'

/** The 11-byte signature, flags and header-extension length that open a binary COPY. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1')
const HEADER_BYTES = SIGNATURE.length + 8
const COMMA = 0x2c

/** `$n` placeholders replaced by the values: whole numbers, or lists of them as an array literal. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (Number.isSafeInteger(value)) return String(value)
    if (Array.isArray(value) && value.every((v) => Number.isSafeInteger(v))) return `'{${value.join(',')}}'`
    throw new Error(`COPY takes whole numbers only: parameter ${n}`)
  })
}

/**
 * How large the last COPY was, and a little more: the first size of the next one's buffer. Windows of one
 * listing are of about one size, so each takes one allocation. Buffers live outside V8's heap, and V8 runs a
 * full collection for every few tens of megabytes of them: a buffer grown by doubling from a small start
 * allocated three times what it kept, and a listing of 1,000,000 contents ran 49 full collections instead
 * of 7.
 */
let sizeHint = 64 * 1024
const MAX_SIZE_HINT = 16 * 1024 * 1024

/**
 * The messages of a COPY TO STDOUT as pg hands them to a submittable, gathered into one buffer (sized by
 * sizeHint, grown by doubling when that is short).
 */
class CopyOut {
  readonly done: Promise<Buffer>
  #data = Buffer.allocUnsafe(sizeHint)
  #length = 0
  #error: unknown
  #resolve: (data: Buffer) => void = () => {}
  #reject: (error: unknown) => void = () => {}

  constructor(readonly text: string) {
    this.done = new Promise((resolve, reject) => {
      this.#resolve = resolve
      this.#reject = reject
    })
  }

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text)
  }

  /** A view into pg's read buffer, which it reuses: copied at once. */
  handleCopyData(message: { chunk: Buffer }): void {
    const { chunk } = message
    if (this.#length + chunk.length > this.#data.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.#data.length, this.#length + chunk.length))
      this.#data.copy(grown, 0, 0, this.#length)
      this.#data = grown
    }
    chunk.copy(this.#data, this.#length)
    this.#length += chunk.length
  }

  handleCommandComplete(): void {}

  handleError(error: unknown): void {
    this.#error = error
  }

  handleReadyForQuery(): void {
    sizeHint = Math.min(MAX_SIZE_HINT, Math.max(64 * 1024, this.#length + (this.#length >> 3)))
    if (this.#error === undefined) this.#resolve(this.#data.subarray(0, this.#length))
    else this.#reject(this.#error)
  }
}

/**
 * The contents' JSON of a binary COPY of rendered rows (read-queries.ts renderedContents: id bigint, JSON
 * text), joined by commas as SQLite joins them (sqlite/sql-spellings.ts); rows whose id `keep` lacks are left
 * out. Written over `data` itself: a row's JSON moves towards the start, never past what is still to be read,
 * and the answer is a view of the same buffer.
 */
export function joinCopiedRows(data: Buffer, keep?: ReadonlySet<number>): Buffer {
  if (data.length < HEADER_BYTES || !data.subarray(0, SIGNATURE.length).equals(SIGNATURE))
    throw new Error('not a binary COPY')
  let at = HEADER_BYTES + data.readInt32BE(SIGNATURE.length + 4)
  let written = 0
  for (;;) {
    const fields = data.readInt16BE(at)
    if (fields === -1) break
    if (fields !== 2 || data.readInt32BE(at + 2) !== 8) throw new Error('a rendered row is (bigint, text)')
    const id = keep ? Number(data.readBigInt64BE(at + 6)) : 0
    const jsonLength = data.readInt32BE(at + 14)
    if (jsonLength < 0) throw new Error('a rendered row has its JSON')
    const json = at + 18
    at = json + jsonLength
    if (keep && !keep.has(id)) continue
    if (written > 0) data[written++] = COMMA
    data.copyWithin(written, json, json + jsonLength)
    written += jsonLength
  }
  return data.subarray(0, written)
}

/** Runs a rendered read (its text with `$n` placeholders) as a binary COPY; see joinCopiedRows. */
export async function copyRenderedRows(
  pool: pg.Pool,
  text: string,
  params: readonly unknown[],
  keep?: ReadonlySet<number>,
): Promise<Buffer> {
  const copy = new CopyOut(`copy (${inlineParams(text, params)}) to stdout (format binary)`)
  const client = await pool.connect()
  try {
    client.query(copy as never)
    return joinCopiedRows(await copy.done, keep)
  } finally {
    client.release()
  }
}
