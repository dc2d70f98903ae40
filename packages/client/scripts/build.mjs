// The package's build (`npm run build` here, and the root's `npm run build`), into dist/:
// - index.js: the library (typed client, change stream, i18next backend) as one ES module for browsers and
//   Node 20 alike, eventsource-parser bundled in (so the package has no dependency; i18next is a peer, and
//   only its types are imported). Built for the browser platform: a Node built-in module in it fails the build.
// - cli.js: the `content-store` command (the package's bin), for Node 20.
// - index.d.ts and what it names: the declarations, by tsc (tsconfig.build.json).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist`
rmSync(out, { recursive: true, force: true })

const common = {
  bundle: true,
  format: 'esm',
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'inline',
}
await Promise.all([
  build({
    ...common,
    entryPoints: { index: `${root}src/index.ts` },
    outdir: out,
    platform: 'browser',
    target: ['es2022'],
    external: ['i18next'],
  }),
  build({
    ...common,
    entryPoints: { cli: `${root}src/cli/bin.ts` },
    outdir: out,
    platform: 'node',
    target: 'node20',
  }),
])
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', `${root}tsconfig.build.json`], { stdio: 'inherit' })
