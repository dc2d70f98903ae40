// Errors the store raises for the HTTP layer to answer. Driver errors never leave the store as they are:
// Errors the store raises for the HTTP layer to answer. Driver errors never leave the store as they are:
// each dialect turns them into one of these (store/*/driver-errors.ts), or they stay internal (and the HTTP
// layer masks them as 500). Each says its answer (see domain-error.ts).
import { DomainError, RETRY_LATER } from '../domain-error.js'
import { MAX_LANGUAGE_ID } from '../schemas/content.js'

/** Base of every error the store means a client to see. */
export abstract class StoreError extends DomainError {}

/** An import needs a store without contents. */
export class StoreNotEmptyError extends StoreError {
  override name = 'StoreNotEmptyError'
  override readonly status = 409
  constructor() {
    super('The store holds contents already; a dump is imported into an empty store only.')
  }
}

export class UnknownLanguageError extends StoreError {
  override name = 'UnknownLanguageError'
  override readonly status = 400
  constructor(
    readonly languageCode: string,
    readonly knownCodes: readonly string[],
    /** The request member that named it; a write can meet a language removed since it was resolved. */
    override readonly field = 'LanguageCode',
  ) {
    super(`Unknown language "${languageCode}".`)
  }

  override get detail(): string {
    return `${this.message} Known language codes: ${this.knownCodes.join(', ')}.`
  }
}

export class LanguageExistsError extends StoreError {
  override name = 'LanguageExistsError'
  override readonly status = 409
  constructor(readonly existing: string) {
    super(`The language ${existing} exists already (codes are unique ignoring case).`)
  }
}

/**
 * Every language id the store can give has been given (ids are never given twice, and the search index keeps a
 * text's language id in 16 bits): no language can be added.
 */
export class LanguageIdsExhaustedError extends StoreError {
  override name = 'LanguageIdsExhaustedError'
  override readonly status = 409
  constructor() {
    super(
      `This store has given out every language id (1 to ${MAX_LANGUAGE_ID.toLocaleString('en-US')}, never two ` +
        'times); no language can be added.',
    )
  }
}

/** A language that a text uses, now or in a content's history: it cannot be removed. */
export class LanguageInUseError extends StoreError {
  override name = 'LanguageInUseError'
  override readonly status = 409
  constructor(readonly languageCode: string) {
    super(
      `The language ${languageCode} has texts (now or in the history of a content); it cannot be removed.`,
    )
  }
}

/** A code that is not a language tag, or names a language, script or region CLDR does not know (`reason`). */
export class InvalidLanguageCodeError extends StoreError {
  override name = 'InvalidLanguageCodeError'
  override readonly status = 400
  override readonly field = 'LanguageCode'
  constructor(
    readonly code: string,
    reason = `"${code}" is not a well-formed BCP 47 language tag (e.g. da-DK).`,
  ) {
    super(reason)
  }
}

/**
 * The store holds migrations this version does not have: a newer version of content-store migrated it. This
 * version neither runs on it nor migrates it (it does not know what those migrations changed).
 */
export class StoreFromNewerVersionError extends StoreError {
  override name = 'StoreFromNewerVersionError'
  /** Met when the store opens, before any request: should one ever reach a client, it is a masked 500. */
  override readonly status = 500
  constructor(readonly migrations: readonly string[]) {
    super(
      `it was migrated by a newer version of content-store (${migrations.length === 1 ? 'migration' : 'migrations'} ` +
        `${migrations.join(', ')}, which this version does not have); run that version or a later one`,
    )
  }
}

/**
 * The store was made by a build of content-store from before the first release's schema (its migrations are
 * not this build's). Its dump is the way across: the dump format is the same.
 */
export class StoreFromEarlierBuildError extends StoreError {
  override name = 'StoreFromEarlierBuildError'
  /** Met when the store opens, before any request: should one ever reach a client, it is a masked 500. */
  override readonly status = 500
  constructor() {
    super(
      'it was made by an earlier build of content-store, whose schema this build does not upgrade: export it ' +
        'with that build (npm run cli -- export --out <file>) and import the dump into a new store with this ' +
        'one (npm run cli -- import <file>)',
    )
  }
}

