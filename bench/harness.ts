// What every section of `npm run bench` shares: the options of a run, the section interface, the service's
// processes and stores, autocannon runs, alternation between a baseline and the thing measured, and the
// statistics the rows report (quantiles, medians, `median [lowest–highest]`).
import { fileURLToPath } from 'node:url'
import autocannon, { type Request } from 'autocannon'
import { loadConfig } from '../src/config.js'
import { databaseUrl } from '../test/helpers/cli.js'
import { freePort, spawnServer } from '../test/helpers/server-process.js'
import {
  createTestStore,
  DIALECTS,
  skipReason,
  type TestDialect,
  type TestStore,
} from '../test/helpers/stores.js'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The built service and CLI: the bench measures what `npm start` runs. */
export const ENTRY = [`${ROOT}dist/server.js`]
/** The bare-Fastify baseline the request rows are read against (bench/servers/baseline-server.ts). */
export const BASELINE_ENTRY = ['--import', 'tsx', `${ROOT}bench/servers/baseline-server.ts`]
/** Bare Fastify with the store's read by id and nothing else (`npm run bench:cpu -- read`). */
export const STORE_SERVER_ENTRY = ['--import', 'tsx', `${ROOT}bench/servers/store-server.ts`]
export const CLI = `${ROOT}dist/cli.js`
export const MB = 1024 * 1024
/** The service's own warm-up, as it starts in production (the tests' servers start without one). */
const WARM_UP_ROUNDS = String(loadConfig({}).warmUpRounds)

export interface Timing {
  warmupS: number
  measureS: number
  runs: number
}

