// Brings a store's search index up to date when it opens: a store created before search, indexed by terms of an
// older SEARCH_INDEX_VERSION, or by a runtime of another Unicode version (search_index.unicode), gets
// every current text indexed anew. Writes keep it current after that (each text change carries its terms). Runs
// on the connection the migrations used, before the store serves.
import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import { indexTerms, SEARCH_INDEX_VERSION } from '../rules/search/terms.js'
import type { Database } from './database.js'
import { tsvectorOf } from './postgres/search-syntax.js'
import { SearchIndexWrites } from './sqlite/search-writes.js'

/** Texts indexed per statement. */
const BATCH = 2000

/** The Unicode version of this runtime's tables, which the terms depend on. */
const UNICODE = process.versions.unicode

/** What made the index: the terms' version and the runtime's Unicode version. */
interface IndexMarker {
  version: number
  unicode: string | null
}

/** Whether the index holds the terms this runtime makes. */
function isCurrent(marker: IndexMarker | undefined): boolean {
  return marker?.version === SEARCH_INDEX_VERSION && marker.unicode === UNICODE
}

interface TextToIndex {
  contentId: number
  languageId: number
  propertyId: number
  text: string
  languageCode: string
}

const TEXTS_AFTER = `select t.content_id as "contentId", t.language_id as "languageId",
    t.property_id as "propertyId", t.text, l.language_code as "languageCode"
  from current_text t join language l on l.id = t.language_id`

/**
 * SQLite: one IMMEDIATE transaction, so another process opening the same file waits, then finds it done. The
 * FTS5 index leaves archived contents out (the writer takes them out when it archives, and puts them back
 * when it restores), so that a search ranks its hits in the index alone; so do the postings.
 */
export function refreshSqliteSearchIndex(db: SqliteDatabase.Database): number {
  const marker = db.prepare<[], IndexMarker>('select version, unicode from search_index')
  const batch = db.prepare<[number, number, number], TextToIndex>(
    `${TEXTS_AFTER} join content c on c.id = t.content_id
     where c.archived = 0 and (t.content_id, t.language_id) > (?, ?) order by t.content_id, t.language_id limit ?`,
  )
  const index = new SearchIndexWrites(db)
  return db
    .transaction(() => {
      if (isCurrent(marker.get())) return 0
      index.clear()
      let count = 0
      // In batches: a connection cannot write while a statement of it is still reading.
      let rows = batch.all(0, 0, BATCH)
      while (rows.length > 0) {
        for (const row of rows)
          index.add(row.contentId, row.languageId, indexTerms(row.languageCode, row.text))
        index.flush()
        count += rows.length
        const last = rows[rows.length - 1] as TextToIndex
        rows = batch.all(last.contentId, last.languageId, BATCH)
      }
      db.prepare('update search_index set version = ?, unicode = ?').run(SEARCH_INDEX_VERSION, UNICODE)
      return count
    })
    .immediate()
}

/**
 * PostgreSQL: under a session lock, so that one instance indexes while others wait; in batches, each its own
 * statement, and only where the text is still the one read (its property id), so a write made meanwhile keeps
 * the terms it wrote.
 */
export async function refreshPostgresSearchIndex(db: Kysely<Database>): Promise<number> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(1668575862)`.execute(connection)
    try {
      const { rows } = await sql<IndexMarker>`select version, unicode from search_index`.execute(connection)
      if (isCurrent(rows[0])) return 0
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
                      ${texts.map((r) => tsvectorOf(indexTerms(r.languageCode, r.text)))}::text[])
            as v(content_id, language_id, property_id, search)
          where t.content_id = v.content_id and t.language_id = v.language_id
            and t.property_id = v.property_id
            and t.search is distinct from v.search::tsvector`.execute(connection)
        count += texts.length
        const last = texts[texts.length - 1] as TextToIndex
        after = [last.contentId, last.languageId]
      }
      await sql`update search_index set version = ${SEARCH_INDEX_VERSION}, unicode = ${UNICODE}`.execute(
        connection,
      )
      return count
    } finally {
      await sql`select pg_advisory_unlock(1668575862)`.execute(connection)
    }
  })
}
