// Batches writes: the change sets that arrive in one turn of the event loop go to the store together, as one
// transaction with one commit (group commit), up to the dialect's number of batches at once. While a batch
// commits, new change sets gather for the next one. Each caller gets its own outcome after its batch has
// committed. A batch that lost a race (lock timeout, serialization failure, deadlock) is retried whole, a
// bounded number of times; one that failed because of the store (unreachable, disk full) fails every change
// in it and every change waiting for the next batch; one that failed otherwise is retried change by change, so that one bad change set fails only itself.
import { setTimeout as sleep } from 'node:timers/promises'
import type { BatchOutcome, ChangeSet, WriteOutcome } from './change-set.js'
import { type DriverErrors, isStoreWide } from './driver-errors.js'

/** Largest number of change sets committed in one transaction. */
const MAX_BATCH = 256
/** A batch that keeps losing races is given up after this long (answered 503). */
const RETRY_FOR_MS = 5000

interface Pending {
  change: ChangeSet
  resolve: (outcome: WriteOutcome) => void
  reject: (error: unknown) => void
}

export class WriteQueue {
  readonly #queue: Pending[] = []
  #running = 0
  #scheduled = false

  constructor(
    private readonly errors: DriverErrors,
    private readonly writeBatch: (changes: readonly ChangeSet[]) => Promise<BatchOutcome[]>,
    private readonly concurrentBatches: number,
  ) {}

  submit(change: ChangeSet): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ change, resolve, reject })
      this.#schedule()
    })
  }

  #schedule(): void {
    if (this.#scheduled || this.#running >= this.concurrentBatches || this.#queue.length === 0) return
    this.#scheduled = true
    // After the I/O phase: every request read in this turn of the event loop joins the batch.
    setImmediate(() => {
      this.#scheduled = false
      const batch = this.#queue.splice(0, MAX_BATCH)
      if (batch.length === 0) return
      this.#running++
      void this.#run(batch).finally(() => {
        this.#running--
        this.#schedule()
      })
      this.#schedule()
    })
  }

  async #run(batch: Pending[]): Promise<void> {
    let outcomes: BatchOutcome[]
    try {
      outcomes = await this.#withRetries(batch.map((p) => p.change))
    } catch (error) {
      const translated = this.errors.translate(error)
      if (batch.length === 1 || isStoreWide(translated)) {
        // The store is down: what waits for the next batch would fail alike, and should not wait for it.
        const waiting = isStoreWide(translated) ? this.#queue.splice(0) : []
        for (const pending of [...batch, ...waiting]) pending.reject(translated)
        return
      }
      // Nothing of it was written: try each change set alone.
      await Promise.all(batch.map((pending) => this.#run([pending])))
      return
    }
    outcomes.forEach((outcome, i) => {
      const pending = batch[i] as Pending
      if ('failed' in outcome) pending.reject(this.errors.translate(outcome.failed))
      else pending.resolve(outcome)
    })
  }

  async #withRetries(changes: readonly ChangeSet[]): Promise<BatchOutcome[]> {
    const started = Date.now()
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.writeBatch(changes)
      } catch (error) {
        if (!this.errors.isRetryable(error) || Date.now() - started > RETRY_FOR_MS) throw error
        // Backoff with jitter, so that racing writers do not meet again at once.
        await sleep(Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()))
      }
    }
  }
}
