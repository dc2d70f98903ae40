// `search`: single-word searches at 8 connections over a store of mixed Bokmål, Nynorsk and English texts
// (bench/tools/search-corpus.ts), a common word's and words drawn as the texts draw them (most of them rare);
// the cost of making a text's index terms, which every write of a text pays; and what indexing costs a create
// over HTTP, against a server whose store indexes nothing, in alternation. Each twice: with Norwegian compounds
// split by hunspell-no's lists (the service's default where they are installed), and with words alone
// (SEARCH_DICTIONARY=none, search as before compounds), in the same run.
import type { Compounds } from '../../src/rules/search/compounds.js'
import { indexTerms } from '../../src/rules/search/terms.js'
import { searchCompounds } from '../../src/store/search-dictionary.js'
import {
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

/** How a store indexes: words alone, or with compounds split. */
interface Indexing {
  name: 'words alone' | 'compounds'
  /** The service's SEARCH_DICTIONARY for it (none: unset, the default dictionary). */
  env: Record<string, string>
  compounds: Compounds | undefined
}

type SearchRow = Run & { target: string; query: string; indexing: Indexing['name'] }

interface SearchResults {
  rows: SearchRow[]
  termsMicros: { indexing: Indexing['name']; micros: number }[]
  indexing: { target: string; runs: IndexingRun[] }[]
}

/** Texts in the search store. */
const storeSize = (quick: boolean) => (quick ? 100_000 : 1_000_000)
const SEARCH_CONNECTIONS = 8

export const search: Section<SearchResults> = {
  name: 'search',

  async run({ quick, timing }) {
    const compounds = searchCompounds()
    if (!compounds) console.log('hunspell-no is not installed: the compounds rows index words alone too')
    const indexings: Indexing[] = [
      { name: 'words alone', env: { SEARCH_DICTIONARY: 'none' }, compounds: undefined },
      { name: 'compounds', env: {}, compounds },
    ]
    const sample = Array.from({ length: 20_000 }, (_, i) => benchText(i + 1))
    // The dictionary's words are read at the first split: not part of a text's cost.
    compounds?.split('søknadsskjema')
    const termsMicros = indexings.map(({ name, compounds }) => {
      const started = performance.now()
      for (const t of sample) indexTerms(t.languageCode, t.text, compounds)
      const micros = ((performance.now() - started) * 1000) / sample.length
      console.log(
        `index terms, ${name}: ${micros.toFixed(1)} µs per text (${sample.length} texts of 8–20 words)`,
      )
      return { indexing: name, micros }
    })

    // Three stores per target, one per server, each growing by a run's creates per round: the baseline's (it
    // indexes nothing), the words-alone server's and the compounds server's; in alternation, baseline first.
    const indexing: { target: string; runs: IndexingRun[] }[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, (_a, baseline) =>
        withStore(dialect, (_b, words) =>
          withStore(dialect, async (_c, split) => {
            const entry = (kind: string) => ['--import', 'tsx', `${ROOT}bench/servers/create-server.ts`, kind]
            let from = 1
            const run = (env: Record<string, string>, kind: string) =>
              withServer(env, entry(kind), async (url) => {
                await timeCreates(url, timing.warmupS, from)
                from += 1_000_000
                return timeCreates(url, timing.measureS, from)
              })
            const none = { SEARCH_DICTIONARY: 'none' }
            // In alternation, baseline first (harness.ts alternate, for three).
            const runs: IndexingRun[] = []
            for (let i = 0; i < timing.runs; i++) {
              const without = await run({ ...baseline, ...none }, 'unindexed')
              const withWords = await run({ ...words, ...none }, 'indexed')
              runs.push({ without, with: withWords, withCompounds: await run(split, 'indexed') })
            }
            indexing.push({ target, runs })
            const ratio = (f: (r: IndexingRun) => number) => spread(runs.map(f), 2)
            console.log(
              `${target.padEnd(11)} creates/s without indexing ${spread(runs.map((r) => r.without))}, ` +
                `words alone ${spread(runs.map((r) => r.with))}, compounds ${spread(runs.map((r) => r.withCompounds))}; ` +
                `ratios ${ratio((r) => r.with / r.without)} and ${ratio((r) => r.withCompounds / r.without)}, ` +
                `compounds of words alone ${ratio((r) => r.withCompounds / r.with)}`,
            )
          }),
        ),
      )
    }

    const size = storeSize(quick)
    const rows: SearchRow[] = []
    for (const { dialect, target } of storesToList()) {
      for (const { name, env: dictionary, compounds } of indexings) {
        await withStore(dialect, async (store, storeEnv) => {
          const env = { ...storeEnv, ...dictionary }
          await migrateStore(env)
          await seedSearchStore(store.location, size, compounds)
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
              const row = { target, query, indexing: name, ...run }
              rows.push(row)
              console.log(
                `${target.padEnd(11)} search ${query.padEnd(14)} ${name.padEnd(11)} ${size} texts: ` +
                  `${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
              )
            }
          })
        })
      }
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
      'Each store twice, with its texts indexed by words alone (SEARCH_DICTIONARY=none) and with Norwegian compounds',
      "split by hunspell-no's lists (a tenth of the common words are compounds); p99 ratio: compounds over words alone.",
      '',
      '| Store | Query | Indexing | req/s | p50 ms | p99 ms | p99 ratio | errors |',
      '|---|---|---|---:|---:|---:|---:|---:|',
      ...(result?.rows ?? []).map((r) => {
        const words = result?.rows.find(
          (w) => w.target === r.target && w.query === r.query && w.indexing === 'words alone',
        )
        const ratio = r.indexing === 'compounds' && words ? (r.p99 / words.p99).toFixed(2) : ''
        return `| ${r.target} | ${r.query} | ${r.indexing} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} |`
      }),
      '',
      ...(result
        ? [
            `Making a text's index terms (tokenising, folding, stemming) takes ${result.termsMicros
              .map((t) => `${t.micros.toFixed(1)} µs (${t.indexing})`)
              .join(', ')} per text of`,
            '8–20 words, measured in the bench process.',
            '',
            `What indexing costs a create (bench/tools/indexing.ts): ${INDEXING_CONNECTIONS} clients create contents with the corpus's texts`,
            'over HTTP, on a server whose store indexes them (terms made; FTS5 or tsvector, and the postings) and on',
            'one whose store gives every text empty terms (the baseline; bench/servers/create-server.ts runs both from the',
            `same build), words alone and with compounds. ${runs} rounds each of ${measureS} s runs after ${warmupS} s of warm-up, baseline first,`,
            'each server on its own store: medians [lowest–highest]; a ratio is the median of the per-round ratios. The',
            'last column is the compounds ratio over the words-alone one (the compounds issue asked for 0.8 or more).',
            '',
            '| Store | creates/s without indexing | words alone | ratio | with compounds | ratio | compounds / words alone |',
            '|---|---:|---:|---:|---:|---:|---:|',
            ...result.indexing.map(
              ({ target, runs: r }) =>
                `| ${target} | ${spread(r.map((x) => x.without))} | ${spread(r.map((x) => x.with))} | ${spread(
                  r.map((x) => x.with / x.without),
                  2,
                )} | ${spread(r.map((x) => x.withCompounds))} | ${spread(
                  r.map((x) => x.withCompounds / x.without),
                  2,
                )} | ${spread(
                  r.map((x) => x.withCompounds / x.with),
                  2,
                )} |`,
            ),
          ]
        : []),
      ...stamp,
    ]
  },
}
