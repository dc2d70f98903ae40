// The main thread's handle on a SQLite read thread (store/sqlite/reader-thread.ts; read-threads.ts holds them
// all): sends it the reads that may take long and answers each caller with its rows. Should the thread stop,
// the reads it held fail as the store being unavailable, and the next read starts a new one.
import type { Worker } from 'node:worker_threads'
import { StoreUnavailableError } from '../errors.js'
import type { ReaderRequest, ReaderResponse, ReaderThreadOptions } from './reader-thread.js'
import { startThread } from './thread-start.js'

type Pending = { resolve: (answer: unknown[][] | Uint8Array) => void; reject: (error: unknown) => void }
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

export class SqliteReaderClient {
  #worker: Worker | undefined
  #next = 0
  readonly #pending = new Map<number, Pending>()

  constructor(private readonly options: ReaderThreadOptions) {}

  /** Reads sent and not yet answered. */
  get reading(): number {
    return this.#pending.size
  }

  /** Starts the thread and waits until it has opened the store, so that the first long read does not wait. */
  async start(): Promise<void> {
    await this.#send({ op: 'ready' })
  }

  /**
   * Runs a statement on the read thread's connection: its rows, as arrays, as this thread's connection gives
   * them (a blob arrives as a Uint8Array, and is a Buffer again over the same memory).
   */
  async read(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
    const rows = (await this.#send({ op: 'read', sql, params: [...params] })) as unknown[][]
    for (const row of rows) {
      row.forEach((cell, i) => {
        if (cell instanceof Uint8Array) row[i] = Buffer.from(cell.buffer, cell.byteOffset, cell.byteLength)
      })
    }
    return rows
  }

  /**
   * Runs a rendered read (sql-spellings.ts sqliteJsonText) on the read thread: the JSON's bytes, in memory
   * moved from the thread without a copy.
   */
  async readJson(sql: string, params: readonly unknown[]): Promise<Buffer> {
    const bytes = (await this.#send({ op: 'readJson', sql, params: [...params] })) as Uint8Array
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  async close(): Promise<void> {
    const worker = this.#worker
    if (!worker) return
    await this.#send({ op: 'close' }).catch(() => {})
    await worker.terminate()
    this.#worker = undefined
  }

  #send(request: WithoutId<ReaderRequest>): Promise<unknown[][] | Uint8Array> {
    const worker = this.#ensure()
    const id = ++this.#next
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      // Held while it has work, so that a process waiting only for a read (the CLI's export) does not end.
      if (this.#pending.size === 1) worker.ref()
      worker.postMessage({ ...request, id } as ReaderRequest)
    })
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker
    const worker = startThread('reader', this.options)
    worker.on('message', (message: ReaderResponse) => {
      const pending = this.#pending.get(message.id)
      if (!pending) return
      this.#pending.delete(message.id)
      if (this.#pending.size === 0) worker.unref()
      if ('error' in message) {
        const { message: text, code } = message.error
        pending.reject(Object.assign(new Error(text), code === undefined ? {} : { code }))
      } else pending.resolve('bytes' in message ? message.bytes : message.rows)
    })
    const stopped = (reason: string) => {
      if (this.#worker !== worker) return
      this.#worker = undefined
      for (const pending of this.#pending.values()) pending.reject(new StoreUnavailableError(reason))
      this.#pending.clear()
    }
    worker.on('error', () => stopped('the read thread failed'))
    worker.on('exit', () => stopped('the read thread stopped'))
    worker.unref()
    this.#worker = worker
    return worker
  }
}
