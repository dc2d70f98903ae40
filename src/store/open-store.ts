// Opens the store DATABASE_URL names: creates it when missing (the SQLite file and its folders, or the
// PostgreSQL database), applies pending migrations (the first one seeds the languages), and returns a
// ContentStore that owns its connections until close().
import type { StoreLocation } from '../config.js'
import type { ContentStore } from './content-store.js'
import { type Instances, postgresInstances, sqliteInstances } from './instances.js'
import { openPostgresDialect } from './postgres/dialect.js'
import { postgresErrors } from './postgres/driver-errors.js'
import { postgresSite } from './postgres/site.js'
import { openSqliteDialect } from './sqlite/dialect.js'
import { sqliteErrors } from './sqlite/driver-errors.js'
import { sqliteSite } from './sqlite/site.js'
import type { StoreDialect } from './store-dialect.js'
import type { StoreSite } from './store-site.js'
import { VersionedStore } from './versioned-store.js'

export interface OpenStoreOptions {
  /** Largest number of PostgreSQL connections the pool opens. */
  pgPoolMax?: number
  /** PostgreSQL: ms to make a connection (or wait for one from the pool), and to answer a statement. */
  pgConnectTimeoutMs?: number
  pgQueryTimeoutMs?: number
  /** SQLite: FULL (the default) makes a commit survive power loss; NORMAL only a process crash. */
  sqliteSynchronous?: 'FULL' | 'NORMAL'
  /**
   * How a text becomes its search terms; rules/search/terms.ts indexTerms unless a benchmark says otherwise
   * (the indexing bench's baseline, which only creates: on SQLite a text is taken out of the index by the
   * terms indexTerms gives it, so a store whose texts were indexed otherwise must not replace, delete, archive
   * or purge them).
   */
  searchTerms?: (languageCode: string, text: string) => string
}

export interface OpenedStore {
  store: ContentStore
  /** Names of the migrations this open applied; empty when the store was up to date. */
  applied: string[]
}

export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions = {},
): Promise<OpenedStore> {
  const errors = location.kind === 'sqlite' ? sqliteErrors : postgresErrors
  let opened: { dialect: StoreDialect; applied: string[] }
  try {
    opened =
      location.kind === 'sqlite'
        ? await openSqliteDialect(location.path, { synchronous: options.sqliteSynchronous })
        : await openPostgresDialect(location.url, {
            poolMax: options.pgPoolMax,
            connectTimeoutMs: options.pgConnectTimeoutMs,
            queryTimeoutMs: options.pgQueryTimeoutMs,
          })
  } catch (error) {
    throw errors.translate(error)
  }
  let instances: Instances
  try {
    instances =
      location.kind === 'sqlite' ? sqliteInstances(location.path) : await postgresInstances(location.url)
  } catch (error) {
    await opened.dialect.close()
    throw errors.translate(error)
  }
  const store = new VersionedStore(opened.dialect, instances, options.searchTerms)
  try {
    await store.init()
  } catch (error) {
    await store.close()
    throw error
  }
  return { store, applied: opened.applied }
}

/** The store DATABASE_URL names as the entry points speak of it, before and while it opens. */
export function storeSite(location: StoreLocation): StoreSite {
  return location.kind === 'sqlite' ? sqliteSite(location.path) : postgresSite(location.url)
}
