// /ContentApi/Content: create, list, read (by id or key), write and delete texts, archive, and keys. Every
// write is a new version of the content (see store/content-store.ts) and answers with the content's new ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import {
  Content,
  ContentKey,
  ContentTexts,
  NewContent,
  NewContentTexts,
  PropertyText,
} from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import { WrittenContent } from '../../schemas/warnings.js'
import type { CheckedWrites } from '../../services/checks/checked-writes.js'
import type { TermIssueScan } from '../../services/terms/term-issues.js'
import type {
  ContentFilter,
  ContentListing,
  ContentReads,
  ContentWrites,
  Languages,
  PublishedReads,
  ResolvedText,
} from '../../store/content-store.js'
import { validationProblem } from '../http-problem.js'
import { LIST_BATCH_SIZE, streamJsonArray, streamJsonText } from '../json-stream.js'
import { etag, expectedVersions, isNotModified, writeOptions } from '../preconditions.js'
import { principalOf, requireLanguages } from '../principal.js'
import {
  PublishedField,
  type PublishingPolicy,
  publishedContentEtag,
  reviewRequiredLanguageIds,
} from '../published.js'
import { caseInsensitiveMembers, validateAs } from '../request-body.js'
import { resolveLanguage, resolveLanguageList, resolveTexts } from '../request-languages.js'
import {
  ContentIdParams,
  ETAG_HEADER,
  IfMatchHeaders,
  LOCATION_HEADER,
  problemResponses,
  routeByKey,
  sendDeleted,
  sendWritten,
} from '../responses.js'

export interface ContentRoutesOptions {
  contents: ContentReads
  published: PublishedReads
  /** Which languages publish only reviewed texts: published reads and the needsReview= listing. */
  publishing: Pick<PublishingPolicy, 'reviewRequired'>
  writes: ContentWrites
  /** The writes of texts, with their checks (the answers' warnings, CHECKS_BLOCKING). */
  checked: CheckedWrites
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

const LanguageParams = Type.Object({
  id: ContentIdParams.properties.id,
  languageCode: Type.String({ maxLength: 64, description: 'A known language code.', examples: ['nn-NO'] }),
})

/** The first `count` items of batches, reading no further. */
async function firstOf<T>(batches: AsyncIterable<T[]>, count: number): Promise<T[]> {
  const items: T[] = []
  for await (const batch of batches) {
    items.push(...batch.slice(0, count - items.length))
    if (items.length >= count) break
  }
  return items
}

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { contents, published, publishing, writes, checked, listing, languages } = options
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
          reply.header('Link', `</ContentApi/Content?${next}>; rel="next"`)
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

