// Webhook subscriptions over HTTP: create (the answer carries the signing secret, once), list, read, delete,
// enable again. Every one of them needs a write key when API keys are configured: a subscription's URL and
// state are an operator's business. Delivery itself is src/services/webhooks/webhooks.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Config } from '../../config.js'
import { ref } from '../../schemas/ref.js'
import { CreatedWebhook, NewWebhook, Webhook } from '../../schemas/webhooks.js'
import { targetProblem } from '../../services/webhooks/webhook-target.js'
import { newSecret } from '../../services/webhooks/webhooks.js'
import type { ChangeLog, Languages } from '../../store/content-store.js'
import type { StoredWebhook, WebhookStore } from '../../store/webhook-store.js'
import { HttpProblem, validationProblem } from '../http-problem.js'
import type { KeptAnswer } from '../idempotency.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'
import { type SecurityConfig, writeKeyRequired } from '../security.js'

const WebhookIdParams = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'The id of a subscription.',
    examples: [1],
  }),
})

/** Changes counted for `backlog`: past this, the backlog is reported as this. */
const BACKLOG_COUNT = 1000

const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString())

async function present(changes: ChangeLog, hook: StoredWebhook): Promise<Webhook> {
  const backlog = (await changes.listChanges(hook.cursor, BACKLOG_COUNT)).changes.length
  const answer: Webhook = {
    id: hook.id,
    url: hook.url,
    kinds: hook.kinds,
    languages: hook.languages,
    state: hook.state,
    backlog,
    createdAt: iso(hook.createdAt) as string,
  }
  if (hook.lastAttempt !== null) answer.lastAttempt = iso(hook.lastAttempt)
  if (hook.lastStatus !== null) answer.lastStatus = hook.lastStatus
  if (hook.lastError !== null) answer.lastError = hook.lastError
  if (hook.attempts > 0 && hook.state === 'active') answer.nextAttempt = iso(hook.nextAttempt)
  return answer
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{
  webhooks: WebhookStore
  changes: ChangeLog
  languages: Languages
  config: Pick<Config, 'webhookAllowPrivate'> & SecurityConfig
  /**
   * This instance's delivery, told of subscriptions made here so that it starts at once, and of those removed
   * here so that none of its attempts starts after the removal is answered.
   */
  delivery: { nudge(): void; removed(id: number): void }
}> = async (app, { webhooks, changes, languages, config, delivery }) => {
  const requireWriteKey = writeKeyRequired(config)
  app.addHook('onRequest', async (request) => requireWriteKey(request.headers.authorization))
  const notFound = (id: number) => new HttpProblem(404, `There is no webhook subscription ${id}.`)

  // A retried create (Idempotency-Key) answers the subscription as the store has it now, secret included; the
  // stored answer keeps no secret (it would lie in plain text for the key's 24 hours, and outlive the
  // subscription). A subscription deleted since is not answered again: 410.
  const keptAnswer: KeptAnswer = {
    keep(body) {
      const { secret: _secret, ...rest } = JSON.parse(body) as Record<string, unknown>
      return JSON.stringify(rest)
    },
    async replay(stored) {
      const { id } = JSON.parse(stored.body) as { id: number }
      const hook = await webhooks.get(id)
      if (!hook) {
        throw new HttpProblem(
          410,
          `The webhook subscription this Idempotency-Key created (${id}) has been deleted since. Use a new key to subscribe again.`,
        )
      }
      return { ...stored, body: JSON.stringify({ ...(await present(changes, hook)), secret: hook.secret }) }
    },
  }

  app.post(
    '/ContentApi/Webhooks',
    {
      config: { keptAnswer },
      preValidation: caseInsensitiveMembers(NewWebhook),
      schema: {
        tags: ['Webhooks'],
        operationId: 'createWebhook',
        summary: 'Subscribe a URL to the changes',
        description:
          'From now on, every change (or those of the given kinds and languages) is POSTed to the URL, in order, ' +
          'signed as the Standard Webhooks specification says, at least once. The answer holds the signing ' +
          'secret; it is not shown again, except to a retry with the same Idempotency-Key (24 hours), which ' +
          'answers the subscription as it is then, or 410 once it has been deleted.',
        body: ref(NewWebhook),
        response: {
          201: { ...ref(CreatedWebhook), description: 'The subscription, with its secret.' },
          ...problemResponses(400, 410, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { Url, Kinds = [], Languages = [] } = request.body
      const problem = await targetProblem(Url, config.webhookAllowPrivate)
      if (problem) throw validationProblem({ Url: [`The Url ${problem}.`] })
      const codes: string[] = []
      for (const [i, code] of Languages.entries()) {
        codes.push((await resolveLanguage(languages, `Languages[${i}]`, code)).languageCode)
      }
      const secret = newSecret()
      const hook = await webhooks.add({
        url: Url,
        secret,
        kinds: [...Kinds],
        languages: codes,
        cursor: await changes.latestChangeCursor(),
      })
      delivery.nudge()
      return reply
        .code(201)
        .header('location', `/ContentApi/Webhooks/${hook.id}`)
        .send({ ...(await present(changes, hook)), secret })
    },
  )

  app.get(
    '/ContentApi/Webhooks',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'listWebhooks',
        summary: 'List the webhook subscriptions and their delivery state',
        description:
          'Every subscription with its cursor, whether it is active or disabled, and its last failure. ' +
          'Signing secrets are never listed: a secret is shown once, in the answer that created it.',
        response: {
          200: { type: 'array', items: ref(Webhook), description: 'Every subscription, by id.' },
          ...problemResponses(403, 500, 503),
        },
      },
    },
    async () => Promise.all((await webhooks.list()).map((hook) => present(changes, hook))),
  )

  app.get(
    '/ContentApi/Webhooks/:id',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'getWebhook',
        summary: 'Read a webhook subscription and its delivery state',
        description:
          'The subscription with its cursor, state and last failure; its signing secret is not shown.',
        params: WebhookIdParams,
        response: {
          200: { ...ref(Webhook), description: 'The subscription.' },
          ...problemResponses(400, 403, 404, 500, 503),
        },
      },
    },
    async (request) => {
      const hook = await webhooks.get(request.params.id)
      if (!hook) throw notFound(request.params.id)
      return present(changes, hook)
    },
  )

  app.delete(
    '/ContentApi/Webhooks/:id',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook subscription',
        description:
          'Its cursor and secret are gone. Each attempt first checks that the subscription still exists, so ' +
          'after this answers no delivery to it starts (see the 204).',
        params: WebhookIdParams,
        response: {
          204: {
            description:
              'Removed: no delivery to it starts after this answer, from this instance or any other on the store.',
          },
          ...problemResponses(400, 404, 500, 503),
        },
      },
    },
    async (request, reply) => {
      if (!(await webhooks.remove(request.params.id))) throw notFound(request.params.id)
      delivery.removed(request.params.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/ContentApi/Webhooks/:id/Enable',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'enableWebhook',
        summary: 'Enable a disabled subscription again',
        description: 'Delivery resumes at its cursor: nothing was skipped while it was disabled.',
        params: WebhookIdParams,
        response: {
          200: { ...ref(Webhook), description: 'The subscription, active.' },
          ...problemResponses(400, 404, 500, 503),
        },
      },
    },
    async (request) => {
      if (!(await webhooks.enable(request.params.id))) throw notFound(request.params.id)
      delivery.nudge()
      return present(changes, (await webhooks.get(request.params.id)) as StoredWebhook)
    },
  )
}
