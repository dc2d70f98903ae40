// PostgreSQL's side of the store: one pool, every statement prepared by name, every write one statement.
//
// - Sessions run at READ COMMITTED whatever the database's default (a startup option, which outranks
//   ALTER DATABASE / ALTER ROLE settings): the write functions lock the content row and then read with fresh
//   snapshots, which is what makes concurrent writers with the same If-Match end as one 200 and 412s.
// - Writes are batches of change sets in one call of content_store_write (postgres/sql/write.sql): one round trip
//   and one commit per batch. Within a batch, changes to existing contents go first, by ascending content id,
//   so that concurrent batches take row locks in one order and cannot deadlock on them.
// - The change log is read in order of transaction id: a change is handed out only once every transaction
//   with a lower id has ended (it lies below pg_snapshot_xmin of the current snapshot), so no change can
//   commit behind a cursor already handed out. Transaction ids are assigned at a transaction's first write,
//   and writers of one content queue on a lock taken before their first write, so a change that commits
//   after another one it waited for, or after another was acknowledged, always has the higher id: each
//   content's changes, and changes made one after the other, are in commit order. The cursor is `<xid>.<id>`.
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { canonicalLanguageCode } from '../../rules/languages.js'
import type { Compounds } from '../../rules/search/compounds.js'
import { matchGroups, type SearchLanguage, type SearchQuery } from '../../rules/search/query.js'
import { MAX_LANGUAGE_ID } from '../../schemas/content.js'
import type { Language } from '../../schemas/languages.js'
import type { BatchOutcome, ChangeSet, WriteOutcome } from '../change-set.js'
import type { Database } from '../database.js'
import { batchError, type ImportBatch, type LastIds } from '../dump.js'
import {
  InvalidCursorError,
  InvalidLanguageCodeError,
  LanguageExistsError,
  LanguageIdsExhaustedError,
  StoreNotEmptyError,
} from '../errors.js'
import { migrate } from '../migrate.js'
import type { KeyedRenderedRow, RenderedContentRow, StoreSql } from '../read-queries.js'
import { HUNSPELL_NO, searchCompounds } from '../search-dictionary.js'
import type {
  ChangeRow,
  ChangeStamp,
  ConnectionStats,
  Executed,
  LanguagePrefix,
  LanguageTerm,
  SearchRow,
  StoreDialect,
} from '../store-dialect.js'
import { ChangeSignal } from './change-signal.js'
import { copyRenderedRows } from './copy-out.js'
import { postgresErrors } from './driver-errors.js'
import { columnsOf, importStatements } from './dump-import.js'
import { ensurePostgresDatabase } from './ensure-database.js'
import { GatheredReads } from './gathered-reads.js'
import { POSTGRES_MIGRATIONS } from './migrations/index.js'
import { refreshPostgresSearchIndex } from './search-index.js'
import { searchFullText, searchPrefix, searchTerm } from './search-reads.js'
import { TSQUERY, tsvectorOf } from './search-syntax.js'
import { postgresText } from './sql-spellings.js'
import { applyStoreCode } from './store-code.js'
import { keepTablesRegularly } from './table-upkeep.js'

export interface PostgresOptions {
  /** Largest number of connections the pool opens. */
  poolMax?: number
  /** ms to make a connection (or wait for one from the pool). */
  connectTimeoutMs?: number
  /** ms to wait for a statement's answer; PostgreSQL cancels the statement a little before. */
  queryTimeoutMs?: number
  /** The word lists compounds are split by (../search-dictionary.ts); hunspell-no's when not given. */
  searchDictionary?: readonly string[] | undefined
  /** Hears of a round of the tables' upkeep that failed (table-upkeep.ts); the next round tries again. */
  upkeepFailed?: ((error: Error) => void) | undefined
}

