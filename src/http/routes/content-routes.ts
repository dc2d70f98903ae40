// /ContentApi/Content, read: the listing (paged, or streamed, with its filters) and a content by id or key,
// current or published. The writes are content-write-routes.ts's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { Content } from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import type { TermIssueScan } from '../../services/terms/term-issues.js'
import type {
  ContentFilter,
  ContentListing,
  ContentReads,
  Languages,
  PublishedReads,
  RenderedContent,
} from '../../store/content-store.js'
import { validationProblem } from '../http-problem.js'
import { LIST_BATCH_SIZE, streamJsonArray, streamJsonText } from '../json-stream.js'
import { etag, isNotModified } from '../preconditions.js'
import {
  PublishedField,
  type PublishingPolicy,
  publishedEtag,
  reviewRequiredLanguageIds,
} from '../published.js'
import { resolveLanguage, resolveLanguageList } from '../request-languages.js'
import { ContentIdParams, problemResponses, routeByKey } from '../responses.js'

export interface ContentRoutesOptions {
  contents: ContentReads
  published: PublishedReads
  /** Which languages publish only reviewed texts: published reads and the needsReview= listing. */
  publishing: Pick<PublishingPolicy, 'reviewRequired'>
  listing: ContentListing
  languages: Languages
  /** The contents whose text in a language has a termbase warning (the termIssues= listing). */
  termIssues: Pick<TermIssueScan, 'contents'>
  /** Contents read per batch while streaming a listing. */
  listBatchSize?: number
}

/** Largest page `limit` allows; without `limit` the listing streams every content. */
export const MAX_PAGE_SIZE = 1000

const LANGUAGE_LIST = { maxLength: 1024, pattern: '^[^,]+(,[^,]+)*$' }

const ListQuery = Type.Object(
  {
    language: Type.Optional(
      Type.String({
        ...LANGUAGE_LIST,
        description: 'Only contents that have a text in it (comma-separated: in every one of them).',
      }),
    ),
    missingLanguage: Type.Optional(
      Type.String({
        ...LANGUAGE_LIST,
        description: 'Only contents that have no text in it (comma-separated: in none of them): the backlog.',
      }),
    ),
    keyPrefix: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9._:/-]{1,200}$',
        description: 'Only contents whose key starts with this.',
      }),
    ),
    needsReview: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'Only contents whose current text in this language needs review: a machine draft (`"state":"machine"`), ' +
          'or, when the language requires review, any text not `reviewed`.',
        examples: ['nn-NO'],
      }),
    ),
    outdated: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'Only contents whose current text in this language is outdated: its source text has changed since ' +
          'the version it was made from (`"outdated":true`). Not with `needsReview`.',
        examples: ['nn-NO'],
      }),
    ),
    termIssues: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'Only contents whose current text in this language has a termbase warning: it uses a forbidden ' +
          'term of the language (`forbiddenTerm`), or lacks the preferred translation of a term its source ' +
          'text has (`missingTerm`).',
        examples: ['nn-NO'],
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        description: 'Page size; enables paging with `after`.',
      }),
    ),
    after: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        description:
          'Only contents with a larger id: paging by id, not a change feed (ids are handed out before commit, ' +
          'so a new content may appear behind a page already read; follow GET /ContentApi/Changes for that).',
      }),
    ),
  },
  { additionalProperties: false },
)

const ReadQuery = Type.Object(
  {
    published: PublishedField(
      'A language with none is left out. Its own `ETag`, which changes only when what is published does. ' +
        'Default false: the current texts.',
    ),
  },
  { additionalProperties: false },
)

