// The OpenAPI document and Swagger UI, served in development only, at the paths Swashbuckle uses:
// /swagger/v1/swagger.json and /swagger. Registered before the routes so it sees all of them.
import type { FastifyInstance } from 'fastify'

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Loaded here, not at start-up: production and test apps never serve them.
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ])
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      servers: [{ url: '/', description: 'This service' }],
      info: {
        title: 'content-store',
        version: 'v1',
        description:
          'Multilingual text content: contents whose texts each carry a language and a version. ' +
          'Errors are application/problem+json (RFC 9457), never cached.',
        contact: { name: 'content-store maintainers' },
        // No licence has been chosen for the service: the document says so rather than leaving it out.
        license: { name: 'UNLICENSED (proprietary: no licence is granted)' },
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Only when the service is configured with API_KEYS: writes need a key with write scope, reads ' +
              'a key only when READS_REQUIRE_KEY=true. /healthz is always open.',
          },
        },
      },
      tags: [
        { name: 'Content', description: 'Contents and their texts' },
        { name: 'History', description: 'Versions of a content, and restoring one' },
        {
          name: 'Reading',
          description: 'A content in one language, with fallback (WikiPage), and bundles for apps',
        },
        { name: 'Languages', description: 'The languages, and how much content each has' },
        { name: 'Changes', description: 'The change log, in commit order' },
        { name: 'Health', description: 'Liveness of the service and its store' },
        { name: 'Search', description: 'Finding current texts' },
        { name: 'Drafts', description: 'Machine drafts between Bokmål and Nynorsk (Apertium)' },
        {
          name: 'Translation memory',
          description: 'Suggestions from earlier translations and imported TMX; the memory as TMX',
        },
        {
          name: 'Workflow',
          description: 'Translation workflow: source language, approving texts, what changed in a source',
        },
        {
          name: 'Checks',
          description:
            'Quality checks of texts: placeholders, markup, plurals, lengths and more (docs/CHECKS.md)',
        },
        {
          name: 'Webhooks',
          description: 'Subscriptions that receive every change, signed (Standard Webhooks)',
        },
        { name: 'Import and export', description: 'Whole-store dumps, and XLIFF for translators' },
        {
          name: 'Terms',
          description: "The termbase: the organisation's preferred, admitted and forbidden terms",
        },
        { name: 'Operations', description: 'Metrics for operators' },
      ],
    },
    // Every operation may answer 429 (RATE_LIMIT), and 401/403 (API_KEYS): said once here, not per route.
    // So are what HTTP itself fixes: HEAD beside every GET, no body on 204 and 304, Retry-After on 429/503,
    // 405 with Allow.
    transformObject: (document) =>
      'openapiObject' in document
        ? (withBodyExamplesOnMediaTypes(
            withHttpRules(withSecurityAnswers(document.openapiObject as OpenApiDocument)),
          ) as typeof document.openapiObject)
        : document.swaggerObject,
    // Shared schemas (added with addSchema) become components named by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
  await app.register(swaggerUi, { routePrefix: '/swagger', theme: { title: 'content-store API' } })
  app.get('/swagger/v1/swagger.json', { schema: { hide: true } }, async () => app.swagger())
}

type Response = { description: string; content?: unknown; headers?: Record<string, unknown> }
type Schema = { $ref?: string; anyOf?: Schema[]; example?: unknown }
type MediaType = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> }
type Operation = {
  responses?: Record<string, Response>
  requestBody?: { content?: Record<string, MediaType> }
  security?: unknown[]
  operationId?: string
  parameters?: { in: string; required?: boolean; schema?: { default?: unknown } }[]
  summary?: string
  description?: string
}
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
})

function withSecurityAnswers(document: OpenApiDocument): OpenApiDocument {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (path === '/healthz') {
      // Open to everyone, always: for load balancers and probes.
      for (const operation of Object.values(item)) operation.security = []
      continue
    }
    for (const [method, operation] of Object.entries(item)) {
      const responses = operation.responses ?? {}
      responses['401'] = problem('Unauthorized: API keys are configured and no valid key was sent.')
      if (method !== 'get' && method !== 'head') {
        responses['403'] = problem(
          'Forbidden: the API key may read but not write, or may not write (or review) a language this request touches.',
        )
      }
      responses['429'] = problem('Too Many Requests (RATE_LIMIT); Retry-After says when to retry.')
      operation.responses = responses
      operation.security = [{}, { apiKey: [] }]
    }
  }
  return document
}

