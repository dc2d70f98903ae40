// Errors the store raises for the HTTP layer to answer. Driver errors never leave the store as they are:
// they become one of these, or stay internal (and the HTTP layer masks them as 500).

/** Base of every error the store means a client to see. */
export class StoreError extends Error {}

export class UnknownLanguageError extends StoreError {
  override name = 'UnknownLanguageError'
  constructor(
    readonly languageCode: string,
    readonly knownCodes: readonly string[],
    /** Position of the offending text in the write, when several were given. */
    readonly index = 0,
  ) {
    super(`Unknown language "${languageCode}".`)
  }
}

/** One write named the same language twice; a version holds one text per language. */
export class DuplicateLanguageError extends StoreError {
  override name = 'DuplicateLanguageError'
  constructor(
    readonly languageCode: string,
    readonly index: number,
  ) {
    super(`The language ${languageCode} is given more than once.`)
  }
}

export class LanguageExistsError extends StoreError {
  override name = 'LanguageExistsError'
  constructor(readonly existing: string) {
    super(`The language ${existing} exists already (codes are unique ignoring case).`)
  }
}

export class InvalidLanguageCodeError extends StoreError {
  override name = 'InvalidLanguageCodeError'
  constructor(readonly code: string) {
    super(`"${code}" is not a well-formed BCP 47 language tag (e.g. da-DK).`)
  }
}

export class NotFoundError extends StoreError {
  override name = 'NotFoundError'
}

/** If-Match named a version that is no longer the content's latest. */
export class PreconditionFailedError extends StoreError {
  override name = 'PreconditionFailedError'
  constructor(readonly latestVersionId: number) {
    super(`The content has changed: its latest version is ${latestVersionId}.`)
  }
}

/** The store's disk is full: nothing was written; writes succeed again once space is freed. */
export class StorageFullError extends StoreError {
  override name = 'StorageFullError'
  constructor(options?: { cause?: unknown }) {
    super("The store's disk is full.", options)
  }
}

/** The store cannot be reached or is not answering: the request may succeed if retried later. */
export class StoreUnavailableError extends StoreError {
  override name = 'StoreUnavailableError'
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The store is unavailable: ${reason}`, options)
  }
}

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
]

/** Turns a driver error that means "the store is not reachable now" into a StoreUnavailableError. */
export function translateStoreError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  if (error instanceof StoreError) return error
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code)) return new StoreUnavailableError(code, { cause: error })
    // SQLSTATE class 08 (connection exception), 57P0x (server shutting down), 53300 (too many connections).
    if (/^08...$/.test(code) || /^57P0.$/.test(code) || code === '53300') {
      return new StoreUnavailableError(`SQLSTATE ${code}`, { cause: error })
    }
    // SQLITE_FULL (and SQLITE_IOERR_WRITE when the WAL cannot grow); PostgreSQL 53100 disk_full.
    if (code === 'SQLITE_FULL' || code === '53100') return new StorageFullError({ cause: error })
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      return new StoreUnavailableError('database is locked', { cause: error })
    }
  }
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))) {
    return new StoreUnavailableError('connection lost', { cause: error })
  }
  return error
}
