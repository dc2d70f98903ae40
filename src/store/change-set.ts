// The one write path, in data: every write of a content (create, text writes, text deletion, archive, restore,
// key change, source language change, approval) is a ChangeSet that a dialect's writer applies (SQLite:
// store/sqlite/writer.ts; PostgreSQL: the function content_store_write_one, postgres/sql/write.sql). Both
// follow the same rules:
//
// - A create makes a content; any other change locks the content and checks, in this order: it exists (else
//   notFound), it is not purged (purged), it is not archived unless the change is a restore (archived), and
//   `ifMatch`, when given, holds its latest version id (else precondition, with the latest).
// - A new key must be free (keyTaken). A text's `basedOnVersion`, when given, must be a version of the content
//   (basedOnUnknown) in which it had a text in its source language (basedOnNoSource).
// - A textsReviewed change approves the text its caller read: noText without a current text, precondition
//   when the current text is another.
// - A text equal to the current one is left out (a machine draft saved unchanged by a person stays a machine
//   draft), except in a `textsReviewed` change, which writes it when it is not yet reviewed or is outdated. A
//   deletion of a language with no current text is noText for a textDeleted change and skipped otherwise.
// - When nothing is left to change (texts, key, archived flag, source language, parallel flag, MaxLength), no
//   version is written and the answer is the current state, `unchanged`.
// - Otherwise one version (with its author, and the key, archived flag, source language, parallel flag and
//   MaxLength after it), one property per text written (NULL text: deleted), the current texts and the content row are
//   updated, and one change (with its author) is appended to the change log.
// - The workflow of a text written (see Workflow in schemas/content.ts): `reviewed` in a textsReviewed change
//   (or when the change set says so), else not; `origin` as given. A text in a language other than the
//   content's source language records `basedOn`: the source language and the version of its source text, as
//   of `basedOnVersion` or else after this change set (none when there is no source text). Its `outdated` is
//   whether the source text after this change set is newer than that, or missing; every other current text
//   based on a language whose text this change set writes or deletes becomes outdated.
// - With each current text the writer keeps the property of its newest reviewed version (what a published read
//   shows): the new text's own when it is written reviewed, else the one kept with the text it replaces; none
//   after a deletion, so a text deleted after its review is no longer published and a new one waits for review.
// - A create's source language is `sourceLanguageId` (the first text's language, as the client sent them).
// - A change set with `idempotencyKeyId` marks that idempotency key with its answer's content and version id, unless it
//   was refused.
//
// The writer answers each change set with a WriteOutcome, in the order given.
import type { Content, Property, TextState } from '../schemas/content.js'
import type { Language } from '../schemas/languages.js'

export type ChangeKind =
  | 'created'
  | 'textsWritten'
  | 'textDeleted'
  | 'archived'
  | 'restored'
  | 'keyChanged'
  | 'textsReviewed'
  | 'sourceLanguageChanged'
  | 'maxLengthChanged'

/** Marks a text that a machine wrote (a draft) until a person approves or rewrites it. */
export type TextOrigin = 'machine'

export interface TextChange {
  languageId: number
  /** The new text; null deletes the language's current text. */
  text: string | null
  /** Absent for texts people wrote. */
  origin?: TextOrigin
  /** Written as reviewed (besides every text of a textsReviewed change). */
  reviewed?: true
  /** A version of the content whose source text this text was made from; absent: the source text after the change set. */
  basedOnVersion?: number
  /** The text's search terms (rules/search/terms.ts), set by the store for every text it writes. */
  searchTerms?: string
}

