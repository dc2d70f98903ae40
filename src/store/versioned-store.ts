// The ContentStore, written once over a StoreDialect: it turns requests into change sets for the one write
// path (store/change-set.ts), reads the present from the current texts (store/read-queries.ts) and the past
// from the history, and maps what the store holds to the API's objects in one place.

import { sql } from 'kysely'
import { checkLanguageTag } from '../rules/language-tags.js'
import { type SearchQuery, singleWord } from '../rules/search/query.js'
import { snippet } from '../rules/search/snippets.js'
import { indexTerms, stemmerFor } from '../rules/search/terms.js'
import type { Change, Content, Coverage, Language, VersionRecord } from '../schemas/content.js'
import type { DumpContent, DumpHeader, DumpVersion } from '../schemas/dump.js'
import type { SearchHit } from '../schemas/search.js'
import {
  type ChangeKind,
  type ChangeSet,
  type ContentState,
  languageIdsOf,
  type TextRow,
  toContent,
  toProperty,
  type WriteOutcome,
} from './change-set.js'
import { ChangeWaiter } from './change-waiter.js'
import { contentsFromRenderedRows, type RenderedRow } from './content-json.js'
import type {
  BacklogItem,
  BundleScope,
  ChangePage,
  ContentFilter,
  ContentStore,
  DraftWrite,
  ExpectedVersions,
  RenderedContent,
  ResolvedText,
  SearchResult,
  Versioned,
  Written,
} from './content-store.js'
import { importBatches, languagesToAdd, readHeader } from './dump.js'
import {
  GoneError,
  InvalidLanguageCodeError,
  KeyTakenError,
  LanguageInUseError,
  NotFoundError,
  PreconditionFailedError,
  StorageFullError,
  StoreUnavailableError,
  UnknownLanguageError,
} from './errors.js'
import { claimedIdempotencyKey, IdempotencyStore } from './idempotency-store.js'
import type { Instances } from './instances.js'
import { LanguageCatalog } from './language-catalog.js'
import {
  bundleMembersRead,
  type ContentRow,
  contentsRead,
  dual,
  READS,
  statesFromRows,
} from './read-queries.js'
import type { ConnectionStats, StoreDialect } from './store-dialect.js'
import { WebhookStore } from './webhook-store.js'
import { WriteQueue } from './write-queue.js'

const REMOVE_LANGUAGE = dual`delete from language where id = ${'integer'}`

/** The key range of a prefix: keys are ASCII below `~`, so every key that starts with it sorts before `~`. */
const keyRange = (prefix: string): [string, string] => [prefix, `${prefix}~`]

/** PostgreSQL returns timestamptz as a Date to Kysely's reads; SQLite keeps the ISO 8601 text it was given. */
const isoTime = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value)

export class VersionedStore implements ContentStore {
  readonly #languages: LanguageCatalog
  readonly webhooks: WebhookStore
  readonly idempotency: IdempotencyStore
  readonly #changeWaiter: ChangeWaiter
  /** Reads of the change log, for GET /metrics. */
  #changeReads = 0
  #stopWatching: (() => void) | undefined
  readonly #batchListeners: ((size: number, seconds: number) => void)[] = []
  readonly #writes: WriteQueue

