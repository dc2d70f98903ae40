// The store's ports, one per concept, that routes and services depend on (each takes only those it uses),
// and the Store that openStore() hands out with all of them. Implementations return API-shaped objects (see
// schemas/), never rows.
//
// The model keeps the past and the present: every write creates a Version (a change set) and one Property per
// language written (a NULL text: that language's text deleted); nothing is updated in place. Beside the
// history the store keeps each content's current text per language, its key, whether it is archived, and its
// latest version id, which is its ETag. Every change is appended to a change log readable in commit order.

import type { ReviewRequired } from '../rules/review-policy.js'
import type { SearchQuery } from '../rules/search/query.js'
import type { Change } from '../schemas/changes.js'
import type { Content } from '../schemas/content.js'
import type { Coverage } from '../schemas/coverage.js'
import type { DumpContent, DumpHeader } from '../schemas/dump.js'
import type { VersionRecord } from '../schemas/history.js'
import type { Language } from '../schemas/languages.js'
import type { SearchHit } from '../schemas/search.js'
import type { TextOrigin } from './change-set.js'
import type { Dialect } from './database.js'
import type { IdempotencyStore } from './idempotency-store.js'
import type { ChangeStamp, ConnectionStats } from './store-dialect.js'
import type { TermStore } from './term-store.js'
import type { TranslationMemory } from './translation-memory.js'
import type { WebhookStore } from './webhook-store.js'

/** A text to write in a language the caller has resolved (languages.findLanguage). */
export interface ResolvedText {
  language: Language
  text: string
  origin?: TextOrigin
  /** Written as reviewed, in the same version (an XLIFF target signed off by a key that may review). */
  reviewed?: true
}

/**
 * Narrows a listing. Conditions combine: every language in `has`, none in `missing`, the key's prefix, and one
 * of `needsReview` or `outdated`.
 */
export interface ContentFilter {
  hasLanguageIds?: readonly number[]
  missingLanguageIds?: readonly number[]
  keyPrefix?: string
  /**
   * Only contents whose current text in this language needs review: a machine draft, or, when the language is
   * one of `reviewRequiredLanguageIds`, any text not reviewed.
   */
  needsReviewLanguageId?: number
  /** The languages whose texts are published only once reviewed (REVIEW_REQUIRED). */
  reviewRequiredLanguageIds?: readonly number[]
  /** Only contents whose current text in this language is outdated (its source text changed since). */
  outdatedLanguageId?: number
}

/** A content of a translation backlog: its latest version id and its text in the language drafted from. */
export interface BacklogItem {
  id: number
  versionId: number
  text: string
  /** The content's MaxLength, when it has one. */
  maxLength?: number
}

/** A machine draft to store, as a new version of a content that still is at `versionId`. */
export interface DraftWrite {
  id: number
  versionId: number
  language: Language
  text: string
}

/** Contents of a streamed listing as JSON text in UTF-8: each serialised Content, joined by commas. */
export type RenderedBatch = Buffer

/** If-Match as data: the write happens only when the content's latest version id is one of these. */
export type ExpectedVersions = readonly number[] | undefined

/** What every write of a content takes: who writes, and If-Match. */
export interface WriteOptions {
  /** The API key's name (http/principal.ts): from authentication only, never from what the client sends. */
  by: string
  expected?: ExpectedVersions
}

/** What a create may set besides its texts. */
export interface CreateOptions {
  by: string
  key?: string
  /** Marks the content parallel: both written forms required. */
  parallel?: boolean
}

/** What a write of texts may set besides them. */
export interface TextWriteOptions extends WriteOptions {
  parallel?: boolean
  /** The version of the content whose source text the translations were made from (default: now). */
  basedOnVersion?: number
}

/** A restore: the caller is shown the languages it will write before anything is written, and may refuse. */
export interface RestoreOptions extends WriteOptions {
  /** Throws to refuse (nothing is written): the languages whose text the restore changes. */
  check?: (languages: readonly Language[]) => void
}

/** A content and its latest version id, which is its ETag. */
export interface Versioned {
  content: Content
  versionId: number
}

/** What a write answers with: the content after it, and whether the write changed nothing. */
export interface Written extends Versioned {
  /** True when every text (and the key) already was as asked: no version was written. */
  unchanged: boolean
}

/**
 * Where a bundle's members are read: a window of content ids, the contents whose key starts with a prefix, or
 * some contents by id (those a change touched).
 */
