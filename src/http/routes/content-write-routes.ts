// /ContentApi/Content, written: create, write and delete texts, archive, and keys. Every write is a new
// version of the content (see store/content-store.ts) and answers with the content's new ETag; text writes
// answer the warnings of their checks (services/checks/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  Content,
  ContentKey,
  ContentTexts,
  NewContent,
  NewContentTexts,
  PropertyText,
} from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import { WrittenContent } from '../../schemas/warnings.js'
import type { CheckedWrites } from '../../services/checks/checked-writes.js'
import type { ContentWrites, Languages, ResolvedText } from '../../store/content-store.js'
import { validationProblem } from '../http-problem.js'
import { expectedVersions, writeOptions } from '../preconditions.js'
import { principalOf, requireLanguages } from '../principal.js'
import { caseInsensitiveMembers, validateAs } from '../request-body.js'
import { resolveLanguage, resolveTexts } from '../request-languages.js'
import {
  ContentIdParams,
  ETAG_HEADER,
  IfMatchHeaders,
  LOCATION_HEADER,
  problemResponses,
  sendDeleted,
  sendWritten,
} from '../responses.js'

export interface ContentWriteRoutesOptions {
  writes: ContentWrites
  /** The writes of texts, with their checks (the answers' warnings, CHECKS_BLOCKING). */
  checked: CheckedWrites
  languages: Languages
}

const LanguageParams = Type.Object({
  id: ContentIdParams.properties.id,
  languageCode: Type.String({ maxLength: 64, description: 'A known language code.', examples: ['nn-NO'] }),
})

