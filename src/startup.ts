// What server.ts needs to start in a way that explains itself: the address is tried before the store is
// opened (a port conflict creates no store), PostgreSQL is waited for (a service started beside its database
// comes up), and every failure becomes one line naming the setting and the cause, with no stack trace.
import { accessSync, constants, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { StoreLocation } from './config.js'
import {
  StoreFromEarlierBuildError,
  StoreFromNewerVersionError,
  StoreUnavailableError,
} from './store/errors.js'

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

const OS_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is not a folder',
  ENOENT: 'no such folder',
  ENOSPC: 'no space left on the device',
  SQLITE_READONLY: 'read-only file',
  SQLITE_NOTADB: 'not a SQLite database',
  SQLITE_CORRUPT: 'the database file is corrupt',
  SQLITE_FULL: 'no space left on the device',
}

/** Why a SQLite file cannot be opened, in the operator's terms: from the error, or by asking the file system. */
function sqliteReason(error: unknown, path: string): string {
  const code = (error as { code?: string }).code ?? ''
  const known = OS_REASONS[code]
  if (known) return `${known} (${code})`
  // SQLITE_CANTOPEN and its kin do not say why: ask the file system about the file, then its folder.
  for (const [target, mode] of [
    [path, constants.R_OK | constants.W_OK],
    [dirname(path), constants.W_OK | constants.X_OK],
  ] as const) {
    try {
      statSync(target)
      accessSync(target, mode)
    } catch (probe) {
      const probeCode = (probe as { code?: string }).code ?? ''
      if (probeCode === 'ENOENT' && target === path) continue
      const reason = OS_REASONS[probeCode]
      if (reason) return `${reason} (${probeCode}${target === path ? '' : ` on ${target}`})`
    }
  }
  return code || (error as Error).message
}

/** The one line for a store that cannot be opened. */
export function storeProblem(error: unknown, location: StoreLocation): StartupError {
  if (location.kind === 'sqlite') {
    return new StartupError(
      `DATABASE_URL: cannot open the SQLite store at ${location.path}: ${sqliteReason(error, location.path)}`,
    )
  }
  const url = new URL(location.url)
  const where = `${url.hostname}:${url.port || '5432'}`
  if (error instanceof StoreUnavailableError) {
    return new StartupError(`DATABASE_URL: PostgreSQL at ${where} is unreachable (${error.reason})`)
  }
  if (error instanceof StoreFromNewerVersionError || error instanceof StoreFromEarlierBuildError) {
    return new StartupError(
      `DATABASE_URL: cannot open the PostgreSQL store ${url.pathname.slice(1)} at ${where}: ${error.message}`,
    )
  }
  // PostgreSQL's own refusals (authentication, a missing database it may not create) say what is wrong.
  const code = (error as { code?: string }).code
  return new StartupError(
    `DATABASE_URL: PostgreSQL at ${where} refused: ${(error as Error).message}${code ? ` (${code})` : ''}`,
  )
}

/**
 * Opens the store, retrying while PostgreSQL is unreachable for up to `timeoutS` seconds (a service started
 * beside its database waits for it); any other failure, or the last one, is a StartupError.
 */
export async function openWithRetry<T>(
  open: () => Promise<T>,
  location: StoreLocation,
  timeoutS: number,
  onRetry: (reason: string) => void = () => {},
): Promise<T> {
  const deadline = Date.now() + timeoutS * 1000
  for (let attempt = 0; ; attempt++) {
    try {
      return await open()
    } catch (error) {
      const retryable = location.kind === 'postgres' && error instanceof StoreUnavailableError
      if (!retryable || Date.now() >= deadline) {
        const problem = storeProblem(error, location)
        if (retryable && timeoutS > 0) {
          problem.message = problem.message.replace(' is unreachable', ` is unreachable after ${timeoutS} s`)
        }
        throw problem
      }
      onRetry(error.reason)
      await sleep(Math.min(1000 * 2 ** Math.min(attempt, 3), Math.max(0, deadline - Date.now())))
    }
  }
}
