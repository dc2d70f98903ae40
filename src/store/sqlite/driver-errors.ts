// better-sqlite3's errors in the store's terms, by their SQLITE_* (extended) result codes.
import { codeOf, type DriverErrors } from '../driver-errors.js'
import { StorageFullError, StoreError, StoreUnavailableError } from '../errors.js'

export const sqliteErrors: DriverErrors = {
  translate(error) {
    if (!(error instanceof Error) || error instanceof StoreError) return error
    const code = codeOf(error)
    if (code === undefined) return error
    // SQLITE_FULL (also when the WAL cannot grow).
    if (code === 'SQLITE_FULL') return new StorageFullError({ cause: error })
    // Still locked after the bounded retries (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, …).
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      return new StoreUnavailableError('it is locked by another process', { cause: error, forClients: true })
    }
    // An fsync failed (SQLite's own, or the WAL sync of wal-sync.ts): what was committed may not be durable,
    // and no write is answered until the service restarts.
    if (code === 'SQLITE_IOERR_FSYNC') {
      return new StoreUnavailableError('its disk failed to make writes durable', {
        cause: error,
        forClients: true,
      })
    }
    if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) {
      return new StoreUnavailableError('it is read-only', { cause: error, forClients: true })
    }
    return error
  },
  // SQLite's lock was held by another connection past the busy timeout.
  isRetryable: (error) => codeOf(error)?.startsWith('SQLITE_BUSY') === true,
  isForeignKeyViolation: (error) => codeOf(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  isConstraintViolation: (error) => codeOf(error)?.startsWith('SQLITE_CONSTRAINT') === true,
}
