// Webhooks: every change reaches every subscription, at least once and in order, signed as the Standard
// Webhooks specification says (the `standardwebhooks` library signs). Each subscription keeps its cursor in the
// store; a change is sent after the one before it was acknowledged (a 2xx within WEBHOOK_TIMEOUT_MS, 10 s). A failure is retried
// with exponential backoff and jitter (WEBHOOK_RETRY_BASE_MS, doubling, at most 6 hours apart); a subscription
// failing for WEBHOOK_DISABLE_AFTER_S (3 days) is disabled, with nothing skipped: enabling it resumes at its
// cursor. Instances share the work through a lease in the store: one instance at a time delivers a
// subscription, so a duplicate happens only after a failed or timed-out attempt, or a crash. Each attempt
// starts only after a read of the store shows its subscription still exists (and the instance that removes one
// stops its own workers before answering), so no attempt starts after a removal was answered, but one whose
// read came just before the removal committed, on another instance. The cursor is
// saved in batches (a durable commit per acknowledged delivery would cap a subscription at the store's commit
// rate): a crash may re-send what was acknowledged since the last save, in order; a stop re-sends nothing.
//
// Targets are http(s) URLs; redirects are not followed; addresses that are not public are refused when
// subscribing and again when connecting (the address the name resolves to then), unless
// WEBHOOK_ALLOW_PRIVATE=true: the rule is src/services/webhooks/webhook-target.ts.
import { randomBytes } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { Webhook as Signer } from 'standardwebhooks'
import type { Change } from '../../schemas/changes.js'
import type { ChangePage, Store } from '../../store/content-store.js'
import type { StoredWebhook } from '../../store/webhook-store.js'
import { DeliveryConnection } from './webhook-connection.js'
import { addressRefusal } from './webhook-target.js'

export interface WebhookOptions {
  allowPrivate: boolean
  retryBaseMs: number
  disableAfterS: number
  /** An answer must come within this long (ms). */
  timeoutMs: number
}

/**
 * The lease an instance takes on a subscription, renewed with each save of its cursor, is the delivery timeout
 * and this much: longer than one attempt may take, and as short as that allows, since after a crash the
 * subscription waits for its lease to run out.
 */
const LEASE_BEYOND_TIMEOUT_MS = 2_000
/** An attempt starts only with at least the delivery timeout and this much of the lease left (else renewed). */
const LEASE_MARGIN_MS = 1_000
/** Acknowledged deliveries are saved at least this often (ms): what a kill -9 may send again. */
const SAVE_EVERY_MS = 250
/** Retries wait at most this long. */
const MAX_RETRY_MS = 6 * 3600 * 1000
/** Changes read per page of a subscription's backlog. */
const PAGE = 200
/** Changes of the log kept in memory for the workers that read them after the first (SharedChangeLog). */
const KEPT_CHANGES = 5_000
/**
 * A worker that has caught up with the log waits this long before it reads again (ms), so that under a stream
 * of commits each read gathers a page of them (at 1,000 changes/s on PostgreSQL, 10 ms here left 10 workers
 * reading the log 1,000 times a second and falling behind; 100 ms kept up). A change after a quiet spell is
 * read at its wake, without this wait.
 */
const GATHER_MS = 100
/** A worker whose backlog is empty waits this long for a change (holding the lease) before it ends (ms). */
const IDLE_HOLD_MS = 2_000
/** How often an idle instance looks for due subscriptions (it is also woken by every change). */
const IDLE_POLL_MS = 1000
/** Rounds of the main loop are at least this far apart (ms). */
const ROUND_GAP_MS = 20
/** How often an instance looks whether any subscription exists (one made through it is seen at once). */
const SUBSCRIPTIONS_CHECK_MS = 30_000
/** After a failed round (the store unreachable), the loop pauses this long. */
const ERROR_PAUSE_MS = 5_000

/** A new signing secret, as the specification writes them. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

/** A change's delivery body, made once however many subscriptions send it (the change objects are shared). */
const BODIES = new WeakMap<Change, string>()

