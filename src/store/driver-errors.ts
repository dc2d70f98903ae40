// What a dialect tells the store about its driver's errors (store/sqlite/driver-errors.ts,
// store/postgres/driver-errors.ts), so that no code outside the dialect folders reads an SQLSTATE or a
// SQLITE_* code. Driver errors never leave the store as they are: they become one of the store's errors
// (errors.ts), or stay internal (and the HTTP layer masks them as 500).
import { StorageFullError, StoreUnavailableError } from './errors.js'

export interface DriverErrors {
  /** A driver error that means "the store is not usable now" as the store's own error; others unchanged. */
  translate(error: unknown): unknown
  /** A transaction that lost a race (a lock held too long, a serialization failure) and may succeed again. */
  isRetryable(error: unknown): boolean
  /** A row refers to one that is not there (a text in a language removed since the writer looked it up). */
  isForeignKeyViolation(error: unknown): boolean
  /** Any constraint broken (a unique id given twice, a missing row referred to), as a dump's import meets it. */
  isConstraintViolation(error: unknown): boolean
}

/**
 * A failure of the store rather than of one write's data (unreachable, locked, disk full, read-only): every
 * write of a batch would fail alike, so none is retried alone.
 */
export function isStoreWide(translated: unknown): boolean {
  return translated instanceof StoreUnavailableError || translated instanceof StorageFullError
}

/** The driver error's code, when it has one. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : undefined
}