// int8 (bigint ids) arrives as a string by default; ids stay far below 2^53, so numbers are exact. A
// timestamptz arrives as the ISO 8601 text the store answers with (as SQLite holds it), not as a Date.
const INT8_OID = 20
const TIMESTAMPTZ_OID = 1184
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text')
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : oid === TIMESTAMPTZ_OID
        ? (value: string) => (parseTimestamptz(value) as Date).toISOString()
        : pg.types.getTypeParser(oid, format as 'text')) as never,
}

/** Startup options of every session: the isolation level the write path relies on. */
const SESSION_OPTIONS = '-c default_transaction_isolation=read\\ committed'

/**
 * The part of the service's wait for a statement's answer (PG_QUERY_TIMEOUT_MS) after which PostgreSQL cancels
 * the statement itself (statement_timeout). A cancelled statement changes nothing, so its 503 is true, and the
 * cancel arrives before the service stops waiting. The service's own limit is then only met by a server that
 * stops answering (frozen, or the network gone), or by a commit whose WAL flush outlasts it: a write given up
 * on that way may still commit, and a client retries it safely with its Idempotency-Key.
 */
const STATEMENT_SHARE = 0.8

export async function openPostgresDialect(
  url: string,
  options: PostgresOptions = {},
): Promise<{ dialect: StoreDialect; applied: string[] }> {
  await ensurePostgresDatabase(url)
  // Migrations may take long on a large store (an index over every row): their own pool, with no timeout.
  const maintenance = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 1, types, options: SESSION_OPTIONS }),
    }),
  })
  let applied: string[]
  try {
    applied = await migrate(maintenance, POSTGRES_MIGRATIONS)
    await applyStoreCode(maintenance)
    await refreshPostgresSearchIndex(maintenance, searchCompounds(options.searchDictionary ?? HUNSPELL_NO))
  } finally {
    await maintenance.destroy()
  }
  const answerWaitMs = options.queryTimeoutMs ?? 1500
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    // A store that does not answer makes requests fail fast (503) instead of hanging: a connection must be
    // made (or freed from the pool) and every statement answered in time.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1000,
    query_timeout: answerWaitMs,
    types,
    options: `${SESSION_OPTIONS} -c statement_timeout=${Math.floor(STATEMENT_SHARE * answerWaitMs)}`,
  })
  // An idle client losing its connection must not crash the process; the pool drops it.
  pool.on('error', () => {})
  const stopUpkeep = keepTablesRegularly(url, options.upkeepFailed ?? (() => {}))
  return { dialect: new PostgresStoreDialect(pool, stopUpkeep), applied }
}

// A change set's idempotency key (its `idempotencyKeyId`) is marked with the content and version it answers
// with in the same statement, so in the same transaction: a data-modifying WITH runs whether or not it is selected from.
export const WRITE = `
  with w as (select content_store_write($1::jsonb) as outcomes),
  marked as (
    update idempotency_key k
    set content_id = (o.value->>'id')::bigint, version_id = (o.value->>'versionId')::bigint
    from w, jsonb_array_elements(w.outcomes) with ordinality as o(value, ord)
    where k.id = ($1::jsonb -> (o.ord::integer - 1) ->> 'idempotencyKeyId')::bigint and o.value->>'error' is null
  )
  select outcomes from w`
const PURGE = 'select content_store_purge($1::bigint, $2::text) as outcome'
const CHANGES = `
  select xid::text || '.' || id as cursor, content_id as "contentId", version_id as "versionId", kind, languages,
         content_store_iso(at) as at, author
  from change_log
  where (xid, id) > ($1::xid8, $2::bigint) and xid < pg_snapshot_xmin(pg_current_snapshot())
  order by xid, id
  limit $3`

/** The cursor of the last change below the oldest running transaction: what CHANGES hands out so far. */
const LATEST_CHANGE = `
  select xid::text || '.' || id from change_log
  where xid < pg_snapshot_xmin(pg_current_snapshot())
  order by xid desc, id desc
  limit 1`

