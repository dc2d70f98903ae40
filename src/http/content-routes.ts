// /ContentApi/Content: create, list, read one, and write texts. Writes are append-only: each one is a new
// version of the content (see store/content-store.ts), and answers with the content's new ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastJson from 'fast-json-stringify'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  Content,
  ContentTexts,
  Language,
  NewContent,
  Property,
  PropertyText,
  Version,
} from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentFilter, ContentStore, TextInLanguage } from '../store/content-store.js'
import { streamJsonArray } from './json-stream.js'
import { etagOf, ifMatchPrecondition, isNotModified } from './preconditions.js'
import { validationProblem } from './problem.js'
import { resolveLanguageParameter } from './reading-language.js'
import { caseInsensitiveMembers, validateAs } from './request-body.js'
import { ContentIdParams, IfMatchHeaders, problemResponses } from './responses.js'

export interface ContentRoutesOptions {
  store: ContentStore
  /** Contents read per batch while streaming a listing. */
  listBatchSize?: number
}

/** Largest page `limit` allows; without `limit` the listing streams every content. */
export const MAX_PAGE_SIZE = 1000

const ListQuery = Type.Object({
  language: Type.Optional(
    Type.String({ maxLength: 64, description: 'Only contents that have a text in it.' }),
  ),
  missingLanguage: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'Only contents that have no text in it (the translation backlog).',
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
      description: 'Only contents with a larger id.',
    }),
  ),
})

