// Languages (list with their names; add and remove: writes, so they need a write key when keys are
// configured; the CLI does both too) and the coverage report of how much content each language has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { type Config, configuredLanguagesMissing } from '../../config.js'
import { languageName } from '../../rules/language-tags.js'
import { Coverage } from '../../schemas/coverage.js'
import { type Language, NamedLanguage, NewLanguage } from '../../schemas/languages.js'
import { ref } from '../../schemas/ref.js'
import type { Languages } from '../../store/content-store.js'
import { HttpProblem } from '../http-problem.js'
import { principalOf, requireLanguages } from '../principal.js'
import { reviewRequiredLanguageIds } from '../published.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { problemResponses } from '../responses.js'

/** Names go on the languages these routes list; a text's `language` keeps the plain shape. */
const named = (language: Language): NamedLanguage => ({
  ...language,
  name: languageName(language.languageCode),
})

const LanguageCodeParams = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The code of a language, matched case-insensitively.',
    examples: ['da-DK'],
  }),
})

export const languageRoutes: FastifyPluginAsyncTypebox<{
  languages: Languages
  /** The settings that name languages: a language they name is not removed. */
  policy: Pick<Config, 'defaultLanguage' | 'fallbackChains' | 'reviewRequired'>
  /** Per language id, its current texts with warnings (services/checks/check-listing.ts); none: not counted. */
  warningCounts?: () => Promise<ReadonlyMap<number, number>>
}> = async (app, { languages, policy, warningCounts }) => {
  app.get(
    '/ContentApi/Language',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'listLanguages',
        summary: 'List the languages',
        description:
          'Ascending id, each with its name in English and in itself. Languages are added with ' +
          '`POST /ContentApi/Language` or `npm run cli -- languages add da-DK`.',
        response: {
          200: Type.Array(ref(NamedLanguage), { description: 'Every language.' }),
          ...problemResponses(500, 503),
        },
      },
    },
    async () => (await languages.listLanguages()).map(named),
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
          'The code must be a BCP 47 tag whose language, and script and region when given, CLDR knows (400 ' +
          'naming the unknown part: `nynorsk`, `xx-XX`, `en-ZZ`). Stored in canonical spelling, with the next ' +
          'id; codes are unique ignoring case (409 when it exists, or when the store has given out all 65,535 ' +
          'language ids). Every instance sees it without a restart; the change log records `languageAdded`.',
        body: ref(NewLanguage),
        response: {
          201: { ...ref(NamedLanguage), description: 'The added language.' },
          ...problemResponses(400, 409, 500, 503),
        },
      },
    },
    async (request, reply) => {
      // A language is every key's concern: only a key that may write every language adds one.
      requireLanguages(request, 'write', '*')
      return reply
        .code(201)
        .send(named(await languages.addLanguage(request.body.LanguageCode, principalOf(request).name)))
    },
  )

  app.delete(
    '/ContentApi/Language/:code',
    {
      schema: {
        tags: ['Languages'],
        operationId: 'removeLanguage',
        summary: 'Remove a language no text uses',
        description:
          "Only a language that no text uses, now or in any content's history, and that `DEFAULT_LANGUAGE` and " +
          '`FALLBACK_CHAINS` do not name (409 otherwise). Its id is never given out again. No change is logged; ' +
          'another instance that still has it cached refuses a write in it as in an unknown language.',
        params: LanguageCodeParams,
        response: {
          204: { description: 'Removed.' },
          ...problemResponses(400, 404, 409, 500, 503),
        },
      },
    },
    async (request, reply) => {
      requireLanguages(request, 'write', '*')
      const { code } = request.params
      const known = await languages.listLanguages()
      const language = known.find((l) => l.languageCode.toLowerCase() === code.toLowerCase())
      if (language === undefined) throw new HttpProblem(404, `There is no language "${code}".`)
      // The service would not start again without a language its settings name.
      const missing = configuredLanguagesMissing(
        policy,
        known.filter((l) => l.id !== language.id).map((l) => l.languageCode),
      )
      if (missing !== undefined) {
        throw new HttpProblem(409, `${language.languageCode} is named by the settings: ${missing}`)
      }
      // Another request may remove it meanwhile: then the store's NotFoundError is this 404 too.
      await languages.removeLanguage(code)
      return reply.code(204).send()
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
          'Per language: the contents that have a text in it and their share of all contents, the characters ' +
          '(Unicode code points) of its current texts and their share, and its texts by state (`machine`, ' +
          '`translated`, `reviewed`) and `outdated`; the contents that have every language; and, when the store ' +
          'has nb-NO and nn-NO, whether the contents hold both written forms in step (`writtenForms`, §14); per ' +
          'language, the texts with warnings of the quality checks (`warnings`; kept until the next change).',
        response: { 200: { ...ref(Coverage), description: 'The report.' }, ...problemResponses(500, 503) },
      },
    },
    async () => {
      const coverage = await languages.coverage(await reviewRequiredLanguageIds(languages, policy))
      if (!warningCounts) return coverage
      const counts = await warningCounts()
      return {
        ...coverage,
        languages: coverage.languages.map((l) => ({ ...l, warnings: counts.get(l.id) ?? 0 })),
      }
    },
  )
}
