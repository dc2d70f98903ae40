// What server.ts needs to start in a way that explains itself: the address is tried before the store is
// opened (a port conflict creates no store), PostgreSQL is waited for (a service started beside its database
// comes up), and every failure becomes one line naming the setting and the cause, with no stack trace.
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { StoreLocation } from './config.js'
import { storeSite } from './store/open-store.js'

/** A start-up failure: one line for the operator, exit code 2. */
export class StartupError extends Error {
  override name = 'StartupError'
}

/** Binds the address and lets it go again: a port in use or a host not of this machine fails here. */
export async function tryListen(port: number, host: string): Promise<void> {
  if (port === 0) return
  await new Promise<void>((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) => reject(listenProblem(error, port, host)))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()))
  })
}

/** The one line for an address the service cannot listen on. */
export function listenProblem(error: unknown, port: number, host: string): StartupError {
  const code = (error as { code?: string }).code ?? 'unknown error'
  switch (code) {
    case 'EADDRINUSE':
      return new StartupError(`PORT: ${port} is already in use on ${host} (EADDRINUSE)`)
    case 'EACCES':
      return new StartupError(`PORT: ${port} on ${host} needs privileges this process lacks (EACCES)`)
    case 'EADDRNOTAVAIL':
      return new StartupError(`HOST: ${host} is not an address of this machine (EADDRNOTAVAIL)`)
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new StartupError(`HOST: ${host} does not resolve to an address (${code})`)
    default:
      return new StartupError(`HOST/PORT: cannot listen on ${host}:${port} (${code})`)
  }
}

/** The one line for a store that cannot be opened. */
export function storeProblem(error: unknown, location: StoreLocation): StartupError {
  return new StartupError(storeSite(location).openProblem(error))
}

/**
 * Opens the store, retrying for up to `timeoutS` seconds while its site says trying again may help (PostgreSQL
 * unreachable: a service started beside its database waits for it), telling `onRetry` why in a line for the
 * operator; any other failure, or the last one, is a StartupError.
 */
export async function openWithRetry<T>(
  open: () => Promise<T>,
  location: StoreLocation,
  timeoutS: number,
  onRetry: (why: string) => void = () => {},
): Promise<T> {
  const site = storeSite(location)
  const deadline = Date.now() + timeoutS * 1000
  for (let attempt = 0; ; attempt++) {
    try {
      return await open()
    } catch (error) {
      const retryReason = site.retryReason(error)
      if (retryReason === undefined || Date.now() >= deadline) {
        throw new StartupError(site.openProblem(error, retryReason === undefined ? 0 : timeoutS))
      }
      onRetry(retryReason)
      await sleep(Math.min(1000 * 2 ** Math.min(attempt, 3), Math.max(0, deadline - Date.now())))
    }
  }
}
