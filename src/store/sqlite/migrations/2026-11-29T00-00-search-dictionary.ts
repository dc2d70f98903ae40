// `search_index.dictionary`: the fingerprint of the word lists Norwegian compounds were split by when the index
// was made (none: words alone), so that a store is indexed anew when its process splits by other words, or
// splits no longer (store/search-index.ts).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_index add column dictionary text`.execute(db)
}
