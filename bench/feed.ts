// The change-feed rows of `npm run bench`: how long after a write's commit a waiting long poll answers (on the
// same instance, and on another instance of the same PostgreSQL database), and how fast 10 webhook
// subscriptions take a burst of changes to a receiver on loopback.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { call, postJson } from '../test/helpers/http.js'
import { quantile } from './listing.js'

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
  return { samples, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), max: quantile(ms, 1) }
}

/** A receiver that acknowledges every delivery at once and counts them per path. */
export async function countingReceiver(): Promise<{
  url: string
  counts: Map<string, number>
  server: Server
}> {
  const counts = new Map<string, number>()
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      counts.set(request.url ?? '', (counts.get(request.url ?? '') ?? 0) + 1)
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, server }
}

export interface WebhookResult {
  subscriptions: number
  changes: number
  writeSeconds: number
  deliverSeconds: number
  perSubscriptionPerSecond: number
}

/** Subscribes `subscriptions` paths of a receiver, writes `changes` creates as fast as 32 clients can, and
 * times until every subscription has received every change. */
export async function webhookThroughput(
  url: string,
  subscriptions: number,
  changes: number,
): Promise<WebhookResult> {
  const receiver = await countingReceiver()
  try {
    for (let i = 0; i < subscriptions; i++) {
      const answer = await postJson(`${url}/ContentApi/Webhooks`, { Url: `${receiver.url}/s${i}` })
      if (answer.status !== 201) throw new Error(`subscribing answered ${answer.status}: ${answer.text}`)
    }
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < changes) {
          next++
          await postJson(`${url}/ContentApi/Content`, { Text: `Hook ${next}`, LanguageCode: 'nb-NO' })
        }
      }),
    )
    const written = performance.now()
    const deadline = Date.now() + 300_000
    const done = () =>
      [...Array(subscriptions).keys()].every((i) => (receiver.counts.get(`/s${i}`) ?? 0) >= changes)
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    if (!done()) throw new Error('the webhooks did not deliver every change within 5 minutes')
    const delivered = performance.now()
    const deliverSeconds = (delivered - started) / 1000
    for (const hook of (await call(`${url}/ContentApi/Webhooks`)).json as { id: number }[]) {
      await call(`${url}/ContentApi/Webhooks/${hook.id}`, { method: 'DELETE' })
    }
    return {
      subscriptions,
      changes,
      writeSeconds: (written - started) / 1000,
      deliverSeconds,
      perSubscriptionPerSecond: changes / deliverSeconds,
    }
  } finally {
    receiver.server.close()
  }
}
