// The report of `npm run bench`: the line a run starts with, and docs/BENCHMARKS.md, which a full run writes:
// a head saying how the rows are measured and on what machine, then each section's part (bench/sections/),
// stamped with when it was measured. A section that `--only` left out keeps the previous report's.
import { readFile, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { type BenchOptions, ROOT, type Section } from './harness.js'
import { CONNECTIONS } from './tools/request-scenarios.js'

const REPORT = `${ROOT}docs/BENCHMARKS.md`
const NOT_RUN = '(not measured in this run)'

const rowTiming = ({ timing }: BenchOptions) =>
  `${CONNECTIONS} connections; each row ${timing.runs} alternating runs of ` +
  `${timing.measureS} s after ${timing.warmupS} s of warm-up`

/** The first line a run prints. */
export const runHeading = (options: BenchOptions) =>
  `# ${options.quick ? 'quick' : 'full'} run: ${rowTiming(options)}`

/** A section and what its run gave: undefined when `--only` left it out. */
export interface SectionResult {
  section: Section<unknown>
  result: unknown
}

export async function writeReport(sections: readonly SectionResult[], options: BenchOptions): Promise<void> {
  const cpu = cpus()
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory`
  // The machine goes with each section: a section kept from an earlier run may have been measured on another.
  const measured = `Measured ${new Date().toISOString()} on ${machine}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (1, 5, 15 min).`
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (the full run); `npm run bench -- --quick` prints a shorter run without writing.',
    'The service runs from `dist/` in its own process; autocannon generates the load from another, on the same',
    'cores. Each request row is measured on the service and on a bare-Fastify baseline that answers the same',
    'request with a fixed body of the same size, in alternation (baseline, service, baseline, …), so that both',
    'meet the same moments of this shared machine: the ratio is the median of the per-pair ratios, and the',
    "spread their lowest and highest. req/s, p50 and p99 are the medians of the service's runs.",
    '',
    `- Written: ${new Date().toISOString()}; each section says when it was measured, and on what`,
    `- This run's machine: ${machine} (each section names its own: some are kept from earlier runs)`,
    `- Node.js ${process.version}; ${rowTiming(options)}`,
    '',
    // Each section says when it was measured; a section `--only` left out is marked, and kept from before.
    ...sections.flatMap(({ section, result }) => [
      ...section.report(result, options, ['', options.runs(section.name) ? measured : NOT_RUN]),
      '',
    ]),
  ]
  const previous = await readFile(REPORT, 'utf8').catch(() => '')
  await writeFile(REPORT, keepSectionsNotRun(lines.join('\n'), previous))
  console.log('wrote docs/BENCHMARKS.md')
}

/** The report's section of dated measurements made by hand, which other documents link to. */
const BY_HAND = '## Measured by hand'

/**
 * Replaces each `## ` section marked NOT_RUN with the same section of the previous report, when it has one, and
 * keeps the previous report's BY_HAND section (measurements no run makes) after the run's own.
 */
function keepSectionsNotRun(report: string, previous: string): string {
  const headingOf = (part: string) => part.slice(0, part.indexOf('\n'))
  const sectionsOf = (text: string) => {
    const parts = text.split(/^(?=## )/m)
    return new Map(parts.slice(1).map((part) => [headingOf(part), part]))
  }
  const old = sectionsOf(previous)
  const [head = '', ...parts] = report.split(/^(?=## )/m)
  const byHand = old.get(BY_HAND)
  const sections = parts.map((part) => {
    const heading = headingOf(part)
    return part.includes(NOT_RUN) && old.has(heading) ? (old.get(heading) ?? part) : part
  })
  const body = head + sections.join('')
  return byHand === undefined ? body : `${body.trimEnd()}\n\n${byHand}`
}
