// Whether a built file of dist/ is as new as every source file under src/: the one test of a stale build, for
// `npm run cli` (scripts/cli.mjs), which rebuilds then, and for the tests (test/helpers/entry.ts), which run the
// TypeScript source through tsx then.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

function newestFile(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** True when `built` exists and no file under src/ is newer. */
export function isBuildCurrent(built) {
  let builtAt = 0
  try {
    builtAt = statSync(built).mtimeMs
  } catch {}
  return builtAt >= newestFile(join(ROOT, 'src'))
}
