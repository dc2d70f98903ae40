// How a SQLite store opens (store/dialect-opener.ts).
import type { StoreLocation } from '../../config.js'
import type { DialectOpener } from '../dialect-opener.js'
import { openSqliteDialect } from './dialect.js'
import { sqliteErrors } from './driver-errors.js'
import { sqliteInstances } from './instances.js'
import { sqliteSite } from './site.js'

export const sqliteOpener: DialectOpener<Extract<StoreLocation, { kind: 'sqlite' }>> = {
  errors: sqliteErrors,
  open: (location, options) =>
    openSqliteDialect(location.path, {
      synchronous: options.sqliteSynchronous,
      searchDictionary: options.searchDictionary,
      readSearchDictionaryNow: options.readSearchDictionaryNow,
      startReadThreadsNow: options.sqliteReadThreadsNow,
    }),
  instances: async (location) => sqliteInstances(location.path),
  site: (location) => sqliteSite(location.path),
}
