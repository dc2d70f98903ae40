// The indexing rows of `npm run bench`: what search indexing costs a create over HTTP. 32 clients create contents
// with the search corpus's texts (8–20 words, bench/search.ts) on a server whose store indexes them
// (bench/create-server.mjs `indexed`: terms made, FTS5 or tsvector and the postings written) and on one whose
// store gives every text empty terms (`unindexed`, the baseline), in alternation, baseline first, on one store
// per target that grows as the runs go.
import autocannon from 'autocannon'
import { benchText } from './search.js'

export interface IndexingRun {
  /** Creates per second without and with indexing. */
  without: number
  with: number
}

export const INDEXING_CONNECTIONS = 32

/** Creates/s of one run against a server at `url`: POST /ContentApi/Content with corpus texts. */
export async function timeCreates(url: string, seconds: number, from: number): Promise<number> {
  let next = from
  const result = await autocannon({
    url,
    connections: INDEXING_CONNECTIONS,
    duration: seconds,
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
  if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} creates failed`)
  return result.requests.average
}
