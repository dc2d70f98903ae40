// Brings a store's search index up to date when it opens: a store created before search, indexed by terms of an
// older SEARCH_INDEX_VERSION, or by a runtime of another Unicode version (search_index.unicode), gets
// every current text indexed anew. Writes keep it current after that (each text change carries its terms). Runs
// on the connection the migrations used, before the store serves. What the dialects share is here; each
// refreshes in its own folder (sqlite/search-index.ts, postgres/search-index.ts).
import { SEARCH_INDEX_VERSION } from '../rules/search/terms.js'

/** Texts indexed per statement. */
export const BATCH = 2000

/** The Unicode version of this runtime's tables, which the terms depend on. */
export const UNICODE = process.versions.unicode

/** What made the index: the terms' version and the runtime's Unicode version. */
export interface IndexMarker {
  version: number
  unicode: string | null
}

/** Whether the index holds the terms this runtime makes. */
export function isCurrent(marker: IndexMarker | undefined): boolean {
  return marker?.version === SEARCH_INDEX_VERSION && marker.unicode === UNICODE
}

export interface TextToIndex {
  contentId: number
  languageId: number
  propertyId: number
  text: string
  languageCode: string
}

export const TEXTS_AFTER = `select t.content_id as "contentId", t.language_id as "languageId",
    t.property_id as "propertyId", t.text, l.language_code as "languageCode"
  from current_text t join language l on l.id = t.language_id`
