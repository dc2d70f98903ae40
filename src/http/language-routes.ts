// Languages (list, and add: a write, so it needs a write key when keys are configured; the CLI adds them
// too) and the coverage report of how much content each language has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Coverage, Language, NewLanguage } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { InvalidLanguageCodeError, LanguageExistsError, LanguageIdsExhaustedError } from '../store/errors.js'
import { HttpProblem, validationProblem } from './problem.js'
import { caseInsensitiveMembers } from './request-body.js'
import { problemResponses } from './responses.js'

export const languageRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore }> = async (app, { store }) => {
  app.get(
    '/ContentApi/Language',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'listLanguages',
        summary: 'List the languages',
        description:
          'Ascending id. Languages are added with `POST /ContentApi/Language` or `npm run cli -- languages add da-DK`.',
        response: {
          200: Type.Array(ref(Language), { description: 'Every language.' }),
          ...problemResponses(500, 503),
        },
      },
    },
    async () => store.listLanguages(),
  )

  app.post(
    '/ContentApi/Language',
    {
      preValidation: caseInsensitiveMembers(NewLanguage),
      schema: {
        tags: ['Languages'],
        operationId: 'addLanguage',
        summary: 'Add a language',
        description:
          'Stored in canonical BCP 47 spelling, with the next id; codes are unique ignoring case (409 when it ' +
          'exists, or when the store has given out all 65,535 language ids). Every instance sees it without a ' +
          'restart; the change log records `languageAdded`.',
        body: ref(NewLanguage),
        response: {
          201: { ...ref(Language), description: 'The added language.' },
          ...problemResponses(400, 409, 500, 503),
        },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send(await store.addLanguage(request.body.LanguageCode))
      } catch (error) {
        if (error instanceof InvalidLanguageCodeError)
          throw validationProblem({ LanguageCode: [error.message] })
        if (error instanceof LanguageExistsError || error instanceof LanguageIdsExhaustedError)
          throw new HttpProblem(409, error.message)
        throw error
      }
    },
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
