// Languages (list, add and remove: writes, so they need a write key when keys are configured; the CLI does
// both too) and the coverage report of how much content each language has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { type Config, ConfigError, checkConfiguredLanguages } from '../config.js'
import { Coverage, Language, NewLanguage } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import {
  InvalidLanguageCodeError,
  LanguageExistsError,
  LanguageIdsExhaustedError,
  LanguageInUseError,
  UnknownLanguageError,
} from '../store/errors.js'
import { HttpProblem, validationProblem } from './problem.js'
import { caseInsensitiveMembers } from './request-body.js'
import { problemResponses } from './responses.js'

const LanguageCodeParams = Type.Object({
  languageCode: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The code, in any case (`da-dk` finds `da-DK`).',
    examples: ['da-DK'],
  }),
})

export const languageRoutes: FastifyPluginAsyncTypebox<{
  store: ContentStore
  /** The reading policy: a language it names is not removed under it. */
  config: Pick<Config, 'defaultLanguage' | 'fallbackChains'>
}> = async (app, { store, config }) => {
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

  app.delete(
    '/ContentApi/Language/:languageCode',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'removeLanguage',
        summary: 'Remove a language no text uses',
        description:
          'Only a language without texts, now or in the history of any content (409 otherwise), and not named by ' +
          "this instance's `DEFAULT_LANGUAGE` or `FALLBACK_CHAINS` (409). Its id is never given again. Another " +
          'instance that still has it cached refuses a write in it as in an unknown language.',
        params: LanguageCodeParams,
        response: {
          204: { description: 'Removed.' },
          ...problemResponses(404, 409, 500, 503),
        },
      },
    },
    async (request, reply) => {
      try {
        const language = await store.findLanguage(request.params.languageCode)
        const rest = (await store.listLanguages()).filter((l) => l.id !== language.id)
        try {
          checkConfiguredLanguages(
            config,
            rest.map((l) => l.languageCode),
          )
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error
          throw new HttpProblem(
            409,
            `The service's settings name ${language.languageCode} (DEFAULT_LANGUAGE or FALLBACK_CHAINS); it cannot be removed while they do.`,
          )
        }
        await store.removeLanguage(language.languageCode)
        return reply.code(204).send()
      } catch (error) {
        if (error instanceof UnknownLanguageError)
          throw new HttpProblem(404, `There is no language ${request.params.languageCode}.`)
        if (error instanceof LanguageInUseError) throw new HttpProblem(409, error.message)
        throw error
      }
    },
  )
}
