// /ContentApi/Content: create a content in one language, and list every content. The listing is
// streamed in bounded keyset batches, each its own short read, so memory does not grow with the store.
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fastJson from 'fast-json-stringify'
import { Type } from 'typebox'
import { Content, Language, NewContent, Property, Version } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { caseInsensitiveMembers } from './request-body.js'
import { problemResponses } from './responses.js'

export interface ContentRoutesOptions {
  store: ContentStore
  /** Contents read per batch while streaming a listing. */
  listBatchSize?: number
}

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, options) => {
  const { store } = options
  const batchSize = options.listBatchSize ?? 500
  const serializeContent = fastJson(Content, { schema: { Property, Language, Version } })

  app.get(
    '/ContentApi/Content',
    {
      schema: {
        tags: ['Content'],
        summary: 'List every content with its properties',
        description: 'All contents in ascending id order, streamed. There is no filter or paging by default.',
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

  app.post(
    '/ContentApi/Content',
    {
      preValidation: caseInsensitiveMembers(NewContent),
      schema: {
        tags: ['Content'],
        summary: 'Create a content with one text',
        description:
          'Creates a content, its first version and one property in the given language, in one transaction.',
        body: ref(NewContent),
        response: {
          201: { ...ref(Content), description: 'Created. `Location` names the new content.' },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const content = await store.createContent({
        text: request.body.Text,
        languageCode: request.body.LanguageCode,
      })
      return reply.code(201).header('Location', `/ContentApi/Content/${content.id}`).send(content)
    },
  )
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
