// The one write path, in data: every write of a content (create, text writes, text deletion, archive, restore,
// key change) is a ChangeSet that a dialect's writer applies (SQLite: store/sqlite/writer.ts; PostgreSQL: the
// function content_store_write_one, postgres/sql/write.sql). Both follow the same rules:
//
// - A create makes a content; any other change locks the content and checks, in this order: it exists (else
//   notFound), it is not purged (purged), it is not archived unless the change is a restore (archived), and
//   `ifMatch`, when given, holds its latest version id (else precondition, with the latest).
// - A new key must be free (keyTaken). Texts that equal the current ones (text and origin) are left out; a
//   deletion of a language with no current text is noText for a textDeleted change and skipped otherwise.
// - When nothing is left to change, no version is written and the answer is the current state, `unchanged`.
// - Otherwise one version (with the key and archived flag after it), one property per text written (NULL text:
//   deleted), the current texts and the content row are updated, and one change is appended to the change log.
// - A change set with `idempotencyKeyId` marks that idempotency key with its answer's content and version id, unless it
//   was refused.
//
// The writer answers each change set with a WriteOutcome, in the order given.
import type { Content, Language, Property } from '../schemas/content.js'

export type ChangeKind = 'created' | 'textsWritten' | 'textDeleted' | 'archived' | 'restored' | 'keyChanged'

/** Marks a text that a machine wrote (a draft) until a person approves or rewrites it. */
export type TextOrigin = 'machine'

export interface TextChange {
  languageId: number
  /** The new text; null deletes the language's current text. */
  text: string | null
  /** Absent for texts people wrote. */
  origin?: TextOrigin
  /** The text's search terms (rules/search/terms.ts), set by the store for every text it writes. */
  searchTerms?: string
}

export interface ChangeSet {
  kind: ChangeKind
  /** Absent for a create. */
  contentId?: number
  /** If-Match: the change is made only when the content's latest version id is one of these. */
  ifMatch?: number[]
  texts: TextChange[]
  /** Present: the key after the change (null removes it). Absent: unchanged. */
  key?: string | null
  /** Present: the archived flag after the change. */
  archived?: 0 | 1
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
}

/** A content as it stands: what every read of the present and every write returns. */
export interface ContentState {
  id: number
  /** The latest version id: the ETag. */
  versionId: number
  key: string | null
  archived: 0 | 1
  texts: TextRow[]
}

export type WriteError = 'notFound' | 'purged' | 'archived' | 'precondition' | 'keyTaken' | 'noText'

export type WriteOutcome =
  | (ContentState & { error?: undefined; unchanged?: true })
  | { error: WriteError; latest?: number }

/** A change set's outcome within a batch, or the error it failed with alone (nothing of it written). */
export type BatchOutcome = WriteOutcome | { failed: unknown }

/** Maps a stored state to the API's Content, with language objects looked up by id. */
export function toContent(state: ContentState, languageById: (id: number) => Language): Content {
  const properties = state.texts.map((row) => toProperty(row, languageById))
  return state.key === null ? { id: state.id, properties } : { id: state.id, properties, key: state.key }
}

export function toProperty(
  { propertyId, languageId, versionId, createdAt, text, origin }: TextRow,
  languageById: (id: number) => Language,
): Property {
  const property: Property = {
    id: propertyId,
    text,
    language: languageById(languageId),
    version: { id: versionId, createdAt },
  }
  if (origin !== null) property.origin = origin as TextOrigin
  return property
}

/** `1,3` ⇄ [1, 3]: the languages of a content or a change, as stored. */
export function languageIdsOf(list: string): number[] {
  return list === '' ? [] : list.split(',').map(Number)
}

export function languageListOf(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',')
}
