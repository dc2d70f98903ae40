// A content's history: its versions, the content as of one of them, and restoring one as a new version.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Content, VersionRecord } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { etagOf, ifMatchPrecondition } from './preconditions.js'
import { ContentIdParams, IfMatchHeaders, problemResponses } from './responses.js'

const VersionParams = Type.Object({
  id: ContentIdParams.properties.id,
  versionId: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'A version id of the content.',
  }),
})

export const versionRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore }> = async (app, { store }) => {
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
          ...problemResponses(400, 404, 500, 503),
        },
      },
    },
    async (request) => store.listVersions(request.params.id),
  )

  app.get(
    '/ContentApi/Content/:id/Versions/:versionId',
    {
      schema: {
        tags: ['History'],
        operationId: 'getContentAtVersion',
        summary: 'Read a content as it was right after one of its versions',
        description:
          "The current property per language as of that version. 404 when the version is not this content's.",
        params: VersionParams,
        response: {
          200: { ...ref(Content), description: 'The content as of the version.' },
          ...problemResponses(400, 404, 500, 503),
        },
      },
    },
    async (request) => store.getContentAtVersion(request.params.id, request.params.versionId),
  )

  app.post(
    '/ContentApi/Content/:id/Versions/:versionId/Restore',
    {
      schema: {
        tags: ['History'],
        operationId: 'restoreVersion',
        summary: 'Restore the texts of an earlier version as a new version',
        description:
          'Writes a new version holding, for every language the content had as of that version, the text it had ' +
          'then. Languages added later keep their current text: nothing is ever deleted. Honours `If-Match`.',
        params: VersionParams,
        headers: IfMatchHeaders,
        response: {
          200: {
            ...ref(Content),
            description: 'The content after the restore.',
            headers: { ETag: { type: 'string', description: 'The new latest version id, quoted.' } },
          },
          ...problemResponses(400, 404, 412, 500, 503, 507),
        },
      },
    },
    async (request, reply) => {
      const { id, versionId } = request.params
      const content = await store.restoreVersion(
        id,
        versionId,
        ifMatchPrecondition(request.headers['if-match']),
      )
      return reply.header('ETag', etagOf(content)).send(content)
    },
  )
}
