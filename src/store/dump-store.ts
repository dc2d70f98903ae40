// Whole-store dumps: the header and every content's whole history read a window of ids at a time, and a dump
// loaded into an empty store in one transaction. The format's rules are in store/dump.ts.
import type { DumpContent, DumpHeader, DumpVersion } from '../schemas/dump.js'
import { lastContentId } from './content-listing.js'
import type { Dumps } from './content-store.js'
import { importBatches, languagesToAdd, readHeader } from './dump.js'
import { idWindows, readAhead } from './id-windows.js'
import { storeLanguages } from './language-store.js'
import { storeSql } from './read-queries.js'
import type { StoreContext } from './store-context.js'

type Id = number | string
type ContentRow = [id: Id, key: string | null, archived: Id, purged: Id]
type VersionRow = [
  id: Id,
  contentId: Id,
  createdAt: string,
  kind: string,
  author: string,
  key: string | null,
  archived: Id,
  sourceLanguageId: Id | null,
  parallel: Id,
  maxLength: Id | null,
]
type PropertyRow = [
  id: Id,
  versionId: Id,
  languageId: Id,
  text: string,
  origin: string | null,
  reviewed: Id,
  basedOnLanguageId: Id | null,
  basedOnVersionId: Id | null,
]

/** A window of ids' contents, versions and properties as a dump holds them: params first, last. */
const DUMP_READS = {
  contents: {
    ...storeSql`select id, key, archived, purged from content
    where id >= ${'bigint'} and id <= ${'bigint'} order by id`,
    long: true,
  },
  versions: {
    ...storeSql`select id, content_id, created_at, kind, author, key, archived, source_language_id, parallel,
      max_length from version where content_id >= ${'bigint'} and content_id <= ${'bigint'} order by content_id, id`,
    long: true,
  },
  properties: {
    ...storeSql`select id, version_id, language_id, text, origin, reviewed, based_on_language_id,
      based_on_version_id
    from property where content_id >= ${'bigint'} and content_id <= ${'bigint'} order by version_id, language_id`,
    long: true,
  },
}

export class StoreDumps implements Dumps {
  constructor(private readonly ctx: StoreContext) {}

  async dumpHeader(): Promise<DumpHeader> {
    // Loaded with the first dump, not with the store: the schemas load typebox (see store/dump.ts).
    const { DUMP_FORMAT, DUMP_FORMAT_VERSION } = await import('../schemas/dump.js')
    const languages = await storeLanguages(this.ctx)
    const lastIds = await this.ctx.guard(() => this.ctx.dialect.lastIds())
    return { format: DUMP_FORMAT, formatVersion: DUMP_FORMAT_VERSION, languages, lastIds }
  }

  dumpContents(batchSize: number): AsyncIterable<DumpContent[]> {
    const { ctx } = this
    const dumps = this
    return (async function* () {
      const windows = idWindows(0, await lastContentId(ctx), batchSize)
      yield* readAhead(windows, ([first, last]) => ctx.guard(() => dumps.#window(first, last)), 1)
    })()
  }

  importDump(lines: AsyncIterable<string>): Promise<{ contents: number; versions: number }> {
    const { ctx } = this
    return ctx.guard(async () => {
      const iterator = lines[Symbol.asyncIterator]()
      const first = await iterator.next()
      const header = await readHeader(first.done ? undefined : first.value)
      const toAdd = languagesToAdd(header, await storeLanguages(ctx))
      const rest = { [Symbol.asyncIterator]: () => iterator }
      const counted = { contents: 0, versions: 0 }
      await ctx.dialect.importDump(
        toAdd,
        header.lastIds,
        (async function* () {
          for await (const batch of importBatches(header, rest, ctx.compounds)) {
            counted.contents += batch.contents.length
            counted.versions += batch.versions.length
            yield batch
          }
        })(),
      )
      await ctx.languages.reload()
      ctx.changed()
      return counted
    })
  }

  /** Every content with first <= id <= last and its whole history, as dump lines hold them. */
  async #window(first: number, last: number): Promise<DumpContent[]> {
    const { ctx } = this
    // Each a long read: on SQLite, on a read thread (read-queries.ts StoreSql `long`).
    const window = [first, last]
    const [contentRows, versionRows, propertyRows] = await Promise.all([
      ctx.dialect.read<ContentRow>(DUMP_READS.contents, window),
      ctx.dialect.read<VersionRow>(DUMP_READS.versions, window),
      ctx.dialect.read<PropertyRow>(DUMP_READS.properties, window),
    ])
    const contents = contentRows.map(([id, key, archived, purged]) => ({ id, key, archived, purged }))
    const versions = versionRows.map(
      ([
        id,
        content_id,
        created_at,
        kind,
        author,
        key,
        archived,
        source_language_id,
        parallel,
        max_length,
      ]) => ({
        id,
        content_id,
        created_at,
        kind,
        author,
        key,
        archived,
        source_language_id,
        parallel,
        max_length,
      }),
    )
    const properties = propertyRows.map(
      ([id, version_id, language_id, text, origin, reviewed, based_on_language_id, based_on_version_id]) => ({
        id,
        version_id,
        language_id,
        text,
        origin,
        reviewed,
        based_on_language_id,
        based_on_version_id,
      }),
    )
    await ctx.languages.ensureIds([
      ...properties.flatMap((p) => [Number(p.language_id), Number(p.based_on_language_id ?? p.language_id)]),
      ...versions.flatMap((v) => (v.source_language_id === null ? [] : [Number(v.source_language_id)])),
    ])
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
      const version = { id: Number(v.id), createdAt: v.created_at, kind: v.kind, by: v.author } as DumpVersion
      if (v.key !== null) version.key = v.key
      if (Number(v.archived) === 1) version.archived = true
      if (v.source_language_id !== null)
        version.sourceLanguage = ctx.languages.byId(Number(v.source_language_id)).languageCode
      if (Number(v.parallel) === 1) version.parallel = true
      if (v.max_length !== null) version.maxLength = Number(v.max_length)
      version.texts = []
      byVersion.set(version.id, version)
      byContent.get(Number(v.content_id))?.versions.push(version)
    }
    for (const p of properties) {
      byVersion.get(Number(p.version_id))?.texts.push({
        id: Number(p.id),
        language: ctx.languages.byId(Number(p.language_id)).languageCode,
        text: p.text,
        ...(p.origin === null ? {} : { origin: p.origin as 'machine' }),
        ...(Number(p.reviewed) === 1 ? { reviewed: true as const } : {}),
        ...(p.based_on_language_id === null || p.based_on_version_id === null
          ? {}
          : {
              basedOn: {
                language: ctx.languages.byId(Number(p.based_on_language_id)).languageCode,
                versionId: Number(p.based_on_version_id),
              },
            }),
      })
    }
    return [...byContent.values()]
  }
}
