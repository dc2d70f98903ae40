// The Idempotency-Key request header (IETF httpapi draft) on every POST, PUT and DELETE: a retry with the same
// key and the same request gets the first answer again instead of doing the work twice; the same key with
// another request is a 422; a retry while the first is still running is a 409.
//
// Keys live in the store (store/idempotency-store.ts), so they hold across restarts and instances. A content
// write marks its key in its own transaction, so even when the process dies between the commit and the answer
// (or the store fails as it answers), a retry finds what was committed and answers as the first would have,
// from the content as of that version. Routes say how (config.replayFromContent: their success status, and
// config.replayWarnings: the warnings about the texts written, checked again on the content as of that version;
// a retry of a write that changed nothing gets those of the texts its version wrote).
// A route whose answer holds what must not be kept (a webhook subscription's secret) says how its answer is
// stored and made again instead (config.keptAnswer).
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { Content } from '../schemas/content.js'
import type { TextWarning } from '../schemas/warnings.js'
import type { ContentHistory, Store } from '../store/content-store.js'
import { type RecordedAnswer, withIdempotencyKey } from '../store/idempotency-store.js'
import { HttpProblem, RETRY_AFTER_SECONDS } from './http-problem.js'
import { etag } from './preconditions.js'
import { problemResponses } from './responses.js'

const METHODS = new Set(['POST', 'PUT', 'DELETE'])
/** The answer's headers that are part of it, recorded and replayed with it. */
const RECORDED_HEADERS = ['content-type', 'location', 'etag', 'content-language', 'vary', 'link']

const KEY_HEADER = {
  type: 'string',
  pattern: '^[\\x21-\\x7E]{1,255}$',
  description:
    'Makes a retry safe: the same key with the same request within 24 hours answers what the first answered ' +
    '(nothing is done twice); with another request, 422; while the first is still running, 409. 1 to 255 ' +
    'visible ASCII characters, e.g. a UUID.',
}

/**
 * The warnings a text write answered, made again from the content as of its version (the routes with
 * config.replayWarnings): services/checks/checked-writes.ts warningsAtVersion.
 */
export type ReplayWarnings = (content: Content, versionId: number) => Promise<readonly TextWarning[]>

/** Hooks that claim, replay and record keys; registered before the routes, whose handlers it wraps. */
export function registerIdempotency(
  app: FastifyInstance,
  store: Pick<Store, 'idempotency' | 'history'>,
  replayWarnings?: ReplayWarnings,
): void {
  // The hooks are the routes' own, on the routes that take keys: a read passes none of them (no promise per
  // hook and request on GET).
  app.addHook('onRoute', (route) => {
    if (!writes(route)) return
    route.preHandler = [claimKey, ...[route.preHandler ?? []].flat()]
    route.onSend = [...[route.onSend ?? []].flat(), recordAnswer]
    if (!takesKeys(route)) return
    documentKey(route)
    const replay = route.config?.replayFromContent
    if (replay === undefined) return
    // The content write the handler makes carries the claimed key into its transaction.
    const handler = route.handler
    route.handler = function (this: FastifyInstance, request, reply) {
      const id = request.idempotencyKeyId
      return id === undefined
        ? handler.call(this, request, reply)
        : withIdempotencyKey(id, () => handler.call(this, request, reply))
    }
  })

  /** Claims the request's key before the handler runs, or answers from what the key already has. */
  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const key = request.headers['idempotency-key']
    // Only on routes that write (the hook is theirs); a route may also answer other methods.
    if (typeof key !== 'string' || !METHODS.has(request.method)) return
    const claim = await store.idempotency.claim(
      scopeOf(request),
      key,
      fingerprintOf(request),
      request.routeOptions.config.replayFromContent,
    )
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyKeyId = claim.id
        return
      case 'mismatch':
        throw new HttpProblem(
          422,
          'This Idempotency-Key was used with another request (method, path or body) in the last 24 hours. ' +
            'Use a new key for a new request.',
        )
      case 'inProgress':
        throw new HttpProblem(
          409,
          'A request with this Idempotency-Key is still being processed. Retry once it has been answered.',
          { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        )
      case 'answered': {
        const kept = request.routeOptions.config.keptAnswer
        return replay(
          reply,
          kept && isSuccess(claim.answer.status) ? await kept.replay(claim.answer) : claim.answer,
        )
      }
      case 'committed': {
        const warnings = request.routeOptions.config.replayWarnings ? replayWarnings : undefined
        const answer = await answerOfCommitted(store.history, claim, warnings)
        await store.idempotency.record(claim.id, answer)
        return replay(reply, answer)
      }
    }
  }

  /** Records the answer of a claimed key (or releases the key after a failure). */
  async function recordAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const id = request.idempotencyKeyId
    if (id === undefined) return payload
    request.idempotencyKeyId = undefined
    try {
      if (
        reply.statusCode >= 500 ||
        !(payload === null || payload === undefined || typeof payload === 'string')
      ) {
        // A failure may be answered differently next time; a retry runs again (or finds what was committed).
        await store.idempotency.release(id)
      } else {
        const kept = request.routeOptions.config.keptAnswer
        const answer = recordOf(reply, payload ?? '')
        if (kept && isSuccess(answer.status)) answer.body = kept.keep(answer.body)
        await store.idempotency.record(id, answer)
      }
    } catch (error) {
      // The key keeps its lease and expires with it; a retry then finds what was committed, if anything.
      request.log.warn({ err: error }, 'could not record the answer of an Idempotency-Key')
    }
    return payload
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300

