// The warm-up: before the server listens, it answers rounds of the requests its clients send most, so that its
// first clients do not wait while V8 compiles the code they run and the pool opens its connections and prepares
// its statements. Two PostgreSQL instances met by 400 requests/s as they start answered their first 4 s at p99
// 2.2 s (median of six runs) without it, 1.5 s with it; reads and writes sent over HTTP beforehand brought it to
// 0.4–0.6 s, but a warm-up may not write (docs/PERFORMANCE.md, "A cold start warmed up").
//
// The requests come over HTTP, through the server's own parser and sockets as a client's do, on a private Unix
// socket whose connections are handed to the server. Answered through app.inject (light-my-request's request
// and response objects), they taught V8 a second kind of request and response on every hot path, and the server
// then answered reads by id about a tenth slower for as long as it ran (docs/PERFORMANCE.md, "The warm-up over
// a socket").
//
// Only reads whose cost does not grow with the store (a page of a listing, a content by id, one word's search,
// a page of the change log, the health check) and a create the schema refuses (400, nothing written): the
// store is the same after it. A request the server answers before it listens can only be the warm-up's, so the
// metrics and the rate limit leave those out (http/metrics.ts, http/security.ts); the request log is quiet
// meanwhile. With API keys, nothing that would need one is sent: an unauthenticated request would count as a
// failed authentication.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Agent, request as send } from 'undici'
import type { Config } from './config.js'

/** The log levels below warn: the request log (info) among them. */
const QUIETER_THAN_WARN = ['trace', 'debug', 'info']

/** How many of one round's requests are sent at once: more than the pool's 10 connections (its default), so each is opened. */
const AT_ONCE = 16

/** The origin of the warm-up's requests: any host will do, as they reach the server through its socket. */
const ORIGIN = 'http://localhost'

type Listed = { id: number; properties: { text: string }[] }[]
type Request = readonly [method: 'GET' | 'POST', url: string]

/** The requests of one round: what the store holds decides the ids and the word searched for. */
async function roundOf(agent: Agent, config: Config): Promise<Request[]> {
  const reads = config.apiKeys.size === 0 || !config.readsRequireKey
  const writes = config.apiKeys.size === 0
  const requests: Request[] = [['GET', '/healthz']]
  if (reads) {
    const page = await send(`${ORIGIN}/ContentApi/Content?limit=20`, { dispatcher: agent })
    let items: Listed = []
    if (page.statusCode === 200) items = (await page.body.json()) as Listed
    else await page.body.dump()
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

/**
 * Runs `rounds` rounds before the server listens; returns how many requests were answered, how many of them
 * failed (5xx: the log's 'warmed up' line shows it), and in how long.
 */
export async function warmUp(
  app: FastifyInstance,
  config: Config,
  rounds: number,
): Promise<{ requests: number; failed: number; ms: number }> {
  const started = performance.now()
  if (rounds === 0) return { requests: 0, failed: 0, ms: 0 }
  // Quiet (the request log is at info), but no louder than configured.
  const level = app.log.level
  if (QUIETER_THAN_WARN.includes(level)) app.log.level = 'warn'
  try {
    await app.ready()
    let requests = 0
    let failed = 0
    await overSocket(app, async (agent) => {
      const round = await roundOf(agent, config)
      const all = Array.from({ length: rounds }, () => round).flat()
      requests = all.length
      for (let i = 0; i < all.length; i += AT_ONCE) {
        await Promise.all(
          all.slice(i, i + AT_ONCE).map(async ([method, url]) => {
            const answer = await send(`${ORIGIN}${url}`, {
              dispatcher: agent,
              method,
              // The create is an empty object: the schema refuses it before the store is asked.
              ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
            })
            await answer.body.dump()
            if (answer.statusCode >= 500) failed++
          }),
        )
      }
    })
    return { requests, failed, ms: Math.round(performance.now() - started) }
  } finally {
    app.log.level = level
  }
}

/**
 * Runs `work` with an HTTP client whose connections reach the app's server through a Unix socket in a folder
 * of its own (mode 0700, as mkdtemp makes it), so no other user can connect meanwhile. The server takes each
 * connection as it would one it accepted itself (Node's 'connection' event), though it does not listen yet.
 */
async function overSocket(app: FastifyInstance, work: (agent: Agent) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'content-store-warm-up-'))
  const socketPath = join(folder, 'http')
  const door = createServer((socket) => {
    // The service's code takes every connection to have a peer address (the rate limit keys on it, before it
    // sees that the server is not listening yet); a Unix socket's has none. This host's is as true as any.
    Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' })
    app.server.emit('connection', socket)
  })
  const agent = new Agent({ connections: AT_ONCE, connect: { socketPath } })
  try {
    await new Promise<void>((resolve, reject) => {
      door.once('error', reject)
      door.listen(socketPath, resolve)
    })
    await work(agent)
  } finally {
    await agent.close()
    // Closed once the connections it handed over have ended (the agent's, closed above).
    await new Promise((resolve) => door.close(resolve))
    await rm(folder, { recursive: true, force: true })
  }
}
