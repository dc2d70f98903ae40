// `slow`: create latency on SQLite while a client reads the full listing at about 1 MB/s, and the WAL's size
// afterwards (the server must stop reading the store while the reader does not keep up).
import { ENTRY, MB, migrateStore, type Run, type Section, withServer, withStore } from '../harness.js'
import { fileSize, readSlowly } from '../tools/listing-clients.js'
import { loadScenario, SCENARIOS, type Scenario } from '../tools/request-scenarios.js'
import { seedStore } from '../tools/seed.js'
import { listSizes } from './listing.js'

interface UnderLoadResult {
  contents: number
  post: Run
  slowReaderBytes: number
  walBytes: number
}

const SLOW_READER_BYTES_PER_S = 1024 * 1024

export const slow: Section<UnderLoadResult> = {
  name: 'slow',

  /** POST latency while a client reads the full listing of the largest listing size. */
  async run(options) {
    const { timing } = options
    const size = listSizes(options).at(-1) ?? 10_000
    return withStore('sqlite', async (store, env) => {
      if (store.location.kind !== 'sqlite') throw new Error('unreachable')
      const path = store.location.path
      await migrateStore(env)
      await seedStore(store.location, size)
      return withServer(env, ENTRY, async (url) => {
        const create = SCENARIOS[0] as Scenario
        const seconds = timing.warmupS + timing.measureS
        const slowReader = readSlowly(`${url}/ContentApi/Content`, SLOW_READER_BYTES_PER_S, seconds + 1)
        const context = { keyed: [], seeded: 0, cursors: [], next: { archive: 0, text: 0 } }
        await loadScenario(url, create, context, timing.warmupS)
        const post = await loadScenario(url, create, context, timing.measureS)
        const slowReaderBytes = await slowReader
        const result = { contents: size, post, slowReaderBytes, walBytes: await fileSize(`${path}-wal`) }
        console.log(
          `under a slow reader (${size} contents): POST ${post.requestsPerSecond.toFixed(0)} req/s, p99 ${post.p99} ms, ` +
            `errors ${post.errors}; the reader took ${(slowReaderBytes / MB).toFixed(1)} MB; WAL ${(result.walBytes / MB).toFixed(1)} MB`,
        )
        return result
      })
    })
  },

  report(underLoad, _options, stamp) {
    return [
      '## Writes under a slow reader (SQLite FULL)',
      '',
      ...(underLoad
        ? [
            `A client reads the full listing of ${underLoad.contents.toLocaleString('en')} contents at about 1 MB/s while the`,
            'create row runs again.',
            '',
            '| POST req/s | p50 ms | p99 ms | errors | the reader took MB | WAL after MB |',
            '|---:|---:|---:|---:|---:|---:|',
            `| ${underLoad.post.requestsPerSecond.toFixed(0)} | ${underLoad.post.p50} | ${underLoad.post.p99} | ` +
              `${underLoad.post.errors} | ${(underLoad.slowReaderBytes / MB).toFixed(1)} | ${(underLoad.walBytes / MB).toFixed(1)} |`,
          ]
        : []),
      ...stamp,
    ]
  },
}
