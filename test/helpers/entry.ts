// How the tests start the service's own processes (the server, the CLI): from the build when it is newer than
// every source file, as after `npm run build`, which `npm test` runs first (such a process starts in a
// fraction of the time tsx takes to compile the app at each start, and the suites start hundreds); otherwise
// from the TypeScript source through tsx, so that a test never runs stale code.
import { join } from 'node:path'
import { isBuildCurrent, ROOT } from '../../scripts/build-freshness.mjs'

/** Node's arguments that run `src/<name>.ts`: the build's `dist/<name>.js` when it is up to date. */
export function entryOf(name: 'server' | 'cli'): string[] {
  const built = join(ROOT, 'dist', `${name}.js`)
  return isBuildCurrent(built) ? [built] : ['--import', 'tsx', join(ROOT, 'src', `${name}.ts`)]
}
