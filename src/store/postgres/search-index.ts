// PostgreSQL's refresh of the search index when a store opens (what and when: ../search-index.ts).
import { type Kysely, sql } from 'kysely'
import type { Compounds } from '../../rules/search/compounds.js'
import { indexTerms } from '../../rules/search/terms.js'
import type { Database } from '../database.js'
import {
  BATCH,
  type IndexMarker,
  isCurrent,
  markerOf,
  TEXTS_AFTER,
  type TextToIndex,
} from '../search-index.js'
import { tsvectorOf } from './search-syntax.js'

/**
 * PostgreSQL: under a session lock, so that one instance indexes while others wait; in batches, each its own
 * statement, and only where the text is still the one read (its property id), so a write made meanwhile keeps
 * the terms it wrote.
 */
export async function refreshPostgresSearchIndex(
  db: Kysely<Database>,
  compounds: Compounds | undefined,
): Promise<number> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(1668575862)`.execute(connection)
    try {
      const { rows } = await sql<IndexMarker>`select version, unicode, dictionary from search_index`.execute(
        connection,
      )
      if (isCurrent(rows[0], compounds)) return 0
      let count = 0
      let after: [number, number] = [0, 0]
      for (;;) {
        const batch = await sql<TextToIndex>`${sql.raw(TEXTS_AFTER)}
          where (t.content_id, t.language_id) > (${after[0]}, ${after[1]})
          order by t.content_id, t.language_id limit ${BATCH}`.execute(connection)
        if (batch.rows.length === 0) break
        const texts = batch.rows.map((r) => ({
          ...r,
          contentId: Number(r.contentId),
          propertyId: Number(r.propertyId),
        }))
        await sql`update current_text t set search = v.search::tsvector
          from unnest(${texts.map((r) => r.contentId)}::bigint[], ${texts.map((r) => r.languageId)}::integer[],
                      ${texts.map((r) => r.propertyId)}::bigint[],
                      ${texts.map((r) => tsvectorOf(indexTerms(r.languageCode, r.text, compounds)))}::text[])
            as v(content_id, language_id, property_id, search)
          where t.content_id = v.content_id and t.language_id = v.language_id
            and t.property_id = v.property_id
            and t.search is distinct from v.search::tsvector`.execute(connection)
        count += texts.length
        const last = texts[texts.length - 1] as TextToIndex
        after = [last.contentId, last.languageId]
      }
      const made = markerOf(compounds)
      await sql`update search_index
        set version = ${made.version}, unicode = ${made.unicode}, dictionary = ${made.dictionary}`.execute(
        connection,
      )
      return count
    } finally {
      await sql`select pg_advisory_unlock(1668575862)`.execute(connection)
    }
  })
}
