// What the change-feed section of `npm run bench` measures with: how long after a write's commit a waiting
// long poll answers (on the same instance, and on another instance of the same PostgreSQL database), how fast
// 10 webhook subscriptions take a burst of changes to a receiver on loopback, and how fast they drain a
// backlog (delivery alone).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent } from 'undici'
import { call, postJson } from '../../test/helpers/http.js'
import { percentiles } from '../harness.js'

export interface LatencyResult {
  samples: number
  p50: number
  p99: number
  max: number
}

/**
 * Long polls on `readUrl` while contents are created on `writeUrl`, one at a time: the time from sending the
 * create to the poll's answer (an upper bound on the time from the commit).
 */
export async function longPollLatency(
  readUrl: string,
  writeUrl: string,
  samples: number,
): Promise<LatencyResult> {
  const ms: number[] = []
  let cursor = ((await call(`${readUrl}/ContentApi/Changes?after=latest`)).json as { next: string }).next
  for (let i = 0; i < samples; i++) {
    const poll = call(`${readUrl}/ContentApi/Changes?after=${encodeURIComponent(cursor)}&wait=10`)
    // Let the poll reach the server and start waiting.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = performance.now()
    const created = postJson(`${writeUrl}/ContentApi/Content`, { Text: `Feed ${i}`, LanguageCode: 'nb-NO' })
    const answer = await poll
    ms.push(performance.now() - started)
    await created
    const page = answer.json as { changes: unknown[]; next: string }
    if (page.changes.length === 0) throw new Error('a long poll ended without the change')
    cursor = page.next
  }
  ms.sort((a, b) => a - b)
  return { samples, ...percentiles(ms) }
}

/**
 * A receiver that acknowledges every delivery at once and counts them per path; while `refusing`, it answers
 * 503 instead (and counts nothing). While `arrivals` is set, it also notes when each delivery came, by the
 * content id of its change.
 */
