// Which termbase terms a text has, with their preferred translations (POST /ContentApi/Terms/Matches): what
// the editor marks in a source text. Matched as the checks on writes match (rules/terms/), on the entries the
// store has now. A read: any key may ask (none unless READS_REQUIRE_KEY).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { termMatches } from '../../rules/terms/term-matches.js'
import { ref } from '../../schemas/ref.js'
import { TermMatchList, TermMatchRequest } from '../../schemas/term-matches.js'
import type { Languages } from '../../store/content-store.js'
import type { TermStore } from '../../store/term-store.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'

export interface TermMatchRoutesOptions {
  terms: Pick<TermStore, 'entriesInLanguages'>
  languages: Languages
}

export const termMatchRoutes: FastifyPluginAsyncTypebox<TermMatchRoutesOptions> = async (
  app,
  { terms, languages },
) => {
  app.post(
    '/ContentApi/Terms/Matches',
    {
      config: { readsOnly: true },
      preValidation: caseInsensitiveMembers(TermMatchRequest),
      schema: {
        tags: ['Terms'],
        operationId: 'matchTerms',
        summary: 'Find the termbase terms a text has',
        description:
          "The terms of the text's language that it has, matched by stems as the checks on writes match them " +
          '(`søknaden` has the term `søknad`), multi-word terms as a run of words; each occurrence with its place ' +
          "in the text and the entry's preferred terms in `To`. A read: a key of any scope may ask (none unless " +
          'READS_REQUIRE_KEY). 400 for a language the store does not have.',
        body: ref(TermMatchRequest),
        response: {
          200: { ...ref(TermMatchList), description: 'The terms found, in text order.' },
          ...problemResponses(400, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      const from = await resolveLanguage(languages, 'LanguageCode', request.body.LanguageCode)
      const to = await resolveLanguage(languages, 'To', request.body.To)
      const entries = await terms.entriesInLanguages([from.id])
      return { matches: termMatches(request.body.Text, from.languageCode, to.languageCode, entries) }
    },
  )
}
