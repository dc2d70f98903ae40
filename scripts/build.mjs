// `npm run build`: the service bundled by esbuild into dist/ (server.js, cli.js, the SQLite writer thread's
// sqlite-writer-thread.js and read thread's sqlite-reader-thread.js, with the chunks they share), the editor
// into dist/editor/, the client package into packages/client/dist/ (its own scripts/build.mjs), then the build marked as having seen every
// source (build-freshness.mjs). With `--tests`, also each test/*.test.ts, and each of the client package's
// packages/client/test/*.test.ts (named client-*), with what it imports into .test-build/, which `npm test`
// runs; with `--reliability-tests`, each test/reliability/*.test.ts into .test-build-reliability/, which
// `npm run test:reliability` runs.
//
// Why bundles: a process that loads one file instead of some 1,100 modules starts in about half the CPU time
// (`cli languages list` here: 0.8 s of CPU as separate modules, 0.45 s bundled), and the tests start hundreds
// of CLI and server processes and some thirty test processes. Type checking is `npm run typecheck`'s.
//
// Every bundle sits one folder below the root (dist/, .test-build/), as src/ and scripts/ do, so that paths
// made from ROOT (build-freshness.mjs) hold whether the code runs from its source or from a bundle.
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { markBuildCurrent, ROOT } from './build-freshness.mjs'

const common = {
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS packages inside an ES module bundle call require() for Node's own modules.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  // Loaded from node_modules as they are: better-sqlite3 finds its native addon beside its own files, pg
  // asks for the optional pg-native, Swagger UI serves the files in its package folder.
  external: ['better-sqlite3', 'pg-native', '@fastify/swagger-ui'],
}

/**
 * PostgreSQL's functions and triggers are SQL files that src/store/postgres/store-code.ts reads beside itself
 * (`./sql/`): beside a bundle, they are in `sql/` of its folder.
 */
function copyStoreSql(out) {
  cpSync(join(ROOT, 'src/store/postgres/sql'), join(ROOT, out, 'sql'), { recursive: true })
}

rmSync(join(ROOT, 'dist'), { recursive: true, force: true })
await build({
  ...common,
  entryPoints: {
    server: join(ROOT, 'src/server.ts'),
    cli: join(ROOT, 'src/cli.ts'),
    'sqlite-writer-thread': join(ROOT, 'src/store/sqlite/writer-thread.ts'),
    'sqlite-reader-thread': join(ROOT, 'src/store/sqlite/reader-thread.ts'),
  },
  outdir: join(ROOT, 'dist'),
})
copyStoreSql('dist')
await import('./build-editor.mjs')
// The client package (packages/client/dist/): its library, its CLI and their declarations.
await import('../packages/client/scripts/build.mjs')
markBuildCurrent()

/**
 * The test files that take longest, longest first (their wall time in `npm test` on 2026-11-25): `node --test`
 * starts files in the order it is given them, four at a time, so these start first and the short ones fill the
 * gaps, rather than a long one starting last and running alone. Their bundles are numbered in this order; the
 * other files follow in alphabetical order.
 */
const LONGEST_FIRST = [
  'drafts',
  'dump',
  'concurrency',
  'reading',
  'change-log',
  'webhooks',
  'idempotency',
  'search',
  'cli',
  'content-api',
]

/**
 * Bundles each `*.test.ts` of the `folders` (from the root; each with a prefix for its files' names) into
 * `out`, named `<NN>-<prefix><name>.test.mjs` by `order`.
 */
async function buildTests(folders, out, order) {
  rmSync(join(ROOT, out), { recursive: true, force: true })
  const tests = folders.flatMap(([folder, prefix]) =>
    readdirSync(join(ROOT, folder))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => [`${prefix}${name}`, join(ROOT, folder, name)]),
  )
  await build({
    ...common,
    entryPoints: Object.fromEntries(
      tests.map(([name, path]) => [
        `${String(order(name)).padStart(2, '0')}-${name.replace(/\.ts$/, '')}`,
        path,
      ]),
    ),
    outdir: join(ROOT, out),
    outExtension: { '.js': '.mjs' },
  })
  copyStoreSql(out)
}

if (process.argv.includes('--tests')) {
  await buildTests(
    [
      ['test', ''],
      ['packages/client/test', 'client-'],
    ],
    '.test-build',
    (name) => {
      const at = LONGEST_FIRST.indexOf(name.replace(/\.test\.ts$/, ''))
      return at === -1 ? LONGEST_FIRST.length : at
    },
  )
}
if (process.argv.includes('--reliability-tests')) {
  await buildTests([['test/reliability', '']], '.test-build-reliability', () => 0)
}
