// The ContentStore over Kysely, for SQLite and PostgreSQL alike. Writes go through `db`; reads go through
// `reader`, which for SQLite is a second connection, so a long listing never holds the writer.
import { statfs } from 'node:fs/promises'
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import { canonicalLanguageCode } from '../languages.js'
import type { Content, Coverage, Language, Property, VersionRecord } from '../schemas/content.js'
import type { ContentCreator, ResolvedText } from './content-creators.js'
import type { ContentFilter, ContentStore, Precondition, TextInLanguage } from './content-store.js'
import type { Database, Dialect, VersionTable } from './database.js'
import {
  DuplicateLanguageError,
  InvalidLanguageCodeError,
  LanguageExistsError,
  NotFoundError,
  PreconditionFailedError,
  translateStoreError,
} from './errors.js'
import { LanguageCatalog } from './language-catalog.js'
import { isoTime, type PropertyRangeReader } from './property-range-readers.js'

type Executor = Kysely<Database> | Transaction<Database>

export class KyselyContentStore implements ContentStore {
  readonly #languages: LanguageCatalog

  constructor(
    readonly dialect: Dialect,
    private readonly db: Kysely<Database>,
    private readonly reader: Kysely<Database>,
    /** The create path of this dialect (group commit for SQLite, one statement for PostgreSQL). */
    private readonly creator: ContentCreator,
    private readonly onClose: () => Promise<void>,
    /** The read of current properties by content id range (the listing's batches, GET by id). */
    private readonly rangeReader: PropertyRangeReader,
    /** SQLite: the folder of the store's file, whose free space /healthz reports. */
    private readonly storagePath?: string,
  ) {
    this.#languages = new LanguageCatalog(reader)
  }

