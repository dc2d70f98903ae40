// Real stores for tests: a SQLite file in a fresh temp folder, or a PostgreSQL database with a random
// name that the test's store creates on open and the test drops afterwards.
//
// Without a reachable PostgreSQL the PostgreSQL tests skip with a printed reason; under CI=true or
// REQUIRE_POSTGRES=1 they run anyway, and fail.
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { ROOT } from '../../scripts/build-freshness.mjs'
import type { StoreLocation } from '../../src/config.js'
import { openStore } from '../../src/store/open-store.js'

export const DIALECTS = ['sqlite', 'postgres'] as const
export type TestDialect = (typeof DIALECTS)[number]

/** The server the PostgreSQL tests use; any database named in it is replaced by a test database. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const postgresRequired = process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1'

/** Test databases are named with this prefix and a random suffix, so that they are easy to find and drop. */
export const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'content_store_test_'
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(TEST_DATABASE_PREFIX)) {
  throw new Error(
    `TEST_DATABASE_PREFIX: "${TEST_DATABASE_PREFIX}" must be a lower-case SQL identifier of at most 41 characters`,
  )
}

const postgresProblem = await probePostgres()

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return `PostgreSQL is not reachable at ${new URL(POSTGRES_ADMIN_URL).host} (${(error as Error).message})`
  } finally {
    await client.end().catch(() => {})
  }
}

if (postgresProblem && !postgresRequired) {
  console.log(
    `# skipping the PostgreSQL tests: ${postgresProblem}; set REQUIRE_POSTGRES=1 to make this a failure`,
  )
}

/** For `describe(name, { skip: skipReason(dialect) })`: a reason to skip, or false to run. */
export function skipReason(dialect: TestDialect): string | false {
  if (dialect === 'postgres' && postgresProblem && !postgresRequired) return postgresProblem
  return false
}

export interface TestStore {
  location: StoreLocation
  /** Removes the store: the temp folder, or the database (connections are closed by force). */
  drop(): Promise<void>
}

export interface TestStoreOptions {
  /**
   * PostgreSQL only: the database already exists, migrated, as a copy of a migrated template (CREATE DATABASE
   * … TEMPLATE), which costs the server less than migrating each test's database. Without it the database
   * does not exist yet and the store creates and migrates it on open, as a new deployment's would.
   */
  migrated?: boolean
}

export async function createTestStore(
  dialect: TestDialect,
  options: TestStoreOptions = {},
): Promise<TestStore> {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'content-store-test-'))
    return {
      location: { kind: 'sqlite', path: join(dir, 'nested', 'folder', 'store.db') },
      drop: () => rm(dir, { recursive: true, force: true }),
    }
  }
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  if (options.migrated) await adminQuery(`create database "${name}" template "${await migratedTemplate()}"`)
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await adminQuery(`drop database if exists "${name}" with (force)`)
    },
  }
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
export async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

let template: Promise<string> | undefined

/**
 * The name of a database migrated by the store's own migrations, kept between runs as a template: named by
 * a hash of the migrations and SQL files, so that a changed one makes a new one. Test files run in parallel
 * processes: an advisory lock lets one build it (under another name, renamed when complete) while the
 * others wait.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256')
    for (const folder of ['migrations', 'sql']) {
      const dir = join(ROOT, 'src', 'store', 'postgres', folder)
      for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)))
    }
    const name = `${TEST_DATABASE_PREFIX}template_${hash.digest('hex').slice(0, 12)}`
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
    await client.connect()
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [name])
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) {
        const building = `${name}_new`
        await client.query(`drop database if exists "${building}" with (force)`)
        const url = new URL(POSTGRES_ADMIN_URL)
        url.pathname = `/${building}`
        const { store } = await openStore({ kind: 'postgres', url: url.toString() })
        await store.close()
        await client.query(`alter database "${building}" rename to "${name}"`)
      }
    } finally {
      await client.end()
    }
    return name
  })()
  return template
}
