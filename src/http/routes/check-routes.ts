// Quality checks of a content's texts (src/services/checks/): its MaxLength, the checks of an unsaved text
// (the editor's, as a translator types), and the texts of a language that have warnings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Content, ContentMaxLength } from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import { LanguageChecks, TextToCheck, TextWarnings } from '../../schemas/warnings.js'
import { inputsOf, textsOf } from '../../services/checks/check-inputs.js'
import type { CheckListing } from '../../services/checks/check-listing.js'
import type { TextChecks } from '../../services/checks/text-checks.js'
import type { ContentReads, ContentWrites, Languages } from '../../store/content-store.js'
import { writeOptions } from '../preconditions.js'
import { requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { ContentIdParams, ETAG_HEADER, IfMatchHeaders, problemResponses, sendWritten } from '../responses.js'

export interface CheckRoutesOptions {
  contents: ContentReads
  writes: ContentWrites
  languages: Languages
  checks: TextChecks
  listing: CheckListing
}

const ChecksQuery = Type.Object(
  {
    language: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A known language code.',
      examples: ['nn-NO'],
    }),
  },
  { additionalProperties: false },
)

export const checkRoutes: FastifyPluginAsyncTypebox<CheckRoutesOptions> = async (app, options) => {
  const { contents, writes, languages, checks, listing } = options

  app.put(
    '/ContentApi/Content/:id/MaxLength',
    {
      config: { replayFromContent: 200 },
      preValidation: caseInsensitiveMembers(ContentMaxLength),
      schema: {
        tags: ['Checks'],
        operationId: 'setMaxLength',
        summary: "Set or remove a content's MaxLength",
        description:
          'The longest its texts may be, in characters (Unicode code points), as a new version of kind ' +
          '`maxLengthChanged` (none when it is unchanged); `null` removes the limit. A longer text gets a ' +
          '`maxLength` warning when it is written (refused with CHECKS_BLOCKING=maxLength); texts written ' +
          'before stay, and GET /ContentApi/Checks lists them. It concerns every language, so a key limited to ' +
          'some languages may not (403). Honours `If-Match`.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentMaxLength),
        response: {
          200: { ...ref(Content), description: 'The content after the change.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      requireLanguages(request, 'write', '*')
      const written = await writes.setMaxLength(
        request.params.id,
        request.body.MaxLength,
        writeOptions(request),
      )
      return sendWritten(reply, written)
    },
  )

  app.post(
    '/ContentApi/Content/:id/Checks',
    {
      // It writes nothing: a key that may only read may ask.
      config: { readsOnly: true },
      preValidation: caseInsensitiveMembers(TextToCheck),
      schema: {
        tags: ['Checks'],
        operationId: 'checkText',
        summary: 'Check a text before it is saved',
        description:
          'Runs the checks every write runs (and the termbase’s, when there is one) on a text in a language, ' +
          "against the content's current source text and MaxLength, as if it were written; nothing is " +
          'written. The editor asks as a translator types. A key that may read may ask. 404 without the ' +
          'content, 410 when it is archived.',
        params: ContentIdParams,
        body: ref(TextToCheck),
        response: {
          200: { ...ref(TextWarnings), description: 'What the checks find.' },
          ...problemResponses(400, 404, 410, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      const language = await resolveLanguage(languages, 'LanguageCode', request.body.LanguageCode)
      const { content } = await contents.getContent(request.params.id)
      const written = [{ languageCode: language.languageCode, text: request.body.Text }]
      const [warnings = []] = await checks.check(inputsOf(textsOf(content, written), [language.languageCode]))
      return { warnings }
    },
  )

  app.get(
    '/ContentApi/Checks',
    {
      schema: {
        tags: ['Checks'],
        operationId: 'listChecks',
        summary: "What the checks find in a language's texts",
        description:
          'Runs the checks on every current text of the language (contents not archived) against its ' +
          "content's source text and MaxLength, and answers per check the texts it warns about: their count " +
          'and their content ids, ascending. Checks that warn about nothing are left out. It reads the whole ' +
          'language (the checks take about 2 s per 100,000 texts).',
        querystring: ChecksQuery,
        response: {
          200: { ...ref(LanguageChecks), description: 'Per check, the texts it warns about.' },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request) =>
      listing.languageChecks(await resolveLanguage(languages, 'language', request.query.language)),
  )
}
