// `listing`: a GET of every content at each size, on each store, read as fast as the client can, four times
// (the first cold, the median of the rest); a fresh server per size, so that its peak memory is its own.
import {
  type BenchOptions,
  ENTRY,
  MB,
  median,
  migrateStore,
  type Section,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { type ListingRun, peakRss, readListing } from '../tools/listing-clients.js'
import { seedStore } from '../tools/seed.js'

interface ListingResult {
  target: string
  contents: number
  /** The server's first listing: its caches and compiled code still cold. */
  first: ListingRun
  /** The listings after it, one after another on the same server. */
  warm: ListingRun[]
  megabytes: number
  rssBefore: number
  rssAfter: number
}

/** Listings read after the first, on the same server: the median of these is the row's rate. */
const WARM_READS = 3

const rateOf = (megabytes: number, run: ListingRun) => megabytes / (run.lastByteMs / 1000)

/** The store sizes listed (`--sizes=` chooses others); the slow-reader section lists the largest. */
export const listSizes = ({ quick, sizes }: Pick<BenchOptions, 'quick' | 'sizes'>) =>
  sizes ?? (quick ? [10_000] : [10_000, 100_000, 1_000_000])

export const listing: Section<ListingResult[]> = {
  name: 'listing',

  async run(options) {
    const out: ListingResult[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (store, env) => {
        let seeded = 0
        for (const size of listSizes(options)) {
          // Create and migrate the store through the service first, then add rows straight to it.
          await migrateStore(env)
          await seedStore(store.location, size - seeded)
          seeded = size
          await withServer(env, ENTRY, async (url, pid) => {
            const rssBefore = await peakRss(pid)
            const first = await readListing(`${url}/ContentApi/Content`)
            const warm: ListingRun[] = []
            for (let i = 0; i < WARM_READS; i++) warm.push(await readListing(`${url}/ContentApi/Content`))
            const rssAfter = await peakRss(pid)
            const megabytes = first.bytes / MB
            out.push({ target, contents: size, first, warm, megabytes, rssBefore, rssAfter })
            const rates = warm.map((run) => rateOf(megabytes, run))
            console.log(
              `${target.padEnd(11)} list ${String(size).padStart(9)} contents: first listing ${rateOf(megabytes, first).toFixed(0)} MB/s ` +
                `(first byte ${first.firstByteMs.toFixed(1)} ms), then ${median(rates).toFixed(0)} MB/s ` +
                `(${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}), peak RSS ${(rssBefore / MB).toFixed(0)} -> ` +
                `${(rssAfter / MB).toFixed(0)} MB`,
            )
          })
        }
      })
    }
    return out
  },

  report(result, _options, stamp) {
    return [
      '## Full listing (GET /ContentApi/Content)',
      '',
      'A fresh server per size; the client reads as fast as it can, one listing after another: the first (the',
      `server's caches and compiled code cold), then ${WARM_READS} more, whose median is the rate (their range in brackets).`,
      "Peak RSS is the server process's VmHWM before and after the listings.",
      '',
      '| Store | Contents | MB | First listing MB/s | First byte ms | MB/s (range) | ms per 1,000 | Peak RSS before MB | after MB | growth MB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...(result ?? []).map((l) => {
        const rates = l.warm.map((run) => rateOf(l.megabytes, run))
        const rate = median(rates)
        return (
          `| ${l.target} | ${l.contents.toLocaleString('en')} | ${l.megabytes.toFixed(1)} | ` +
          `${rateOf(l.megabytes, l.first).toFixed(0)} | ${l.first.firstByteMs.toFixed(1)} | ` +
          `${rate.toFixed(0)} (${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}) | ` +
          `${(((l.megabytes / rate) * 1000) / (l.contents / 1000)).toFixed(2)} | ${(l.rssBefore / MB).toFixed(0)} | ` +
          `${(l.rssAfter / MB).toFixed(0)} | ${((l.rssAfter - l.rssBefore) / MB).toFixed(0)} |`
        )
      }),
      ...stamp,
    ]
  },
}
