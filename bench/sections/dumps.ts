// `dumps`: a synthetic dump imported into a fresh store by the built CLI and exported again, several times
// per store, timed, with the CLI's peak RSS; after each import a fresh server's nn-NO bundle (every content
// has a Nynorsk text), timed as apps meet it (bench/tools/dumps.ts).
import { loadavg } from 'node:os'
import {
  CLI,
  ENTRY,
  MB,
  quantile,
  type Section,
  spread,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { type BundleTimings, removeDump, timeBundle, timeCli, writeDump } from '../tools/dumps.js'

interface DumpResult {
  target: string
  /** The 1-minute load average as each run began. */
  load: number[]
  /** The CLI's peak RSS for `languages list` on the store: its own footprint. Bytes. */
  footprint: number[]
  importSeconds: number[]
  importRss: number[]
  exportSeconds: number[]
  exportRss: number[]
  bundles: BundleTimings[]
}

/** Contents of the dump, and its runs (each on a fresh store and server). */
const dumpSize = (quick: boolean) => (quick ? 20_000 : 100_000)
const DUMP_RUNS = 3
const bundleCounts = (quick: boolean) => ({
  contents: dumpSize(quick),
  repeats: quick ? 5 : 10,
  writes: 5,
  revalidations: quick ? 100 : 500,
})

export const dumps: Section<DumpResult[]> = {
  name: 'dumps',

  async run({ quick }) {
    const size = dumpSize(quick)
    const out: DumpResult[] = []
    const dump = await writeDump(size)
    const exported = `${dump}.export`
    try {
      for (const { dialect, target } of storesToList()) {
        const result: DumpResult = {
          target,
          load: [],
          footprint: [],
          importSeconds: [],
          importRss: [],
          exportSeconds: [],
          exportRss: [],
          bundles: [],
        }
        for (let run = 0; run < DUMP_RUNS; run++) {
          await withStore(dialect, async (_store, { DATABASE_URL: url }) => {
            result.load.push(loadavg()[0] ?? 0)
            const imported = await timeCli(CLI, url, ['--create', 'import', dump])
            result.footprint.push((await timeCli(CLI, url, ['languages', 'list'])).peakRssBytes)
            result.importSeconds.push(imported.seconds)
            result.importRss.push(imported.peakRssBytes)
            const written = await timeCli(CLI, url, ['export', '--out', exported])
            result.exportSeconds.push(written.seconds)
            result.exportRss.push(written.peakRssBytes)
            const bundle = await withServer({ DATABASE_URL: url }, ENTRY, (server) =>
              timeBundle(server, 'nn-NO', bundleCounts(quick)),
            )
            result.bundles.push(bundle)
            console.log(
              `${target.padEnd(11)} dump of ${size}: import ${imported.seconds.toFixed(1)} s, peak RSS ` +
                `${(imported.peakRssBytes / MB).toFixed(0)} MB (languages list ${((result.footprint.at(-1) ?? 0) / MB).toFixed(0)} MB); ` +
                `export ${written.seconds.toFixed(1)} s, ${(written.peakRssBytes / MB).toFixed(0)} MB; bundle of ` +
                `${(bundle.bytes / MB).toFixed(2)} MB: first ${bundle.first.toFixed(0)} ms, repeated p50 ` +
                `${quantile(bundle.repeated, 0.5).toFixed(1)} ms, after a write p50 ${quantile(bundle.afterWrite, 0.5).toFixed(1)} ms, ` +
                `304 p50 ${quantile(bundle.notModified, 0.5).toFixed(2)} ms p99 ${quantile(bundle.notModified, 0.99).toFixed(2)} ms ` +
                `(${bundle.refreshed} 200s to the ETag without a write)`,
            )
          })
        }
        out.push(result)
      }
    } finally {
      await removeDump(dump)
      await removeDump(exported)
    }
    return out
  },

  report(result, { quick }, stamp) {
    const results = result ?? []
    const counts = bundleCounts(quick)
    return [
      '## Dumps and bundles',
      '',
      `A synthetic dump of ${dumpSize(quick).toLocaleString('en')} contents (bench/tools/dumps.ts: each a Bokmål text and a Nynorsk version,`,
      'half with keys) imported into a fresh store by the built CLI and exported again; peak RSS of the CLI',
      "process by `/usr/bin/time -f %M`, beside that of `cli languages list` on the same store (the CLI's own",
      `footprint). Then a fresh server's \`GET /ContentApi/Bundles/nn-NO\` (every content, by the fallback chain):`,
      'the first rendering after the start, the same bundle asked again, asked with its old ETag right after a',
      `text is written (${counts.writes} writes spread over the ids), and ${counts.revalidations} 304s to its ETag one after another.`,
      `${DUMP_RUNS} runs per store, each on a fresh store and server: the medians, with the lowest and highest in brackets`,
      '(for the timings within a run, the medians of each run). The 1-minute load average as the runs began:',
      `${results.map((d) => `${d.target} ${spread(d.load, 1)}`).join(', ')}. On PostgreSQL the ETag may change without a`,
      'write when a transaction elsewhere on the server ends (README): such 200s are not timed as 304s, and came',
      `${results.map((d) => `${d.bundles.reduce((sum, b) => sum + b.refreshed, 0)} times on ${d.target}`).join(', ')}.`,
      '',
      '| Store | import s | import peak RSS MB | CLI footprint MB | export s | export peak RSS MB |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map(
        (d) =>
          `| ${d.target} | ${spread(d.importSeconds, 1)} | ${spread(d.importRss.map((b) => b / MB))} | ` +
          `${spread(d.footprint.map((b) => b / MB))} | ${spread(d.exportSeconds, 1)} | ${spread(d.exportRss.map((b) => b / MB))} |`,
      ),
      '',
      '| Store | Bundle MB | first rendering ms | repeated ms | after a write ms | 304 p50 ms | 304 p99 ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...results.map((d) => {
        const p = (pick: (b: BundleTimings) => number, digits = 0) => spread(d.bundles.map(pick), digits)
        return (
          `| ${d.target} | ${((d.bundles[0]?.bytes ?? 0) / MB).toFixed(2)} | ${p((b) => b.first)} | ` +
          `${p((b) => quantile(b.repeated, 0.5))} | ${p((b) => quantile(b.afterWrite, 0.5))} | ` +
          `${p((b) => quantile(b.notModified, 0.5), 2)} | ${p((b) => quantile(b.notModified, 0.99), 2)} |`
        )
      }),
      ...stamp,
      '',
      ...DUMP_NOTE,
    ]
  },
}

