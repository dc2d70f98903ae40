// Writing contents: every request becomes a change set for the one write path (store/change-set.ts, the
// dialect's writeBatch), submitted to the write queue, which commits the change sets of a turn together.
// A refusal the write path answers (not found, gone, precondition, key taken) becomes the store's error here.

import { indexTerms } from '../rules/search/terms.js'
import type { Language } from '../schemas/languages.js'
import type { ChangeKind, ChangeSet, ContentState, WriteOutcome } from './change-set.js'
import { contentOf, languageIdsIn, readState, textsAsOf } from './content-state.js'
import type {
  ContentWrites,
  CreateOptions,
  DraftWrite,
  ResolvedText,
  RestoreOptions,
  TextWriteOptions,
  WriteOptions,
  Written,
} from './content-store.js'
import {
  BasedOnNoSourceError,
  BasedOnUnknownError,
  GoneError,
  KeyTakenError,
  NotFoundError,
  PreconditionFailedError,
  StorageFullError,
  StoreUnavailableError,
  UnknownLanguageError,
} from './errors.js'
import { claimedIdempotencyKey } from './idempotency-store.js'
import type { StoreContext } from './store-context.js'
import { WriteQueue } from './write-queue.js'

export class StoreContentWrites implements ContentWrites {
  readonly #queue: WriteQueue

  constructor(
    private readonly ctx: StoreContext,
    /** How a text becomes its search terms (the benchmark's baseline gives none). */
    private readonly searchTerms: (languageCode: string, text: string) => string = (code, text) =>
      indexTerms(code, text, ctx.compounds),
  ) {
    const { dialect } = ctx
    this.#queue = new WriteQueue(
      dialect.errors,
      async (changes) => {
        const started = performance.now()
        const outcomes = await dialect.writeBatch(changes)
        const seconds = (performance.now() - started) / 1000
        for (const listener of ctx.writeBatchListeners) listener(changes.length, seconds)
        ctx.changed()
        return outcomes
      },
      dialect.concurrentBatches,
    )
  }

  createContent(texts: readonly ResolvedText[], options: CreateOptions): Promise<Written> {
    const { by, key, parallel } = options
    return this.#write({
      kind: 'created',
      by,
      texts: textChanges(texts),
      // The first text as the client sent them (textChanges orders them by language).
      ...(texts[0] ? { sourceLanguageId: texts[0].language.id } : {}),
      ...(key === undefined ? {} : { key }),
      ...(parallel === undefined ? {} : { parallel: parallel ? 1 : 0 }),
    })
  }

  writeTexts(id: number, texts: readonly ResolvedText[], options: TextWriteOptions): Promise<Written> {
    const { basedOnVersion, parallel } = options
    const changes = textChanges(texts).map((t) =>
      basedOnVersion === undefined ? t : { ...t, basedOnVersion },
    )
    return this.#write(
      change('textsWritten', id, options, {
        texts: changes,
        ...(parallel === undefined ? {} : { parallel: parallel ? 1 : 0 }),
      }),
      undefined,
      basedOnVersion,
    )
  }

  deleteText(id: number, language: Language, options: WriteOptions): Promise<Written> {
    return this.#write(
      change('textDeleted', id, options, { texts: [{ languageId: language.id, text: null }] }),
      language,
    )
  }

  archiveContent(id: number, options: WriteOptions): Promise<Written> {
    return this.#write(change('archived', id, options, { archived: 1 }))
  }

  setKey(id: number, key: string | null, options: WriteOptions): Promise<Written> {
    return this.#write(change('keyChanged', id, options, { key }))
  }

  setMaxLength(id: number, maxLength: number | null, options: WriteOptions): Promise<Written> {
    return this.#write(change('maxLengthChanged', id, options, { maxLength }))
  }

  setSourceLanguage(id: number, language: Language, options: WriteOptions): Promise<Written> {
    return this.#write(change('sourceLanguageChanged', id, options, { sourceLanguageId: language.id }))
  }

  restoreVersion(id: number, versionId: number, options: RestoreOptions): Promise<Written> {
    return this.ctx.guard(async () => {
      // History never changes, so the texts as of the version can be read before the write that restores
      // them. Only the texts that differ from the current ones are written (the caller checks their languages
      // first); a text changed meanwhile to what it was is left out by the writer.
      const asOf = await textsAsOf(this.ctx, id, versionId)
      const state = await readState(this.ctx, id)
      if (state.purged) throw new GoneError(id, 'purged')
      const differing = asOf.filter(
        (t) => state.texts.find((c) => c.languageId === t.languageId)?.text !== t.text,
      )
      options.check?.(differing.map((t) => this.ctx.languages.byId(t.languageId)))
      return this.#write(
        change('restored', id, options, {
          archived: 0,
          texts: differing.map((t) => ({
            languageId: t.languageId,
            text: t.text,
            ...(t.origin === null ? {} : { origin: 'machine' as const }),
            ...(t.reviewed === 1 ? { reviewed: true as const } : {}),
            // What it was made from, while it is made from the same source language.
            ...(t.basedOnVersionId !== null && t.basedOnLanguageId === state.sourceLanguageId
              ? { basedOnVersion: t.basedOnVersionId }
              : {}),
          })),
        }),
      )
    })
  }

  approveText(id: number, language: Language, options: WriteOptions): Promise<Written> {
    return this.ctx.guard(async () => {
      // The text approved is the one read: the write carries it, and the writer refuses (as a precondition)
      // when the language's text is another by then. Without If-Match such a lost race reads again.
      for (let attempt = 0; ; attempt++) {
        const state = await readState(this.ctx, id)
        if (state.purged) throw new GoneError(id, 'purged')
        if (state.archived) throw new GoneError(id, 'archived')
        const current = state.texts.find((t) => t.languageId === language.id)
        if (!current) throw new NotFoundError(`Content ${id} has no text in ${language.languageCode}.`)
        try {
          return await this.#write(
            change('textsReviewed', id, options, {
              texts: [{ languageId: language.id, text: current.text }],
            }),
            language,
          )
        } catch (error) {
          if (options.expected || attempt >= 3 || !(error instanceof PreconditionFailedError)) throw error
        }
      }
    })
  }

  writeDrafts(drafts: readonly DraftWrite[], by: string): Promise<boolean[]> {
    return this.ctx.guard(async () => {
      // Submitted in one turn of the event loop: the write queue commits them as one batch.
      const outcomes = await Promise.allSettled(
        drafts.map((draft) =>
          this.#submit({
            kind: 'textsWritten',
            by,
            contentId: draft.id,
            ifMatch: [draft.versionId],
            texts: [{ languageId: draft.language.id, text: draft.text, origin: 'machine' }],
          }),
        ),
      )
      // The store failing is the batch's failure, not a draft left out.
      const storeFailure = outcomes.find(
        (o) =>
          o.status === 'rejected' &&
          (o.reason instanceof StoreUnavailableError || o.reason instanceof StorageFullError),
      )
      if (storeFailure?.status === 'rejected') throw storeFailure.reason
      return outcomes.map((o) => o.status === 'fulfilled' && !o.value.error && !o.value.unchanged)
    })
  }

  purgeContent(id: number, by: string): Promise<void> {
    return this.ctx.guard(async () => {
      const outcome = await this.ctx.dialect.purge(id, by)
      if (outcome.error) refuse(id, outcome)
      this.ctx.changed()
    })
  }

  onWriteBatch(listener: (size: number, seconds: number) => void): void {
    this.ctx.writeBatchListeners.push(listener)
  }

  /** Submits a change set to the write queue, with its texts' search terms. */
  #submit(changeSet: ChangeSet): Promise<WriteOutcome> {
    for (const text of changeSet.texts) {
      if (text.text !== null)
        text.searchTerms = this.searchTerms(this.ctx.languages.byId(text.languageId).languageCode, text.text)
    }
    return this.#queue.submit(changeSet)
  }

  /** Submits a change set to the write queue and turns a refusal into the error the routes answer. */
  #write(changeSet: ChangeSet, language?: Language, basedOnVersion?: number): Promise<Written> {
    const { ctx } = this
    return ctx.guard(async () => {
      await ctx.languages.ensureIds(changeSet.texts.map((t) => t.languageId))
      const idem = claimedIdempotencyKey()
      if (idem !== undefined) changeSet.idempotencyKeyId = idem
      const outcome = await this.#submit(changeSet).catch(async (error: unknown) => {
        // A language removed (by the CLI) since this process cached it: to the client it is unknown.
        if (!ctx.dialect.errors.isForeignKeyViolation(error)) throw error
        const written = changeSet.texts.map((t) => ctx.languages.byId(t.languageId))
        await ctx.languages.reload()
        const codes = await ctx.languages.codes()
        const gone = written.find((l) => !codes.includes(l.languageCode))
        throw gone === undefined ? error : new UnknownLanguageError(gone.languageCode, codes)
      })
      if (outcome.error) refuse(changeSet.contentId ?? 0, outcome, changeSet, language, basedOnVersion)
      const state = outcome as ContentState & { unchanged?: true }
      await ctx.languages.ensureIds(languageIdsIn(state))
      return {
        content: contentOf(ctx, state),
        versionId: state.versionId,
        unchanged: state.unchanged === true,
      }
    })
  }
}

