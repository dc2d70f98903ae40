// What a request's key may do (GET /ContentApi/Access).
import { type Static, Type } from 'typebox'

/** What GET /ContentApi/Access answers: whether keys are configured, and what the caller's key may do. */
const AccessLanguages = (what: string) =>
  Type.Array(Type.String({ examples: ['nn-NO'] }), {
    description: `The languages this request may ${what}: \`["*"]\` for every language, \`[]\` for none.`,
  })

export const Access = Type.Object(
  {
    keysConfigured: Type.Boolean({ description: 'API keys are configured (API_KEYS or API_KEYS_FILE).' }),
    readsRequireKey: Type.Boolean({ description: 'Reads need a key too (READS_REQUIRE_KEY=true).' }),
    canRead: Type.Boolean({ description: 'This request, with its Authorization header, may read.' }),
    canWrite: Type.Boolean({
      description:
        'This request, with its Authorization header, may write (some languages: see writeLanguages).',
    }),
    canReview: Type.Boolean({
      description: 'This request may approve texts (some languages: see reviewLanguages).',
    }),
    writeLanguages: AccessLanguages('write'),
    reviewLanguages: AccessLanguages('review (approve)'),
    scope: Type.Optional(
      Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('review')], {
        description: 'The scope of the key sent, when it is a valid key.',
      }),
    ),
    name: Type.Optional(
      Type.String({
        description:
          'The name of the key sent, when it is a valid key: what history and the change log show as `by`.',
        examples: ['anna'],
      }),
    ),
  },
  {
    $id: 'Access',
    additionalProperties: false,
    description: 'What a client may do with the key it sends (or without one).',
    examples: [
      {
        keysConfigured: true,
        readsRequireKey: false,
        canRead: true,
        canWrite: true,
        canReview: false,
        writeLanguages: ['nn-NO'],
        reviewLanguages: [],
        scope: 'write',
        name: 'anna',
      },
    ],
  },
)

export type Access = Static<typeof Access>
