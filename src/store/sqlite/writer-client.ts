// The main thread's handle on the SQLite writer thread (store/sqlite/writer-thread.ts): sends it writes and
// answers each caller when the thread has committed them and, with SQLITE_SYNCHRONOUS=FULL, when a sync of the
// WAL that began after the commit has ended (wal-sync.ts): the thread commits without waiting for the disk
// and goes on to the next batch meanwhile. Should the thread stop (it should not), the writes it held fail as
// the store being unavailable, and the next write starts a new one.

import type { Worker } from 'node:worker_threads'
import type { Language } from '../../schemas/languages.js'
import type { BatchOutcome, ChangeSet, WriteOutcome } from '../change-set.js'
import {
  InvalidLanguageCodeError,
  LanguageExistsError,
  LanguageIdsExhaustedError,
  StoreUnavailableError,
} from '../errors.js'
import { compoundWordsRead } from '../search-dictionary.js'
import type { Executed } from '../store-dialect.js'
import { startThread } from './thread-start.js'
import { WalSync, type WalSyncListener } from './wal-sync.js'
import type { SerializedError, WriterRequest, WriterResponse, WriterThreadOptions } from './writer-thread.js'

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; request: WriterRequest }
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** The requests whose success means a transaction committed: answered only once it is durable. */
const COMMITS: ReadonlySet<WriterRequest['op']> = new Set(['write', 'purge', 'addLanguage', 'run'])

export interface SqliteWriterOptions extends WriterThreadOptions {
  /**
   * FULL: a write is answered once a sync of the WAL that began after its commit has ended, so an answered
   * write survives power loss. NORMAL: once it has committed (it survives a crash of the process).
   */
  synchronous: 'FULL' | 'NORMAL'
  /** Told of each commit and sync (FULL only): tests count syncs against acknowledged writes with it. */
  walSyncListener?: WalSyncListener
}

export class SqliteWriterClient {
  #worker: Worker | undefined
  #next = 0
  readonly #pending = new Map<number, Pending>()
  readonly #walSync: WalSync | undefined
  readonly #threadOptions: WriterThreadOptions

  constructor(options: SqliteWriterOptions) {
    const { walSyncListener, synchronous, ...thread } = options
    // The thread never syncs a commit itself: under FULL the WAL sync happens here, beside its next batch.
    this.#threadOptions = thread
    this.#walSync = synchronous === 'FULL' ? new WalSync(options.path, walSyncListener) : undefined
  }

  /** Starts the thread and waits until it has opened the store, so that the first write does not wait. */
  async start(): Promise<void> {
    await this.#send({ op: 'ready' })
  }

  async write(changes: readonly ChangeSet[]): Promise<BatchOutcome[]> {
    const outcomes = (await this.#send({ op: 'write', changes: [...changes] })) as (
      | BatchOutcome
      | { failed: SerializedError }
    )[]
    return outcomes.map((o) => ('failed' in o ? { failed: revive(o.failed as SerializedError) } : o))
  }

  async purge(contentId: number, by: string): Promise<WriteOutcome> {
    return (await this.#send({ op: 'purge', contentId, by })) as WriteOutcome
  }

  async addLanguage(code: string, by: string): Promise<Language> {
    return (await this.#send({ op: 'addLanguage', code, by })) as Language
  }

  async run(sql: string, params: readonly unknown[]): Promise<Executed> {
    return (await this.#send({ op: 'run', sql, params: [...params] })) as Executed
  }

  /**
   * Resolves once every commit visible to a reader now is durable (at once under NORMAL): under FULL a commit
   * is visible from its COMMIT on, about one sync before it is durable and answered.
   */
  async durable(): Promise<void> {
    await this.#walSync?.afterRead()
  }

  async close(): Promise<void> {
    const worker = this.#worker
    if (worker) {
      await this.#send({ op: 'close' })
      await worker.terminate()
      this.#worker = undefined
    }
    // The answers of the last commits may still wait for their sync.
    await this.#walSync?.close()
  }

  #send(request: WithoutId<WriterRequest>): Promise<unknown> {
    // After a failed sync nothing more is committed: it could not be made durable (wal-sync.ts).
    const failed = this.#walSync?.failed
    if (failed && COMMITS.has(request.op)) return Promise.reject(failed)
    const worker = this.#ensure()
    const id = ++this.#next
    const full = { ...request, id } as WriterRequest
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, request: full })
      // Held while it has work, so that a process waiting only for a write (the CLI) does not end first.
      if (this.#pending.size === 1) worker.ref()
      worker.postMessage(full)
    })
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker
    // The compounds' words go with it where this thread has read them (a server before it opens its store, any
    // process at its first Norwegian text), rather than be read again there (over a second of CPU).
    const words = compoundWordsRead(this.#threadOptions.dictionary)
    const worker = startThread('writer', { ...this.#threadOptions, ...(words ? { words } : {}) })
    worker.on('message', (message: WriterResponse) => {
      const pending = this.#pending.get(message.id)
      if (!pending) return
      this.#pending.delete(message.id)
      if (this.#pending.size === 0) worker.unref()
      if ('error' in message) return pending.reject(revive(message.error, pending.request))
      const value = 'outcomes' in message ? message.outcomes : message.result
      if (!this.#walSync || !COMMITS.has(pending.request.op)) return pending.resolve(value)
      // Committed: answered once a sync that begins from now on has ended.
      this.#walSync.afterCommit((error) => (error ? pending.reject(error) : pending.resolve(value)))
    })
    const stopped = (reason: string) => {
      if (this.#worker !== worker) return
      this.#worker = undefined
      this.#walSync?.reopen()
      for (const pending of this.#pending.values()) pending.reject(new StoreUnavailableError(reason))
      this.#pending.clear()
    }
    worker.on('error', () => stopped('the writer thread failed'))
    worker.on('exit', () => stopped('the writer thread stopped'))
    // Idle, the thread keeps the process no more alive than the rest of it.
    worker.unref()
    this.#worker = worker
    return worker
  }
}

/** An error as the thread sent it, again an error the store knows (a driver error keeps its code). */
function revive(error: SerializedError, request?: WriterRequest): Error {
  if (error.name === 'LanguageExistsError' && error.existing) return new LanguageExistsError(error.existing)
  if (error.name === 'LanguageIdsExhaustedError') return new LanguageIdsExhaustedError()
  if (error.name === 'InvalidLanguageCodeError' && request?.op === 'addLanguage') {
    return new InvalidLanguageCodeError(request.code)
  }
  return Object.assign(new Error(error.message), error.code === undefined ? {} : { code: error.code })
}
