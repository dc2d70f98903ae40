// Brings a store's search index up to date when it opens: a store created before search, indexed by terms of an
// older SEARCH_INDEX_VERSION, by a runtime of another Unicode version (search_index.unicode), or with other
// compound words (search_index.dictionary: the decompounder's fingerprint, or none), gets
// every current text indexed anew. Writes keep it current after that (each text change carries its terms). Runs
// on the connection the migrations used, before the store serves. What the dialects share is here; each
// refreshes in its own folder (sqlite/search-index.ts, postgres/search-index.ts).
import type { Compounds } from '../rules/search/compounds.js'
import { SEARCH_INDEX_VERSION } from '../rules/search/terms.js'

/** Texts indexed per statement. */
export const BATCH = 2000

/** The Unicode version of this runtime's tables, which the terms depend on. */
export const UNICODE = process.versions.unicode ?? null

/** What made the index: the terms' version, the runtime's Unicode version and the compounds' words. */
export interface IndexMarker {
  version: number
  unicode: string | null
  dictionary: string | null
}

/** The marker of the index this runtime makes with this decompounder (or none). */
export function markerOf(compounds: Compounds | undefined): IndexMarker {
  return { version: SEARCH_INDEX_VERSION, unicode: UNICODE, dictionary: compounds?.fingerprint ?? null }
}

/** Whether the index holds the terms this runtime makes with this decompounder. */
export function isCurrent(marker: IndexMarker | undefined, compounds: Compounds | undefined): boolean {
  const current = markerOf(compounds)
  return (
    marker?.version === current.version &&
    marker.unicode === current.unicode &&
    marker.dictionary === current.dictionary
  )
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
