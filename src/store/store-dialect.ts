// What differs between SQLite and PostgreSQL, in one adapter per dialect (store/sqlite/dialect.ts,
// store/postgres/dialect.ts), as Kysely keeps its dialect differences in a DialectAdapter. Everything else of
// the store (its modules, wired in store/open-store.ts) is written once against this interface.
import type { Kysely } from 'kysely'
import type { Compounds } from '../rules/search/compounds.js'
import type { SearchLanguage, SearchQuery } from '../rules/search/query.js'
import type { Language } from '../schemas/languages.js'
import type { BatchOutcome, ChangeSet, WriteOutcome } from './change-set.js'
import type { Database, Dialect } from './database.js'
import type { DriverErrors } from './driver-errors.js'
import type { ImportBatch, LastIds } from './dump.js'
import type { KeyedRenderedRow, RenderedContentRow, StoreSql } from './read-queries.js'

/**
 * A change-log row, named by its labels: a tuple, as both drivers read it, because the change log is read in
 * pages of hundreds and an object per row cost its read 13–20 % (bench: GET Changes, 100, SQLite 0.80–0.87
 * of the tuple's ratio). `languages` holds the language ids as stored (change-set.ts languageIdsOf); `at` is
 * ISO 8601.
 */
export type ChangeRow = [
  cursor: string,
  contentId: number | null,
  versionId: number | null,
  kind: string,
  languages: string,
  at: string,
  by: string,
]

/** A search hit. */
export interface SearchRow {
  contentId: number
  key: string | null
  languageId: number
  text: string
  score: number
}

/** A language searched, a term its texts are indexed by for the word searched, and the term's tier. */
export interface LanguageTerm {
  languageId: number
  term: string
  /** Hits by a lower tier rank first (whole words 0, compounds' parts 1). */
  tier: number
}

/**
 * The most terms a prefix is read for from the one-word index, term by term; a prefix of more terms is matched
 * otherwise (searchPrefix), as Elasticsearch bounds a prefix's expansions.
 */
export const MAX_EXPANSIONS = 128

/**
 * A prefix query's terms in one language searched: the terms that begin with `prefix`, and `whole` terms
 * besides (the typed word's own stem, which may be shorter than the word: rules/search/query.ts clauseTerms).
 */
export interface LanguagePrefix {
  languageId: number
  prefix: string
  whole: readonly string[]
}

/** What a statement run with `execute` did: the rows it changed, and the rows it returned (RETURNING). */
export interface Executed {
  changes: number
  rows: unknown[][]
}

export interface ChangeStamp {
  stamp: string
  cursor: string
  unsettled: number[]
}

export interface ConnectionStats {
  total: number
  idle: number
  waiting: number
}

