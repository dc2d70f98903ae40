// The translation workflow of a content: its source language, approving a text (review scope), and what
// changed in a translation's source since it was made (store/change-set.ts has the rules of states, basedOn
// and outdated).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Content, SourceLanguage } from '../../schemas/content.js'
import { SourceDiff } from '../../schemas/history.js'
import { ref } from '../../schemas/ref.js'
import { sourceDiff } from '../../services/source-diff.js'
import type { ContentHistory, ContentReads, ContentWrites, Languages } from '../../store/content-store.js'
import { writeOptions } from '../preconditions.js'
import { requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { ContentIdParams, ETAG_HEADER, IfMatchHeaders, problemResponses, sendWritten } from '../responses.js'

export interface WorkflowRoutesOptions {
  contents: ContentReads
  history: ContentHistory
  writes: ContentWrites
  languages: Languages
}

const LanguageParams = Type.Object({
  id: ContentIdParams.properties.id,
  languageCode: Type.String({ maxLength: 64, description: 'A known language code.', examples: ['nn-NO'] }),
})

const DiffQuery = Type.Object(
  {
    language: Type.String({
      maxLength: 64,
      description: 'The translation whose source changes to show.',
      examples: ['nn-NO'],
    }),
  },
  { additionalProperties: false },
)

export const workflowRoutes: FastifyPluginAsyncTypebox<WorkflowRoutesOptions> = async (
  app,
  { contents, history, writes, languages },
) => {
  app.post(
    '/ContentApi/Content/:id/Properties/:languageCode/Approve',
    {
      config: { replayFromContent: 200 },
      schema: {
        tags: ['Workflow'],
        operationId: 'approveText',
        summary: "Approve a language's current text",
        description:
          'Marks the text reviewed (`"state":"reviewed"`) as a new version of kind `textsReviewed` with the same ' +
          'text; an outdated text is confirmed against the current source text (its `basedOn` moves there). A ' +
          'text already reviewed and not outdated is left as it is (no new version). A later write of the ' +
          'language makes it `translated` again. Needs a key that may review the language (403). Honours ' +
          '`If-Match`.',
        params: LanguageParams,
        headers: IfMatchHeaders,
        response: {
          200: { ...ref(Content), description: 'The content after the approval.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const language = await resolveLanguage(languages, 'languageCode', languageCode)
      requireLanguages(request, 'review', [language.languageCode])
      return sendWritten(reply, await writes.approveText(id, language, writeOptions(request)))
    },
  )

  app.put(
    '/ContentApi/Content/:id/SourceLanguage',
    {
      config: { replayFromContent: 200 },
      preValidation: caseInsensitiveMembers(SourceLanguage),
      schema: {
        tags: ['Workflow'],
        operationId: 'setSourceLanguage',
        summary: "Set the language a content's translations are made from",
        description:
          'A new version (kind `sourceLanguageChanged`) when it differs. Texts written from then on in other ' +
          "languages are based on this language's text; texts written before keep what they were based on. " +
          'Honours `If-Match`.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(SourceLanguage),
        response: {
          200: { ...ref(Content), description: 'The content after the change.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const language = await resolveLanguage(languages, 'LanguageCode', request.body.LanguageCode)
      return sendWritten(
        reply,
        await writes.setSourceLanguage(request.params.id, language, writeOptions(request)),
      )
    },
  )

  app.get(
    '/ContentApi/Content/:id/Diff',
    {
      schema: {
        tags: ['Workflow'],
        operationId: 'getSourceDiff',
        summary: "What changed in a translation's source since it was made",
        description:
          "The source text as of the translation's `basedOn` against the source language's current text, as a " +
          'word diff. 404 when the content has no text in the language, or the text is based on nothing (it ' +
          'is in the source language).',
        params: ContentIdParams,
        querystring: DiffQuery,
        response: {
          200: { ...ref(SourceDiff), description: 'The word diff of the source text.' },
          ...problemResponses(400, 404, 410, 500, 503),
        },
      },
    },
    async (request) => {
      const language = await resolveLanguage(languages, 'language', request.query.language)
      return sourceDiff(contents, history, request.params.id, language)
    },
  )
}
