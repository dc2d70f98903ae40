// Idempotency keys name the instance of the service whose request holds their lease (store/instances.ts), so
// that a lease of an instance that has died is free at once instead of when it runs out. Keys claimed before
// this migration name none and keep waiting for their lease to end. Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await sql`alter table idempotency_key add column holder text`.execute(db)
}
