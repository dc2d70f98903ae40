// `search`: single-word searches at 8 connections over a store of mixed Bokmål, Nynorsk and English texts
// (bench/tools/search-corpus.ts), a common word's and words drawn as the texts draw them (most of them rare);
// the cost of making a text's index terms, which every write of a text pays; and what indexing costs a create
// over HTTP, against a server whose store indexes nothing, in alternation.
import { indexTerms } from '../../src/rules/search/terms.js'
import {
  alternate,
  ENTRY,
  loadTest,
  migrateStore,
  ROOT,
  type Run,
  type Section,
  spread,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { INDEXING_CONNECTIONS, type IndexingRun, timeCreates } from '../tools/indexing.js'
import { benchText, COMMON_QUERY, random, randomQuery, seedSearchStore } from '../tools/search-corpus.js'

type SearchRow = Run & { target: string; query: string }

interface SearchResults {
  rows: SearchRow[]
  termsMicros: number
  indexing: { target: string; runs: IndexingRun[] }[]
}

/** Texts in the search store. */
const storeSize = (quick: boolean) => (quick ? 100_000 : 1_000_000)
const SEARCH_CONNECTIONS = 8

export const search: Section<SearchResults> = {
  name: 'search',

  async run({ quick, timing }) {
    const sample = Array.from({ length: 20_000 }, (_, i) => benchText(i + 1))
    const started = performance.now()
    for (const t of sample) indexTerms(t.languageCode, t.text)
    const termsMicros = ((performance.now() - started) * 1000) / sample.length
    console.log(`index terms: ${termsMicros.toFixed(1)} µs per text (${sample.length} texts of 8–20 words)`)

    const indexing: { target: string; runs: IndexingRun[] }[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (_store, env) => {
        const entry = (kind: string) => ['--import', 'tsx', `${ROOT}bench/servers/create-server.ts`, kind]
        let from = 1
        const run = (kind: string) =>
          withServer(env, entry(kind), async (url) => {
            await timeCreates(url, timing.warmupS, from)
            from += 1_000_000
            return timeCreates(url, timing.measureS, from)
          })
        const pairs = await alternate(
          timing.runs,
          () => run('unindexed'),
          () => run('indexed'),
        )
        const runs: IndexingRun[] = pairs.map((p) => ({ without: p.first, with: p.second }))
        indexing.push({ target, runs })
        console.log(
          `${target.padEnd(11)} creates/s without indexing ${spread(runs.map((r) => r.without))}, ` +
            `with ${spread(runs.map((r) => r.with))}, ratio ${spread(
              runs.map((r) => r.with / r.without),
              2,
            )}`,
        )
      })
    }

    const size = storeSize(quick)
    const rows: SearchRow[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (store, env) => {
        await migrateStore(env)
        await seedSearchStore(store.location, size)
        await withServer(env, ENTRY, async (url) => {
          for (const query of [COMMON_QUERY, 'random words']) {
            const next = random(42)
            const path = () =>
              `/ContentApi/Search?q=${encodeURIComponent(query === COMMON_QUERY ? query : randomQuery(next))}`
            const run = await loadTest(url, {
              connections: SEARCH_CONNECTIONS,
              warmupS: timing.warmupS,
              seconds: timing.measureS * timing.runs,
              requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
            })
            const row = { target, query, ...run }
            rows.push(row)
            console.log(
              `${target.padEnd(11)} search ${query.padEnd(14)} ${size} texts: ${row.requestsPerSecond.toFixed(0)} req/s, ` +
                `p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
            )
          }
        })
      })
    }
    return { rows, termsMicros, indexing }
  },

  report(result, { quick, timing }, stamp) {
    const { measureS, warmupS, runs } = timing
    return [
      '## Search (GET /ContentApi/Search)',
      '',
      `${storeSize(quick).toLocaleString('en')} texts, one per content: half Bokmål, three tenths Nynorsk, a fifth English, 8–20`,
      'words each, half from a short list of common words with inflected endings and half from a long tail of',
      `200,000 made-up words (bench/tools/search-corpus.ts). ${SEARCH_CONNECTIONS} connections for ${measureS * runs} s after ${warmupS} s of`,
      `warm-up. \`${COMMON_QUERY}\` matches about a tenth of the texts; the random words are drawn as the texts draw theirs.`,
      '',
      '| Store | Query | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---:|---:|---:|---:|',
      ...(result?.rows ?? []).map(
        (r) =>
          `| ${r.target} | ${r.query} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      ...(result
        ? [
            `Making a text's index terms (tokenising, folding, stemming) takes ${result.termsMicros.toFixed(1)} µs per text of`,
            '8–20 words, measured in the bench process.',
            '',
            `What indexing costs a create (bench/tools/indexing.ts): ${INDEXING_CONNECTIONS} clients create contents with the corpus's texts`,
            'over HTTP, on a server whose store indexes them (terms made; FTS5 or tsvector, and the postings) and on',
            'one whose store gives every text empty terms (the baseline; bench/servers/create-server.ts runs both from the',
            `same build). ${runs} alternating runs each of ${measureS} s after ${warmupS} s of warm-up, baseline first, on one store per target:`,
            'medians [lowest–highest]; the ratio is the median of the per-pair ratios.',
            '',
            '| Store | creates/s without indexing | creates/s with indexing | ratio |',
            '|---|---:|---:|---:|',
            ...result.indexing.map(
              ({ target, runs: r }) =>
                `| ${target} | ${spread(r.map((x) => x.without))} | ${spread(r.map((x) => x.with))} | ${spread(
                  r.map((x) => x.with / x.without),
                  2,
                )} |`,
            ),
          ]
        : []),
      ...stamp,
    ]
  },
}
