// Checks every answer the test apps give against the OpenAPI document: its status must be documented for
// the route, and a JSON body must match the documented schema of its content type; a 405 (a method the path
// does not take) is checked against the 405 documented on the path's operations, its Allow header included.
// Violations are collected and asserted empty when the test file ends, so every suite that uses startApp
// takes part.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after } from 'node:test'
import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ROOT } from '../../scripts/build-freshness.mjs'
import { openApiDocument } from '../../scripts/write-openapi.js'

type Responses = Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>
type Document = { paths: Record<string, Record<string, { responses: Responses }>> }

const violations: string[] = []
let checker: Promise<(request: FastifyRequest, reply: FastifyReply, payload: unknown) => void> | undefined

after(() => {
  assert.deepEqual(violations, [], 'answers that do not match the OpenAPI document')
})

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) hashTree(hash, path)
    else hash.update(path).update(readFileSync(path))
  }
}

/**
 * The document is a function of the source and the locked dependencies: built once for each state of them
 * and kept in a temp file, so that the suite's test files (one process each) do not each build an app for it.
 */
export async function documentOfSource(): Promise<Document> {
  const hash = createHash('sha256')
  hashTree(hash, join(ROOT, 'src'))
  hash.update(readFileSync(join(ROOT, 'package-lock.json')))
  const cached = join(tmpdir(), `content-store-openapi-${hash.digest('hex').slice(0, 16)}.json`)
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as Document
  } catch {
    const document = (await openApiDocument()) as unknown as Document
    // Written whole, then renamed: a file running in parallel reads the complete document or none.
    const partial = `${cached}.${process.pid}`
    await writeFile(partial, JSON.stringify(document))
    await rename(partial, cached)
    return document
  }
}

async function build() {
  const document = await documentOfSource()
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  ajv.addSchema(document, 'openapi.json')
  const validators = new Map<string, ValidateFunction>()
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url
    if (route === undefined || request.method === 'HEAD') return
    const path = route.replace(/:(\w+)/g, '{$1}')
    // A method the path does not take has no operation of its own: its 405 is documented on each of the
    // path's operations, and checked against the first.
    const method = request.routeOptions.config.methodNotAllowed
      ? Object.keys(document.paths[path] ?? {})[0]
      : request.method.toLowerCase()
    const operation = method === undefined ? undefined : document.paths[path]?.[method]
    if (!operation) return // not part of the API (Swagger UI's own routes)
    const status = String(reply.statusCode)
    const response = operation.responses[status]
    const where = `${request.method} ${path} ${status}`
    if (!response) {
      violations.push(`${where}: status not documented`)
      return
    }
    if (response.headers?.Allow && reply.getHeader('allow') === undefined)
      violations.push(`${where}: the documented Allow header is missing`)
    // A string or bytes (JSON the store wrote, routes/content-routes.ts answerRendered); no body, or a stream.
    const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload
    if (status === '304' || typeof body !== 'string') return
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? ''
    if (!response.content?.[type]) {
      violations.push(`${where}: content type ${type} not documented`)
      return
    }
    if (!type.includes('json')) return
    const ref = `openapi.json#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer(type)}/schema`
    let validate = validators.get(ref)
    if (!validate) {
      validate = ajv.compile({ $ref: ref })
      validators.set(ref, validate)
    }
    if (!validate(JSON.parse(body))) violations.push(`${where}: ${ajv.errorsText(validate.errors)}`)
  }
}

/** An onSend hook that checks each answer; the document is read once per test file. */
export async function openApiOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  checker ??= build()
  ;(await checker)(request, reply, payload)
  return payload
}
