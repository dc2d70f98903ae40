// The change log: every write, in commit order, for clients that follow what changed (caches, search
// indexes, static sites). Read it with a cursor; following `next` sees every committed change exactly once.
// A reader may wait for the next change (long poll, `wait`), or keep a stream open (server-sent events), and
// may start from now (`after=latest`). Waiting readers are woken by this process's commits at once, by other
// PostgreSQL instances through LISTEN/NOTIFY, and by other SQLite processes within a poll; they share one
// read of the log per wake (store.nextChanges, change-waiter.ts), so idle ones cost nothing. Streams and long
// polls together are capped per instance (MAX_STREAMS), and end when the instance starts draining.
import { setTimeout as sleep } from 'node:timers/promises'
import sseModule, { type SSEPluginOptions } from '@fastify/sse'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyPluginAsync } from 'fastify'
import { Gauge } from 'prom-client'
import { Type } from 'typebox'
import { ChangePage } from '../../schemas/changes.js'
import { ref } from '../../schemas/ref.js'
import type { ChangeLog } from '../../store/content-store.js'
import { acceptsMediaType } from '../accept.js'
import { HttpProblem, RETRY_AFTER_SECONDS, validationProblem } from '../http-problem.js'
import { problemResponses } from '../responses.js'

export const MAX_CHANGES = 1000
// A CommonJS module whose types declare an ES default export: at run time the import is the plugin itself.
const sse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>

/** Longest long poll, in seconds. */
export const MAX_WAIT_S = 30
/** A stream sends a comment at least this often (ms), so that proxies and clients know it is alive. */
const HEARTBEAT_MS = 10_000
/** A stream whose client has not taken this much is cut; the client resumes with Last-Event-ID. */
const STREAM_BUFFER_BYTES = 1024 * 1024
/** A stream whose client takes nothing for this long (its socket buffers full) is cut off (ms). */
const STALL_MS = 10_000

/** Whether a write is still waiting for the client after STALL_MS, or when the stream is stopped. */
async function stalled(write: Promise<void>, stop: AbortSignal): Promise<boolean> {
  const timer = new AbortController()
  const release = abortWith(timer, stop)
  try {
    return await Promise.race([
      write.then(() => false),
      sleep(STALL_MS, true, { signal: timer.signal }).catch(() => stop.aborted),
    ])
  } finally {
    release()
    timer.abort()
  }
}

/**
 * Aborts `controller` when `signal` aborts, until the function it returns is called. AbortSignal.any would say
 * the same, but on Node 20 each call leaves an entry on the long-lived signal (the instance's draining signal,
 * a stream's stop) that is never collected: 100,000 change-log reads kept 206 MB and slowed every read.
 */
function abortWith(controller: AbortController, signal: AbortSignal): () => void {
  if (signal.aborted) {
    controller.abort(signal.reason)
    return () => {}
  }
  const onAbort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  return () => signal.removeEventListener('abort', onAbort)
}

/** Changes read per page of a stream. */
const STREAM_PAGE = 200

/** A cursor's shape on either store (SQLite `<id>`, PostgreSQL `<xid>.<id>`), `0` or `latest`. */
const CURSOR_PATTERN = '^(0|latest|[0-9]{1,19}([.][0-9]{1,15})?)$'

const AFTER_DESCRIPTION =
  "A cursor this endpoint returned (a change's `cursor`, or `next`); `0` or absent: from the start; " +
  '`latest`: from now (the changes committed after this request).'

/** A stream's starting cursor and first page, read before the stream opens. */
const firstPages = new WeakMap<object, { cursor: string; page: ChangePage }>()

/** The cursor a request names: `latest` is the log's end as it stands. */
async function startingCursor(changes: ChangeLog, after: string): Promise<string> {
  return after === 'latest' ? changes.latestChangeCursor() : after
}

const ChangesQuery = Type.Object(
  {
    after: Type.String({
      default: '0',
      maxLength: 64,
      pattern: CURSOR_PATTERN,
      description: AFTER_DESCRIPTION,
      examples: ['0'],
    }),
    wait: Type.Integer({
      minimum: 0,
      maximum: MAX_WAIT_S,
      default: 0,
      description:
        'Seconds to wait for a change when there is none after the cursor yet (long poll); the answer comes ' +
        'as soon as one is committed, or with no changes and the same `next` when the time is up.',
    }),
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_CHANGES,
      default: 100,
      description: 'Most changes to return.',
    }),
  },
  { additionalProperties: false },
)

export interface ChangeRoutesOptions {
  changes: ChangeLog
  /** Streams and long polls open at once (MAX_STREAMS). */
  maxStreams: number
  /** Aborts when the instance starts draining (shutdown). */
  draining: AbortSignal
}

