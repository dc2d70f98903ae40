// The one place failures become answers: every error, unknown route and wrong method is turned into an
// application/problem+json body (RFC 9457) with the request id as traceId. 5xx details are masked and the
// error is logged with that id; nothing from a stack, SQL or a driver reaches a client. No error answer may
// be stored by a cache (`Cache-Control: no-store`): a browser that kept a 410 or a 503 would go on showing
// it after the content was restored or the service came back.
import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from '../domain-error.js'
import { TEXT_PATTERN, TEXT_RULE_MESSAGE } from '../schemas/content.js'
import type { ProblemDetails } from '../schemas/problem.js'
import { PreconditionFailedError, StorageFullError, StoreUnavailableError } from '../store/errors.js'
import { HttpProblem, VALIDATION_TITLE, type ValidationErrors, validationProblem } from './http-problem.js'
import { hasWeakTag } from './preconditions.js'
import { RepeatedErrorLog } from './repeated-error-log.js'
import { BASELINE_SECURITY_HEADERS } from './security-headers.js'

const TYPE_URIS: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  406: 'https://tools.ietf.org/html/rfc9110#section-15.5.7',
  408: 'https://tools.ietf.org/html/rfc9110#section-15.5.9',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  410: 'https://tools.ietf.org/html/rfc9110#section-15.5.11',
  412: 'https://tools.ietf.org/html/rfc9110#section-15.5.13',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  414: 'https://tools.ietf.org/html/rfc9110#section-15.5.15',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  422: 'https://tools.ietf.org/html/rfc9110#section-15.5.21',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  431: 'https://tools.ietf.org/html/rfc6585#section-5',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
  507: 'https://tools.ietf.org/html/rfc4918#section-11.5',
}

/** The Cache-Control of every error answer. */
export const ERROR_CACHE_CONTROL = 'no-store'

export function registerProblemHandling(app: FastifyInstance): void {
  const floods = new RepeatedErrorLog(app.log)
  // Answers not made by sendProblem (a replayed Idempotency-Key answer, a plugin's own) are errors too.
  // A callback hook: no promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('cache-control', ERROR_CACHE_CONTROL)
    done(null, payload)
  })
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let problem: HttpProblem
    try {
      problem = toHttpProblem(error, request)
    } catch (failure) {
      // Describing an error must not become Fastify's own plain-JSON 500.
      request.log.error({ err: failure, cause: error }, 'could not describe an error')
      problem = new HttpProblem(500, UNEXPECTED)
    }
    if (error instanceof StoreUnavailableError || error instanceof StorageFullError) {
      // The store is down or full: every request fails alike, so the log counts them instead.
      floods.report(`${error.name}: ${error instanceof StoreUnavailableError ? error.reason : 'disk full'}`, {
        reqId: request.id,
      })
    } else if (
      problem.status >= 500 &&
      (error instanceof HttpProblem || (error instanceof DomainError && error.status !== 500))
    ) {
      // A refusal the service chose (shutting down, no translation engine): its reason, counted, no stack.
      floods.report(problem.detail ?? String(problem.status), { reqId: request.id })
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed')
    } else {
      request.log.debug({ err: error }, 'request rejected')
    }
    return sendProblem(request, reply, problem)
  })

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, new HttpProblem(404, `No resource at ${request.method} ${pathOf(request)}.`)),
  )
}

