// Response declarations shared by routes, so every route lists its error statuses the same way and the
// OpenAPI document shows them as application/problem+json.
import { STATUS_CODES } from 'node:http'
import { Type } from 'typebox'
import { ProblemDetails } from '../schemas/problem.js'
import { ref } from '../schemas/ref.js'

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
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The id of a content.' }),
})

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'The ETag of the version the write is based on; 412 when it is no longer the latest.',
    }),
  ),
})
