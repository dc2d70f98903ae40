// A PostgreSQL store as the entry points see it: a database at a host and port; an open that fails because the
// server cannot be reached is worth retrying (a service started beside its database waits for it).
import pg from 'pg'
import { StoreFromEarlierBuildError, StoreFromNewerVersionError, StoreUnavailableError } from '../errors.js'
import type { StoreSite } from '../store-site.js'

export function postgresSite(connectionString: string): StoreSite {
  const url = new URL(connectionString)
  const where = `${url.hostname}:${url.port || '5432'}`
  return {
    description: `PostgreSQL store ${where}${url.pathname}`,
    /** Whether the database exists (3D000: it does not). */
    async exists() {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 })
      client.on('error', () => {})
      try {
        await client.connect()
        return true
      } catch (error) {
        if ((error as { code?: string }).code === '3D000') return false
        throw error
      } finally {
        await client.end().catch(() => {})
      }
    },
    openProblem(error, waitedS = 0) {
      if (error instanceof StoreUnavailableError) {
        const after = waitedS > 0 ? ` after ${waitedS} s` : ''
        return `DATABASE_URL: PostgreSQL at ${where} is unreachable${after} (${error.reason})`
      }
      if (error instanceof StoreFromNewerVersionError || error instanceof StoreFromEarlierBuildError) {
        return `DATABASE_URL: cannot open the PostgreSQL store ${url.pathname.slice(1)} at ${where}: ${error.message}`
      }
      // PostgreSQL's own refusals (authentication, a missing database it may not create) say what is wrong.
      const code = (error as { code?: string }).code
      return `DATABASE_URL: PostgreSQL at ${where} refused: ${(error as Error).message}${code ? ` (${code})` : ''}`
    },
    retryReason: (error) =>
      error instanceof StoreUnavailableError
        ? `PostgreSQL is not reachable yet (${error.reason})`
        : undefined,
  }
}
