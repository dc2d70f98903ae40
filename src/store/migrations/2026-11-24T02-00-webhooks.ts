// Webhook subscriptions, each with its own cursor in the change log and its delivery state, so that delivery
// survives restarts and is shared by instances (a lease: the instance that holds `lease_until` in the future
// delivers it). Times are milliseconds since the epoch. Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  const id =
    dialect === 'postgres'
      ? 'bigint generated always as identity primary key'
      : 'integer primary key autoincrement'
  const big = dialect === 'postgres' ? 'bigint' : 'integer'
  await sql
    .raw(`create table webhook (
      id ${id},
      url text not null,
      secret text not null,
      kinds text not null default '',
      languages text not null default '',
      state text not null default 'active',
      cursor text not null,
      lease_until ${big} not null default 0,
      attempts integer not null default 0,
      failing_since ${big},
      next_attempt ${big} not null default 0,
      last_attempt ${big},
      last_status integer,
      last_error text,
      created_at ${big} not null
    )`)
    .execute(db)
}
