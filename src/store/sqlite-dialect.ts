// SQLite's side of the store: a file opened twice, once to write and once, read-only, to read.
//
// - The writer connection takes every write (store/sqlite-writer.ts) as `BEGIN IMMEDIATE` transactions. Its
//   busy timeout is short, because it blocks the event loop while it waits for another process's lock (a second
//   server on the same file, or the CLI): the write queue retries a locked batch with backoff instead, for up to
//   5 s, and only then answers 503.
// - The reader connection serves every read; in WAL mode it never waits for the writer, and each statement
//   sees the latest commit.
// - Changes are numbered by the change log's rowid. Writers hold the write lock from their first statement to
//   their commit, so ids are handed out in commit order, across processes too.
import { mkdirSync } from 'node:fs'
import { statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { canonicalLanguageCode } from '../languages.js'
import type { Language } from '../schemas/content.js'
import type { BatchOutcome, ChangeSet, WriteOutcome } from './change-set.js'
import type { Database } from './database.js'
import { InvalidCursorError, InvalidLanguageCodeError, LanguageExistsError } from './errors.js'
import { migrate } from './migrate.js'
import type { DualSql } from './read-queries.js'
import { SqliteWriter } from './sqlite-writer.js'
import type { ChangeRow, StoreDialect } from './store-dialect.js'

export interface SqliteOptions {
  /** FULL (the default) makes a commit survive power loss; NORMAL only a crash of the process. */
  synchronous?: 'FULL' | 'NORMAL'
}

/** How long the writer's own busy handler waits for another process's lock before the queue retries. */
const WRITER_BUSY_TIMEOUT_MS = 50

export async function openSqliteDialect(
  path: string,
  options: SqliteOptions = {},
): Promise<{ dialect: StoreDialect; applied: string[] }> {
  mkdirSync(dirname(path), { recursive: true })
  const writer = new SqliteDatabase(path)
  let reader: SqliteDatabase.Database | undefined
  try {
    writer.pragma('journal_mode = WAL')
    // FULL: a commit is on disk before it is answered, so an acknowledged write survives power loss.
    writer.pragma(`synchronous = ${options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`)
    writer.pragma('foreign_keys = ON')
    // Migrations may wait for another process that is migrating the same file.
    writer.pragma('busy_timeout = 5000')
    const migrator = new Kysely<Database>({ dialect: new SqliteDialect({ database: writer }) })
    // Kysely's SqliteDriver closes the connection on destroy: keep it open for the writer.
    const applied = await migrate(migrator, 'sqlite')
    writer.pragma(`busy_timeout = ${WRITER_BUSY_TIMEOUT_MS}`)
    // After a checkpoint the WAL file is cut back to 64 MiB rather than kept at its peak.
    writer.pragma(`journal_size_limit = ${64 * 1024 * 1024}`)
    // Opened after the migrations, so the file, its WAL and the schema exist for a read-only connection.
    reader = new SqliteDatabase(path, { readonly: true })
    reader.pragma('busy_timeout = 5000')
    return { dialect: new SqliteStoreDialect(writer, reader, dirname(path)), applied }
  } catch (error) {
    reader?.close()
    writer.close()
    throw error
  }
}

class SqliteStoreDialect implements StoreDialect {
  readonly name = 'sqlite'
  readonly concurrentBatches = 1
  readonly reader: Kysely<Database>
  readonly #writer: SqliteWriter
  readonly #prepared = new Map<DualSql, SqliteDatabase.Statement>()
  readonly #changes: SqliteDatabase.Statement<[number, number], ChangeRow>
  readonly #addLanguage: SqliteDatabase.Transaction<(code: string) => Language>

  constructor(
    private readonly writeConnection: SqliteDatabase.Database,
    private readonly readConnection: SqliteDatabase.Database,
    /** The folder of the store's file, whose free space /healthz reports. */
    private readonly folder: string,
  ) {
    this.reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: readConnection }) })
    this.#writer = new SqliteWriter(writeConnection)
    this.#changes = readConnection
      .prepare<[number, number], ChangeRow>(
        `select cast(id as text), content_id, version_id, kind, languages, at
         from change_log where id > ? order by id limit ?`,
      )
      .raw()
    const existing = writeConnection.prepare<[string], string>(
      'select language_code from language where lower(language_code) = lower(?)',
    )
    const insert = writeConnection.prepare<[string], number>(
      'insert into language (id, language_code) select coalesce(max(id), 0) + 1, ? from language returning id',
    )
    const log = writeConnection.prepare<[string]>(
      `insert into change_log (content_id, version_id, kind, languages, at)
       values (null, null, 'languageAdded', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    )
    this.#addLanguage = writeConnection.transaction((code: string): Language => {
      const found = existing.pluck().get(code)
      if (found !== undefined) throw new LanguageExistsError(found)
      const id = insert.pluck().get(code) as number
      log.run(String(id))
      return { id, languageCode: code }
    })
  }

  async read<R extends unknown[]>(query: DualSql, params: readonly unknown[]): Promise<R[]> {
    let statement = this.#prepared.get(query)
    if (!statement) {
      statement = this.readConnection.prepare(query.sqlite).raw(true)
      this.#prepared.set(query, statement)
    }
    return statement.all(...params) as R[]
  }

  idList(ids: readonly number[]): string {
    return JSON.stringify(ids)
  }

  async writeBatch(changes: readonly ChangeSet[]): Promise<BatchOutcome[]> {
    return this.#writer.write(changes)
  }

  async purge(contentId: number): Promise<WriteOutcome> {
    const outcome = this.#writer.purge(contentId)
    // Old copies of the purged pages may still sit in the WAL: copy it back and empty it.
    this.writeConnection.pragma('wal_checkpoint(TRUNCATE)')
    return outcome
  }

  async addLanguage(code: string): Promise<Language> {
    const canonical = canonicalLanguageCode(code)
    if (canonical === undefined) throw new InvalidLanguageCodeError(code)
    return this.#addLanguage.immediate(canonical)
  }

  async readChanges(after: string, limit: number): Promise<ChangeRow[]> {
    if (!/^\d{1,15}$/.test(after)) throw new InvalidCursorError(after)
    return this.#changes.all(Number(after), limit)
  }

  async ping(): Promise<void> {
    this.readConnection.prepare('select 1').get()
  }

  async writeProblem(): Promise<string | undefined> {
    // Below this a write may fail at any moment for lack of space: report it before it does.
    const { bavail, bsize } = await statfs(this.folder)
    return bavail * bsize < 1024 * 1024 ? "less than 1 MiB free on the store's disk" : undefined
  }

  async close(): Promise<void> {
    await this.reader.destroy()
    this.writeConnection.close()
  }
}
