// Search: current texts in Bokmål, Nynorsk, English or any language, stemmed and ranked (rules/search/
// says how a text and a query become terms). Paging by an opaque cursor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { parseQuery } from '../../rules/search/query.js'
import { ref } from '../../schemas/ref.js'
import { SearchPage } from '../../schemas/search.js'
import type { ContentSearch, Languages } from '../../store/content-store.js'
import { validationProblem } from '../http-problem.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'

export const MAX_SEARCH_HITS = 100
/** How deep paging goes: past this many hits a query is better narrowed than paged. */
const MAX_OFFSET = 10_000

const SearchQueryString = Type.Object(
  {
    q: Type.String({
      maxLength: 500,
      description:
        'What to find. Words are ANDed; `"a phrase"`; `prefix*`; `-word` excludes. Case and diacritics ' +
        'other than æ ø å do not matter; Norwegian and English words match their inflected forms.',
      examples: ['søknad skuleskyss'],
    }),
    language: Type.Optional(
      Type.String({ maxLength: 64, description: 'Only texts in this language.', examples: ['nn-NO'] }),
    ),
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_SEARCH_HITS,
      default: 20,
      description: 'Most hits to return.',
    }),
    after: Type.Optional(
      Type.String({ maxLength: 32, description: 'The `next` of the page before.', examples: ['MjA'] }),
    ),
  },
  { additionalProperties: false },
)

/** The cursor of the page after `offset` hits: opaque to clients. */
const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64url')

function offsetOf(after: string | undefined): number {
  if (after === undefined) return 0
  const decoded = Buffer.from(after, 'base64url').toString()
  const offset = /^\d{1,6}$/.test(decoded) ? Number(decoded) : Number.NaN
  if (!(offset >= 0 && offset <= MAX_OFFSET) || cursorOf(offset) !== after) {
    throw validationProblem({
      after: ['Not a cursor this endpoint gave; give the `next` of the page before.'],
    })
  }
  return offset
}

export const searchRoutes: FastifyPluginAsyncTypebox<{
  search: ContentSearch
  languages: Languages
}> = async (app, { search, languages }) => {
  app.get(
    '/ContentApi/Search',
    {
      schema: {
        tags: ['Search'],
        operationId: 'search',
        summary: 'Find current texts',
        description:
          'Current texts of contents that are not archived, in every language or in one. Bokmål and Nynorsk ' +
          'are stemmed with Snowball Norwegian, English with Snowball English (`søknader` finds `søknaden`, ' +
          '`applications` finds `application`); other languages match whole words. Where hunspell-no is ' +
          'installed, a Bokmål or Nynorsk word also finds the compounds that have it as a part (`skjema` finds ' +
          '`søknadsskjemaet`), after the texts that have the word itself. Ranked by relevance, ties ' +
          "by content id: a one-word query by the text's BM25 weight for the word, a one-word prefix (`søkn*`) " +
          'by the best such weight among the words that begin so (both the same on both stores, read best ' +
          'first from an index in that order); other queries by BM25 on SQLite and ts_rank on ' +
          'PostgreSQL.',
        querystring: SearchQueryString,
        response: {
          200: { ...ref(SearchPage), description: 'A page of hits, best first.' },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request) => {
      const { q, language: code, limit, after } = request.query
      if (q.trim() === '') throw validationProblem({ q: ['Give something to find.'] })
      const query = parseQuery(q)
      if (!query) {
        throw validationProblem({
          q: ['The query has no word to find (only punctuation, operators or excluded words).'],
        })
      }
      const offset = offsetOf(after)
      const language = code === undefined ? undefined : await resolveLanguage(languages, 'language', code)
      const { hits, more } = await search.search(query, { language, limit, offset })
      return more && offset + limit <= MAX_OFFSET ? { hits, next: cursorOf(offset + limit) } : { hits }
    },
  )
}
