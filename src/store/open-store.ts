// Opens the store DATABASE_URL names: creates it when missing (the SQLite file and its folders, or the
// PostgreSQL database), applies pending migrations (the first one seeds the languages), and returns a Store:
// one module per concept (content-store.ts names their ports), all sharing one StoreContext, which owns the
// connections until close().
import type { StoreLocation } from '../config.js'
import { StoreChangeLog } from './change-log.js'
import { StoreContentListing } from './content-listing.js'
import { StoreContentHistory, StoreContentReads } from './content-reads.js'
import { StoreContentSearch } from './content-search.js'
import type { Store } from './content-store.js'
import { StoreContentWrites } from './content-writes.js'
import type { Dialect } from './database.js'
import type { DialectOpener, DialectOptions } from './dialect-opener.js'
import { StoreDumps } from './dump-store.js'
import { IdempotencyStore } from './idempotency-store.js'
import type { Instances } from './instances.js'
import { StoreLanguages } from './language-store.js'
import type { MemorySql } from './memory-sql.js'
import { POSTGRES_MEMORY_SQL } from './postgres/memory-sql.js'
import { postgresOpener } from './postgres/open.js'
import { StorePublishedReads } from './published-reads.js'
import { HUNSPELL_NO, searchCompounds } from './search-dictionary.js'
import { SQLITE_MEMORY_SQL } from './sqlite/memory-sql.js'
import { sqliteOpener } from './sqlite/open.js'
import { createStoreContext, type StoreContext } from './store-context.js'
import type { StoreDialect } from './store-dialect.js'
import type { StoreSite } from './store-site.js'
import { StoreTermStore } from './term-store.js'
import { StoreTextScan } from './text-scan.js'
import { StoreTranslationMemory } from './translation-memory.js'
import { WebhookStore } from './webhook-store.js'

export interface OpenStoreOptions extends DialectOptions {
  /**
   * How a text becomes its search terms; rules/search/terms.ts indexTerms (with the store's compounds) unless a
   * benchmark says otherwise
   * (the indexing bench's baseline, which only creates: on SQLite a text is taken out of the index by the
   * terms indexTerms gives it, so a store whose texts were indexed otherwise must not replace, delete, archive
   * or purge them).
   */
  searchTerms?: (languageCode: string, text: string) => string
}

export interface OpenedStore {
  store: Store
  /** Names of the migrations this open applied; empty when the store was up to date. */
  applied: string[]
}

export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions = {},
): Promise<OpenedStore> {
  const opener = openerOf(location)
  const { errors } = opener
  let opened: { dialect: StoreDialect; applied: string[] }
  try {
    opened = await opener.open(location, options)
  } catch (error) {
    throw errors.translate(error)
  }
  let instances: Instances
  try {
    instances = await opener.instances(location)
  } catch (error) {
    await opened.dialect.close()
    throw errors.translate(error)
  }
  const compounds = searchCompounds(options.searchDictionary ?? HUNSPELL_NO)
  // SQLite's dialect has read them already, to hand them to its writer thread: then this does nothing.
  if (options.readSearchDictionaryNow) compounds?.load()
  const store = assembleStore(createStoreContext(opened.dialect, compounds), instances, options.searchTerms)
  try {
    // The reference data, loaded once before the store is handed out.
    await store.init()
  } catch (error) {
    await store.close()
    throw error
  }
  return { store, applied: opened.applied }
}

/** The store DATABASE_URL names as the entry points speak of it, before and while it opens. */
export function storeSite(location: StoreLocation): StoreSite {
  return openerOf(location).site(location)
}

const OPENERS: { [K in StoreLocation['kind']]: DialectOpener<Extract<StoreLocation, { kind: K }>> } = {
  sqlite: sqliteOpener,
  postgres: postgresOpener,
}

/** How each dialect spells translation memory's lookups. */
const MEMORY_SQL: Record<Dialect, MemorySql> = { sqlite: SQLITE_MEMORY_SQL, postgres: POSTGRES_MEMORY_SQL }

function openerOf(location: StoreLocation): DialectOpener<StoreLocation> {
  // TypeScript cannot relate the location's kind to its opener's parameter; OPENERS' type does.
  return OPENERS[location.kind] as DialectOpener<StoreLocation>
}

function assembleStore(
  ctx: StoreContext,
  /** Which instances sharing the store are alive, for the leases of Idempotency-Keys. */
  instances: Instances,
  searchTerms: OpenStoreOptions['searchTerms'],
): Store & { init(): Promise<void> } {
  const { dialect } = ctx
  const changes = new StoreChangeLog(ctx)
  return {
    contents: new StoreContentReads(ctx),
    published: new StorePublishedReads(ctx),
    history: new StoreContentHistory(ctx),
    writes: new StoreContentWrites(ctx, searchTerms),
    listing: new StoreContentListing(ctx),
    changes,
    languages: new StoreLanguages(ctx),
    search: new StoreContentSearch(ctx),
    textScan: new StoreTextScan(ctx),
    dumps: new StoreDumps(ctx),
    health: {
      dialect: dialect.name,
      check: () => ctx.guard(() => dialect.check()),
      connectionStats: () => dialect.connectionStats(),
    },
    webhooks: new WebhookStore(dialect),
    idempotency: new IdempotencyStore(dialect, instances),
    terms: new StoreTermStore(ctx),
    memory: new StoreTranslationMemory(ctx, MEMORY_SQL[dialect.name]),
    init: () => ctx.guard(() => ctx.languages.load()),
    async close() {
      changes.close()
      try {
        await dialect.close()
      } finally {
        // Last: this instance's leases stay its own until nothing of it can write any more.
        await instances.close()
      }
    },
  }
}
