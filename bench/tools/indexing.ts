// What the indexing rows of `npm run bench` measure with: creates over HTTP from 32 clients with the search
// corpus's texts (8–20 words, bench/tools/search-corpus.ts), run against a server whose store indexes them
// (bench/servers/create-server.ts `indexed`: terms made, FTS5 or tsvector and the postings written; by words
// alone with SEARCH_DICTIONARY=none, else with compounds split) and against one whose store gives every text
// empty terms (`unindexed`, the baseline), in alternation, baseline first, each server on a store of its own
// that grows as the runs go.
import { loadTest } from '../harness.js'
import { benchText } from './search-corpus.js'

export interface IndexingRun {
  /** Creates per second without indexing, with indexing by words alone, and with compounds split. */
  without: number
  with: number
  withCompounds: number
}

export const INDEXING_CONNECTIONS = 32

/** Creates/s of one run against a server at `url`: POST /ContentApi/Content with corpus texts. */
export async function timeCreates(url: string, seconds: number, from: number): Promise<number> {
  let next = from
  const result = await loadTest(url, {
    connections: INDEXING_CONNECTIONS,
    seconds,
    requests: [
      {
        method: 'POST',
        path: '/ContentApi/Content',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const { languageCode, text } = benchText(next++)
          return { ...request, body: JSON.stringify({ Text: text, LanguageCode: languageCode }) }
        },
      },
    ],
  })
  if (result.errors > 0) throw new Error(`${result.errors} creates failed`)
  return result.requestsPerSecond
}
