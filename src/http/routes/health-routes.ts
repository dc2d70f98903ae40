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
  const timeoutMs = options.timeoutMs ?? 1500
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
      const answer = options.isDraining?.()
        ? 'Unhealthy: shutting down'
        : await assess(options.health, timeoutMs)
      return reply
        .code(answer === 'Healthy' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(answer)
    },
  )
}

/** 'Healthy', or 'Unhealthy' with the reason when one is known. */
async function assess(health: StoreHealth, timeoutMs: number): Promise<string> {
  try {
    await withTimeout(health.ping(), timeoutMs)
    const problem = await withTimeout(health.writeProblem(), timeoutMs)
    return problem === undefined ? 'Healthy' : `Unhealthy: ${problem}`
  } catch {
    return 'Unhealthy'
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
