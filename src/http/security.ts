// Security on every response: headers (helmet's, computed once: see security-headers.ts),
// optional CORS, an optional rate limit per client address, and optional API keys.
//
// API keys: with keys configured, every write needs `Authorization: Bearer <key>` with write or review scope
// (401 without a valid key, 403 with a read key); which languages it may write or review, the routes ask of
// principal.ts; reads need a key only when READS_REQUIRE_KEY=true. /healthz is
// always open, for load balancers. Keys are compared in constant time, over SHA-256 digests so that their
// lengths do not show either, and are never logged (the request log holds method, URL and status only).
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import type { Access } from '../schemas/access.js'
import { registerAuthFailureLimit } from './auth-failures.js'
import { HttpProblem } from './http-problem.js'
import { KeyRing, principalMay, usePrincipals } from './principal.js'
import { apiSecurityHeaders, pageSecurityHeaders } from './security-headers.js'

export type SecurityConfig = Pick<
  Config,
  | 'environment'
  | 'apiKeys'
  | 'readsRequireKey'
  | 'rateLimitPerMinute'
  | 'rateLimitRedisUrl'
  | 'corsOrigins'
  | 'authFailureLimit'
  | 'authFailureWindowS'
  | 'securityHeaders'
>

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const OPEN_PATHS = new Set(['/healthz'])
/** Paths that need no key even when reads do: what a client may do is asked before it has a key. */
const KEYLESS_PATHS = new Set([...OPEN_PATHS, '/ContentApi/Access'])
/** The editor's static files (editor-routes.ts): a browser loads a page without an Authorization header. */
export const EDITOR_PATH = '/editor/'

const isEditorRoute = (url: string | undefined) => url?.startsWith(EDITOR_PATH) ?? false

/** Headers a client may send and read across origins, when CORS is on. */
const CORS_REQUEST_HEADERS = [
  'Content-Type',
  'Authorization',
  'If-Match',
  'If-None-Match',
  'Accept-Language',
  'Idempotency-Key',
  // EventSource sends it when it reconnects to the change stream.
  'Last-Event-ID',
]
const CORS_EXPOSED_HEADERS = ['ETag', 'Location', 'Link', 'Content-Language', 'Retry-After', 'X-Request-Id']

export async function registerSecurity(app: FastifyInstance, config: SecurityConfig): Promise<void> {
  const ring = new KeyRing(config.apiKeys)
  usePrincipals(app, ring)
  // Computed once; each answer gets the set for its kind (the API's JSON, or Swagger UI's page). A callback
  // hook: no promise per request. SECURITY_HEADERS=off sets none.
  if (config.securityHeaders) {
    const api = apiSecurityHeaders(config.corsOrigins.length > 0)
    const swaggerPages = pageSecurityHeaders({ inline: true })
    const editorPages = pageSecurityHeaders({ inline: false })
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.routeOptions.url
      reply.headers(url?.startsWith('/swagger') ? swaggerPages : isEditorRoute(url) ? editorPages : api)
      done()
    })
  }

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: CORS_REQUEST_HEADERS,
      exposedHeaders: CORS_EXPOSED_HEADERS,
      maxAge: 600,
    })
  }

  if (config.rateLimitPerMinute !== undefined) {
    // With Redis the counts are shared by every instance; should Redis fail, requests are let through
    // (skipOnError) rather than refused: the limit protects the service, it is not worth an outage.
    // ioredis is loaded only when a Redis server is configured: it is a tenth of a second of every start-up.
    // Through its default export: a CommonJS package imported dynamically from a bundle has no other.
    const redis = config.rateLimitRedisUrl
      ? new (await import('ioredis')).default.Redis(config.rateLimitRedisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined
    if (redis) {
      redis.on('error', () => {})
      app.addHook('onClose', async () => {
        redis.disconnect()
      })
    }
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      ...(redis ? { redis, skipOnError: true, nameSpace: 'content-store-rate-limit-' } : {}),
      timeWindow: 60_000,
      // Before the server listens, the requests are the warm-up's (src/warm-up.ts): no client's to count.
      allowList: (request) =>
        OPEN_PATHS.has(request.routeOptions.url ?? '') || !request.server.server.listening,
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(429, `More than ${context.max} requests a minute; retry in ${context.after}.`, {
          headers: { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
        }),
    })
  }

  if (config.apiKeys.size > 0) {
    registerAuthFailureLimit(app, config.authFailureLimit, config.authFailureWindowS)
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url
      if (KEYLESS_PATHS.has(url ?? '') || isEditorRoute(url)) return
      const writing = !READ_METHODS.has(request.method) && !request.routeOptions.config.readsOnly
      if (!writing && !config.readsRequireKey) return
      const key = ring.keyOf(request.headers.authorization)
      if (key === undefined) throw missingKey()
      if (writing && key.scope === 'read') {
        throw new HttpProblem(403, 'This API key may read but not write.', {
          headers: { 'WWW-Authenticate': 'Bearer realm="content-store", error="insufficient_scope"' },
        })
      }
    })
  }
}

/**
 * For routes that need a key of any scope whenever keys are configured (GET /metrics), whatever
 * READS_REQUIRE_KEY says: throws the 401 that an API route without a key gets.
 */
export function anyKeyRequired(config: SecurityConfig): (authorization: string | undefined) => void {
  const ring = new KeyRing(config.apiKeys)
  return (authorization) => {
    if (ring.size > 0 && ring.keyOf(authorization) === undefined) throw missingKey()
  }
}

/**
 * For routes that need a key that may write every language whenever keys are configured, reads included
 * (webhook subscriptions: a subscription receives the changes of every language).
 */
export function writeKeyRequired(config: SecurityConfig): (authorization: string | undefined) => void {
  const ring = new KeyRing(config.apiKeys)
  return (authorization) => {
    if (ring.size === 0) return
    const principal = ring.principalOf(authorization)
    if (principal.key === undefined) throw missingKey()
    if (!principalMay(principal, 'write', '*')) {
      throw new HttpProblem(403, 'Webhook subscriptions need a key that may write every language.', {
        headers: { 'WWW-Authenticate': 'Bearer realm="content-store", error="insufficient_scope"' },
      })
    }
  }
}

/** What a request may do with the key it sends: GET /ContentApi/Access. */
export function accessOf(config: SecurityConfig): (authorization: string | undefined) => Access {
  const ring = new KeyRing(config.apiKeys)
  return (authorization) => {
    if (ring.size === 0) {
      return {
        keysConfigured: false,
        readsRequireKey: false,
        canRead: true,
        canWrite: true,
        canReview: true,
        writeLanguages: ['*'],
        reviewLanguages: ['*'],
      }
    }
    const key = ring.keyOf(authorization)
    const languages = key === undefined || key.languages === '*' ? ['*'] : [...key.languages]
    const writes = key !== undefined && key.scope !== 'read'
    const reviews = key?.scope === 'review'
    const answer: Access = {
      keysConfigured: true,
      readsRequireKey: config.readsRequireKey,
      canRead: key !== undefined || !config.readsRequireKey,
      canWrite: writes,
      canReview: reviews,
      writeLanguages: writes ? languages : [],
      reviewLanguages: reviews ? languages : [],
    }
    if (key !== undefined) {
      answer.scope = key.scope
      answer.name = key.name
    }
    return answer
  }
}

function missingKey(): HttpProblem {
  return new HttpProblem(401, 'A valid API key is required: send Authorization: Bearer <key>.', {
    headers: { 'WWW-Authenticate': 'Bearer realm="content-store"' },
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that writes nothing (a check of a text, a question to the memory): a read key may send it. */
    readsOnly?: true
  }
}
