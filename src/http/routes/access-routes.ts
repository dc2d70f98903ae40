// What the caller may do with the key it sends (or without one), so that a client such as the editor can
// ask for a key, or go read-only, before it tries a write. It needs no key itself, even when reads do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Access } from '../../schemas/access.js'
import { ref } from '../../schemas/ref.js'
import { problemResponses } from '../responses.js'
import { accessOf, type SecurityConfig } from '../security.js'

export const accessRoutes: FastifyPluginAsyncTypebox<{ config: SecurityConfig }> = async (
  app,
  { config },
) => {
  const access = accessOf(config)
  app.get(
    '/ContentApi/Access',
    {
      schema: {
        tags: ['Operations'],
        operationId: 'getAccess',
        summary: 'What the key sent may do',
        description:
          'Whether API keys are configured and whether this request, with its `Authorization` header, may read ' +
          'and write. Needs no key. An unknown key is answered as no key.',
        headers: Type.Object({
          authorization: Type.Optional(Type.String({ description: '`Bearer <key>`, the key to ask about.' })),
        }),
        response: {
          200: { ...ref(Access), description: 'What the key may do.' },
          ...problemResponses(500),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return access(request.headers.authorization)
    },
  )
}