export class NotFoundError extends StoreError {
  override name = 'NotFoundError'
  override readonly status = 404
}

/** The content was archived (its history stays readable, Restore brings it back) or purged for good. */
export class GoneError extends StoreError {
  override name = 'GoneError'
  override readonly status = 410
  constructor(
    readonly contentId: number,
    readonly reason: 'archived' | 'purged',
  ) {
    super(
      reason === 'archived'
        ? `Content ${contentId} is archived. Its history stays readable; restoring a version brings it back.`
        : `Content ${contentId} was purged: its texts and history are gone for good.`,
    )
  }
}

/** Another content has the key already. */
export class KeyTakenError extends StoreError {
  override name = 'KeyTakenError'
  override readonly status = 409
  constructor(readonly key: string) {
    super(`Another content has the key "${key}".`)
  }

  override get detail(): string {
    return `${this.message} Keys are unique; choose another or remove it there first.`
  }
}

/** BasedOnVersion names no version of the content. */
export class BasedOnUnknownError extends StoreError {
  override name = 'BasedOnUnknownError'
  override readonly status = 400
  override readonly field = 'BasedOnVersion'
  constructor(
    readonly contentId: number,
    readonly versionId: number,
  ) {
    super(`Content ${contentId} has no version ${versionId}.`)
  }
}

/** BasedOnVersion names a version of the content at which it had no text in its source language. */
export class BasedOnNoSourceError extends StoreError {
  override name = 'BasedOnNoSourceError'
  override readonly status = 409
  constructor(
    readonly contentId: number,
    readonly versionId: number,
  ) {
    super(
      `Content ${contentId} had no text in its source language as of version ${versionId}: a translation ` +
        'cannot be based on it.',
    )
  }
}

/** A change-log cursor that this store never handed out. */
export class InvalidCursorError extends StoreError {
  override name = 'InvalidCursorError'
  override readonly status = 400
  override readonly field = 'after'
  constructor(readonly cursor: string) {
    super(
      `"${cursor.slice(0, 40)}" is not a cursor of this store's change log; use 0 or a cursor it returned.`,
    )
  }
}

/** If-Match named a version that is no longer the content's latest. */
export class PreconditionFailedError extends StoreError {
  override name = 'PreconditionFailedError'
  override readonly status = 412
  override readonly headers: Readonly<Record<string, string>>
  constructor(readonly latestVersionId: number) {
    super(`The content has changed: its latest version is ${latestVersionId}.`)
    this.headers = { ETag: `"${latestVersionId}"` }
  }

  override get detail(): string {
    return `${this.message} Read it again and retry with the new ETag.`
  }
}

/** The store's disk is full: nothing was written; writes succeed again once space is freed. */
export class StorageFullError extends StoreError {
  override name = 'StorageFullError'
  override readonly status = 507
  constructor(options?: { cause?: unknown }) {
    super("The store's disk is full.", options)
  }

  override get detail(): string {
    return "The store's disk is full; nothing was written. Retry once space is freed."
  }
}

/** The store cannot be reached or is not answering: the request may succeed if retried later. */
export class StoreUnavailableError extends StoreError {
  override name = 'StoreUnavailableError'
  override readonly status = 503
  override readonly headers = RETRY_LATER
  /** Whether the reason means something to a client (it names no driver code), so the answer may say it. */
  readonly forClients: boolean
  constructor(
    readonly reason: string,
    options?: { cause?: unknown; forClients?: boolean },
  ) {
    super(`The store is unavailable: ${reason}`, options)
    this.forClients = options?.forClients ?? false
  }

  override get detail(): string {
    return `The store is not available right now${this.forClients ? ` (${this.reason})` : ''}. Retry later.`
  }
}
