// Quality checks of a content's texts (src/services/checks/): its MaxLength, the checks of an unsaved text
// (the editor's, as a translator types), and the texts of a language that have warnings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Content, ContentMaxLength } from '../../schemas/content.js'
import { ref } from '../../schemas/ref.js'
import type { ContentWrites } from '../../store/content-store.js'
import { writeOptions } from '../preconditions.js'
import { requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { ContentIdParams, ETAG_HEADER, IfMatchHeaders, problemResponses, sendWritten } from '../responses.js'

export interface CheckRoutesOptions {
  writes: ContentWrites
}

export const checkRoutes: FastifyPluginAsyncTypebox<CheckRoutesOptions> = async (app, { writes }) => {
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
          '`maxLength` warning when it is written (refused with CHECKS_BLOCKING=maxLength). It concerns every ' +
          'language, so a key limited to some languages may not (403). Honours `If-Match`.',
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
}