/** The wire form of a delivery: Standard Webhooks' body and headers. */
export function signedDelivery(secret: string | Signer, change: Change, now: Date) {
  let body = BODIES.get(change)
  if (body === undefined) {
    body = JSON.stringify({ type: `content.${change.kind}`, timestamp: change.at, data: change })
    BODIES.set(change, body)
  }
  const signer = typeof secret === 'string' ? new Signer(secret) : secret
  const signature = signer.sign(change.cursor, now, body)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': change.cursor,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
  }
}

/**
 * The change log as this instance's webhook workers read it: the newest run of it read from the store is kept
 * (at most KEPT_CHANGES), so that subscriptions reading the same changes one after another read the store once
 * between them, not once each. A read after a cursor inside the run is answered from it: the log after a
 * cursor only grows at its end, so the run's part after it is what the store would answer (a prefix of it). A
 * read at the run's end extends it; one that reaches the log's end from elsewhere (a page that is not full)
 * starts a new run there, where the workers that keep up will read next; a subscription far behind reads the
 * store until its cursor enters the run. Reads of the same cursor at the same time are one read.
 */
class SharedChangeLog {
  /** The kept run: its changes, the cursor before the first, and each cursor's place (counted from `#base`). */
  #changes: Change[] = []
  #before = ''
  #base = 0
  readonly #places = new Map<string, number>()
  readonly #reading = new Map<string, Promise<ChangePage>>()

  constructor(private readonly store: Pick<Store, 'changes'>) {}

  /** At most PAGE changes after `after`. */
  read(after: string): Promise<ChangePage> {
    const place = after === this.#before ? this.#base - 1 : this.#places.get(after)
    if (place !== undefined) {
      const from = place + 1 - this.#base
      if (from < this.#changes.length) {
        const changes = this.#changes.slice(from, from + PAGE)
        return Promise.resolve({ changes, next: changes.at(-1)?.cursor ?? after })
      }
    }
    let reading = this.#reading.get(after)
    if (!reading) {
      reading = this.store.changes.listChanges(after, PAGE).then((page) => {
        this.keep(after, page)
        return page
      })
      const done = () => this.#reading.delete(after)
      reading.then(done, done)
      this.#reading.set(after, reading)
    }
    return reading
  }

  /** Takes a page the store answered for a read after `after` into the run, where it belongs there. */
  keep(after: string, page: ChangePage): void {
    if (page.changes.length === 0) return
    const end = this.#changes.at(-1)?.cursor ?? this.#before
    if (after !== end) {
      // Not the run's continuation: the newest part of the log starts a new run; an older page is not kept.
      if (page.changes.length === PAGE && this.#changes.length > 0) return
      this.#changes = []
      this.#places.clear()
      this.#before = after
      this.#base = 0
    }
    for (const change of page.changes) {
      this.#places.set(change.cursor, this.#base + this.#changes.length)
      this.#changes.push(change)
    }
    const over = this.#changes.length - KEPT_CHANGES
    if (over > 0) {
      const dropped = this.#changes.splice(0, over)
      for (const change of dropped) this.#places.delete(change.cursor)
      this.#before = dropped.at(-1)?.cursor ?? this.#before
      this.#base += over
    }
  }
}

/**
 * Whether a subscription still exists, as a read of the store that started after the question was asked saw
 * it: asked before each delivery attempt, so that a subscription removed through any instance (or the CLI) gets
 * nothing from an attempt that starts after the removal. The questions of this instance's workers share reads:
 * one read at a time, and those asked while it runs are answered together by the next one, so the store sees at
 * most one such read per round trip however many subscriptions deliver.
 */
class ExistingSubscriptions {
  /** The read that starts when the running one ends: the questions asked now join it. */
  #next: Promise<Set<number>> | undefined
  #running: Promise<unknown> = Promise.resolve()

  constructor(private readonly store: Pick<Store, 'webhooks'>) {}

  has(id: number): Promise<boolean> {
    let next = this.#next
    if (!next) {
      next = this.#running.then(() => {
        // From here on, a question waits for the read after this one.
        this.#next = undefined
        return this.store.webhooks.held()
      })
      this.#next = next
      this.#running = next.catch(() => {})
    }
    return next.then((ids) => ids.has(id))
  }
}

