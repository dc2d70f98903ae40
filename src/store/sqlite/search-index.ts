// SQLite's refresh of the search index when a store opens (what and when: ../search-index.ts).
import type SqliteDatabase from 'better-sqlite3'
import type { Compounds } from '../../rules/search/compounds.js'
import { indexTerms } from '../../rules/search/terms.js'
import {
  BATCH,
  type IndexMarker,
  isCurrent,
  markerOf,
  TEXTS_AFTER,
  type TextToIndex,
} from '../search-index.js'
import { SearchIndexWrites } from './search-writes.js'

/**
 * SQLite: one IMMEDIATE transaction, so another process opening the same file waits, then finds it done. The
 * FTS5 index leaves archived contents out (the writer takes them out when it archives, and puts them back
 * when it restores), so that a search ranks its hits in the index alone; so do the postings.
 */
export function refreshSqliteSearchIndex(
  db: SqliteDatabase.Database,
  compounds: Compounds | undefined,
): number {
  const marker = db.prepare<[], IndexMarker>('select version, unicode, dictionary from search_index')
  const batch = db.prepare<[number, number, number], TextToIndex>(
    `${TEXTS_AFTER} join content c on c.id = t.content_id
     where c.archived = 0 and (t.content_id, t.language_id) > (?, ?) order by t.content_id, t.language_id limit ?`,
  )
  const index = new SearchIndexWrites(db)
  return db
    .transaction(() => {
      if (isCurrent(marker.get(), compounds)) return 0
      index.clear()
      let count = 0
      // In batches: a connection cannot write while a statement of it is still reading.
      let rows = batch.all(0, 0, BATCH)
      while (rows.length > 0) {
        for (const row of rows)
          index.add(row.contentId, row.languageId, indexTerms(row.languageCode, row.text, compounds))
        index.flush()
        count += rows.length
        const last = rows[rows.length - 1] as TextToIndex
        rows = batch.all(last.contentId, last.languageId, BATCH)
      }
      const made = markerOf(compounds)
      db.prepare('update search_index set version = ?, unicode = ?, dictionary = ?').run(
        made.version,
        made.unicode,
        made.dictionary,
      )
      return count
    })
    .immediate()
}
