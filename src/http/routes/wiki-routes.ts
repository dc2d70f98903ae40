// WikiPage: a content read in one language, with fallback along the configured chain. The spec's contract
// types WikiPage and WikiProperty are the answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastJson from 'fast-json-stringify'
import type { FastifyReply } from 'fastify'
import { type Static, Type } from 'typebox'
import type { Content } from '../../schemas/content.js'
import { WikiPage, WikiProperty } from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import type { ContentListing, ContentReads, Languages } from '../../store/content-store.js'
import { NotFoundError } from '../../store/errors.js'
import { LIST_BATCH_SIZE, streamJsonArray } from '../json-stream.js'
import { pickProperty, type Reading, type ReadingPolicy, readingLanguage } from '../reading-language.js'
import { ContentIdParams, problemResponses, routeByKey } from '../responses.js'

const ReadingQuery = Type.Object(
  {
    language: Type.Optional(
      Type.String({ maxLength: 64, description: 'The language to read; overrides Accept-Language.' }),
    ),
    fallback: Type.Optional(
      Type.Boolean({ default: true, description: 'false: only the language asked for, no fallback chain.' }),
    ),
  },
  { additionalProperties: false },
)

const READING_HEADERS = {
  'Content-Language': { type: 'string', description: 'The language of the text served.' },
  Vary: { type: 'string', description: '`Accept-Language` when no ?language= was given.' },
}

type WikiPageBody = { id: number; property: { id: number; text: string; languageCode: string } }

function toWikiPage(content: Content, reading: Reading): WikiPageBody | undefined {
  const property = pickProperty(content, reading.chain)
  if (!property) return undefined
  return {
    id: content.id,
    property: { id: property.id, text: property.text, languageCode: property.language.languageCode },
  }
}

function sendPage(reply: FastifyReply, content: Content, reading: Reading) {
  const page = toWikiPage(content, reading)
  if (!page) {
    const tried = reading.chain.length > 1 ? ` or its fallbacks (${reading.chain.slice(1).join(', ')})` : ''
    throw new NotFoundError(`Content ${content.id} has no text in ${reading.asked}${tried}.`)
  }
  return reply.header('content-language', page.property.languageCode).send(page)
}

export const wikiRoutes: FastifyPluginAsyncTypebox<{
  contents: ContentReads
  listing: ContentListing
  languages: Languages
  policy: ReadingPolicy
  listBatchSize?: number
}> = async (app, { contents, listing, languages, policy, listBatchSize: given }) => {
  const listBatchSize = given ?? LIST_BATCH_SIZE
  const serializePage = fastJson(WikiPage, { schema: { WikiProperty } })

  app.get(
    '/ContentApi/WikiPage/:id',
    {
      schema: {
        tags: ['Reading'],
        operationId: 'getWikiPage',
        summary: 'Read a content in one language, with fallback',
        description:
          'The language comes from `?language=`, else `Accept-Language`, else the default language. The text ' +
          'served is the current one in the first language of the fallback chain that the content has; ' +
          '`property.languageCode` and `Content-Language` say which. `?fallback=false`: only that language.',
        params: ContentIdParams,
        querystring: ReadingQuery,
        headers: Type.Object({ 'accept-language': Type.Optional(Type.String()) }),
        response: {
          200: { ...ref(WikiPage), description: 'The page.', headers: READING_HEADERS },
          ...problemResponses(400, 404, 410, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const reading = await readingLanguage(request, reply, languages, policy, request.query)
      return sendPage(reply, (await contents.getContent(request.params.id)).content, reading)
    },
  )

  routeByKey(app, '/ContentApi/WikiPage/ByKey', {
    schema: {
      tags: ['Reading'],
      operationId: 'getWikiPageByKey',
      summary: 'Read a content in one language, with fallback, by its key',
      description: 'As GET /ContentApi/WikiPage/{id}, for the content with this key.',
      querystring: ReadingQuery,
      headers: Type.Object({ 'accept-language': Type.Optional(Type.String()) }),
      response: {
        200: { ...ref(WikiPage), description: 'The page.', headers: READING_HEADERS },
        ...problemResponses(400, 404, 410, 500, 503),
      },
    },
    handler: async (key, request, reply) => {
      const query = request.query as Static<typeof ReadingQuery>
      const reading = await readingLanguage(request, reply, languages, policy, query)
      return sendPage(reply, (await contents.getContentByKey(key)).content, reading)
    },
  })

  app.get(
    '/ContentApi/WikiPage',
    {
      schema: {
        tags: ['Reading'],
        operationId: 'listWikiPages',
        summary: 'Read every content in one language, with fallback',
        description:
          'Every content as a WikiPage, ascending id, streamed, by the same rules as for one. Contents with no ' +
          'text in any language of the chain are left out (GET /ContentApi/Coverage counts them).',
        querystring: ReadingQuery,
        headers: Type.Object({ 'accept-language': Type.Optional(Type.String()) }),
        response: {
          200: Type.Array(ref(WikiPage), {
            description: 'The pages.',
            headers: { Vary: READING_HEADERS.Vary },
          }),
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const reading = await readingLanguage(request, reply, languages, policy, request.query)
      // In strict mode only contents with that language qualify: let the store skip the others.
      const filter =
        reading.chain.length === 1
          ? { hasLanguageIds: [(await languages.findLanguage(reading.asked)).id] }
          : {}
      const body = await streamJsonArray(
        listing.streamContents(0, filter, listBatchSize),
        (content) => {
          const page = toWikiPage(content, reading)
          return page && serializePage(page)
        },
        (bytes) => app.metrics.listingBytes.inc(bytes),
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )
}
