// Checks every answer the test apps give against the OpenAPI document: its status must be documented for
// the route, and a JSON body must match the documented schema of its content type. Violations are collected
// and asserted empty when the test file ends, so every suite that uses startApp takes part.
import assert from 'node:assert/strict'
import { after } from 'node:test'
import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { openApiDocument } from '../../scripts/write-openapi.js'

type Responses = Record<string, { content?: Record<string, unknown> }>
type Document = { paths: Record<string, Record<string, { responses: Responses }>> }

const violations: string[] = []
let checker: Promise<(request: FastifyRequest, reply: FastifyReply, payload: unknown) => void> | undefined

after(() => {
  assert.deepEqual(violations, [], 'answers that do not match the OpenAPI document')
})

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

async function build() {
  const document = (await openApiDocument()) as unknown as Document
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  ajv.addSchema(document, 'openapi.json')
  const validators = new Map<string, ValidateFunction>()
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url
    if (route === undefined || request.method === 'HEAD' || request.routeOptions.config.methodNotAllowed)
      return
    const path = route.replace(/:(\w+)/g, '{$1}')
    const operation = document.paths[path]?.[request.method.toLowerCase()]
    if (!operation) return // not part of the API (Swagger UI's own routes)
    const status = String(reply.statusCode)
    const response = operation.responses[status]
    const where = `${request.method} ${path} ${status}`
    if (!response) {
      violations.push(`${where}: status not documented`)
      return
    }
    if (status === '304' || typeof payload !== 'string') return // no body, or a stream
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? ''
    if (!response.content?.[type]) {
      violations.push(`${where}: content type ${type} not documented`)
      return
    }
    if (!type.includes('json')) return
    const ref = `openapi.json#/paths/${pointer(path)}/${request.method.toLowerCase()}/responses/${status}/content/${pointer(type)}/schema`
    let validate = validators.get(ref)
    if (!validate) {
      validate = ajv.compile({ $ref: ref })
      validators.set(ref, validate)
    }
    if (!validate(JSON.parse(payload))) violations.push(`${where}: ${ajv.errorsText(validate.errors)}`)
  }
}

/** An onSend hook that checks each answer; the document is built once per test file. */
export async function openApiOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  checker ??= build()
  ;(await checker)(request, reply, payload)
  return payload
}
