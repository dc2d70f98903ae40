// The SQLite writer thread: owns the store's only writing connection and applies every write there
// (store/sqlite/writer.ts), so that a transaction blocks this thread, never the one that parses and answers
// requests. Group commit happens here: the requests that arrive while a transaction runs wait in this thread's
// message queue and are written together in the next one. A COMMIT does not wait for the disk (synchronous=
// NORMAL): the main thread syncs the WAL while this thread applies the next batch (writer-client.ts).
//
// Messages: { id, op, … } in, { id, result } or { id, error } out. Errors cross the thread boundary as plain
// data ({ name, message, code }), since a thrown error's code would not survive the copy.
import { parentPort, workerData } from 'node:worker_threads'
import SqliteDatabase from 'better-sqlite3'
import { canonicalLanguageCode } from '../../rules/languages.js'
import { MAX_LANGUAGE_ID } from '../../schemas/content.js'
import type { Language } from '../../schemas/languages.js'
import type { BatchOutcome, ChangeSet } from '../change-set.js'
import { InvalidLanguageCodeError, LanguageExistsError, LanguageIdsExhaustedError } from '../errors.js'
import { provideCompoundWords, type SharedCompoundWords, searchCompounds } from '../search-dictionary.js'
import { SqliteWriter } from './writer.js'

export interface WriterThreadOptions {
  path: string
  /** ms SQLite's busy handler waits for another process's lock before a write fails as locked. */
  busyTimeoutMs: number
  /** The word lists compounds are split by (../search-dictionary.ts); none when empty. */
  dictionary: string[]
  /** Those words as the main thread has them, so that this thread need not read them again. */
  words?: SharedCompoundWords
}

export type WriterRequest =
  | { id: number; op: 'write'; changes: ChangeSet[] }
  | { id: number; op: 'purge'; contentId: number; by: string }
  | { id: number; op: 'addLanguage'; code: string; by: string }
  /** One statement outside the change-set path (webhook state): answers the number of rows it changed. */
  | { id: number; op: 'run'; sql: string; params: unknown[] }
  | { id: number; op: 'ready' }
  | { id: number; op: 'close' }

export interface SerializedError {
  name: string
  message: string
  code?: string
  /** For LanguageExistsError: the code that exists. */
  existing?: string
}

export type WriterResponse =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  /** Per change set of a write: its outcome, or its own failure. */
  | { id: number; outcomes: (BatchOutcome | { failed: SerializedError })[] }

export function serializeError(error: unknown): SerializedError {
  const e = error as { name?: string; message?: string; code?: unknown; existing?: string }
  return {
    name: e?.name ?? 'Error',
    message: e?.message ?? String(error),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(e?.existing === undefined ? {} : { existing: e.existing }),
  }
}

