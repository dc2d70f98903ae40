// A content's state as the store holds it (current texts, key, archive mark, latest version), read once here
// for the modules that read or write contents, and mapped to the API's Content in one place.
import { sql } from 'kysely'
import type { Content } from '../schemas/content.js'
import { type ContentState, type TextRow, toContent } from './change-set.js'
import type { Versioned } from './content-store.js'
import { GoneError, NotFoundError } from './errors.js'
import {
  type ContentByIdRow,
  type ContentRow,
  contentsRead,
  purgedIn,
  READS,
  statesFromRows,
} from './read-queries.js'
import type { StoreContext } from './store-context.js'

/** A content's state, archived or not; NotFoundError without one. */
export async function readState(ctx: StoreContext, id: number): Promise<ContentState & { purged: boolean }> {
  const rows = await ctx.dialect.read<ContentByIdRow>(READS.contentById, [id])
  const [state] = statesFromRows(rows)
  if (!state) throw new NotFoundError(`There is no content ${id}.`)
  return { ...state, purged: purgedIn(rows) }
}

/** The content as a reader of the present sees it: GoneError when archived or purged. */
export async function present(
  ctx: StoreContext,
  state: ContentState & { purged: boolean },
): Promise<Versioned> {
  if (state.purged) throw new GoneError(state.id, 'purged')
  if (state.archived) throw new GoneError(state.id, 'archived')
  const [content] = await contentsOf(ctx, [state])
  return { content: content as Content, versionId: state.versionId }
}

export async function contentsOf(ctx: StoreContext, states: readonly ContentState[]): Promise<Content[]> {
  await ctx.languages.ensureIds(states.flatMap(languageIdsIn))
  return states.map((state) => contentOf(ctx, state))
}

/** Every language a state names: its texts', what they are based on, its source language. */
export function languageIdsIn(state: ContentState): number[] {
  const ids = state.texts.flatMap((t) =>
    t.basedOnLanguageId === null ? [t.languageId] : [t.languageId, t.basedOnLanguageId],
  )
  if (state.sourceLanguageId !== null) ids.push(state.sourceLanguageId)
  return ids
}

/** The API's Content of a state whose languages the catalog holds. */
export function contentOf(ctx: StoreContext, state: ContentState): Content {
  return toContent(state, (languageId) => ctx.languages.byId(languageId))
}

/** The live contents among these ids (ascending). */
export async function statesOf(ctx: StoreContext, ids: readonly number[]): Promise<ContentState[]> {
  const [query, params] = contentsRead(ids, (list) => ctx.dialect.idList(list))
  return statesFromRows(await ctx.dialect.read<ContentRow>(query, params), new Set(ids))
}

/** History is readable while the content exists and was not purged. */
export async function assertReadable(ctx: StoreContext, id: number): Promise<void> {
  const [row] = await ctx.dialect.read<[number]>(READS.purged, [id])
  if (!row) throw new NotFoundError(`There is no content ${id}.`)
  if (Number(row[0]) === 1) throw new GoneError(id, 'purged')
}

/** The current texts as of a version of the content: per language, the latest property up to it, if a text. */
export async function textsAsOf(ctx: StoreContext, id: number, versionId: number): Promise<TextRow[]> {
  await assertReadable(ctx, id)
  const reader = ctx.dialect.reader
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
  await ctx.languages.ensureIds(
    rows.flatMap((r) => [Number(r.language_id), Number(r.based_on_language_id ?? r.language_id)]),
  )
  const texts = rows
    .filter((r) => r.text !== null)
    .map(
      (r): TextRow => ({
        propertyId: Number(r.id),
        languageId: Number(r.language_id),
        versionId: Number(r.version_id),
        createdAt: r.created_at,
        text: r.text as string,
        origin: r.origin,
        by: r.author,
        reviewed: Number(r.reviewed) === 1 ? 1 : 0,
        basedOnLanguageId: r.based_on_language_id === null ? null : Number(r.based_on_language_id),
        basedOnVersionId: r.based_on_version_id === null ? null : Number(r.based_on_version_id),
      }),
    )
  return texts.map((t) => ({ ...t, outdated: outdatedAmong(t, texts) }))
}

/**
 * Whether a text is outdated among the texts of the same moment: its source text has a newer version than the
 * one it was made from, or none (the writer keeps the same rule for current texts: change-set.ts).
 */
export function outdatedAmong(text: TextRow, texts: readonly TextRow[]): 0 | 1 {
  if (text.basedOnLanguageId === null || text.basedOnVersionId === null) return 0
  const source = texts.find((t) => t.languageId === text.basedOnLanguageId)
  return source !== undefined && source.versionId <= text.basedOnVersionId ? 0 : 1
}