/** The RFC 9457 body of a problem; `traceId` ties it to the request's log line. */
function problemBody(problem: HttpProblem, traceId: string): ProblemDetails {
  const body: ProblemDetails = {
    type: TYPE_URIS[problem.status] ?? 'about:blank',
    title: problem.extra.title ?? STATUS_CODES[problem.status] ?? 'Error',
    status: problem.status,
    traceId,
  }
  if (problem.detail !== undefined) body.detail = problem.detail
  if (problem.extra.errors !== undefined) body.errors = problem.extra.errors
  return body
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: HttpProblem,
): FastifyReply {
  return reply
    .code(problem.status)
    .headers(problem.extra.headers ?? {})
    .header('cache-control', ERROR_CACHE_CONTROL)
    .type('application/problem+json; charset=utf-8')
    .send(problemBody(problem, request.id))
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a request that did not
 * arrive in time, malformed HTTP) are answered as problem+json too, then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const detail =
    status === 431
      ? 'The request headers are larger than this service accepts.'
      : status === 408
        ? 'The request did not arrive in time.'
        : error.code === 'HPE_INVALID_URL' && hasNonAscii(error)
          ? nonAsciiUrlDetail(error)
          : 'The request is not valid HTTP.'
  // No request object exists yet, so no request id: the trace id is fresh.
  const body = JSON.stringify(problemBody(new HttpProblem(status, detail), randomUUID()))
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/problem+json; charset=utf-8\r\n' +
      `Cache-Control: ${ERROR_CACHE_CONTROL}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(BASELINE_SECURITY_HEADERS)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      'Connection: close\r\n\r\n' +
      body,
  )
}

type ParserError = Error & { rawPacket?: Buffer }

// Node's HTTP parser (llhttp) refuses bytes above 0x7F in a request target, and no safe setting changes
// that (the lenient parser is a request-smuggling risk). curl and other tools send such URLs unencoded, so
// the answer says what to send instead: each such byte percent-encoded (RFC 3986), shown on the very URL
// when its request line is at hand.
function hasNonAscii(error: ParserError): boolean {
  if (nonAsciiTarget(error.rawPacket) !== undefined) return true
  // A request line split across packets: the part of it in this one (up to the first line end).
  const packet = error.rawPacket ?? Buffer.alloc(0)
  const end = packet.indexOf('\r\n')
  return packet.subarray(0, end === -1 ? packet.length : end).some((byte) => byte > 0x7f)
}

const EXAMPLE_ENCODED = '/ContentApi/Search?q=s%C3%B8knader (for q=søknader)'

function nonAsciiUrlDetail(error: ParserError): string {
  const target = nonAsciiTarget(error.rawPacket)
  const encoded = target === undefined ? EXAMPLE_ENCODED : percentEncoded(target)
  return (
    'The request URL has characters that are not ASCII. Percent-encode them as UTF-8 (RFC 3986): ' +
    `send ${encoded}.`
  )
}

/** The request target, as bytes, of the complete request line in the packet that has a non-ASCII byte. */
function nonAsciiTarget(packet: Buffer | undefined): Buffer | undefined {
  if (packet === undefined) return undefined
  const lines = packet.toString('latin1').split('\r\n')
  for (const line of lines) {
    const match = /^[A-Za-z]+ (\S*[\x80-\xff]\S*) HTTP\/\d/.exec(line)
    if (match?.[1] !== undefined) return Buffer.from(match[1], 'latin1')
  }
  return undefined
}

function percentEncoded(target: Buffer): string {
  let out = ''
  for (const byte of target) {
    out +=
      byte > 0x20 && byte < 0x7f
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out.length > 300 ? `${out.slice(0, 300)}…` : out
}

function toHttpProblem(error: FastifyError, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error
  if (error instanceof DomainError) return domainProblem(error, request)
  if (error.validation) {
    return validationProblem(validationMessages(error.validation, error.validationContext ?? 'body'))
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new HttpProblem(415, 'Send the request body as application/json.')
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new HttpProblem(413, 'The request body is larger than this service accepts.')
  }
  const status = error.statusCode
  // Fastify's own client errors (bad media type, body too large, bad content-length …) carry safe messages.
  if (status !== undefined && status >= 400 && status < 500) {
    return new HttpProblem(status, error.message)
  }
  return new HttpProblem(500, UNEXPECTED)
}

const UNEXPECTED = 'An unexpected error occurred. The log has the details under this traceId.'

/** The answer a domain error says it has (domain-error.ts): the one rule for every service and store error. */
function domainProblem(error: DomainError, request: FastifyRequest): HttpProblem {
  if (error.status === 500) return new HttpProblem(500, UNEXPECTED)
  if (error.field !== undefined) {
    return new HttpProblem(error.status, error.summary, {
      title: VALIDATION_TITLE,
      errors: { [error.field]: [error.detail] },
    })
  }
  let detail = error.detail
  // Entity tags are HTTP's: only the request shows that If-Match held a weak one, which never matches.
  if (error instanceof PreconditionFailedError && hasWeakTag(request.headers['if-match'])) {
    detail +=
      ' A weak entity tag (W/"…") never matches If-Match: send the strong tag, as the ETag header gives it.'
  }
  return new HttpProblem(error.status, detail, error.headers ? { headers: { ...error.headers } } : {})
}

type AjvError = NonNullable<FastifyError['validation']>[number]

function validationMessages(errors: readonly AjvError[], context: string): ValidationErrors {
  // Field names come from the request (`?toString=1`, `?__proto__=1`): no prototype to collide with.
  const out: ValidationErrors = Object.create(null)
  for (const e of errors) {
    const params = e.params as Record<string, unknown>
    let path = e.instancePath
    if (e.keyword === 'required') path += `/${String(params.missingProperty)}`
    if (e.keyword === 'additionalProperties') path += `/${String(params.additionalProperty)}`
    const field = fieldName(path)
    const message = describe(e, field, context)
    const list = out[field] ?? []
    if (!list.includes(message)) list.push(message)
    out[field] = list
  }
  return out
}

/** `/Properties/0/Text` → `Properties[0].Text`, as ASP.NET names model-state keys; the body itself is `$`. */
function fieldName(instancePath: string): string {
  if (instancePath === '') return '$'
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (name, segment) =>
        /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
      '',
    )
}

function describe(e: AjvError, field: string, context: string): string {
  const params = e.params as Record<string, unknown>
  if (field === '$') {
    if (e.keyword === 'type') return `The request ${context} must be a JSON ${String(params.type)}.`
    return `The request ${context} ${e.message ?? 'is invalid'}.`
  }
  if (context !== 'body') {
    // Path, query and header values are text; their checks read differently from a JSON member's.
    const what =
      context === 'params' ? 'path segment' : context === 'querystring' ? 'query parameter' : 'header'
    if (e.keyword === 'additionalProperties') return `There is no ${field} ${what} here.`
    if (e.keyword === 'type') return `The ${field} ${what} must be ${article(String(params.type))}.`
    return `The ${field} ${what} ${e.message ?? 'is invalid'}.`
  }
  switch (e.keyword) {
    case 'required':
      return `The ${field} field is required.`
    case 'type':
      return `The ${field} field must be a JSON ${String(params.type)}.`
    case 'minItems':
      return `The ${field} field must have at least ${String(params.limit)} item(s).`
    case 'maxItems':
      return `The ${field} field must have at most ${String(params.limit)} items.`
    case 'minLength':
      return params.limit === 1
        ? `The ${field} field must not be empty.`
        : `The ${field} field must be at least ${String(params.limit)} characters long.`
    case 'maxLength':
      return `The ${field} field must be at most ${String(params.limit)} characters long.`
    case 'pattern':
      return params.pattern === TEXT_PATTERN
        ? `The ${field} field ${TEXT_RULE_MESSAGE}`
        : `The ${field} field is malformed.`
    default:
      return `The ${field} field ${e.message ?? 'is invalid'}.`
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? ''
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}
