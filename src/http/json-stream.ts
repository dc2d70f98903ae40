// Streamed JSON answers. Every streamed listing goes through here: a JSON array written from batches the store
// reads one after the other, each its own short read, pulled only as fast as the client takes them
// (Readable.from pulls on demand), so memory stays flat and a slow client holds no read open. And a body kept
// in pieces (a language bundle's) is sent as its pieces, none copied into one buffer.
import { Readable } from 'node:stream'

/**
 * The pieces, in order, as one stream: handed to it all at once at the first read (they are in memory
 * already), so the socket writes them together rather than a piece per turn of the event loop.
 */
export function piecesStream(pieces: readonly Buffer[]): Readable {
  let given = false
  return new Readable({
    read() {
      if (given) return
      given = true
      for (const piece of pieces) this.push(piece)
      this.push(null)
    },
  })
}

/** Contents read per batch of a streamed listing. */
export const LIST_BATCH_SIZE = 1000

const CHUNK_CHARS = 32 * 1024

/**
 * Reads the first batch before answering, so that a store that is down gets a 503 rather than a broken 200;
 * then streams the rest.
 */
export async function streamJsonArray<T>(
  batches: AsyncIterable<T[]>,
  /** JSON text of one item, or undefined to leave it out. */
  serialize: (item: T) => string | undefined,
  /** Told the bytes of each chunk as it is handed to the socket (for the listing_bytes_total metric). */
  countBytes: (bytes: number) => void = () => {},
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  async function* chunks(): AsyncGenerator<string> {
    let separator = ''
    countBytes(1)
    yield '['
    try {
      for (let result = first; !result.done; result = await iterator.next()) {
        let chunk = ''
        for (const item of result.value) {
          const json = serialize(item)
          if (json === undefined) continue
          chunk += separator + json
          separator = ','
          // Chunks stay small, so that they die young: a string past V8's large-object size lives in old
          // space until a full collection, and a fast listing of a million contents would grow the heap.
          if (chunk.length >= CHUNK_CHARS) {
            countBytes(Buffer.byteLength(chunk))
            yield chunk
            chunk = ''
          }
        }
        if (chunk !== '') {
          countBytes(Buffer.byteLength(chunk))
          yield chunk
        }
      }
    } finally {
      // The client hung up: let the store's reads stop.
      await iterator.return?.()
    }
    countBytes(1)
    yield ']'
  }
  return Readable.from(chunks(), { objectMode: false })
}

/**
 * As streamJsonArray, for batches that are already JSON text in UTF-8 (items joined by commas, none empty, as
 * the store renders them): each batch goes to the socket as it came, with no string made of it.
 */
export async function streamJsonText(
  batches: AsyncIterable<Buffer>,
  countBytes: (bytes: number) => void = () => {},
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await iterator.next()
  async function* chunks(): AsyncGenerator<Buffer> {
    let separator = OPEN
    try {
      for (let result = first; !result.done; result = await iterator.next()) {
        countBytes(1 + result.value.length)
        yield separator
        yield result.value
        separator = COMMA
      }
    } finally {
      // The client hung up: let the store's reads stop.
      await iterator.return?.()
    }
    const end = separator === OPEN ? EMPTY_ARRAY : CLOSE
    countBytes(end.length)
    yield end
  }
  return Readable.from(chunks(), { objectMode: false })
}

const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')
const EMPTY_ARRAY = Buffer.from('[]')
