// `npm run bench:cpu -- <scenario> [--store=sqlite|postgres] [--target=0.35] [--seconds=5] [--runs=3]
// [--seed=20000] [NAME=value ...]`: where the CPU of a request row goes, by process. The request rows give a
// ratio to bare Fastify; this says what each party spends a request to get it: the server (and how much of
// that in the kernel), PostgreSQL's processes, and the bench process (the load generator; for an anchor, the
// store's client too or, on SQLite, the store itself).
//
// Every party shares this machine's cores, so a target ratio is a budget. At `--target` of bare Fastify's rate,
// with the cores as busy as in bare Fastify's run, a request may cost bare Fastify's CPU a request / target,
// everything included. "Room for the server" is that budget less PostgreSQL's CPU a request and the load
// generator's at bare Fastify's rate (it costs more a request at a lower rate, where each wake reads fewer
// answers: the generous case): when it is below what the server spends, the target needs a cheaper server;
// when it is below zero, no server reaches it on this machine.
//
// "Same answer" is bare Fastify again, answering every request with the bytes of one of the service's answers
// to the row, its headers included (the security headers, the request id, the ETag): what the answer itself
// costs to send and to read, with none of the service's work. Its ratio to bare Fastify is as near as any
// server that sends those answers can come. For the read by id, "store + Fastify" is bare Fastify answering
// with the store's read and nothing else (bench/servers/store-server.ts): the service less its own plumbing.
//
// In alternation (bare Fastify, same answer, the service, store + Fastify for the read by id, and the store's
// anchor where the row has one: bench/tools/pg-anchor.ts, store-anchor.ts), each a run of `--seconds` after one
// as long to warm up, `--runs` times; the medians are printed last. Not part of `npm run bench`.
import {
  BASELINE_ENTRY,
  ENTRY,
  median,
  migrateStore,
  type Run,
  STORE_SERVER_ENTRY,
  withServer,
  withStore,
} from './harness.js'
import { ANCHORED, anchorOf, READ_BY_ID } from './sections/requests.js'
import { machineTicks, postgresCpuUs, processCpu } from './tools/process-cpu.js'
import {
  baselineContext,
  loadScenario,
  prepareContext,
  REVIEW_POLICY_ENV,
  type ScenarioContext,
} from './tools/request-scenarios.js'
import { rowArguments } from './tools/row-arguments.js'
import { seedStore } from './tools/seed.js'

const { scenario, dialect, option, settings, env } = rowArguments(process.argv.slice(2))
const seconds = Number(option('seconds', '5'))
const runs = Number(option('runs', '3'))
const seed = Number(option('seed', '20000'))
const target = Number(option('target', '0')) || undefined

interface Shares {
  requestsPerSecond: number
  /** CPU µs a request: the server (none for an anchor), its kernel part, PostgreSQL, the bench process. */
  server: number
  serverKernel: number
  postgres: number
  bench: number
  total: number
  /** The machine's idle share during the run. */
  idle: number
}

/** One run of `work`, with each party's CPU a request; `serverPid` is the server's, if one answers. */
async function measure(serverPid: number | undefined, work: () => Promise<Run>): Promise<Shares> {
  const server0 = serverPid ? processCpu(serverPid) : { userUs: 0, systemUs: 0 }
  const postgres0 = postgresCpuUs()
  const bench0 = process.cpuUsage()
  const machine0 = machineTicks()
  const started = performance.now()
  const run = await work()
  const elapsedS = (performance.now() - started) / 1000
  const bench = process.cpuUsage(bench0)
  const machine1 = machineTicks()
  const server1 = serverPid ? processCpu(serverPid) : server0
  const requests = run.requestsPerSecond * elapsedS
  const per = (us: number) => us / requests
  const serverUs = server1.userUs - server0.userUs + server1.systemUs - server0.systemUs
  const shares = {
    requestsPerSecond: run.requestsPerSecond,
    server: per(serverUs),
    serverKernel: per(server1.systemUs - server0.systemUs),
    postgres: per(postgresCpuUs() - postgres0),
    bench: per(bench.user + bench.system),
    total: 0,
    idle: (machine1.idle - machine0.idle) / Math.max(1, machine1.total - machine0.total),
  }
  shares.total = shares.server + shares.postgres + shares.bench
  return shares
}

