// `npm run bench:instructions -- <scenario> [--store=sqlite|postgres] [--requests=4000] [--warm=9000]
// [--seed=2000] [--top=30] [NAME=value ...]`: the instructions a request of one scenario costs the service and
// the bare-Fastify baseline, counted by valgrind's callgrind. The service's count repeated within 3 % in
// three runs, one of them beside a CI run, where the request rows' req/s on this shared machine move by a
// third between runs: this is how a change to the plumbing of every request (hooks, headers, metrics) is told
// from noise, by counting both builds. The baseline's count moves more (V8 leaves its code in a slower state
// in some runs): a ratio to it needs several runs.
//
// Both servers run under callgrind at once (each thread counted apart, `--separate-threads`), each with V8's
// perf map (`--perf-basic-prof`) so that compiled JavaScript is named. Each takes `--warm` requests of the
// scenario at 4 connections (V8 compiles the hot code), then its counts are zeroed, then it takes
// `--requests` more, then the counts are written. Printed: instructions per request, all threads and the main
// thread, the service over the baseline, and the main thread's functions that cost the service most over the
// baseline. Slow (a start under valgrind takes a minute or two); `npm run bench` does not run it.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import autocannon, { type Request } from 'autocannon'
import { build } from 'esbuild'
import { freePort, pollHealth } from '../test/helpers/server-process.js'
import { ENTRY, migrateStore, ROOT, withServer, withStore } from './harness.js'
import {
  prepareContext,
  REVIEW_POLICY_ENV,
  type Scenario,
  type ScenarioContext,
} from './tools/request-scenarios.js'
import { rowArguments } from './tools/row-arguments.js'
import { seedStore } from './tools/seed.js'

const run = promisify(execFile)
const { scenario, dialect, option, settings, env } = rowArguments(process.argv.slice(2))
try {
  await run('valgrind', ['--version'])
} catch {
  console.error('valgrind is not installed (Debian: apt-get install valgrind)')
  process.exit(2)
}
const requests = Number(option('requests', '4000'))
const warm = Number(option('warm', '9000'))
const seed = Number(option('seed', '2000'))
const top = Number(option('top', '30'))
const out = await mkdtemp(join(tmpdir(), 'content-store-instructions-'))

interface Counted {
  name: string
  child: ChildProcess
  url: string
}

/** A server (node and its arguments) under callgrind, its counts written to `out`/<name>.out-<thread>. */
async function startCounted(name: string, args: readonly string[], serverEnv: Record<string, string>) {
  const port = await freePort()
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      '--smc-check=all-non-file',
      `--callgrind-out-file=${join(out, `${name}.out`)}`,
      process.execPath,
      '--perf-basic-prof',
      ...args,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WARM_UP_ROUNDS: '0',
        SHUTDOWN_DRAIN_MS: '0',
        ...serverEnv,
        PORT: String(port),
      },
      // Where V8 writes its logs of the perf map run, not the project.
      cwd: out,
      stdio: 'ignore',
    },
  )
  // Up to 10 minutes: a start under valgrind takes one or two.
  const url = await pollHealth(`http://127.0.0.1:${port}`, once(child, 'exit'), 6000).catch(() => {
    throw new Error(`${name} did not answer under valgrind`)
  })
  return { name, child, url }
}

/**
 * Sends callgrind a command (`--zero`, `--dump`). vgdb finds the process by a file named after its user and
 * HOST, and the servers run with HOST=127.0.0.1: so does the command.
 */
async function command(counted: Counted, what: string) {
  const { stdout, stderr } = await run('callgrind_control', [what, String(counted.child.pid)], {
    env: { ...process.env, HOST: '127.0.0.1' },
  })
  if (!stdout.includes('OK') || stderr.includes('error'))
    throw new Error(`callgrind_control ${what}: ${stderr}`)
}

/** `amount` requests of the scenario at 4 connections; fails on any answer of another status. */
async function send(url: string, amount: number, context: ScenarioContext, chosen: Scenario) {
  const result = await autocannon({
    url,
    connections: 4,
    amount,
    timeout: 60,
    requests: [{ setupRequest: (req: Request) => ({ ...req, ...chosen.request(context) }) }],
  })
  const answered = (result.statusCodeStats as Record<string, { count: number }>)[String(chosen.expect)]
  if ((answered?.count ?? 0) !== amount) throw new Error(`${url}: not every answer was ${chosen.expect}`)
}

/** One thread's functions: instructions by function name, JIT code named through the perf map. */
async function functionsOf(file: string, pid: number): Promise<Map<string, number>> {
  const perfMap = (await readFile(`/tmp/perf-${pid}.map`, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, size, ...name] = line.split(' ')
      const from = Number.parseInt(start ?? '0', 16)
      return { start: from, end: from + Number.parseInt(size ?? '0', 16), name: name.join(' ') }
    })
    .sort((a, b) => a.start - b.start)
  const jitName = (address: number) => {
    let low = 0
    let high = perfMap.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const code = perfMap[middle] as (typeof perfMap)[number]
      if (address < code.start) high = middle - 1
      else if (address >= code.end) low = middle + 1
      else return `JS ${code.name}`
    }
    return 'JS (code since collected)'
  }
  const { stdout } = await run('callgrind_annotate', ['--threshold=100', file], {
    maxBuffer: 64 * 1024 * 1024,
  })
  const functions = new Map<string, number>()
  for (const line of stdout.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line)
    if (!match?.[1] || !match[2] || match[2].includes('PROGRAM TOTALS')) continue
    const count = Number(match[1].replaceAll(',', ''))
    const jit = /^\?\?\?:0x([0-9a-f]+) \[\?\?\?\]$/.exec(match[2])
    const name = jit?.[1]
      ? jitName(Number.parseInt(jit[1], 16))
      : match[2]
          .replace(/^\?\?\?:/, '')
          .replace(/\(.*$/, '')
          .replace(/ \[.*$/, '')
    functions.set(name, (functions.get(name) ?? 0) + count)
  }
  return functions
}

