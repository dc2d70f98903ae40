// Reading a content as it is published under the review policy (PublishedReads in content-store.ts): its
// current texts, except that a language that requires review shows the newest reviewed version of its text.
//
// The writer keeps, with each current text, the property of its newest reviewed version since the language
// was last deleted (current_text.reviewed_property_id: the text's own when it is reviewed, kept when a later
// write is not, gone with a deletion), so a published read is one statement like a plain read: the current
// texts and, for those not reviewed, that property and its version, by their primary keys. The API's read has
// the store write its JSON (getPublishedJson: read-queries.ts publishedTexts, rendered as a plain read is);
// exports and imports read the Content. Bundles read the same column (read-queries.ts publishedTextOf).
import { type ReviewRequired, requiresReview } from '../rules/review-policy.js'
import type { Content } from '../schemas/content.js'
import type { TextRow } from './change-set.js'
import { idOfKey, renderedOf } from './content-reads.js'
import { contentsOf } from './content-state.js'
import type { PublishedReads, RenderedContent } from './content-store.js'
import { GoneError, NotFoundError } from './errors.js'
import {
  COLUMNS,
  type ContentByIdRow,
  purgedIn,
  renderedPublishedRead,
  statesFromRows,
  storeSql,
  TEXT_COLUMN,
} from './read-queries.js'
import type { StoreContext } from './store-context.js'

/**
 * READS.contentById, and after `purged`, for a current text that is not reviewed, its newest reviewed version
 * (all NULL when it has none or is reviewed). Params id.
 */
const PUBLISHED_BY_ID = storeSql`${COLUMNS}, c.purged, p.id, p.version_id, v.created_at, p.text, p.origin,
    v.author, p.based_on_language_id, p.based_on_version_id
  from content c left join current_text t on t.content_id = c.id
  left join property p on p.id = t.reviewed_property_id and t.reviewed = 0
  left join version v on v.id = p.version_id
  where c.id = ${'bigint'} order by t.language_id`

/** The columns of PUBLISHED_BY_ID after READS.contentById's (from REVIEWED_COLUMN on). */
type ReviewedColumns = [
  propertyId: number | null,
  versionId: number | null,
  createdAt: string | null,
  text: string | null,
  origin: string | null,
  by: string | null,
  basedOnLanguageId: number | null,
  basedOnVersionId: number | null,
]
const REVIEWED_COLUMN = 19

export class StorePublishedReads implements PublishedReads {
  constructor(private readonly ctx: StoreContext) {}

  getPublishedContent(id: number, reviewRequired: ReviewRequired): Promise<Content> {
    return this.ctx.guard(() => this.#published(id, reviewRequired))
  }

  getPublishedContentByKey(key: string, reviewRequired: ReviewRequired): Promise<Content> {
    return this.ctx.guard(async () => this.#published(await idOfKey(this.ctx, key), reviewRequired))
  }

  getPublishedJson(id: number, reviewRequired: ReviewRequired): Promise<RenderedContent> {
    return this.ctx.guard(() => readPublished(this.ctx, id, reviewRequired))
  }

  getPublishedJsonByKey(key: string, reviewRequired: ReviewRequired): Promise<RenderedContent> {
    return this.ctx.guard(async () => readPublished(this.ctx, await idOfKey(this.ctx, key), reviewRequired))
  }

  async #published(id: number, reviewRequired: ReviewRequired): Promise<Content> {
    const rows = await this.ctx.dialect.read<ContentByIdRow>(PUBLISHED_BY_ID, [id])
    const [state] = statesFromRows(rows)
    if (!state) throw new NotFoundError(`There is no content ${id}.`)
    // Archived and purged contents answer as a read of the present does.
    if (purgedIn(rows)) throw new GoneError(state.id, 'purged')
    if (state.archived) throw new GoneError(state.id, 'archived')
    // The catalog holds every language of a current text (the read of the state loaded them).
    await this.ctx.languages.ensureIds(state.texts.map((t) => t.languageId))
    // The rows of the texts, in the order of state.texts.
    const textRows = rows.filter((row) => row[TEXT_COLUMN] !== null)
    const texts = state.texts.flatMap((text, i): TextRow[] => {
      const published =
        text.reviewed === 1 ||
        !requiresReview(reviewRequired, this.ctx.languages.byId(text.languageId).languageCode)
          ? text
          : lastReviewed(text.languageId, textRows[i]?.slice(REVIEWED_COLUMN) as ReviewedColumns)
      // What is published does not change when its source does: `outdated` belongs to the drafts' reads.
      return published ? [{ ...published, outdated: undefined }] : []
    })
    const [content] = await contentsOf(this.ctx, [{ ...state, texts }])
    return content as Content
  }
}

/** The published texts rendered by the store (Spelling renderedPublished), as a plain read's are. */
async function readPublished(
  ctx: StoreContext,
  id: number,
  reviewRequired: ReviewRequired,
): Promise<RenderedContent> {
  return renderedOf(id, await ctx.dialect.renderedById(id, renderedPublishedRead(reviewRequired)))
}

/** The newest reviewed version of a text not reviewed, from its row's ReviewedColumns; none without one. */
function lastReviewed(languageId: number, columns: ReviewedColumns): TextRow | undefined {
  const [propertyId, versionId, createdAt, text, origin, by, basedOnLanguageId, basedOnVersionId] = columns
  if (propertyId === null || text === null) return undefined
  return {
    propertyId: Number(propertyId),
    languageId,
    versionId: Number(versionId),
    createdAt: createdAt as string,
    text,
    origin,
    by: by as string,
    reviewed: 1,
    basedOnLanguageId: basedOnLanguageId === null ? null : Number(basedOnLanguageId),
    basedOnVersionId: basedOnVersionId === null ? null : Number(basedOnVersionId),
  }
}
