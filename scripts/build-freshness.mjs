// Whether the build in dist/ has seen every source file under src/: the one test of a stale build, for
// `npm run cli` (scripts/cli.mjs), which builds first then, and for the tests (test/helpers/entry.ts), which run
// the TypeScript source through tsx then. The build is incremental: tsc rewrites only the outputs whose text
// changed, so an output's own time says little; the build-info file, which `npm run build` marks after each
// build (`node scripts/build-freshness.mjs mark`), says when the build last saw the sources.
import { closeSync, openSync, readdirSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUILD_INFO = join(ROOT, 'dist', '.tsbuildinfo')

function newestFile(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs)
  }
  return newest
}

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

/** True when `built` exists and the build has seen every file under src/. */
export function isBuildCurrent(built) {
  const builtAt = modifiedAt(built)
  return builtAt > 0 && Math.max(builtAt, modifiedAt(BUILD_INFO)) >= newestFile(join(ROOT, 'src'))
}

/** Records that the build has just seen every source file. */
export function markBuildCurrent() {
  const now = new Date()
  closeSync(openSync(BUILD_INFO, 'a'))
  utimesSync(BUILD_INFO, now, now)
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'mark') markBuildCurrent()
