// One waiter per store for the readers that wait for the next change (long polls, change streams, webhook
// workers). A wake (a commit of this process, or one of another process seen through the dialect's
// watchChanges) starts a new generation; within a generation, readers at the same cursor share one read of
// the log, and a page that reached the log's end tells the readers that come back with its `next` that nothing
// is there yet. So N idle readers cost one read per wake, not N, and none at all while nothing is written.
//
// On PostgreSQL a commit may not be readable at its wake (the log is handed out below the oldest running
// transaction on the server). While committed changes are held back like that, the waiter wakes its readers
// itself: a few milliseconds apart at first, then every half second until they are readable. That is the
// only polling on PostgreSQL; SQLite has no notification between processes, and its dialect polls the log's
// last id instead (once per instance, whatever the number of readers).
import type { ChangePage } from '../schemas/changes.js'

/** After a wake whose change is held back, re-reads back off from 1 ms up to this pause (ms)... */
const SETTLE_PAUSE_MAX_MS = 16
/** ...for at most this long, then every HELD_BACK_POLL_MS (an old transaction may hold the log back). */
const SETTLE_MS = 2000
const HELD_BACK_POLL_MS = 500

interface SharedRead {
  generation: number
  /** The most changes the read may give; Infinity once it is known to have reached the log's end. */
  limit: number
  page: Promise<ChangePage>
}

/** At most `limit` of a page's changes, with `next` after the last one kept. */
function upTo(page: ChangePage, limit: number): ChangePage {
  if (page.changes.length <= limit) return page
  const changes = page.changes.slice(0, limit)
  return { changes, next: changes.at(-1)?.cursor ?? page.next }
}

export class ChangeWaiter {
  /** Wakes so far: each costs at most one read of the log per cursor that readers wait at. */
  wakes = 0
  #generation = 0
  readonly #wakers = new Set<() => void>()
  readonly #reads = new Map<string, SharedRead>()
  /** The generation whose held-back check ran (or runs), so that a wake costs at most one. */
  #checked = -1
  #settle: { since: number; pauseMs: number } | undefined
  #settleTimer: NodeJS.Timeout | undefined
  #closed = false

  constructor(
    private readonly readLog: (after: string, limit: number) => Promise<ChangePage>,
    /**
     * Whether the log should be read again although no wake came: committed changes are not readable yet
     * (PostgreSQL holds them back below the oldest running transaction), or changes became readable after
     * `readEnd`, where a read that found nothing ended. Without the second, a change that became readable
     * between that read and this check would be found by no reader until the next write.
     */
    private readonly heldBack: (readEnd: string) => Promise<boolean>,
  ) {}

  /** Something may have been committed: what was read so far is stale; every waiting reader looks again. */
  wake(): void {
    this.wakes++
    this.#generation++
    this.#reads.clear()
    for (const wake of [...this.#wakers]) wake()
  }

  close(): void {
    this.#closed = true
    clearTimeout(this.#settleTimer)
    this.wake()
  }

  /** Resolves at the next wake (true), after `timeoutMs`, or when `signal` aborts (false). */
  wait(timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', aborted)
        this.#wakers.delete(wake)
        resolve(woken)
      }
      const wake = () => done(true)
      const aborted = () => done(false)
      const timer = setTimeout(aborted, timeoutMs)
      signal?.addEventListener('abort', aborted)
      this.#wakers.add(wake)
      if (signal?.aborted || this.#closed) aborted()
    })
  }

  /** At most `limit` changes after `after`; with none, waits up to `waitMs` (or until `signal` aborts) for one. */
  async next(after: string, limit: number, waitMs: number, signal?: AbortSignal): Promise<ChangePage> {
    // A reader that does not wait reads the log as it stands: another instance's commit may not have woken
    // this one yet.
    if (waitMs <= 0) return this.readLog(after, limit)
    const deadline = Date.now() + waitMs
    for (;;) {
      const generation = this.#generation
      const page = await this.#read(after, limit)
      const left = deadline - Date.now()
      if (page.changes.length > 0 || left <= 0 || signal?.aborted || this.#closed) return page
      // A wake during the read: the read may have missed its change, and waiting would miss the wake.
      if (generation === this.#generation) await this.wait(left, signal)
    }
  }

  /** The log after `after` as read in this generation: one read shared by every reader at that cursor. */
  #read(after: string, limit: number): Promise<ChangePage> {
    const shared = this.#reads.get(after)
    if (shared && shared.generation === this.#generation && shared.limit >= limit) {
      return shared.page.then((page) => upTo(page, limit))
    }
    const generation = this.#generation
    const page = this.readLog(after, limit)
    const entry: SharedRead = { generation, limit, page }
    this.#reads.set(after, entry)
    // Registered before the caller awaits the page, so it runs first: a reader handed this page finds its
    // `next` known when it comes back.
    page.then(
      (read) => {
        if (generation !== this.#generation || read.changes.length >= limit) return
        // The page reached the log's end as it stood in this generation.
        entry.limit = Number.POSITIVE_INFINITY
        if (read.changes.length > 0) {
          this.#reads.set(read.next, {
            generation,
            limit: Number.POSITIVE_INFINITY,
            page: Promise.resolve({ changes: [], next: read.next }),
          })
        }
        void this.#checkHeldBack(generation, read.next)
      },
      () => {
        if (this.#reads.get(after) === entry) this.#reads.delete(after)
      },
    )
    return page
  }

  /** After a read that reached the log's end: if commits are held back (or readable since), wake the readers soon. */
  async #checkHeldBack(generation: number, readEnd: string): Promise<void> {
    if (this.#checked === generation || this.#settleTimer !== undefined) return
    this.#checked = generation
    let held: boolean
    try {
      held = await this.heldBack(readEnd)
    } catch {
      // The store is failing: the readers' next reads report it.
      held = false
    }
    if (!held || this.#closed) {
      this.#settle = undefined
      return
    }
    const now = Date.now()
    this.#settle ??= { since: now, pauseMs: 1 }
    const pauseMs = now - this.#settle.since > SETTLE_MS ? HELD_BACK_POLL_MS : this.#settle.pauseMs
    this.#settle.pauseMs = Math.min(this.#settle.pauseMs * 2, SETTLE_PAUSE_MAX_MS)
    this.#settleTimer = setTimeout(() => {
      this.#settleTimer = undefined
      // With nobody waiting no read follows: the next reader starts afresh (its read is not shared).
      if (this.#wakers.size === 0) this.#settle = undefined
      this.wake()
    }, pauseMs)
    this.#settleTimer.unref()
  }
}
