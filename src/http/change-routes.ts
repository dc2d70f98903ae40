// The change log: every write, in commit order, for clients that follow what changed (caches, search
// indexes, static sites). Read it with a cursor; following `next` sees every committed change exactly once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ChangePage } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { problemResponses } from './responses.js'

export const MAX_CHANGES = 1000

const ChangesQuery = Type.Object(
  {
    after: Type.String({
      default: '0',
      maxLength: 64,
      description:
        "A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start.",
      examples: ['0'],
    }),
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_CHANGES,
      default: 100,
      description: 'Most changes to return.',
    }),
  },
  { additionalProperties: false },
)

export const changeRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore }> = async (app, { store }) => {
  app.get(
    '/ContentApi/Changes',
    {
      schema: {
        tags: ['Changes'],
        operationId: 'listChanges',
        summary: 'Read the change log in commit order',
        description:
          'Every write (create, text writes, restore, text deletion, archive, purge, key change, language add) ' +
          'is one change. Changes come in the order their transactions committed; a change is listed only once ' +
          'no change before it can still commit, so following `next` sees every committed change exactly once.',
        querystring: ChangesQuery,
        response: {
          200: {
            ...ref(ChangePage),
            description: 'The changes after the cursor, and the cursor to go on from.',
          },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request) => store.listChanges(request.query.after, request.query.limit),
  )
}