function matches(hook: StoredWebhook, change: Change): boolean {
  if (hook.kinds.length > 0 && !hook.kinds.includes(change.kind)) return false
  if (hook.languages.length > 0 && !change.languages.some((l) => hook.languages.includes(l))) return false
  return true
}

/** The wait before attempt n + 1 after n failures: doubling from the base, at most 6 hours, ±20 % jitter. */
export function retryDelay(failures: number, baseMs: number): number {
  const plain = Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, failures - 1))
  return Math.round(plain * (0.8 + Math.random() * 0.4))
}

/** Counters for operators (GET /metrics). */
export interface DeliveryCounters {
  delivered: number
  failed: number
}

/**
 * Delivers every subscription's backlog, in this instance, for as long as the app runs: one worker per
 * subscription this instance holds the lease of, started when it is due and ended when its backlog stays empty
 * for a while, when it fails, or when the app stops.
 */
export class WebhookDelivery {
  readonly counters: DeliveryCounters = { delivered: 0, failed: 0 }
  readonly #stop = new AbortController()
  readonly #workers = new Map<number, Promise<void>>()
  readonly #log: SharedChangeLog
  readonly #existing: ExistingSubscriptions
  /** Subscriptions removed through this instance while a worker of theirs runs here. */
  readonly #removed = new Set<number>()
  /** Ends the main loop's current wait (a worker ended, a subscription was made here). */
  #wakeLoop = new AbortController()
  #running: Promise<void> | undefined

