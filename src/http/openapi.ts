// The OpenAPI document and Swagger UI, served in development only, at the paths Swashbuckle uses:
// /swagger/v1/swagger.json and /swagger. Registered before the routes so it sees all of them.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'content-store',
        version: 'v1',
        description:
          'Multilingual text content: contents whose texts each carry a language and a version. ' +
          'Errors are application/problem+json (RFC 9457).',
      },
      tags: [
        { name: 'Content', description: 'Contents and their texts' },
        { name: 'History', description: 'Versions of a content, and restoring one' },
        { name: 'Reading', description: 'A content in one language, with fallback (WikiPage)' },
        { name: 'Languages', description: 'The languages, and how much content each has' },
        { name: 'Health', description: 'Liveness of the service and its store' },
      ],
    },
    // Shared schemas (added with addSchema) become components named by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
  await app.register(swaggerUi, { routePrefix: '/swagger' })
  app.get('/swagger/v1/swagger.json', { schema: { hide: true } }, async () => app.swagger())
}
