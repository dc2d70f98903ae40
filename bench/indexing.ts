// The search-indexing rows of `npm run bench`: what indexing costs a write. Creates of the search corpus's
// texts (8–20 words, bench/search.ts) go through a store's own write path (the dialect's writeBatch: on SQLite
// the writer thread with synchronous FULL, on PostgreSQL the write function with its triggers), from several
// writers at once in batches, as the service's write queue sends them. With indexing, each text's terms are made
// as the service makes them (indexTerms) and the store indexes them (FTS5 or tsvector, and the postings); the
// baseline gives every text empty terms, so the store writes the same rows and indexes nothing. Runs alternate,
// baseline first, on one store that grows as they go.
import type { StoreLocation } from '../src/config.js'
import type { ChangeSet } from '../src/store/change-set.js'
import { openPostgresDialect } from '../src/store/postgres-dialect.js'
import { indexTerms } from '../src/store/search-text.js'
import { openSqliteDialect } from '../src/store/sqlite-dialect.js'
import { benchText } from './search.js'

/** Creates per run, writers at once, creates per batch. */
export const INDEXING = { creates: 6_000, writers: 8, batch: 16 }

export interface IndexingRun {
  /** Creates per second without and with indexing. */
  without: number
  with: number
}

/** Alternating runs (baseline, indexed) on one store: creates per second of each. */
export async function benchIndexing(location: StoreLocation, pairs: number): Promise<IndexingRun[]> {
  const { dialect } =
    location.kind === 'sqlite'
      ? await openSqliteDialect(location.path)
      : await openPostgresDialect(location.url)
  let next = 1
  const timeRun = async (indexed: boolean): Promise<number> => {
    const started = performance.now()
    const perWriter = INDEXING.creates / INDEXING.writers
    await Promise.all(
      Array.from({ length: INDEXING.writers }, async () => {
        for (let done = 0; done < perWriter; done += INDEXING.batch) {
          const batch: ChangeSet[] = Array.from({ length: INDEXING.batch }, () => {
            const { languageId, languageCode, text } = benchText(next++)
            return {
              kind: 'created',
              texts: [{ l: languageId, t: text, s: indexed ? indexTerms(languageCode, text) : '' }],
            }
          })
          const outcomes = await dialect.writeBatch(batch)
          if (outcomes.some((o) => 'failed' in o || o.error !== undefined)) throw new Error('a create failed')
        }
      }),
    )
    return INDEXING.creates / ((performance.now() - started) / 1000)
  }
  try {
    await timeRun(true) // warm-up
    const runs: IndexingRun[] = []
    for (let i = 0; i < pairs; i++) {
      const without = await timeRun(false)
      runs.push({ without, with: await timeRun(true) })
    }
    return runs
  } finally {
    await dialect.close()
  }
}
