// CI (.ci/run): keeps this machine's own compile of better-sqlite3 where its installer, prebuild-install, looks
// for a cached prebuild (the npm cache's _prebuilds folder), so that the next `npm ci` on this machine unpacks it
// instead of compiling SQLite again (about 55 s of a CI run). Nothing is downloaded: where no compile of this
// version, Node.js ABI and platform was kept, npm ci compiles as before, and this script keeps that one.
// prebuild-install is better-sqlite3's dependency; where it is not installed, there is nothing to keep.
const { execFileSync } = require('node:child_process')
const { existsSync, mkdirSync, renameSync, rmSync } = require('node:fs')
const path = require('node:path')

const addon = path.join(__dirname, '..', 'node_modules', 'better-sqlite3')
const built = path.join('build', 'Release', 'better_sqlite3.node')
let rc
let util
try {
  util = require('prebuild-install/util')
  const pkg = require(path.join(addon, 'package.json'))
  // prebuild-install's own settings for this package: the same URL, hence the same cache file, as it looks for.
  rc = { ...require('prebuild-install/rc')(pkg), pkg }
} catch {
  process.exit(0)
}
const cached = util.cachedPrebuild(util.getDownloadUrl(rc))
if (existsSync(cached) || !existsSync(path.join(addon, built))) process.exit(0)
// Written beside it and renamed: a run stopped half-way leaves no broken archive for the next npm ci.
const partial = `${cached}.${process.pid}.tmp`
try {
  mkdirSync(path.dirname(cached), { recursive: true })
  execFileSync('tar', ['czf', partial, '-C', addon, built])
  renameSync(partial, cached)
  console.log(`kept the compiled better-sqlite3 for the next npm ci (${path.basename(cached)})`)
} catch (error) {
  // Only a saving for the next run: CI goes on without it.
  try {
    rmSync(partial, { force: true })
  } catch {
    // Where the folder could not be made there is no partial file either.
  }
  console.log(`did not keep the compiled better-sqlite3 (${error.message.split('\n')[0]}); CI goes on`)
}
