// Machine drafts between Bokmål and Nynorsk: Apertium's nno-nob pair (src/services/drafts/apertium-engine.ts), one engine per
// direction, started at its first text. A draft is answered without storing anything, or stored as a machine
// text (origin "machine", see store/change-set.ts) by the backlog fill, until a person approves or rewrites it.
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DomainError, RETRY_LATER } from '../../domain-error.js'
import type { CheckInput } from '../../rules/checks/check.js'
import { MAX_DRAFT_TEXT } from '../../schemas/drafts.js'
import type { Language } from '../../schemas/languages.js'
import type { ContentWarnings, TextWarning } from '../../schemas/warnings.js'
import type { BacklogItem, DraftWrite, Store } from '../../store/content-store.js'
import { StoreUnavailableError } from '../../store/errors.js'
import type { TextChecks } from '../checks/text-checks.js'
import {
  ApertiumEngine,
  EngineDiedError,
  EngineMissingError,
  EngineTimeoutError,
  installedPackageVersion,
} from './apertium-engine.js'

/** The Debian packages the engine needs. */
export const APERTIUM_PACKAGES = 'apertium apertium-nno-nob'
const PAIR_PACKAGE = 'apertium-nno-nob'

/** The written forms drafts go between. */
export const BOKMAL = 'nb-NO'
export const NYNORSK = 'nn-NO'

/** How long a text may take in the engine before it counts as hung. */
const ENGINE_TIMEOUT_MS = 2000

/** Contents drafted and written per batch of a backlog fill: one write transaction each. */
export const FILL_BATCH = 100

/** Tries of a fill batch while the store fails for a moment (unreachable, timed out). */
const FILL_ATTEMPTS = 3

/** The pair asked for is not one the engine translates: the request as a whole is refused. */
export class UnsupportedPairError extends DomainError {
  override name = 'UnsupportedPairError'
  override readonly status = 400
  override readonly field = '$'
  override readonly summary = this.message
}

/** The text is longer than MAX_DRAFT_TEXT: the engine is not given it. */
export class DraftTooLongError extends DomainError {
  override name = 'DraftTooLongError'
  // 422, not 413: the request can be small; a stored text it names is what drafts do not take.
  override readonly status = 422
}

/** The engine cannot draft now (missing, dead twice, hung). */
export class DraftUnavailableError extends DomainError {
  override name = 'DraftUnavailableError'
  override readonly status = 503
  override readonly headers = RETRY_LATER
}

export interface Draft {
  text: string
  from: string
  to: string
  engine: string
}

export interface FillResult {
  written: number
  skipped: number
  warnings?: ContentWarnings[]
}

export interface DraftOptions {
  nynorskStyle: 'e' | 'a'
  /** The folder of Apertium's mode files. */
  apertiumModes: string
  /** Pipelines per direction. */
  apertiumPipelines: number
}

/** A batch of the backlog, drafted and not yet written. */
interface DraftedBatch {
  /** The last content id read: the next batch starts after it. */
  after: number
  /** Contents read. */
  read: number
  drafted: DraftWrite[]
  /** What each draft is checked against, by content id: its text in `from`, and the content's MaxLength. */
  sources: Map<number, BacklogItem>
}

/** A fill's step, tried again while the store fails for a moment (unreachable, timed out). */
async function withRetries<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step()
    } catch (error) {
      if (!(error instanceof StoreUnavailableError) || attempt >= FILL_ATTEMPTS) throw error
      await sleep(250 * 2 ** attempt)
    }
  }
}

export class DraftService {
  readonly #engines = new Map<string, ApertiumEngine>()
  #engineName: Promise<string> | undefined

  constructor(
    private readonly store: Pick<Store, 'writes' | 'listing'>,
    private readonly options: DraftOptions,
    /** The quality checks of the drafts a fill writes (its `warnings`; a blocking check leaves a draft out). */
    private readonly checks?: TextChecks,
  ) {}

  /** UnsupportedPairError unless drafts go from one of these languages into the other. */
  assertPair(from: Language, to: Language): void {
    this.#engine(from, to)
  }

