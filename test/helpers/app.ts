// A fresh app per test, listening on a real port (0: any free one) on a real store.
import { after, before } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { type Config, type Environment, loadConfig, type StoreLocation } from '../../src/config.js'
import type { Store } from '../../src/store/content-store.js'
import { openStore } from '../../src/store/open-store.js'
import { openApiOnSend } from './openapi-check.js'
import { createTestStore, type TestDialect, type TestStore } from './stores.js'

export interface RunningApp {
  app: FastifyInstance
  store: Store
  url: string
  close(): Promise<void>
}

export interface StartOptions {
  environment?: Environment
  bodyLimit?: number
  /** Reading policy; the defaults are those of an empty environment. */
  defaultLanguage?: Config['defaultLanguage']
  fallbackChains?: Config['fallbackChains']
  listBatchSize?: number
  /** Environment for the settings not given above (API keys, rate limit, CORS, timeouts). */
  env?: Record<string, string>
  /** Wraps the opened store, to make a real store fail in a chosen way. */
  wrapStore?: (store: Store) => Store
  /** The word lists compounds are split by (store/search-dictionary.ts); `[]` for none. */
  searchDictionary?: readonly string[]
  /** Read the compounds' words as the store opens, as a server does, rather than at the first split. */
  readSearchDictionaryNow?: boolean
  /** PostgreSQL: ms to wait for a statement's answer (PG_QUERY_TIMEOUT_MS); the service's default if not given. */
  pgQueryTimeoutMs?: number
}

export async function startApp(location: StoreLocation, options: StartOptions = {}): Promise<RunningApp> {
  const { store: opened } = await openStore(location, {
    ...(options.searchDictionary ? { searchDictionary: options.searchDictionary } : {}),
    readSearchDictionaryNow: options.readSearchDictionaryNow === true,
    ...(options.pgQueryTimeoutMs ? { pgQueryTimeoutMs: options.pgQueryTimeoutMs } : {}),
  })
  const store = options.wrapStore ? options.wrapStore(opened) : opened
  const defaults = loadConfig(options.env ?? {})
  const app = await buildApp({
    config: {
      ...defaults,
      defaultLanguage: options.defaultLanguage ?? defaults.defaultLanguage,
      fallbackChains: options.fallbackChains ?? defaults.fallbackChains,
      environment: options.environment ?? 'test',
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      bodyLimit: options.bodyLimit ?? 1024 * 1024,
    },
    store,
    listBatchSize: options.listBatchSize,
  })
  app.addHook('onSend', openApiOnSend)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on TCP')
  return { app, store, url: `http://127.0.0.1:${address.port}`, close: () => app.close() }
}

/**
 * For a describe block: a fresh store of the dialect and an app on it before the block's tests, both gone
 * after them. The fields are filled in once `before` has run.
 */
export function appOnStore(
  dialect: TestDialect,
  options: StartOptions = {},
): { store: TestStore; running: RunningApp } {
  const suite = {} as { store: TestStore; running: RunningApp }
  before(async () => {
    suite.store = await createTestStore(dialect, { migrated: true })
    suite.running = await startApp(suite.store.location, options)
  })
  after(async () => {
    await suite.running?.close()
    await suite.store?.drop()
  })
  return suite
}

/** A port of the store with some methods replaced, the rest still the real port's (bound to it). */
export function overriding<T extends object>(port: T, overrides: Partial<T>): T {
  return new Proxy(port, {
    get(target, name, receiver) {
      if (name in overrides) return overrides[name as keyof T]
      const value = Reflect.get(target, name, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
