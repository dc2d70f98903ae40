// How route schemas become code: the validators (Ajv) and the response serializers (fast-json-stringify).
//
// Compiling them is most of the cost of building an app (about half a second of CPU for the ~100 routes). A
// compiled function depends only on its schema, the shared schemas it may reference and the compiler's
// options, so each is compiled once per process and kept, keyed by the JSON of all three: a process that
// builds the app more than once (the tests build about a hundred) compiles each schema once. A server builds
// one app and loses nothing.
//
// Request bodies are validated without type coercion (`{"Text":123}` is a 400, never a stored "123"), while
// query strings and path parameters, which are always text, are coerced to their declared types.
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv'
import fastJsonStringify, { type Schema, type Options as SerializerOptions } from 'fast-json-stringify'

type Serializer = (data: unknown) => string

/** Compiled functions by the JSON of what they were compiled from, one map per set of shared schemas. */
const compiledBy = new Map<string, Map<string, ValidateFunction | Serializer>>()

function cache(of: string): Map<string, ValidateFunction | Serializer> {
  let found = compiledBy.get(of)
  if (!found) {
    found = new Map()
    compiledBy.set(of, found)
  }
  return found
}

function once<T extends ValidateFunction | Serializer>(
  compiled: Map<string, ValidateFunction | Serializer>,
  key: string,
  compile: () => T,
): T {
  let found = compiled.get(key)
  if (!found) {
    found = compile()
    compiled.set(key, found)
  }
  return found as T
}

const AJV_OPTIONS = { allErrors: true, useDefaults: true, strict: false, removeAdditional: false } as const

/** Fastify validator compiler: bodies without coercion, everything else with it. */
export function createValidatorCompiler(sharedSchemas: readonly AnySchema[]) {
  const compiled = cache(`validators ${JSON.stringify(sharedSchemas)}`)
  // The two Ajv instances are built at the first compile that misses (and only then): a process whose schemas
  // are all compiled already needs none.
  let ajv: { bodies: Ajv; others: Ajv } | undefined
  const instances = () => {
    if (!ajv) {
      const bodies = new Ajv({ ...AJV_OPTIONS, coerceTypes: false })
      const others = new Ajv({ ...AJV_OPTIONS, coerceTypes: 'array' })
      for (const schema of sharedSchemas) {
        bodies.addSchema(schema)
        others.addSchema(schema)
      }
      ajv = { bodies, others }
    }
    return ajv
  }
  return ({ schema, httpPart }: { schema: AnySchema; httpPart?: string }) => {
    const body = httpPart === 'body'
    return once(compiled, `${body ? 'body' : 'other'} ${JSON.stringify(schema)}`, () =>
      (body ? instances().bodies : instances().others).compile(schema),
    )
  }
}

/**
 * Fastify serializer factory (`schemaController.compilersFactory.buildSerializer`): fast-json-stringify, as
 * Fastify's own, with the context's shared schemas as external schemas, less the one being compiled if it is
 * among them (fast-json-stringify refuses a schema whose $id is also external).
 */
export function buildSerializer(externalSchemas?: unknown, options?: SerializerOptions) {
  const compiled = cache(`serializers ${JSON.stringify([externalSchemas, options])}`)
  return ({ schema }: { schema?: unknown }): Serializer =>
    once(compiled, JSON.stringify(schema), () => {
      const external = { ...(externalSchemas as Record<string, Schema>) }
      const id = (schema as { $id?: string }).$id
      if (id !== undefined) delete external[id]
      return fastJsonStringify(schema as Schema, { ...options, schema: external })
    })
}
