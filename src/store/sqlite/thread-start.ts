// Starting one of the store's threads (the writer, writer-thread.ts; the reader, reader-thread.ts). The thread
// runs the build's bundle of its module (dist/sqlite-<name>-thread.js, scripts/build.mjs) when this module runs
// from a bundle (the service, the CLI, the tests as `npm test` runs them). Under tsx (npm run dev, a test file
// run by hand) this module is TypeScript, and a worker does not inherit tsx's loader on Node 20: it would
// register it first, which costs about a quarter of a second of CPU per store opened. So there too the thread
// runs the bundle when the build is current, and otherwise (a source changed since) the TypeScript source
// through tsx, so that it never runs stale code.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { isBuildCurrent, ROOT } from '../../../scripts/build-freshness.mjs'

const TYPESCRIPT = fileURLToPath(import.meta.url).endsWith('.ts')

/** The bundle each thread runs, or undefined where it must run its TypeScript source; decided once per thread. */
const bundles = new Map<string, string | undefined>()

function bundleOf(name: 'reader' | 'writer'): string | undefined {
  if (!bundles.has(name)) {
    const built = join(ROOT, 'dist', `sqlite-${name}-thread.js`)
    bundles.set(name, !TYPESCRIPT || isBuildCurrent(built) ? built : undefined)
  }
  return bundles.get(name)
}

/** A new thread running `<name>-thread`'s module with this workerData. */
export function startThread(name: 'reader' | 'writer', workerData: unknown): Worker {
  const bundle = bundleOf(name)
  if (bundle) {
    return new Worker(bundle, {
      workerData,
      ...(TYPESCRIPT ? { execArgv: withoutTsx(process.execArgv) } : {}),
    })
  }
  const source = new URL(`./${name}-thread.ts`, import.meta.url)
  return new Worker(
    `import('tsx/esm/api').then((api) => api.register()).then(() => import(${JSON.stringify(source.href)}))`,
    { eval: true, workerData },
  )
}

/** Node's arguments less `--import tsx` (in either spelling), for a worker that runs JavaScript. */
function withoutTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string
    if ((arg === '--import' || arg === '--require') && /tsx/.test(execArgv[i + 1] ?? '')) i++
    else if (!/^--(import|require)=.*tsx/.test(arg)) kept.push(arg)
  }
  return kept
}
