// How the tests start the service's own processes (the server, the CLI): from the build when it is newer than
// every source file, as after `npm run build`, which `npm test` runs first (such a process starts in a
// fraction of the time tsx takes to compile the app at each start, and the suites start hundreds); otherwise
// from the TypeScript source through tsx, so that a test never runs stale code.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

function newestFile(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs)
  }
  return newest
}

function builtAt(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

const newestSource = newestFile(join(ROOT, 'src'))

/**
 * Node's arguments that run `src/<name>.ts`: the build's `dist/<name>.js` when it is up to date. An
 * incremental build rewrites only the files whose output changed, and its build-info file whenever it emits:
 * the newer of the two is when the build last saw the sources.
 */
export function entryOf(name: 'server' | 'cli'): string[] {
  const built = join(ROOT, 'dist', `${name}.js`)
  const upToDate = Math.max(builtAt(built), builtAt(join(ROOT, 'dist', '.tsbuildinfo'))) >= newestSource
  return builtAt(built) > 0 && upToDate ? [built] : ['--import', 'tsx', join(ROOT, 'src', `${name}.ts`)]
}
