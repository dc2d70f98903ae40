#!/usr/bin/env node
// `npm run cli` (and `npx content-store`, this package's bin): runs the built CLI (dist/cli.js) in this
// process, building first only when a source file is newer than the build, so that an operator's command
// answers in well under a second.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isBuildCurrent, ROOT } from './build-freshness.mjs'

const built = join(ROOT, 'dist', 'cli.js')
if (!isBuildCurrent(built)) {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The CLI reads its arguments from process.argv after the script's path, as it would run alone.
await import(pathToFileURL(built).href)