export type BundleScope = { first: number; last: number } | { keyPrefix: string } | { ids: readonly number[] }

/**
 * A bundle's members in a scope: each `"key":"text"` on a line of its own (`\n`, which JSON text never holds
 * unescaped), in ascending content id, and the ids of those contents in the same order, joined by commas. Both
 * '' when there are none.
 */
export interface BundlePart {
  members: string
  ids: string
}

export interface ChangePage {
  changes: Change[]
  /** The cursor to continue from: the last change's, or `after` when there were none. */
  next: string
}

/** One page of search hits, and whether more follow it. */
export interface SearchResult {
  hits: SearchHit[]
  more: boolean
}

/** Writing change sets: every write is one new version of a content, through the one write queue. */
export interface ContentWrites {
  /**
   * Creates a content whose first version holds these texts (and its key), in one transaction; its source
   * language is the first text's.
   */
  createContent(texts: readonly ResolvedText[], options: CreateOptions): Promise<Written>
  /** Writes the texts as one new version of the content, atomically (BasedOnVersionError when that is bad). */
  writeTexts(id: number, texts: readonly ResolvedText[], options: TextWriteOptions): Promise<Written>
  /** Deletes the current text of one language as a new version; NotFoundError when it has none. */
  deleteText(id: number, language: Language, options: WriteOptions): Promise<Written>
  /** Archives the content as a new version: it leaves listings and reads, its history stays. */
  archiveContent(id: number, options: WriteOptions): Promise<Written>
  /** Sets (or, with null, removes) the content's key as a new version; KeyTakenError when another has it. */
  setKey(id: number, key: string | null, options: WriteOptions): Promise<Written>
  /**
   * Sets (or, with null, removes) the longest its texts may be, in characters, as a new version (when it
   * differs): the `maxLength` check warns of a longer text.
   */
  setMaxLength(id: number, maxLength: number | null, options: WriteOptions): Promise<Written>
  /** Sets the language the content's translations are made from, as a new version (when it differs). */
  setSourceLanguage(id: number, language: Language, options: WriteOptions): Promise<Written>
  /** Writes again the texts the content had as of a version of it, and brings an archived content back. */
  restoreVersion(id: number, versionId: number, options: RestoreOptions): Promise<Written>
  /**
   * Marks the current text of a language reviewed, confirmed against the current source text: a new version
   * (kind textsReviewed) with the same text. Unchanged when it is reviewed and not outdated already;
   * NotFoundError when the content has no text in the language.
   */
  approveText(id: number, language: Language, options: WriteOptions): Promise<Written>
  /**
   * Writes machine drafts together (one write batch), each only while its content is still at the version read
   * and has no text in the language: true for each draft written, false for one left out.
   */
  writeDrafts(drafts: readonly DraftWrite[], by: string): Promise<boolean[]>
  /** Erases a content's texts and history for good, leaving a purge record. */
  purgeContent(id: number, by: string): Promise<void>
  /** Calls the listener after each committed write batch with its size (change sets) and its time (seconds). */
  onWriteBatch(listener: (size: number, seconds: number) => void): void
}

/** Reading one content as it is now. */
export interface ContentReads {
  /** The content with its current texts; NotFoundError when there is none, GoneError when archived or purged. */
  getContent(id: number): Promise<Versioned>
  /** As getContent, by key. */
  getContentByKey(key: string): Promise<Versioned>
  /**
   * As getContent, as the JSON text the API answers with, written by the store (read-queries.ts RENDERED): for
   * a reader that only sends it on, without building the Content and serializing it again.
   */
  getContentJson(id: number): Promise<RenderedContent>
  /** As getContentJson, by key. */
  getContentJsonByKey(key: string): Promise<RenderedContent>
}

/** A content's JSON text (UTF-8 bytes or a string) and its latest version. */
export interface RenderedContent {
  json: Buffer | string
  versionId: number
}

/**
 * Reading one content as it is published under the review policy (REVIEW_REQUIRED): per language its current
 * text, or, in a language that requires review (`reviewRequired`), the newest reviewed version of its text
 * that no deletion of it followed; a language with none is left out (readers of one language fall back along
 * its chain). Each text's workflow is as the history shows it (no `outdated`). Errors as ContentReads'.
 */
