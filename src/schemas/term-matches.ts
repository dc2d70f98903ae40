// The payloads of POST /ContentApi/Terms/Matches: a text and its language in, the termbase terms it has out,
// with where they stand and their preferred translations (what the editor marks in a source text).
import { type Static, Type } from 'typebox'
import { TEXT_PATTERN, TEXT_RULE_MESSAGE } from './content.js'
import { ref } from './ref.js'

/** Longest text whose terms are asked for. */
export const MAX_MATCH_TEXT = 10_000

export const TermMatchRequest = Type.Object(
  {
    Text: Type.String({
      minLength: 1,
      maxLength: MAX_MATCH_TEXT,
      pattern: TEXT_PATTERN,
      description: `The text to find terms in, at most ${MAX_MATCH_TEXT} characters. It ${TEXT_RULE_MESSAGE}`,
      examples: ['Vi behandler søknaden din.'],
    }),
    LanguageCode: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "The text's language (matched case-insensitively): its terms are looked for.",
      examples: ['nb-NO'],
    }),
    To: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The language whose preferred terms each match names (matched case-insensitively).',
      examples: ['nn-NO'],
    }),
  },
  {
    $id: 'TermMatchRequest',
    description:
      'A text to find termbase terms in. Member names match case-insensitively; unknown members are ignored.',
    examples: [{ Text: 'Vi behandler søknaden din.', LanguageCode: 'nb-NO', To: 'nn-NO' }],
  },
)

export const TermMatch = Type.Object(
  {
    start: Type.Integer({
      minimum: 0,
      description: 'Where the term starts in the text: an offset in UTF-16 code units, as JavaScript counts.',
      examples: [3],
    }),
    end: Type.Integer({
      minimum: 0,
      description: 'Where it ends (exclusive), in the same units.',
      examples: [12],
    }),
    term: Type.String({
      description: "The termbase's term found (the text may have it inflected: `behandler` for `behandle`).",
      examples: ['behandle'],
    }),
    entryId: Type.Integer({ description: 'The termbase entry of the term.', examples: [1] }),
    preferred: Type.Array(Type.String(), {
      description: "The entry's preferred terms in `To`, in the entry's order; empty when it has none.",
      examples: [['handsame']],
    }),
  },
  { $id: 'TermMatch', additionalProperties: false, description: 'A termbase term found in a text.' },
)

export const TermMatchList = Type.Object(
  {
    matches: Type.Array(ref(TermMatch), {
      description:
        'The terms found, in text order, each occurrence once; where terms overlap, the one that starts first ' +
        '(then the longer) is given.',
    }),
  },
  {
    $id: 'TermMatchList',
    additionalProperties: false,
    description: 'The termbase terms a text has.',
    examples: [
      {
        matches: [
          { start: 3, end: 12, term: 'behandle', entryId: 1, preferred: ['handsame'] },
          { start: 13, end: 21, term: 'søknad', entryId: 2, preferred: ['søknad'] },
        ],
      },
    ],
  },
)

export type TermMatchRequest = Static<typeof TermMatchRequest>
export type TermMatch = Static<typeof TermMatch>
export type TermMatchList = Static<typeof TermMatchList>