export interface ChangeSet {
  kind: ChangeKind
  /** Who makes the change: the API key's name (from authentication only). */
  by: string
  /** Absent for a create. */
  contentId?: number
  /** If-Match: the change is made only when the content's latest version id is one of these. */
  ifMatch?: number[]
  texts: TextChange[]
  /** Present: the key after the change (null removes it). Absent: unchanged. */
  key?: string | null
  /** Present: the archived flag after the change. */
  archived?: 0 | 1
  /** Present: the source language after the change (a create: its first text's language). */
  sourceLanguageId?: number
  /** Present: the parallel flag after the change. */
  parallel?: 0 | 1
  /** Present: the MaxLength after the change (null removes it). */
  maxLength?: number | null
  /**
   * An idempotency key's id (store/idempotency-store.ts): the writer marks it, in the same transaction, with
   * the content id and version id the change set answers with, so a retry after a lost answer finds them.
   */
  idempotencyKeyId?: number
}

/** A current text as the store returns it. */
export interface TextRow {
  propertyId: number
  languageId: number
  versionId: number
  /** ISO 8601. */
  createdAt: string
  text: string
  origin: string | null
  /** Who wrote its version. */
  by: string
  reviewed: 0 | 1
  basedOnLanguageId: number | null
  basedOnVersionId: number | null
  /** Undefined in a history's records, where "outdated" has no meaning. */
  outdated?: 0 | 1
}

/** A content as it stands: what every read of the present and every write returns. */
export interface ContentState {
  id: number
  /** The latest version id: the ETag. */
  versionId: number
  key: string | null
  archived: 0 | 1
  sourceLanguageId: number | null
  parallel: 0 | 1
  maxLength: number | null
  texts: TextRow[]
}

export type WriteError =
  | 'notFound'
  | 'purged'
  | 'archived'
  | 'precondition'
  | 'keyTaken'
  | 'noText'
  | 'basedOnUnknown'
  | 'basedOnNoSource'

export type WriteOutcome =
  | (ContentState & { error?: undefined; unchanged?: true })
  | { error: WriteError; latest?: number }

/** A change set's outcome within a batch, or the error it failed with alone (nothing of it written). */
export type BatchOutcome = WriteOutcome | { failed: unknown }

/** Maps a stored state to the API's Content, with language objects looked up by id. */
export function toContent(state: ContentState, languageById: (id: number) => Language): Content {
  const content: Content = {
    id: state.id,
    properties: state.texts.map((row) => toProperty(row, languageById)),
  }
  if (state.key !== null) content.key = state.key
  if (state.sourceLanguageId !== null)
    content.sourceLanguage = languageById(state.sourceLanguageId).languageCode
  if (state.parallel === 1) content.parallel = true
  if (state.maxLength !== null) content.maxLength = state.maxLength
  return content
}

/** A text's state (schemas/content.ts Workflow): machine until a person writes or approves it. */
export function textState(origin: string | null, reviewed: 0 | 1 | number): TextState {
  if (origin !== null) return 'machine'
  return Number(reviewed) === 1 ? 'reviewed' : 'translated'
}

export function toProperty(row: TextRow, languageById: (id: number) => Language): Property {
  const { propertyId, languageId, versionId, createdAt, text, origin } = row
  const property: Property = {
    id: propertyId,
    text,
    language: languageById(languageId),
    version: { id: versionId, createdAt },
  }
  if (origin !== null) property.origin = origin as TextOrigin
  // Members in the serializer's order (required, then optional): the rendered listings write the same bytes
  // (sql-spellings.ts).
  property.workflow = {
    state: textState(origin, row.reviewed),
    by: row.by,
    ...(row.outdated === undefined ? {} : { outdated: Number(row.outdated) === 1 }),
    ...(row.basedOnLanguageId === null || row.basedOnVersionId === null
      ? {}
      : {
          basedOn: {
            languageCode: languageById(row.basedOnLanguageId).languageCode,
            versionId: row.basedOnVersionId,
          },
        }),
  }
  return property
}

/** `1,3` ⇄ [1, 3]: the languages of a content or a change, as stored. */
export function languageIdsOf(list: string): number[] {
  return list === '' ? [] : list.split(',').map(Number)
}

export function languageListOf(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',')
}