function refuse(
  id: number,
  outcome: WriteOutcome,
  changeSet?: ChangeSet,
  language?: Language,
  basedOnVersion?: number,
): never {
  switch (outcome.error) {
    case 'notFound':
      throw new NotFoundError(`There is no content ${id}.`)
    case 'purged':
      throw new GoneError(id, 'purged')
    case 'archived':
      throw new GoneError(id, 'archived')
    case 'precondition':
      throw new PreconditionFailedError(outcome.latest ?? 0)
    case 'keyTaken':
      throw new KeyTakenError(changeSet?.key ?? '')
    case 'noText':
      throw new NotFoundError(`Content ${id} has no text in ${language?.languageCode ?? 'that language'}.`)
    case 'basedOnUnknown':
      throw new BasedOnUnknownError(id, basedOnVersion ?? 0)
    case 'basedOnNoSource':
      throw new BasedOnNoSourceError(id, basedOnVersion ?? 0)
    default:
      throw new Error(`unexpected write outcome ${JSON.stringify(outcome)}`)
  }
}

function change(
  kind: ChangeKind,
  contentId: number,
  { by, expected }: WriteOptions,
  rest: Partial<
    Pick<ChangeSet, 'texts' | 'key' | 'archived' | 'sourceLanguageId' | 'parallel' | 'maxLength'>
  >,
): ChangeSet {
  return { kind, by, contentId, texts: [], ...(expected ? { ifMatch: [...expected] } : {}), ...rest }
}

/** Texts as change-set entries, by ascending language id (so a create's property ids follow its languages). */
function textChanges(texts: readonly ResolvedText[]) {
  return [...texts]
    .sort((a, b) => a.language.id - b.language.id)
    .map(({ language, text, origin, reviewed }) => ({
      languageId: language.id,
      text,
      ...(origin ? { origin } : {}),
      ...(reviewed ? { reviewed } : {}),
    }))
}
