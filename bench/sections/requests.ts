// `requests`: every request of bench/tools/request-scenarios.ts on each store, measured on the service and
// on the bare-Fastify baseline in alternation (baseline, service, baseline, service, …), so that both see the
// same moments of this shared machine; a row gives the median of the per-pair ratios and their spread.
import type { StoreLocation } from '../../src/config.js'
import { skipReason, type TestDialect } from '../../test/helpers/stores.js'
import {
  alternate,
  BASELINE_ENTRY,
  ENTRY,
  median,
  migrateStore,
  type Run,
  type Section,
  type Timing,
  withServer,
  withStore,
} from '../harness.js'
import { type AnchorKind, anchorRun } from '../tools/pg-anchor.js'
import {
  baselineContext,
  loadScenario,
  prepareContext,
  REVIEW_POLICY_ENV,
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
} from '../tools/request-scenarios.js'
import { seedStore } from '../tools/seed.js'
import { openStoreAnchor } from '../tools/store-anchor.js'

export interface RowResult {
  scenario: string
  target: string
  /** Median requests per second of the service's runs, and of the baseline's. */
  service: number
  baseline: number
  /** Median, lowest and highest of the per-pair ratios service / baseline. */
  ratio: number
  ratioMin: number
  ratioMax: number
  p50: number
  p99: number
  errors: number
}

interface RequestResults {
  results: RowResult[]
  /** Create, PUT and the read by id, each beside its store's anchor (the ratio is service / anchor). */
  anchored: RowResult[]
  skipped: string[]
}

/** Contents seeded before the request rows: enough for the DELETE row to archive one per request. */
const storeSize = (quick: boolean) => (quick ? 150_000 : 400_000)

/** The service's optional plugins turned off (rate limiting is off unless RATE_LIMIT is set). */
const PLUGINS_OFF = { METRICS: 'off', SECURITY_HEADERS: 'off', REQUEST_ID: 'off' }
const CREATE = 'create (POST one text)'
export const READ_BY_ID = 'read one content by id (GET)'
const PUT = 'write a translation (PUT one language)'
const HEALTH = 'health (GET /healthz)'

const REQUEST_TARGETS: {
  dialect: TestDialect
  target: string
  env: Record<string, string>
  /** The scenarios this target runs, when not all of them. */
  only?: readonly string[]
}[] = [
  { dialect: 'sqlite', target: 'SQLite FULL', env: {} },
  { dialect: 'sqlite', target: 'SQLite FULL, LOG_LEVEL=info', env: { LOG_LEVEL: 'info' }, only: [CREATE] },
  { dialect: 'sqlite', target: 'SQLite FULL, plugins off', env: PLUGINS_OFF, only: [HEALTH, READ_BY_ID] },
  { dialect: 'sqlite', target: 'SQLite NORMAL', env: { SQLITE_SYNCHRONOUS: 'NORMAL' } },
  { dialect: 'postgres', target: 'PostgreSQL', env: {} },
  { dialect: 'postgres', target: 'PostgreSQL, LOG_LEVEL=info', env: { LOG_LEVEL: 'info' }, only: [CREATE] },
  { dialect: 'postgres', target: 'PostgreSQL, plugins off', env: PLUGINS_OFF, only: [HEALTH, READ_BY_ID] },
]

/** The writes and the read by id measured against their store's anchor (bench/tools/pg-anchor.ts, store-anchor.ts) as well as the baseline. */
export const ANCHORED: { scenario: string; kind: AnchorKind }[] = [
  { scenario: CREATE, kind: 'create' },
  { scenario: PUT, kind: 'put' },
  { scenario: READ_BY_ID, kind: 'read' },
]

/** A store's own limit for the anchored rows: run a request's statements for some seconds, without HTTP. */
export interface Anchor {
  run(kind: AnchorKind, seconds: number): Promise<Run>
  close(): Promise<void>
}

/** PostgreSQL's anchor (raw statements through pg), SQLite FULL's (the store's own writes), or none. */
export async function anchorOf(
  target: string,
  location: StoreLocation,
  context: ScenarioContext,
): Promise<Anchor | undefined> {
  if (location.kind === 'postgres')
    return { run: (kind, seconds) => anchorRun(location.url, kind, context, seconds), close: async () => {} }
  if (target !== 'SQLite FULL') return undefined
  const opened = await openStoreAnchor(location)
  return { run: (kind, seconds) => opened.run(kind, context, seconds), close: () => opened.close() }
}