async function firstOf<T>(batches: AsyncIterable<T[]>, count: number): Promise<T[]> {
  const items: T[] = []
  for await (const batch of batches) {
    items.push(...batch.slice(0, count - items.length))
    if (items.length >= count) break
  }
  return items
}
export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { contents, published, publishing, listing, languages } = options
  const batchSize = options.listBatchSize ?? LIST_BATCH_SIZE

  app.get(
    '/ContentApi/Content',
    {
      schema: {
        tags: ['Content'],
        operationId: 'listContents',
        summary: 'List contents with their current texts',
        description:
          'By default every live content (not archived), ascending id, each with its current property per ' +
          'language, streamed. Opt-in: `language` (contents that have it), `missingLanguage` (contents that ' +
          'lack it: the translation backlog), `keyPrefix`, `needsReview` (texts to review), `outdated` ' +
          '(translations whose source changed), `termIssues` (texts with a termbase warning), and `limit` + ' +
          '`after` (paging by id, with a ' +
          '`Link: <…>; rel="next"` header while more remain).',
        querystring: ListQuery,
        response: {
          200: Type.Array(ref(Content), {
            description: 'The contents, ascending by id.',
            headers: {
              Link: { type: 'string', description: 'With `limit`: the next page, while more remain.' },
            },
          }),
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const {
        language,
        missingLanguage,
        keyPrefix,
        needsReview,
        outdated,
        termIssues,
        limit,
        after = 0,
      } = request.query
      if (needsReview !== undefined && outdated !== undefined) {
        throw validationProblem({ outdated: ['Give needsReview or outdated, not both.'] })
      }
      const filter: ContentFilter = {
        hasLanguageIds: await resolveLanguageList(languages, 'language', language),
        missingLanguageIds: await resolveLanguageList(languages, 'missingLanguage', missingLanguage),
        keyPrefix,
        needsReviewLanguageId:
          needsReview === undefined
            ? undefined
            : (await resolveLanguage(languages, 'needsReview', needsReview)).id,
        reviewRequiredLanguageIds:
          needsReview === undefined ? [] : await reviewRequiredLanguageIds(languages, publishing),
        outdatedLanguageId:
          outdated === undefined ? undefined : (await resolveLanguage(languages, 'outdated', outdated)).id,
      }
      const issues =
        termIssues === undefined
          ? undefined
          : options.termIssues.contents(
              await resolveLanguage(languages, 'termIssues', termIssues),
              filter,
              after,
              batchSize,
            )
      if (limit !== undefined) {
        // One more than asked tells whether another page follows.
        const page = issues
          ? await firstOf(issues, limit + 1)
          : await listing.listContents(after, limit + 1, filter)
        const items = page.slice(0, limit)
        const last = items.at(-1)
        if (page.length > limit && last) {
          const next = new URLSearchParams({ limit: String(limit), after: String(last.id) })
          if (language !== undefined) next.set('language', language)
          if (missingLanguage !== undefined) next.set('missingLanguage', missingLanguage)
          if (keyPrefix !== undefined) next.set('keyPrefix', keyPrefix)
          if (needsReview !== undefined) next.set('needsReview', needsReview)
          if (outdated !== undefined) next.set('outdated', outdated)
          if (termIssues !== undefined) next.set('termIssues', termIssues)
          reply.header('link', `</ContentApi/Content?${next}>; rel="next"`)
        }
        return reply.send(items)
      }
      const countBytes = (bytes: number) => app.metrics.listingBytes.inc(bytes)
      const body = issues
        ? await streamJsonArray(issues, (c) => JSON.stringify(c), countBytes)
        : await streamJsonText(listing.streamContentsJson(after, filter, batchSize), countBytes)
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )
  const readOne = {
    querystring: ReadQuery,
    headers: Type.Object({ 'if-none-match': Type.Optional(Type.String()) }),
    response: {
      200: {
        ...ref(Content),
        description: 'The content.',
        headers: {
          ETag: {
            type: 'string',
            description:
              'The latest version id, quoted (the If-Match of writes); of a published read, a tag of what it ' +
              'publishes (`"p-…"`).',
          },
        },
      },
      304: { description: 'Not Modified: the ETag given in If-None-Match is current.' },
      ...problemResponses(400, 404, 410, 500, 503),
    },
  }
  /**
   * A read's answer: the JSON the store wrote (getContentJson, getPublishedJson), sent as it is, with its tag:
   * the latest version's, or a published read's (publishedEtag, a digest of the body). 304 when it matches.
   */
  const answerRendered = (
    reply: FastifyReply,
    read: RenderedContent,
    tag: string,
    ifNoneMatch: string | undefined,
  ) => {
    reply.header('etag', tag)
    if (isNotModified(ifNoneMatch, tag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(read.json)
  }

  app.get(
    '/ContentApi/Content/:id',
    {
      schema: {
        tags: ['Content'],
        operationId: 'getContent',
        summary: 'Read one content with its current texts',
        description:
          'Honours `If-None-Match` with the ETag of an earlier answer: 304 while nothing has changed. ' +
          '410 when the content is archived (its history stays readable) or purged. `published=true`: per ' +
          'language the published text (REVIEW_REQUIRED).',
        params: ContentIdParams,
        ...readOne,
      },
    },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match']
      if (request.query.published) {
        const read = await published.getPublishedJson(request.params.id, publishing.reviewRequired)
        return answerRendered(reply, read, publishedEtag(read.json), ifNoneMatch)
      }
      const read = await contents.getContentJson(request.params.id)
      return answerRendered(reply, read, etag(read.versionId), ifNoneMatch)
    },
  )

  routeByKey(app, '/ContentApi/Content/ByKey', {
    schema: {
      tags: ['Content'],
      operationId: 'getContentByKey',
      summary: 'Read one content by its key',
      description: 'As GET /ContentApi/Content/{id}, for the content with this key.',
      ...readOne,
    },
    handler: async (key, request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'] as string | undefined
      if ((request.query as { published?: boolean }).published) {
        const read = await published.getPublishedJsonByKey(key, publishing.reviewRequired)
        return answerRendered(reply, read, publishedEtag(read.json), ifNoneMatch)
      }
      const read = await contents.getContentJsonByKey(key)
      return answerRendered(reply, read, etag(read.versionId), ifNoneMatch)
    },
  })
}
