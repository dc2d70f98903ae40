// Opens the store DATABASE_URL names: creates it when missing (the SQLite file and its folders, or the
// PostgreSQL database), applies pending migrations (the first one seeds the languages), and returns a
// ContentStore that owns its connections until close().
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { StoreLocation } from '../config.js'
import { PostgresCreator, SqliteGroupCommitCreator } from './content-creators.js'
import type { ContentStore } from './content-store.js'
import type { Database } from './database.js'
import { translateStoreError } from './errors.js'
import { KyselyContentStore } from './kysely-store.js'
import { migrations } from './migrations/index.js'
import { PostgresPropertyRangeReader, SqlitePropertyRangeReader } from './property-range-readers.js'

export interface OpenStoreOptions {
  /** Largest number of PostgreSQL connections the pool opens. */
  pgPoolMax?: number
  /** PostgreSQL: ms to make a connection (or wait for one from the pool), and to answer a statement. */
  pgConnectTimeoutMs?: number
  pgQueryTimeoutMs?: number
  /** SQLite: FULL (the default) makes a commit survive power loss; NORMAL only a process crash. */
  sqliteSynchronous?: 'FULL' | 'NORMAL'
}

export interface OpenedStore {
  store: ContentStore
  /** Names of the migrations this open applied; empty when the store was up to date. */
  applied: string[]
}

export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions = {},
): Promise<OpenedStore> {
  return location.kind === 'sqlite' ? openSqlite(location.path, options) : openPostgres(location.url, options)
}

async function openSqlite(path: string, options: OpenStoreOptions): Promise<OpenedStore> {
  mkdirSync(dirname(path), { recursive: true })
  const writer = new SqliteDatabase(path)
  try {
    writer.pragma('journal_mode = WAL')
    // FULL: a commit is on disk before it is answered, so an acknowledged write survives power loss.
    writer.pragma(`synchronous = ${options.sqliteSynchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`)
    writer.pragma('foreign_keys = ON')
    writer.pragma('busy_timeout = 5000')
  } catch (error) {
    writer.close()
    throw error
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: writer }) })
  let reader: Kysely<Database> | undefined
  try {
    const applied = await migrate(db)
    // Opened after the migrations, so the file, its WAL and the schema exist for a read-only connection.
    // journal_size_limit: after a checkpoint the WAL file is cut back to 64 MiB rather than kept at its peak.
    writer.pragma(`journal_size_limit = ${64 * 1024 * 1024}`)
    const readConnection = new SqliteDatabase(path, { readonly: true })
    readConnection.pragma('busy_timeout = 5000')
    reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: readConnection }) })
    const readerDb = reader
    const creator = new SqliteGroupCommitCreator(writer, db)
    const store = new KyselyContentStore(
      'sqlite',
      db,
      reader,
      creator,
      async () => {
        await readerDb.destroy()
        await db.destroy()
      },
      new SqlitePropertyRangeReader(readConnection),
      dirname(path),
    )
    await store.init()
    return { store, applied }
  } catch (error) {
    await reader?.destroy()
    await db.destroy()
    throw translateStoreError(error)
  }
}

// int8 (bigint ids) arrives as a string by default; ids stay far below 2^53, so numbers are exact.
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as never,
}

async function openPostgres(url: string, options: OpenStoreOptions): Promise<OpenedStore> {
  await ensurePostgresDatabase(url)
  // Migrations may take long on a large store (an index over every row): their own pool, with no timeout.
  const maintenance = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1, types: pgTypes }) }),
  })
  let applied: string[]
  try {
    applied = await migrate(maintenance)
  } catch (error) {
    throw translateStoreError(error)
  } finally {
    await maintenance.destroy()
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.pgPoolMax ?? 10,
    // A store that does not answer makes requests fail fast (503) instead of hanging: a connection must be
    // made (or freed from the pool) and every statement answered in time.
    connectionTimeoutMillis: options.pgConnectTimeoutMs ?? 1000,
    query_timeout: options.pgQueryTimeoutMs ?? 1500,
    types: pgTypes,
  })
  // An idle client losing its connection must not crash the process; the pool drops it.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  try {
    const store = new KyselyContentStore(
      'postgres',
      db,
      db,
      new PostgresCreator(pool),
      () => db.destroy(),
      new PostgresPropertyRangeReader(pool),
    )
    await store.init()
    return { store, applied }
  } catch (error) {
    await db.destroy()
    throw translateStoreError(error)
  }
}

/** Creates the database DATABASE_URL names when it does not exist, as EF Core's EnsureCreated does. */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await probe.connect()
    return
  } catch (error) {
    // 3D000 invalid_catalog_name: the server is there, the database is not. Anything else is real.
    if ((error as { code?: string }).code !== '3D000') throw translateStoreError(error)
  } finally {
    await probe.end().catch(() => {})
  }
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query(`create database ${client.escapeIdentifier(name)}`)
  } catch (error) {
    // Another instance created it first (42P04 duplicate_database; 23505 when the two race in the catalog).
    const code = (error as { code?: string }).code
    if (code !== '42P04' && code !== '23505') throw translateStoreError(error)
  } finally {
    await client.end().catch(() => {})
  }
}

async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