  constructor(
    private readonly store: Pick<Store, 'changes' | 'webhooks'>,
    private readonly options: WebhookOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // Every worker waits on it: one listener per subscription delivered here, more than the default 10.
    setMaxListeners(0, this.#stop.signal)
    this.#log = new SharedChangeLog(store)
    this.#existing = new ExistingSubscriptions(store)
  }

  start(): void {
    this.#running ??= this.#loop()
  }

  /** Stops the workers; each saves how far it got and gives its lease back. */
  async stop(): Promise<void> {
    this.#stop.abort()
    this.#wakeLoop.abort()
    await this.#running
  }

  /** Tells the loop that a subscription was made or enabled through this instance: look at once. */
  nudge(): void {
    this.#subscribed = true
    this.#checkedAt = 0
    this.#wakeLoop.abort()
  }

  /**
   * Tells the workers that a subscription was removed through this instance (called once the store has removed
   * it, before the removal is answered): no attempt for it starts from here on, not even one whose check of the
   * store ran before the removal.
   */
  removed(id: number): void {
    if (this.#workers.has(id)) this.#removed.add(id)
  }

  #subscribed = false
  #checkedAt = 0

  async #loop(): Promise<void> {
    while (!this.#stop.signal.aborted) {
      // Whether there are subscriptions at all is looked up only every SUBSCRIPTIONS_CHECK_MS (or when this
      // instance made one): an instance without webhooks then neither queries the store every second nor
      // holds a LISTEN connection (watching other instances' changes costs one on PostgreSQL).
      if (Date.now() - this.#checkedAt >= SUBSCRIPTIONS_CHECK_MS) {
        this.#checkedAt = Date.now()
        this.#subscribed = await this.store.webhooks.any().catch(() => this.#subscribed)
      }
      // stop() aborts it too.
      const wake = this.#wakeLoop.signal
      if (!this.#subscribed) {
        await sleep(IDLE_POLL_MS, undefined, { signal: wake }).catch(() => {})
        this.#wakeLoop = new AbortController()
        continue
      }
      try {
        for (const id of await this.store.webhooks.due(Date.now())) {
          if (this.#workers.has(id)) continue
          const worker = this.#work(id)
            .catch((error) => {
              this.log.warn({ err: error, webhook: id }, 'webhook delivery stopped by an error')
              return false
            })
            .then((more) => {
              this.#workers.delete(id)
              this.#removed.delete(id)
              if (more) this.#wakeLoop.abort()
            })
          this.#workers.set(id, worker)
        }
        if (!wake.aborted) await this.store.changes.waitForChanges(IDLE_POLL_MS, wake)
        this.#wakeLoop = new AbortController()
        // A burst of commits makes one round, not one per commit (running workers read on their own).
        await sleep(ROUND_GAP_MS, undefined, { signal: this.#stop.signal }).catch(() => {})
      } catch (error) {
        this.log.warn({ err: error }, 'webhook delivery round failed; retrying in a while')
        await sleep(ERROR_PAUSE_MS, undefined, { signal: this.#stop.signal }).catch(() => {})
      }
    }
    await Promise.all(this.#workers.values())
  }

  /**
   * Delivers one subscription's backlog in order while this instance holds its lease. Acknowledged deliveries
   * are saved (the cursor moved past them) at least every SAVE_EVERY_MS, when the backlog is drained, before a
   * failure is recorded and when the app stops: a kill -9 re-sends at most what was acknowledged since the
   * last save. Every save renews the lease, and only while this instance still holds it. True when it gave
   * the lease back with changes waiting (the loop looks again at once).
   */
  async #work(id: number): Promise<boolean> {
    const { timeoutMs } = this.options
    const leaseMs = timeoutMs + LEASE_BEYOND_TIMEOUT_MS
    const claimedAt = Date.now()
    let lease = claimedAt + leaseMs
    if (!(await this.store.webhooks.claim(id, claimedAt, lease))) return false
    const hook = await this.store.webhooks.get(id)
    if (hook?.state !== 'active') {
      await this.store.webhooks.save(id, { cursor: hook?.cursor ?? '0', lease, nextLease: 0 })
      return false
    }
    const stopped = this.#stop.signal
    // One kept-alive connection to the target for as long as this worker runs.
    const allowPrivate = this.options.allowPrivate
    const connection = new DeliveryConnection(new URL(hook.url), (address) =>
      allowPrivate ? undefined : addressRefusal(address),
    )
    const signer = new Signer(hook.secret)
    let cursor = hook.cursor
    let savedCursor = cursor
    let acknowledged: { at: number; status: number } | undefined
    let savedAt = claimedAt
    /** Saves one after another: each goes through only under the lease the one before it set. */
    let saves: Promise<boolean> = Promise.resolve(true)
    /** The periodic save runs beside the deliveries (not awaited): whether one runs, and how one ended. */
    let saveRunning = false
    let saveOutcome: { lost: true } | { error: unknown } | undefined
    /** Saves how far delivery got and renews the lease (nextLease 0 gives it back): false when it was lost. */
    const saveNow = async (nextLease: number): Promise<boolean> => {
      const saving = { cursor, acknowledged }
      const held = await this.store.webhooks.save(id, { ...saving, lease, nextLease })
      if (!held) {
        // Removed through the API, most often; or taken over after this instance stalled past its lease.
        this.log.info(
          { webhook: id },
          'webhook lease no longer held (removed, or taken over): delivery stops',
        )
        return false
      }
      lease = nextLease
      savedCursor = saving.cursor
      // Deliveries acknowledged while the save ran are for the next one.
      if (acknowledged === saving.acknowledged) acknowledged = undefined
      savedAt = Date.now()
      // As stored now: the failures before a success are forgotten.
      if (hook.cursor !== saving.cursor) {
        Object.assign(hook, { cursor: saving.cursor, attempts: 0, failingSince: null })
      }
      return true
    }
    // After a save that failed (the store), the next one tries again under the lease as it was last saved.
    const save = (nextLease: number): Promise<boolean> => {
      saves = saves.then(
        (held) => held && saveNow(nextLease),
        () => saveNow(nextLease),
      )
      return saves
    }
    /** The next page of the log, read while the one before it was delivered (when it was full). */
    let ahead: Promise<ChangePage> | undefined
    try {
      for (;;) {
        if (stopped.aborted) return (await save(0)) && false
        let page = await (ahead ?? this.#log.read(cursor))
        ahead = undefined
        if (page.changes.length === 0) {
          // The backlog is drained: save, then wait a while for more under the lease.
          if (cursor !== savedCursor && !(await save(Date.now() + leaseMs))) return false
          page = await this.store.changes.nextChanges(cursor, PAGE, IDLE_HOLD_MS, stopped)
          this.#log.keep(cursor, page)
        }
        if (page.changes.length === 0) {
          if (!(await save(0))) return false
          // A change committed between the last read and the release would wait for the next round: look.
          return (await this.store.changes.listChanges(cursor, 1)).changes.length > 0
        }
        if (page.changes.length === PAGE) {
          // More is waiting: the next read overlaps this page's deliveries instead of following them. The log
          // after a cursor only grows at its end, so the page read now is what a read after them would start with.
          ahead = this.#log.read(page.next)
          // Awaited when its turn comes (a failure surfaces then), or dropped with the worker.
          ahead.catch(() => {})
        }
        for (const change of page.changes) {
          if (!matches(hook, change)) {
            // What the filters leave out is passed over for good.
            cursor = change.cursor
            continue
          }
          if (stopped.aborted) return (await save(0)) && false
          if (saveOutcome && 'lost' in saveOutcome) return false
          if (saveOutcome) throw saveOutcome.error
          // Each attempt starts under a lease that outlasts it.
          if (lease - Date.now() < timeoutMs + LEASE_MARGIN_MS) {
            if (!(await save(Date.now() + leaseMs))) return false
          }
          // And only while the subscription exists: the lease alone is learnt lost at the next save, which
          // may be a while and several deliveries away. Nothing is awaited between this and the POST.
          if (!(await this.#existing.has(id)) || this.#removed.has(id)) {
            this.log.info({ webhook: id }, 'webhook subscription removed: delivery stops')
            return false
          }
          const now = new Date()
          let status: number | null = null
          let error = ''
          try {
            const delivery = signedDelivery(signer, change, now)
            status = await connection.post(delivery.headers, delivery.body, timeoutMs)
            if (status >= 200 && status < 300) {
              cursor = change.cursor
              acknowledged = { at: Date.now(), status }
              this.counters.delivered++
              if (Date.now() - savedAt >= SAVE_EVERY_MS && !saveRunning) {
                // Not awaited: the next delivery goes out while the store commits (a round trip to it per
                // SAVE_EVERY_MS was a pause of every subscription on a busy PostgreSQL). The lease checked
                // before each attempt stays the one last saved until this save has gone through.
                saveRunning = true
                void save(Date.now() + leaseMs)
                  .then(
                    (held) => {
                      if (!held) saveOutcome = { lost: true }
                    },
                    (error: unknown) => {
                      saveOutcome = { error }
                    },
                  )
                  .finally(() => {
                    saveRunning = false
                  })
              }
              continue
            }
            error = status >= 300 && status < 400 ? `redirect ${status} (not followed)` : `answered ${status}`
          } catch (failure) {
            error = (failure as Error).message
          }
          this.counters.failed++
          if (!(await save(lease))) return false
          await this.#failed(hook, lease, status, error)
          return false
        }
        cursor = page.next
        // Caught up with the log: let a few more commits gather before reading again, so that a busy log is
        // read in pages rather than once per commit by every subscription.
        if (page.changes.length < PAGE) await sleep(GATHER_MS, undefined, { signal: stopped }).catch(() => {})
      }
    } catch (error) {
      // The store failed mid-way: what was acknowledged is saved if it can be; the lease runs out otherwise.
      await save(0).catch(() => {})
      throw error
    } finally {
      connection.close()
    }
  }

  async #failed(hook: StoredWebhook, lease: number, status: number | null, error: string): Promise<void> {
    const now = Date.now()
    const failingSince = hook.failingSince ?? now
    const failures = hook.attempts + 1
    const disable = now - failingSince >= this.options.disableAfterS * 1000
    await this.store.webhooks.failed(hook.id, lease, {
      now,
      status,
      error: error.slice(0, 500),
      nextAttempt: now + retryDelay(failures, this.options.retryBaseMs),
      state: disable ? 'disabled' : 'active',
    })
    this.log.warn({ webhook: hook.id, status, error, failures, disabled: disable }, 'webhook delivery failed')
  }
}
