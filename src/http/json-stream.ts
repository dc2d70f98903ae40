// Every streamed listing goes through here: a JSON array read from the store in keyset batches, each batch
// its own short read, at most one batch ahead of what the client has taken (Readable.from pulls on demand),
// so memory stays flat and a slow client holds no read open.
import { Readable } from 'node:stream'

/** Contents read per batch of a streamed listing. */
export const LIST_BATCH_SIZE = 1000

/**
 * Reads the first batch before answering, so that a store that is down gets a 503 rather than a broken 200;
 * then streams the rest. A batch shorter than `batchSize` is the last.
 */
export async function streamJsonArray<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
  afterId: number,
  batchSize: number,
  /** JSON text of one item, or undefined to leave it out. */
  serialize: (item: T) => string | undefined,
): Promise<Readable> {
  const first = await read(afterId)
  async function* chunks(): AsyncGenerator<string> {
    let batch = first
    let separator = ''
    yield '['
    while (batch.length > 0) {
      // The next batch is read while this one is serialised and sent: one batch ahead at most.
      const last = batch.at(-1)
      const next = batch.length < batchSize || last === undefined ? undefined : read(last.id)
      // A client that hangs up abandons the read; its failure then has no one to tell.
      next?.catch(() => {})
      let chunk = ''
      for (const item of batch) {
        const json = serialize(item)
        if (json === undefined) continue
        chunk += separator + json
        separator = ','
      }
      yield chunk
      if (next === undefined) break
      batch = await next
    }
    yield ']'
  }
  return Readable.from(chunks(), { objectMode: false })
}