/** The rows of this section that take minutes, run by hand (2026-11-25). */
const DUMP_NOTE = [
  'By hand, as they take minutes: a dump of 1,000,000 contents (`tsx bench/make-dump.ts 1000000`, 387 MB), by',
  '`npm run cli`, each under `/usr/bin/time -f %M`, one run each, 2026-11-25 at a 1-minute load average of 2–12:',
  '',
  '| Store | What | Time | Peak RSS | over `cli languages list` |',
  '|---|---|---:|---:|---:|',
  '| SQLite | `cli --create import` | 37.9 s | 146 MB | +41 MB (104 MB) |',
  '| SQLite | `cli export --out` (byte-identical to the imported file) | 7.4 s | 158 MB | +53 MB |',
  '| PostgreSQL | `cli import` | 110.0 s | 163 MB | +70 MB (94 MB) |',
  '',
  "Where a bundle's time goes (100,000 contents): the first rendering used to read every current text as a row",
  'and build each member in JavaScript: 0.7–0.8 s at a load average of 1–2, 1.7–2.0 s at 15. Each window of',
  '10,000 ids is now one query that applies the fallback chain and writes the JSON members (SQLite builds them',
  'as one JSON object), so the service only joins strings: about 10–20 ms a window on SQLite, 20–50 ms of',
  "PostgreSQL's CPU (four windows at once). In an earlier run the same day, at a load average of 11, the first",
  'rendering took 172–1,030 ms on SQLite and 438–538 ms on PostgreSQL: under 300 ms needs a quiet machine.',
  'A 304 is the one indexed read of the change log.',
  '',
  "Import batches hold 250 contents: at 1,000 a batch lived long enough to be moved to V8's old generation,",
  'which grew by about 100 MB between full collections (peak 210 MB for 100,000 contents then, 146 MB now).',
  '`npm run cli` builds first when a source is newer than the build; a build that left `dist/cli.js`',
  "unchanged used to be taken for stale, so every later command built again and tsc's own 250 MB counted in",
  'its peak RSS.',
]
