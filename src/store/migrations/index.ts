// Every migration, by name. Names sort in the order they run; Kysely's Migrator refuses to run a store
// whose applied migrations are not a prefix of this list.
import type { Migration } from 'kysely'
import * as initial from './2026-11-21T14-00-initial.js'
import * as uniqueLanguageCode from './2026-11-21T15-00-unique-language-code.js'

export const migrations: Record<string, Migration> = {
  '2026-11-21T14-00-initial': initial,
  '2026-11-21T15-00-unique-language-code': uniqueLanguageCode,
}