/** A change set as content_store_write takes it: its texts' terms as tsvector literals (postgres/sql/write.sql). */
function withTsvectors(change: ChangeSet): ChangeSet {
  return {
    ...change,
    texts: change.texts.map((t) =>
      t.searchTerms === undefined ? t : { ...t, searchTerms: tsvectorOf(t.searchTerms) },
    ),
  }
}

/** changeStamp: the settled cursor, then the count, last id and contents of the changes committed above it. */
const CHANGE_STAMP = `
  with h as (select pg_snapshot_xmin(pg_current_snapshot()) as x)
  select (select xid::text || '.' || id from change_log, h where xid < h.x order by xid desc, id desc limit 1),
         count(*)::text, max(id)::text, array_agg(distinct content_id) filter (where content_id is not null)
  from change_log, h where xid >= h.x`

class PostgresStoreDialect implements StoreDialect {
  readonly name = 'postgres'
  readonly errors = postgresErrors
  readonly reader: Kysely<Database>
  readonly concurrentBatches: number
  readonly plansLimitsByStatistics = true
  readonly #names = new Map<StoreSql, string>()
  /** The reads of one content, gathered by turns of the event loop. */
  readonly #gathered: GatheredReads
  /** Tells the other instances of each commit that logged a change, and hears of theirs. */
  readonly #signal: ChangeSignal

