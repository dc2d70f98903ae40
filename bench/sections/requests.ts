// `requests`: every request of bench/tools/request-scenarios.ts on each store, measured on the service and
// on the bare-Fastify baseline in alternation (baseline, service, baseline, service, …), so that both see the
// same moments of this shared machine; a row gives the median of the per-pair ratios and their spread.
import { skipReason, type TestDialect } from '../../test/helpers/stores.js'
import {
  alternate,
  ENTRY,
  median,
  migrateStore,
  ROOT,
  type Run,
  type Section,
  type Timing,
  withServer,
  withStore,
} from '../harness.js'
import {
  loadScenario,
  prepareContext,
  REVIEW_POLICY_ENV,
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
} from '../tools/request-scenarios.js'
import { seedStore } from '../tools/seed.js'

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
  skipped: string[]
}

/** Contents seeded before the request rows: enough for the DELETE row to archive one per request. */
const storeSize = (quick: boolean) => (quick ? 150_000 : 400_000)

const REQUEST_TARGETS: {
  dialect: TestDialect
  target: string
  env: Record<string, string>
  logOnly?: true
}[] = [
  { dialect: 'sqlite', target: 'SQLite FULL', env: {} },
  { dialect: 'sqlite', target: 'SQLite FULL, LOG_LEVEL=info', env: { LOG_LEVEL: 'info' }, logOnly: true },
  { dialect: 'sqlite', target: 'SQLite NORMAL', env: { SQLITE_SYNCHRONOUS: 'NORMAL' } },
  { dialect: 'postgres', target: 'PostgreSQL', env: {} },
  { dialect: 'postgres', target: 'PostgreSQL, LOG_LEVEL=info', env: { LOG_LEVEL: 'info' }, logOnly: true },
]

/** One row: warm both up, then `timing.runs` alternating measurements of baseline and service. */
async function measureRow(
  scenario: Scenario,
  target: string,
  urls: { baseline: string; service: string },
  contexts: { baseline: ScenarioContext; service: ScenarioContext },
  timing: Timing,
): Promise<RowResult> {
  const run = (side: 'baseline' | 'service', seconds: number) =>
    loadScenario(urls[side], scenario, contexts[side], seconds)
  await run('baseline', timing.warmupS)
  await run('service', timing.warmupS)
  const pairs = await alternate(
    timing.runs,
    () => run('baseline', timing.measureS),
    () => run('service', timing.measureS),
  )
  const serviceRuns: Run[] = pairs.map((p) => p.second)
  const ratios = pairs.map((p) => p.second.requestsPerSecond / p.first.requestsPerSecond)
  return {
    scenario: scenario.name,
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
    const skipped: string[] = []
    await withServer({}, ['--import', 'tsx', `${ROOT}bench/servers/baseline-server.ts`], async (baseline) => {
      const baselineContext: ScenarioContext = {
        keyed: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, key: `bench.key.${i}` })),
        seeded: 1_000_000_000,
        cursors: ['0'],
        next: { archive: 0, text: 0 },
      }
      for (const { dialect, target, env, logOnly } of REQUEST_TARGETS) {
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
            // The request log's cost is measured on creates: the row to compare with the store's own.
            for (const scenario of logOnly ? SCENARIOS.slice(0, 1) : SCENARIOS) {
              const result = await measureRow(
                scenario,
                target,
                { baseline, service },
                { baseline: baselineContext, service: context },
                timing,
              )
              results.push(result)
              printRow(result)
            }
            const published = publishedToPlain(results.filter((r) => r.target === target))
            if (published !== undefined)
              console.log(`${target.padEnd(22)} published read / plain read: ${published.toFixed(2)}`)
          })
        })
      }
    })
    return { results, skipped }
  },

  report(result, { quick }, stamp) {
    const { results, skipped } = result ?? { results: [], skipped: [] }
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
