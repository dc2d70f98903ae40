// Webhooks: every change reaches every subscription, at least once and in order, signed as the Standard
// Webhooks specification says (the `standardwebhooks` library signs). Each subscription keeps its cursor in the
// store; a change is sent after the one before it was acknowledged (a 2xx within 10 s). A failure is retried
// with exponential backoff and jitter (WEBHOOK_RETRY_BASE_MS, doubling, at most 6 hours apart); a subscription
// failing for WEBHOOK_DISABLE_AFTER_S (3 days) is disabled, with nothing skipped: enabling it resumes at its
// cursor. Instances share the work through a lease in the store: one instance at a time delivers a
// subscription, so a duplicate happens only after a failed or timed-out attempt (or a crash mid-delivery).
//
// Targets are http(s) URLs; redirects are not followed; loopback, link-local and private addresses are refused
// when subscribing and again when connecting (the address the name resolves to then), unless
// WEBHOOK_ALLOW_PRIVATE=true.
import { randomBytes } from 'node:crypto'
import { type LookupAddress, lookup } from 'node:dns'
import { lookup as lookupAsync } from 'node:dns/promises'
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { BlockList, isIP } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { Webhook as Signer } from 'standardwebhooks'
import type { Change } from './schemas/content.js'
import type { ContentStore } from './store/content-store.js'
import type { StoredWebhook } from './store/webhook-store.js'

export interface WebhookOptions {
  allowPrivate: boolean
  retryBaseMs: number
  disableAfterS: number
}

/** An answer must come within this long. */
const DELIVERY_TIMEOUT_MS = 10_000
/**
 * The lease an instance takes on a subscription, renewed with each delivery: longer than one attempt may take,
 * and as short as that allows, since after a crash the subscription waits for its lease to run out.
 */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 2_000
/** Retries wait at most this long. */
const MAX_RETRY_MS = 6 * 3600 * 1000
/** Changes read per page of a subscription's backlog. */
const PAGE = 100
/** How often an idle instance looks for due subscriptions (it is also woken by every change). */
const IDLE_POLL_MS = 1000
/** How often an instance looks whether any subscription exists (one made through it is seen at once). */
const SUBSCRIPTIONS_CHECK_MS = 30_000
/** After a failed round (the store unreachable), the loop pauses this long. */
const ERROR_PAUSE_MS = 5_000

/** A new signing secret, as the specification writes them. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

const PRIVATE = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4')
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6')
}

function isPrivate(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) {
    const v4 = address.slice(7)
    if (isIP(v4) === 4) return PRIVATE.check(v4, 'ipv4')
  }
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Why a URL may not be a webhook target, or undefined when it may. */
export async function targetProblem(url: string, allowPrivate: boolean): Promise<string | undefined> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https URL'
  if (parsed.username || parsed.password) return 'must not carry credentials'
  if (allowPrivate) return undefined
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookupAsync(host, { all: true })).map((a) => a.address)
  } catch {
    return `names a host that does not resolve (${host})`
  }
  const refused = addresses.find(isPrivate)
  return refused ? `resolves to a loopback, link-local or private address (${refused})` : undefined
}

/** The wire form of a delivery: Standard Webhooks' body and headers. */
export function signedDelivery(secret: string, change: Change, now: Date) {
  const body = JSON.stringify({ type: `content.${change.kind}`, timestamp: change.at, data: change })
  const signature = new Signer(secret).sign(change.cursor, now, body)
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

// Connections to targets are kept open between deliveries (each new one is checked by the lookup below).
const AGENTS = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: 4 }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: 4 }),
}

/** Sends one delivery; the answer's status, or an error (refused address, timeout, connection failure). */
function post(
  url: string,
  delivery: ReturnType<typeof signedDelivery>,
  allowPrivate: boolean,
): Promise<number> {
  const target = new URL(url)
  const guardedLookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, options as never, (error, address, family) => {
      if (error) return callback(error, address as never, family)
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address as string]
      const refused = allowPrivate ? undefined : addresses.find(isPrivate)
      if (refused)
        return callback(new Error(`refused: ${hostname} resolves to ${refused}`), address as never, family)
      callback(null, address as never, family)
    })
  }
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...delivery.headers, 'content-length': Buffer.byteLength(delivery.body) },
        timeout: DELIVERY_TIMEOUT_MS,
        lookup: guardedLookup as never,
        agent: AGENTS[target.protocol as keyof typeof AGENTS],
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    )
    request.on('error', reject)
    // A literal address is not looked up: check it here.
    const host = target.hostname.replace(/^\[|\]$/g, '')
    if (!allowPrivate && isIP(host) && isPrivate(host)) {
      request.destroy(new Error(`refused: ${host} is a loopback, link-local or private address`))
      return
    }
    request.end(delivery.body)
  })
}