  constructor(
    private readonly pool: pg.Pool,
    private readonly stopUpkeep: () => Promise<void>,
  ) {
    this.reader = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    this.concurrentBatches = pool.options.max
    this.#gathered = new GatheredReads(pool, pool.options.max)
    this.#signal = new ChangeSignal(
      pool.options.connectionString ?? '',
      async () => (await this.changeStamp()).stamp,
    )
  }

  async read<R extends unknown[]>(query: StoreSql, params: readonly unknown[]): Promise<R[]> {
    // A named statement is parsed once per connection and, after five runs, planned generically; an unnamed
    // one is planned for its values each time (see StoreSql.planEachTime).
    let name = query.planEachTime ? undefined : this.#names.get(query)
    if (name === undefined && !query.planEachTime) {
      name = `read-${this.#names.size + 1}`
      this.#names.set(query, name)
    }
    const result = await this.pool.query<R>({
      ...(name === undefined ? {} : { name }),
      text: postgresText(query),
      values: params as unknown[],
      rowMode: 'array',
    })
    return result.rows
  }

  renderedById(id: number, query?: StoreSql): Promise<RenderedContentRow | undefined> {
    return this.#gathered.byId(id, query)
  }

  renderedByKey(key: string): Promise<KeyedRenderedRow | undefined> {
    return this.#gathered.byKey(key)
  }

  readJson(query: StoreSql, params: readonly unknown[], keep?: ReadonlySet<number>): Promise<Buffer> {
    return copyRenderedRows(this.pool, postgresText(query), params, keep)
  }

  search(
    query: SearchQuery,
    languages: readonly SearchLanguage[],
    limit: number,
    offset: number,
    compounds: Compounds | undefined,
  ): Promise<SearchRow[]> {
    return searchFullText(this.pool, matchGroups(query, languages, TSQUERY, compounds), limit, offset)
  }

  searchTerm(terms: readonly LanguageTerm[], limit: number, offset: number): Promise<SearchRow[]> {
    return searchTerm(this.pool, terms, limit, offset)
  }

  searchPrefix(
    prefixes: readonly LanguagePrefix[],
    limit: number,
    offset: number,
  ): Promise<SearchRow[] | undefined> {
    return searchPrefix(this.pool, prefixes, limit, offset)
  }

  idList(ids: readonly number[]): readonly number[] {
    return ids
  }

  async writeBatch(changes: readonly ChangeSet[]): Promise<BatchOutcome[]> {
    // Existing contents first, ascending (a stable sort keeps each content's changes in arrival order).
    const order = changes
      .map((change, index) => ({ change, index }))
      .sort((a, b) => (a.change.contentId ?? Infinity) - (b.change.contentId ?? Infinity))
    const result = await this.pool.query<{ outcomes: WriteOutcome[] }>({
      name: 'write',
      text: WRITE,
      values: [JSON.stringify(order.map((o) => withTsvectors(o.change)))],
    })
    const outcomes = result.rows[0]?.outcomes ?? []
    if (outcomes.some((outcome) => !outcome.error && !outcome.unchanged)) this.#signal.committed()
    const answers: BatchOutcome[] = new Array(changes.length)
    order.forEach(({ index }, i) => {
      answers[index] = outcomes[i] ?? { failed: new Error('content_store_write answered too few outcomes') }
    })
    return answers
  }

  async purge(contentId: number, by: string): Promise<WriteOutcome> {
    const result = await this.pool.query<{ outcome: WriteOutcome }>({
      name: 'purge',
      text: PURGE,
      values: [contentId, by],
    })
    const outcome = result.rows[0]?.outcome ?? { error: 'notFound' }
    if (!outcome.error) {
      this.#signal.committed()
      // Deleted rows stay in their pages until VACUUM reclaims them; on a large store that takes longer than
      // the pool's statement timeout allows, so it gets a connection of its own.
      const client = new pg.Client({ connectionString: this.pool.options.connectionString })
      await client.connect()
      try {
        await client.query('vacuum current_text, property, version')
      } finally {
        await client.end()
      }
    }
    return outcome
  }

  async lastIds(): Promise<LastIds> {
    const { rows } = await this.pool.query<[string, string, string]>({
      text: `select ${['content', 'version', 'property']
        .map((t) => `coalesce(pg_sequence_last_value(pg_get_serial_sequence('${t}', 'id')::regclass), 0)`)
        .join(', ')}`,
      rowMode: 'array',
    })
    const [content, version, property] = (rows[0] ?? []).map(Number)
    return { content: content ?? 0, version: version ?? 0, property: property ?? 0 }
  }

  async importDump(
    languages: readonly Language[],
    lastIds: LastIds,
    batches: AsyncIterable<ImportBatch>,
  ): Promise<void> {
    // A connection of its own, without the pool's statement timeout: the transaction lasts as long as the dump.
    const client = new pg.Client({ connectionString: this.pool.options.connectionString })
    client.on('error', () => {})
    await client.connect()
    try {
      await client.query('begin')
      try {
        // Writers queue behind the import rather than write into a half-loaded store.
        await client.query('lock table content, language in exclusive mode')
        const { rows } = await client.query('select 1 from content limit 1')
        if (rows.length > 0) throw new StoreNotEmptyError()
        for (const language of languages) {
          await client.query('insert into language (id, language_code) values ($1, $2)', [
            language.id,
            language.languageCode,
          ])
        }
        for await (const batch of batches) {
          try {
            for (const [statement, rows] of importStatements(batch)) {
              if (rows.length > 0) await client.query(statement, columnsOf(rows))
            }
          } catch (error) {
            throw batchError(batch, error, postgresErrors)
          }
        }
        // Each content's JSON as the writer keeps it (sql/render.sql).
        await client.query('select content_store_render_all()')
        for (const table of ['content', 'version', 'property'] as const) {
          // After the source's last id, or the largest imported one (a sequence never used stays so).
          await client.query(
            `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(last, 1), last > 0)
             from (select greatest($1::bigint, coalesce(max(id), 0)) as last from ${table}) m`,
            [lastIds[table]],
          )
        }
        await client.query('commit')
        this.#signal.committed()
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      }
      // Statistics now, not when autovacuum comes by: the planner otherwise takes every table for nearly empty.
      await client.query('analyze content, version, property, current_text, change_log')
    } finally {
      await client.end().catch(() => {})
    }
  }

  async addLanguage(code: string, by: string): Promise<Language> {
    const canonical = canonicalLanguageCode(code)
    if (canonical === undefined) throw new InvalidLanguageCodeError(code)
    const language = await this.reader.transaction().execute(async (trx) => {
      // Adds queue here, so that the next id and the uniqueness check see every add before them.
      await sql`lock table language in exclusive mode`.execute(trx)
      const existing = await trx
        .selectFrom('language')
        .select('language_code')
        .where((eb) => eb(eb.fn('lower', ['language_code']), '=', canonical.toLowerCase()))
        .executeTakeFirst()
      if (existing) throw new LanguageExistsError(existing.language_code)
      // The next id above any handed out before (language_id_high) and any in the table.
      const { rows } = await sql<{ id: number }>`update language_id_high
        set id = greatest(id, (select coalesce(max(id), 0) from language)) + 1 returning id`.execute(trx)
      const id = Number(rows[0]?.id)
      if (id > MAX_LANGUAGE_ID) throw new LanguageIdsExhaustedError()
      await trx.insertInto('language').values({ id, language_code: canonical }).execute()
      await sql`insert into change_log (kind, languages, at, author)
                values ('languageAdded', ${String(id)}, date_trunc('milliseconds', clock_timestamp()), ${by})`.execute(
        trx,
      )
      return { id: Number(id), languageCode: canonical }
    })
    this.#signal.committed()
    return language
  }

  async readChanges(after: string, limit: number): Promise<ChangeRow[]> {
    const match = after === '0' ? ['0', '0', '0'] : /^(\d{1,19})\.(\d{1,15})$/.exec(after)
    if (!match) throw new InvalidCursorError(after)
    const [, xid, id] = match
    const result = await this.pool.query<ChangeRow>({
      name: 'changes',
      text: CHANGES,
      values: [xid, id, limit],
      rowMode: 'array',
    })
    return result.rows
  }

  async execute(query: StoreSql, params: readonly unknown[]): Promise<Executed> {
    const result = await this.pool.query<unknown[]>({
      text: postgresText(query),
      values: params as unknown[],
      rowMode: 'array',
    })
    return { changes: result.rowCount ?? 0, rows: result.rows }
  }

  async changeStamp(): Promise<ChangeStamp> {
    // One statement, so one snapshot: the settled cursor, and the committed changes above it.
    const result = await this.pool.query<[string | null, string, string | null, number[] | null]>({
      name: 'change-stamp',
      text: CHANGE_STAMP,
      rowMode: 'array',
    })
    const [cursor, count, last, unsettled] = result.rows[0] ?? [null, '0', null, null]
    const settled = cursor ?? '0'
    return {
      stamp: count === '0' ? settled : `${settled}+${count}.${last}`,
      cursor: settled,
      unsettled: (unsettled ?? []).map(Number),
    }
  }

  async latestChange(): Promise<string> {
    const result = await this.pool.query<[string]>({
      name: 'latest-change',
      text: LATEST_CHANGE,
      rowMode: 'array',
    })
    return result.rows[0]?.[0] ?? '0'
  }

  watchChanges(onChange: () => void): () => void {
    return this.#signal.watch(onChange)
  }

  connectionStats(): ConnectionStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount }
  }

  async check(): Promise<string | undefined> {
    // One statement proves both: the store answers, and whether every write would fail with 25006 (a
    // standby, or default_transaction_read_only). A ping beside it was a second round trip per round of
    // /healthz, and the pool's and PostgreSQL's work for it.
    // Named, so each connection parses and plans it once; its row as an array, as every read here.
    const result = await this.pool.query<[string]>({
      name: 'health',
      text: "select current_setting('transaction_read_only')",
      rowMode: 'array',
    })
    return result.rows[0]?.[0] === 'on' ? 'the store is read-only' : undefined
  }

  async close(): Promise<void> {
    await this.stopUpkeep()
    await this.#signal.close()
    await this.reader.destroy()
  }
}
