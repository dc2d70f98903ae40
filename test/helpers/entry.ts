// How the tests start the service's own processes (the server, the CLI): from the build when it is newer than
// every source file, as in CI after `npm run build` (such a process starts in a fraction of the time tsx
// takes to compile the app at each start, and the suites start hundreds); otherwise from the TypeScript
// source through tsx, so that a test never runs stale code.
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

/** Node's arguments that run `src/<name>.ts`: the build's `dist/<name>.js` when it is up to date. */
export function entryOf(name: 'server' | 'cli'): string[] {
  const built = join(ROOT, 'dist', `${name}.js`)
  return builtAt(built) >= newestSource ? [built] : ['--import', 'tsx', join(ROOT, 'src', `${name}.ts`)]
}