  /**
   * Drafts a text from one written form into the other; nothing is stored. A text longer than MAX_DRAFT_TEXT is
   * a DraftTooLongError before it reaches the engine: one such text ran past the engine's timeout, so that every
   * try killed and restarted the engine while other drafts failed.
   */
  async draft(text: string, from: Language, to: Language): Promise<Draft> {
    const engine = this.#engine(from, to)
    if (text.length > MAX_DRAFT_TEXT) {
      throw new DraftTooLongError(
        `The text is ${text.length} characters long; drafts take texts of at most ${MAX_DRAFT_TEXT} characters.`,
      )
    }
    // Before the texts of a fill that wait: a person waits for this one.
    const [translated] = await this.#translate(engine, [text], { urgent: true })
    return {
      text: translated as string,
      from: from.languageCode,
      to: to.languageCode,
      engine: await this.engineName(),
    }
  }

  /**
   * Fills the backlog: every live content with a text in `from` and none in `to` (and a key with the prefix)
   * gets its draft as a new version, batch by batch, each batch one write. The next batch is read and drafted
   * while one is written, so that the engine does not wait for the store. A content written meanwhile, or whose
   * text is too long to draft, is skipped. At most `limit` contents are looked at; `signal` stops it between
   * batches. The drafts' versions are written `by` the caller.
   */
  async fill(
    from: Language,
    to: Language,
    options: { by: string; keyPrefix?: string; limit?: number; signal?: AbortSignal },
  ): Promise<FillResult> {
    const engine = this.#engine(from, to)
    await this.#start(engine)
    const result: FillResult = { written: 0, skipped: 0 }
    const warned: ContentWarnings[] = []
    const limit = options.limit ?? Number.POSITIVE_INFINITY
    const draftAfter = (after: number, seen: number): Promise<DraftedBatch | undefined> =>
      // A caller that went away stops the fill after the batch in hand; what it wrote stays (a new fill goes on).
      seen >= limit || options.signal?.aborted
        ? Promise.resolve(undefined)
        : withRetries(() =>
            this.#draftBatch(engine, from, to, after, Math.min(FILL_BATCH, limit - seen), options.keyPrefix),
          )
    let next = draftAfter(0, 0)
    try {
      for (let batch = await next; batch && !options.signal?.aborted; batch = await next) {
        // No stop at a short batch: one can be short because a content was archived between two reads.
        next = draftAfter(batch.after, result.written + result.skipped + batch.read)
        // A draft a blocking check refuses is left out, as a skipped content (the checks see the version read,
        // and a draft is written only on it).
        const checked = await this.#checked(batch, from, to)
        const outcomes = await withRetries(() => this.store.writes.writeDrafts(checked.drafts, options.by))
        const written = outcomes.filter(Boolean).length
        result.written += written
        result.skipped += batch.read - written
        checked.drafts.forEach((draft, i) => {
          const warnings = checked.warnings[i] ?? []
          if (outcomes[i] && warnings.length > 0) warned.push({ contentId: draft.id, warnings })
        })
      }
    } finally {
      // A write that failed leaves the batch drafted ahead unread.
      next.catch(() => {})
    }
    if (warned.length > 0) result.warnings = warned
    return result
  }

