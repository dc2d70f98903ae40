// The baseline: bare Fastify answering the benchmarked routes with fixed bodies, no store, no validation.
// The service's numbers are read as a ratio to this one's, measured in the same run on the same machine.
import Fastify from 'fastify'

const content = {
  id: 7,
  properties: [
    {
      id: 7,
      text: 'Hei',
      language: { id: 1, languageCode: 'nb-NO' },
      version: { id: 7, createdAt: '2026-11-21T12:00:00.000Z' },
    },
  ],
}
const body = JSON.stringify(content)

const app = Fastify({ logger: false })
app.post('/ContentApi/Content', async (_request, reply) =>
  reply.code(201).header('Location', '/ContentApi/Content/7').type('application/json').send(body),
)
app.get('/ContentApi/Content/:id', async (_request, reply) => reply.type('application/json').send(body))
app.put('/ContentApi/Content/:id/Properties/:languageCode', async (_request, reply) =>
  reply.type('application/json').send(body),
)
app.get('/healthz', async () => 'Healthy')

await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
if (address && typeof address === 'object')
  console.log(JSON.stringify({ msg: `Server listening at http://127.0.0.1:${address.port}` }))
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