/** The first `count` items of batches, reading no further. */
export const contentWriteRoutes: FastifyPluginAsyncTypebox<ContentWriteRoutesOptions> = async (
  app,
  { writes, checked, languages },
) => {
  // Both request forms are listed for member-name matching; validateAs then checks the one that was sent,
  // so that its errors speak of that form only.
  const normaliseNewContent = caseInsensitiveMembers({
    properties: { ...NewContent.properties, ...NewContentTexts.properties },
  })
  app.post(
    '/ContentApi/Content',
    {
      config: { replayFromContent: 201, replayWarnings: true },
      preValidation: async (request) => {
        await normaliseNewContent(request)
        const body = request.body
        if (hasProperties(body) && (body.Text !== undefined || body.LanguageCode !== undefined)) {
          throw validationProblem({ $: ['Give either Text and LanguageCode, or Properties, not both.'] })
        }
        validateAs(request, hasProperties(body) ? NewContentTexts : NewContent)
      },
      schema: {
        tags: ['Content'],
        operationId: 'createContent',
        summary: 'Create a content',
        description:
          'Creates a content and its first version: one text (`Text` + `LanguageCode`, as the original ' +
          'service) or several languages at once (`Properties`), in one transaction; `Key` optionally names ' +
          'it (409 when another content has that key), `Parallel` marks it as needing both written forms. Its ' +
          "source language is the first text's; the other texts are based on it. 403 when the key may not " +
          'write one of the languages. The answer carries `warnings` about the texts when the quality checks ' +
          'find anything (docs/CHECKS.md); 422 when a check CHECKS_BLOCKING names refuses one (nothing written).',
        body: Type.Union([ref(NewContent), ref(NewContentTexts)]),
        response: {
          201: {
            ...ref(WrittenContent),
            description: 'Created. `Location` names the new content.',
            headers: { ...ETAG_HEADER, ...LOCATION_HEADER },
          },
          ...problemResponses(400, 409, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const texts = await resolveTexts(
        languages,
        'Properties' in body
          ? body.Properties.map((p, i) => ({
              text: p.Text,
              languageCode: p.LanguageCode,
              field: `Properties[${i}].LanguageCode`,
            }))
          : [{ text: body.Text, languageCode: body.LanguageCode, field: 'LanguageCode' }],
      )
      requireLanguages(request, 'write', codesOf(texts))
      const written = await checked.createContent(texts, {
        by: principalOf(request).name,
        ...(body.Key === undefined ? {} : { key: body.Key }),
        ...(body.Parallel === undefined ? {} : { parallel: body.Parallel }),
      })
      reply.header('location', `/ContentApi/Content/${written.content.id}`)
      return sendWritten(reply, written, 201)
    },
  )
  app.put(
    '/ContentApi/Content/:id',
    {
      config: { replayFromContent: 200, replayWarnings: true },
      preValidation: caseInsensitiveMembers(ContentTexts),
      schema: {
        tags: ['Content'],
        operationId: 'writeTexts',
        summary: 'Write texts in several languages as one new version',
        description:
          'All texts land in one new version, atomically, or none does. Languages not named keep their ' +
          'current text; a text equal to the current one is left as it is (a machine draft stays one). ' +
          'Texts in languages other than the source language record what they were made from (`basedOn`): ' +
          'the source text now, or as of `BasedOnVersion`. `Parallel` sets or clears the parallel mark. With ' +
          '`If-Match`, answers 412 when the content has a newer version. 403 when the key may not write one ' +
          'of the languages. `warnings` and 422 as for POST.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentTexts),
        response: {
          200: { ...ref(WrittenContent), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { Properties, Parallel, BasedOnVersion } = request.body
      const texts = await resolveTexts(
        languages,
        Properties.map((p, i) => ({
          text: p.Text,
          languageCode: p.LanguageCode,
          field: `Properties[${i}].LanguageCode`,
        })),
      )
      requireLanguages(request, 'write', codesOf(texts))
      const written = await checked.writeTexts(request.params.id, texts, {
        by: principalOf(request).name,
        expected: expectedVersions(request.headers['if-match']),
        ...(Parallel === undefined ? {} : { parallel: Parallel }),
        ...(BasedOnVersion === undefined ? {} : { basedOnVersion: BasedOnVersion }),
      })
      return sendWritten(reply, written)
    },
  )

  app.delete(
    '/ContentApi/Content/:id',
    {
      config: { replayFromContent: 204 },
      schema: {
        tags: ['Content'],
        operationId: 'archiveContent',
        summary: 'Archive a content',
        description:
          'Archives the content as a new version: afterwards reads answer 410 and it is left out of listings, ' +
          'WikiPages, bundles, search and coverage. Its history stays readable, and restoring an earlier ' +
          'version brings it back. Honours `If-Match`. It takes every language out of reads, so a key limited ' +
          'to some languages may not (403).',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        response: {
          204: { description: 'Archived.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      requireLanguages(request, 'write', '*')
      return sendDeleted(reply, await writes.archiveContent(request.params.id, writeOptions(request)))
    },
  )

  app.put(
    '/ContentApi/Content/:id/Properties/:languageCode',
    {
      config: { replayFromContent: 200, replayWarnings: true },
      preValidation: caseInsensitiveMembers(PropertyText),
      schema: {
        tags: ['Content'],
        operationId: 'writeText',
        summary: "Write one language's text as a new version",
        description:
          'Adds the language to the content, or replaces its current text; the old text stays in the history. ' +
          'The same text again changes nothing (a machine draft stays one). Outside the source language the ' +
          'text records what it was made from (`basedOn`): the source text now, or as of `BasedOnVersion`. ' +
          'With `If-Match`, answers 412 when the content has a newer version. 403 when the key may not write ' +
          'the language. `warnings` and 422 as for POST /ContentApi/Content.',
        params: LanguageParams,
        headers: IfMatchHeaders,
        body: ref(PropertyText),
        response: {
          200: { ...ref(WrittenContent), description: 'The content after the write.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 422, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const texts = await resolveTexts(languages, [
        { text: request.body.Text, languageCode, field: 'languageCode' },
      ])
      requireLanguages(request, 'write', codesOf(texts))
      const { BasedOnVersion } = request.body
      const written = await checked.writeTexts(id, texts, {
        ...writeOptions(request),
        ...(BasedOnVersion === undefined ? {} : { basedOnVersion: BasedOnVersion }),
      })
      return sendWritten(reply, written)
    },
  )

  app.delete(
    '/ContentApi/Content/:id/Properties/:languageCode',
    {
      config: { replayFromContent: 204 },
      schema: {
        tags: ['Content'],
        operationId: 'deleteText',
        summary: "Delete one language's text as a new version",
        description:
          "Removes the language's current text; the history keeps it, and restoring an earlier version " +
          'brings it back. 404 when the content has no text in it. Honours `If-Match`. 403 when the key may ' +
          'not write the language.',
        params: LanguageParams,
        headers: IfMatchHeaders,
        response: {
          204: { description: 'Deleted.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, languageCode } = request.params
      const language = await resolveLanguage(languages, 'languageCode', languageCode)
      requireLanguages(request, 'write', [language.languageCode])
      return sendDeleted(reply, await writes.deleteText(id, language, writeOptions(request)))
    },
  )

  app.put(
    '/ContentApi/Content/:id/Key',
    {
      config: { replayFromContent: 200 },
      preValidation: caseInsensitiveMembers(ContentKey),
      schema: {
        tags: ['Content'],
        operationId: 'setKey',
        summary: "Set or remove a content's key",
        description:
          'Gives the content a new key (or, with `null`, none) as a new version. 409 when another content has ' +
          'the key. Honours `If-Match`.',
        params: ContentIdParams,
        headers: IfMatchHeaders,
        body: ref(ContentKey),
        response: {
          200: { ...ref(Content), description: 'The content after the change.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 409, 410, 412, 413, 415, 500, 503, 507),
        },
      },
    },
    async (request, reply) =>
      sendWritten(reply, await writes.setKey(request.params.id, request.body.Key, writeOptions(request))),
  )
}

/** The languages of a write's texts, as requireLanguages takes them. */
function codesOf(texts: readonly ResolvedText[]): string[] {
  return texts.map((t) => t.language.languageCode)
}

function hasProperties(
  body: unknown,
): body is { Properties: unknown; Text?: unknown; LanguageCode?: unknown } {
  return typeof body === 'object' && body !== null && 'Properties' in body
}