/** Instructions of every thread of a dump, and of its main thread (thread 1), per function of the main. */
async function countsOf(counted: Counted) {
  const files = (await readdir(out)).filter((f) => f.startsWith(`${counted.name}.out.`) && /-\d+$/.test(f))
  let all = 0
  let main = 0
  let functions = new Map<string, number>()
  for (const file of files) {
    const text = await readFile(join(out, file), 'utf8')
    const total = Number(/^(?:summary|totals): (\d+)/m.exec(text)?.[1] ?? 0)
    all += total
    if (/-0*1$/.test(file)) {
      main = total
      functions = await functionsOf(join(out, file), counted.child.pid ?? 0)
    }
  }
  return { all, main, functions }
}

/** Waits until each name has a dump of every thread (`<name>.out.1-NN`) that no longer grows. */
async function dumpsWritten(names: readonly string[]) {
  let last = ''
  for (let waited = 0; waited < 300; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const files = (await readdir(out)).filter((f) => /\.out\.\d+-\d+$/.test(f)).sort()
    const sizes = (await Promise.all(files.map(async (f) => `${f}:${(await stat(join(out, f))).size}`))).join(
      ',',
    )
    if (names.every((n) => files.some((f) => f.startsWith(`${n}.out.`))) && sizes === last) return
    last = sizes
  }
  throw new Error('callgrind wrote no dump within 5 minutes')
}

// The baseline as plain JavaScript beside the project's node_modules, where its import of fastify resolves (a
// bundle of it started in minutes under valgrind rather than one).
const baselineEntry = join(ROOT, 'node_modules/.cache/content-store-bench/baseline-server.mjs')
await build({
  entryPoints: [join(ROOT, 'bench/servers/baseline-server.ts')],
  outfile: baselineEntry,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
})

await withStore(dialect, async (store, storeEnv) => {
  await migrateStore(storeEnv)
  await seedStore(store.location, seed)
  // The keyed contents the scenarios read and write, made by the service running as it does (under valgrind
  // they would take minutes).
  const context = await withServer(
    { ...storeEnv, ...REVIEW_POLICY_ENV, ...env },
    ENTRY,
    async (url) => await prepareContext(url, seed),
  )
  console.log('starting the service and the baseline under callgrind (a minute or two) …')
  const [service, baseline] = await Promise.all([
    startCounted('service', ENTRY, { ...storeEnv, ...REVIEW_POLICY_ENV, ...env }),
    startCounted('baseline', [baselineEntry], {}),
  ])
  try {
    await Promise.all([service, baseline].map((s) => send(s.url, warm, context, scenario)))
    for (const s of [service, baseline]) await command(s, '--zero')
    await Promise.all([service, baseline].map((s) => send(s.url, requests, context, scenario)))
    for (const s of [service, baseline]) await command(s, '--dump')
    // The dumps are written after the command is acknowledged: wait until they stop growing.
    await dumpsWritten(['service', 'baseline'])
  } finally {
    for (const s of [service, baseline]) {
      s.child.kill('SIGKILL')
      await once(s.child, 'exit').catch(() => {})
    }
  }
  const [ofService, ofBaseline] = [await countsOf(service), await countsOf(baseline)]
  const perRequest = (n: number) => Math.round(n / requests)
  console.log(
    `\n${scenario.name} on ${dialect}${settings.length ? ` (${settings.join(' ')})` : ''}: ` +
      `instructions per request, ${requests} requests after ${warm}`,
  )
  console.log(`  ${''.padEnd(12)} ${'all threads'.padStart(12)} ${'main thread'.padStart(12)}`)
  for (const [name, c] of [
    ['service', ofService],
    ['baseline', ofBaseline],
  ] as const)
    console.log(
      `  ${name.padEnd(12)} ${String(perRequest(c.all)).padStart(12)} ${String(perRequest(c.main)).padStart(12)}`,
    )
  console.log(
    `  service / baseline: all threads ${(ofService.all / ofBaseline.all).toFixed(2)}, main thread ${(ofService.main / ofBaseline.main).toFixed(2)}`,
  )
  // callgrind_annotate lists the frames that hold the whole thread (main, the event loop) too: left out.
  const names = new Set(
    [...ofService.functions.keys(), ...ofBaseline.functions.keys()].filter(
      (name) => (ofService.functions.get(name) ?? 0) < 0.5 * ofService.main,
    ),
  )
  const rows = [...names]
    .map((name) => ({
      name,
      service: ofService.functions.get(name) ?? 0,
      baseline: ofBaseline.functions.get(name) ?? 0,
    }))
    .sort((a, b) => b.service - b.baseline - (a.service - a.baseline))
    .slice(0, top)
  console.log(`\n  main thread, self instructions per request: service, baseline, the difference`)
  for (const row of rows)
    console.log(
      `  ${String(perRequest(row.service)).padStart(8)} ${String(perRequest(row.baseline)).padStart(8)} ${String(perRequest(row.service - row.baseline)).padStart(8)}  ${row.name.slice(0, 110)}`,
    )
  console.log(`\ncallgrind's files: ${out}`)
})
