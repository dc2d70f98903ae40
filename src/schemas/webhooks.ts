// Webhook subscriptions (POST/GET /ContentApi/Webhooks).
import { type Static, Type } from 'typebox'
import { CHANGE_KIND_LIST } from './changes.js'

const CASE_NOTE = 'Member names match case-insensitively (Url or url); unknown members are ignored.'

export const NewWebhook = Type.Object(
  {
    Url: Type.String({
      minLength: 1,
      maxLength: 2000,
      description:
        'Where to POST each change: an http or https URL whose host is, or resolves only to, public unicast ' +
        'addresses (not loopback, private, link-local, multicast or reserved, nor an IPv6 form that carries ' +
        'such an IPv4 address) unless WEBHOOK_ALLOW_PRIVATE=true. Redirects are not followed.',
    }),
    Kinds: Type.Optional(
      Type.Array(Type.Union(CHANGE_KIND_LIST.map((k) => Type.Literal(k))), {
        uniqueItems: true,
        maxItems: CHANGE_KIND_LIST.length,
        description: 'Only changes of these kinds; absent or empty: every kind.',
      }),
    ),
    Languages: Type.Optional(
      Type.Array(Type.String({ maxLength: 64 }), {
        uniqueItems: true,
        maxItems: 100,
        description: 'Only changes to texts in these languages; absent or empty: every change.',
      }),
    ),
  },
  {
    $id: 'NewWebhook',
    description: `A webhook subscription to make. ${CASE_NOTE}`,
    examples: [
      { Url: 'https://example.no/hooks/content', Kinds: ['created', 'textsWritten'], Languages: ['nn-NO'] },
    ],
  },
)

const WEBHOOK_FIELDS = {
  id: Type.Integer({ examples: [1] }),
  url: Type.String(),
  kinds: Type.Array(Type.String(), { description: 'The kinds delivered; empty: every kind.' }),
  languages: Type.Array(Type.String(), { description: 'The languages delivered; empty: every change.' }),
  state: Type.Union([Type.Literal('active'), Type.Literal('disabled')], {
    description: '`disabled` after 3 days of failures; enable it again with POST …/{id}/Enable.',
  }),
  backlog: Type.Integer({
    description:
      'Changes after its cursor not yet delivered or passed over (counted up to 1,000; 1000 means at least).',
  }),
  lastAttempt: Type.Optional(Type.String({ format: 'date-time' })),
  lastStatus: Type.Optional(Type.Integer({ description: "The target's last HTTP status." })),
  lastError: Type.Optional(Type.String({ description: 'Why the last attempt failed.' })),
  nextAttempt: Type.Optional(
    Type.String({ format: 'date-time', description: 'When a failed delivery is retried.' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
}

export const Webhook = Type.Object(WEBHOOK_FIELDS, {
  $id: 'Webhook',
  additionalProperties: false,
  description: 'A webhook subscription and its delivery state.',
})

export const CreatedWebhook = Type.Object(
  {
    ...WEBHOOK_FIELDS,
    secret: Type.String({
      description: 'The signing secret (Standard Webhooks, `whsec_…`): shown only in this answer.',
      examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    }),
  },
  { $id: 'CreatedWebhook', additionalProperties: false, description: 'A new subscription, with its secret.' },
)

export type NewWebhook = Static<typeof NewWebhook>
export type Webhook = Static<typeof Webhook>
export type CreatedWebhook = Static<typeof CreatedWebhook>