const ETAG_HEADER = { ETag: { type: 'string', description: 'The latest version id of the content, quoted.' } }

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { store } = options
  const batchSize = options.listBatchSize ?? 1000
  const serializeContent = fastJson(Content, { schema: { Property, Language, Version } })

  app.get(
    '/ContentApi/Content',
    {
      schema: {
        tags: ['Content'],
        operationId: 'listContents',
        summary: 'List contents with their current texts',
        description:
          'By default every content, ascending id, each with its current property per language, streamed. ' +
          'Opt-in: `language` (contents that have it), `missingLanguage` (contents that lack it: the translation ' +
          'backlog), `limit` + `after` (keyset paging by id, with a `Link: <…>; rel="next"` header while more remain).',
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
      const { language, missingLanguage, limit, after = 0 } = request.query
      const filter: ContentFilter = {}
      if (language !== undefined) {
        filter.hasLanguageId = (await resolveLanguageParameter(store, 'language', language)).id
      }
      if (missingLanguage !== undefined) {
        filter.missingLanguageId = (
          await resolveLanguageParameter(store, 'missingLanguage', missingLanguage)
        ).id
      }
      if (limit !== undefined) {
        // One more than asked tells whether another page follows.
        const page = await store.listContents(after, limit + 1, filter)
        const items = page.slice(0, limit)
        const last = items.at(-1)
        if (page.length > limit && last) {
          const next = new URLSearchParams({ limit: String(limit), after: String(last.id) })
          if (language !== undefined) next.set('language', language)
          if (missingLanguage !== undefined) next.set('missingLanguage', missingLanguage)
          reply.header('Link', `</ContentApi/Content?${next}>; rel="next"`)
        }
        return reply.send(items)
      }
      // The first batch is read before answering, so a store that is down gets a 503, not a broken 200.
      const first = await store.listContents(after, batchSize, filter)
      const body = streamJsonArray(
        first,
        batchSize,
        (id) => store.listContents(id, batchSize, filter),
        serializeContent,
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  // Both request forms are listed for member-name matching; validateAs then checks the one that was sent,
  // so that its errors speak of that form only.
  const normaliseNewContent = caseInsensitiveMembers({
    properties: { ...NewContent.properties, ...ContentTexts.properties },
  })
  app.post(
    '/ContentApi/Content',
    {
      config: {
        languageField: (request, index) =>
          hasProperties(request.body) ? `Properties[${index}].LanguageCode` : 'LanguageCode',
      },
      preValidation: async (request) => {
        await normaliseNewContent(request)
        const body = request.body
        if (hasProperties(body) && (body.Text !== undefined || body.LanguageCode !== undefined)) {
          throw validationProblem({ $: ['Give either Text and LanguageCode, or Properties, not both.'] })
        }
        validateAs(request, hasProperties(body) ? ContentTexts : NewContent)
      },
      schema: {
        tags: ['Content'],
        operationId: 'createContent',
        summary: 'Create a content',
        description:
          'Creates a content and its first version: one text (`Text` + `LanguageCode`, as the original ' +
          'service) or several languages at once (`Properties`), in one transaction.',
        body: Type.Union([ref(NewContent), ref(ContentTexts)]),
        response: {
          201: {
            ...ref(Content),
            description: 'Created. `Location` names the new content.',
            headers: ETAG_HEADER,
          },
          ...problemResponses(400, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const texts =
        'Properties' in body ? textsOf(body) : [{ text: body.Text, languageCode: body.LanguageCode }]
      const content = await store.createContent(texts)
      return reply
        .code(201)
        .header('Location', `/ContentApi/Content/${content.id}`)
        .header('ETag', etagOf(content))
        .send(content)
    },
  )

  app.get(
    '/ContentApi/Content/:id',
    {
      schema: {
        tags: ['Content'],
        operationId: 'getContent',
        summary: 'Read one content with its current texts',
        description:
          'Honours `If-None-Match` with the ETag of an earlier answer: 304 while nothing has changed.',
        params: ContentIdParams,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String()) }),
        response: {
          200: { ...ref(Content), description: 'The content.', headers: ETAG_HEADER },
          304: { description: 'Not Modified: the ETag given in If-None-Match is current.' },
          ...problemResponses(400, 404, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const content = await store.getContent(request.params.id)
      const etag = etagOf(content)
      reply.header('ETag', etag)
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send()
      return reply.send(content)
    },
  )

  app.put(
    '/ContentApi/Content/:id',
    {
      config: { languageField: (_request, index) => `Properties[${index}].LanguageCode` },
      preValidation: caseInsensitiveMembers(ContentTexts),
      schema: {
        tags: ['Content'],
        operationId: 'writeTexts',
        summary: 'Write texts in several languages as one new version',
        description:
          'All texts land in one new version, atomically, or none does. Languages not named keep their ' +
          'current text. With `If-Match`, answers 412 when the content has a newer version.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentTexts),
        response: {
          200: { ...ref(Content), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const texts = textsOf(request.body)
      const content = await store.writeTexts(
        request.params.id,
        texts,
        ifMatchPrecondition(request.headers['if-match']),
      )
      return reply.header('ETag', etagOf(content)).send(content)
    },
  )

  app.put(
    '/ContentApi/Content/:id/Properties/:languageCode',
    {
      config: { languageField: () => 'languageCode' },
      preValidation: caseInsensitiveMembers(PropertyText),
      schema: {
        tags: ['Content'],
        operationId: 'writeText',
        summary: "Write one language's text as a new version",
        description:
          'Adds the language to the content, or replaces its current text; the old text stays in the history. ' +
          'With `If-Match`, answers 412 when the content has a newer version.',
        params: Type.Object({
          id: ContentIdParams.properties.id,
          languageCode: Type.String({ maxLength: 64, description: 'A known language code.' }),
        }),
        headers: IfMatchHeaders,
        body: ref(PropertyText),
        response: {
          200: { ...ref(Content), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const content = await store.writeTexts(
        id,
        [{ text: request.body.Text, languageCode }],
        ifMatchPrecondition(request.headers['if-match']),
      )
      return reply.header('ETag', etagOf(content)).send(content)
    },
  )
}

/** The texts of a `Properties` body, in the store's terms. */
function textsOf(body: ContentTexts): TextInLanguage[] {
  return body.Properties.map((p) => ({ text: p.Text, languageCode: p.LanguageCode }))
}

function hasProperties(
  body: unknown,
): body is { Properties: unknown; Text?: unknown; LanguageCode?: unknown } {
  return typeof body === 'object' && body !== null && 'Properties' in body
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the request field a language error points at, given the text's position in the write. */
    languageField?: (request: FastifyRequest, index: number) => string
  }
}
