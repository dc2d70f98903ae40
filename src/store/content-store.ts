// The store interface the routes use. Implementations return API-shaped objects (see schemas/), never rows.
//
// The model is append-only: every write creates a Version (a change set) and one Property per language
// written; nothing is updated or deleted. A content's current text in a language is its property with the
// highest version id, and its latest version id is its ETag.
import type { Content, Coverage, Language, VersionRecord } from '../schemas/content.js'
import type { Dialect } from './database.js'

export interface TextInLanguage {
  text: string
  languageCode: string
}

/** Narrows a listing: contents that have a language, or lack one (the translation backlog). */
export interface ContentFilter {
  hasLanguageId?: number
  missingLanguageId?: number
}

/** Given the content's latest version id, says whether a write may go ahead (the If-Match check). */
export type Precondition = (latestVersionId: number) => boolean

export interface ContentStore {
  readonly dialect: Dialect
  /** Creates a content whose first version holds these texts, one per language, in one transaction. */
  createContent(texts: readonly TextInLanguage[]): Promise<Content>
  /** The content with its current property per language; NotFoundError when there is none. */
  getContent(id: number): Promise<Content>
  /** Writes the texts as one new version of the content, atomically, and returns the content after it. */
  writeTexts(id: number, texts: readonly TextInLanguage[], precondition?: Precondition): Promise<Content>
  /** Every version of the content, oldest first, each with the properties written in it. */
  listVersions(id: number): Promise<VersionRecord[]>
  /** The content as it read right after the given version of it. */
  getContentAtVersion(id: number, versionId: number): Promise<Content>
  /** A new version that writes again every text the content had as of the given version. */
  restoreVersion(id: number, versionId: number, precondition?: Precondition): Promise<Content>
  /** At most `limit` contents with an id above `afterId`, ascending, current texts: one batch of a listing. */
  listContents(afterId: number, limit: number, filter?: ContentFilter): Promise<Content[]>
  /** Every language, ascending id, read from the store (so languages added by an operator show). */
  listLanguages(): Promise<Language[]>
  /** The language whose code matches ignoring case (reloading the cache once on a miss), or UnknownLanguageError. */
  findLanguage(code: string): Promise<Language>
  /** The cached language codes; reloaded when older than a few seconds and `refresh` is asked. */
  knownLanguageCodes(refresh?: boolean): Promise<readonly string[]>
  /** Adds a language (canonical BCP 47 spelling); LanguageExistsError when its code exists ignoring case. */
  addLanguage(code: string): Promise<Language>
  /** How much current text each language has, for translation backlogs and written-form shares. */
  coverage(): Promise<Coverage>
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>
  /** A reason the store cannot take writes although it answers (its disk is full), or undefined. */
  writeProblem(): Promise<string | undefined>
  close(): Promise<void>
}