export const changeRoutes: FastifyPluginAsyncTypebox<ChangeRoutesOptions> = async (
  app,
  { changes, maxStreams, draining },
) => {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS })
  let open = 0
  new Gauge({
    name: 'change_streams_open',
    help: `Change streams and long polls open on this instance (at most MAX_STREAMS, ${maxStreams}).`,
    registers: [app.metrics.registry],
    collect() {
      this.set(open)
    },
  })
  /** Takes a place for a stream or long poll until its response closes, or answers 503 when none is left. */
  const takePlace = (response: NodeJS.EventEmitter) => {
    if (open >= maxStreams) {
      throw new HttpProblem(
        503,
        `This instance takes at most ${maxStreams} change streams and long polls at once (MAX_STREAMS), and ` +
          'has that many open. Retry in a moment (or elsewhere, behind a balancer).',
        { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      )
    }
    open++
    response.once('close', () => open--)
  }
  app.get(
    '/ContentApi/Changes',
    {
      schema: {
        tags: ['Changes'],
        operationId: 'listChanges',
        summary: 'Read the change log in commit order',
        description:
          'Every write (create, text writes, restore, text deletion, archive, purge, key change, language add) ' +
          'is one change. Changes come in the order their transactions committed; a change is listed only once ' +
          'no change before it can still commit, so following `next` sees every committed change exactly once.',
        querystring: ChangesQuery,
        response: {
          200: {
            ...ref(ChangePage),
            description: 'The changes after the cursor, and the cursor to go on from.',
          },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { limit, wait } = request.query
      if (wait > 0) takePlace(reply.raw)
      const after = await startingCursor(changes, request.query.after)
      // A client that hangs up stops the wait; so does the start of a shutdown (the answer then has no changes).
      const gone = new AbortController()
      request.raw.once('close', () => gone.abort())
      const release = abortWith(gone, draining)
      try {
        return await changes.nextChanges(after, limit, wait * 1000, gone.signal)
      } finally {
        release()
      }
    },
  )

  app.get(
    '/ContentApi/Changes/stream',
    {
      sse: { heartbeat: true },
      // Before the stream opens (the SSE plugin answers 200 once the handler runs): a request that is not for
      // a stream, a bad cursor or a store that is down get problem answers rather than a stream that ends.
      preHandler: async (request, reply) => {
        if (!acceptsMediaType(request.headers.accept, 'text/event-stream')) {
          throw new HttpProblem(
            406,
            'This is a stream of server-sent events: send Accept: text/event-stream (or */*, or none).',
          )
        }
        // @fastify/sse opens a stream only when the Accept header names text/event-stream: `*/*`, `text/*` or
        // none mean it as well.
        request.headers.accept = 'text/event-stream'
        const lastEventId = request.headers['last-event-id']
        const { after } = request.query as { after: string }
        const requested = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : after
        if (!new RegExp(CURSOR_PATTERN).test(requested)) {
          throw validationProblem({ 'Last-Event-ID': ['Not a cursor this endpoint gave.'] })
        }
        takePlace(reply.raw)
        const cursor = await startingCursor(changes, requested)
        firstPages.set(request, { cursor, page: await changes.listChanges(cursor, STREAM_PAGE) })
      },
      schema: {
        tags: ['Changes'],
        operationId: 'streamChanges',
        summary: 'Follow the change log as server-sent events',
        description:
          'A `text/event-stream` of the changes after the cursor, then of each change as it is committed: ' +
          'each an event `change` whose `id` is its cursor and whose `data` is the change (as in ' +
          '`GET /ContentApi/Changes`). A reconnecting client sends `Last-Event-ID` and resumes after it. A ' +
          `comment is sent at least every ${HEARTBEAT_MS / 1000} s. A client that stops reading is cut off once its ` +
          `socket's buffers are full for ${STALL_MS / 1000} s (or ${STREAM_BUFFER_BYTES / 1024 / 1024} MiB wait), without slowing ` +
          'writers; it resumes with its last id. The stream ends when the instance shuts down (the client ' +
          'reconnects, elsewhere behind a balancer, with its last id). Streams and long polls together are ' +
          'limited per instance (MAX_STREAMS): past the limit the answer is 503 with Retry-After.',
        querystring: Type.Object(
          {
            after: Type.String({
              default: '0',
              maxLength: 64,
              pattern: CURSOR_PATTERN,
              description: AFTER_DESCRIPTION,
              examples: ['latest'],
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: {
            description: 'Server-sent events: `id: <cursor>`, `event: change`, `data: <Change JSON>`.',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...problemResponses(400, 406, 500, 503),
        },
      },
    },
    async (request, reply) => {
      let { cursor, page } = firstPages.get(request) as { cursor: string; page: ChangePage }
      const gone = new AbortController()
      reply.sse.onClose(() => gone.abort())
      reply.sse.keepAlive()
      // The stream is open at once: a client learns it is connected before the first change, not at the first
      // heartbeat.
      reply.sse.sendHeaders()
      // writeHead only records them: they would go out with the first write (the first heartbeat, 10 s on).
      reply.raw.flushHeaders()
      // Shutting down: the stream ends now, so that the shutdown need not wait for it; the client reconnects
      // (elsewhere) with its last id. A client that is not reading would hold its unsent bytes, and with them
      // the shutdown, until it reads: its connection is cut instead.
      const endStream = () => {
        gone.abort()
        if (reply.raw.writableLength > 0) reply.raw.destroy()
        else reply.sse.close()
      }
      if (draining.aborted) endStream()
      draining.addEventListener('abort', endStream, { once: true })
      reply.sse.onClose(() => draining.removeEventListener('abort', endStream))
      try {
        while (!gone.signal.aborted) {
          for (const change of page.changes) {
            if (gone.signal.aborted) return
            if (reply.raw.writableLength > STREAM_BUFFER_BYTES) {
              request.log.info({ cursor }, 'change stream cut: the client is not reading')
              reply.sse.close()
              return
            }
            // The plugin waits for the socket to drain: a client that stops reading holds this loop (and only
            // this loop) until it is cut off.
            const send = reply.sse.send({ id: change.cursor, event: 'change', data: change })
            if (await stalled(send, gone.signal)) {
              if (gone.signal.aborted) return
              request.log.info({ cursor }, 'change stream cut: the client stopped reading')
              reply.sse.close()
              return
            }
          }
          cursor = page.next
          if (gone.signal.aborted) break
          page = await changes.nextChanges(cursor, STREAM_PAGE, HEARTBEAT_MS, gone.signal)
        }
      } catch (error) {
        // The store went away mid-stream: end it; the client resumes with Last-Event-ID.
        request.log.warn({ err: error, cursor }, 'change stream ended by an error')
        reply.sse.close()
      }
    },
  )
}