/** One row: warm both sides up, then `timing.runs` alternating measurements of the first and the service. */
async function measureRow(
  scenario: string,
  target: string,
  first: (seconds: number) => Promise<Run>,
  service: (seconds: number) => Promise<Run>,
  timing: Timing,
): Promise<RowResult> {
  await first(timing.warmupS)
  await service(timing.warmupS)
  const pairs = await alternate(
    timing.runs,
    () => first(timing.measureS),
    () => service(timing.measureS),
  )
  const serviceRuns: Run[] = pairs.map((p) => p.second)
  const ratios = pairs.map((p) => p.second.requestsPerSecond / p.first.requestsPerSecond)
  return {
    scenario,
    target,
    service: median(serviceRuns.map((r) => r.requestsPerSecond)),
    baseline: median(pairs.map((p) => p.first.requestsPerSecond)),
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    p50: median(serviceRuns.map((r) => r.p50)),
    p99: median(serviceRuns.map((r) => r.p99)),
    errors: serviceRuns.reduce((sum, r) => sum + r.errors, 0),
  }
}

/** The published read's ratio over the plain read's, among one target's rows (undefined without both). */
function publishedToPlain(rows: readonly RowResult[]): number | undefined {
  const plain = rows.find((r) => r.scenario.startsWith('read one content by id'))
  const published = rows.find((r) => r.scenario.startsWith('read one content published'))
  return plain && published ? published.ratio / plain.ratio : undefined
}

/** Per store: /healthz's ratio, the read by id's with plugins on and off, and on over off. */
function plumbingRows(results: readonly RowResult[]): string[] {
  const ratio = (target: string, scenario: string) =>
    results.find((r) => r.target === target && r.scenario === scenario)?.ratio
  const shown = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2))
  return ['SQLite FULL', 'PostgreSQL'].flatMap((store) => {
    const on = ratio(store, READ_BY_ID)
    const off = ratio(`${store}, plugins off`, READ_BY_ID)
    if (on === undefined && off === undefined) return []
    const health = ratio(store, HEALTH)
    return [
      `| ${store} | ${shown(health)} | ${shown(on)} | ${shown(off)} | ${shown(on !== undefined && off ? on / off : undefined)} |`,
    ]
  })
}

