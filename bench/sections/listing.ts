// `listing`: a GET of every content at each size, on each store, read as fast as the client can; a fresh
// server per size, so that its peak memory is its own.
import {
  type BenchOptions,
  ENTRY,
  MB,
  migrateStore,
  type Section,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { peakRss, readListing } from '../tools/listing-clients.js'
import { seedStore } from '../tools/seed.js'

interface ListingResult {
  target: string
  contents: number
  firstByteMs: number
  lastByteMs: number
  megabytes: number
  rssBefore: number
  rssAfter: number
}

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
            const run = await readListing(`${url}/ContentApi/Content`)
            const rssAfter = await peakRss(pid)
            const result = { target, contents: size, ...run, megabytes: run.bytes / MB, rssBefore, rssAfter }
            out.push(result)
            console.log(
              `${target.padEnd(11)} list ${String(size).padStart(9)} contents: first byte ${run.firstByteMs.toFixed(1)} ms, ` +
                `last byte ${run.lastByteMs.toFixed(0)} ms, ${(result.megabytes / (run.lastByteMs / 1000)).toFixed(0)} MB/s, ` +
                `${(run.lastByteMs / (size / 1000)).toFixed(2)} ms per 1,000, peak RSS ${(rssBefore / MB).toFixed(0)} -> ` +
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
      "A fresh server per size; the client reads as fast as it can. Peak RSS is the server process's VmHWM before",
      'and after the listing.',
      '',
      '| Store | Contents | First byte ms | Last byte ms | MB | MB/s | ms per 1,000 | Peak RSS before MB | after MB | growth MB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...(result ?? []).map(
        (l) =>
          `| ${l.target} | ${l.contents.toLocaleString('en')} | ${l.firstByteMs.toFixed(1)} | ${l.lastByteMs.toFixed(0)} | ` +
          `${l.megabytes.toFixed(1)} | ${(l.megabytes / (l.lastByteMs / 1000)).toFixed(0)} | ` +
          `${(l.lastByteMs / (l.contents / 1000)).toFixed(2)} | ${(l.rssBefore / MB).toFixed(0)} | ` +
          `${(l.rssAfter / MB).toFixed(0)} | ${((l.rssAfter - l.rssBefore) / MB).toFixed(0)} |`,
      ),
      ...stamp,
    ]
  },
}