  /**
   * Reads one batch of the backlog after `after` and drafts it; undefined when the backlog has nothing after
   * `after`. Its drafts are written only against the versions read, so a batch drafted twice is written once.
   */
  async #draftBatch(
    engine: ApertiumEngine,
    from: Language,
    to: Language,
    after: number,
    size: number,
    keyPrefix: string | undefined,
  ): Promise<DraftedBatch | undefined> {
    const items = await this.store.listing.backlog(from, to, after, size, keyPrefix)
    const last = items.at(-1)
    if (!last) return undefined
    const draftable = items.filter((item) => item.text.length <= MAX_DRAFT_TEXT)
    const texts = await this.#translate(
      engine,
      draftable.map((item) => item.text),
      { retryHung: true },
    )
    // A draft with nothing but white space would not be a text the API accepts: left out.
    const drafted = draftable.flatMap((item, i) => {
      const text = texts[i] as string
      return text.trim() === '' ? [] : [{ id: item.id, versionId: item.versionId, language: to, text }]
    })
    return {
      after: last.id,
      read: items.length,
      drafted,
      sources: new Map(items.map((item) => [item.id, item])),
    }
  }

  /** A batch's drafts that no blocking check refuses, each with its warnings. */
  async #checked(
    batch: DraftedBatch,
    from: Language,
    to: Language,
  ): Promise<{ drafts: DraftWrite[]; warnings: TextWarning[][] }> {
    const checks = this.checks
    if (!checks?.enabled) return { drafts: batch.drafted, warnings: [] }
    const inputs = batch.drafted.map((draft): CheckInput => {
      const source = batch.sources.get(draft.id)
      return {
        target: { languageCode: to.languageCode, text: draft.text },
        ...(source ? { source: { languageCode: from.languageCode, text: source.text } } : {}),
        ...(source?.maxLength === undefined ? {} : { maxLength: source.maxLength }),
      }
    })
    const all = await checks.check(inputs)
    const kept = batch.drafted.flatMap((draft, i) =>
      checks.blocking(all[i] ?? []).length > 0 ? [] : [{ draft, warnings: all[i] ?? [] }],
    )
    return { drafts: kept.map((k) => k.draft), warnings: kept.map((k) => k.warnings) }
  }

  /** `apertium-nno-nob 1.5.0`: the pair's package and its installed version, read once. */
  engineName(): Promise<string> {
    this.#engineName ??= installedPackageVersion(PAIR_PACKAGE).then((version) =>
      version === undefined ? PAIR_PACKAGE : `${PAIR_PACKAGE} ${version}`,
    )
    return this.#engineName
  }

  /** The process ids of a direction's running engine: for tests that kill it. */
  enginePids(from: string, to: string): number[] {
    return this.#engines.get(`${from}>${to}`)?.pids() ?? []
  }

  close(): void {
    for (const engine of this.#engines.values()) engine.close()
  }

  #engine(from: Language, to: Language): ApertiumEngine {
    const mode =
      from.languageCode === BOKMAL && to.languageCode === NYNORSK
        ? this.options.nynorskStyle === 'e'
          ? 'nob-nno_e'
          : 'nob-nno'
        : from.languageCode === NYNORSK && to.languageCode === BOKMAL
          ? 'nno-nob'
          : undefined
    if (mode === undefined) {
      throw new UnsupportedPairError(
        `Drafts go from ${BOKMAL} to ${NYNORSK} and from ${NYNORSK} to ${BOKMAL}, not from ${from.languageCode} to ${to.languageCode}.`,
      )
    }
    const key = `${from.languageCode}>${to.languageCode}`
    let engine = this.#engines.get(key)
    if (!engine) {
      engine = new ApertiumEngine({
        modeFile: join(this.options.apertiumModes, `${mode}.mode`),
        timeoutMs: ENGINE_TIMEOUT_MS,
        packages: APERTIUM_PACKAGES,
        pipelines: this.options.apertiumPipelines,
      })
      this.#engines.set(key, engine)
    }
    return engine
  }

  async #start(engine: ApertiumEngine): Promise<void> {
    try {
      await engine.ensureStarted()
    } catch (error) {
      throw unavailable(error)
    }
  }

  /**
   * Translates the texts together. When the engine died on the way, a new one is started and the texts tried
   * once more; so is a hung one (killed at its timeout) when `retryHung`: the fill's batches, not a single
   * draft, which answers 503 at the timeout.
   */
  async #translate(
    engine: ApertiumEngine,
    texts: readonly string[],
    { urgent = false, retryHung = false } = {},
  ): Promise<string[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await Promise.all(texts.map((text) => engine.translate(text, urgent)))
      } catch (error) {
        const again = error instanceof EngineDiedError || (retryHung && error instanceof EngineTimeoutError)
        if (!again || attempt >= 1) throw unavailable(error)
      }
    }
  }
}

function unavailable(error: unknown): Error {
  if (error instanceof EngineMissingError) return new DraftUnavailableError(error.message)
  if (error instanceof EngineTimeoutError) {
    return new DraftUnavailableError('The translation engine did not answer in time; try again.')
  }
  if (error instanceof EngineDiedError) {
    return new DraftUnavailableError('The translation engine stopped; try again.')
  }
  return error as Error
}
