// node-postgres's errors in the store's terms: SQLSTATE codes, and the driver's own connection failures (Node's
// socket codes and its messages).
import { codeOf, type DriverErrors } from '../driver-errors.js'
import { StorageFullError, StoreError, StoreUnavailableError } from '../errors.js'

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
])
/** node-postgres's messages for a store it cannot reach, and the reason each is logged with. */
const UNAVAILABLE_MESSAGES: ReadonlyArray<readonly [message: string, reason: string]> = [
  ['Connection terminated', 'connection lost'],
  ['timeout exceeded when trying to connect', 'no connection in PG_CONNECT_TIMEOUT_MS'],
  ['Query read timeout', 'no answer to a statement in time'],
  ['Client has encountered a connection error', 'connection lost'],
  ['Cannot use a pool after calling end', 'the store is closed'],
]

export const postgresErrors: DriverErrors = {
  translate(error) {
    if (!(error instanceof Error) || error instanceof StoreError) return error
    const code = codeOf(error)
    if (code !== undefined) {
      if (UNAVAILABLE_NODE_CODES.has(code)) return new StoreUnavailableError(code, { cause: error })
      // SQLSTATE class 08 (connection exception), 57P0x (server shutting down), 53300 (too many connections).
      if (/^08...$/.test(code) || /^57P0.$/.test(code) || code === '53300') {
        return new StoreUnavailableError(`SQLSTATE ${code}`, { cause: error })
      }
      // 57014 query_canceled: the session's statement_timeout (PG_QUERY_TIMEOUT_MS) ran out; nothing changed.
      if (code === '57014') return new StoreUnavailableError('a statement ran out of time', { cause: error })
      // 53100 disk_full.
      if (code === '53100') return new StorageFullError({ cause: error })
      // Still losing races after the bounded retries: serialization failure, deadlock.
      if (code === '40001' || code === '40P01') {
        return new StoreUnavailableError('too many concurrent writes to the same contents', {
          cause: error,
          forClients: true,
        })
      }
      // 25006 read_only_sql_transaction: a standby, or a primary demoted after a failover.
      if (code === '25006')
        return new StoreUnavailableError('it is read-only', { cause: error, forClients: true })
    }
    const unavailable = UNAVAILABLE_MESSAGES.find(([message]) => error.message.includes(message))
    if (unavailable) return new StoreUnavailableError(unavailable[1], { cause: error })
    return error
  },
  // A serialization failure or a deadlock: PostgreSQL aborted the transaction, which may run again as it was.
  isRetryable: (error) => {
    const code = codeOf(error)
    return code === '40001' || code === '40P01'
  },
  isForeignKeyViolation: (error) => codeOf(error) === '23503',
  // SQLSTATE class 23: integrity constraint violation.
  isConstraintViolation: (error) => codeOf(error)?.startsWith('23') === true,
}
