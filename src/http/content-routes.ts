// /ContentApi/Content: create, list, read one, and write texts. Writes are append-only: each one is a new
// version of the content (see store/content-store.ts), and answers with the content's new ETag.
import { Readable } from 'node:stream'
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
import type { ContentStore } from '../store/content-store.js'
import { etagOf, ifMatchPrecondition, isNotModified } from './preconditions.js'
import { validationProblem } from './problem.js'
import { caseInsensitiveMembers, validateAs } from './request-body.js'
import { ContentIdParams, IfMatchHeaders, problemResponses } from './responses.js'

export interface ContentRoutesOptions {
  store: ContentStore
  /** Contents read per batch while streaming a listing. */
  listBatchSize?: number
}

const ETAG_HEADER = { ETag: { type: 'string', description: 'The latest version id of the content, quoted.' } }

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { store } = options
  const batchSize = options.listBatchSize ?? 500
  const serializeContent = fastJson(Content, { schema: { Property, Language, Version } })

  app.get(
    '/ContentApi/Content',
    {
      schema: {
        tags: ['Content'],
        summary: 'List every content with its current texts',
        description:
          'All contents in ascending id order, each with its current property per language, streamed. ' +
          'There is no filter or paging by default.',
        response: {
          200: Type.Array(ref(Content), { description: 'Every content, ascending by id.' }),
          ...problemResponses(500, 503),
        },
      },
    },
    async (_request, reply) => {
      // The first batch is read before answering, so a store that is down gets a 503, not a broken 200.
      const first = await store.listContents(0, batchSize)
      const body = Readable.from(streamContents(store, first, batchSize, serializeContent), {
        objectMode: false,
      })
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
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const texts =
        'Properties' in body
          ? body.Properties.map((p) => ({ text: p.Text, languageCode: p.LanguageCode }))
          : [{ text: body.Text, languageCode: body.LanguageCode }]
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
        summary: 'Write texts in several languages as one new version',
        description:
          'All texts land in one new version, atomically, or none does. Languages not named keep their ' +
          'current text. With `If-Match`, answers 412 when the content has a newer version.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentTexts),
        response: {
          200: { ...ref(Content), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 412, 413, 415, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const texts = request.body.Properties.map((p) => ({ text: p.Text, languageCode: p.LanguageCode }))
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
          ...problemResponses(400, 404, 412, 413, 415, 500, 503),
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

function hasProperties(
  body: unknown,
): body is { Properties: unknown; Text?: unknown; LanguageCode?: unknown } {
  return typeof body === 'object' && body !== null && 'Properties' in body
}

async function* streamContents(
  store: ContentStore,
  first: Content[],
  batchSize: number,
  serialize: (content: Content) => string,
): AsyncGenerator<string> {
  let batch = first
  let separator = ''
  yield '['
  while (batch.length > 0) {
    let chunk = ''
    for (const content of batch) {
      chunk += separator + serialize(content)
      separator = ','
    }
    // Readable.from waits for the consumer before asking for the next chunk: a slow client pauses reads.
    yield chunk
    const last = batch[batch.length - 1]
    if (batch.length < batchSize || last === undefined) break
    batch = await store.listContents(last.id, batchSize)
  }
  yield ']'
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the request field a language error points at, given the text's position in the write. */
    languageField?: (request: FastifyRequest, index: number) => string
  }
}
