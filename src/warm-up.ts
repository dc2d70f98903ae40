// The warm-up: before the server listens, it answers rounds of the requests its clients send most, through
// app.inject (no socket), so that its first clients do not wait while V8 compiles the code they run and the
// pool opens its connections and prepares its statements. Two PostgreSQL instances met by 400 requests/s as
// they start answered their first 4 s at p99 2.2 s (median of six runs) without it, 1.5 s with it; reads and
// writes sent over HTTP beforehand brought it to 0.4–0.6 s, but a warm-up may not write (docs/PERFORMANCE.md,
// "A cold start warmed up").
//
// Only reads whose cost does not grow with the store (a page of a listing, a content by id, one word's search,
// a page of the change log, the health check) and a create the schema refuses (400, nothing written): the
// store is the same after it. A request the server answers before it listens can only be the warm-up's, so the
// metrics and the rate limit leave those out (http/metrics.ts, http/security.ts); the request log is quiet
// meanwhile. With API keys, nothing that would need one is sent: an unauthenticated request would count as a
// failed authentication.
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.js'

/** The log levels below warn: the request log (info) among them. */
const QUIETER_THAN_WARN = ['trace', 'debug', 'info']

/** How many of one round's requests are sent at once: more than the pool's 10 connections (its default), so each is opened. */
const AT_ONCE = 16

type Listed = { id: number; properties: { text: string }[] }[]
type Request = readonly [method: 'GET' | 'POST', url: string]

/** The requests of one round: what the store holds decides the ids and the word searched for. */
async function roundOf(app: FastifyInstance, config: Config): Promise<Request[]> {
  const reads = config.apiKeys.size === 0 || !config.readsRequireKey
  const writes = config.apiKeys.size === 0
  const requests: Request[] = [['GET', '/healthz']]
  if (reads) {
    const page = await app.inject({ method: 'GET', url: '/ContentApi/Content?limit=20' })
    const items = page.statusCode === 200 ? (page.json() as Listed) : []
    const ids = items.map((item) => item.id)
    const word = /\p{L}{3,}/u.exec(items[0]?.properties?.[0]?.text ?? '')?.[0] ?? 'søknad'
    requests.push(
      ['GET', '/ContentApi/Content?limit=50'],
      ['GET', `/ContentApi/Content?language=${encodeURIComponent(config.defaultLanguage)}&limit=50`],
      ['GET', `/ContentApi/Search?q=${encodeURIComponent(word)}`],
      ['GET', '/ContentApi/Changes?after=0&limit=100'],
      ...ids.slice(0, 4).map((id): Request => ['GET', `/ContentApi/Content/${id}`]),
    )
  }
  if (writes) requests.push(['POST', '/ContentApi/Content'])
  return requests
}

/** Runs `rounds` rounds before the server listens; returns how many requests were answered, and in how long. */
export async function warmUp(
  app: FastifyInstance,
  config: Config,
  rounds: number,
): Promise<{ requests: number; ms: number }> {
  const started = performance.now()
  if (rounds === 0) return { requests: 0, ms: 0 }
  // Quiet (the request log is at info), but no louder than configured.
  const level = app.log.level
  if (QUIETER_THAN_WARN.includes(level)) app.log.level = 'warn'
  try {
    const round = await roundOf(app, config)
    const all = Array.from({ length: rounds }, () => round).flat()
    for (let i = 0; i < all.length; i += AT_ONCE) {
      await Promise.all(
        // The create is an empty object: the schema refuses it before the store is asked.
        all
          .slice(i, i + AT_ONCE)
          .map(([method, url]) => app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })),
      )
    }
    return { requests: all.length, ms: Math.round(performance.now() - started) }
  } finally {
    app.log.level = level
  }
}
