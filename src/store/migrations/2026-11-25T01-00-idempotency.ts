// Idempotency keys (the Idempotency-Key request header): one row per client scope and key, holding the
// request's fingerprint, a lease while the request runs, the content and version its write committed (set by
// the write itself, in its transaction) and the answer once it was sent. Times are milliseconds since the
// epoch. Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  const id =
    dialect === 'postgres'
      ? 'bigint generated always as identity primary key'
      : 'integer primary key autoincrement'
  const big = dialect === 'postgres' ? 'bigint' : 'integer'
  await sql
    .raw(`create table idempotency_key (
      id ${id},
      scope text not null,
      key text not null,
      fingerprint text not null,
      lease_until ${big} not null,
      expires_at ${big} not null,
      replay_status integer,
      content_id ${big},
      version_id ${big},
      status integer,
      headers text,
      body text
    )`)
    .execute(db)
  await sql.raw('create unique index idempotency_key_scope_key on idempotency_key (scope, key)').execute(db)
  await sql.raw('create index idempotency_key_expires on idempotency_key (expires_at)').execute(db)
}