  constructor(
    private readonly dialect_: StoreDialect,
    /** Which instances sharing the store are alive, for the leases of Idempotency-Keys. */
    private readonly instances: Instances,
    /** How a text becomes its search terms (the benchmark's baseline gives none). */
    private readonly searchTerms: (languageCode: string, text: string) => string = indexTerms,
  ) {
    this.#languages = new LanguageCatalog(async () => {
      const rows = await dialect_.reader
        .selectFrom('language')
        .select(['id', 'language_code'])
        .orderBy('id')
        .execute()
      return rows.map((r) => ({ id: Number(r.id), languageCode: r.language_code }))
    })
    this.#changeWaiter = new ChangeWaiter(
      (after, limit) => this.listChanges(after, limit),
      async (readEnd) => {
        const { stamp, cursor } = await dialect_.changeStamp()
        // Held back, or readable beyond where the read ended (it became readable since the read).
        return stamp !== cursor || cursor !== readEnd
      },
    )
    this.webhooks = new WebhookStore(dialect_)
    this.idempotency = new IdempotencyStore(dialect_, instances)
    this.#writes = new WriteQueue(
      dialect_.errors,
      async (changes) => {
        const started = performance.now()
        const outcomes = await dialect_.writeBatch(changes)
        const seconds = (performance.now() - started) / 1000
        for (const listener of this.#batchListeners) listener(changes.length, seconds)
        this.#changed()
        return outcomes
      },
      dialect_.concurrentBatches,
    )
  }
  /** Runs a store operation with the dialect's driver errors turned into the store's. */
  async #guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw this.dialect_.errors.translate(error)
    }
  }

  get dialect() {
    return this.dialect_.name
  }

  /** Loads the reference data; called once by openStore before the store is handed out. */
  async init(): Promise<void> {
    await this.#guard(() => this.#languages.load())
  }

  createContent(texts: readonly ResolvedText[], key?: string): Promise<Written> {
    return this.#write({ kind: 'created', texts: textChanges(texts), ...(key === undefined ? {} : { key }) })
  }

  getContent(id: number): Promise<Versioned> {
    return this.#guard(async () => this.#present(await this.#readState(id)))
  }

  getContentByKey(key: string): Promise<Versioned> {
    return this.#guard(async () => {
      const [row] = await this.dialect_.read<[number]>(READS.idByKey, [key])
      if (!row) throw new NotFoundError(`There is no content with the key "${key}".`)
      return this.#present(await this.#readState(row[0]))
    })
  }

  writeTexts(id: number, texts: readonly ResolvedText[], expected?: ExpectedVersions): Promise<Written> {
    return this.#write(change('textsWritten', id, expected, { texts: textChanges(texts) }))
  }

  deleteText(id: number, language: Language, expected?: ExpectedVersions): Promise<Written> {
    return this.#write(
      change('textDeleted', id, expected, { texts: [{ l: language.id, t: null }] }),
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
    return this.#guard(async () => {
      // History never changes, so the texts as of the version can be read before the write that restores
      // them; the write then changes only what differs, and brings an archived content back.
      const asOf = await this.#textsAsOf(id, versionId)
      return this.#write(
        change('restored', id, expected, {
          archived: 0,
          texts: asOf.map(([, languageId, , , text, origin]) => ({
            l: languageId,
            t: text,
            ...(origin === null ? {} : { o: 'machine' as const }),
          })),
        }),
      )
    })
  }

  approveText(id: number, language: Language, expected?: ExpectedVersions): Promise<Written> {
    return this.#guard(async () => {
      // Without If-Match the write is made against the version read, so that a text changed in between is
      // never approved unseen; a lost race reads again.
      for (let attempt = 0; ; attempt++) {
        const state = await this.#readState(id)
        if (state.purged) throw new GoneError(id, 'purged')
        if (state.archived) throw new GoneError(id, 'archived')
        const row = state.texts.find((t) => t[1] === language.id)
        if (!row) throw new NotFoundError(`Content ${id} has no text in ${language.languageCode}.`)
        if (expected && !expected.includes(state.versionId))
          throw new PreconditionFailedError(state.versionId)
        if (row[5] === null) {
          return {
            content: (await this.#present(state)).content,
            versionId: state.versionId,
            unchanged: true,
          }
        }
        try {
          return await this.#write(
            change('textsWritten', id, expected ?? [state.versionId], {
              texts: [{ l: language.id, t: row[4] }],
            }),
          )
        } catch (error) {
          if (expected || attempt >= 3 || !(error instanceof PreconditionFailedError)) throw error
        }
      }
    })
  }

  backlog(
    from: Language,
    to: Language,
    afterId: number,
    limit: number,
    keyPrefix?: string,
  ): Promise<BacklogItem[]> {
    return this.#guard(async () => {
      const states = await this.#batch(afterId, limit, {
        hasLanguageIds: [from.id],
        missingLanguageIds: [to.id],
        keyPrefix,
      })
      return states.flatMap((state) => {
        const row = state.texts.find((t) => t[1] === from.id)
        return row ? [{ id: state.id, versionId: state.versionId, text: row[4] }] : []
      })
    })
  }

  writeDrafts(drafts: readonly DraftWrite[]): Promise<boolean[]> {
    return this.#guard(async () => {
      // Submitted in one turn of the event loop: the write queue commits them as one batch.
      const outcomes = await Promise.allSettled(
        drafts.map((draft) =>
          this.#submit({
            kind: 'textsWritten',
            contentId: draft.id,
            ifMatch: [draft.versionId],
            texts: [{ l: draft.language.id, t: draft.text, o: 'machine' }],
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
    return this.#guard(async () => {
      const outcome = await this.dialect_.purge(id)
      if (outcome.error) this.#refuse(id, outcome)
      this.#changed()
    })
  }

  listVersions(id: number): Promise<VersionRecord[]> {
    return this.#guard(async () => {
      await this.#assertReadable(id)
      const reader = this.dialect_.reader
      const versions = await reader
        .selectFrom('version')
        .select(['id', 'created_at', 'kind', 'key', 'archived'])
        .where('content_id', '=', id)
        .orderBy('id')
        .execute()
      const properties = await reader
        .selectFrom('property as p')
        .innerJoin('version as v', 'v.id', 'p.version_id')
        .select(['p.id', 'p.language_id', 'p.version_id', 'v.created_at', 'p.text', 'p.origin'])
        .where('p.content_id', '=', id)
        .orderBy('p.version_id')
        .orderBy('p.language_id')
        .execute()
      await this.#languages.ensureIds(properties.map((p) => Number(p.language_id)))
      const records = new Map<number, VersionRecord>()
      for (const v of versions) {
        const record: VersionRecord = {
          id: Number(v.id),
          createdAt: isoTime(v.created_at),
          kind: v.kind as VersionRecord['kind'],
          properties: [],
        }
        if (v.key !== null) record.key = v.key
        if (Number(v.archived) === 1) record.archived = true
        records.set(record.id, record)
      }
      for (const p of properties) {
        const record = records.get(Number(p.version_id))
        if (!record) continue
        const language = this.#languages.byId(Number(p.language_id))
        if (p.text === null) {
          record.deletedLanguages ??= []
          record.deletedLanguages.push(language)
        } else {
          record.properties.push(
            toProperty(
              [Number(p.id), language.id, record.id, record.createdAt, p.text, p.origin],
              (languageId) => this.#languages.byId(languageId),
            ),
          )
        }
      }
      return [...records.values()]
    })
  }

  getContentAtVersion(id: number, versionId: number): Promise<Content> {
    return this.#guard(async () => {
      const texts = await this.#textsAsOf(id, versionId)
      const version = await this.dialect_.reader
        .selectFrom('version')
        .select(['key', 'archived'])
        .where('id', '=', versionId)
        .executeTakeFirstOrThrow()
      const content = toContent(
        { id, versionId, key: version.key, archived: Number(version.archived) as 0 | 1, texts },
        (languageId) => this.#languages.byId(languageId),
      )
      return Number(version.archived) === 1 ? { ...content, archived: true } : content
    })
  }

  listContents(afterId: number, limit: number, filter: ContentFilter = {}): Promise<Content[]> {
    return this.#guard(async () => this.#contents(await this.#batch(afterId, limit, filter)))
  }

  streamContentsJson(
    afterId: number,
    filter: ContentFilter,
    batchSize: number,
  ): AsyncIterable<RenderedContent[]> {
    const filtered =
      (filter.hasLanguageIds?.length ?? 0) > 0 ||
      (filter.missingLanguageIds?.length ?? 0) > 0 ||
      filter.keyPrefix !== undefined ||
      filter.needsReviewLanguageId !== undefined
    if (filtered) {
      return keysetBatches(afterId, async (after) => {
        const ids = await this.#listIds(after, batchSize, filter)
        const items = ids.length === 0 ? [] : await this.#rendered(ids)
        return { items, nextAfter: nextAfterOf(ids, batchSize) }
      })
    }
    // Unfiltered, the listing reads windows of ids up to the largest id when it began. Windows do not depend
    // on each other, so the next ones are read while this one is sent: on PostgreSQL the store renders one
    // window while this process sends another.
    const store = this
    return (async function* () {
      const windows = await store.#idWindows(afterId, batchSize)
      yield* readAhead(windows, ([first, last]) => store.#renderedRange(first, last), WINDOWS_AHEAD)
    })()
  }

  streamContents(afterId: number, filter: ContentFilter, batchSize: number): AsyncIterable<Content[]> {
    return keysetBatches(afterId, (after) =>
      this.#guard(async () => {
        const ids = await this.#listIds(after, batchSize, filter)
        const items = ids.length === 0 ? [] : await this.#contents(await this.#states(ids))
        return { items, nextAfter: nextAfterOf(ids, batchSize) }
      }),
    )
  }

  bundleMembers(languageIds: readonly number[], scope: BundleScope): Promise<string> {
    return this.#guard(async () => {
      const [read, range] =
        'keyPrefix' in scope
          ? [bundleMembersRead(languageIds.length, 'keys'), keyRange(scope.keyPrefix)]
          : [bundleMembersRead(languageIds.length, 'ids'), [scope.first, scope.last]]
      const [row] = await this.dialect_.read<[string | null]>(read, [...range, ...languageIds])
      return row?.[0] ?? ''
    })
  }

  lastContentId(): Promise<number> {
    return this.#guard(async () => {
      const [row] = await this.dialect_.read<[number | string | null]>(READS.maxId, [])
      return Number(row?.[0] ?? 0)
    })
  }

  async dumpHeader(): Promise<DumpHeader> {
    // Loaded with the first dump, not with the store: the schemas load typebox (see store/dump.ts).
    const { DUMP_FORMAT, DUMP_FORMAT_VERSION } = await import('../schemas/dump.js')
    const languages = await this.listLanguages()
    const lastIds = await this.#guard(() => this.dialect_.lastIds())
    return { format: DUMP_FORMAT, formatVersion: DUMP_FORMAT_VERSION, languages, lastIds }
  }

  dumpContents(batchSize: number): AsyncIterable<DumpContent[]> {
    const store = this
    return (async function* () {
      const windows = await store.#idWindows(0, batchSize)
      yield* readAhead(windows, ([first, last]) => store.#guard(() => store.#dumpWindow(first, last)), 1)
    })()
  }

  /** Windows [first, last] of `size` ids after `afterId`, up to the largest id handed out now. */
  async #idWindows(afterId: number, size: number): Promise<[number, number][]> {
    const lastId = await this.lastContentId()
    const windows: [number, number][] = []
    for (let from = afterId + 1; from <= lastId; from += size)
      windows.push([from, Math.min(from + size - 1, lastId)])
    return windows
  }

  /** Every content with first <= id <= last and its whole history, as dump lines hold them. */
  async #dumpWindow(first: number, last: number): Promise<DumpContent[]> {
    const reader = this.dialect_.reader
    const [contents, versions, properties] = await Promise.all([
      reader
        .selectFrom('content')
        .select(['id', 'key', 'archived', 'purged'])
        .where('id', '>=', first)
        .where('id', '<=', last)
        .orderBy('id')
        .execute(),
      reader
        .selectFrom('version')
        .select(['id', 'content_id', 'created_at', 'kind', 'key', 'archived'])
        .where('content_id', '>=', first)
        .where('content_id', '<=', last)
        .orderBy('content_id')
        .orderBy('id')
        .execute(),
      reader
        .selectFrom('property')
        .select(['id', 'version_id', 'language_id', 'text', 'origin'])
        .where('content_id', '>=', first)
        .where('content_id', '<=', last)
        .orderBy('version_id')
        .orderBy('language_id')
        .execute(),
    ])
    await this.#languages.ensureIds(properties.map((p) => Number(p.language_id)))
    const byVersion = new Map<number, DumpVersion>()
    const byContent = new Map<number, DumpContent>()
    for (const c of contents) {
      const content: DumpContent = { id: Number(c.id) } as DumpContent
      if (c.key !== null) content.key = c.key
      if (Number(c.archived) === 1) content.archived = true
      if (Number(c.purged) === 1) content.purged = true
      content.versions = []
      byContent.set(content.id, content)
    }
    for (const v of versions) {
      const version = { id: Number(v.id), createdAt: isoTime(v.created_at), kind: v.kind } as DumpVersion
      if (v.key !== null) version.key = v.key
      if (Number(v.archived) === 1) version.archived = true
      version.texts = []
      byVersion.set(version.id, version)
      byContent.get(Number(v.content_id))?.versions.push(version)
    }
    for (const p of properties) {
      byVersion.get(Number(p.version_id))?.texts.push({
        id: Number(p.id),
        language: this.#languages.byId(Number(p.language_id)).languageCode,
        text: p.text,
        ...(p.origin === null ? {} : { origin: p.origin as 'machine' }),
      })
    }
    return [...byContent.values()]
  }

  importDump(lines: AsyncIterable<string>): Promise<{ contents: number; versions: number }> {
    return this.#guard(async () => {
      const iterator = lines[Symbol.asyncIterator]()
      const first = await iterator.next()
      const header = await readHeader(first.done ? undefined : first.value)
      const toAdd = languagesToAdd(header, await this.listLanguages())
      const rest = { [Symbol.asyncIterator]: () => iterator }
      const counted = { contents: 0, versions: 0 }
      await this.dialect_.importDump(
        toAdd,
        header.lastIds,
        (async function* () {
          for await (const batch of importBatches(header, rest)) {
            counted.contents += batch.contents.length
            counted.versions += batch.versions.length
            yield batch
          }
        })(),
      )
      await this.#languages.reload()
      this.#changed()
      return counted
    })
  }

  /** The live contents among these ids (ascending), as JSON text written by the store. */
  #rendered(ids: readonly number[]): Promise<RenderedContent[]> {
    return this.#guard(async () => {
      const [query, params] = contentsRead(ids, (list) => this.dialect_.idList(list), true)
      return contentsFromRenderedRows(await this.dialect_.read<RenderedRow>(query, params), new Set(ids))
    })
  }

  #renderedRange(first: number, last: number): Promise<RenderedContent[]> {
    return this.#guard(async () =>
      contentsFromRenderedRows(
        await this.dialect_.read<RenderedRow>(READS.renderedInRange, [first, last, first, last]),
      ),
    )
  }

  /** One batch of a listing, as the store holds it. */
  async #batch(afterId: number, limit: number, filter: ContentFilter): Promise<ContentState[]> {
    const ids = await this.#listIds(afterId, limit, filter)
    return ids.length === 0 ? [] : this.#states(ids)
  }

  /** The live contents among these ids (ascending). */
  async #states(ids: readonly number[]): Promise<ContentState[]> {
    const [query, params] = contentsRead(ids, (list) => this.dialect_.idList(list))
    return statesFromRows(await this.dialect_.read<ContentRow>(query, params), new Set(ids))
  }

  search(
    query: SearchQuery,
    options: { language?: Language; limit: number; offset: number },
  ): Promise<SearchResult> {
    return this.#guard(async () => {
      const languages = options.language ? [options.language] : this.#languages.all()
      const word = singleWord(query)
      const rows =
        word === undefined
          ? await this.dialect_.search(query, languages, options.limit + 1, options.offset)
          : await this.dialect_.searchTerm(
              languages.map((l) => ({ languageId: l.id, term: stemmerFor(l.languageCode)(word) })),
              options.limit + 1,
              options.offset,
            )
      await this.#languages.ensureIds(rows.map((row) => row[2]))
      const hits = rows
        .slice(0, options.limit)
        .map(([contentId, key, languageId, text, score]): SearchHit => {
          const language = this.#languages.byId(languageId)
          return {
            contentId,
            ...(key === null ? {} : { key }),
            language,
            text,
            snippet: snippet(text, language.languageCode, query),
            score: Math.round(score * 1e4) / 1e4,
          }
        })
      return { hits, more: rows.length > options.limit }
    })
  }

  onWriteBatch(listener: (size: number, seconds: number) => void): void {
    this.#batchListeners.push(listener)
  }

  connectionStats(): ConnectionStats | undefined {
    return this.dialect_.connectionStats()
  }

  changeLogActivity(): { reads: number; wakes: number } {
    return { reads: this.#changeReads, wakes: this.#changeWaiter.wakes }
  }

  listChanges(after: string, limit: number): Promise<ChangePage> {
    this.#changeReads++
    return this.#guard(async () => {
      const rows = await this.dialect_.readChanges(after, limit)
      await this.#languages.ensureIds(rows.flatMap((row) => languageIdsOf(row[4])))
      const changes = rows.map(([cursor, contentId, versionId, kind, languages, at]): Change => {
        return {
          cursor,
          kind: kind as Change['kind'],
          ...(contentId === null ? {} : { contentId }),
          ...(versionId === null ? {} : { versionId }),
          languages: languageIdsOf(languages).map((l) => this.#languages.byId(l).languageCode),
          at,
        }
      })
      return { changes, next: rows.at(-1)?.[0] ?? after }
    })
  }

  listLanguages(): Promise<Language[]> {
    return this.#guard(async () => {
      await this.#languages.reload()
      return [...this.#languages.all()]
    })
  }

  findLanguage(code: string, field?: string): Promise<Language> {
    return this.#guard(() => this.#languages.find(code, field))
  }

  knownLanguageCodes(refresh = false): Promise<readonly string[]> {
    return this.#guard(() => this.#languages.codes(refresh))
  }

  addLanguage(code: string): Promise<Language> {
    return this.#guard(async () => {
      // Checked here, not in the dialects: every way in (API, CLI) gets the rule, while a dump's languages,
      // which an older store may have kept unchecked, still load.
      const verdict = checkLanguageTag(code)
      if (!verdict.ok) throw new InvalidLanguageCodeError(code, verdict.reason)
      const language = await this.dialect_.addLanguage(verdict.tag)
      this.#changed()
      await this.#languages.reload()
      return language
    })
  }

  removeLanguage(code: string): Promise<Language> {
    return this.#guard(async () => {
      const language = await this.#languages.find(code).catch((error: unknown) => {
        // The language is what is being removed, not a reference to one: its absence is a 404.
        throw error instanceof UnknownLanguageError
          ? new NotFoundError(`There is no language "${code}".`)
          : error
      })
      try {
        // Texts refer to their language (foreign keys, history included): a language in use is not removed.
        await this.dialect_.execute(REMOVE_LANGUAGE, [language.id])
      } catch (error) {
        if (this.dialect_.errors.isForeignKeyViolation(error))
          throw new LanguageInUseError(language.languageCode)
        throw error
      }
      await this.#languages.reload()
      return language
    })
  }

  coverage(): Promise<Coverage> {
    return this.#guard(async () => {
      const languages = await this.listLanguages()
      const reader = this.dialect_.reader
      const perLanguage = await reader
        .selectFrom('current_text as t')
        .innerJoin('content as c', 'c.id', 't.content_id')
        .where('c.archived', '=', 0)
        .select((eb) => [
          't.language_id',
          eb.fn.countAll<number>().as('contents'),
          eb.fn.sum<number>(sql`length(t.text)`).as('characters'),
          eb.fn.sum<number>(sql`case when t.origin is null then 0 else 1 end`).as('machineDrafts'),
        ])
        .groupBy('t.language_id')
        .execute()
      const { contents } = await reader
        .selectFrom('content')
        .where('archived', '=', 0)
        .select((eb) => eb.fn.countAll<number>().as('contents'))
        .executeTakeFirstOrThrow()
      // Contents whose language set is every language: an index lookup on content_languages.
      const { complete } = await reader
        .selectFrom('content')
        .where('archived', '=', 0)
        .where('languages', '=', languages.map((l) => l.id).join(','))
        .select((eb) => eb.fn.countAll<number>().as('complete'))
        .executeTakeFirstOrThrow()
      const byLanguage = new Map(perLanguage.map((r) => [Number(r.language_id), r]))
      const totalContents = Number(contents)
      const totalCharacters = perLanguage.reduce((sum, r) => sum + Number(r.characters), 0)
      const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)
      return {
        contents: totalContents,
        characters: totalCharacters,
        contentsWithEveryLanguage: Number(complete),
        languages: languages.map((language) => {
          const row = byLanguage.get(language.id)
          const count = Number(row?.contents ?? 0)
          const characters = Number(row?.characters ?? 0)
          return {
            ...language,
            contents: count,
            contentShare: share(count, totalContents),
            characters,
            characterShare: share(characters, totalCharacters),
            machineDrafts: Number(row?.machineDrafts ?? 0),
          }
        }),
      }
    })
  }

  ping(): Promise<void> {
    return this.#guard(() => this.dialect_.ping())
  }

  writeProblem(): Promise<string | undefined> {
    return this.#guard(() => this.dialect_.writeProblem())
  }

  changeStamp() {
    return this.#guard(() => this.dialect_.changeStamp())
  }

  latestChangeCursor(): Promise<string> {
    return this.#guard(() => this.dialect_.latestChange())
  }

  waitForChanges(timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    this.#watch()
    return this.#changeWaiter.wait(timeoutMs, signal)
  }

  nextChanges(after: string, limit: number, waitMs: number, signal?: AbortSignal): Promise<ChangePage> {
    if (waitMs > 0) this.#watch()
    return this.#changeWaiter.next(after, limit, waitMs, signal)
  }

  /** Other processes are watched only once somebody waits (PostgreSQL: one LISTEN connection from then on). */
  #watch(): void {
    this.#stopWatching ??= this.dialect_.watchChanges(() => this.#changed())
  }

  /** Wakes whoever waits for changes. */
  #changed(): void {
    this.#changeWaiter.wake()
  }

  async close(): Promise<void> {
    this.#stopWatching?.()
    this.#changeWaiter.close()
    try {
      await this.dialect_.close()
    } finally {
      // Last: this instance's leases stay its own until nothing of it can write any more.
      await this.instances.close()
    }
  }

  /** Submits a change set to the write queue, with its texts' search terms. */
  #submit(changeSet: ChangeSet): Promise<WriteOutcome> {
    for (const text of changeSet.texts) {
      if (text.t !== null) text.s = this.searchTerms(this.#languages.byId(text.l).languageCode, text.t)
    }
    return this.#writes.submit(changeSet)
  }

  /** Submits a change set to the write queue and turns a refusal into the error the routes answer. */
  #write(changeSet: ChangeSet, language?: Language): Promise<Written> {
    return this.#guard(async () => {
      await this.#languages.ensureIds(changeSet.texts.map((t) => t.l))
      const idem = claimedIdempotencyKey()
      if (idem !== undefined) changeSet.idem = idem
      const outcome = await this.#submit(changeSet).catch(async (error: unknown) => {
        // A language removed (by the CLI) since this process cached it: to the client it is unknown.
        if (!this.dialect_.errors.isForeignKeyViolation(error)) throw error
        const written = changeSet.texts.map((t) => this.#languages.byId(t.l))
        await this.#languages.reload()
        const codes = await this.#languages.codes()
        const gone = written.find((l) => !codes.includes(l.languageCode))
        throw gone === undefined ? error : new UnknownLanguageError(gone.languageCode, codes)
      })
      if (outcome.error) this.#refuse(changeSet.contentId ?? 0, outcome, changeSet, language)
      const state = outcome as ContentState & { unchanged?: true }
      await this.#languages.ensureIds(state.texts.map((t) => t[1]))
      return {
        content: this.#toContent(state),
        versionId: state.versionId,
        unchanged: state.unchanged === true,
      }
    })
  }

  #refuse(id: number, outcome: WriteOutcome, changeSet?: ChangeSet, language?: Language): never {
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

  /** A content's state, archived or not; NotFoundError without one. */
  async #readState(id: number): Promise<ContentState & { purged: boolean }> {
    const rows = await this.dialect_.read<ContentRow>(READS.contentById, [id])
    const [state] = statesFromRows(rows)
    if (!state) throw new NotFoundError(`There is no content ${id}.`)
    return { ...state, purged: Number(rows[0]?.[10]) === 1 }
  }

  /** The content as a reader of the present sees it: GoneError when archived or purged. */
  async #present(state: ContentState & { purged: boolean }): Promise<Versioned> {
    if (state.purged) throw new GoneError(state.id, 'purged')
    if (state.archived) throw new GoneError(state.id, 'archived')
    const [content] = await this.#contents([state])
    return { content: content as Content, versionId: state.versionId }
  }

  async #contents(states: readonly ContentState[]): Promise<Content[]> {
    await this.#languages.ensureIds(states.flatMap((s) => s.texts.map((t) => t[1])))
    return states.map((state) => this.#toContent(state))
  }

  #toContent(state: ContentState): Content {
    return toContent(state, (languageId) => this.#languages.byId(languageId))
  }

  /** History is readable while the content exists and was not purged. */
  async #assertReadable(id: number): Promise<void> {
    const [row] = await this.dialect_.read<[number]>(READS.purged, [id])
    if (!row) throw new NotFoundError(`There is no content ${id}.`)
    if (Number(row[0]) === 1) throw new GoneError(id, 'purged')
  }

  /** The current texts as of a version of the content: per language, the latest property up to it, if a text. */
  async #textsAsOf(id: number, versionId: number): Promise<TextRow[]> {
    await this.#assertReadable(id)
    const reader = this.dialect_.reader
    const version = await reader
      .selectFrom('version')
      .select('id')
      .where('id', '=', versionId)
      .where('content_id', '=', id)
      .where('kind', '<>', 'purged')
      .executeTakeFirst()
    if (!version) throw new NotFoundError(`Content ${id} has no version ${versionId}.`)
    const rows = await reader
      .selectFrom('property as p')
      .innerJoin('version as v', 'v.id', 'p.version_id')
      .select(['p.id', 'p.language_id', 'p.version_id', 'v.created_at', 'p.text', 'p.origin'])
      .where('p.content_id', '=', id)
      .where('p.version_id', '<=', versionId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('property as q')
              .select(sql.lit(1).as('one'))
              .whereRef('q.content_id', '=', 'p.content_id')
              .whereRef('q.language_id', '=', 'p.language_id')
              .whereRef('q.version_id', '>', 'p.version_id')
              .where('q.version_id', '<=', versionId),
          ),
        ),
      )
      .orderBy('p.language_id')
      .execute()
    await this.#languages.ensureIds(rows.map((r) => Number(r.language_id)))
    return rows
      .filter((r) => r.text !== null)
      .map((r) => [
        Number(r.id),
        Number(r.language_id),
        Number(r.version_id),
        isoTime(r.created_at),
        r.text as string,
        r.origin,
      ])
  }

  /**
   * Ids of the batch. Language conditions are answered from `content.languages`: the store has few distinct
   * language sets, so each set that satisfies the filter is read with its own index range, and the ranges are
   * merged; the cost follows the size of the answer, not the id range.
   */
  async #listIds(afterId: number, limit: number, filter: ContentFilter): Promise<number[]> {
    const has = filter.hasLanguageIds ?? []
    const missing = filter.missingLanguageIds ?? []
    const byLanguage = has.length > 0 || missing.length > 0
    const admitted = (set: string) => {
      const ids = languageIdsOf(set)
      return has.every((l) => ids.includes(l)) && !missing.some((l) => ids.includes(l))
    }
    if (filter.needsReviewLanguageId !== undefined) {
      // The language's machine drafts in id order (a partial index holds only them), kept when the rest of the
      // filter passes.
      const prefix = filter.keyPrefix
      const ids: number[] = []
      for (let after = afterId; ids.length < limit; ) {
        const rows = await this.dialect_.read<[number, string, string | null]>(READS.idsNeedingReview, [
          filter.needsReviewLanguageId,
          after,
          limit,
        ])
        for (const [id, set, key] of rows) {
          if ((!byLanguage || admitted(set)) && (prefix === undefined || key?.startsWith(prefix)))
            ids.push(id)
        }
        if (rows.length < limit) break
        after = rows.at(-1)?.[0] ?? after
      }
      return ids.slice(0, limit)
    }
    if (filter.keyPrefix !== undefined) {
      const [from, to] = keyRange(filter.keyPrefix)
      const ids: number[] = []
      // The prefix's contents are read in id order, and kept when their language set passes the filter.
      for (let after = afterId; ids.length < limit; ) {
        const rows = await this.dialect_.read<[number, string]>(READS.idsByKeyRange, [from, to, after, limit])
        for (const [id, set] of rows) if (!byLanguage || admitted(set)) ids.push(id)
        if (rows.length < limit) break
        after = rows.at(-1)?.[0] ?? after
      }
      return ids.slice(0, limit)
    }
    if (!byLanguage) {
      return (await this.dialect_.read<[number]>(READS.idsAfter, [afterId, limit])).map((r) => r[0])
    }
    const sets = (await this.dialect_.read<[string]>(READS.languageSets, []))
      .map((r) => r[0])
      .filter(admitted)
    const ranges = await Promise.all(
      sets.map((set) => this.dialect_.read<[number]>(READS.idsInSet, [set, afterId, limit])),
    )
    return ranges
      .flat()
      .map((r) => r[0])
      .sort((a, b) => a - b)
      .slice(0, limit)
  }
}

