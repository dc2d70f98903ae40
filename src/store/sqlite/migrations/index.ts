// SQLite's migrations, by name: the baseline of the first release, then ordinary forward migrations. Names
// sort in the order they run and are the same in both dialects.
import type { Migration } from 'kysely'
import * as baseline from './2026-11-28T00-00-baseline.js'
import * as maxLength from './2026-11-29T00-01-max-length.js'
import * as termbase from './2026-11-29T00-02-termbase.js'
import * as translationMemory from './2026-11-29T00-03-translation-memory.js'
import * as rendered from './2026-11-30T00-00-rendered.js'
import * as searchTerms from './2026-12-01T00-00-search-terms.js'

export const SQLITE_MIGRATIONS: Record<string, Migration> = {
  '2026-11-28T00-00-baseline': baseline,
  '2026-11-29T00-01-max-length': maxLength,
  '2026-11-29T00-02-termbase': termbase,
  '2026-11-29T00-03-translation-memory': translationMemory,
  '2026-11-30T00-00-rendered': rendered,
  '2026-12-01T00-00-search-terms': searchTerms,
}
