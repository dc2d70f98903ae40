// buildApp(deps): the Fastify instance with its routes, on a store it is given and closes on close().
// It never listens; server.ts does, and tests listen on port 0.
import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { Config } from './config.js'
import { HttpProblem, RETRY_AFTER_SECONDS } from './http/http-problem.js'
import { registerIdempotency } from './http/idempotency.js'
import { answerOtherMethods, trackRouteMethods } from './http/method-not-allowed.js'
import { type Metrics, registerMetrics, registerWebhookMetrics } from './http/metrics.js'
import { registerOpenApi } from './http/openapi.js'
import { answerClientError, registerProblemHandling, sendProblem } from './http/problem.js'
import { registerJsonBodyParser } from './http/request-body.js'
import { deferredChildLogger } from './http/request-logger.js'
import { problemResponses } from './http/responses.js'
import { accessRoutes } from './http/routes/access-routes.js'
import { bundleRoutes } from './http/routes/bundle-routes.js'
import { changeRoutes } from './http/routes/change-routes.js'
import { checkRoutes } from './http/routes/check-routes.js'
import { contentRoutes } from './http/routes/content-routes.js'
import { contentWriteRoutes } from './http/routes/content-write-routes.js'
import { draftRoutes } from './http/routes/draft-routes.js'
import { registerEditor } from './http/routes/editor-routes.js'
import { exportRoutes } from './http/routes/export-routes.js'
import { healthRoutes } from './http/routes/health-routes.js'
import { importRoutes } from './http/routes/import-routes.js'
import { languageRoutes } from './http/routes/language-routes.js'
import { memoryRoutes } from './http/routes/memory-routes.js'
import { searchRoutes } from './http/routes/search-routes.js'
import { termMatchRoutes } from './http/routes/term-match-routes.js'
import { termRoutes } from './http/routes/term-routes.js'
import { versionRoutes } from './http/routes/version-routes.js'
import { webhookRoutes } from './http/routes/webhook-routes.js'
import { wikiRoutes } from './http/routes/wiki-routes.js'
import { workflowRoutes } from './http/routes/workflow-routes.js'
import { xliffRoutes } from './http/routes/xliff-routes.js'
import { buildSerializer, createValidatorCompiler } from './http/schema-compilers.js'
import { anyKeyRequired, EDITOR_PATH, registerSecurity, type SecurityConfig } from './http/security.js'
import { BASELINE_SECURITY_HEADERS } from './http/security-headers.js'
import { SHARED_SCHEMAS } from './schemas/index.js'
import { CheckListing } from './services/checks/check-listing.js'
import { CheckedWrites } from './services/checks/checked-writes.js'
import { TextChecks } from './services/checks/text-checks.js'
import { DraftService } from './services/drafts/drafts.js'
import { SuggestionService } from './services/memory/suggestions.js'
import { TermCheckService } from './services/terms/term-checker.js'
import { TermIssueScan } from './services/terms/term-issues.js'
import { WebhookDelivery } from './services/webhooks/webhooks.js'
import type { Store } from './store/content-store.js'

export interface AppDeps {
  config: Pick<
    Config,
    | 'environment'
    | 'logLevel'
    | 'bodyLimit'
    | 'defaultLanguage'
    | 'fallbackChains'
    | 'reviewRequired'
    | 'bundlesPublishedOnly'
    | 'requestTimeoutMs'
    | 'headersTimeoutMs'
    | 'trustProxy'
    | 'webhookAllowPrivate'
    | 'webhookRetryBaseMs'
    | 'webhookDisableAfterS'
    | 'webhookTimeoutMs'
    | 'nynorskStyle'
    | 'apertiumModes'
    | 'apertiumPipelines'
    | 'serveEditor'
    | 'maxStreams'
    | 'textChecks'
    | 'checksBlocking'
    | 'metrics'
    | 'requestIdHeader'
  > &
    SecurityConfig
  store: Store
  /** Contents read per batch of a streamed listing (default 1000); tests make it small to cross batches. */
  listBatchSize?: number
}

/** Log levels at which the one line per request (level info) is written. */
const LOGGED_LEVELS = new Set(['info', 'debug', 'trace'])

