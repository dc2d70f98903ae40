// Every migration, by name. Names sort in the order they run; Kysely's Migrator refuses to run a store
// whose applied migrations are not a prefix of this list. Migrations from store v2 on are told their dialect
// instead of probing for it.
import type { Kysely, Migration } from 'kysely'
import * as initial from './2026-11-21T14-00-initial.js'
import * as uniqueLanguageCode from './2026-11-21T15-00-unique-language-code.js'
import * as storeV2 from './2026-11-23T09-00-store-v2.js'
import * as search from './2026-11-24T01-00-search.js'
import * as webhooks from './2026-11-24T02-00-webhooks.js'
import * as idempotency from './2026-11-25T01-00-idempotency.js'
import * as machineDrafts from './2026-11-25T02-00-machine-drafts.js'
import * as searchPostings from './2026-11-25T03-00-search-postings.js'
import * as searchPostingSizes from './2026-11-25T04-00-search-posting-sizes.js'
import * as languageIdHigh from './2026-11-26T01-00-language-id-high.js'
import * as searchIndexUnicode from './2026-11-26T02-00-search-index-unicode.js'
import * as searchTermsExact from './2026-11-26T03-00-search-terms-exact.js'
import * as searchExactStatistics from './2026-11-26T04-00-search-exact-statistics.js'
import * as idempotencyHolder from './2026-11-27T01-00-idempotency-holder.js'
import type { MigrationDialect } from './migration-dialect.js'

export function migrationsFor(dialect: MigrationDialect): Record<string, Migration> {
  const told = (m: { up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> }): Migration => ({
    up: (db) => m.up(db, dialect),
  })
  return {
    '2026-11-21T14-00-initial': initial,
    '2026-11-21T15-00-unique-language-code': uniqueLanguageCode,
    '2026-11-23T09-00-store-v2': told(storeV2),
    '2026-11-24T01-00-search': told(search),
    '2026-11-24T02-00-webhooks': told(webhooks),
    '2026-11-25T01-00-idempotency': told(idempotency),
    '2026-11-25T02-00-machine-drafts': told(machineDrafts),
    '2026-11-25T03-00-search-postings': told(searchPostings),
    '2026-11-25T04-00-search-posting-sizes': told(searchPostingSizes),
    '2026-11-26T01-00-language-id-high': told(languageIdHigh),
    '2026-11-26T02-00-search-index-unicode': told(searchIndexUnicode),
    '2026-11-26T03-00-search-terms-exact': told(searchTermsExact),
    '2026-11-26T04-00-search-exact-statistics': told(searchExactStatistics),
    '2026-11-27T01-00-idempotency-holder': told(idempotencyHolder),
  }
}
