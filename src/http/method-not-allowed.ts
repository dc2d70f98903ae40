// Fastify answers a known path with an unknown method as 404. The API answers 405 with `Allow`, as
// RFC 9110 asks: this records each path's methods as routes are added, then fills in the others.
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from './http-problem.js'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export function trackRouteMethods(app: FastifyInstance): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>()
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/swagger') || route.config?.methodNotAllowed) return
    const methods = byPath.get(route.url) ?? new Set<string>()
    for (const method of [route.method].flat()) methods.add(method)
    if (methods.has('GET')) methods.add('HEAD')
    byPath.set(route.url, methods)
  })
  return byPath
}

export function answerOtherMethods(
  app: FastifyInstance,
  byPath: Map<string, Set<string>>,
  options: { exceptOptions?: boolean } = {},
): void {
  for (const [url, methods] of [...byPath]) {
    const missing = METHODS.filter((m) => !methods.has(m) && !(options.exceptOptions && m === 'OPTIONS'))
    if (missing.length === 0) continue
    const allow = METHODS.filter((m) => methods.has(m)).join(', ')
    app.route({
      method: missing,
      url,
      schema: { hide: true },
      config: { methodNotAllowed: true },
      // onRequest, so that the method is refused before any body is read or parsed.
      onRequest: async (request) => {
        throw new HttpProblem(405, `${request.method} is not allowed here. Allowed: ${allow}.`, {
          headers: { Allow: allow },
        })
      },
      handler: async () => undefined,
    })
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    methodNotAllowed?: boolean
  }
}