export async function countingReceiver(): Promise<{
  url: string
  counts: Map<string, number>
  server: Server
  refusing: boolean
  arrivals: Map<number, number[]> | undefined
}> {
  const counts = new Map<string, number>()
  const receiver = {
    url: '',
    counts,
    server: createServer(),
    refusing: false,
    arrivals: undefined as Map<number, number[]> | undefined,
  }
  receiver.server.on('request', (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      if (receiver.arrivals) chunks.push(chunk)
    })
    request.on('end', () => {
      if (receiver.refusing) return void response.writeHead(503).end()
      counts.set(request.url ?? '', (counts.get(request.url ?? '') ?? 0) + 1)
      response.writeHead(204).end()
      if (receiver.arrivals && chunks.length > 0) {
        const id = (JSON.parse(Buffer.concat(chunks).toString()) as { data: { contentId: number } }).data
          .contentId
        const times = receiver.arrivals.get(id)
        if (times) times.push(performance.now())
        else receiver.arrivals.set(id, [performance.now()])
      }
    })
  })
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`
  return receiver
}

export interface WebhookResult {
  subscriptions: number
  changes: number
  writeSeconds: number
  deliverSeconds: number
  perSubscriptionPerSecond: number
  /** Time from the last write's answer to the last delivery. */
  lagSeconds: number
  /** PACED_SECONDS of changes written at PACED_RATE: how long the writes took, and the lag after the last. */
  pacedWriteSeconds: number
  pacedLagSeconds: number
  /**
   * Of every delivery in the paced run, the time from its create's answer reaching the writer to its arrival at
   * the receiver (0 when it came first), in ms: whether the subscriptions keep up all along, not just at the end.
   */
  pacedDeliveryLag: { p50: number; p99: number; max: number }
  /** A backlog of `changes` per subscription, delivered after the subscriptions are enabled again. */
  drainSeconds: number
  drainPerSubscriptionPerSecond: number
}

/** The write rate of the paced webhook run: the target. */
export const PACED_RATE = 1000
/** How long the paced run writes: long enough that falling behind shows as a growing lag, not a start-up one. */
export const PACED_SECONDS = 10

/**
 * Writes `changes` creates from 32 clients, as fast as they can or, with `perSecond`, the n-th not before n/rate s.
 * Through undici's request on kept-alive connections rather than fetch: Node 20's fetch cost about 0.4 ms of
 * CPU a request here, four times undici's, so that at 1,000 creates/s the load generator alone took almost half
 * a core from the service and the receiver.
 */
async function writeChanges(
  url: string,
  changes: number,
  label: string,
  perSecond?: number,
  answered?: Map<number, number>,
): Promise<void> {
  const agent = new Agent({ connections: 32 })
  let next = 0
  const started = performance.now()
  try {
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < changes) {
          const n = next++
          if (perSecond !== undefined) {
            const due = started + (n * 1000) / perSecond - performance.now()
            if (due > 0) await new Promise((resolve) => setTimeout(resolve, due))
          }
          const answer = await agent.request({
            origin: url,
            path: '/ContentApi/Content',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ Text: `${label} ${n + 1}`, LanguageCode: 'nb-NO' }),
          })
          await answer.body.dump()
          if (answer.statusCode !== 201) throw new Error(`a create answered ${answer.statusCode}`)
          answered?.set(Number(String(answer.headers.location).split('/').pop()), performance.now())
        }
      }),
    )
  } finally {
    await agent.close()
  }
}

/** Waits until every path `/s<i>` has at least `changes` deliveries (at most 5 minutes). */
async function deliveredToAll(counts: Map<string, number>, subscriptions: number, changes: number) {
  const deadline = Date.now() + 300_000
  const done = () => [...Array(subscriptions).keys()].every((i) => (counts.get(`/s${i}`) ?? 0) >= changes)
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
  if (!done()) throw new Error('the webhooks did not deliver every change within 5 minutes')
}

/**
 * Subscribes `subscriptions` paths of a receiver, writes `changes` creates as fast as 32 clients can, and
 * times until every subscription has received every change. Then the backlog: the receiver refuses (503)
 * while as many changes again are written, so that every subscription fails at its first and waits
 * (WEBHOOK_RETRY_BASE_MS set high); it accepts again, every subscription is enabled, and the time until each
 * has the whole backlog is delivery alone, whatever the write rate.
 */
export async function webhookThroughput(
  url: string,
  subscriptions: number,
  changes: number,
): Promise<WebhookResult> {
  const receiver = await countingReceiver()
  try {
    const ids: number[] = []
    for (let i = 0; i < subscriptions; i++) {
      const answer = await postJson(`${url}/ContentApi/Webhooks`, { Url: `${receiver.url}/s${i}` })
      if (answer.status !== 201) throw new Error(`subscribing answered ${answer.status}: ${answer.text}`)
      ids.push((answer.json as { id: number }).id)
    }
    const started = performance.now()
    await writeChanges(url, changes, 'Hook')
    const written = performance.now()
    await deliveredToAll(receiver.counts, subscriptions, changes)
    const delivered = performance.now()
    const deliverSeconds = (delivered - started) / 1000

    // At the target's rate: do the subscriptions keep up (the last delivery soon after the last write)?
    receiver.counts.clear()
    const arrivals = new Map<number, number[]>()
    receiver.arrivals = arrivals
    const answered = new Map<number, number>()
    const pacedStarted = performance.now()
    await writeChanges(url, PACED_RATE * PACED_SECONDS, 'Paced', PACED_RATE, answered)
    const pacedWritten = performance.now()
    await deliveredToAll(receiver.counts, subscriptions, PACED_RATE * PACED_SECONDS)
    const pacedDelivered = performance.now()
    receiver.arrivals = undefined
    const lags: number[] = []
    for (const [id, at] of answered)
      for (const came of arrivals.get(id) ?? []) lags.push(Math.max(0, came - at))
    if (lags.length < subscriptions * PACED_RATE * PACED_SECONDS)
      throw new Error('paced deliveries went missing')
    lags.sort((a, b) => a - b)

    receiver.refusing = true
    await writeChanges(url, changes, 'Backlog')
    const failed = async () => {
      for (const id of ids) {
        const state = (await call(`${url}/ContentApi/Webhooks/${id}`)).json as { lastStatus: number | null }
        if (state.lastStatus !== 503) return false
      }
      return true
    }
    while (!(await failed())) await new Promise((resolve) => setTimeout(resolve, 50))
    receiver.counts.clear()
    receiver.refusing = false
    const drainStarted = performance.now()
    for (const id of ids) await postJson(`${url}/ContentApi/Webhooks/${id}/Enable`, {})
    await deliveredToAll(receiver.counts, subscriptions, changes)
    const drainSeconds = (performance.now() - drainStarted) / 1000

    for (const id of ids) await call(`${url}/ContentApi/Webhooks/${id}`, { method: 'DELETE' })
    return {
      subscriptions,
      changes,
      writeSeconds: (written - started) / 1000,
      deliverSeconds,
      perSubscriptionPerSecond: changes / deliverSeconds,
      lagSeconds: (delivered - written) / 1000,
      pacedWriteSeconds: (pacedWritten - pacedStarted) / 1000,
      pacedLagSeconds: (pacedDelivered - pacedWritten) / 1000,
      pacedDeliveryLag: percentiles(lags),
      drainSeconds,
      drainPerSubscriptionPerSecond: changes / drainSeconds,
    }
  } finally {
    receiver.server.close()
  }
}
