// How request bodies are read and checked before a route sees them:
// - only JSON is accepted (anything else is 415), decoded as strict UTF-8 and parsed without prototype
//   poisoning; a body that is not valid JSON is a 400 problem;
// - an operation that takes no body (its route declares no body schema) accepts an empty one, whatever its
//   Content-Type: many clients send `Content-Type: application/json` with every POST;
// - member names match the schema case-insensitively, as ASP.NET clients send `Text` or `text`;
// - bodies are validated without type coercion (schema-compilers.ts).
import type { Readable } from 'node:stream'
import type { AnySchema } from 'ajv'
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify'
import sjson from 'secure-json-parse'
import { SHARED_SCHEMAS } from '../schemas/index.js'
import { validationProblem } from './http-problem.js'

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  const decoder = new TextDecoder('utf-8', { fatal: true })
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length === 0 && takesNoBody(request)) return done(null, undefined)
    let text: string
    try {
      text = decoder.decode(body)
    } catch {
      return done(validationProblem({ $: ['The request body is not valid UTF-8.'] }))
    }
    if (text.trim() === '') {
      return done(validationProblem({ $: ['A non-empty request body is required.'] }))
    }
    try {
      return done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }))
    } catch (error) {
      // secure-json-parse throws SyntaxError for bad JSON and for __proto__ / constructor.prototype members;
      // JSON nested past the parser's stack depth is a RangeError.
      const reason =
        error instanceof RangeError
          ? 'it is nested too deeply'
          : error instanceof Error
            ? error.message
            : 'unreadable'
      return done(validationProblem({ $: [`The request body is not valid JSON: ${reason}`] }))
    }
  })
  // Any other type (or none, with a body): only an empty body, on an operation that takes none, is let
  // through; the rest is the 415 Fastify gives when no parser matches, refused before a body is read.
  app.addContentTypeParser('*', (request, payload: Readable, done) => {
    const unsupported = () => done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined)
    if (request.is404) return done(null, undefined)
    if (!takesNoBody(request)) return unsupported()
    if (request.headers['transfer-encoding'] === undefined) {
      const length = request.headers['content-length']
      return length === undefined || length === '0' ? done(null, undefined) : unsupported()
    }
    // Chunked: empty only if it ends before any byte arrives.
    let decided = false
    const decide = (empty: boolean) => {
      if (decided) return
      decided = true
      payload.removeAllListeners('data')
      if (empty) done(null, undefined)
      else unsupported()
    }
    payload.on('data', (chunk: Buffer) => {
      if (chunk.length > 0) decide(false)
    })
    payload.once('end', () => decide(true))
    payload.once('error', () => decide(false))
  })
}

/** An operation whose route declares no body schema takes no body (the 404 handler has no route at all). */
function takesNoBody(request: FastifyRequest): boolean {
  return request.is404 || request.routeOptions.schema?.body === undefined
}

type SchemaNode = {
  $ref?: string
  type?: unknown
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  anyOf?: SchemaNode[]
}

/**
 * A preValidation hook that renames body members to the schema's spelling, ignoring case, at every depth
 * the schema describes. Members the schema does not name are dropped (the API ignores unknown members);
 * a member given twice under different cases is a 400, since which one was meant cannot be known.
 */
export function caseInsensitiveMembers(schema: object) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = normalise(request.body, schema as SchemaNode, '')
  }
}

// A named schema is reached by `{ "$ref": "<$id>" }` (see schemas/ref.ts): followed to the schema it names.
const NAMED = new Map<string, SchemaNode>(
  SHARED_SCHEMAS.map((schema) => {
    const named = schema as unknown as SchemaNode & { $id: string }
    return [named.$id, named]
  }),
)

function resolved(schema: SchemaNode): SchemaNode {
  if (schema.$ref === undefined) return schema
  const named = NAMED.get(schema.$ref)
  if (!named) throw new TypeError(`No shared schema has the $id "${schema.$ref}"`)
  return resolved(named)
}

function normalise(value: unknown, reference: SchemaNode, path: string): unknown {
  const schema = resolved(reference)
  if (Array.isArray(value)) {
    const items = schema.items ?? firstOf(schema, (s) => s.items)
    return items ? value.map((v, i) => normalise(v, items, `${path}[${i}]`)) : value
  }
  const properties = schema.properties ?? firstOf(schema, (s) => s.properties)
  if (value === null || typeof value !== 'object' || !properties) return value
  const canonical = new Map(Object.keys(properties).map((k) => [k.toLowerCase(), k]))
  const out: Record<string, unknown> = {}
  const givenAs = new Map<string, string>()
  for (const [key, member] of Object.entries(value)) {
    const name = canonical.get(key.toLowerCase())
    if (name === undefined) continue
    const field = path ? `${path}.${name}` : name
    const earlier = givenAs.get(name)
    if (earlier !== undefined) {
      throw validationProblem({
        [field]: [
          `The ${field} field is given twice, as "${earlier}" and "${key}"; member names ignore case.`,
        ],
      })
    }
    givenAs.set(name, key)
    const sub = properties[name]
    out[name] = sub ? normalise(member, sub, field) : member
  }
  return out
}

function firstOf<T>(schema: SchemaNode, pick: (s: SchemaNode) => T | undefined): T | undefined {
  for (const option of schema.anyOf ?? []) {
    const found = pick(resolved(option))
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Validates the body against one schema from inside a hook, through the route's own validator compiler,
 * and throws the same validation error Fastify would, for the one error handler to answer.
 */
export function validateAs(request: FastifyRequest, schema: AnySchema): void {
  const validate = request.compileValidationSchema(schema as Record<string, unknown>, 'body')
  if (!validate(request.body)) {
    throw Object.assign(new Error('The request body is invalid.'), {
      validation: validate.errors ?? [],
      validationContext: 'body',
      statusCode: 400,
    })
  }
}
