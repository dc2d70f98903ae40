// The SQLite read threads (reader-thread.ts), as one handle: each long read goes to a thread with nothing to
// do, or to the least busy. A server's store starts READ_THREADS of them as it opens; any other starts one,
// and another only when a read arrives while every thread is busy, up to READ_THREADS. A streamed listing
// reads its next windows while one is sent (content-listing.ts), and bundles and searches come at once under
// load: on one thread they waited for each other while the other core idled (docs/PERFORMANCE.md, the full
// listing).
import { availableParallelism } from 'node:os'
import { SqliteReaderClient } from './reader-client.js'
import type { ReaderThreadOptions } from './reader-thread.js'

/** One per core, two at least (a listing's windows overlap on two) and four at most. */
export const READ_THREADS = Math.max(2, Math.min(4, availableParallelism()))

export class SqliteReadThreads {
  readonly #threads: SqliteReaderClient[]

  constructor(
    private readonly options: ReaderThreadOptions,
    private readonly most = READ_THREADS,
  ) {
    this.#threads = [new SqliteReaderClient(options)]
  }

  /**
   * Starts the first thread, or with `all` every one, and waits until they have opened the store, so that the
   * first long reads do not wait.
   */
  async start(all = false): Promise<void> {
    while (all && this.#threads.length < this.most) this.#threads.push(new SqliteReaderClient(this.options))
    await Promise.all(this.#threads.map((thread) => thread.start()))
  }

  /** How many threads there are (started, or starting). */
  get size(): number {
    return this.#threads.length
  }

  /** Runs a statement on a read thread's connection: its rows, as arrays. */
  read(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
    return this.#pick().read(sql, params)
  }

  /** A rendered read's JSON bytes (SqliteReaderClient.readJson). */
  readJson(sql: string, params: readonly unknown[]): Promise<Buffer> {
    return this.#pick().readJson(sql, params)
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.close()))
  }

  #first(): SqliteReaderClient {
    return this.#threads[0] as SqliteReaderClient
  }

  #pick(): SqliteReaderClient {
    let least = this.#first()
    for (const thread of this.#threads) if (thread.reading < least.reading) least = thread
    if (least.reading === 0 || this.#threads.length >= this.most) return least
    const added = new SqliteReaderClient(this.options)
    this.#threads.push(added)
    return added
  }
}
