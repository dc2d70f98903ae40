// A content's history: its versions, the content as of one of them, and restoring one as a new version.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Content } from '../../schemas/content.js'
import { VersionRecord } from '../../schemas/history.js'
import { ref } from '../../schemas/ref.js'
import type { ContentHistory, ContentWrites } from '../../store/content-store.js'
import { writeOptions } from '../preconditions.js'
import { requireLanguages } from '../principal.js'
import { ContentIdParams, ETAG_HEADER, IfMatchHeaders, problemResponses, sendWritten } from '../responses.js'

const VersionParams = Type.Object({
  id: ContentIdParams.properties.id,
  versionId: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'A version id of the content.',
    examples: [1],
  }),
})

export const versionRoutes: FastifyPluginAsyncTypebox<{
  history: ContentHistory
  writes: ContentWrites
}> = async (app, { history, writes }) => {
  app.get(
    '/ContentApi/Content/:id/Versions',
    {
      schema: {
        tags: ['History'],
        operationId: 'listVersions',
        summary: 'List the versions of a content',
        description: 'Every version, oldest first, each with the properties written in it.',
        params: ContentIdParams,
        response: {
          200: Type.Array(ref(VersionRecord), { description: 'The history, ascending by version id.' }),
          ...problemResponses(400, 404, 410, 500, 503),
        },
      },
    },
    async (request) => history.listVersions(request.params.id),
  )

  app.get(
    '/ContentApi/Content/:id/Versions/:versionId',
    {
      schema: {
        tags: ['History'],
        operationId: 'getContentAtVersion',
        summary: 'Read a content as it was right after one of its versions',
        description:
          'The current property per language as of that version (with `archived` when the content was archived ' +
          "then). 404 when the version is not this content's.",
        params: VersionParams,
        response: {
          200: { ...ref(Content), description: 'The content as of the version.' },
          ...problemResponses(400, 404, 410, 500, 503),
        },
      },
    },
    async (request) => history.getContentAtVersion(request.params.id, request.params.versionId),
  )

  app.post(
    '/ContentApi/Content/:id/Versions/:versionId/Restore',
    {
      config: { replayFromContent: 200 },
      schema: {
        tags: ['History'],
        operationId: 'restoreVersion',
        summary: 'Restore the texts of an earlier version as a new version',
        description:
          'Writes a new version holding, for every language the content had as of that version, the text it had ' +
          'then (languages whose text is already that are left as they are; when none differs, no version is ' +
          'written). Languages added later keep their current text. An archived content is brought back. ' +
          'Honours `If-Match`.',
        params: VersionParams,
        headers: IfMatchHeaders,
        response: {
          200: { ...ref(Content), description: 'The content after the restore.', headers: ETAG_HEADER },
          ...problemResponses(400, 404, 410, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, versionId } = request.params
      const written = await writes.restoreVersion(id, versionId, {
        ...writeOptions(request),
        // Before anything is written: the languages whose text the restore changes.
        check: (languages) =>
          requireLanguages(
            request,
            'write',
            languages.map((l) => l.languageCode),
          ),
      })
      return sendWritten(reply, written)
    },
  )
}
