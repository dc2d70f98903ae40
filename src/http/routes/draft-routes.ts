// Machine drafts between Bokmål and Nynorsk (src/services/drafts/drafts.ts): a draft of a text or of a content's current text
// (nothing stored), the backlog fill that stores drafts as machine texts, and the approval that takes a
// machine text's mark away.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Draft, DraftRequest, FillResult, MAX_DRAFT_TEXT } from '../../schemas/drafts.js'
import type { Language } from '../../schemas/languages.js'
import { ref } from '../../schemas/ref.js'
import { MAX_WORD } from '../../services/drafts/apertium-engine.js'
import { BOKMAL, type DraftService, NYNORSK } from '../../services/drafts/drafts.js'
import type { ContentReads, Languages } from '../../store/content-store.js'
import { HttpProblem } from '../http-problem.js'
import { principalOf, requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { ContentIdParams, problemResponses } from '../responses.js'

export interface DraftRoutesOptions {
  contents: ContentReads
  languages: Languages
  drafts: DraftService
}

const PAIRS = `${BOKMAL} → ${NYNORSK} and ${NYNORSK} → ${BOKMAL}`

const LanguageQuery = (description: string, example: string) =>
  Type.String({ minLength: 1, maxLength: 64, description, examples: [example] })

const ContentDraftQuery = Type.Object(
  {
    to: LanguageQuery('The written form to draft into: nb-NO or nn-NO.', 'nn-NO'),
    from: Type.Optional(
      LanguageQuery('The written form to draft from; by default the other one of nb-NO and nn-NO.', 'nb-NO'),
    ),
  },
  { additionalProperties: false },
)

const FillQuery = Type.Object(
  {
    from: LanguageQuery('The written form to draft from: nb-NO or nn-NO.', 'nb-NO'),
    to: LanguageQuery('The written form to fill: nn-NO or nb-NO.', 'nn-NO'),
    keyPrefix: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9._:/-]{1,200}$',
        description: 'Only contents whose key starts with this.',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000_000,
        description: 'Look at most at this many contents of the backlog (default: all of it).',
      }),
    ),
  },
  { additionalProperties: false },
)

export const draftRoutes: FastifyPluginAsyncTypebox<DraftRoutesOptions> = async (
  app,
  { contents, languages, drafts },
) => {
  app.post(
    '/ContentApi/Translations/Draft',
    {
      preValidation: caseInsensitiveMembers(DraftRequest),
      schema: {
        tags: ['Drafts'],
        operationId: 'draftText',
        summary: 'Draft a text into the other written form (Bokmål ⇄ Nynorsk)',
        description:
          `Machine translation with Apertium's nno-nob pair, for a person to review; nothing is stored. Pairs: ${PAIRS} ` +
          '(another pair is a 400). Line breaks, surrounding white space and characters the engine does not know are ' +
          'kept; words it does not know are left as they are, unmarked, and so is a word longer than ' +
          `${MAX_WORD} characters (it does not reach the engine). Nynorsk drafts follow NYNORSK_STYLE. 503 when ` +
          'the engine is not installed or does not answer within 2 s.',
        body: ref(DraftRequest),
        response: {
          200: { ...ref(Draft), description: 'The draft.' },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      const from = await resolveLanguage(languages, 'From', request.body.From)
      const to = await resolveLanguage(languages, 'To', request.body.To)
      return drafts.draft(request.body.Text, from, to)
    },
  )

  app.get(
    '/ContentApi/Content/:id/Draft',
    {
      schema: {
        tags: ['Drafts'],
        operationId: 'draftContent',
        summary: "Draft a content's current text into the other written form",
        description:
          `As POST /ContentApi/Translations/Draft, for the content's current text in \`from\`; nothing is stored. ` +
          '404 without the content, 410 when it is archived, 409 when it has no text in `from`, 422 when that text ' +
          `is longer than ${MAX_DRAFT_TEXT} characters.`,
        params: ContentIdParams,
        querystring: ContentDraftQuery,
        response: {
          200: { ...ref(Draft), description: 'The draft.' },
          ...problemResponses(400, 404, 409, 410, 422, 500, 503),
        },
      },
    },
    async (request) => {
      const to = await resolveLanguage(languages, 'to', request.query.to)
      const from = await resolveLanguage(languages, 'from', request.query.from ?? otherForm(to))
      drafts.assertPair(from, to)
      const { content } = await contents.getContent(request.params.id)
      const property = content.properties.find((p) => p.language.id === from.id)
      if (!property) {
        throw new HttpProblem(
          409,
          `Content ${content.id} has no text in ${from.languageCode} to draft from; write one first.`,
        )
      }
      if (property.text.length > MAX_DRAFT_TEXT) {
        throw new HttpProblem(
          422,
          `Content ${content.id}'s ${from.languageCode} text is ${property.text.length} characters long; drafts take texts of at most ${MAX_DRAFT_TEXT} characters.`,
        )
      }
      return drafts.draft(property.text, from, to)
    },
  )

  app.post(
    '/ContentApi/Translations/Drafts',
    {
      schema: {
        tags: ['Drafts'],
        operationId: 'fillBacklog',
        summary: 'Fill a translation backlog with machine drafts',
        description:
          'Every content that is not archived, has a text in `from` and none in `to` (and whose key starts with ' +
          '`keyPrefix`) gets the draft of its text as a new version, marked `"origin":"machine"` until a person ' +
          'approves or rewrites it. Batch by batch, each batch one write, so other writers wait at most for one ' +
          'batch. A content written meanwhile is left alone. Running it again writes nothing new. ' +
          '`warnings` lists, per content, what the quality checks found in the draft written (docs/CHECKS.md), ' +
          'checked against the text drafted from; a draft a check CHECKS_BLOCKING names refuses is skipped. ' +
          `Pairs: ${PAIRS}.`,
        querystring: FillQuery,
        response: {
          200: { ...ref(FillResult), description: 'What the fill did.' },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { from: fromCode, to: toCode, keyPrefix, limit } = request.query
      const from = await resolveLanguage(languages, 'from', fromCode)
      const to = await resolveLanguage(languages, 'to', toCode)
      requireLanguages(request, 'write', [to.languageCode])
      // A client that disconnects stops the fill after the batch in hand.
      const gone = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort()
      })
      return drafts.fill(from, to, {
        by: principalOf(request).name,
        keyPrefix,
        limit,
        signal: gone.signal,
      })
    },
  )
}

/** The other written form: nn-NO for nb-NO and the other way round; nb-NO for any other language. */
function otherForm(language: Language): string {
  return language.languageCode === BOKMAL ? NYNORSK : BOKMAL
}
