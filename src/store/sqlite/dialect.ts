// SQLite's side of the store: a file opened twice, once to write and once, read-only, to read.
//
// - The writing connection lives in a thread of its own (store/sqlite/writer-thread.ts), which applies every
//   write (store/sqlite/writer.ts) as `BEGIN IMMEDIATE` transactions, group-committed: while it commits (and
//   the WAL is synced, writer-client.ts), this thread goes on parsing and answering. When another process
//   holds the lock (a second server on the same file, or the CLI), SQLite's busy handler waits there for up
//   to a second, and the write queue retries a locked batch with backoff for up to 5 s before answering 503.
// - A reading connection serves the short reads on this thread; in WAL mode it never waits for the writer, and
//   each statement sees the latest commit. The reads that may take long (read-queries.ts `long`: bundles,
//   streamed listings and exports; and full-text searches) go to read threads, each with a read-only connection
//   of its own (store/sqlite/read-threads.ts), so that they do not hold up the requests this thread answers.
// - Changes are numbered by the change log's rowid. Writers hold the write lock from their first statement to
//   their commit, so ids are handed out in commit order, across processes too.
import { mkdirSync } from 'node:fs'
import { statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Compounds } from '../../rules/search/compounds.js'
import { matchGroups, type SearchLanguage, type SearchQuery } from '../../rules/search/query.js'
import { IMPACT_SCALE } from '../../rules/search/terms.js'
import type { Language } from '../../schemas/languages.js'
import type { BatchOutcome, ChangeSet, WriteOutcome } from '../change-set.js'
import type { Database } from '../database.js'
import { batchError, type ImportBatch, type LastIds } from '../dump.js'
import { InvalidCursorError, StoreNotEmptyError } from '../errors.js'
import { migrate } from '../migrate.js'
import {
  type KeyedRenderedRow,
  READS,
  type RenderedContentRow,
  renderedRowOf,
  type StoreSql,
} from '../read-queries.js'
import { HUNSPELL_NO, searchCompounds } from '../search-dictionary.js'
import type {
  ChangeRow,
  ChangeStamp,
  Executed,
  LanguagePrefix,
  LanguageTerm,
  SearchRow,
  StoreDialect,
} from '../store-dialect.js'
import { sqliteErrors } from './driver-errors.js'
import { KEEP_EVERY, refreshKeptJson } from './kept-json.js'
import { SQLITE_MIGRATIONS } from './migrations/index.js'
import { SqlitePrefixSearch } from './prefix-search.js'
import { SqliteReadThreads } from './read-threads.js'
import { refreshSqliteSearchIndex } from './search-index.js'
import { FTS5, fts5Term } from './search-syntax.js'
import { POSTING, postingToken, SEARCH_LANGUAGES, SearchIndexWrites } from './search-writes.js'
import { sqliteJsonText, sqliteText } from './sql-spellings.js'
import { SqliteWriterClient } from './writer-client.js'

export interface SqliteOptions {
  /** FULL (the default) makes a commit survive power loss; NORMAL only a crash of the process. */
  synchronous?: 'FULL' | 'NORMAL'
  /** The word lists compounds are split by (../search-dictionary.ts); hunspell-no's when not given. */
  searchDictionary?: readonly string[] | undefined
  /** Whether this thread and the writer thread read those words as the store opens (../dialect-opener.ts). */
  readSearchDictionaryNow?: boolean | undefined
  /** Whether every read thread starts as the store opens (../dialect-opener.ts). */
  startReadThreadsNow?: boolean | undefined
}

/** How often a waiting change-feed reader looks for changes other processes wrote. */
const WATCH_POLL_MS = 200
/** What a rendered read of no contents answers. */
const NO_CONTENTS = Buffer.alloc(0)

/** How long the writer thread's busy handler waits for another process's lock before the queue retries. */
const WRITER_BUSY_TIMEOUT_MS = 1000

