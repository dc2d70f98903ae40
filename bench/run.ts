// `npm run bench`: load-tests the built service on each store beside a bare-Fastify baseline started in the
// same run, and reports every result as a ratio to the baseline of the same request. The full run writes
// docs/BENCHMARKS.md; `--quick` (a few seconds a scenario) only prints.
//
// Server and load generator are separate processes sharing this machine's cores, as in the targets.
import { writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon, { type Request } from 'autocannon'
import { databaseUrl } from '../test/helpers/cli.js'
import { freePort, spawnServer } from '../test/helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason, type TestDialect } from '../test/helpers/stores.js'
import { fileSize, peakRss, quantile, readListing, readSlowly, timeSequential } from './listing.js'
import { seedStore } from './seed.js'

const quick = process.argv.includes('--quick')
/** `--only=filtered,listing`: run only these sections (requests, filtered, listing, slow); prints, never writes. */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const runs = (section: string) => only === undefined || only.includes(section)
const DURATION_S = quick ? 2 : 10
const WARMUP_S = quick ? 1 : 3
const LIST_SIZES = quick ? [10_000] : [10_000, 100_000, 1_000_000]
const SLOW_READER_BYTES_PER_S = 1024 * 1024
const CONNECTIONS = 32
const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface Scenario {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  /** A request for autocannon: fixed, or made fresh per request (random ids). */
  request: () => Request
  expect: number
}

interface Result {
  scenario: string
  target: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  ratio?: number
}

const json = { 'content-type': 'application/json' }
let counter = 0
/** Ids the read and update scenarios spread over; the create scenario has made at least this many. */
const SPREAD = 1000
const randomId = () => 1 + Math.floor(Math.random() * SPREAD)

const SCENARIOS: Scenario[] = [
  {
    name: 'create (POST one text)',
    method: 'POST',
    request: () => ({
      method: 'POST',
      path: '/ContentApi/Content',
      headers: json,
      body: JSON.stringify({ Text: `Benchmark text ${++counter}`, LanguageCode: 'nb-NO' }),
    }),
    expect: 201,
  },
  {
    name: 'read one content by id (GET)',
    method: 'GET',
    request: () => ({ method: 'GET', path: `/ContentApi/Content/${randomId()}` }),
    expect: 200,
  },
  {
    name: 'write a translation (PUT one language)',
    method: 'PUT',
    request: () => ({
      method: 'PUT',
      path: `/ContentApi/Content/${randomId()}/Properties/nn-NO`,
      headers: json,
      body: JSON.stringify({ Text: `Omsetjing ${++counter}` }),
    }),
    expect: 200,
  },
]

async function load(url: string, scenario: Scenario, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req: Request) => ({ ...req, ...scenario.request() }) }],
  })
}

async function measure(url: string, target: string, scenario: Scenario): Promise<Result> {
  await load(url, scenario, WARMUP_S)
  const result = await load(url, scenario, DURATION_S)
  const expected =
    (result.statusCodeStats as Record<string, { count: number }>)[String(scenario.expect)]?.count ?? 0
  const total = Object.values(result.statusCodeStats as Record<string, { count: number }>).reduce(
    (sum, s) => sum + s.count,
    0,
  )
  return {
    scenario: scenario.name,
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: total - expected + result.errors + result.timeouts,
  }
}