const printRow = (r: RowResult) =>
  console.log(
    `${r.target.padEnd(22)} ${r.scenario.padEnd(40)} ${r.service.toFixed(0).padStart(6)} req/s (baseline ` +
      `${r.baseline.toFixed(0)})  ratio ${r.ratio.toFixed(2)} [${r.ratioMin.toFixed(2)}–${r.ratioMax.toFixed(2)}]  ` +
      `p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
  )

export const requests: Section<RequestResults> = {
  name: 'requests',

  /** Every request row, on each store, beside one baseline server that runs throughout. */
  async run({ quick, timing }) {
    const size = storeSize(quick)
    const results: RowResult[] = []
    const anchored: RowResult[] = []
    const skipped: string[] = []
    await withServer({}, BASELINE_ENTRY, async (baseline) => {
      const bareContext = baselineContext()
      for (const { dialect, target, env, only } of REQUEST_TARGETS) {
        const reason = skipReason(dialect)
        if (reason) {
          skipped.push(`${target}: ${reason}`)
          continue
        }
        await withStore(dialect, async (store, storeEnv) => {
          await migrateStore(storeEnv)
          await seedStore(store.location, size)
          await withServer({ ...storeEnv, ...REVIEW_POLICY_ENV, ...env }, ENTRY, async (service) => {
            const context = await prepareContext(service, size)
            const onService = (scenario: Scenario) => (seconds: number) =>
              loadScenario(service, scenario, context, seconds)
            for (const scenario of SCENARIOS.filter((s) => only === undefined || only.includes(s.name))) {
              const result = await measureRow(
                scenario.name,
                target,
                (seconds) => loadScenario(baseline, scenario, bareContext, seconds),
                onService(scenario),
                timing,
              )
              results.push(result)
              printRow(result)
            }
            // The store's own limit: the same statements without HTTP (PostgreSQL: sent through pg; SQLite
            // FULL: the store's own writes, bench/tools/store-anchor.ts), in alternation with the service.
            const anchor = only === undefined ? await anchorOf(target, store.location, context) : undefined
            try {
              for (const { scenario: name, kind } of anchor ? ANCHORED : []) {
                const scenario = SCENARIOS.find((s) => s.name === name) as Scenario
                const result = await measureRow(
                  name,
                  `${target} against its anchor`,
                  (seconds) => (anchor as Anchor).run(kind, seconds),
                  onService(scenario),
                  timing,
                )
                anchored.push(result)
                printRow(result)
              }
            } finally {
              await anchor?.close()
            }
            const published = publishedToPlain(results.filter((r) => r.target === target))
            if (published !== undefined)
              console.log(`${target.padEnd(22)} published read / plain read: ${published.toFixed(2)}`)
          })
        })
      }
    })
    for (const line of plumbingRows(results)) console.log(`plumbing (/healthz, on, off, on/off): ${line}`)
    return { results, anchored, skipped }
  },

  report(result, { quick }, stamp) {
    const { results, anchored, skipped } = result ?? { results: [], anchored: [], skipped: [] }
    return [
      '## Requests',
      '',
      '| Target | Request | req/s | baseline req/s | ratio | spread | p50 ms | p99 ms | errors |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.target} | ${r.scenario} | ${r.service.toFixed(0)} | ${r.baseline.toFixed(0)} | ` +
          `${r.ratio.toFixed(2)} | ${r.ratioMin.toFixed(2)}–${r.ratioMax.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      'The published read over the plain read by id, each as its ratio to the baseline (target: 0.8 or more):',
      '',
      '| Target | published / plain |',
      '|---|---:|',
      ...[...new Set(results.map((r) => r.target))].flatMap((target) => {
        const published = publishedToPlain(results.filter((r) => r.target === target))
        return published === undefined ? [] : [`| ${target} | ${published.toFixed(2)} |`]
      }),
      '',
      "What our own plumbing costs: `/healthz` as a ratio to bare Fastify's (target 0.8), and the read by id",
      'with the optional plugins off (`METRICS=off SECURITY_HEADERS=off REQUEST_ID=off`; no rate limit is set in',
      'any row) beside the read with them on, each as its ratio to the baseline:',
      '',
      '| Store | /healthz | read by id, plugins on | plugins off | on / off |',
      '|---|---:|---:|---:|---:|',
      ...plumbingRows(results),
      '',
      "Create, PUT and the read by id against their store's anchor: what the same work costs the store without",
      'HTTP, asked by 32 callers from the bench process, measured in alternation with the service (target for',
      "PostgreSQL's writes: 0.6). PostgreSQL's (bench/tools/pg-anchor.ts): the statements the service sends (the",
      "write function with the change set, then the termbase read of the checks; a read's one statement) through",
      "`pg` over a pool of the service's 10 connections, writes batched as the service batches them. SQLite",
      "FULL's (bench/tools/store-anchor.ts): the store's own writes (its write queue, writer thread and WAL sync)",
      "opened in the bench process, then the same termbase read (the statements are the writer thread's, and this",
      "is the only way to send them); a read, the store's read of the content's JSON. The last column is the",
      "anchor's rate over bare Fastify's in the same request's row above (not measured in alternation): what the",
      'store alone leaves of the target ratio to bare Fastify.',
      '',
      '| Target | Request | service req/s | anchor req/s | service / anchor | spread | p50 ms | p99 ms | errors | anchor / bare Fastify |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...anchored.map((r) => {
        const target = r.target.replace(' against its anchor', '')
        const bare = results.find((b) => b.target === target && b.scenario === r.scenario)?.baseline
        return (
          `| ${target} | ${r.scenario} | ${r.service.toFixed(0)} | ` +
          `${r.baseline.toFixed(0)} | ${r.ratio.toFixed(2)} | ` +
          `${r.ratioMin.toFixed(2)}–${r.ratioMax.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ` +
          `${bare ? (r.baseline / bare).toFixed(2) : '–'} |`
        )
      }),
      '',
      `Before the rows each store is seeded with ${storeSize(quick).toLocaleString('en')} contents (straight into it,`,
      'as the service would write them) and 1,000 contents with a key and texts in nb-NO and en-US are created',
      'through the API. Reads by id and key and translation writes go to random ones of those 1,000; DELETE',
      'archives the seeded contents one after the other; the filtered listing finds the seeded contents with',
      'nn-NO; the change log is read after random cursors. The service runs with `REVIEW_REQUIRED=en-US`, and',
      "each keyed content's en-US text was approved and then written again, so that the published read serves",
      'an older version than the current one. Request logging is off (`LOG_LEVEL=warn`), as the baseline has none, except in',
      'the `LOG_LEVEL=info` rows, whose log goes to /dev/null.',
      ...(skipped.length ? ['', 'Skipped:', ...skipped.map((s) => `- ${s}`)] : []),
      ...stamp,
    ]
  },
}
