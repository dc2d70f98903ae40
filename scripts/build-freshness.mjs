// Whether the build in dist/ has seen every source file under src/ (and packages/client/src/, whose CLI it
// bundles): the one test of a stale build, for `npm run cli` (scripts/cli.mjs), which builds first then, and
// for code run through tsx (test/helpers/entry.ts, the SQLite writer thread), which runs the TypeScript
// source then. `npm run build` (scripts/build.mjs) marks
// a stamp file after each build, which says when the build last saw the sources.
//
// ROOT is the one place that knows where the project's folder is: this module sits one folder below it, as
// the bundles do (dist/, .test-build/), so it holds inside a bundle as well.
import { closeSync, openSync, readdirSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUILD_STAMP = join(ROOT, 'dist', '.built')

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

/** The source the service's build bundles: its own, and the client package's (the CLI's pull, push, status). */
const SOURCES = [join(ROOT, 'src'), join(ROOT, 'packages', 'client', 'src')]

/** True when `built` exists and the build has seen every file under src/ and packages/client/src/. */
export function isBuildCurrent(built) {
  const builtAt = modifiedAt(built)
  return builtAt > 0 && Math.max(builtAt, modifiedAt(BUILD_STAMP)) >= Math.max(...SOURCES.map(newestFile))
}

/** Records that the build has just seen every source file. */
export function markBuildCurrent() {
  const now = new Date()
  closeSync(openSync(BUILD_STAMP, 'a'))
  utimesSync(BUILD_STAMP, now, now)
}