/** A route that answers a POST, PUT or DELETE (not the 405s of method-not-allowed.ts): keys are honoured there. */
function writes(route: RouteOptions): boolean {
  return [route.method].flat().some((m) => METHODS.has(m)) && !route.config?.methodNotAllowed
}

/** Whether a route's document shows the key: the routes that honour it, except hidden ones. */
function takesKeys(route: RouteOptions): boolean {
  return writes(route) && !route.schema?.hide
}

/** Adds the header and the 409 and 422 answers to the route's schema, so the OpenAPI document shows them. */
function documentKey(route: RouteOptions): void {
  const schema = route.schema ?? {}
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>
  }
  const response = (schema.response ?? {}) as Record<string, unknown>
  route.schema = {
    ...schema,
    headers: { ...headers, properties: { ...headers.properties, 'idempotency-key': KEY_HEADER } },
    response: { ...problemResponses(409, 422), ...response },
  }
}

/** Keys belong to a client: with API keys, to the key it sends; without, to everyone. */
function scopeOf(request: FastifyRequest): string {
  const authorization = request.headers.authorization
  return authorization === undefined ? '' : createHash('sha256').update(authorization).digest('hex')
}

/** What makes two requests the same request: method, path and query as sent, and the body as parsed. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex')
}

function recordOf(reply: FastifyReply, body: string): RecordedAnswer {
  const headers: Record<string, string> = {}
  for (const name of RECORDED_HEADERS) {
    const value = reply.getHeader(name)
    if (value !== undefined) headers[name] = String(value)
  }
  return { status: reply.statusCode, headers, body }
}

async function answerOfCommitted(
  history: ContentHistory,
  claim: { replayStatus: number; contentId: number; versionId: number },
  replayWarnings: ReplayWarnings | undefined,
): Promise<RecordedAnswer> {
  const headers: Record<string, string> = { etag: etag(claim.versionId) }
  if (claim.replayStatus === 201) headers.location = `/ContentApi/Content/${claim.contentId}`
  if (claim.replayStatus === 204) return { status: 204, headers, body: '' }
  const content = await history.getContentAtVersion(claim.contentId, claim.versionId)
  headers['content-type'] = 'application/json; charset=utf-8'
  // As the route answered it (http/responses.ts sendWritten): the warnings after the content's members.
  const warnings = replayWarnings ? await replayWarnings(content, claim.versionId) : []
  const body = warnings.length === 0 ? content : { ...content, warnings }
  return { status: claim.replayStatus, headers, body: JSON.stringify(body) }
}

function replay(reply: FastifyReply, answer: RecordedAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body === '' ? undefined : answer.body)
}

/** How a route's successful answer is kept for retries when it must not be kept as it was sent. */
export interface KeptAnswer {
  /** The answer's body as stored (e.g. without its secret). */
  keep(body: string): string
  /** The answer to a retry, made from the stored one and the store; throws an HttpProblem when it cannot be. */
  replay(stored: RecordedAnswer): Promise<RecordedAnswer>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose successful answer is stored otherwise than as sent, and made again on a retry. */
    keptAnswer?: KeptAnswer
    /**
     * A route whose answer is the content its one write made (200, 201 with Location, or 204), so that the
     * answer of a committed write can be made again from the content as of that version.
     */
    replayFromContent?: 200 | 201 | 204
    /**
     * With replayFromContent: the answer also carries the warnings about the texts the write wrote (a
     * WrittenContent), made again by registerIdempotency's replayWarnings.
     */
    replayWarnings?: true
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, until its answer is recorded. */
    idempotencyKeyId?: number
  }
}