export interface BenchOptions {
  /** `--quick`: shorter runs and smaller stores, printed and not written. */
  quick: boolean
  timing: Timing
  /** The soak section's rate (requests/s, `--soak-rate=`) and minutes per store (`--soak-minutes=`). */
  soak: { rate: number; minutes: number }
  /** Whether a section runs: all of them, or those `--only=` names. */
  runs(section: string): boolean
  /** `--sizes=100000,1000000`: the store sizes the listing sections list, instead of their own. */
  sizes?: number[]
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes('--quick')
  const only = argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
  const stores = argv
    .find((a) => a.startsWith('--stores='))
    ?.slice('--stores='.length)
    .split(',')
  if (stores?.some((store) => !(DIALECTS as readonly string[]).includes(store)))
    throw new Error(`--stores: some of ${DIALECTS.join(', ')}`)
  chosenStores = stores as TestDialect[] | undefined
  const sizes = argv
    .find((a) => a.startsWith('--sizes='))
    ?.slice('--sizes='.length)
    .split(',')
    .map(Number)
  if (sizes?.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error('--sizes: whole numbers')
  const number = (name: string, fallback: number) => {
    const given = argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
    const value = given === undefined ? fallback : Number(given)
    if (!(value > 0)) throw new Error(`--${name}= takes a positive number, not ${given}`)
    return value
  }
  return {
    quick,
    ...(sizes ? { sizes } : {}),
    soak: { rate: number('soak-rate', 400), minutes: number('soak-minutes', quick ? 1 : 5) },
    timing: quick ? { warmupS: 1, measureS: 2, runs: 3 } : { warmupS: 2, measureS: 5, runs: 3 },
    runs: (section) => only === undefined || only.includes(section),
  }
}

/**
 * One section of the run, selected by its `name` in `--only=`. `run` measures, printing a line per row as it
 * goes; `report` gives its part of docs/BENCHMARKS.md from a `## ` heading on, with `stamp` (when it was
 * measured, or that it was not) where the section says so. A section not run is reported without a result.
 */
export interface Section<R> {
  name: string
  run(options: BenchOptions): Promise<R>
  report(result: R | undefined, options: BenchOptions, stamp: readonly string[]): string[]
}

/** Runs the service (or another entry) on `env` while `work` runs, then stops it. */
export async function withServer<T>(
  env: Record<string, string>,
  entry: readonly string[] | undefined,
  work: (url: string, pid: number) => Promise<T>,
): Promise<T> {
  // Request logging off (warn), as the baseline has none: the rows compare the work of answering. A server
  // that logs (the LOG_LEVEL=info row) writes to /dev/null, not to a pipe this process would have to read.
  const server = spawnServer(
    { LOG_LEVEL: 'warn', PORT: String(await freePort()), WARM_UP_ROUNDS, ...env },
    entry,
    true,
  )
  try {
    return await work(await server.ready, server.child.pid ?? 0)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}

/** Creates and migrates a store through the service, so that rows can then be seeded straight into it. */
export const migrateStore = (env: Record<string, string>) => withServer(env, ENTRY, async () => {})

/** A fresh store of the dialect for `work`, with the service's DATABASE_URL for it; dropped afterwards. */
export async function withStore<T>(
  dialect: TestDialect,
  work: (store: TestStore, env: { DATABASE_URL: string }) => Promise<T>,
): Promise<T> {
  const store = await createTestStore(dialect)
  try {
    return await work(store, { DATABASE_URL: databaseUrl(store.location) })
  } finally {
    await store.drop()
  }
}

/** `--stores=sqlite,postgres`: the stores the sections run on (all this machine can run without it). */
let chosenStores: readonly TestDialect[] | undefined

/** The stores this machine can run (those `--stores=` names), with the name the report gives them. */
export function storesToList(): { dialect: TestDialect; target: string }[] {
  return DIALECTS.filter((d) => !skipReason(d) && (chosenStores?.includes(d) ?? true)).map((dialect) => ({
    dialect,
    target: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
  }))
}

/** An autocannon run: its mean requests per second, latency percentiles and failed requests. */
export interface Run {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

export interface LoadOptions {
  connections: number
  seconds: number
  requests: Request[]
  /** Warm-up seconds run (and discarded) first. */
  warmupS?: number
  /**
   * The status every answer must have; any other counts as an error, as do timeouts. Without it, errors are
   * the connection errors and non-2xx answers.
   */
  expect?: number
}

export async function loadTest(url: string, options: LoadOptions): Promise<Run> {
  const { connections, requests, expect } = options
  const run = (duration: number) => autocannon({ url, connections, duration, requests })
  if (options.warmupS !== undefined) await run(options.warmupS)
  const result = await run(options.seconds)
  let errors = result.errors + result.non2xx
  if (expect !== undefined) {
    const counts = result.statusCodeStats as Record<string, { count: number }>
    const expected = counts[String(expect)]?.count ?? 0
    const total = Object.values(counts).reduce((sum, s) => sum + s.count, 0)
    errors = total - expected + result.errors + result.timeouts
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  }
}

/**
 * `runs` pairs of measurements taken in alternation (first, second, first, second, …), so that both sides of
 * a ratio meet the same moments of this shared machine.
 */
export async function alternate<T>(
  runs: number,
  first: () => Promise<T>,
  second: () => Promise<T>,
): Promise<{ first: T; second: T }[]> {
  const pairs: { first: T; second: T }[] = []
  for (let i = 0; i < runs; i++) {
    const a = await first()
    pairs.push({ first: a, second: await second() })
  }
  return pairs
}

/**
 * `callers` loops of `work` for `seconds`, each starting its next call when its last has ended (the anchors'
 * load, without HTTP): calls per second, latency p50 and p99 in ms, and the calls that threw.
 */
export async function closedLoop(
  callers: number,
  seconds: number,
  work: () => Promise<unknown>,
): Promise<Run> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const caller = async () => {
    while (performance.now() < end) {
      const start = performance.now()
      try {
        await work()
        latencies.push(performance.now() - start)
      } catch {
        errors++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: callers }, caller))
  const elapsedS = (performance.now() - started) / 1000
  const ms = sorted(latencies)
  return {
    requestsPerSecond: latencies.length / elapsedS,
    p50: Math.round(quantile(ms, 0.5)),
    p99: Math.round(quantile(ms, 0.99)),
    errors,
  }
}

/** The value at a quantile of sorted numbers. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

export const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b)

export const median = (values: readonly number[]) => quantile(sorted(values), 0.5)

/** p50, p99 and the highest of sorted milliseconds. */
export const percentiles = (ms: readonly number[]) => ({
  p50: quantile(ms, 0.5),
  p99: quantile(ms, 0.99),
  max: quantile(ms, 1),
})

/** `median [lowest–highest]` of some numbers. */
export function spread(values: readonly number[], digits = 0): string {
  const s = sorted(values)
  return `${quantile(s, 0.5).toFixed(digits)} [${(s[0] ?? 0).toFixed(digits)}–${(s.at(-1) ?? 0).toFixed(digits)}]`
}
