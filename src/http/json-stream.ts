// Streams a JSON array read from the store in keyset batches: each batch is its own short read, and the
// next one is read only when the client has taken the previous one (Readable.from pulls on demand), so
// memory stays flat and a slow client holds no read open.
import { Readable } from 'node:stream'

export function streamJsonArray<T extends { id: number }>(
  first: T[],
  batchSize: number,
  next: (afterId: number) => Promise<T[]>,
  /** JSON text of one item, or undefined to leave it out. */
  serialize: (item: T) => string | undefined,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    let batch = first
    let separator = ''
    yield '['
    while (batch.length > 0) {
      let chunk = ''
      for (const item of batch) {
        const json = serialize(item)
        if (json === undefined) continue
        chunk += separator + json
        separator = ','
      }
      yield chunk
      const last = batch.at(-1)
      if (batch.length < batchSize || last === undefined) break
      batch = await next(last.id)
    }
    yield ']'
  }
  return Readable.from(chunks(), { objectMode: false })
}
