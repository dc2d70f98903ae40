// `npm run cli`: runs the built CLI (dist/cli.js), building first only when a source file is newer than the
// build, so that an operator's command answers in well under a second rather than after a 4 s compile.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { isBuildCurrent, markBuildCurrent, ROOT } from './build-freshness.mjs'

const built = join(ROOT, 'dist', 'cli.js')
if (!isBuildCurrent(built)) {
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'tsconfig.build.json')],
    { stdio: 'inherit' },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  markBuildCurrent()
}
const run = spawnSync(process.execPath, [built, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