/** Windows of an unfiltered listing read ahead of the one being sent. */
const WINDOWS_AHEAD = 2

/** One batch of a keyset read, and the id to read the next after (none: this batch is the last). */
interface KeysetBatch<T> {
  items: T[]
  nextAfter: number | undefined
}

/** Where the batch after these ids continues: after the last, when they fill a batch of `batchSize`. */
function nextAfterOf(ids: readonly number[], batchSize: number): number | undefined {
  return ids.length < batchSize ? undefined : ids.at(-1)
}

/**
 * Batches read by keyset (each after the cursor the one before gave), the next read while the current one is
 * consumed. The cursor comes from the ids read, not from the items kept: a batch whose contents were archived
 * between reading their ids and their texts is short or empty, and the listing goes on after it.
 */
async function* keysetBatches<T>(
  afterId: number,
  read: (afterId: number) => Promise<KeysetBatch<T>>,
): AsyncGenerator<T[]> {
  let batch = await read(afterId)
  for (;;) {
    const next = batch.nextAfter === undefined ? undefined : read(batch.nextAfter)
    // A consumer that stops early abandons the read; its failure then has no one to tell.
    next?.catch(() => {})
    if (batch.items.length > 0) yield batch.items
    if (next === undefined) return
    batch = await next
  }
}

/** Reads each task's batch, up to `ahead` of them at once, yielding them in order and skipping empty ones. */
async function* readAhead<W, T>(tasks: readonly W[], read: (task: W) => Promise<T[]>, ahead: number) {
  const pending: Promise<T[]>[] = []
  let next = 0
  const fill = () => {
    while (pending.length < ahead && next < tasks.length) {
      const reading = read(tasks[next++] as W)
      reading.catch(() => {})
      pending.push(reading)
    }
  }
  fill()
  while (pending.length > 0) {
    const batch = await (pending.shift() as Promise<T[]>)
    fill()
    if (batch.length > 0) yield batch
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
    .map(({ language, text, origin }) => ({ l: language.id, t: text, ...(origin ? { o: origin } : {}) }))
}
