// `npm run bench:profile -- <scenario> [--store=sqlite|postgres] [--seconds=10] [--seed=20000] [--top=25]`:
// where a request row's time goes. Runs the built service under V8's sampling profiler (`--cpu-prof`, every
// thread: the SQLite writer and reader threads write profiles of their own), loads it with one scenario of the
// request rows (bench/tools/request-scenarios.ts: `create`, `read`, `put`, `healthz`, … as a word of its name)
// at their 32 connections, and prints per thread the functions with the most self time and the time by
// package (our src/, fastify, better-sqlite3, pg, node's own). The rows' ratios say how far a request is from
// bare Fastify; this says why. The profiles stay in --out (a temporary folder by default) for DevTools.
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENTRY, migrateStore, withServer, withStore } from './harness.js'
import { type Hotspots, hotspots, type Window } from './tools/cpu-profile.js'
import { loadScenario, prepareContext, REVIEW_POLICY_ENV } from './tools/request-scenarios.js'
import { rowArguments } from './tools/row-arguments.js'
import { seedStore } from './tools/seed.js'

const { scenario, dialect, option, settings, env } = rowArguments(process.argv.slice(2))
const seconds = Number(option('seconds', '10'))
const seed = Number(option('seed', '20000'))
const top = Number(option('top', '25'))
const out = option('out', '') || (await mkdtemp(join(tmpdir(), 'content-store-profile-')))

const window: Window = { fromUs: 0, toUs: 0 }
await withStore(dialect, async (store, storeEnv) => {
  await migrateStore(storeEnv)
  await seedStore(store.location, seed)
  const entry = ['--cpu-prof', `--cpu-prof-dir=${out}`, ...ENTRY]
  await withServer({ ...storeEnv, ...REVIEW_POLICY_ENV, ...env }, entry, async (url) => {
    const context = await prepareContext(url, seed)
    // Only the load counts: the samples of the seeding, the start and the shutdown are left out.
    window.fromUs = Number(process.hrtime.bigint() / 1000n)
    const run = await loadScenario(url, scenario, context, seconds)
    window.toUs = Number(process.hrtime.bigint() / 1000n)
    console.log(
      `${scenario.name} on ${dialect}${settings.length ? ` (${settings.join(' ')})` : ''}: ` +
        `${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}`,
    )
  })
})

// One profile per thread, written as the service exits.
for (const file of (await readdir(out)).filter((f) => f.endsWith('.cpuprofile')).sort()) {
  const spots: Hotspots = hotspots(JSON.parse(await readFile(join(out, file), 'utf8')), top, window)
  // Node numbers the files <pid>.<thread>: thread 0 is the main thread, the others workers (SQLite's writer and reader).
  const thread = /\.\d+\.(\d+)\.\d+\.cpuprofile$/.exec(file)?.[1]
  console.log(
    `\n${thread === '0' ? 'main thread' : `worker thread ${thread}`} (${file}): ${spots.totalMs.toFixed(0)} ms sampled, ${spots.idlePercent.toFixed(0)} % idle`,
  )
  console.log('  by package:')
  for (const p of spots.byPackage) console.log(`    ${p.percent.toFixed(1).padStart(5)} %  ${p.name}`)
  console.log('  functions by self time:')
  for (const f of spots.functions)
    console.log(`    ${f.percent.toFixed(1).padStart(5)} %  ${f.name}  ${f.where}`)
}
console.log(`\nprofiles: ${out}`)