/** Counters for operators (GET /metrics). */
export interface DeliveryCounters {
  delivered: number
  failed: number
}

/** Delivers every subscription's backlog, in this instance, for as long as the app runs. */
export class WebhookDelivery {
  readonly counters: DeliveryCounters = { delivered: 0, failed: 0 }
  readonly #stop = new AbortController()
  #running: Promise<void> | undefined

  constructor(
    private readonly store: ContentStore,
    private readonly options: WebhookOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#running ??= this.#loop()
  }

  async stop(): Promise<void> {
    this.#stop.abort()
    await this.#running
  }

  /** Tells the loop that a subscription was made or enabled through this instance: look at once. */
  nudge(): void {
    this.#subscribed = true
    this.#checkedAt = 0
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
      if (!this.#subscribed) {
        await sleep(IDLE_POLL_MS, undefined, { signal: this.#stop.signal }).catch(() => {})
        continue
      }
      try {
        const due = await this.store.webhooks.due(Date.now())
        await Promise.all(due.map((id) => this.#deliverIfFree(id)))
        await this.store.waitForChanges(IDLE_POLL_MS, this.#stop.signal)
      } catch (error) {
        this.log.warn({ err: error }, 'webhook delivery round failed; retrying in a while')
        await sleep(ERROR_PAUSE_MS, undefined, { signal: this.#stop.signal }).catch(() => {})
      }
    }
  }

  async #deliverIfFree(id: number): Promise<void> {
    const now = Date.now()
    if (!(await this.store.webhooks.claim(id, now, now + LEASE_MS))) return
    let released = false
    try {
      released = await this.#deliver(id)
    } finally {
      if (!released) await this.store.webhooks.release(id).catch(() => {})
    }
  }

  /** Sends the subscription's backlog in order; true when the lease was given up by recording a failure. */
  async #deliver(id: number): Promise<boolean> {
    const hook = await this.store.webhooks.get(id)
    if (hook?.state !== 'active') return false
    let cursor = hook.cursor
    const saved = () => hook.cursor
    while (!this.#stop.signal.aborted) {
      const page = await this.store.listChanges(cursor, PAGE)
      if (page.changes.length === 0) return false
      for (const change of page.changes) {
        if (this.#stop.signal.aborted) return false
        if (!matches(hook, change)) {
          cursor = change.cursor
          continue
        }
        const now = new Date()
        let status: number | null = null
        let error = ''
        try {
          status = await post(hook.url, signedDelivery(hook.secret, change, now), this.options.allowPrivate)
          if (status >= 200 && status < 300) {
            cursor = change.cursor
            this.counters.delivered++
            await this.store.webhooks.delivered(id, cursor, Date.now(), status, Date.now() + LEASE_MS)
            // As stored now: the failures before this success are forgotten.
            Object.assign(hook, { cursor, attempts: 0, failingSince: null })
            continue
          }
          error = status >= 300 && status < 400 ? `redirect ${status} (not followed)` : `answered ${status}`
        } catch (failure) {
          error = (failure as Error).message
        }
        this.counters.failed++
        await this.#failed(hook, cursor, status, error)
        return true
      }
      // What the filters left out is passed over for good.
      if (cursor !== saved()) {
        await this.store.webhooks.skipped(id, cursor, Date.now() + LEASE_MS)
        hook.cursor = cursor
      }
    }
    return false
  }

  async #failed(hook: StoredWebhook, cursor: string, status: number | null, error: string): Promise<void> {
    const now = Date.now()
    if (cursor !== hook.cursor) await this.store.webhooks.skipped(hook.id, cursor, now + LEASE_MS)
    const failingSince = hook.failingSince ?? now
    const failures = hook.attempts + 1
    const disable = now - failingSince >= this.options.disableAfterS * 1000
    await this.store.webhooks.failed(hook.id, {
      now,
      status,
      error: error.slice(0, 500),
      nextAttempt: now + retryDelay(failures, this.options.retryBaseMs),
      state: disable ? 'disabled' : 'active',
    })
    this.log.warn({ webhook: hook.id, status, error, failures, disabled: disable }, 'webhook delivery failed')
  }
}