export async function buildApp({ config, store, listBatchSize }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Paths match as ASP.NET routing matches them: ignoring case (`/contentapi/content`), with or without a
    // trailing slash. Path parameters keep their case (keys are case-sensitive).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // REQUEST_ID=off: Fastify's own ids (a counter), and no X-Request-Id header below.
    ...(config.requestIdHeader ? { genReqId: () => randomUUID() } : {}),
    // Behind a balancer, the client's address (rate limit, logs) comes from X-Forwarded-For of trusted proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // One log line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first logs, not for every request (http/request-logger.ts).
    childLoggerFactory: deferredChildLogger,
    // Slow clients are cut: the headers, and the whole request, must arrive in time (408).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // Node checks those timeouts on this interval (30 s by default): often enough to honour short ones.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    // Serializers compiled once per process (schema-compilers.ts), as validators are below.
    schemaController: { compilersFactory: { buildSerializer } },
    clientErrorHandler: answerClientError,
    // While close() runs, requests still arriving on open connections reach the drain hook below, which
    // answers the problem with Retry-After; Fastify's own 503 for them is plain JSON and says not when to retry.
    return503OnClosing: false,
    // A URL the router cannot decode (a bad percent-escape) is a client error like any other.
    frameworkErrors: (_error, request, reply) =>
      sendProblem(
        request,
        reply.headers(BASELINE_SECURITY_HEADERS),
        new HttpProblem(400, 'The request URL is malformed (a bad percent-escape).'),
      ),
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.addHook('onClose', async () => store.close())

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema)
  app.setValidatorCompiler(createValidatorCompiler(SHARED_SCHEMAS))
  registerJsonBodyParser(app)
  registerProblemHandling(app)
  // Quality checks of every text written (TEXT_CHECKS, CHECKS_BLOCKING), the termbase's (forbiddenTerm,
  // missingTerm) among them; the termbase's also find the texts of the termIssues= listing.
  const termChecker = new TermCheckService(store.terms, store.languages)
  const checks = new TextChecks({
    enabled: config.textChecks,
    blocking: config.checksBlocking,
    terms: termChecker,
  })
  app.decorate('textChecks', checks)
  const checked = new CheckedWrites(store, checks)
  const checkListing = new CheckListing(store, checks)
  app.decorate('checkListing', checkListing)
  // Before the routes: it wraps the handlers of the writes.
  registerIdempotency(app, store, (content, versionId) => checked.warningsAtVersion(content, versionId))

  // Shutting down (see server.ts) starts with a drain: requests in flight get their answers, new ones a 503
  // that tells the client to go elsewhere, and every answer closes its connection, so that clients stop
  // sending on keep-alive connections before the server closes them (a request written to a connection as
  // the server closes it would be reset). Node closes only the connections idle when close() starts, so
  // without `Connection: close` one that went idle later would hold the shutdown open until its timeout.
  let draining = false
  // Aborted when draining starts: open change streams and long polls end then, rather than hold the shutdown.
  const drain = new AbortController()
  setMaxListeners(0, drain.signal)
  const beginDrain = () => {
    draining = true
    drain.abort()
  }
  app.decorate('beginDrain', beginDrain)
  app.decorate('isDraining', () => draining)
  app.addHook('preClose', async () => beginDrain())
  // The hooks every request passes take callbacks rather than return promises: no promise, and no microtask
  // turn, per hook and request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (draining && request.routeOptions.url !== '/healthz') {
      done(
        new HttpProblem(
          503,
          'The service is shutting down. Retry in a moment (elsewhere, behind a balancer).',
          {
            headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
          },
        ),
      )
      return
    }
    done()
  })
  const requestIds = config.requestIdHeader
  app.addHook('onSend', (request, reply, payload, done) => {
    if (requestIds) reply.header('x-request-id', request.id)
    if (draining) reply.header('connection', 'close')
    done(null, payload)
  })
  // The request log line. At LOG_LEVEL=warn and above nothing of it is built (not even the elapsed time).
  if (LOGGED_LEVELS.has(config.logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      )
      done()
    })
  }

  // A route that declares no query parameters takes none: `?q=skole` on a route without `q` is a 400 naming
  // it rather than a silent answer to another question (and its document says it can answer 400). The
  // editor's files are pages, not API routes: a browser may come with any query (a link's tracking
  // parameters, `?v=2`), and they answer the same page.
  app.addHook('onRoute', (route) => {
    if (
      route.schema?.querystring === undefined &&
      !route.url.startsWith('/swagger') &&
      !route.url.toLowerCase().startsWith(EDITOR_PATH) &&
      route.url !== '/healthz'
    ) {
      route.schema = {
        ...route.schema,
        querystring: { type: 'object', properties: {}, additionalProperties: false },
        response: { ...problemResponses(400), ...(route.schema?.response as object | undefined) },
      }
    }
  })
  await registerSecurity(app, config)
  const routeMethods = trackRouteMethods(app)
  if (config.environment === 'development') await registerOpenApi(app)
  app.decorate('metrics', registerMetrics(app, store, anyKeyRequired(config), config.metrics))
  await app.register(healthRoutes, { health: store.health, isDraining: () => draining })
  await app.register(contentRoutes, {
    contents: store.contents,
    published: store.published,
    publishing: config,
    listing: store.listing,
    languages: store.languages,
    termIssues: new TermIssueScan(store.listing, termChecker),
    listBatchSize,
  })
  await app.register(contentWriteRoutes, { writes: store.writes, checked, languages: store.languages })
  await app.register(versionRoutes, { history: store.history, writes: store.writes })
  await app.register(checkRoutes, {
    contents: store.contents,
    writes: store.writes,
    languages: store.languages,
    checks,
    listing: checkListing,
  })
  await app.register(wikiRoutes, {
    contents: store.contents,
    listing: store.listing,
    languages: store.languages,
    policy: config,
    listBatchSize,
  })
  await app.register(bundleRoutes, {
    languages: store.languages,
    listing: store.listing,
    changes: store.changes,
    published: store.published,
    policy: config,
  })
  await app.register(languageRoutes, {
    languages: store.languages,
    policy: config,
    // Coverage counts the texts with warnings while writes are checked (TEXT_CHECKS).
    ...(config.textChecks ? { warningCounts: () => checkListing.warningCounts() } : {}),
  })
  await app.register(changeRoutes, {
    changes: store.changes,
    maxStreams: config.maxStreams,
    draining: drain.signal,
  })
  await app.register(searchRoutes, { search: store.search, languages: store.languages })
  await app.register(termRoutes, { terms: store.terms, languages: store.languages })
  await app.register(termMatchRoutes, { terms: store.terms, languages: store.languages })
  // Machine drafts: the Apertium engines start at the first draft and stop with the app.
  const drafts = new DraftService(
    store,
    {
      nynorskStyle: config.nynorskStyle,
      apertiumModes: config.apertiumModes,
      apertiumPipelines: config.apertiumPipelines,
    },
    checks,
  )
  app.decorate('drafts', drafts)
  app.addHook('onClose', async () => drafts.close())
  await app.register(draftRoutes, { contents: store.contents, languages: store.languages, drafts })
  await app.register(memoryRoutes, {
    contents: store.contents,
    languages: store.languages,
    memory: store.memory,
    suggestions: new SuggestionService(store.memory, drafts),
  })
  await app.register(workflowRoutes, {
    contents: store.contents,
    history: store.history,
    writes: store.writes,
    languages: store.languages,
  })
  await app.register(accessRoutes, { config })
  const editorServed = config.serveEditor && (await registerEditor(app))
  // `/` leads a person who types the host's address to a page: the editor when it is served, else (in
  // development) the API's Swagger UI. The editor wins when both are there: it is the page for people,
  // and Swagger UI stays one link away at /swagger.
  const home = editorServed ? EDITOR_PATH : config.environment === 'development' ? '/swagger' : undefined
  if (home) app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(home))
  await app.register(exportRoutes, { dumps: store.dumps })
  await app.register(xliffRoutes, {
    ports: {
      listing: store.listing,
      languages: store.languages,
      contents: store.contents,
      writes: store.writes,
    },
    checks,
  })
  await app.register(importRoutes, {
    ports: {
      listing: store.listing,
      languages: store.languages,
      contents: store.contents,
      writes: store.writes,
    },
    published: store.published,
    policy: config,
    checks,
  })
  // This instance delivers webhooks while it serves (instances share the work through leases in the store).
  const delivery = new WebhookDelivery(
    store,
    {
      allowPrivate: config.webhookAllowPrivate,
      retryBaseMs: config.webhookRetryBaseMs,
      disableAfterS: config.webhookDisableAfterS,
      timeoutMs: config.webhookTimeoutMs,
    },
    app.log,
  )
  await app.register(webhookRoutes, {
    webhooks: store.webhooks,
    changes: store.changes,
    languages: store.languages,
    config,
    delivery,
  })
  registerWebhookMetrics(app.metrics, delivery.counters)
  app.addHook('onReady', async () => delivery.start())
  app.addHook('preClose', async () => delivery.stop())
  // With CORS on, OPTIONS is the preflight, answered by the CORS plugin.
  answerOtherMethods(app, routeMethods, { exceptOptions: config.corsOrigins.length > 0 })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry (GET /metrics), for modules that add metrics of their own. */
    metrics: Metrics
    /** The quality checks every text write runs. */
    textChecks: TextChecks
    /** The checks over a whole language (GET /ContentApi/Checks, Coverage's warnings), for the termbase's listing. */
    checkListing: CheckListing
    /** Machine drafts between Bokmål and Nynorsk (its engines' process ids, for tests). */
    drafts: DraftService
    /** Starts the drain before shutdown: new requests get 503, every answer closes its connection. */
    beginDrain(): void
    isDraining(): boolean
  }
}
