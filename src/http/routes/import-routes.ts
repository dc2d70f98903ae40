// Importing the files apps are built with (services/formats/): texts matched by key, new keys created,
// changed texts written as new versions, texts changed in the store since the file's version reported.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { formatParameter, ImportReport, JsonBundle } from '../../schemas/formats.js'
import { ref } from '../../schemas/ref.js'
import type { TextChecks } from '../../services/checks/text-checks.js'
import { type ImportPorts, importFile } from '../../services/formats/import.js'
import type { FileFormat } from '../../services/formats/model.js'
import { FORMATS } from '../../services/formats/registry.js'
import type { PublishedReads } from '../../store/content-store.js'
import { HttpProblem, validationProblem } from '../http-problem.js'
import { LIST_BATCH_SIZE } from '../json-stream.js'
import { principalOf, requireLanguages } from '../principal.js'
import type { PublishingPolicy } from '../published.js'
import { chainOf, type ReadingPolicy } from '../reading-language.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'

/** Files are larger than other bodies: an app's every text in one. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024

/** The media types an import body is sent as: each format's own (the first format of each gives the example). */
const BODY_TYPES = [...new Set(Object.values(FORMATS).map((format) => format.mediaType))]

/** The API document's example of a body of each media type: a file as an import takes it. */
function bodyExample(type: string) {
  const format = Object.values(FORMATS).find((f) => f.mediaType === type) as FileFormat
  return type === 'application/json'
    ? // Read as text, as every file is (the format parses it): any JSON document is let through to it.
      Type.Unknown({
        description: (JsonBundle as { description?: string }).description,
        examples: [JSON.parse(format.example)],
      })
    : Type.String({ description: `A ${format.name} file.`, examples: [format.example] })
}

const ImportQuery = Type.Object(
  {
    format: formatParameter('The format of the file, as for GET /ContentApi/Bundles/{languageCode}?format=.'),
    language: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "The file's language. Required, except for csv, where without it every language column is imported.",
        examples: ['nn-NO'],
      }),
    ),
    dryRun: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'true: answer what the import would do, and write nothing.',
      }),
    ),
    nesting: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'i18next: false reads flat keys only (a nested object is refused).',
      }),
    ),
    source: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'po, arb: the language of msgid / the description, written to contents the import creates. By default the default language.',
        examples: ['nb-NO'],
      }),
    ),
  },
  { additionalProperties: false },
)

export const importRoutes: FastifyPluginAsyncTypebox<{
  ports: ImportPorts
  published: PublishedReads
  policy: ReadingPolicy & PublishingPolicy
  /** The quality checks of the texts an import writes. */
  checks: TextChecks
}> = async (app, { ports, published, policy, checks }) => {
  // The file is read as text whatever its type (JSON included: the format reads it), as strict UTF-8.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  app.removeContentTypeParser(['application/json'])
  app.addContentTypeParser(
    BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body: Buffer, done) => {
      let text: string
      try {
        text = decoder.decode(body)
      } catch {
        return done(validationProblem({ $: ['The request body is not valid UTF-8.'] }))
      }
      if (text.trim() === '') return done(validationProblem({ $: ['A non-empty request body is required.'] }))
      done(null, text)
    },
  )

  app.post(
    '/ContentApi/Translations/Import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['Import and export'],
        operationId: 'importFile',
        summary: 'Import an i18next, PO, ARB, Android or CSV file',
        description:
          'Each name in the file is matched to a live content by key (digits alone: the id of a content ' +
          'without a key); a name the store does not have becomes a new content with that key; a text that ' +
          'differs from the current one is written, one new version per content. Nothing is deleted, and ' +
          'empty texts are untranslated ones, left alone. Where the file carries the version each text was ' +
          'exported at (`versions=true` on export), a text changed in the store since is reported in ' +
          '`conflicts` and not written. The file is read and checked whole before anything is written: a bad ' +
          'file is a 400 and changes nothing. `dryRun=true` answers the same counts and writes nothing. Texts ' +
          "are written as any other write: by the API key's name, as `translated`, based on the source text. " +
          'A key that may not write a language the import would write is refused (403, naming it) before ' +
          'anything is written, dry runs included. A text equal to the current one (a machine draft too) or, ' +
          'in a language that requires review, to the published one (a file exported `published`) is unchanged. ' +
          '`warnings` lists, per content, what the quality checks found in the texts written (docs/CHECKS.md); a ' +
          'text a check CHECKS_BLOCKING names refuses is not written and is listed in `conflicts`.',
        querystring: ImportQuery,
        body: {
          content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: bodyExample(type) }])),
        },
        response: {
          200: {
            ...ref(ImportReport),
            description: 'What was (with dryRun: would be) written, and what was not.',
          },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') throw new HttpProblem(415, 'Send the file as the request body.')
      const query = request.query
      const language =
        query.language === undefined
          ? undefined
          : await resolveLanguage(ports.languages, 'language', query.language)
      const source = await resolveLanguage(ports.languages, 'source', query.source ?? policy.defaultLanguage)
      return importFile(ports, request.body, {
        by: principalOf(request).name,
        check: (written) =>
          requireLanguages(
            request,
            'write',
            written.map((l) => l.languageCode),
          ),
        published: { reads: published, reviewRequired: policy.reviewRequired },
        format: FORMATS[query.format],
        language,
        source,
        dryRun: query.dryRun ?? false,
        nesting: query.nesting ?? true,
        fallbacksOf: (code) => chainOf(code, policy, true).slice(1),
        batchSize: LIST_BATCH_SIZE,
        checks,
      })
    },
  )
}
