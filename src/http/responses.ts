// Response declarations shared by routes, so every route lists its error statuses the same way and the
// OpenAPI document shows them as application/problem+json.
import { STATUS_CODES } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { Type } from 'typebox'
import { KEY_PATTERN, KEY_RULE } from '../schemas/content.js'
import { ProblemDetails } from '../schemas/problem.js'
import { ref } from '../schemas/ref.js'
import type { TextWarning } from '../schemas/warnings.js'
import type { Written } from '../store/content-store.js'
import { validationProblem } from './http-problem.js'
import { etag } from './preconditions.js'

export function problemResponses<const S extends readonly number[]>(...statuses: S) {
  const out: Record<number, unknown> = {}
  for (const status of statuses) {
    out[status] = {
      description: STATUS_CODES[status] ?? 'Error',
      content: { 'application/problem+json': { schema: ref(ProblemDetails) } },
    }
  }
  return out as {
    [K in S[number]]: {
      description: string
      content: { 'application/problem+json': { schema: ReturnType<typeof ref<typeof ProblemDetails>> } }
    }
  }
}

export const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: Type.String() } },
})

export const ContentIdParams = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'The id of a content.',
    examples: [1],
  }),
})

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'The ETag of the version the write is based on; 412 when it is no longer the latest.',
    }),
  ),
})

export const ETAG_HEADER = {
  ETag: { type: 'string', description: 'The latest version id of the content, quoted.' },
}

export const LOCATION_HEADER = {
  Location: { type: 'string', description: 'The path of the content created.' },
}

/** Answers a write: the content after it, with its ETag, and the warnings about its texts when there are any. */
export function sendWritten(
  reply: FastifyReply,
  written: Written & { warnings?: readonly TextWarning[] },
  status = 200,
) {
  const { content, warnings } = written
  return reply
    .code(status)
    .header('etag', etag(written.versionId))
    .send(warnings === undefined || warnings.length === 0 ? content : { ...content, warnings })
}

/** Answers a deletion or an archive: no body, the new ETag. */
export function sendDeleted(reply: FastifyReply, written: Written) {
  return reply.code(204).header('etag', etag(written.versionId)).send()
}

export const KeyParams = Type.Object({
  key: Type.String({
    pattern: KEY_PATTERN,
    description: `The key (${KEY_RULE}). A slash in a key is sent percent-encoded (%2F), as OpenAPI path templating requires (\`ByKey/skjema%2Ftittel\`); the service also takes it unencoded (\`ByKey/skjema/tittel\`).`,
    examples: ['skjema.tittel'],
  }),
})

const KEY = new RegExp(KEY_PATTERN)

/**
 * A GET route addressed by a content's key, at `<prefix>/{key}`. Keys may hold slashes: sent percent-encoded
 * they fill the one documented path segment, sent as they are they reach a hidden catch-all twin.
 */
export function routeByKey(
  app: FastifyInstance,
  prefix: string,
  route: {
    schema: FastifySchema
    handler: (key: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
  },
): void {
  app.get<{ Params: { key: string } }>(
    `${prefix}/:key`,
    { schema: { ...route.schema, params: KeyParams } },
    async (request, reply) => route.handler(request.params.key, request, reply),
  )
  // Keys with a slash reach this route; it takes the same query and answers as the documented one.
  const { params: _params, ...rest } = route.schema
  app.get<{ Params: { '*': string } }>(
    `${prefix}/*`,
    { schema: { ...rest, hide: true } },
    async (request, reply) => {
      const key = request.params['*']
      if (!KEY.test(key)) throw validationProblem({ key: [`The key path segment must be ${KEY_RULE}.`] })
      return route.handler(key, request, reply)
    },
  )
}
