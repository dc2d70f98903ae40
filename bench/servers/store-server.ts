// Bare Fastify with the store's read by id and nothing else: no schema, no hooks, no plugins, no warm-up. Its
// ratio to bare Fastify (`npm run bench:cpu -- read`'s "store + Fastify") is what the read by id can reach on
// this machine with none of the service's own plumbing, between the store anchor (the read with no HTTP) and
// "same answer" (the answer with no store).
import Fastify from 'fastify'
import { parseDatabaseUrl } from '../../src/config.js'
import { openStore } from '../../src/store/open-store.js'

const { store } = await openStore(parseDatabaseUrl(process.env.DATABASE_URL ?? ''), {})
const app = Fastify({ logger: false })
app.get('/ContentApi/Content/:id', async (request, reply) => {
  const read = await store.contents.getContentJson(Number((request.params as { id: string }).id))
  return reply.type('application/json; charset=utf-8').header('etag', `"${read.versionId}"`).send(read.json)
})
// The harness waits for this answer before it sends anything.
app.get('/healthz', async () => 'Healthy')

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0)),
)
