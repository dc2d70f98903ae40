// GET/HEAD /healthz: "Healthy" when the store answers a trivial query within a short timeout and can take
// writes; "Unhealthy" (503) otherwise, with the reason when it is known (the store's disk is full).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { StoreHealth } from '../../store/content-store.js'
import { plainText } from '../responses.js'

export interface HealthRoutesOptions {
  health: StoreHealth
  /** True while the service drains before shutting down: balancers should stop sending. */
  isDraining?: () => boolean
  timeoutMs?: number
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, options) => {
  const assessment = sharedAssessment(options.health, options.timeoutMs ?? 1500)
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Health'],
        operationId: 'getHealth',
        summary: 'Health of the service and its store',
        description:
          'Open to everyone, always (for load balancers and probes). 200 `Healthy` when the store answered ' +
          'within the health timeout; 503 when it did not, or while the instance drains before shutdown. ' +
          'Never cached.',
        response: {
          200: plainText('Healthy'),
          503: plainText('Unhealthy: the store did not answer in time'),
        },
      },
    },
    async (_request, reply) => {
      const answer = options.isDraining?.() ? 'Unhealthy: shutting down' : await assessment()
      return reply
        .code(answer === 'Healthy' ? 200 : 503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(answer)
    },
  )
}

/**
 * The store's assessment, shared by the probes that wait for it. A round starts at the end of the event loop's
 * turn in which its first probe arrived, or, while one runs, when that one ends; it answers every probe that
 * arrived before it started. So an answer always comes from a check that began after its probe arrived (a probe
 * right after a disk was freed sees it freed), and under load the store is asked once per turn of the event
 * loop rather than once per probe (on SQLite, statfs was a quarter of the main thread's time when every probe
 * made its own; a round's promises and timer were a tenth while a round began with each probe).
 */
function sharedAssessment(health: StoreHealth, timeoutMs: number): () => Promise<string> {
  let running: Promise<string> | undefined
  let queued: Promise<string> | undefined
  const start = (): Promise<string> => {
    queued = undefined
    const round = assess(health, timeoutMs).finally(() => {
      if (running === round) running = undefined
    })
    running = round
    return round
  }
  return () => {
    queued ??= (running ?? endOfTurn()).then(start)
    return queued
  }
}

/** Resolves after the I/O callbacks of this turn of the event loop (setImmediate's check phase). */
const endOfTurn = () => new Promise<unknown>((resolve) => setImmediate(resolve))

/** 'Healthy', or 'Unhealthy' with the reason when one is known: the store's check within the timeout. */
async function assess(health: StoreHealth, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const problem = await Promise.race([health.check(), timeout])
    return problem === undefined ? 'Healthy' : `Unhealthy: ${problem}`
  } catch {
    return 'Unhealthy'
  } finally {
    clearTimeout(timer)
  }
}
