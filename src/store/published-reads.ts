// Reading a content as it is published under the review policy (PublishedReads in content-store.ts): its
// current texts, except that a language that requires review shows the newest reviewed version of its text.
// Bundles read the same rule in SQL (read-queries.ts publishedTextOf).
import { type ReviewRequired, requiresReview } from '../rules/review-policy.js'
import type { Content } from '../schemas/content.js'
import type { ContentState, TextRow } from './change-set.js'
import { contentsOf, readState } from './content-state.js'
import type { PublishedReads } from './content-store.js'
import { GoneError, NotFoundError } from './errors.js'
import { READS, storeSql } from './read-queries.js'
import type { StoreContext } from './store-context.js'

/**
 * The newest version of a language's text, up to a version, that is reviewed or a deletion (NULL text): a
 * backward read of property_content_language_version that stops at the first. Params content, language,
 * up to version.
 */
const PUBLISHED_VERSION = storeSql`select p.id, p.version_id, v.created_at, p.text, p.origin, v.author,
    p.based_on_language_id, p.based_on_version_id
  from property p join version v on v.id = p.version_id
  where p.content_id = ${'bigint'} and p.language_id = ${'integer'} and p.version_id <= ${'bigint'}
    and (p.reviewed = 1 or p.text is null)
  order by p.version_id desc limit 1`

type PublishedRow = [
  propertyId: number,
  versionId: number,
  createdAt: string,
  text: string | null,
  origin: string | null,
  by: string,
  basedOnLanguageId: number | null,
  basedOnVersionId: number | null,
]

export class StorePublishedReads implements PublishedReads {
  constructor(private readonly ctx: StoreContext) {}

  getPublishedContent(id: number, reviewRequired: ReviewRequired): Promise<Content> {
    return this.ctx.guard(async () => this.#published(await readState(this.ctx, id), reviewRequired))
  }

  getPublishedContentByKey(key: string, reviewRequired: ReviewRequired): Promise<Content> {
    return this.ctx.guard(async () => {
      const [row] = await this.ctx.dialect.read<[number]>(READS.idByKey, [key])
      if (!row) throw new NotFoundError(`There is no content with the key "${key}".`)
      return this.#published(await readState(this.ctx, row[0]), reviewRequired)
    })
  }

  async #published(
    state: ContentState & { purged: boolean },
    reviewRequired: ReviewRequired,
  ): Promise<Content> {
    // Archived and purged contents answer as a read of the present does.
    if (state.purged) throw new GoneError(state.id, 'purged')
    if (state.archived) throw new GoneError(state.id, 'archived')
    // The catalog holds every language of a current text (the read of the state loaded them).
    await this.ctx.languages.ensureIds(state.texts.map((t) => t.languageId))
    const texts = await Promise.all(
      state.texts.map(async (text): Promise<TextRow | undefined> => {
        const published =
          text.reviewed === 1 ||
          !requiresReview(reviewRequired, this.ctx.languages.byId(text.languageId).languageCode)
            ? text
            : await this.#lastReviewed(state, text.languageId)
        // What is published does not change when its source does: `outdated` belongs to the drafts' reads.
        return published && { ...published, outdated: undefined }
      }),
    )
    const [content] = await contentsOf(this.ctx, [
      { ...state, texts: texts.filter((t): t is TextRow => t !== undefined) },
    ])
    return content as Content
  }

  /** The newest reviewed version of a language's text, as of the state read, unless a deletion followed it. */
  async #lastReviewed(state: ContentState, languageId: number): Promise<TextRow | undefined> {
    const [row] = await this.ctx.dialect.read<PublishedRow>(PUBLISHED_VERSION, [
      state.id,
      languageId,
      state.versionId,
    ])
    if (!row) return undefined
    const [propertyId, versionId, createdAt, text, origin, by, basedOnLanguageId, basedOnVersionId] = row
    if (text === null) return undefined
    return {
      propertyId: Number(propertyId),
      languageId,
      versionId: Number(versionId),
      createdAt,
      text,
      origin,
      by,
      reviewed: 1,
      basedOnLanguageId: basedOnLanguageId === null ? null : Number(basedOnLanguageId),
      basedOnVersionId: basedOnVersionId === null ? null : Number(basedOnVersionId),
    }
  }
}