export interface StoreDialect {
  readonly name: Dialect
  /** What the driver's errors mean to the store. */
  readonly errors: DriverErrors
  /** Kysely over the connection(s) reads use, for the reads written with it. */
  readonly reader: Kysely<Database>
  /** How many write batches may run at once (SQLite: one writer; PostgreSQL: the pool). */
  readonly concurrentBatches: number
  /**
   * Whether its planner weighs a LIMIT against how many rows a condition leaves, by its statistics
   * (PostgreSQL): a listing by key prefix then leaves the choice between the key's index and the ids' order to
   * it; SQLite's sorts every content of a prefix by the key's index (content-listing.ts prefixScan).
   */
  readonly plansLimitsByStatistics: boolean
  /** Runs a read (prepared once per connection), rows as arrays. */
  read<R extends unknown[]>(query: StoreSql, params: readonly unknown[]): Promise<R[]>
  /**
   * One content's rendered row by a rendered read of one content (params id: READS.renderedById, the
   * default, or renderedPublishedRead's); undefined when there is none. PostgreSQL gathers the reads of one
   * turn of the event loop into one statement (postgres/gathered-reads.ts): each statement costs a round
   * trip. SQLite reads on this thread, where a statement costs none.
   */
  renderedById(id: number, query?: StoreSql): Promise<RenderedContentRow | undefined>
  /** The same by key, with the content's id first. */
  renderedByKey(key: string): Promise<KeyedRenderedRow | undefined>
  /**
   * Runs a rendered read (rows: content id, its JSON text; params whole numbers or lists of them) and answers
   * the JSON texts joined by commas, as UTF-8; `keep` leaves out the rows of other ids. PostgreSQL reads it as
   * a binary COPY (postgres/copy-out.ts).
   */
  readJson(query: StoreSql, params: readonly unknown[], keep?: ReadonlySet<number>): Promise<Buffer>
  /**
   * Current texts of live contents in these languages that match the query, best first, ties by content and
   * language id: `limit` after skipping `offset`.
   */
  search(
    query: SearchQuery,
    languages: readonly SearchLanguage[],
    limit: number,
    offset: number,
    /** What Norwegian compounds are split by (rules/search/query.ts matchGroups). */
    compounds: Compounds | undefined,
  ): Promise<SearchRow[]>
  /**
   * The same for a one-word query, from the impact-ordered postings (search_posting): the terms each
   * language's texts are indexed by for the word, by tier; a hit's score is its impact.
   */
  searchTerm(terms: readonly LanguageTerm[], limit: number, offset: number): Promise<SearchRow[]>
  /**
   * The same for a one-word prefix query: a hit's score is the best impact among its terms that match.
   * Undefined when the prefix stands for more terms than the postings are read for (PostgreSQL), so that
   * the full-text query answers instead.
   */
  searchPrefix(
    prefixes: readonly LanguagePrefix[],
    limit: number,
    offset: number,
  ): Promise<SearchRow[] | undefined>
  /** A list of ids as the `contentsAmong` read takes it. */
  idList(ids: readonly number[]): unknown
  /** Applies change sets in one transaction, answering each in order; throws when the whole batch failed. */
  writeBatch(changes: readonly ChangeSet[]): Promise<BatchOutcome[]>
  /** Erases a content's history (see change-set.ts); the outcome is an error or the tombstone's version id. */
  purge(contentId: number, by: string): Promise<WriteOutcome>
  /** Adds a language with the next id and logs the change; LanguageExistsError when its code exists. */
  addLanguage(code: string, by: string): Promise<Language>
  /** Changes after a cursor (`0`: from the start), in commit order; malformed cursors are InvalidCursorError. */
  readChanges(after: string, limit: number): Promise<ChangeRow[]>
  /** PostgreSQL: the pool's connections (open, idle, and requests waiting for one); undefined for SQLite. */
  connectionStats(): ConnectionStats | undefined
  /** The cursor of the last change a reader can see now (`0` when there is none): where "from now" starts. */
  latestChange(): Promise<string>
  /**
   * Where the change log stands now, including changes committed but not yet handed out (PostgreSQL: those
   * of transactions above the oldest one still running), and the contents those unsettled changes touched.
   * The stamp differs after every commit; `cursor` is latestChange's.
   */
  changeStamp(): Promise<ChangeStamp>
  /**
   * Calls `onChange` when another process may have written a change (PostgreSQL: LISTEN/NOTIFY on a connection
   * of its own, called again after each reconnect; SQLite: the change log's last id, polled). Returns a stop.
   */
  watchChanges(onChange: () => void): () => void
  /**
   * Inserts a dump's rows into a store without contents, in one transaction with the languages to add; the
   * id sequences continue after the ids given, and the texts are indexed for search with them. StoreNotEmptyError when it has contents; anything thrown (by `batches` too) leaves it as it was.
   */
  importDump(
    languages: readonly Language[],
    lastIds: LastIds,
    batches: AsyncIterable<ImportBatch>,
  ): Promise<void>
  /** The last ids handed out for contents, versions and properties (0: none yet). */
  lastIds(): Promise<LastIds>
  /** Runs one statement that writes outside the change-set path (webhook state). */
  execute(query: StoreSql, params: readonly unknown[]): Promise<Executed>
  /** StoreHealth.check: resolves when the store answered, with a reason it cannot take writes, or undefined. */
  check(): Promise<string | undefined>
  close(): Promise<void>
}

/** Reading and running single statements, as the stores of state kept beside the contents need them. */
export type Statements = Pick<StoreDialect, 'read' | 'execute'>

/**
 * A dialect's read and execute with driver errors turned into the store's (unavailable, full, …), as
 * everywhere else, so that routes answer them as 503s and 507s.
 */
export function statementsOf(dialect: StoreDialect): Statements {
  const translate = <T>(run: () => Promise<T>) =>
    run().catch((error: unknown) => Promise.reject(dialect.errors.translate(error)))
  return {
    read: <R extends unknown[]>(query: StoreSql, params: readonly unknown[]) =>
      translate(() => dialect.read<R>(query, params)),
    execute: (query, params) => translate(() => dialect.execute(query, params)),
  }
}
