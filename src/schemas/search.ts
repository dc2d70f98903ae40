// The Search endpoint's answer (GET /ContentApi/Search).
import { type Static, Type } from 'typebox'
import { Language } from './languages.js'
import { ref } from './ref.js'

export const SearchHit = Type.Object(
  {
    contentId: Type.Integer({ examples: [7] }),
    key: Type.Optional(
      Type.String({ description: "The content's key, when it has one.", examples: ['skjema.tittel'] }),
    ),
    language: ref(Language),
    text: Type.String({ description: 'The current text that matched.', examples: ['Søknad om skuleskyss'] }),
    snippet: Type.String({
      description:
        'The text HTML-escaped, with `<mark>` around the matching words, cut to about 160 characters around ' +
        'the part with the most matches (… where it was cut).',
      examples: ['<mark>Søknad</mark> om skuleskyss'],
    }),
    score: Type.Number({
      description: 'Relevance: higher is better; compare within one answer only.',
      examples: [1.401],
    }),
  },
  { $id: 'SearchHit', additionalProperties: false, description: 'A current text that matches a search.' },
)

export const SearchPage = Type.Object(
  {
    hits: Type.Array(ref(SearchHit)),
    next: Type.Optional(
      Type.String({ description: 'Give it as `after` for the next page; absent on the last page.' }),
    ),
  },
  {
    $id: 'SearchPage',
    additionalProperties: false,
    description: 'Hits, best first (ties by content id).',
    examples: [
      {
        hits: [
          {
            contentId: 7,
            key: 'skjema.tittel',
            language: { id: 2, languageCode: 'nn-NO' },
            text: 'Søknad om skuleskyss',
            snippet: '<mark>Søknad</mark> om skuleskyss',
            score: 1.401,
          },
        ],
        next: 'MjA',
      },
    ],
  },
)

export type SearchHit = Static<typeof SearchHit>
export type SearchPage = Static<typeof SearchPage>
