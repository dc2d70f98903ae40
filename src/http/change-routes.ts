// The change log: every write, in commit order, for clients that follow what changed (caches, search
// indexes, static sites). Read it with a cursor; following `next` sees every committed change exactly once.
// A reader may wait for the next change (long poll, `wait`), or keep a stream open (server-sent events), and
// may start from now (`after=latest`). Waiting readers are woken by this process's commits at once, by other
// PostgreSQL instances through LISTEN/NOTIFY, and by other SQLite processes within a poll; each wake re-reads
// the log (store.nextChanges: soon again when the commit is not readable yet, since PostgreSQL hands out
// changes in transaction order, and at least every half second in any case).
import { setTimeout as sleep } from 'node:timers/promises'
import sseModule, { type SSEPluginOptions } from '@fastify/sse'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ChangePage } from '../schemas/content.js'
import { ref } from '../schemas/ref.js'
import type { ContentStore } from '../store/content-store.js'
import { HttpProblem, validationProblem } from './http-problem.js'
import { problemResponses } from './responses.js'

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

/** Whether a write is still waiting for the client after STALL_MS. */
async function stalled(write: Promise<void>): Promise<boolean> {
  const timer = new AbortController()
  try {
    return await Promise.race([
      write.then(() => false),
      sleep(STALL_MS, true, { signal: timer.signal }).catch(() => false),
    ])
  } finally {
    timer.abort()
  }
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
async function startingCursor(store: ContentStore, after: string): Promise<string> {
  return after === 'latest' ? store.latestChangeCursor() : after
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

export const changeRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore }> = async (app, { store }) => {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS })
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
    async (request) => {
      const { limit, wait } = request.query
      const after = await startingCursor(store, request.query.after)
      // A client that hangs up stops the wait.
      const gone = new AbortController()
      request.raw.once('close', () => gone.abort())
      return store.nextChanges(after, limit, wait * 1000, gone.signal)
    },
  )

  app.get(
    '/ContentApi/Changes/stream',
    {
      sse: { heartbeat: true },
      // Before the stream opens (the SSE plugin answers 200 once the handler runs): a request that is not for
      // a stream, a bad cursor or a store that is down get problem answers rather than a stream that ends.
      preHandler: async (request) => {
        if (!request.headers.accept?.includes('text/event-stream')) {
          throw new HttpProblem(
            406,
            'This is a stream of server-sent events: send Accept: text/event-stream.',
          )
        }
        const lastEventId = request.headers['last-event-id']
        const { after } = request.query as { after: string }
        const requested = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : after
        if (!new RegExp(CURSOR_PATTERN).test(requested)) {
          throw validationProblem({ 'Last-Event-ID': ['Not a cursor this endpoint gave.'] })
        }
        const cursor = await startingCursor(store, requested)
        firstPages.set(request, { cursor, page: await store.listChanges(cursor, STREAM_PAGE) })
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
          'writers; it resumes with its last id.',
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
      try {
        while (!gone.signal.aborted) {
          for (const change of page.changes) {
            if (reply.raw.writableLength > STREAM_BUFFER_BYTES) {
              request.log.info({ cursor }, 'change stream cut: the client is not reading')
              reply.sse.close()
              return
            }
            // The plugin waits for the socket to drain: a client that stops reading holds this loop (and only
            // this loop) until it is cut off.
            if (await stalled(reply.sse.send({ id: change.cursor, event: 'change', data: change }))) {
              request.log.info({ cursor }, 'change stream cut: the client stopped reading')
              reply.sse.close()
              return
            }
          }
          cursor = page.next
          if (gone.signal.aborted) break
          page = await store.nextChanges(cursor, STREAM_PAGE, HEARTBEAT_MS, gone.signal)
        }
      } catch (error) {
        // The store went away mid-stream: end it; the client resumes with Last-Event-ID.
        request.log.warn({ err: error, cursor }, 'change stream ended by an error')
        reply.sse.close()
      }
    },
  )
}
