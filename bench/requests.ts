// The request rows of `npm run bench`: each request measured on the service and on the bare-Fastify baseline
// in alternation (baseline, service, baseline, service, …), RUNS times each, so that both see the same
// moments of this shared machine; a row gives the median of the per-pair ratios and their spread.
import autocannon, { type Request } from 'autocannon'
import { call, postJson } from '../test/helpers/http.js'

export const CONNECTIONS = 32

export interface Timing {
  warmupS: number
  measureS: number
  runs: number
}

export interface Scenario {
  name: string
  /** Makes a request for autocannon, fresh per request (ids, bodies). */
  request: (context: ScenarioContext) => Request
  expect: number
}

/** What the service's store holds for the scenarios, found before they run. */
export interface ScenarioContext {
  /** Contents with a key (`bench.key.<i>`), texts in nb-NO and en-US: read, read by key and written. */
  keyed: { id: number; key: string }[]
  /** Seeded contents (ids 1..seeded), archived one after the other by the DELETE row. */
  seeded: number
  /** Change-log cursors to read from. */
  cursors: string[]
  next: { archive: number; text: number }
}

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

const json = { 'content-type': 'application/json' }
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

export const SCENARIOS: Scenario[] = [
  {
    name: 'create (POST one text)',
    request: (c) => ({
      method: 'POST',
      path: '/ContentApi/Content',
      headers: json,
      body: JSON.stringify({ Text: `Benchmark text ${++c.next.text}`, LanguageCode: 'nb-NO' }),
    }),
    expect: 201,
  },
  {
    name: 'read one content by id (GET)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Content/${pick(c.keyed).id}` }),
    expect: 200,
  },
  {
    name: 'read one content by key (GET ByKey)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Content/ByKey/${pick(c.keyed).key}` }),
    expect: 200,
  },
  {
    name: 'write a translation (PUT one language)',
    request: (c) => ({
      method: 'PUT',
      path: `/ContentApi/Content/${pick(c.keyed).id}/Properties/en-US`,
      headers: json,
      body: JSON.stringify({ Text: `Omsetjing ${++c.next.text}` }),
    }),
    expect: 200,
  },
  {
    name: 'archive a content (DELETE)',
    request: (c) => ({ method: 'DELETE', path: `/ContentApi/Content/${++c.next.archive}` }),
    expect: 204,
  },
  {
    name: 'filtered listing (GET ?language=nn-NO)',
    request: () => ({ method: 'GET', path: '/ContentApi/Content?language=nn-NO' }),
    expect: 200,
  },
  {
    name: 'read the change log (GET Changes, 100)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Changes?after=${pick(c.cursors)}&limit=100` }),
    expect: 200,
  },
]

/** Finds what the scenarios use in a seeded store, creating the keyed contents. */
export async function prepareContext(url: string, seeded: number): Promise<ScenarioContext> {
  const keyed: { id: number; key: string }[] = []
  for (let i = 0; i < 1000; i++) {
    const key = `bench.key.${i}`
    const answer = await postJson(`${url}/ContentApi/Content`, {
      Properties: [
        { Text: `Tekst ${i} på bokmål`, LanguageCode: 'nb-NO' },
        { Text: `Text ${i} in English`, LanguageCode: 'en-US' },
      ],
      Key: key,
    })
    if (answer.status !== 201) throw new Error(`preparing the benchmark: POST answered ${answer.status}`)
    keyed.push({ id: answer.json.id, key })
  }
  const cursors: string[] = []
  const page = await call(`${url}/ContentApi/Changes?limit=1000`)
  for (const change of page.json.changes as { cursor: string }[]) cursors.push(change.cursor)
  return { keyed, seeded, cursors, next: { archive: 0, text: 0 } }
}

export interface Run {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

export async function load(
  url: string,
  scenario: Scenario,
  context: ScenarioContext,
  seconds: number,
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req: Request) => ({ ...req, ...scenario.request(context) }) }],
  })
  const counts = result.statusCodeStats as Record<string, { count: number }>
  const expected = counts[String(scenario.expect)]?.count ?? 0
  const total = Object.values(counts).reduce((sum, s) => sum + s.count, 0)
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: total - expected + result.errors + result.timeouts,
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** One row: warm both up, then RUNS alternating measurements of baseline and service. */
export async function measureRow(
  scenario: Scenario,
  target: string,
  urls: { baseline: string; service: string },
  contexts: { baseline: ScenarioContext; service: ScenarioContext },
  timing: Timing,
): Promise<RowResult> {
  await load(urls.baseline, scenario, contexts.baseline, timing.warmupS)
  await load(urls.service, scenario, contexts.service, timing.warmupS)
  const baselineRuns: Run[] = []
  const serviceRuns: Run[] = []
  for (let i = 0; i < timing.runs; i++) {
    baselineRuns.push(await load(urls.baseline, scenario, contexts.baseline, timing.measureS))
    serviceRuns.push(await load(urls.service, scenario, contexts.service, timing.measureS))
  }
  const ratios = serviceRuns.map(
    (run, i) => run.requestsPerSecond / (baselineRuns[i] as Run).requestsPerSecond,
  )
  return {
    scenario: scenario.name,
    target,
    service: median(serviceRuns.map((r) => r.requestsPerSecond)),
    baseline: median(baselineRuns.map((r) => r.requestsPerSecond)),
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    p50: median(serviceRuns.map((r) => r.p50)),
    p99: median(serviceRuns.map((r) => r.p99)),
    errors: serviceRuns.reduce((sum, r) => sum + r.errors, 0),
  }
}
