// Applies pending migrations with Kysely's Migrator, whose lock lets one process migrate while others wait.
import { type Kysely, Migrator, sql } from 'kysely'
import type { Database } from './database.js'
import { StoreFromNewerVersionError } from './errors.js'
import { migrationsFor } from './migrations/index.js'
import type { MigrationDialect } from './migrations/migration-dialect.js'

/** Kysely's table of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration'

/**
 * Migrates to the latest schema (or to `target`); returns the names of the migrations this run applied. A store
 * that a newer version migrated is refused (StoreFromNewerVersionError), before anything runs.
 */
export async function migrate(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  target?: string,
): Promise<string[]> {
  const migrations = migrationsFor(dialect)
  const unknown = (await appliedMigrations(db, dialect)).filter((name) => !Object.hasOwn(migrations, name))
  if (unknown.length > 0) throw new StoreFromNewerVersionError(unknown.sort())
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest())
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Names of the migrations the store has applied; none for a store not yet created. */
async function appliedMigrations(db: Kysely<Database>, dialect: MigrationDialect): Promise<string[]> {
  const exists =
    dialect === 'sqlite'
      ? sql`select 1 from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`
      : sql`select 1 where to_regclass(${MIGRATION_TABLE}) is not null`
  if ((await exists.execute(db)).rows.length === 0) return []
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)
  return rows.map((r) => r.name)
}
