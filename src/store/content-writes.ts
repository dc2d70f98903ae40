// Writing contents: every request becomes a change set for the one write path (store/change-set.ts, the
// dialect's writeBatch), submitted to the write queue, which commits the change sets of a turn together.
// A refusal the write path answers (not found, gone, precondition, key taken) becomes the store's error here.

import { indexTerms } from '../rules/search/terms.js'
import type { Language } from '../schemas/content.js'
import type { ChangeKind, ChangeSet, ContentState, WriteOutcome } from './change-set.js'
import { contentOf, present, readState, textsAsOf } from './content-state.js'
import type { ContentWrites, DraftWrite, ExpectedVersions, ResolvedText, Written } from './content-store.js'
import {
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

  createContent(texts: readonly ResolvedText[], key?: string): Promise<Written> {
    return this.#write({ kind: 'created', texts: textChanges(texts), ...(key === undefined ? {} : { key }) })
  }

  writeTexts(id: number, texts: readonly ResolvedText[], expected?: ExpectedVersions): Promise<Written> {
    return this.#write(change('textsWritten', id, expected, { texts: textChanges(texts) }))
  }

  deleteText(id: number, language: Language, expected?: ExpectedVersions): Promise<Written> {
    return this.#write(
      change('textDeleted', id, expected, { texts: [{ languageId: language.id, text: null }] }),
      language,
    )
  }

  archiveContent(id: number, expected?: ExpectedVersions): Promise<Written> {
    return this.#write(change('archived', id, expected, { archived: 1 }))
  }

  setKey(id: number, key: string | null, expected?: ExpectedVersions): Promise<Written> {
    return this.#write(change('keyChanged', id, expected, { key }))
  }

  restoreVersion(id: number, versionId: number, expected?: ExpectedVersions): Promise<Written> {
    return this.ctx.guard(async () => {
      // History never changes, so the texts as of the version can be read before the write that restores
      // them; the write then changes only what differs, and brings an archived content back.
      const asOf = await textsAsOf(this.ctx, id, versionId)
      return this.#write(
        change('restored', id, expected, {
          archived: 0,
          texts: asOf.map(({ languageId, text, origin }) => ({
            languageId,
            text,
            ...(origin === null ? {} : { origin: 'machine' as const }),
          })),
        }),
      )
    })
  }

  approveText(id: number, language: Language, expected?: ExpectedVersions): Promise<Written> {
    return this.ctx.guard(async () => {
      // Without If-Match the write is made against the version read, so that a text changed in between is
      // never approved unseen; a lost race reads again.
      for (let attempt = 0; ; attempt++) {
        const state = await readState(this.ctx, id)
        if (state.purged) throw new GoneError(id, 'purged')
        if (state.archived) throw new GoneError(id, 'archived')
        const current = state.texts.find((t) => t.languageId === language.id)
        if (!current) throw new NotFoundError(`Content ${id} has no text in ${language.languageCode}.`)
        if (expected && !expected.includes(state.versionId))
          throw new PreconditionFailedError(state.versionId)
        if (current.origin === null) {
          return {
            content: (await present(this.ctx, state)).content,
            versionId: state.versionId,
            unchanged: true,
          }
        }
        try {
          return await this.#write(
            change('textsWritten', id, expected ?? [state.versionId], {
              texts: [{ languageId: language.id, text: current.text }],
            }),
          )
        } catch (error) {
          if (expected || attempt >= 3 || !(error instanceof PreconditionFailedError)) throw error
        }
      }
    })
  }

  writeDrafts(drafts: readonly DraftWrite[]): Promise<boolean[]> {
    return this.ctx.guard(async () => {
      // Submitted in one turn of the event loop: the write queue commits them as one batch.
      const outcomes = await Promise.allSettled(
        drafts.map((draft) =>
          this.#submit({
            kind: 'textsWritten',
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

  purgeContent(id: number): Promise<void> {
    return this.ctx.guard(async () => {
      const outcome = await this.ctx.dialect.purge(id)
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
  #write(changeSet: ChangeSet, language?: Language): Promise<Written> {
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
      if (outcome.error) refuse(changeSet.contentId ?? 0, outcome, changeSet, language)
      const state = outcome as ContentState & { unchanged?: true }
      await ctx.languages.ensureIds(state.texts.map((t) => t.languageId))
      return {
        content: contentOf(ctx, state),
        versionId: state.versionId,
        unchanged: state.unchanged === true,
      }
    })
  }
}

function refuse(id: number, outcome: WriteOutcome, changeSet?: ChangeSet, language?: Language): never {
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
    default:
      throw new Error(`unexpected write outcome ${JSON.stringify(outcome)}`)
  }
}

function change(
  kind: ChangeKind,
  contentId: number,
  expected: ExpectedVersions,
  rest: Partial<Pick<ChangeSet, 'texts' | 'key' | 'archived'>>,
): ChangeSet {
  return { kind, contentId, texts: [], ...(expected ? { ifMatch: [...expected] } : {}), ...rest }
}

/** Texts as change-set entries, by ascending language id (so a create's property ids follow its languages). */
function textChanges(texts: readonly ResolvedText[]) {
  return [...texts]
    .sort((a, b) => a.language.id - b.language.id)
    .map(({ language, text, origin }) => ({ languageId: language.id, text, ...(origin ? { origin } : {}) }))
}
