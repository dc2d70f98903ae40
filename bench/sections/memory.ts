// `memory`: a translation-memory suggestion (POST /ContentApi/Translations/Suggestions, nb-NO → en-US) on a
// store of 100,000 contents, as a ratio to a search of the same words (GET /ContentApi/Search with the
// source text as the query), in alternation on the same server and store. The store is the search corpus
// (bench/tools/search-corpus.ts) with an English translation beside each Bokmål text
// (bench/tools/memory-corpus.ts); each request asks about a Bokmål text of the corpus drawn at random, which
// the memory holds (an exact match) among others that share its words.
import {
  alternate,
  ENTRY,
  loadTest,
  migrateStore,
  type Run,
  type Section,
  spread,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { addTranslations, memorySource } from '../tools/memory-corpus.js'
import { random, seedSearchStore } from '../tools/search-corpus.js'

interface MemoryRow {
  target: string
  runs: { search: Run; suggestion: Run }[]
}

/** Contents in the store (quick: fewer, to see that it works). */
const storeSize = (quick: boolean) => (quick ? 10_000 : 100_000)
const MEMORY_CONNECTIONS = 8

export const memory: Section<MemoryRow[]> = {
  name: 'memory',

  async run({ quick, timing }) {
    const size = storeSize(quick)
    const rows: MemoryRow[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (store, env) => {
        // Words alone, as SEARCH_DICTIONARY=none: the lookup reads whole-word stems either way.
        const settings = { ...env, SEARCH_DICTIONARY: 'none' }
        await migrateStore(settings)
        await seedSearchStore(store.location, size, undefined)
        await addTranslations(store.location, size)
        await withServer(settings, ENTRY, async (url) => {
          const measure = (kind: 'search' | 'suggestion', warmupS?: number) => {
            // The same sources in the same order for both kinds.
            const next = random(7)
            return loadTest(url, {
              connections: MEMORY_CONNECTIONS,
              warmupS,
              seconds: timing.measureS,
              expect: 200,
              requests: [
                kind === 'search'
                  ? {
                      method: 'GET',
                      setupRequest: (request) => ({
                        ...request,
                        path: `/ContentApi/Search?language=nb-NO&q=${encodeURIComponent(memorySource(size, next))}`,
                      }),
                    }
                  : {
                      method: 'POST',
                      path: '/ContentApi/Translations/Suggestions',
                      headers: { 'content-type': 'application/json' },
                      setupRequest: (request) => ({
                        ...request,
                        body: JSON.stringify({ Text: memorySource(size, next), From: 'nb-NO', To: 'en-US' }),
                      }),
                    },
              ],
            })
          }
          let first = true
          const runs = await alternate(
            timing.runs,
            () => measure('search', first ? timing.warmupS : undefined),
            () => {
              const run = measure('suggestion', first ? timing.warmupS : undefined)
              first = false
              return run
            },
          )
          rows.push({
            target,
            runs: runs.map(({ first: search, second: suggestion }) => ({ search, suggestion })),
          })
          console.log(
            `${target.padEnd(11)} ${size} contents: search ${spread(runs.map((r) => r.first.requestsPerSecond))} req/s ` +
              `p50 ${spread(runs.map((r) => r.first.p50))} ms; suggestion ${spread(runs.map((r) => r.second.requestsPerSecond))} req/s ` +
              `p50 ${spread(runs.map((r) => r.second.p50))} ms; p50 ratio ${spread(
                runs.map((r) => r.second.p50 / Math.max(r.first.p50, 1)),
                2,
              )}; errors ${runs.reduce((sum, r) => sum + r.first.errors + r.second.errors, 0)}`,
          )
        })
      })
    }
    return rows
  },

  report(result, { quick, timing }, stamp) {
    return [
      '## Translation memory (POST /ContentApi/Translations/Suggestions)',
      '',
      `${storeSize(quick).toLocaleString('en')} contents of the search corpus, each Bokmål one with an English translation`,
      '(bench/tools/memory-corpus.ts). A suggestion nb-NO → en-US for a Bokmål text of the corpus drawn at random (no',
      'machine draft: English), against a search (`language=nb-NO`) whose query is the same text, in alternation on the',
      `same server, ${MEMORY_CONNECTIONS} connections, ${timing.runs} rounds of ${timing.measureS} s after ${timing.warmupS} s of warm-up: medians [lowest–highest];`,
      'a ratio is the median of the per-round ratios (above 1: the suggestion is slower). docs/MEMORY.md says what a',
      'suggestion reads.',
      '',
      '| Store | search req/s | search p50 ms | suggestion req/s | suggestion p50 ms | p50 ratio | req/s ratio | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...(result ?? []).map(
        ({ target, runs }) =>
          `| ${target} | ${spread(runs.map((r) => r.search.requestsPerSecond))} | ${spread(runs.map((r) => r.search.p50))} | ` +
          `${spread(runs.map((r) => r.suggestion.requestsPerSecond))} | ${spread(runs.map((r) => r.suggestion.p50))} | ` +
          `${spread(
            runs.map((r) => r.suggestion.p50 / Math.max(r.search.p50, 1)),
            2,
          )} | ${spread(
            runs.map((r) => r.search.requestsPerSecond / Math.max(r.suggestion.requestsPerSecond, 1)),
            2,
          )} | ${runs.reduce((sum, r) => sum + r.search.errors + r.suggestion.errors, 0)} |`,
      ),
      ...stamp,
    ]
  },
}
