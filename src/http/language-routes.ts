// Languages (read-only over HTTP, as the original specification: operators add them with the CLI) and the
// coverage report of how much content each language has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Coverage, Language } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { problemResponses } from './responses.js'

export const languageRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore }> = async (app, { store }) => {
  app.get(
    '/ContentApi/Language',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'listLanguages',
        summary: 'List the languages',
        description: 'Ascending id. Languages are added by operators: `npm run cli -- languages add da-DK`.',
        response: {
          200: Type.Array(ref(Language), { description: 'Every language.' }),
          ...problemResponses(500, 503),
        },
      },
    },
    async () => store.listLanguages(),
  )

  app.get(
    '/ContentApi/Coverage',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'getCoverage',
        summary: 'How much content each language has',
        description:
          'Per language: the contents that have a text in it and their share of all contents, and the characters ' +
          '(Unicode code points) of its current texts and their share; plus the contents that have every language.',
        response: { 200: { ...ref(Coverage), description: 'The report.' }, ...problemResponses(500, 503) },
      },
    },
    async () => store.coverage(),
  )
}