  /** Loads the reference data; called once by openStore before the store is handed out. */
  async init(): Promise<void> {
    await guard(() => this.#languages.load())
  }

  createContent(texts: readonly TextInLanguage[]): Promise<Content> {
    return guard(async () => this.creator.create(await this.#resolve(texts)))
  }

  getContent(id: number): Promise<Content> {
    return guard(async () => {
      // The listing's range read, over a range of one: on SQLite a prepared statement, not a fresh query.
      const rows = await this.rangeReader.read(id, id)
      if (rows.length === 0) throw new NotFoundError(`There is no content ${id}.`)
      return { id, properties: rows.map((r) => r.property) }
    })
  }

  writeTexts(id: number, texts: readonly TextInLanguage[], precondition?: Precondition): Promise<Content> {
    return guard(async () => {
      const resolved = await this.#resolve(texts)
      return this.db.transaction().execute(async (trx) => {
        await this.#lockForWrite(trx, id, precondition)
        await this.#insertVersion(trx, id, resolved)
        return this.#readContent(trx, id)
      })
    })
  }

  restoreVersion(id: number, versionId: number, precondition?: Precondition): Promise<Content> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        await this.#lockForWrite(trx, id, precondition, versionId)
        const asOf = await this.#currentProperties(trx, versionId).where('p.content_id', '=', id).execute()
        const texts = asOf.map((row) => ({ language: languageOf(row), text: row.text }))
        await this.#insertVersion(trx, id, texts)
        return this.#readContent(trx, id)
      }),
    )
  }

  listVersions(id: number): Promise<VersionRecord[]> {
    return guard(async () => {
      const versions = await this.reader
        .selectFrom('version')
        .select(['id', 'created_at'])
        .where('content_id', '=', id)
        .orderBy('id')
        .execute()
      // Every content is created with its first version: no versions means no content.
      if (versions.length === 0) throw new NotFoundError(`There is no content ${id}.`)
      const rows = await this.#properties(this.reader)
        .where('p.content_id', '=', id)
        .orderBy('p.version_id')
        .execute()
      const records = new Map<number, VersionRecord>(
        versions.map((v) => [
          Number(v.id),
          { id: Number(v.id), createdAt: isoTime(v.created_at), properties: [] as Property[] },
        ]),
      )
      for (const row of rows) records.get(Number(row.version_id))?.properties.push(propertyOf(row))
      return [...records.values()]
    })
  }

  getContentAtVersion(id: number, versionId: number): Promise<Content> {
    return guard(async () => {
      await this.#assertVersionOf(this.reader, id, versionId)
      return this.#readContent(this.reader, id, versionId)
    })
  }

  listContents(afterId: number, limit: number, filter: ContentFilter = {}): Promise<Content[]> {
    return guard(async () => {
      const { hasLanguageId, missingLanguageId } = filter
      const unfiltered = hasLanguageId === undefined && missingLanguageId === undefined
      const ids =
        unfiltered && this.rangeReader.contentIds
          ? await this.rangeReader.contentIds(afterId, limit)
          : (
              await this.reader
                .selectFrom('content as c')
                .select('c.id')
                .where('c.id', '>', afterId)
                .$if(hasLanguageId !== undefined, (q) =>
                  q.where(({ exists }) => exists(this.#textIn(Number(hasLanguageId)))),
                )
                .$if(missingLanguageId !== undefined, (q) =>
                  q.where(({ not, exists }) => not(exists(this.#textIn(Number(missingLanguageId))))),
                )
                .orderBy('c.id')
                .limit(limit)
                .execute()
            ).map((r) => Number(r.id))
      if (ids.length === 0) return []
      const contents = new Map<number, Content>(ids.map((id) => [id, { id, properties: [] }]))
      const first = ids[0] as number
      const last = ids[ids.length - 1] as number
      // One range read for the whole batch, not one query per content.
      for (const { contentId, property } of await this.rangeReader.read(first, last)) {
        // A content committed after the id read can show up in the range: it belongs to the next batch.
        contents.get(contentId)?.properties.push(property)
      }
      return [...contents.values()]
    })
  }

  listLanguages(): Promise<Language[]> {
    return guard(async () => {
      const rows = await this.reader
        .selectFrom('language')
        .select(['id', 'language_code'])
        .orderBy('id')
        .execute()
      return rows.map((r) => ({ id: Number(r.id), languageCode: r.language_code }))
    })
  }

  findLanguage(code: string): Promise<Language> {
    return guard(() => this.#languages.find(code))
  }

  knownLanguageCodes(refresh = false): Promise<readonly string[]> {
    return guard(() => this.#languages.codes(refresh))
  }

  addLanguage(code: string): Promise<Language> {
    return guard(async () => {
      const canonical = canonicalLanguageCode(code)
      if (canonical === undefined) throw new InvalidLanguageCodeError(code)
      const language = await this.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('language')
          .select('language_code')
          .where((eb) => eb(eb.fn('lower', ['language_code']), '=', canonical.toLowerCase()))
          .executeTakeFirst()
        if (existing) throw new LanguageExistsError(existing.language_code)
        const { next } = await trx
          .selectFrom('language')
          .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
          .executeTakeFirstOrThrow()
        // Unique ignoring case by index too, should two operators add the same code at once.
        await trx
          .insertInto('language')
          .values({ id: Number(next), language_code: canonical })
          .execute()
        return { id: Number(next), languageCode: canonical }
      })
      await this.#languages.reload()
      return language
    })
  }

  coverage(): Promise<Coverage> {
    return guard(async () => {
      const languages = await this.listLanguages()
      const perLanguage = await this.reader
        .selectFrom('property as p')
        .where(this.#isCurrent())
        .select((eb) => [
          'p.language_id',
          eb.fn.countAll<number>().as('contents'),
          eb.fn.sum<number>(sql`length(p.text)`).as('characters'),
        ])
        .groupBy('p.language_id')
        .execute()
      const { contents } = await this.reader
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<number>().as('contents'))
        .executeTakeFirstOrThrow()
      const { complete } = await this.reader
        .selectFrom((eb) =>
          eb
            .selectFrom('property as p')
            .where(this.#isCurrent())
            .select('p.content_id')
            .groupBy('p.content_id')
            .having((h) => h.fn.countAll(), '=', languages.length)
            .as('complete_contents'),
        )
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
          }
        }),
      }
    })
  }

  ping(): Promise<void> {
    return guard(async () => {
      await sql`select 1`.execute(this.db)
    })
  }

  async writeProblem(): Promise<string | undefined> {
    if (!this.storagePath) return undefined
    // Below this a write may fail at any moment for lack of space: report it before it does.
    const { bavail, bsize } = await statfs(this.storagePath)
    return bavail * bsize < 1024 * 1024 ? "less than 1 MiB free on the store's disk" : undefined
  }

  close(): Promise<void> {
    return this.onClose()
  }

  /** Finds each text's language; a language may appear once. Throws with the position of the bad text. */
  async #resolve(texts: readonly TextInLanguage[]): Promise<ResolvedText[]> {
    const seen = new Set<number>()
    const resolved: ResolvedText[] = []
    for (const [index, { text, languageCode }] of texts.entries()) {
      const language = await this.#languages.find(languageCode, index)
      if (seen.has(language.id)) throw new DuplicateLanguageError(language.languageCode, index)
      seen.add(language.id)
      resolved.push({ language, text })
    }
    return resolved
  }

  /**
   * Takes the content's write lock and checks what a write needs: that the content (and the version to
   * restore) exist, and the If-Match precondition. In PostgreSQL the row lock makes concurrent writes to
   * one content queue, so version ids ascend in commit order; SQLite has a single writer connection.
   */
  async #lockForWrite(
    trx: Transaction<Database>,
    id: number,
    precondition: Precondition | undefined,
    versionToRestore?: number,
  ): Promise<void> {
    const query = trx.selectFrom('content').select('id').where('id', '=', id)
    const row = await (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
    if (row === undefined) throw new NotFoundError(`There is no content ${id}.`)
    if (versionToRestore !== undefined) await this.#assertVersionOf(trx, id, versionToRestore)
    if (precondition) {
      const { latest } = await trx
        .selectFrom('version')
        .select((eb) => eb.fn.max('id').as('latest'))
        .where('content_id', '=', id)
        .executeTakeFirstOrThrow()
      if (!precondition(Number(latest))) throw new PreconditionFailedError(Number(latest))
    }
  }

  async #assertVersionOf(db: Executor, id: number, versionId: number): Promise<void> {
    const version = await db
      .selectFrom('version')
      .select('id')
      .where('id', '=', versionId)
      .where('content_id', '=', id)
      .executeTakeFirst()
    if (version === undefined) throw new NotFoundError(`Content ${id} has no version ${versionId}.`)
  }

  async #insertVersion(
    trx: Transaction<Database>,
    contentId: number,
    texts: readonly ResolvedText[],
  ): Promise<void> {
    const version = await trx
      .insertInto('version')
      .values({ content_id: contentId, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('property')
      .values(
        texts.map(({ language, text }) => ({
          content_id: contentId,
          language_id: language.id,
          version_id: Number(version.id),
          text,
        })),
      )
      .execute()
  }

  /** The content with its current property per language, as of `asOfVersion` when given. */
  async #readContent(db: Executor, id: number, asOfVersion?: number): Promise<Content> {
    const rows = await this.#currentProperties(db, asOfVersion)
      .where('p.content_id', '=', id)
      .orderBy('p.language_id')
      .execute()
    if (rows.length === 0) {
      // Every content has at least one property; none means no such content.
      throw new NotFoundError(`There is no content ${id}.`)
    }
    return { id, properties: rows.map(propertyOf) }
  }

  #properties(db: Executor) {
    return db
      .selectFrom('property as p')
      .innerJoin('language as l', 'l.id', 'p.language_id')
      .innerJoin('version as v', 'v.id', 'p.version_id')
      .select([
        'p.id',
        'p.text',
        'p.content_id',
        'p.version_id',
        'v.created_at',
        'l.id as language_id',
        'l.language_code',
      ])
  }

  /** Properties that no later property of the same content and language replaces (up to `asOfVersion`). */
  #currentProperties(db: Executor, asOfVersion?: number) {
    const query = this.#properties(db).where(this.#isCurrent(asOfVersion))
    return asOfVersion === undefined ? query : query.where('p.version_id', '<=', asOfVersion)
  }

  /** The condition on `property as p` that no newer property of its content and language exists. */
  #isCurrent(asOfVersion?: number) {
    return ({ not, exists, selectFrom }: ExpressionBuilder<Database & { p: Database['property'] }, 'p'>) => {
      let newer = selectFrom('property as q')
        .select(sql.lit(1).as('one'))
        .whereRef('q.content_id', '=', 'p.content_id')
        .whereRef('q.language_id', '=', 'p.language_id')
        .whereRef('q.version_id', '>', 'p.version_id')
      if (asOfVersion !== undefined) newer = newer.where('q.version_id', '<=', asOfVersion)
      return not(exists(newer))
    }
  }

  /** A subquery: content `c` has a text in the language. */
  #textIn(languageId: number) {
    return this.reader
      .selectFrom('property as t')
      .select(sql.lit(1).as('one'))
      .whereRef('t.content_id', '=', sql.ref('c.id'))
      .where('t.language_id', '=', languageId)
  }
}

interface PropertyRow {
  id: number
  text: string
  version_id: number
  created_at: Selectable<VersionTable>['created_at']
  language_id: number
  language_code: string
}

function languageOf(row: PropertyRow): Language {
  return { id: Number(row.language_id), languageCode: row.language_code }
}

function propertyOf(row: PropertyRow): Property {
  return {
    id: Number(row.id),
    text: row.text,
    language: languageOf(row),
    version: { id: Number(row.version_id), createdAt: isoTime(row.created_at) },
  }
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw translateStoreError(error)
  }
}
