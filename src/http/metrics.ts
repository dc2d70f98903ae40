// GET /metrics: Prometheus text format (prom-client), for operators. Requests by route, method and status (a
// duration histogram, and those in flight), the store's write batches (size and commit time), PostgreSQL's
// pool, bytes of streamed listings, bundle members read, and Node.js process metrics. One registry per app,
// so that tests can run several apps in one process; `app.metrics` lets other modules add theirs to it.
//
// With API keys configured, /metrics needs a key (read or write), even where reads need none: it tells
// more about the service than the texts do. It is never rate-limited (a scraper polls it).
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { Type } from 'typebox'
import type { Store } from '../store/content-store.js'
import { problemResponses } from './responses.js'

export interface Metrics {
  registry: Registry
  /** Bytes of streamed listings written to clients. */
  listingBytes: Counter
}

/**
 * Node.js gauges whose names end in `_total`, which Prometheus reserves for counters (`promtool check metrics`
 * refuses them): left out.
 */
const MISNAMED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
]

export function registerMetrics(
  app: FastifyInstance,
  store: Pick<Store, 'health' | 'changes' | 'writes' | 'listing'>,
  requireKey: (authorization: string | undefined) => void,
  enabled = true,
): Metrics {
  const registry = new Registry()
  const listingBytes = new Counter({
    name: 'listing_bytes_total',
    help: 'Bytes of streamed listings written to clients.',
    registers: [registry],
  })
  // METRICS=off: a registry nobody reads (modules still count into it), no hooks, no /metrics route, and none
  // of Node.js's default collectors (an event-loop delay monitor, a GC observer).
  if (!enabled) return { registry, listingBytes }
  collectDefaultMetrics({ register: registry })
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name)

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern), method and status.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  // Counted in a plain number by the hooks below and read into the gauge when scraped: prom-client's inc and
  // dec check and hash their labels on every call, twice per request.
  let inFlight = 0
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [registry],
    collect() {
      this.set(inFlight)
    },
  })
  const batchSize = new Histogram({
    name: 'store_write_batch_size',
    help: 'Change sets committed per write transaction (group commit).',
    labelNames: ['store'],
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  })
  const commitTime = new Histogram({
    name: 'store_write_batch_seconds',
    help: 'Time from handing a write batch to the store to its commit.',
    labelNames: ['store'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'store_pool_connections',
    help: 'PostgreSQL pool: connections open, idle, and requests waiting for one (absent on SQLite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = store.health.connectionStats()
      if (!stats) return
      this.set({ state: 'open' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  new Counter({
    name: 'store_change_log_reads_total',
    help:
      'Reads of the change log: listings, first pages of streams, and the reads waiting readers (streams, ' +
      'long polls, webhooks) share, one per wake and cursor however many wait.',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(store.changes.changeLogActivity().reads)
    },
  })
  new Counter({
    name: 'store_change_log_wakes_total',
    help:
      'Wakes of the readers waiting for changes: commits of this instance or another, and re-reads while ' +
      'PostgreSQL holds commits back behind an older transaction. Each costs at most one read per cursor.',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(store.changes.changeLogActivity().wakes)
    },
  })
  new Counter({
    name: 'store_bundle_members_read_total',
    help:
      "Members of language bundles read from the store: a bundle's first rendering reads all of its members, " +
      'bringing it up to date only those of the contents changed since.',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(store.listing.bundleActivity().membersRead)
    },
  })
  store.writes.onWriteBatch((size, seconds) => {
    batchSize.observe({ store: store.health.dialect }, size)
    commitTime.observe({ store: store.health.dialect }, seconds)
  })
  // A request enters the gauge when it arrives and leaves it when its response closes: once it has been sent,
  // or once its client went away first (Node emits 'close' on a response exactly once, in both cases). One
  // listener shared by every request, rather than Fastify's onRequestAbort hook: that hook adds a closure over
  // the request, its reply and their context to every request's 'close', and under load on a seeded store the
  // young generation's collections then took 18 % of the main thread instead of 2.4 % (docs/PERFORMANCE.md).
  // Requests answered before the server listens are the warm-up's (src/warm-up.ts), not a client's.
  const leaveFlight = () => {
    inFlight--
  }
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.server.listening) {
      inFlight++
      reply.raw.on('close', leaveFlight)
    }
    done()
  })
  const observe = durationObserver(duration)
  app.addHook('onResponse', (request, reply, done) => {
    if (app.server.listening) {
      // The route's pattern, not the URL: one series per route, however many ids are asked for.
      observe(
        request.routeOptions.url ?? '(no route)',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
    }
    done()
  })

  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Operations'],
        operationId: 'metrics',
        summary: 'Metrics in Prometheus text format',
        description:
          'Requests by route, method and status; requests in flight; write batch sizes and commit times; ' +
          "PostgreSQL's pool; listing bytes; change log reads and open change streams; Node.js process metrics. Needs an API key (read or write) when keys " +
          'are configured.',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4.',
            content: { 'text/plain': { schema: Type.String() } },
          },
          ...problemResponses(500),
        },
      },
    },
    async (request, reply) => {
      requireKey(request.headers.authorization)
      reply.type(registry.contentType)
      return registry.metrics()
    },
  )
  return { registry, listingBytes }
}

/**
 * Observes a request's duration in its series. prom-client finds a series by hashing its labels object (keys
 * sorted, joined) on every observation; the series of a route, method and status are found here once and kept.
 */
function durationObserver(
  duration: Histogram<'route' | 'method' | 'status_code'>,
): (route: string, method: string, status: number, seconds: number) => void {
  const series = new Map<string, Map<string, Map<number, { observe(value: number): void }>>>()
  return (route, method, status, seconds) => {
    let byMethod = series.get(route)
    if (byMethod === undefined) {
      byMethod = new Map()
      series.set(route, byMethod)
    }
    let byStatus = byMethod.get(method)
    if (byStatus === undefined) {
      byStatus = new Map()
      byMethod.set(method, byStatus)
    }
    let child = byStatus.get(status)
    if (child === undefined) {
      child = duration.labels({ route, method, status_code: String(status) })
      byStatus.set(status, child)
    }
    child.observe(seconds)
  }
}

/** Webhook deliveries of this instance, by outcome (from src/services/webhooks/webhooks.ts's counters). */
export function registerWebhookMetrics(
  metrics: Metrics,
  counters: { delivered: number; failed: number },
): void {
  new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook deliveries this instance attempted, by outcome (delivered: a 2xx; failed: anything else).',
    labelNames: ['outcome'],
    registers: [metrics.registry],
    collect() {
      this.reset()
      this.inc({ outcome: 'delivered' }, counters.delivered)
      this.inc({ outcome: 'failed' }, counters.failed)
    },
  })
}
