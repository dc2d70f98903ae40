// `soak`: a fixed mixed rate for minutes on each store (PostgreSQL with two instances of one database), while
// the store grows: p99 per minute (from each request's scheduled time, bench/tools/soak.ts), errors, the
// store's size and the webhooks' lag. The target: the last minute's p99 within 1.5× of the second minute's,
// with no errors.
import { statSync } from 'node:fs'
import pg from 'pg'
import type { StoreLocation } from '../../src/config.js'
import {
  type BenchOptions,
  ENTRY,
  MB,
  type Section,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import {
  KINDS,
  MIX,
  PREPARED,
  prepareSoak,
  runSoak,
  type SoakResult,
  SSE_CLIENTS,
  WEBHOOKS,
} from '../tools/soak.js'

type SoakRow = SoakResult & { target: string; instances: number }

/** How long each interval of the report is: a minute, or 10 s in the quick form (a minute in all). */
const intervalOf = ({ quick }: BenchOptions) => (quick ? 10 : 60)
/** The target: the last interval's p99 within this of the second's. */
const DRIFT = 1.5

async function storeBytes(location: StoreLocation): Promise<number> {
  if (location.kind === 'sqlite') {
    const size = (path: string) => {
      try {
        return statSync(path).size
      } catch {
        return 0
      }
    }
    return size(location.path) + size(`${location.path}-wal`)
  }
  const client = new pg.Client({ connectionString: location.url })
  await client.connect()
  try {
    const { rows } = await client.query('select pg_database_size(current_database()) as bytes')
    return Number(rows[0]?.bytes)
  } finally {
    await client.end()
  }
}

const drift = (r: SoakRow) => {
  const second = r.intervals[1]?.p99
  const last = r.intervals.at(-1)?.p99
  return second === undefined || last === undefined ? Number.NaN : last / second
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–')

export const soak: Section<SoakRow[]> = {
  name: 'soak',

  async run(options) {
    const { rate, minutes } = options.soak
    const intervalS = intervalOf(options)
    const rows: SoakRow[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (store, storeEnv) => {
        const env = { ...storeEnv, WEBHOOK_ALLOW_PRIVATE: 'true' }
        // Prepared on a server of its own: the soak then meets servers as they start.
        const prepared = await withServer(env, ENTRY, prepareSoak)
        const run = (urls: string[]) =>
          runSoak({
            urls,
            prepared,
            rate,
            seconds: minutes * 60,
            intervalS,
            storeBytes: () => storeBytes(store.location),
          })
        const result =
          dialect === 'postgres'
            ? await withServer(env, ENTRY, (a) => withServer(env, ENTRY, (b) => run([a, b])))
            : await withServer(env, ENTRY, (url) => run([url]))
        const row = { target, instances: dialect === 'postgres' ? 2 : 1, ...result }
        rows.push(row)
        for (const [i, r] of row.intervals.entries()) {
          console.log(
            `${target.padEnd(11)} soak ${String(i * intervalS).padStart(4)} s: ${r.requests} requests, p50 ${ms(r.p50)} ms, ` +
              `p99 ${ms(r.p99)} ms (${KINDS.map((k) => `${k} ${ms(r.byKind[k])}`).join(', ')}), max ${ms(r.max)}, ` +
              `errors ${r.errors}; ${r.contents} contents, ${(r.bytes / MB).toFixed(1)} MB; webhooks ${r.deliveries} delivered, lag p99 ${ms(r.webhookLagP99)} ms`,
          )
        }
        console.log(
          `${target.padEnd(11)} soak: set up in ${ms(row.setUpMs)} ms, then cold start p99 ${ms(row.coldStartP99)} ms; last/second p99 ${drift(row).toFixed(2)} ` +
            `(target ≤ ${DRIFT}); webhooks caught up ${row.webhookCatchUpS === undefined ? 'not within 2 min' : `${row.webhookCatchUpS.toFixed(1)} s`} after the last write; ` +
            `${row.sseEvents} SSE events; errors ${JSON.stringify(row.errorsByKind)} (${JSON.stringify(row.failures)})`,
        )
      })
    }
    return rows
  },

  report(result, options, stamp) {
    const intervalS = intervalOf(options)
    const { rate, minutes } = options.soak
    return [
      '## Soak: latency as the store grows',
      '',
      `An open-loop load at ${rate} requests/s for ${minutes} min per store (bench/tools/soak.ts), each request scheduled`,
      'at a fixed time and its latency counted from then (a stalled server makes the requests behind it late, and',
      `they count so): ${KINDS.map((k) => `${MIX[k]} % ${k}`).join(', ')}. Creates add nb-NO texts (a`,
      'quarter with a key), PUTs write nn-NO or en-US texts of contents created before, listings are pages of 50',
      '(by language, missing language, key prefix),',
      'searches mix words, prefixes and phrases, bundles are nn-NO and en-US (half revalidated with their last',
      `ETag). ${SSE_CLIENTS} SSE clients follow the change stream and ${WEBHOOKS} webhook subscriptions receive every change on`,
      `loopback. The store starts with ${PREPARED} contents, created by a server stopped before the soak starts its own,`,
      'so that the soak meets a server as it starts; PostgreSQL runs two instances of one database, the requests',
      `alternating between them. Target: the last ${intervalS === 60 ? 'minute' : 'interval'}'s p99 within ${DRIFT}× of the second's, no errors.`,
      'Cold start: the p99 of the requests scheduled in the first 10 s, from when the webhooks are subscribed and the',
      `SSE clients answered (that set-up: ${(result ?? []).map((r) => `${r.target} ${ms(r.setUpMs)} ms`).join(', ')}). Store size: contents and bytes (SQLite: file`,
      'and WAL; PostgreSQL: the database) at the end of each interval. Webhook lag: arrival after the change.',
      '',
      `| Store | from s | requests | p50 ms | p99 ms | ${KINDS.map((k) => `${k} p99`).join(' | ')} | max ms | errors | contents | MB | webhook lag p99 ms |`,
      `|---|---:|---:|---:|---:|${KINDS.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|`,
      ...(result ?? []).flatMap((row) =>
        row.intervals.map(
          (r, i) =>
            `| ${row.target} | ${i * intervalS} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p99)} | ${KINDS.map((k) => ms(r.byKind[k])).join(' | ')} | ${ms(r.max)} | ${r.errors} | ${r.contents} | ${(r.bytes / MB).toFixed(1)} | ${ms(r.webhookLagP99)} |`,
        ),
      ),
      '',
      '| Store | instances | cold start p99 ms | last / second p99 | held? | errors | webhooks caught up after the last write, s | SSE events |',
      '|---|---:|---:|---:|---|---:|---:|---:|',
      ...(result ?? []).map((row) => {
        const errors = row.intervals.reduce((sum, r) => sum + r.errors, 0)
        const held = drift(row) <= DRIFT && errors === 0 ? 'yes' : '**no**'
        return `| ${row.target} | ${row.instances} | ${ms(row.coldStartP99)} | ${drift(row).toFixed(2)} | ${held} | ${errors} | ${row.webhookCatchUpS?.toFixed(1) ?? 'not within 2 min'} | ${row.sseEvents} |`
      }),
      ...stamp,
    ]
  },
}
