// The baseline: bare Fastify answering the benchmarked routes with fixed bodies of the service's sizes, no
// store, no validation, no security headers. The service's numbers are read as a ratio to this one's,
// measured in alternation with them on the same machine.
//
// With BASELINE_ANSWER (JSON: status, headers, body), every route answers that instead: bytes of one of the
// service's answers, its headers included, with none of its work (`npm run bench:cpu`'s "same answer").
import Fastify, { type FastifyReply, type FastifyRequest, type HTTPMethods } from 'fastify'

const property = (id: number) => ({
  id,
  text: `Tekst ${id} på bokmål`,
  language: { id: 1, languageCode: 'nb-NO' },
  version: { id, createdAt: '2026-11-21T12:00:00.000Z' },
})
const content = (id: number) => ({ id, properties: [property(id)] })
const body = JSON.stringify(content(7))
const listing = JSON.stringify(Array.from({ length: 40 }, (_, i) => content(i * 10_000)))
const changes = JSON.stringify({
  changes: Array.from({ length: 100 }, (_, i) => ({
    cursor: String(i + 1),
    kind: 'created',
    languages: ['nb-NO'],
    at: '2026-11-21T12:00:00.000Z',
    contentId: i + 1,
    versionId: i + 1,
  })),
  next: '100',
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}
const fixed: Answer | undefined = process.env.BASELINE_ANSWER
  ? JSON.parse(process.env.BASELINE_ANSWER)
  : undefined
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** The benchmarked routes and their own answers. */
const ROUTES: [HTTPMethods, string, Handler][] = [
  [
    'POST',
    '/ContentApi/Content',
    async (_request, reply) =>
      reply.code(201).header('Location', '/ContentApi/Content/7').type('application/json').send(body),
  ],
  ['GET', '/ContentApi/Content', async (_request, reply) => reply.type('application/json').send(listing)],
  ['GET', '/ContentApi/Content/:id', async (_request, reply) => reply.type('application/json').send(body)],
  [
    'GET',
    '/ContentApi/Content/ByKey/:key',
    async (_request, reply) => reply.type('application/json').send(body),
  ],
  [
    'PUT',
    '/ContentApi/Content/:id/Properties/:languageCode',
    async (_request, reply) => reply.type('application/json').send(body),
  ],
  [
    'DELETE',
    '/ContentApi/Content/:id',
    async (_request, reply) => reply.code(204).header('ETag', '"8"').send(),
  ],
  ['GET', '/ContentApi/Changes', async (_request, reply) => reply.type('application/json').send(changes)],
  ['GET', '/healthz', async () => 'Healthy'],
]

const app = Fastify({ logger: false })
// With BASELINE_ANSWER every route gets one handler that sends it, chosen here once.
const sendFixed: Handler | undefined = fixed
  ? async (_request, reply) => reply.code(fixed.status).headers(fixed.headers).send(fixed.body)
  : undefined
for (const [method, url, own] of ROUTES) app.route({ method, url, handler: sendFixed ?? own })

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
if (address && typeof address === 'object')
  console.log(JSON.stringify({ msg: `Server listening at http://127.0.0.1:${address.port}` }))
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