async function withServer<T>(
  env: Record<string, string>,
  entry: readonly string[] | undefined,
  work: (url: string, pid: number) => Promise<T>,
): Promise<T> {
  // Request logging off (warn), as the baseline has none: the rows compare the work of answering.
  const server = spawnServer({ LOG_LEVEL: 'warn', PORT: String(await freePort()), ...env }, entry)
  try {
    return await work(await server.ready, server.child.pid ?? 0)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}

async function main(): Promise<void> {
  const results: Result[] = []
  const baselines = new Map<string, number>()
  const print = (r: Result) =>
    console.log(
      `${r.target.padEnd(16)} ${r.scenario.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s` +
        `  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  errors ${r.errors}` +
        (r.ratio === undefined ? '' : `  ratio ${r.ratio.toFixed(2)}`),
    )

  console.log(
    `# ${quick ? 'quick' : 'full'} run: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured`,
  )
  const requestScenarios = runs('requests') ? SCENARIOS : []
  await withServer({}, ['--import', 'tsx', `${ROOT}bench/baseline-server.ts`], async (url) => {
    for (const scenario of requestScenarios) {
      const result = await measure(url, 'baseline', scenario)
      baselines.set(scenario.method, result.requestsPerSecond)
      results.push(result)
      print(result)
    }
  })

  const stores: { dialect: TestDialect; target: string; env: Record<string, string> }[] = [
    { dialect: 'sqlite', target: 'SQLite FULL', env: {} },
    { dialect: 'sqlite', target: 'SQLite NORMAL', env: { SQLITE_SYNCHRONOUS: 'NORMAL' } },
    { dialect: 'postgres', target: 'PostgreSQL', env: {} },
  ]
  const skipped: string[] = []
  for (const { dialect, target, env } of runs('requests') ? stores : []) {
    const reason = skipReason(dialect)
    if (reason) {
      skipped.push(`${target}: ${reason}`)
      continue
    }
    const store = await createTestStore(dialect)
    const location = store.location
    try {
      await withServer(
        { DATABASE_URL: databaseUrl(location), ...env },
        [`${ROOT}dist/server.js`],
        async (url) => {
          for (const scenario of SCENARIOS) {
            const result = await measure(url, target, scenario)
            result.ratio = result.requestsPerSecond / (baselines.get(scenario.method) ?? Number.NaN)
            results.push(result)
            print(result)
          }
        },
      )
    } finally {
      await store.drop()
    }
  }

  const filtered = runs('filtered') ? await benchFilteredListings() : []
  const listings = runs('listing') ? await benchListings() : []
  const underLoad = runs('slow') ? await benchListingUnderLoad(LIST_SIZES.at(-1) ?? 10_000) : undefined
  if (!quick && !only && underLoad) await writeReport(results, skipped, filtered, listings, underLoad)
}

interface ListingResult {
  target: string
  contents: number
  firstByteMs: number
  lastByteMs: number
  megabytes: number
  rssBefore: number
  rssAfter: number
}

const MB = 1024 * 1024
const ENTRY = [`${ROOT}dist/server.js`]
/** Contents of the filtered-listing rows: 30 of them have nn-NO, and 30 lack nb-NO. */
const FILTERED_STORE_SIZE = 300_000

function storesToList(): { dialect: TestDialect; target: string }[] {
  return DIALECTS.filter((d) => !skipReason(d)).map((dialect) => ({
    dialect,
    target: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
  }))
}

interface FilteredResult {
  target: string
  query: string
  matches: number
  p50: number
  p99: number
  healthIdleP50: number
  healthBusyP50: number
  healthBusyMax: number
}

/**
 * Listings filtered by language among 300,000 contents with 30 matches, timed one after another; and the
 * health endpoint's latency at rest and while four clients run those listings without pause.
 */
async function benchFilteredListings(): Promise<FilteredResult[]> {
  const out: FilteredResult[] = []
  for (const { dialect, target } of storesToList()) {
    const store = await createTestStore(dialect)
    try {
      const env = { DATABASE_URL: databaseUrl(store.location) }
      await withServer(env, ENTRY, async () => {})
      await seedStore(store.location, FILTERED_STORE_SIZE)
      await withServer(env, ENTRY, async (url) => {
        for (const query of ['language=nn-NO', 'missingLanguage=nb-NO', 'language=nn-NO&limit=100']) {
          const listing = `${url}/ContentApi/Content?${query}`
          await timeSequential(listing, 5)
          const { ms, body } = await timeSequential(listing, quick ? 30 : 100)
          const idle = await timeSequential(`${url}/healthz`, 50)
          let busy = true
          const load = Array.from({ length: 4 }, async () => {
            while (busy) await (await fetch(listing)).text()
          })
          const duringLoad = await timeSequential(`${url}/healthz`, 50)
          busy = false
          await Promise.all(load)
          const result = {
            target,
            query,
            matches: (JSON.parse(body) as unknown[]).length,
            p50: quantile(ms, 0.5),
            p99: quantile(ms, 0.99),
            healthIdleP50: quantile(idle.ms, 0.5),
            healthBusyP50: quantile(duringLoad.ms, 0.5),
            healthBusyMax: quantile(duringLoad.ms, 1),
          }
          out.push(result)
          console.log(
            `${target.padEnd(11)} ?${query.padEnd(26)} ${result.matches} of ${FILTERED_STORE_SIZE}: p50 ` +
              `${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; /healthz p50 ${result.healthIdleP50.toFixed(1)} ms ` +
              `at rest, ${result.healthBusyP50.toFixed(1)} ms (max ${result.healthBusyMax.toFixed(1)}) under 4 listing clients`,
          )
        }
      })
    } finally {
      await store.drop()
    }
  }
  return out
}

/** GET of every content at each size, on each store: a fresh server per size, so its peak memory is its own. */
async function benchListings(): Promise<ListingResult[]> {
  const out: ListingResult[] = []
  for (const { dialect, target } of storesToList()) {
    const store = await createTestStore(dialect)
    const env = { DATABASE_URL: databaseUrl(store.location) }
    try {
      let seeded = 0
      for (const size of LIST_SIZES) {
        // Create and migrate the store through the service first, then add rows straight to it.
        await withServer(env, ENTRY, async () => {})
        await seedStore(store.location, size - seeded)
        seeded = size
        await withServer(env, ENTRY, async (url, pid) => {
          const rssBefore = await peakRss(pid)
          const run = await readListing(`${url}/ContentApi/Content`)
          const rssAfter = await peakRss(pid)
          const result = { target, contents: size, ...run, megabytes: run.bytes / MB, rssBefore, rssAfter }
          out.push(result)
          console.log(
            `${target.padEnd(11)} list ${String(size).padStart(9)} contents: first byte ${run.firstByteMs.toFixed(1)} ms, ` +
              `last byte ${run.lastByteMs.toFixed(0)} ms, ${(result.megabytes / (run.lastByteMs / 1000)).toFixed(0)} MB/s, ` +
              `${(run.lastByteMs / (size / 1000)).toFixed(2)} ms per 1,000, peak RSS ${(rssBefore / MB).toFixed(0)} -> ` +
              `${(rssAfter / MB).toFixed(0)} MB`,
          )
        })
      }
    } finally {
      await store.drop()
    }
  }
  return out
}

interface UnderLoadResult {
  contents: number
  post: Result
  slowReaderBytes: number
  walBytes: number
}

/** POST latency while a client reads the full listing at about 1 MB/s; the WAL's size afterwards. */
async function benchListingUnderLoad(size: number): Promise<UnderLoadResult> {
  const store = await createTestStore('sqlite')
  if (store.location.kind !== 'sqlite') throw new Error('unreachable')
  const path = store.location.path
  try {
    await withServer({ DATABASE_URL: `sqlite:${path}` }, ENTRY, async () => {})
    await seedStore(store.location, size)
    return await withServer({ DATABASE_URL: `sqlite:${path}` }, ENTRY, async (url) => {
      const create = SCENARIOS[0] as Scenario
      const slow = readSlowly(`${url}/ContentApi/Content`, SLOW_READER_BYTES_PER_S, WARMUP_S + DURATION_S + 1)
      const post = await measure(url, 'SQLite FULL + slow reader', create)
      const slowReaderBytes = await slow
      const result = { contents: size, post, slowReaderBytes, walBytes: await fileSize(`${path}-wal`) }
      console.log(
        `under a slow reader (${size} contents): POST ${post.requestsPerSecond.toFixed(0)} req/s, p99 ${post.p99} ms, ` +
          `errors ${post.errors}; the reader took ${(slowReaderBytes / MB).toFixed(1)} MB; WAL ${(result.walBytes / MB).toFixed(1)} MB`,
      )
      return result
    })
  } finally {
    await store.drop()
  }
}

async function writeReport(
  results: Result[],
  skipped: string[],
  filtered: FilteredResult[],
  listings: ListingResult[],
  underLoad: UnderLoadResult,
): Promise<void> {
  const cpu = cpus()
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (the full run); `npm run bench -- --quick` prints a shorter run without writing.',
    'Every figure is measured in one run on one machine, and each service figure is given as a ratio to a',
    'bare-Fastify baseline that answers the same request with a fixed body, measured in that same run. The',
    'service runs from `dist/` in its own process; autocannon generates the load from another, on the same cores.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory`,
    `- Node.js ${process.version}; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured per row`,
    '',
    '## Requests',
    '',
    '| Target | Request | req/s | p50 ms | p99 ms | errors | ratio to baseline |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.target} | ${r.scenario} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ` +
        `${r.ratio === undefined ? '1 (baseline)' : r.ratio.toFixed(2)} |`,
    ),
    '',
    'Reads and updates go to random ids among the first 1,000 contents that the create row made. Request',
    'logging is off (`LOG_LEVEL=warn`) in these rows, as the baseline has none.',
    ...(skipped.length ? ['', 'Skipped:', ...skipped.map((s) => `- ${s}`)] : []),
    '',
    '## Filtered listing (GET /ContentApi/Content?language=…)',
    '',
    `${FILTERED_STORE_SIZE.toLocaleString('en')} contents, of which 30 have nn-NO and 30 lack nb-NO. Each listing is timed one`,
    'after another; /healthz is timed at rest and while four clients run the same listing without pause.',
    '',
    '| Store | Query | Matches | p50 ms | p99 ms | /healthz p50 at rest ms | /healthz p50 under load ms | max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...filtered.map(
      (f) =>
        `| ${f.target} | \`?${f.query}\` | ${f.matches} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ` +
        `${f.healthIdleP50.toFixed(1)} | ${f.healthBusyP50.toFixed(1)} | ${f.healthBusyMax.toFixed(1)} |`,
    ),
    '',
    '## Full listing (GET /ContentApi/Content)',
    '',
    "A fresh server per size; the client reads as fast as it can. Peak RSS is the server process's VmHWM before",
    'and after the listing.',
    '',
    '| Store | Contents | First byte ms | Last byte ms | MB | MB/s | ms per 1,000 | Peak RSS before MB | after MB | growth MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...listings.map(
      (l) =>
        `| ${l.target} | ${l.contents.toLocaleString('en')} | ${l.firstByteMs.toFixed(1)} | ${l.lastByteMs.toFixed(0)} | ` +
        `${l.megabytes.toFixed(1)} | ${(l.megabytes / (l.lastByteMs / 1000)).toFixed(0)} | ` +
        `${(l.lastByteMs / (l.contents / 1000)).toFixed(2)} | ${(l.rssBefore / MB).toFixed(0)} | ` +
        `${(l.rssAfter / MB).toFixed(0)} | ${((l.rssAfter - l.rssBefore) / MB).toFixed(0)} |`,
    ),
    '',
    '## Writes under a slow reader (SQLite FULL)',
    '',
    `A client reads the full listing of ${underLoad.contents.toLocaleString('en')} contents at about 1 MB/s while the`,
    'create row runs again.',
    '',
    '| POST req/s | p50 ms | p99 ms | errors | the reader took MB | WAL after MB |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${underLoad.post.requestsPerSecond.toFixed(0)} | ${underLoad.post.p50} | ${underLoad.post.p99} | ` +
      `${underLoad.post.errors} | ${(underLoad.slowReaderBytes / MB).toFixed(1)} | ${(underLoad.walBytes / MB).toFixed(1)} |`,
    '',
  ]
  await writeFile(`${ROOT}docs/BENCHMARKS.md`, lines.join('\n'))
  console.log('wrote docs/BENCHMARKS.md')
}

await main()
