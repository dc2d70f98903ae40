// Webhook subscriptions over HTTP: create (the answer carries the signing secret, once), list, read, delete,
// enable again. Every one of them needs a write key when API keys are configured: a subscription's URL and
// state are an operator's business. Delivery itself is src/webhooks.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Config } from '../config.js'
import { ref } from '../schemas/ref.js'
import { CreatedWebhook, NewWebhook, Webhook } from '../schemas/webhooks.js'
import type { ContentStore } from '../store/content-store.js'
import type { StoredWebhook } from '../store/webhook-store.js'
import { targetProblem } from '../webhook-target.js'
import { newSecret } from '../webhooks.js'
import { HttpProblem, validationProblem } from './problem.js'
import { caseInsensitiveMembers } from './request-body.js'
import { resolveLanguage } from './request-languages.js'
import { problemResponses } from './responses.js'
import { type SecurityConfig, writeKeyRequired } from './security.js'

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

async function present(store: ContentStore, hook: StoredWebhook): Promise<Webhook> {
  const backlog = (await store.listChanges(hook.cursor, BACKLOG_COUNT)).changes.length
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
  store: ContentStore
  config: Pick<Config, 'webhookAllowPrivate'> & SecurityConfig
  /**
   * This instance's delivery, told of subscriptions made here so that it starts at once, and of those removed
   * here so that none of its attempts starts after the removal is answered.
   */
  delivery: { nudge(): void; removed(id: number): void }
}> = async (app, { store, config, delivery }) => {
  const requireWriteKey = writeKeyRequired(config)
  app.addHook('onRequest', async (request) => requireWriteKey(request.headers.authorization))
  const notFound = (id: number) => new HttpProblem(404, `There is no webhook subscription ${id}.`)

  app.post(
    '/ContentApi/Webhooks',
    {
      preValidation: caseInsensitiveMembers(NewWebhook),
      schema: {
        tags: ['Webhooks'],
        operationId: 'createWebhook',
        summary: 'Subscribe a URL to the changes',
        description:
          'From now on, every change (or those of the given kinds and languages) is POSTed to the URL, in order, ' +
          'signed as the Standard Webhooks specification says, at least once. The answer holds the signing ' +
          'secret; it is not shown again.',
        body: ref(NewWebhook),
        response: {
          201: { ...ref(CreatedWebhook), description: 'The subscription, with its secret.' },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { Url, Kinds = [], Languages = [] } = request.body
      const problem = await targetProblem(Url, config.webhookAllowPrivate)
      if (problem) throw validationProblem({ Url: [`The Url ${problem}.`] })
      const languages: string[] = []
      for (const [i, code] of Languages.entries()) {
        languages.push((await resolveLanguage(store, `Languages[${i}]`, code)).languageCode)
      }
      const secret = newSecret()
      const hook = await store.webhooks.add({
        url: Url,
        secret,
        kinds: [...Kinds],
        languages,
        cursor: await store.latestChangeCursor(),
      })
      delivery.nudge()
      return reply
        .code(201)
        .header('Location', `/ContentApi/Webhooks/${hook.id}`)
        .send({ ...(await present(store, hook)), secret })
    },
  )

  app.get(
    '/ContentApi/Webhooks',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'listWebhooks',
        summary: 'List the webhook subscriptions and their delivery state',
        response: {
          200: { type: 'array', items: ref(Webhook), description: 'Every subscription, by id.' },
          ...problemResponses(403, 500, 503),
        },
      },
    },
    async () => Promise.all((await store.webhooks.list()).map((hook) => present(store, hook))),
  )

  app.get(
    '/ContentApi/Webhooks/:id',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'getWebhook',
        summary: 'Read a webhook subscription and its delivery state',
        params: WebhookIdParams,
        response: {
          200: { ...ref(Webhook), description: 'The subscription.' },
          ...problemResponses(400, 403, 404, 500, 503),
        },
      },
    },
    async (request) => {
      const hook = await store.webhooks.get(request.params.id)
      if (!hook) throw notFound(request.params.id)
      return present(store, hook)
    },
  )

  app.delete(
    '/ContentApi/Webhooks/:id',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook subscription',
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
      if (!(await store.webhooks.remove(request.params.id))) throw notFound(request.params.id)
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
      if (!(await store.webhooks.enable(request.params.id))) throw notFound(request.params.id)
      delivery.nudge()
      return present(store, (await store.webhooks.get(request.params.id)) as StoredWebhook)
    },
  )
}