const us = (n: number) => n.toFixed(0).padStart(4)
function print(label: string, s: Shares, bare?: Shares): void {
  const room =
    bare && target && label === 'service'
      ? `; room for the server at ${target} of bare Fastify: ${us((bare.total * (1 - s.idle)) / (1 - bare.idle) / target - s.postgres - bare.bench)} µs`
      : ''
  console.log(
    `${label.padEnd(13)} ${s.requestsPerSecond.toFixed(0).padStart(6)} req/s${bare ? ` (${(s.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} of bare)` : ''}; ` +
      `CPU µs a request: server ${us(s.server)} (kernel ${us(s.serverKernel)}), PostgreSQL ${us(s.postgres)}, ` +
      `bench process ${us(s.bench)}, total ${us(s.total)}; idle ${(100 * s.idle).toFixed(0)} %${room}`,
  )
}

/** Headers Node writes for any server, which the baseline writes of its own. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/** One of the service's answers to the row's request: its status, body, and the headers it chose. */
async function answerOf(url: string, context: ScenarioContext) {
  const request = scenario.request(context)
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers as Record<string, string> | undefined,
    body: request.body,
  })
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!NODE_HEADERS.has(name)) headers[name] = value
  })
  return { status: response.status, headers, body: await response.text() }
}

const anchorKind = ANCHORED.find((a) => a.scenario === scenario.name)?.kind

/** For the read by id, `work` with the store's read served by bare Fastify on the same store; otherwise without. */
function withStoreServer<T>(
  storeEnv: Record<string, string>,
  work: (server: { url: string; pid: number } | undefined) => Promise<T>,
): Promise<T> {
  if (scenario.name !== READ_BY_ID) return work(undefined)
  return withServer(storeEnv, STORE_SERVER_ENTRY, (url, pid) => work({ url, pid }))
}

/** One party of a round: its label, the pid of its server (none for an anchor), and one run of its load. */
type Side = [label: string, serverPid: number | undefined, work: () => Promise<Run>]

const results = new Map<string, Shares[]>()
const keep = (label: string, s: Shares) => results.set(label, [...(results.get(label) ?? []), s])

console.log(
  `${scenario.name} on ${dialect}${settings.length ? ` (${settings.join(' ')})` : ''}: ${runs} rounds of ${seconds} s, ` +
    `${seed.toLocaleString('en')} contents seeded`,
)
await withServer({}, BASELINE_ENTRY, async (bareUrl, barePid) => {
  const bareContext = baselineContext()
  await withStore(dialect, async (store, storeEnv) => {
    await migrateStore(storeEnv)
    await seedStore(store.location, seed)
    await withServer({ ...storeEnv, ...REVIEW_POLICY_ENV, ...env }, ENTRY, async (url, pid) => {
      const context = await prepareContext(url, seed)
      const answer = JSON.stringify(await answerOf(url, context))
      const row = dialect === 'postgres' ? 'PostgreSQL' : settings.length ? 'SQLite, settings' : 'SQLite FULL'
      const anchor = anchorKind ? await anchorOf(row, store.location, context) : undefined
      try {
        await withServer({ BASELINE_ANSWER: answer }, BASELINE_ENTRY, async (sameUrl, samePid) =>
          withStoreServer(storeEnv, async (storeServer) => {
            const sides: Side[] = [
              ['bare Fastify', barePid, () => loadScenario(bareUrl, scenario, bareContext, seconds)],
              ['same answer', samePid, () => loadScenario(sameUrl, scenario, bareContext, seconds)],
              ['service', pid, () => loadScenario(url, scenario, context, seconds)],
            ]
            if (storeServer)
              sides.push([
                'store + Fastify',
                storeServer.pid,
                () => loadScenario(storeServer.url, scenario, context, seconds),
              ])
            if (anchor && anchorKind)
              sides.push(['store anchor', undefined, () => anchor.run(anchorKind, seconds)])
            for (let round = 0; round < runs; round++) {
              let bare: Shares | undefined
              for (const [label, serverPid, work] of sides) {
                await work() // warm-up
                const shares = await measure(serverPid, work)
                keep(label, shares)
                print(label, shares, label === 'bare Fastify' ? undefined : bare)
                if (label === 'bare Fastify') bare = shares
              }
            }
          }),
        )
      } finally {
        await anchor?.close()
      }
    })
  })
})

console.log('medians:')
const medianOf = (list: Shares[]): Shares => {
  const m = (pick: (s: Shares) => number) => median(list.map(pick))
  return {
    requestsPerSecond: m((s) => s.requestsPerSecond),
    server: m((s) => s.server),
    serverKernel: m((s) => s.serverKernel),
    postgres: m((s) => s.postgres),
    bench: m((s) => s.bench),
    total: m((s) => s.total),
    idle: m((s) => s.idle),
  }
}
const bare = medianOf(results.get('bare Fastify') ?? [])
for (const [label, list] of results) print(label, medianOf(list), label === 'bare Fastify' ? undefined : bare)
