// Applies pending migrations with Kysely's Migrator, whose lock lets one process migrate while others wait.
// Each dialect brings its own list (sqlite/migrations/, postgres/migrations/), the baseline of the first
// release first. A store made by a build before that baseline is refused: its schema came from migrations
// this build no longer has, and the way across is its dump (export with that build, import with this one).
import { type Kysely, type Migration, Migrator, sql } from 'kysely'
import type { Database } from './database.js'
import { StoreFromEarlierBuildError, StoreFromNewerVersionError } from './errors.js'

/** Kysely's table of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration'

/**
 * Migrates to the latest schema; returns the names of the migrations this run applied. A store that a newer
 * version migrated (StoreFromNewerVersionError), or that an earlier build made (StoreFromEarlierBuildError), is
 * refused before anything runs.
 */
export async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const applied = await appliedMigrations(db)
  const baseline = Object.keys(migrations)[0]
  if (applied.length > 0 && !applied.includes(baseline ?? '')) throw new StoreFromEarlierBuildError()
  const unknown = applied.filter((name) => !Object.hasOwn(migrations, name))
  if (unknown.length > 0) throw new StoreFromNewerVersionError(unknown.sort())
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Names of the migrations the store has applied; none for a store not yet created. */
async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  if (!tables.some((t) => t.name === MIGRATION_TABLE)) return []
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)
  return rows.map((r) => r.name)
}
