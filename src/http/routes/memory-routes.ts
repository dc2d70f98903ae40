// Translation memory (src/services/memory/): suggestions for a text or a content's text, and the memory of a
// language pair as TMX, out and in. Suggestions and the export are reads (a POST of suggestions too: it only
// asks); an import needs a key that may write the file's languages, and writes no content.
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SuggestionList, SuggestionRequest, TmxImportReport } from '../../schemas/memory.js'
import { ref } from '../../schemas/ref.js'
import type { SuggestionService } from '../../services/memory/suggestions.js'
import { parseTmx, TMX_MEDIA_TYPE, tmxDocument } from '../../services/memory/tmx.js'
import type { ContentReads, Languages } from '../../store/content-store.js'
import type { TranslationMemory } from '../../store/translation-memory.js'
import { HttpProblem, validationProblem } from '../http-problem.js'
import { LIST_BATCH_SIZE } from '../json-stream.js'
import { requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { ContentIdParams, problemResponses } from '../responses.js'

export interface MemoryRoutesOptions {
  contents: ContentReads
  languages: Languages
  memory: TranslationMemory
  suggestions: SuggestionService
}

/** A memory is one document: larger than other bodies. */
const TMX_BODY_LIMIT = 32 * 1024 * 1024

const TMX_TYPES = [TMX_MEDIA_TYPE, 'application/xml', 'text/xml']

const LanguageQuery = (description: string, example: string) =>
  Type.String({ minLength: 1, maxLength: 64, description, examples: [example] })

const ContentSuggestionQuery = Type.Object(
  {
    to: LanguageQuery('The language to suggest translations in.', 'nn-NO'),
    from: Type.Optional(
      LanguageQuery(
        "The language of the text to translate; by default the content's source language.",
        'nb-NO',
      ),
    ),
  },
  { additionalProperties: false },
)

const TmxQuery = Type.Object(
  {
    from: LanguageQuery('The source language of the pairs.', 'nb-NO'),
    to: LanguageQuery('The target language of the pairs.', 'nn-NO'),
  },
  { additionalProperties: false },
)

const SUGGESTIONS =
  `Translations of texts that equal or resemble the source text (similarity 0.7 or more, word by word; ` +
  'docs/MEMORY.md defines it): the current texts in `to` of other live contents whose text in `from` is ' +
  'alike, and units imported from TMX; at most 5, best first (similarity, then reviewed before others, then ' +
  'newer first). Between nb-NO and nn-NO the machine draft of the text comes after them (`"origin":"machine"`), ' +
  'when the engine answers.'

const TMX_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="example" creationtoolversion="1" segtype="sentence" o-tmf="example" adminlang="en" srclang="nb-NO" datatype="plaintext"/>
  <body>
    <tu>
      <tuv xml:lang="nb-NO"><seg>Søknaden din er mottatt.</seg></tuv>
      <tuv xml:lang="nn-NO"><seg>Søknaden din er motteken.</seg></tuv>
    </tu>
  </body>
</tmx>
`

export const memoryRoutes: FastifyPluginAsyncTypebox<MemoryRoutesOptions> = async (
  app,
  { contents, languages, memory, suggestions },
) => {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  app.addContentTypeParser(
    TMX_TYPES,
    { parseAs: 'buffer', bodyLimit: TMX_BODY_LIMIT },
    (_request, body: Buffer, done) => {
      try {
        done(null, decoder.decode(body))
      } catch {
        done(validationProblem({ $: ['The request body is not valid UTF-8.'] }))
      }
    },
  )

  app.post(
    '/ContentApi/Translations/Suggestions',
    {
      // A question too large for a query string: it writes nothing, so a key that may only read may ask.
      config: { readsOnly: true },
      preValidation: caseInsensitiveMembers(SuggestionRequest),
      schema: {
        tags: ['Translation memory'],
        operationId: 'suggestTranslations',
        summary: 'Suggest translations of a text from translation memory',
        description: `${SUGGESTIONS} A read: a key of any scope may ask (none unless READS_REQUIRE_KEY).`,
        body: ref(SuggestionRequest),
        response: {
          200: { ...ref(SuggestionList), description: 'The suggestions, best first.' },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      const from = await resolveLanguage(languages, 'From', request.body.From)
      const to = await resolveLanguage(languages, 'To', request.body.To)
      return suggestions.suggest(request.body.Text, from, to)
    },
  )

  app.get(
    '/ContentApi/Content/:id/Suggestions',
    {
      schema: {
        tags: ['Translation memory'],
        operationId: 'suggestContentTranslations',
        summary: "Suggest translations of a content's text from translation memory",
        description:
          `As POST /ContentApi/Translations/Suggestions, for the content's current text in \`from\` (by default ` +
          'its source language); the content itself is never suggested. 404 without the content, 410 when it is ' +
          'archived, 409 when it has no text in `from` (or no source language and no `from`).',
        params: ContentIdParams,
        querystring: ContentSuggestionQuery,
        response: {
          200: { ...ref(SuggestionList), description: 'The suggestions, best first.' },
          ...problemResponses(400, 404, 409, 410, 500, 503),
        },
      },
    },
    async (request) => {
      const to = await resolveLanguage(languages, 'to', request.query.to)
      const { content } = await contents.getContent(request.params.id)
      const fromCode = request.query.from ?? content.sourceLanguage
      if (fromCode === undefined) {
        throw new HttpProblem(
          409,
          `Content ${content.id} has no source language; name the language to translate from with \`from\`.`,
        )
      }
      const from = await resolveLanguage(languages, 'from', fromCode)
      const property = content.properties.find((p) => p.language.id === from.id)
      if (!property) {
        throw new HttpProblem(409, `Content ${content.id} has no text in ${from.languageCode} to translate.`)
      }
      return suggestions.suggest(property.text, from, to, { excludeContentId: content.id })
    },
  )

  app.get(
    '/ContentApi/Translations/Tmx',
    {
      schema: {
        tags: ['Translation memory'],
        operationId: 'exportTmx',
        summary: 'The translation memory of a language pair, as TMX 1.4b',
        description:
          'One `<tu>` per live content with current texts in both languages (`tuid` content-<id>), in content ' +
          'id order, then one per unit imported from TMX with both languages (a pair can come twice: once from ' +
          'a content, once imported). Streamed.',
        querystring: TmxQuery,
        response: {
          200: { description: 'The TMX document.', content: { [TMX_MEDIA_TYPE]: { schema: Type.String() } } },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const from = await resolveLanguage(languages, 'from', request.query.from)
      const to = await resolveLanguage(languages, 'to', request.query.to)
      if (from.id === to.id) throw validationProblem({ to: ['The target must differ from the source.'] })
      const chunks = tmxDocument(memory, from, to, LIST_BATCH_SIZE)
      // The first chunk before the answer starts: a store that fails fails with a problem, not a cut document.
      const first = await chunks.next()
      async function* body() {
        if (!first.done) yield first.value
        yield* chunks
      }
      return reply
        .type(`${TMX_MEDIA_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${from.languageCode}-${to.languageCode}.tmx"`)
        .send(Readable.from(body(), { objectMode: false }) as never)
    },
  )

  app.post(
    '/ContentApi/Translations/Tmx',
    {
      bodyLimit: TMX_BODY_LIMIT,
      schema: {
        tags: ['Translation memory'],
        operationId: 'importTmx',
        summary: 'Import a TMX document into translation memory',
        description:
          'Each `<tu>` with texts in two languages or more is stored as memory (a unit stored already counts as ' +
          'a duplicate); imported units are suggested with `"origin":"tmx"`. No content is written. Needs a key ' +
          "that may write every language of the file (403 naming one, nothing stored). TMX 1.4b (1.1's `lang` " +
          'too); a DOCTYPE naming an external DTD is accepted and not loaded, one with an internal subset is ' +
          'refused; malformed XML is a 400 with the line and column, nothing stored.',
        body: {
          content: Object.fromEntries(
            TMX_TYPES.slice(0, 2).map((type) => [
              type,
              { schema: Type.String({ description: 'The TMX document.', examples: [TMX_EXAMPLE] }) },
            ]),
          ),
        },
        response: {
          200: { ...ref(TmxImportReport), description: 'What was stored.' },
          ...problemResponses(400, 403, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') {
        throw new HttpProblem(415, `Send the TMX document as ${TMX_MEDIA_TYPE} or application/xml.`)
      }
      const parsed = parseTmx(request.body)
      const fileLanguages = new Set(parsed.units.flatMap((unit) => unit.variants.map((v) => v.languageCode)))
      requireLanguages(request, 'write', [...fileLanguages])
      const stored = await memory.importUnits(parsed.units)
      return { ...stored, skipped: parsed.skipped }
    },
  )
}
