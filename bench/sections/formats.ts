// `formats`: a store of 100,000 contents (the dumps section's synthetic dump, imported by the built CLI), and
// a fresh server's first rendering of the nn-NO bundle in each file format beside today's flat JSON bundle:
// the time to the whole answer, its size, and MB/s. Each format's first request after a start renders it
// whole (later ones are kept until the store changes), so each run starts a fresh server.
import { loadavg } from 'node:os'
import { FORMAT_NAMES } from '../../src/schemas/formats.js'
import { CLI, ENTRY, MB, type Section, spread, storesToList, withServer, withStore } from '../harness.js'
import { removeDump, timeCli, writeDump } from '../tools/dumps.js'

const FORMATS = ['json', ...FORMAT_NAMES] as const
type Format = (typeof FORMATS)[number]

interface FormatResult {
  target: string
  load: number[]
  /** Per format: each run's time to the whole answer (ms) and its size (bytes). */
  ms: Record<Format, number[]>
  bytes: Record<Format, number>
}

const size = (quick: boolean) => (quick ? 20_000 : 100_000)
const RUNS = 3

export const formats: Section<FormatResult[]> = {
  name: 'formats',

  async run({ quick }) {
    const dump = await writeDump(size(quick))
    const out: FormatResult[] = []
    try {
      for (const { dialect, target } of storesToList()) {
        const result: FormatResult = {
          target,
          load: [],
          ms: Object.fromEntries(FORMATS.map((f) => [f, []])) as unknown as Record<Format, number[]>,
          bytes: Object.fromEntries(FORMATS.map((f) => [f, 0])) as Record<Format, number>,
        }
        await withStore(dialect, async (_store, { DATABASE_URL: url }) => {
          await timeCli(CLI, url, ['--create', 'import', dump])
          for (let run = 0; run < RUNS; run++) {
            result.load.push(loadavg()[0] ?? 0)
            await withServer({ DATABASE_URL: url }, ENTRY, async (server) => {
              for (const format of FORMATS) {
                const started = performance.now()
                const answer = await fetch(`${server}/ContentApi/Bundles/nn-NO?format=${format}`)
                const body = Buffer.from(await answer.arrayBuffer())
                const ms = performance.now() - started
                if (answer.status !== 200) throw new Error(`format=${format} answered ${answer.status}`)
                result.ms[format].push(ms)
                result.bytes[format] = body.length
              }
            })
          }
        })
        console.log(
          `${target.padEnd(11)} first rendering of ${size(quick)} contents: ` +
            FORMATS.map(
              (f) => `${f} ${spread(result.ms[f])} ms (${(result.bytes[f] / MB).toFixed(2)} MB)`,
            ).join(', '),
        )
        out.push(result)
      }
    } finally {
      await removeDump(dump)
    }
    return out
  },

  report(result, { quick }, stamp) {
    const results = result ?? []
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    return [
      '## File formats',
      '',
      `The dumps section's synthetic store of ${size(quick).toLocaleString('en')} contents (each with a Nynorsk text, half with keys),`,
      "and a fresh server's first `GET /ContentApi/Bundles/nn-NO?format=…` in each format, one after another, beside",
      "today's flat JSON bundle (`json`): the time to the whole answer, its size, and MB/s (size over the median",
      `time). ${RUNS} runs per store, each on a fresh server: the median, lowest and highest in brackets. The 1-minute`,
      `load average as the runs began: ${results.map((d) => `${d.target} ${spread(d.load, 1)}`).join(', ')}.`,
      '',
      '| Store | Format | MB | first rendering ms | MB/s | time vs json |',
      '|---|---|---:|---:|---:|---:|',
      ...results.flatMap((d) =>
        FORMATS.map((f) => {
          const ms = median(d.ms[f])
          const mbps = d.bytes[f] / MB / (ms / 1000)
          return (
            `| ${d.target} | ${f} | ${(d.bytes[f] / MB).toFixed(2)} | ${spread(d.ms[f])} | ${mbps.toFixed(1)} | ` +
            `${(ms / median(d.ms.json)).toFixed(1)}× |`
          )
        }),
      ),
      ...stamp,
    ]
  },
}