function open(options: WriterThreadOptions) {
  const db = new SqliteDatabase(options.path)
  db.pragma('journal_mode = WAL')
  // NORMAL: a COMMIT writes the WAL and returns without waiting for the disk. Where writes must survive power
  // loss (SQLITE_SYNCHRONOUS=FULL), the main thread syncs the WAL beside the next batch before it answers
  // (wal-sync.ts); checkpoints still sync the WAL before and the database file after, as SQLite does.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  // A freed cell is zeroed where that costs no I/O: a content row holds its texts in its kept JSON, and each write
  // frees the row's last version; a purge (writer.ts) then leaves no earlier text of the content in the file.
  db.pragma('secure_delete = FAST')
  db.pragma(`busy_timeout = ${options.busyTimeoutMs}`)
  // After a checkpoint the WAL file is cut back to 64 MiB rather than kept at its peak.
  db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`)
  return db
}

if (parentPort) {
  const port = parentPort
  const options = workerData as WriterThreadOptions
  const db = open(options)
  if (options.words) provideCompoundWords(options.dictionary, options.words)
  const compounds = searchCompounds(options.dictionary)
  const writer = new SqliteWriter(db, compounds)
  const existing = db.prepare<[string], string>(
    'select language_code from language where lower(language_code) = lower(?)',
  )
  // The next id above any handed out before (language_id_high) and any in the table.
  const nextLanguageId = db.prepare<[], number>(
    `update language_id_high set id = max(id, (select coalesce(max(id), 0) from language)) + 1 returning id`,
  )
  const insertLanguage = db.prepare<[number, string]>(
    'insert into language (id, language_code) values (?, ?)',
  )
  const logLanguage = db.prepare<[string, string]>(
    `insert into change_log (content_id, version_id, kind, languages, at, author)
     values (null, null, 'languageAdded', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)`,
  )
  const addLanguage = db.transaction((code: string, by: string): Language => {
    const found = existing.pluck().get(code)
    if (found !== undefined) throw new LanguageExistsError(found)
    const id = nextLanguageId.pluck().get() as number
    if (id > MAX_LANGUAGE_ID) throw new LanguageIdsExhaustedError()
    insertLanguage.run(id, code)
    logLanguage.run(String(id), by)
    return { id, languageCode: code }
  })

  const statements = new Map<string, SqliteDatabase.Statement>()

  // Writes queue here while a transaction commits; each turn writes all that are queued, as one transaction.
  let queued: { id: number; changes: ChangeSet[] }[] = []
  let draining = false
  const drain = () => {
    draining = false
    const batch = queued
    queued = []
    if (batch.length === 0) return
    try {
      const outcomes = writer.write(batch.flatMap((m) => m.changes))
      let at = 0
      for (const message of batch) {
        const mine = outcomes.slice(at, at + message.changes.length)
        at += message.changes.length
        port.postMessage({
          id: message.id,
          outcomes: mine.map((o) => ('failed' in o ? { failed: serializeError(o.failed) } : o)),
        } satisfies WriterResponse)
      }
    } catch (error) {
      // The transaction failed whole: the main thread's write queue decides (retry when locked, fail all when
      // the disk is full, otherwise each change set alone).
      const serialized = serializeError(error)
      for (const message of batch)
        port.postMessage({ id: message.id, error: serialized } satisfies WriterResponse)
    }
  }

  port.on('message', (message: WriterRequest) => {
    if (message.op === 'write') {
      queued.push({ id: message.id, changes: message.changes })
      if (!draining) {
        draining = true
        // After the messages that have arrived meanwhile are taken in: they join this transaction.
        setImmediate(drain)
      }
      return
    }
    // Anything else waits for the queued writes, so that it sees them.
    drain()
    try {
      if (message.op === 'purge') {
        const outcome = writer.purge(message.contentId, message.by)
        // Old copies of the purged pages may still sit in the WAL: copy it back and empty it.
        db.pragma('wal_checkpoint(TRUNCATE)')
        port.postMessage({ id: message.id, result: outcome } satisfies WriterResponse)
      } else if (message.op === 'run') {
        let statement = statements.get(message.sql)
        if (!statement) {
          statement = db.prepare(message.sql)
          statements.set(message.sql, statement)
        }
        // A statement with RETURNING answers its rows; any other, the number of rows it changed.
        const result = statement.reader
          ? { changes: 0, rows: statement.raw(true).all(...message.params) }
          : { changes: statement.run(...message.params).changes, rows: [] }
        if (statement.reader) result.changes = result.rows.length
        port.postMessage({ id: message.id, result } satisfies WriterResponse)
      } else if (message.op === 'ready') {
        port.postMessage({ id: message.id, result: null } satisfies WriterResponse)
      } else if (message.op === 'addLanguage') {
        const canonical = canonicalLanguageCode(message.code)
        if (canonical === undefined) throw new InvalidLanguageCodeError(message.code)
        port.postMessage({
          id: message.id,
          result: addLanguage.immediate(canonical, message.by),
        } satisfies WriterResponse)
      } else {
        db.close()
        port.postMessage({ id: message.id, result: null } satisfies WriterResponse)
        port.close()
      }
    } catch (error) {
      port.postMessage({ id: message.id, error: serializeError(error) } satisfies WriterResponse)
    }
  })
}
