// Entry point: config -> store -> app -> warm-up -> listen. SIGTERM/SIGINT stop accepting, let requests in
// flight finish, close the store and exit 0.
import { buildApp } from './app.js'
import { ConfigError, checkConfiguredLanguages, loadConfig } from './config.js'
import { QUIET_MS, untilQuiet } from './http/until-quiet.js'
import { listenProblem, openWithRetry, StartupError, tryListen } from './startup.js'
import { openStore } from './store/open-store.js'
import { warmUp } from './warm-up.js'

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`content-store: invalid configuration: ${error.message}`)
      process.exit(2)
    }
    throw error
  }

  // Where the store's own warnings go: the terminal until the app's logger exists, then the logger.
  let warn = (message: string) => console.error(`content-store: ${message}`)
  let opened: Awaited<ReturnType<typeof openStore>>
  try {
    // The address first: a port in use or a wrong HOST stops here, before a store is created.
    await tryListen(config.port, config.host)
    opened = await openWithRetry(
      () =>
        openStore(config.store, {
          pgPoolMax: config.pgPoolMax,
          pgConnectTimeoutMs: config.pgConnectTimeoutMs,
          pgQueryTimeoutMs: config.pgQueryTimeoutMs,
          sqliteSynchronous: config.sqliteSynchronous,
          searchDictionary: config.searchDictionary,
          // Before listening: the first write or search would otherwise wait for the compounds' words, and
          // every request behind it with it (a cold start's p99 of 0.5–2 s).
          readSearchDictionaryNow: true,
          sqliteReadThreadsNow: true,
          upkeepFailed: (error) =>
            warn(`the tables' upkeep failed (${error.message}); the next round tries again`),
        }),
      config.store,
      config.pgStartTimeoutS,
      (why) => console.error(`content-store: ${why}; retrying`),
    )
  } catch (error) {
    fail(error)
  }

  try {
    checkConfiguredLanguages(config, await opened.store.languages.knownLanguageCodes())
  } catch (error) {
    await opened.store.close()
    console.error(`content-store: invalid configuration: ${(error as Error).message}`)
    process.exit(2)
  }

  const app = await buildApp({ config, store: opened.store })
  app.log.info({ store: config.store.kind, migrationsApplied: opened.applied }, 'store ready')
  warn = (message) => app.log.warn(message)
  for (const warning of config.warnings) app.log.warn(`configuration: ${warning}`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining, then closing')
    // Should close hang (a stuck client, a store that stops answering), the process still ends.
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000).unref()
    app.beginDrain()
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
    // Then until no request has come for a quarter of a second (http/until-quiet.ts), within the 10 s.
    if (config.shutdownDrainMs > 0)
      await untilQuiet(app.server, QUIET_MS, Math.min(5_000, 8_000 - config.shutdownDrainMs))
    await app.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  try {
    app.log.info(await warmUp(app, config, config.warmUpRounds), 'warmed up')
  } catch (error) {
    app.log.warn(`the warm-up failed (${(error as Error).message}); listening without it`)
  }
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await opened.store.close()
    fail(listenProblem(error, config.port, config.host))
  }
}

/** Ends start-up with one line and exit code 2; anything not foreseen still gets one line, not a stack. */
function fail(error: unknown): never {
  const message = error instanceof StartupError ? error.message : `cannot start: ${(error as Error).message}`
  console.error(`content-store: ${message}`)
  process.exit(2)
}

await main()