const METHOD_NOT_ALLOWED = {
  ...problem('Method Not Allowed: the path does not take this method; Allow lists the ones it takes.'),
  headers: {
    Allow: {
      schema: { type: 'string', example: 'GET, HEAD, PUT, DELETE' },
      description: 'The methods the path takes, comma-separated.',
    },
  },
}

const BODY_REFUSALS = {
  '413': problem('Content Too Large: the request body is larger than BODY_LIMIT.'),
  '415': problem(
    'Unsupported Media Type: a request body that is not JSON. An operation that takes no body takes an ' +
      'empty one of any type.',
  ),
}

const RETRY_AFTER = {
  'Retry-After': { schema: { type: 'string' }, description: 'Seconds to wait before retrying.' },
}

/**
 * What HTTP fixes for every route, said in the document so that tools that check answers against it (Prism,
 * dredd) agree with the service: Fastify answers HEAD for every GET, with the GET's headers and no body; 204
 * and 304 carry no body; 429 and 503 say when to retry; a method the path does not take is a 405 whose
 * `Allow` lists the ones it does; a write may be sent a body too large (413) or not JSON (415).
 */
function withHttpRules(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (method !== 'get' && method !== 'head') {
        // Any body may be sent to a write, even one that takes none (request-body.ts).
        operation.responses = { ...BODY_REFUSALS, ...operation.responses }
      }
      // A query parameter with a default need not be sent (the schemas keep it required so that handlers
      // see the filled-in default in their types).
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status === '204' || status === '304') delete response.content
        if (status === '429' || status === '503') response.headers = { ...response.headers, ...RETRY_AFTER }
      }
      operation.responses = { ...operation.responses, '405': METHOD_NOT_ALLOWED }
    }
    const get = item.get
    if (get && !item.head) {
      const responses = Object.fromEntries(
        Object.entries(get.responses ?? {}).map(([status, { content: _body, ...rest }]) => [status, rest]),
      )
      item.head = {
        ...get,
        ...(get.operationId ? { operationId: `${get.operationId}Head` } : {}),
        summary: `${get.summary ?? 'GET'}: headers only`,
        description: 'As GET, with the same status and headers and no body.',
        responses,
      }
    }
  }
  return document
}

/**
 * A request body's example belongs on its media type, where tools (Swagger UI's "Try it out", Prism, client
 * generators) look for it. The TypeBox schemas keep theirs (one source), and shared payload schemas become
 * components that the body refers to; so the example is moved from the component to each body that uses it,
 * and a body that takes one of several payloads (anyOf) gets one named example for each.
 */
function withBodyExamplesOnMediaTypes(document: OpenApiDocument): OpenApiDocument {
  const components = document.components?.schemas ?? {}
  const prefix = '#/components/schemas/'
  const component = (schema: Schema | undefined): readonly [string, Schema | undefined] | undefined => {
    if (!schema?.$ref?.startsWith(prefix)) return undefined
    const name = schema.$ref.slice(prefix.length)
    return [name, components[name]]
  }
  const moved = new Set<Schema>()
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const direct = component(media.schema)
        if (direct?.[1]?.example !== undefined) {
          media.example = direct[1].example
          moved.add(direct[1])
          continue
        }
        const alternatives = (media.schema?.anyOf ?? []).map(component)
        const named = alternatives.filter((entry) => entry?.[1]?.example !== undefined)
        if (named.length > 0) {
          media.examples = Object.fromEntries(
            named.map((entry) => {
              const [name, schema] = entry as readonly [string, Schema]
              moved.add(schema)
              return [name, { value: schema.example }]
            }),
          )
        }
      }
    }
  }
  for (const schema of moved) delete schema.example
  return document
}
