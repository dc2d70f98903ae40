// The server of the indexing rows of `npm run bench`: the service's built app (dist/) on DATABASE_URL, its store
// making search terms as the service does (`indexed`), or giving every text none (`unindexed`, the baseline:
// the store writes the same rows and indexes nothing). Both from the same build, so that they differ in that alone.
import { buildApp } from '../dist/app.js'
import { loadConfig } from '../dist/config.js'
import { openStore } from '../dist/store/open-store.js'

const indexed = process.argv[2] === 'indexed'
const config = loadConfig()
const { store } = await openStore(config.store, {
  pgPoolMax: config.pgPoolMax,
  pgConnectTimeoutMs: config.pgConnectTimeoutMs,
  pgQueryTimeoutMs: config.pgQueryTimeoutMs,
  sqliteSynchronous: config.sqliteSynchronous,
  ...(indexed ? {} : { searchTerms: () => '' }),
})
const app = await buildApp({ config, store })
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: config.port, host: config.host })
