// How a PostgreSQL store opens (store/dialect-opener.ts).
import type { StoreLocation } from '../../config.js'
import type { DialectOpener } from '../dialect-opener.js'
import { openPostgresDialect } from './dialect.js'
import { postgresErrors } from './driver-errors.js'
import { postgresInstances } from './instances.js'
import { postgresSite } from './site.js'

export const postgresOpener: DialectOpener<Extract<StoreLocation, { kind: 'postgres' }>> = {
  errors: postgresErrors,
  open: (location, options) =>
    openPostgresDialect(location.url, {
      poolMax: options.pgPoolMax,
      connectTimeoutMs: options.pgConnectTimeoutMs,
      queryTimeoutMs: options.pgQueryTimeoutMs,
      searchDictionary: options.searchDictionary,
      upkeepFailed: options.upkeepFailed,
    }),
  instances: (location) => postgresInstances(location.url),
  site: (location) => postgresSite(location.url),
}
