// The search index remembers the Unicode version of the runtime that made its terms (`search_index.unicode`,
// Node's process.versions.unicode): words, case and normalisation come from the runtime's Unicode tables
// (search-text.ts), so a Node with newer tables can make other terms of the same text. A store opened by such a
// runtime is indexed anew (search-index.ts), as when SEARCH_INDEX_VERSION changes; otherwise SQLite would take a
// replaced text's rows out of its one-word index with tokens they were not written with. Set here to the
// runtime that migrates, taken to be the one that made the index (the stores before this kept no record).
// Frozen: later changes are new files.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await sql`alter table search_index add column unicode text`.execute(db)
  await sql`update search_index set unicode = ${process.versions.unicode}`.execute(db)
}
