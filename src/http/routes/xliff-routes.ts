// XLIFF for translators (src/services/xliff.ts): a language pair's texts out as XLIFF 1.2 or 2.0, and translated files
// back in, each target a new version of its content unless its source changed since the export.
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { KEY_PATTERN } from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import { XliffReport } from '../../schemas/xliff.js'
import type { TextChecks } from '../../services/checks/text-checks.js'
import type { XliffPorts } from '../../services/xliff.js'
import { importXliff, parseXliff, XLIFF_MEDIA_TYPE, xliffDocument } from '../../services/xliff.js'
import { HttpProblem, validationProblem } from '../http-problem.js'
import { LIST_BATCH_SIZE } from '../json-stream.js'
import { principalOf, requireLanguages } from '../principal.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'

/** Translated files are larger than other bodies: a whole backlog in one document. */
const XLIFF_BODY_LIMIT = 32 * 1024 * 1024

const ExportQuery = Type.Object(
  {
    source: Type.String({ maxLength: 64, description: 'The language translated from.', examples: ['nb-NO'] }),
    target: Type.String({ maxLength: 64, description: 'The language translated to.', examples: ['nn-NO'] }),
    missingOnly: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'true: only contents without a text in the target language.',
      }),
    ),
    keyPrefix: Type.Optional(
      Type.String({ pattern: KEY_PATTERN, description: 'Only contents whose key starts with this.' }),
    ),
    version: Type.Optional(
      Type.Union([Type.Literal('1.2'), Type.Literal('2.0')], {
        default: '1.2',
        description: 'The XLIFF version.',
      }),
    ),
  },
  { additionalProperties: false },
)

const ImportQuery = Type.Object(
  {
    target: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "The language of the targets; by default the document's (tools such as po2xliff drop it).",
      }),
    ),
  },
  { additionalProperties: false },
)

/** A translated XLIFF 1.2 document as an export writes it, for the API document: an XML document, not JSON. */
const IMPORT_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="content-store" datatype="plaintext" source-language="nb-NO" target-language="nn-NO">
    <body>
      <trans-unit id="3" xml:space="preserve">
        <source>Velkommen</source>
        <target>Velkomen</target>
        <note from="developer">content-store: content 3, source nb-NO version 4</note>
      </trans-unit>
    </body>
  </file>
</xliff>
`

export const xliffRoutes: FastifyPluginAsyncTypebox<{ ports: XliffPorts; checks: TextChecks }> = async (
  app,
  { ports, checks },
) => {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  app.addContentTypeParser(
    [XLIFF_MEDIA_TYPE, 'application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: XLIFF_BODY_LIMIT },
    (_request, body: Buffer, done) => {
      try {
        done(null, decoder.decode(body))
      } catch {
        done(validationProblem({ $: ['The request body is not valid UTF-8.'] }))
      }
    },
  )

  app.get(
    '/ContentApi/Translations/Xliff',
    {
      schema: {
        tags: ['Import and export'],
        operationId: 'exportXliff',
        summary: 'Texts to translate, as an XLIFF document',
        description:
          'One unit per live content with a text in `source`: its id the content id, `resname` (2.0: `name`) ' +
          'its key, `<source>` the current source text, `<target>` the current target text when there is one, ' +
          'and a note recording the content id and the source version (`content-store: content 7, source ' +
          'nb-NO version 12`) that an import checks. Streamed.',
        querystring: ExportQuery,
        response: {
          200: {
            description: 'The XLIFF document.',
            content: { [XLIFF_MEDIA_TYPE]: { schema: Type.String() } },
          },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { missingOnly, keyPrefix, version = '1.2' } = request.query
      const source = await resolveLanguage(ports.languages, 'source', request.query.source)
      const target = await resolveLanguage(ports.languages, 'target', request.query.target)
      if (source.id === target.id)
        throw validationProblem({ target: ['The target must differ from the source.'] })
      const chunks = xliffDocument(ports, {
        source,
        target,
        version,
        missingOnly,
        keyPrefix,
        batchSize: LIST_BATCH_SIZE,
      })
      const first = await chunks.next()
      async function* body() {
        if (!first.done) yield first.value
        yield* chunks
      }
      return reply
        .type(`${XLIFF_MEDIA_TYPE}; charset=utf-8`)
        .header(
          'Content-Disposition',
          `attachment; filename="${source.languageCode}-${target.languageCode}.xlf"`,
        )
        .send(Readable.from(body(), { objectMode: false }) as never)
    },
  )

  app.post(
    '/ContentApi/Translations/Xliff',
    {
      bodyLimit: XLIFF_BODY_LIMIT,
      schema: {
        tags: ['Import and export'],
        operationId: 'importXliff',
        summary: 'Import a translated XLIFF document',
        description:
          'Each unit with a target writes it as a new version of its content (one per content), found by the ' +
          'note the export wrote (or the unit id). Units whose source changed since the export are skipped and ' +
          'listed in `sourceChanged`; targets equal to the current text count as `unchanged`. A target marked ' +
          '`state="signed-off"` is written as reviewed (or approves the current text): a file with one needs a ' +
          'key that may review the target language (403 naming it, nothing written). XLIFF 1.x and 2.0; ' +
          'a DOCTYPE is refused; malformed XML is a 400 with the line and column. `warnings` lists, per content, ' +
          'what the quality checks found in the targets written (docs/CHECKS.md); a target a check ' +
          'CHECKS_BLOCKING names refuses is not written and is listed in `errors`.',
        querystring: ImportQuery,
        body: {
          content: Object.fromEntries(
            [XLIFF_MEDIA_TYPE, 'application/xml'].map((type) => [
              type,
              { schema: Type.String({ description: 'The XLIFF document.', examples: [IMPORT_EXAMPLE] }) },
            ]),
          ),
        },
        response: {
          200: { ...ref(XliffReport), description: 'What was written and what was skipped, and why.' },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') {
        throw new HttpProblem(415, `Send the XLIFF document as ${XLIFF_MEDIA_TYPE} or application/xml.`)
      }
      return importXliff(ports, parseXliff(request.body), request.query.target, {
        by: principalOf(request).name,
        check: (target) => requireLanguages(request, 'write', [target.languageCode]),
        checkReview: (target) => requireLanguages(request, 'review', [target.languageCode]),
        checks,
      })
    },
  )
}
