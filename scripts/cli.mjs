// `npm run cli`: runs the built CLI (dist/cli.js), building first only when a source file is newer than the
// build, so that an operator's command answers in well under a second rather than after a 4 s compile.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const built = join(root, 'dist', 'cli.js')

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

let builtAt = 0
try {
  builtAt = statSync(built).mtimeMs
} catch {}
if (builtAt < newestSource(join(root, 'src'))) {
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')],
    {
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  // tsc leaves an output whose text is unchanged as it was, old time and all: without this, a change to any
  // other file made every later command build again (8 s, and tsc's 250 MB peak in a measured import's RSS).
  const now = new Date()
  utimesSync(built, now, now)
}
const run = spawnSync(process.execPath, [built, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
