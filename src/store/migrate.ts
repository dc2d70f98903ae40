// Applies pending migrations with Kysely's Migrator, whose lock lets one process migrate while others wait.
import { type Kysely, Migrator } from 'kysely'
import type { Database } from './database.js'
import { type MigrationDialect, migrationsFor } from './migrations/index.js'

/** Migrates to the latest schema (or to `target`); returns the names of the migrations this run applied. */
export async function migrate(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  target?: string,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } })
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest())
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
