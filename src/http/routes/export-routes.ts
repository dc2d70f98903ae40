// Whole-store dumps over HTTP: GET /ContentApi/Export streams the dump (store/dump.ts, schemas/dump.ts) as
// NDJSON, read a window of contents at a time as the client takes it. Imports are the CLI's (an empty store).
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Dumps } from '../../store/content-store.js'
import { dumpLines } from '../../store/dump.js'
import { problemResponses } from '../responses.js'

export const exportRoutes: FastifyPluginAsyncTypebox<{ dumps: Dumps }> = async (app, { dumps }) => {
  app.get(
    '/ContentApi/Export',
    {
      schema: {
        tags: ['Import and export'],
        operationId: 'exportStore',
        summary: 'The whole store as a dump (NDJSON)',
        description:
          'A first line describing the dump (format, format version, languages with their ids), then one line ' +
          'per content, ascending id, archived and purged ones included: its key, whether it is archived, and ' +
          'every version with its id, `createdAt`, kind and the texts written (or deleted: `text` null) in it. ' +
          '`npm run cli -- import <file>` loads it into an empty store. Streamed.',
        response: {
          200: {
            description: 'The dump: one JSON object per line.',
            content: { 'application/x-ndjson': { schema: Type.String() } },
          },
          ...problemResponses(500, 503),
        },
      },
    },
    async (_request, reply) => {
      const lines = dumpLines(dumps)
      // The header is read before answering, so a store that is down gets a 503 rather than a broken 200.
      const first = await lines.next()
      async function* body() {
        if (!first.done) yield first.value
        yield* lines
      }
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="content-store.ndjson"')
        .send(Readable.from(body(), { objectMode: false }) as never)
    },
  )
}
