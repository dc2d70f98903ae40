// How a dialect opens the store a StoreLocation names (sqlite/open.ts, postgres/open.ts), so that openStore()
// picks one by the location's kind and asks nothing else about it.
import type { StoreLocation } from '../config.js'
import type { DriverErrors } from './driver-errors.js'
import type { Instances } from './instances.js'
import type { StoreDialect } from './store-dialect.js'
import type { StoreSite } from './store-site.js'

/** The settings of the dialects' connections. */
export interface DialectOptions {
  /** Largest number of PostgreSQL connections the pool opens. */
  pgPoolMax?: number
  /** PostgreSQL: ms to make a connection (or wait for one from the pool). */
  pgConnectTimeoutMs?: number
  /** PostgreSQL: ms to wait for a statement's answer; PostgreSQL cancels the statement a little before. */
  pgQueryTimeoutMs?: number
  /** SQLite: FULL (the default) makes a commit survive power loss; NORMAL only a process crash. */
  sqliteSynchronous?: 'FULL' | 'NORMAL'
  /**
   * The word lists Norwegian compounds are split by (search-dictionary.ts): Debian's hunspell-no when not given,
   * none for `[]` (words alone are indexed).
   */
  searchDictionary?: readonly string[]
  /**
   * Read those words as the store opens, in each thread that splits compounds (SQLite's writer thread and the
   * caller's), rather than at the first word split: a server does, since a request that splits first would
   * hold every request behind it for the read (0.3–2 s of CPU). A CLI command or a test's store need not: most
   * split nothing, and each open would pay for it (0.6 s of CPU for a `languages list`).
   */
  readSearchDictionaryNow?: boolean
  /**
   * SQLite: start every read thread as the store opens (sqlite/read-threads.ts), beside the words' read: a
   * server does, so that its first listing or burst of searches does not wait for a thread to start. Otherwise
   * the second starts when two long reads first overlap.
   */
  sqliteReadThreadsNow?: boolean
  /** PostgreSQL: hears of a failed round of the tables' upkeep where autovacuum is off (postgres/table-upkeep.ts). */
  upkeepFailed?: (error: Error) => void
}

export interface DialectOpener<L extends StoreLocation> {
  /** Turns the driver's errors into the store's, from the first connection on. */
  readonly errors: DriverErrors
  /** Creates the store when missing and applies pending migrations; `applied` names them. */
  open(location: L, options: DialectOptions): Promise<{ dialect: StoreDialect; applied: string[] }>
  /** Which instances sharing the store are alive, for the leases of Idempotency-Keys. */
  instances(location: L): Promise<Instances>
  /** The store as the entry points speak of it. */
  site(location: L): StoreSite
}
