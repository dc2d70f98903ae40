// The server of the indexing rows of `npm run bench`: the service's app (run through tsx) on DATABASE_URL, its
// store making search terms as the service does (`indexed`: with compounds unless SEARCH_DICTIONARY=none), or
// giving every text none (`unindexed`, the baseline: the store writes the same rows and indexes nothing). Both from the same code, so that they differ
// in that alone; their SQLite writer thread runs the build's bundle (npm run bench builds first).
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import { openStore } from '../../src/store/open-store.js'

const indexed = process.argv[2] === 'indexed'
const config = loadConfig()
const { store } = await openStore(config.store, {
  pgPoolMax: config.pgPoolMax,
  pgConnectTimeoutMs: config.pgConnectTimeoutMs,
  pgQueryTimeoutMs: config.pgQueryTimeoutMs,
  sqliteSynchronous: config.sqliteSynchronous,
  searchDictionary: config.searchDictionary,
  // The dictionary's words are read as a server reads them, before the runs, not in them.
  ...(indexed ? { readSearchDictionaryNow: true } : { searchTerms: () => '' }),
})
const app = await buildApp({ config, store })
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: config.port, host: config.host })
