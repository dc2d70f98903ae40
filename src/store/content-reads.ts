// Reading contents: as they are now (ContentReads) and as they were (ContentHistory, from the versions and
// properties that nothing ever updates).
import type { Content } from '../schemas/content.js'
import type { VersionRecord } from '../schemas/history.js'
import { toContent, toProperty } from './change-set.js'
import { assertReadable, present, readState, textsAsOf } from './content-state.js'
import type { ContentHistory, ContentReads, RenderedContent, Versioned } from './content-store.js'
import { GoneError, NotFoundError } from './errors.js'
import { READS, type RenderedContentRow } from './read-queries.js'
import type { StoreContext } from './store-context.js'

/**
 * A rendered read's one row as the content's JSON and latest version (one statement, so the version and the
 * archive marks come from the same snapshot as the JSON); a missing, archived or purged content throws.
 */
export function renderedOf(id: number, row: RenderedContentRow | undefined): RenderedContent {
  if (!row) throw new NotFoundError(`There is no content ${id}.`)
  const [versionId, archived, purged, json] = row
  if (Number(purged) === 1) throw new GoneError(id, 'purged')
  if (Number(archived) === 1) throw new GoneError(id, 'archived')
  return { json, versionId: Number(versionId) }
}

const noContentWithKey = (key: string) => new NotFoundError(`There is no content with the key "${key}".`)

/** The id of the content with `key`; NotFoundError when there is none. */
export async function idOfKey(ctx: StoreContext, key: string): Promise<number> {
  const [row] = await ctx.dialect.read<[number]>(READS.idByKey, [key])
  if (!row) throw noContentWithKey(key)
  return row[0]
}

export class StoreContentReads implements ContentReads {
  constructor(private readonly ctx: StoreContext) {}

  getContent(id: number): Promise<Versioned> {
    return this.ctx.guard(async () => present(this.ctx, await readState(this.ctx, id)))
  }

  getContentByKey(key: string): Promise<Versioned> {
    return this.ctx.guard(async () =>
      present(this.ctx, await readState(this.ctx, await idOfKey(this.ctx, key))),
    )
  }

  getContentJson(id: number): Promise<RenderedContent> {
    return this.ctx.guard(async () => renderedOf(id, await this.ctx.dialect.renderedById(id)))
  }

  getContentJsonByKey(key: string): Promise<RenderedContent> {
    return this.ctx.guard(async () => {
      const row = await this.ctx.dialect.renderedByKey(key)
      if (!row) throw noContentWithKey(key)
      const [id, ...rendered] = row
      return renderedOf(Number(id), rendered)
    })
  }
}

export class StoreContentHistory implements ContentHistory {
  constructor(private readonly ctx: StoreContext) {}

  listVersions(id: number): Promise<VersionRecord[]> {
    const { ctx } = this
    return ctx.guard(async () => {
      await assertReadable(ctx, id)
      const reader = ctx.dialect.reader
      const versions = await reader
        .selectFrom('version')
        .select([
          'id',
          'created_at',
          'kind',
          'key',
          'archived',
          'author',
          'source_language_id',
          'parallel',
          'max_length',
        ])
        .where('content_id', '=', id)
        .orderBy('id')
        .execute()
      const properties = await reader
        .selectFrom('property as p')
        .innerJoin('version as v', 'v.id', 'p.version_id')
        .select([
          'p.id',
          'p.language_id',
          'p.version_id',
          'v.created_at',
          'p.text',
          'p.origin',
          'v.author',
          'p.reviewed',
          'p.based_on_language_id',
          'p.based_on_version_id',
        ])
        .where('p.content_id', '=', id)
        .orderBy('p.version_id')
        .orderBy('p.language_id')
        .execute()
      await ctx.languages.ensureIds([
        ...properties.flatMap((p) => [
          Number(p.language_id),
          Number(p.based_on_language_id ?? p.language_id),
        ]),
        ...versions.flatMap((v) => (v.source_language_id === null ? [] : [Number(v.source_language_id)])),
      ])
      const records = new Map<number, VersionRecord>()
      for (const v of versions) {
        const record: VersionRecord = {
          id: Number(v.id),
          createdAt: v.created_at,
          kind: v.kind as VersionRecord['kind'],
          by: v.author,
          properties: [],
        }
        if (v.key !== null) record.key = v.key
        if (Number(v.archived) === 1) record.archived = true
        if (v.source_language_id !== null)
          record.sourceLanguage = ctx.languages.byId(Number(v.source_language_id)).languageCode
        if (Number(v.parallel) === 1) record.parallel = true
        if (v.max_length !== null) record.maxLength = Number(v.max_length)
        records.set(record.id, record)
      }
      for (const p of properties) {
        const record = records.get(Number(p.version_id))
        if (!record) continue
        const language = ctx.languages.byId(Number(p.language_id))
        if (p.text === null) {
          record.deletedLanguages ??= []
          record.deletedLanguages.push(language)
        } else {
          record.properties.push(
            toProperty(
              {
                propertyId: Number(p.id),
                languageId: language.id,
                versionId: record.id,
                createdAt: record.createdAt,
                text: p.text,
                origin: p.origin,
                by: p.author,
                reviewed: Number(p.reviewed) === 1 ? 1 : 0,
                basedOnLanguageId: p.based_on_language_id === null ? null : Number(p.based_on_language_id),
                basedOnVersionId: p.based_on_version_id === null ? null : Number(p.based_on_version_id),
              },
              (languageId) => ctx.languages.byId(languageId),
            ),
          )
        }
      }
      return [...records.values()]
    })
  }

  getContentAtVersion(id: number, versionId: number): Promise<Content> {
    const { ctx } = this
    return ctx.guard(async () => {
      const texts = await textsAsOf(ctx, id, versionId)
      const version = await ctx.dialect.reader
        .selectFrom('version')
        .select(['key', 'archived', 'source_language_id', 'parallel', 'max_length'])
        .where('id', '=', versionId)
        .executeTakeFirstOrThrow()
      const content = toContent(
        {
          id,
          versionId,
          key: version.key,
          archived: Number(version.archived) as 0 | 1,
          sourceLanguageId: version.source_language_id === null ? null : Number(version.source_language_id),
          parallel: Number(version.parallel) === 1 ? 1 : 0,
          maxLength: version.max_length === null ? null : Number(version.max_length),
          texts,
        },
        (languageId) => ctx.languages.byId(languageId),
      )
      return Number(version.archived) === 1 ? { ...content, archived: true } : content
    })
  }
}