export interface PublishedReads {
  getPublishedContent(id: number, reviewRequired: ReviewRequired): Promise<Content>
  getPublishedContentByKey(key: string, reviewRequired: ReviewRequired): Promise<Content>
  /** As getPublishedContent, as the JSON text the API answers with, written by the store (as getContentJson). */
  getPublishedJson(id: number, reviewRequired: ReviewRequired): Promise<RenderedContent>
  /** As getPublishedJson, by key. */
  getPublishedJsonByKey(key: string, reviewRequired: ReviewRequired): Promise<RenderedContent>
}

/** Reading a content's past. */
export interface ContentHistory {
  /** Every version of the content, oldest first, with what each wrote or deleted. */
  listVersions(id: number): Promise<VersionRecord[]>
  /** The content as it read right after the given version of it. */
  getContentAtVersion(id: number, versionId: number): Promise<Content>
}

/** Listing and streaming live contents in id order, and the reads of bundles and backlogs. */
export interface ContentListing {
  /** At most `limit` live contents with an id above `afterId`, ascending: one batch of a listing. */
  listContents(afterId: number, limit: number, filter?: ContentFilter): Promise<Content[]>
  /**
   * Every live content with an id above `afterId` that passes the filter, ascending, in batches of about
   * `batchSize`, as JSON text (no objects built): for streaming long listings. A batch is read when the one
   * before it is taken (and a few ahead), so a consumer that stops reading stops the reads. No batch is empty.
   */
  streamContentsJson(afterId: number, filter: ContentFilter, batchSize: number): AsyncIterable<RenderedBatch>
  /** As streamContentsJson, as objects. */
  streamContents(afterId: number, filter: ContentFilter, batchSize: number): AsyncIterable<Content[]>
  /**
   * At most `limit` live contents with an id above `afterId`, ascending, that have a text in `from` and none in
   * `to` (and a key with the prefix): one batch of a backlog to draft.
   */
  backlog(
    from: Language,
    to: Language,
    afterId: number,
    limit: number,
    keyPrefix?: string,
  ): Promise<BacklogItem[]>
  /**
   * A language bundle's members in a scope: for each live content of it with a current text in one of these
   * languages (a fallback chain, in order), `"key":"text"` with the first language's text (the key being the
   * id as text when the content has none), as a BundlePart. The languages among `reviewedOnlyIds` contribute
   * their published text (PublishedReads says which).
   */
  bundleMembers(
    languageIds: readonly number[],
    scope: BundleScope,
    reviewedOnlyIds?: readonly number[],
  ): Promise<BundlePart>
  /**
   * Members read by bundleMembers since the store opened: what keeping bundles up to date costs (GET /metrics
   * store_bundle_members_read_total).
   */
  bundleActivity(): { membersRead: number }
  /** The largest content id handed out (0 when none): how far a bundle's windows of ids reach. */
  lastContentId(): Promise<number>
}

/** The change log, read in commit order, and waiting for it to grow. */
export interface ChangeLog {
  /** At most `limit` changes after a cursor (`0`: from the start), in commit order. */
  listChanges(after: string, limit: number): Promise<ChangePage>
  /** The cursor of the last change readable now (`0`: none yet): `after=latest` starts there. */
  latestChangeCursor(): Promise<string>
  /** Where the change log stands, committed changes not yet handed out included (see StoreDialect). */
  changeStamp(): Promise<ChangeStamp>
  /**
   * Resolves when a change may have been committed (by this process, or by another on the same store), when
   * `timeoutMs` have passed, or when `signal` aborts, whichever comes first: true when woken by a commit.
   * Callers read the log again (nextChanges does it all).
   */
  waitForChanges(timeoutMs: number, signal?: AbortSignal): Promise<boolean>
  /**
   * At most `limit` changes after a cursor; when there are none yet, waits up to `waitMs` for one (or until
   * `signal` aborts), then answers what there is (possibly nothing). A wake whose change is not readable yet
   * (PostgreSQL hands a commit out only once older transactions on the server end) is followed by re-reads a
   * few milliseconds apart. Waiting readers share their reads (change-waiter.ts): one read per wake per cursor.
   */
  nextChanges(after: string, limit: number, waitMs: number, signal?: AbortSignal): Promise<ChangePage>
  /**
   * Reads of the change log so far (listings, first pages, and the shared reads of waiting readers), and the
   * wakes of waiting readers (commits seen, and re-reads while PostgreSQL holds commits back).
   */
  changeLogActivity(): { reads: number; wakes: number }
}

