// `feed`: long-poll wake-up latency after a commit (on the same instance, and on another instance of the same
// PostgreSQL database) and webhook delivery throughput, live, paced and from a backlog (bench/tools/feed.ts).
import { ENTRY, type Section, storesToList, withServer, withStore } from '../harness.js'
import {
  type LatencyResult,
  longPollLatency,
  PACED_RATE,
  PACED_SECONDS,
  type WebhookResult,
  webhookThroughput,
} from '../tools/feed.js'

interface FeedResults {
  latency: (LatencyResult & { target: string })[]
  webhooks: (WebhookResult & { target: string })[]
}

const printLatency = (l: LatencyResult & { target: string }) =>
  console.log(
    `${l.target.padEnd(30)} long poll after a commit: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms`,
  )

export const feed: Section<FeedResults> = {
  name: 'feed',

  async run({ quick }) {
    const out: FeedResults = { latency: [], webhooks: [] }
    const samples = quick ? 50 : 200
    const changes = quick ? 500 : 3000
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (_store, storeEnv) => {
        // Retries far apart: the backlog row makes every subscription fail once, then enables it again.
        const env = { ...storeEnv, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '600000' }
        await withServer(env, ENTRY, async (url) => {
          const same = { target: `${target}, same instance`, ...(await longPollLatency(url, url, samples)) }
          out.latency.push(same)
          printLatency(same)
          if (dialect === 'postgres') {
            await withServer(env, ENTRY, async (other) => {
              const across = {
                target: `${target}, another instance`,
                ...(await longPollLatency(other, url, samples)),
              }
              out.latency.push(across)
              printLatency(across)
            })
          }
          const hooks = { target, ...(await webhookThroughput(url, 10, changes)) }
          out.webhooks.push(hooks)
          console.log(
            `${target.padEnd(30)} webhooks: ${hooks.changes} changes written in ${hooks.writeSeconds.toFixed(1)} s, delivered to ` +
              `${hooks.subscriptions} subscriptions in ${hooks.deliverSeconds.toFixed(1)} s: ${hooks.perSubscriptionPerSecond.toFixed(0)} changes/s each, ` +
              `${hooks.lagSeconds.toFixed(2)} s after the last write; at ${PACED_RATE}/s written in ${hooks.pacedWriteSeconds.toFixed(1)} s, ` +
              `delivered ${hooks.pacedLagSeconds.toFixed(2)} s after the last write (each delivery after its create's answer: p50 ` +
              `${hooks.pacedDeliveryLag.p50.toFixed(0)} ms, p99 ${hooks.pacedDeliveryLag.p99.toFixed(0)} ms, max ${hooks.pacedDeliveryLag.max.toFixed(0)} ms); a backlog of ${hooks.changes} drained in ` +
              `${hooks.drainSeconds.toFixed(1)} s: ${hooks.drainPerSubscriptionPerSecond.toFixed(0)} changes/s each`,
          )
        })
      })
    }
    return out
  },

  report(result, _options, stamp) {
    const { latency, webhooks } = result ?? { latency: [], webhooks: [] }
    return [
      '## Change feed and webhooks',
      '',
      'A long poll waits (`after=<cursor>&wait=10`) while a content is created, one at a time: the time from sending',
      "the create to the poll's answer (an upper bound on the time from the commit). On PostgreSQL also with the",
      'poll on a second server process of the same database (woken through LISTEN/NOTIFY).',
      '',
      '| Where | Samples | p50 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|---:|',
      ...latency.map(
        (l) =>
          `| ${l.target} | ${l.samples} | ${l.p50.toFixed(1)} | ${l.p99.toFixed(1)} | ${l.max.toFixed(1)} |`,
      ),
      '',
      '10 webhook subscriptions to one receiver on loopback (answering 204 at once). Live: 32 clients create contents',
      'as fast as they can; the time until every subscription has every change (changes/s per subscription counts',
      'from the first write, so it cannot exceed the write rate), and how long after the last write. Paced: changes',
      `written at ${PACED_RATE.toLocaleString('en')}/s (the issue's target) for ${PACED_SECONDS} s, and how long after the last write every subscription has them all. Backlog: the`,
      'receiver refuses (503) while as many changes again are written, every subscription fails at its first and',
      'waits; the receiver accepts again and every subscription is enabled: the time until each has the whole',
      'backlog, delivery alone.',
      '',
      '| Store | Subscriptions | Changes | written in s | all delivered in s | changes/s per subscription | last delivery after last write, s | paced: written in s | paced: last delivery after last write, s | paced: delivery after create p50 / p99 / max, ms | backlog drained in s | backlog changes/s per subscription |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...webhooks.map(
        (w) =>
          `| ${w.target} | ${w.subscriptions} | ${w.changes} | ${w.writeSeconds.toFixed(1)} | ${w.deliverSeconds.toFixed(1)} | ${w.perSubscriptionPerSecond.toFixed(0)} | ${w.lagSeconds.toFixed(2)} | ${w.pacedWriteSeconds.toFixed(1)} | ${w.pacedLagSeconds.toFixed(2)} | ${w.pacedDeliveryLag.p50.toFixed(0)} / ${w.pacedDeliveryLag.p99.toFixed(0)} / ${w.pacedDeliveryLag.max.toFixed(0)} | ${w.drainSeconds.toFixed(1)} | ${w.drainPerSubscriptionPerSecond.toFixed(0)} |`,
      ),
      ...stamp,
    ]
  },
}
