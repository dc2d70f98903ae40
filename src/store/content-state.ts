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
  await ctx.languages.ensureIds(states.flatMap((s) => s.texts.map((t) => t.languageId)))
  return states.map((state) => contentOf(ctx, state))
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
  await ctx.languages.ensureIds(rows.map((r) => Number(r.language_id)))
  return rows
    .filter((r) => r.text !== null)
    .map((r) => ({
      propertyId: Number(r.id),
      languageId: Number(r.language_id),
      versionId: Number(r.version_id),
      createdAt: r.created_at,
      text: r.text as string,
      origin: r.origin,
    }))
}