export async function openSqliteDialect(
  path: string,
  options: SqliteOptions = {},
): Promise<{ dialect: StoreDialect; applied: string[] }> {
  mkdirSync(dirname(path), { recursive: true })
  const dictionary = [...(options.searchDictionary ?? HUNSPELL_NO)]
  // Created and migrated on a connection of this thread, closed before the writer thread opens its own.
  const setup = new SqliteDatabase(path)
  let applied: string[]
  try {
    setup.pragma('journal_mode = WAL')
    setup.pragma('foreign_keys = ON')
    // Migrations may wait for another process that is migrating the same file.
    setup.pragma('busy_timeout = 5000')
    applied = await migrate(
      new Kysely<Database>({ dialect: new SqliteDialect({ database: setup }) }),
      SQLITE_MIGRATIONS,
    )
    refreshSqliteSearchIndex(setup, searchCompounds(dictionary))
    refreshKeptJson(setup)
  } finally {
    setup.close()
  }
  // Opened after the migrations, so the file, its WAL and the schema exist for a read-only connection.
  const reader = new SqliteDatabase(path, { readonly: true })
  reader.pragma('busy_timeout = 5000')
  const writer = new SqliteWriterClient({
    path,
    synchronous: options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL',
    busyTimeoutMs: WRITER_BUSY_TIMEOUT_MS,
    dictionary,
  })
  const readThreads = new SqliteReadThreads({ path })
  try {
    // The read threads first: they open while a server's main thread reads the compounds' words, which the
    // writer thread is then handed as it starts (writer-client.ts) rather than reading them again. (Read by
    // that thread at its first replaced text instead, they held every write 0.5-1.8 s after a start.)
    const reading = readThreads.start(options.startReadThreadsNow === true)
    if (options.readSearchDictionaryNow) searchCompounds(dictionary)?.load()
    const started = Promise.all([reading, writer.start()])
    started.catch(() => {})
    await started
  } catch (error) {
    reader.close()
    await Promise.allSettled([writer.close(), readThreads.close()])
    throw error
  }
  return { dialect: new SqliteStoreDialect(writer, readThreads, reader, path), applied }
}

class SqliteStoreDialect implements StoreDialect {
  readonly name = 'sqlite'
  readonly errors = sqliteErrors
  // The writer thread joins batches that arrive while it commits into its next transaction.
  readonly concurrentBatches = 16
  readonly plansLimitsByStatistics = false
  readonly reader: Kysely<Database>
  /** The short reads' statements on this thread's connection, by their text, prepared once. */
  readonly #prepared = new Map<string, SqliteDatabase.Statement>()
  readonly #changes: SqliteDatabase.Statement<[number, number], ChangeRow>
  /** Search statements (their text, run on a read thread) by the number of tiers of each stemmer group. */
  readonly #searches = new Map<string, string>()
  /** One-word search statements by the number of languages they read. */
  readonly #termSearches = new Map<number, SqliteDatabase.Statement>()
  readonly #prefixSearch: SqlitePrefixSearch
  #latestChange: SqliteDatabase.Statement | undefined
  /** Changes up to this id are known to be durable (readChanges). */
  #durableChange = 0
  #ping: SqliteDatabase.Statement | undefined
  /** Until when the store's disk is known to have plenty of room (performance.now()). */
  #roomyUntil = 0
  private readonly folder: string