  // Both request forms are listed for member-name matching; validateAs then checks the one that was sent,
  // so that its errors speak of that form only.
  const normaliseNewContent = caseInsensitiveMembers({
    properties: { ...NewContent.properties, ...NewContentTexts.properties },
  })
  app.post(
    '/ContentApi/Content',
    {
      config: { replayFromContent: 201, replayWarnings: true },
      preValidation: async (request) => {
        await normaliseNewContent(request)
        const body = request.body
        if (hasProperties(body) && (body.Text !== undefined || body.LanguageCode !== undefined)) {
          throw validationProblem({ $: ['Give either Text and LanguageCode, or Properties, not both.'] })
        }
        validateAs(request, hasProperties(body) ? NewContentTexts : NewContent)
      },
      schema: {
        tags: ['Content'],
        operationId: 'createContent',
        summary: 'Create a content',
        description:
          'Creates a content and its first version: one text (`Text` + `LanguageCode`, as the original ' +
          'service) or several languages at once (`Properties`), in one transaction; `Key` optionally names ' +
          'it (409 when another content has that key), `Parallel` marks it as needing both written forms. Its ' +
          "source language is the first text's; the other texts are based on it. 403 when the key may not " +
          'write one of the languages. The answer carries `warnings` about the texts when the quality checks ' +
          'find anything (docs/CHECKS.md); 422 when a check CHECKS_BLOCKING names refuses one (nothing written).',
        body: Type.Union([ref(NewContent), ref(NewContentTexts)]),
        response: {
          201: {
            ...ref(WrittenContent),
            description: 'Created. `Location` names the new content.',
            headers: { ...ETAG_HEADER, ...LOCATION_HEADER },
          },
          ...problemResponses(400, 409, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const texts = await resolveTexts(
        languages,
        'Properties' in body
          ? body.Properties.map((p, i) => ({
              text: p.Text,
              languageCode: p.LanguageCode,
              field: `Properties[${i}].LanguageCode`,
            }))
          : [{ text: body.Text, languageCode: body.LanguageCode, field: 'LanguageCode' }],
      )
      requireLanguages(request, 'write', codesOf(texts))
      const written = await checked.createContent(texts, {
        by: principalOf(request).name,
        ...(body.Key === undefined ? {} : { key: body.Key }),
        ...(body.Parallel === undefined ? {} : { parallel: body.Parallel }),
      })
      reply.header('Location', `/ContentApi/Content/${written.content.id}`)
      return sendWritten(reply, written, 201)
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
  /** A read's answer with its tag: the latest version's, or a published read's (publishedContentEtag). */
  const answerRead = (
    reply: FastifyReply,
    content: Content,
    tag: string,
    ifNoneMatch: string | undefined,
  ) => {
    reply.header('ETag', tag)
    if (isNotModified(ifNoneMatch, tag)) return reply.code(304).send()
    return reply.send(content)
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
        const content = await published.getPublishedContent(request.params.id, publishing.reviewRequired)
        return answerRead(reply, content, publishedContentEtag(content), ifNoneMatch)
      }
      const { content, versionId } = await contents.getContent(request.params.id)
      return answerRead(reply, content, etag(versionId), ifNoneMatch)
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
        const content = await published.getPublishedContentByKey(key, publishing.reviewRequired)
        return answerRead(reply, content, publishedContentEtag(content), ifNoneMatch)
      }
      const { content, versionId } = await contents.getContentByKey(key)
      return answerRead(reply, content, etag(versionId), ifNoneMatch)
    },
  })

  app.put(
    '/ContentApi/Content/:id',
    {
      config: { replayFromContent: 200, replayWarnings: true },
      preValidation: caseInsensitiveMembers(ContentTexts),
      schema: {
        tags: ['Content'],
        operationId: 'writeTexts',
        summary: 'Write texts in several languages as one new version',
        description:
          'All texts land in one new version, atomically, or none does. Languages not named keep their ' +
          'current text; a text equal to the current one is left as it is (a machine draft stays one). ' +
          'Texts in languages other than the source language record what they were made from (`basedOn`): ' +
          'the source text now, or as of `BasedOnVersion`. `Parallel` sets or clears the parallel mark. With ' +
          '`If-Match`, answers 412 when the content has a newer version. 403 when the key may not write one ' +
          'of the languages. `warnings` and 422 as for POST.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentTexts),
        response: {
          200: { ...ref(WrittenContent), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { Properties, Parallel, BasedOnVersion } = request.body
      const texts = await resolveTexts(
        languages,
        Properties.map((p, i) => ({
          text: p.Text,
          languageCode: p.LanguageCode,
          field: `Properties[${i}].LanguageCode`,
        })),
      )
      requireLanguages(request, 'write', codesOf(texts))
      const written = await checked.writeTexts(request.params.id, texts, {
        by: principalOf(request).name,
        expected: expectedVersions(request.headers['if-match']),
        ...(Parallel === undefined ? {} : { parallel: Parallel }),
        ...(BasedOnVersion === undefined ? {} : { basedOnVersion: BasedOnVersion }),
      })
      return sendWritten(reply, written)
    },
  )

  app.delete(
    '/ContentApi/Content/:id',
    {
      config: { replayFromContent: 204 },
      schema: {
        tags: ['Content'],
        operationId: 'archiveContent',
        summary: 'Archive a content',
        description:
          'Archives the content as a new version: afterwards reads answer 410 and it is left out of listings, ' +
          'WikiPages, bundles, search and coverage. Its history stays readable, and restoring an earlier ' +
          'version brings it back. Honours `If-Match`. It takes every language out of reads, so a key limited ' +
          'to some languages may not (403).',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        response: {
          204: { description: 'Archived.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      requireLanguages(request, 'write', '*')
      return sendDeleted(reply, await writes.archiveContent(request.params.id, writeOptions(request)))
    },
  )

  app.put(
    '/ContentApi/Content/:id/Properties/:languageCode',
    {
      config: { replayFromContent: 200, replayWarnings: true },
      preValidation: caseInsensitiveMembers(PropertyText),
      schema: {
        tags: ['Content'],
        operationId: 'writeText',
        summary: "Write one language's text as a new version",
        description:
          'Adds the language to the content, or replaces its current text; the old text stays in the history. ' +
          'The same text again changes nothing (a machine draft stays one). Outside the source language the ' +
          'text records what it was made from (`basedOn`): the source text now, or as of `BasedOnVersion`. ' +
          'With `If-Match`, answers 412 when the content has a newer version. 403 when the key may not write ' +
          'the language. `warnings` and 422 as for POST /ContentApi/Content.',
        params: LanguageParams,
        headers: IfMatchHeaders,
        body: ref(PropertyText),
        response: {
          200: { ...ref(WrittenContent), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const texts = await resolveTexts(languages, [
        { text: request.body.Text, languageCode, field: 'languageCode' },
      ])
      requireLanguages(request, 'write', codesOf(texts))
      const { BasedOnVersion } = request.body
      const written = await checked.writeTexts(id, texts, {
        ...writeOptions(request),
        ...(BasedOnVersion === undefined ? {} : { basedOnVersion: BasedOnVersion }),
      })
      return sendWritten(reply, written)
    },
  )

  app.delete(
    '/ContentApi/Content/:id/Properties/:languageCode',
    {
      config: { replayFromContent: 204 },
      schema: {
        tags: ['Content'],
        operationId: 'deleteText',
        summary: "Delete one language's text as a new version",
        description:
          "Removes the language's current text; the history keeps it, and restoring an earlier version " +
          'brings it back. 404 when the content has no text in it. Honours `If-Match`. 403 when the key may ' +
          'not write the language.',
        params: LanguageParams,
        headers: IfMatchHeaders,
        response: {
          204: { description: 'Deleted.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const language = await resolveLanguage(languages, 'languageCode', languageCode)
      requireLanguages(request, 'write', [language.languageCode])
      return sendDeleted(reply, await writes.deleteText(id, language, writeOptions(request)))
    },
  )

  app.put(
    '/ContentApi/Content/:id/Key',
    {
      config: { replayFromContent: 200 },
      preValidation: caseInsensitiveMembers(ContentKey),
      schema: {
        tags: ['Content'],
        operationId: 'setKey',
        summary: "Set or remove a content's key",
        description:
          'Gives the content a new key (or, with `null`, none) as a new version. 409 when another content has ' +
          'the key. Honours `If-Match`.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentKey),
        response: {
          200: { ...ref(Content), description: 'The content after the change.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) =>
      sendWritten(reply, await writes.setKey(request.params.id, request.body.Key, writeOptions(request))),
  )
}

/** The languages of a write's texts, as requireLanguages takes them. */
function codesOf(texts: readonly ResolvedText[]): string[] {
  return texts.map((t) => t.language.languageCode)
}

function hasProperties(
  body: unknown,
): body is { Properties: unknown; Text?: unknown; LanguageCode?: unknown } {
  return typeof body === 'object' && body !== null && 'Properties' in body
}
