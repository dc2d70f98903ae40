// `npm run bench`: load-tests the built service on each store beside a bare-Fastify baseline started in the
// same run, in alternation with it, and reports every result as a ratio to the baseline of the same request
// (the median of the per-pair ratios, with their spread). The full run writes docs/BENCHMARKS.md; `--quick`
// (shorter runs, smaller stores) only prints. `--only=requests,filtered,listing,slow,search,memory,feed,drafts,dumps,formats,checks,soak`
// runs some sections; `--soak-rate=` and `--soak-minutes=` set the soak's load; `--stores=postgres` runs the
// sections that list stores on those only (the request rows run on every store).
//
// Server and load generator are separate processes sharing this machine's cores, as in the targets. Each
// section (bench/sections/) measures and prints its rows; bench/report.ts writes them.
import { parseOptions, type Section } from './harness.js'
import { runHeading, type SectionResult, writeReport } from './report.js'
import { checks } from './sections/checks.js'
import { drafts } from './sections/drafts.js'
import { dumps } from './sections/dumps.js'
import { feed } from './sections/feed.js'
import { filtered } from './sections/filtered.js'
import { formats } from './sections/formats.js'
import { listing } from './sections/listing.js'
import { memory } from './sections/memory.js'
import { requests } from './sections/requests.js'
import { search } from './sections/search.js'
import { slow } from './sections/slow.js'
import { soak } from './sections/soak.js'

/** The sections in the order they run and are reported. */
const SECTIONS: readonly Section<unknown>[] = [
  requests,
  filtered,
  listing,
  slow,
  search,
  memory,
  feed,
  drafts,
  dumps,
  formats,
  checks,
  soak,
]

const options = parseOptions(process.argv)
console.log(runHeading(options))
const results: SectionResult[] = []
for (const section of SECTIONS) {
  results.push({ section, result: options.runs(section.name) ? await section.run(options) : undefined })
}
// A full run writes the report, with the sections it ran (`--only` leaves the others out, and says so).
if (!options.quick) await writeReport(results, options)
