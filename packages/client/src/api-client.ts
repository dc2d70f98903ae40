// The typed client for the whole API: one method per operationId of docs/openapi.json, its parameters, body
// and answer typed from the types generated from that document (generated/api.ts). It runs wherever `fetch`
// does (Node 20, browsers): no Node module is imported here.
import { type components, operationRoutes, type operations } from './generated/api.js'

export type OperationId = keyof typeof operationRoutes & keyof operations
export type ProblemDetails = components['schemas']['ProblemDetails']
export type Schemas = components['schemas']

type Operation<K extends OperationId> = operations[K]
type Parameters<K extends OperationId> = Operation<K>['parameters']

/** A field of the request: left out when the operation has none, optional when all of it is optional. */
type Field<Name extends string, T> = [Exclude<T, undefined>] extends [never]
  ? unknown
  : undefined extends T
    ? { [N in Name]?: Exclude<T, undefined> }
    : { [N in Name]: T }

type BodyOf<K extends OperationId> =
  Operation<K> extends { requestBody?: { content: infer C } } ? C[keyof C] : never

/** What a call takes: `path`, `query`, `header` parameters and `body`, as the operation declares them. */
export type RequestOf<K extends OperationId> = Field<'path', Parameters<K>['path']> &
  Field<'query', Parameters<K>['query']> &
  Field<'header', Parameters<K>['header']> &
  Field<'body', BodyOf<K>>

export interface CallOptions {
  signal?: AbortSignal
  /** The body's media type, when the operation takes several (the first one it declares otherwise). */
  contentType?: string
}

type SuccessStatus = 200 | 201 | 202 | 204
type ContentOf<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : string
  : undefined
type Responses<K extends OperationId> = Operation<K>['responses']

/** The parsed body of the operation's success answers: JSON parsed, other media types as text. */
export type DataOf<K extends OperationId> = {
  [S in keyof Responses<K> & SuccessStatus]: ContentOf<Responses<K>[S]>
}[keyof Responses<K> & SuccessStatus]

/** A success (or, for an operation that may answer 304 to If-None-Match, a Not Modified without data). */
export type ResultOf<K extends OperationId> =
  | { status: SuccessStatus; data: DataOf<K>; headers: Headers }
  | (304 extends keyof Responses<K> ? { status: 304; data: undefined; headers: Headers } : never)

type Call<K extends OperationId> =
  object extends RequestOf<K>
    ? (request?: RequestOf<K> & CallOptions) => Promise<ResultOf<K>>
    : (request: RequestOf<K> & CallOptions) => Promise<ResultOf<K>>

export type ContentStoreClient = { [K in OperationId]: Call<K> } & {
  /** The service's address, without a trailing slash. */
  readonly url: string
  /** The answer itself, unread, whatever its status (for streams: exportStore, streamChanges). */
  fetch<K extends OperationId>(operationId: K, request?: RequestOf<K> & CallOptions): Promise<Response>
}

export interface ClientOptions {
  /** The service's address, e.g. https://content.example.no */
  url: string
  /** An API key, sent as `Authorization: Bearer <key>`. */
  key?: string
  /** Another fetch (tests, or a wrapper that adds headers); the global one otherwise. */
  fetch?: typeof fetch
}

/** A problem answer (4xx or 5xx): its status, and the problem document when the service sent one. */
export class ContentStoreError extends Error {
  readonly status: number
  readonly problem: ProblemDetails | undefined
  constructor(status: number, statusText: string, problem: ProblemDetails | undefined) {
    const title = problem?.title ?? statusText
    // A validation problem names its fields in `errors` rather than in `detail`.
    const detail =
      problem?.detail ??
      Object.entries(problem?.errors ?? {})
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('; ')
    super(`${status} ${title}${detail ? `${title.endsWith('.') ? '' : ':'} ${detail}` : ''}`)
    this.name = 'ContentStoreError'
    this.status = status
    this.problem = problem
  }
}

/** Raises a ContentStoreError for a problem answer; reads its body (a problem document, if it is one). */
export async function throwIfProblem(response: Response): Promise<void> {
  if (response.status < 400) return
  let problem: ProblemDetails | undefined
  try {
    const text = await response.text()
    problem = /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined
  } catch {
    // No readable body: the status says enough.
  }
  throw new ContentStoreError(response.status, response.statusText, problem)
}

/** A body sent as it is (a file's text or bytes); anything else is a JSON document. */
function isRawBody(body: unknown): body is NonNullable<RequestInit['body']> {
  return (
    typeof body === 'string' ||
    ArrayBuffer.isView(body) ||
    body instanceof ArrayBuffer ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  )
}

export function createClient(options: ClientOptions): ContentStoreClient {
  const url = options.url.replace(/\/+$/, '')
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))

  function send(operationId: OperationId, request: Record<string, unknown> & CallOptions = {}) {
    const route = operationRoutes[operationId]
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = (request.path as Record<string, unknown> | undefined)?.[name]
      if (value === undefined) throw new TypeError(`${operationId}: the path parameter ${name} is missing`)
      return encodeURIComponent(String(value))
    })
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries((request.query as Record<string, unknown>) ?? {})) {
      if (value !== undefined) query.set(name, String(value))
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries((request.header as Record<string, unknown>) ?? {})) {
      if (value !== undefined) headers.set(name, String(value))
    }
    if (options.key) headers.set('Authorization', `Bearer ${options.key}`)
    let body: RequestInit['body']
    if (request.body !== undefined) {
      const type = request.contentType ?? route.bodyTypes[0] ?? 'application/json'
      headers.set('Content-Type', type)
      body = isRawBody(request.body) ? request.body : JSON.stringify(request.body)
    }
    const search = query.toString() ? `?${query}` : ''
    const init = {
      method: route.method,
      headers,
      body,
      signal: request.signal,
      // Revalidation is the caller's (If-None-Match): a browser's cache would turn a 304 into a 200.
      // (Node's RequestInit type lacks `cache`, which its fetch accepts: hence no literal in the call.)
      cache: 'no-store' as const,
    }
    return fetchFn(`${url}${path}${search}`, init)
  }

  const client: Record<string, unknown> = {
    url,
    fetch: (operationId: OperationId, request?: Record<string, unknown> & CallOptions) =>
      send(operationId, request),
  }
  for (const operationId of Object.keys(operationRoutes) as OperationId[]) {
    client[operationId] = async (request?: Record<string, unknown> & CallOptions) => {
      const response = await send(operationId, request)
      await throwIfProblem(response)
      const type = response.headers.get('content-type') ?? ''
      const text = await response.text()
      const data = text === '' ? undefined : /[/+]json\b/.test(type) ? JSON.parse(text) : text
      return { status: response.status, data, headers: response.headers }
    }
  }
  return client as ContentStoreClient
}