  constructor(
    private readonly writer: SqliteWriterClient,
    /** The read threads, for the reads that may take long. */
    private readonly readThreads: SqliteReadThreads,
    private readonly readConnection: SqliteDatabase.Database,
    /** The store's file. */
    private readonly path: string,
  ) {
    /** The folder of the store's file, whose free space /healthz reports. */
    this.folder = dirname(path)
    this.reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: readConnection }) })
    this.#prefixSearch = new SqlitePrefixSearch(readThreads, readConnection)
    this.#changes = readConnection
      .prepare<[number, number], ChangeRow>(
        `select cast(id as text), content_id, version_id, kind, languages, at, author
         from change_log where id > ? order by id limit ?`,
      )
      .raw()
  }

  async read<R extends unknown[]>(query: StoreSql, params: readonly unknown[]): Promise<R[]> {
    const text = sqliteText(query)
    if (query.long) return (await this.readThreads.read(text, params)) as R[]
    return this.#rowsOf(text, params) as R[]
  }

  async renderedById(id: number, query = READS.renderedById): Promise<RenderedContentRow | undefined> {
    // The id named (`@id`): a published read's statement uses it twice.
    const [row] = this.#rowsOf(sqliteText(query), [{ id }]) as RenderedContentRow[]
    return renderedRowOf(row)
  }

  async renderedByKey(key: string): Promise<KeyedRenderedRow | undefined> {
    const [found] = this.#rowsOf(sqliteText(READS.idByKey), [key]) as [number][]
    if (!found) return undefined
    const row = await this.renderedById(found[0])
    return row && [found[0], ...row]
  }

  async readJson(query: StoreSql, params: readonly unknown[], keep?: ReadonlySet<number>): Promise<Buffer> {
    // SQLite joins the contents' JSON itself (sql-spellings.ts sqliteJsonText): one blob.
    const text = sqliteJsonText(query, keep !== undefined)
    const all = keep === undefined ? params : [...params, JSON.stringify([...keep])]
    // A long one runs on a read thread, which hands over the bytes (reader-thread.ts).
    if (query.long) return this.readThreads.readJson(text, all)
    const [row] = this.#rowsOf(text, all) as [(Buffer | null)?][]
    return row?.[0] ?? NO_CONTENTS
  }

  /** A statement's rows as arrays, on this thread's connection (as reader-thread.ts rowsOf on its own). */
  #rowsOf(text: string, params: readonly unknown[]): unknown[][] {
    let statement = this.#prepared.get(text)
    if (!statement) {
      statement = this.readConnection.prepare(text).raw(true)
      this.#prepared.set(text, statement)
    }
    return statement.all(...params) as unknown[][]
  }

  async search(
    query: SearchQuery,
    languages: readonly SearchLanguage[],
    limit: number,
    offset: number,
    compounds: Compounds | undefined,
  ): Promise<SearchRow[]> {
    const groups = matchGroups(query, languages, FTS5, compounds)
    // A word too long to be indexed, which no text has.
    if (groups.length === 0) return []
    const shape = groups.map((g) => g.tiers.length).join()
    let text = this.#searches.get(shape)
    if (text === undefined) {
      // The hits are ranked in the index alone (it holds no archived contents), and only the page read. A hit's
      // tier is how many of the group's tiers (narrower matches) it is not in: each is read once, as a set.
      const tierOf = (tiers: number) =>
        tiers === 0
          ? '0'
          : Array.from(
              { length: tiers },
              () => '(rowid not in (select rowid from text_search where text_search match ?))',
            ).join(' + ')
      const perGroup = groups
        .map(
          (g) => `select rowid as r, -bm25(text_search) as score, ${tierOf(g.tiers.length)} as tier
            from text_search
            where text_search match ? and rowid % ${SEARCH_LANGUAGES} in (select value from json_each(?))`,
        )
        .join(' union all ')
      text = `select h.r / ${SEARCH_LANGUAGES} as contentId, c.key, h.r % ${SEARCH_LANGUAGES} as languageId, t.text,
             h.score
           from (select r, score, tier from (${perGroup}) order by tier, score desc, r limit ? offset ?) h
           join current_text t on t.content_id = h.r / ${SEARCH_LANGUAGES} and t.language_id = h.r % ${SEARCH_LANGUAGES}
           join content c on c.id = t.content_id
           order by h.tier, h.score desc, h.r`
      this.#searches.set(shape, text)
    }
    // A prefix or a phrase may match much of the index: on a read thread.
    const rows = await this.readThreads.read(text, [
      ...groups.flatMap((g) => [...g.tiers, g.match, JSON.stringify(g.languageIds)]),
      limit,
      offset,
    ])
    return rows.map(searchRowOf)
  }

  async searchTerm(terms: readonly LanguageTerm[], limit: number, offset: number): Promise<SearchRow[]> {
    let statement = this.#termSearches.get(terms.length)
    if (!statement) {
      // Per language and term the best `offset + limit` texts: FTS5 reads a term's rows in rowid order, best
      // first, and stops at the LIMIT (see the SQLite baseline migration). A text has a term whole or as a
      // part, never both (rules/search/terms.ts), so no hit comes twice.
      const perLanguage = terms
        .map(
          () => `select r, ? as tier from (select rowid as r from search_posting
             where search_posting match ? order by rowid limit ?)`,
        )
        .join(' union all ')
      statement = this.readConnection
        .prepare(
          `select t.content_id as contentId, c.key, t.language_id as languageId, t.text,
             ${POSTING.impact('h.r')} / ${IMPACT_SCALE}.0 as score
           from (select r, tier from (${perLanguage}) order by tier, r limit ? offset ?) h
           cross join current_text t on t.content_id = ${POSTING.contentId('h.r')}
             and t.language_id = ${POSTING.languageId('h.r')}
           cross join content c on c.id = t.content_id
           order by h.tier, h.r`,
        )
        .raw(true)
      this.#termSearches.set(terms.length, statement)
    }
    return statement
      .all(
        ...terms.flatMap((t) => [t.tier, fts5Term(postingToken(t.languageId, t.term)), offset + limit]),
        limit,
        offset,
      )
      .map(searchRowOf)
  }

  searchPrefix(prefixes: readonly LanguagePrefix[], limit: number, offset: number): Promise<SearchRow[]> {
    return this.#prefixSearch.search(prefixes, limit, offset)
  }

  idList(ids: readonly number[]): string {
    return JSON.stringify(ids)
  }

  writeBatch(changes: readonly ChangeSet[]): Promise<BatchOutcome[]> {
    return this.writer.write(changes)
  }

  purge(contentId: number, by: string): Promise<WriteOutcome> {
    return this.writer.purge(contentId, by)
  }

  addLanguage(code: string, by: string): Promise<Language> {
    return this.writer.addLanguage(code, by)
  }

  async readChanges(after: string, limit: number): Promise<ChangeRow[]> {
    if (!/^\d{1,15}$/.test(after)) throw new InvalidCursorError(after)
    const rows = this.#changes.all(Number(after), limit)
    // A change is handed out (to a long poll, a stream, a webhook) only once it is durable: under FULL a commit
    // is visible about one WAL sync before that (writer-client.ts).
    const last = Number(rows.at(-1)?.[0] ?? 0)
    if (last > this.#durableChange) {
      await this.writer.durable()
      this.#durableChange = Math.max(this.#durableChange, last)
    }
    return rows
  }

  async lastIds(): Promise<LastIds> {
    const [content, version, property] = this.readConnection
      .prepare(
        `select (select coalesce(max(id), 0) from content), (select coalesce(max(id), 0) from version),
           max((select coalesce(max(id), 0) from property),
               coalesce((select seq from sqlite_sequence where name = 'property'), 0))`,
      )
      .raw()
      .get() as [number, number, number]
    return { content, version, property }
  }

  async importDump(
    languages: readonly Language[],
    lastIds: LastIds,
    batches: AsyncIterable<ImportBatch>,
  ): Promise<void> {
    // A connection of its own, in this thread: one IMMEDIATE transaction holds the write lock while the dump
    // streams in, so no other writer (another process, this store's writer thread) sees half of it.
    const db = new SqliteDatabase(this.path)
    try {
      db.pragma('busy_timeout = 5000')
      db.pragma('foreign_keys = ON')
      db.pragma('synchronous = FULL')
      const insert = {
        language: db.prepare('insert into language (id, language_code) values (?, ?)'),
        content: db.prepare(
          `insert into content (id, key, archived, purged, latest_version_id, languages, source_language_id, parallel,
             max_length) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
        version: db.prepare(
          `insert into version (id, content_id, created_at, kind, key, archived, author, source_language_id, parallel,
             max_length) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
        property: db.prepare(
          `insert into property (id, content_id, language_id, version_id, text, origin, reviewed, based_on_language_id,
             based_on_version_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
        current: db.prepare(
          `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
             author, reviewed, based_on_language_id, based_on_version_id, outdated, reviewed_property_id)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
        change: db.prepare(
          'insert into change_log (content_id, version_id, kind, languages, at, author) values (?, ?, ?, ?, ?, ?)',
        ),
        search: new SearchIndexWrites(db),
      }
      db.exec('begin immediate')
      try {
        if (db.prepare('select 1 from content limit 1').get() !== undefined) throw new StoreNotEmptyError()
        for (const language of languages) insert.language.run(language.id, language.languageCode)
        for await (const batch of batches) {
          try {
            for (const row of batch.contents) insert.content.run(...row)
            for (const row of batch.versions) insert.version.run(...row)
            for (const row of batch.properties) insert.property.run(...row)
            // The search index holds the texts of live contents (see the SQLite baseline migration).
            const archived = new Set(batch.contents.filter((c) => c[2] === 1).map((c) => c[0]))
            for (const row of batch.current) {
              insert.current.run(...row.slice(0, 13))
              if (!archived.has(row[0])) insert.search.add(row[0], row[1], row[13])
            }
            insert.search.flush()
            for (const row of batch.changes) insert.change.run(...row)
          } catch (error) {
            throw batchError(batch, error, sqliteErrors)
          }
        }
        // Properties continue after the source's last id (AUTOINCREMENT: never one a purge erased). Contents
        // and versions continue after their largest id, which rows hold (a purge keeps a content's row and
        // adds a version).
        db.prepare("delete from sqlite_sequence where name = 'property'").run()
        db.prepare(
          "insert into sqlite_sequence (name, seq) values ('property', max(?, (select coalesce(max(id), 0) from property)))",
        ).run(lastIds.property)
        // Each content's JSON as the writer keeps it (kept-json.ts).
        db.prepare(KEEP_EVERY).run()
        db.exec('commit')
      } catch (error) {
        if (db.inTransaction) db.exec('rollback')
        throw error
      }
    } finally {
      db.close()
    }
  }

  execute(query: StoreSql, params: readonly unknown[]): Promise<Executed> {
    // Through the writer thread, the one connection that writes.
    return this.writer.run(sqliteText(query), params)
  }

  async changeStamp(): Promise<ChangeStamp> {
    // Change ids are handed out under the write lock, in commit order: nothing is ever unsettled.
    const cursor = await this.latestChange()
    return { stamp: cursor, cursor, unsettled: [] }
  }

  async latestChange(): Promise<string> {
    // Asked by every bundle request, 304s included: prepared once.
    this.#latestChange ??= this.readConnection.prepare('select coalesce(max(id), 0) from change_log').pluck()
    return String(this.#latestChange.get())
  }

  watchChanges(onChange: () => void): () => void {
    // Other processes on the file (a second server, the CLI) write without telling this one: poll the log.
    const last = this.readConnection.prepare('select coalesce(max(id), 0) from change_log').pluck()
    let seen = last.get()
    const timer = setInterval(() => {
      try {
        const now = last.get()
        if (now !== seen) {
          seen = now
          onChange()
        }
      } catch {
        // The store is closing or unreadable for a moment: the next tick tries again.
      }
    }, WATCH_POLL_MS)
    timer.unref()
    return () => clearInterval(timer)
  }

  connectionStats(): undefined {
    return undefined
  }

  async check(): Promise<string | undefined> {
    // The store answers: a trivial statement, prepared once (preparing was 3 % of /healthz under load).
    this.#ping ??= this.readConnection.prepare('select 1')
    this.#ping.get()
    // Below this a write may fail at any moment for lack of space: report it before it does. A disk with
    // plenty of room (64 MiB and more) is taken at its word for a second: under a load of probes, statfs
    // was the largest part of /healthz. Less room is asked about every time, so a disk that fills, or is
    // freed again, shows at the next probe.
    if (performance.now() < this.#roomyUntil) return undefined
    const { bavail, bsize } = await statfs(this.folder)
    const free = bavail * bsize
    if (free >= 64 * 1024 * 1024) this.#roomyUntil = performance.now() + 1000
    return free < 1024 * 1024 ? "less than 1 MiB free on the store's disk" : undefined
  }

  async close(): Promise<void> {
    await this.reader.destroy()
    await Promise.all([this.writer.close(), this.readThreads.close()])
  }
}

// better-sqlite3 builds a row object by its column names at about five times the cost of an array; rows are
// read as arrays and named here, one object per row (a change-log row stays the tuple ChangeRow labels).
function searchRowOf(row: unknown): SearchRow {
  const [contentId, key, languageId, text, score] = row as [number, string | null, number, string, number]
  return { contentId, key, languageId, text, score }
}