/** The store's languages, and how much text each has. */
export interface Languages {
  /** Every language, ascending id, read from the store (so languages added by an operator show). */
  listLanguages(): Promise<Language[]>
  /**
   * The language whose code matches ignoring case (reloading the cache on a miss), or UnknownLanguageError,
   * which names `field` (the request member the code came from) in its answer.
   */
  findLanguage(code: string, field?: string): Promise<Language>
  /** The cached language codes; reloaded when older than a few seconds and `refresh` is asked. */
  knownLanguageCodes(refresh?: boolean): Promise<readonly string[]>
  /** Adds a language (canonical BCP 47 spelling); LanguageExistsError when its code exists ignoring case. */
  addLanguage(code: string, by: string): Promise<Language>
  /**
   * Removes a language that no text uses, now or in any history (NotFoundError, LanguageInUseError).
   * A running service that still has it cached answers a write in it as in an unknown language.
   */
  removeLanguage(code: string): Promise<Language>
  /**
   * How much current text each language has, for translation backlogs and written-form shares, and the
   * texts in each state; `reviewRequiredIds`: the languages that publish only reviewed texts (REVIEW_REQUIRED).
   */
  coverage(reviewRequiredIds?: readonly number[]): Promise<Coverage>
}

/** Full-text search over current texts. */
export interface ContentSearch {
  /**
   * Current texts of live contents that match the query (in one language, or in any), best first, ties by
   * content id: `limit` hits after skipping `offset`.
   */
  search(
    query: SearchQuery,
    options: { language?: Language; limit: number; offset: number },
  ): Promise<SearchResult>
}

/** A current text as a scan of its language gives it: with its content's source text and MaxLength. */
export interface ScannedText {
  contentId: number
  key?: string
  /** The version of the text. */
  versionId: number
  target: { languageCode: string; text: string }
  /** The content's current text in its source language; absent for a text in it, or without one. */
  source?: { languageCode: string; text: string }
  maxLength?: number
}

/** Reading every current text of a language, for checks of a whole language (store/text-scan.ts). */
export interface TextScan {
  /**
   * The language's current texts of live contents, ascending content id, in windows of `batchSize` ids (a
   * window without texts is left out); read as the consumer takes them.
   */
  scanTexts(language: Language, batchSize: number): AsyncIterable<ScannedText[]>
}

/** Whole-store dumps: export and import (store/dump.ts holds the format's rules). */
export interface Dumps {
  /** The first line of a whole-store dump: its format and the store's languages. */
  dumpHeader(): Promise<DumpHeader>
  /** Every content (live, archived or purged) with its whole history, ascending id, in windows of ids. */
  dumpContents(batchSize: number): AsyncIterable<DumpContent[]>
  /**
   * Loads a dump (its lines, the header first) into this store, which must hold no content: all or nothing,
   * in one transaction. DumpLineError names a bad line; StoreNotEmptyError when the store has contents.
   */
  importDump(lines: AsyncIterable<string>): Promise<{ contents: number; versions: number }>
}

/** Whether the store answers and can take writes, for health checks and metrics. */
export interface StoreHealth {
  readonly dialect: Dialect
  /**
   * Asks the store whether it answers and can take writes: resolves when it answered, with a reason it cannot
   * take writes although it answers (disk full, read-only), or undefined; rejects when it cannot be asked.
   */
  check(): Promise<string | undefined>
  /** PostgreSQL: the pool's connections (open, idle, and requests waiting for one); undefined for SQLite. */
  connectionStats(): ConnectionStats | undefined
}

/** An open store: its ports, which share its connections until close(). */
export interface Store {
  readonly contents: ContentReads
  readonly published: PublishedReads
  readonly history: ContentHistory
  readonly writes: ContentWrites
  readonly listing: ContentListing
  readonly changes: ChangeLog
  readonly languages: Languages
  readonly search: ContentSearch
  readonly textScan: TextScan
  readonly dumps: Dumps
  readonly health: StoreHealth
  /** Webhook subscriptions and their delivery state. */
  readonly webhooks: WebhookStore
  /** Idempotency keys of retried requests and the answers recorded for them. */
  readonly idempotency: IdempotencyStore
  /** The termbase: entries of preferred, admitted and forbidden terms per language. */
  readonly terms: TermStore
  /** Translation memory: candidates for suggestions, TMX export and import. */
  readonly memory: TranslationMemory
  close(): Promise<void>
}
