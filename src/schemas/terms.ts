// The termbase's payloads (POST/GET/PUT/DELETE /ContentApi/Terms, TBX import): an entry holds one concept's
// terms in any number of languages, each preferred, admitted or forbidden, and a note.
import { type Static, Type } from 'typebox'
import { ref } from './ref.js'

export const TERM_STATUSES = ['preferred', 'admitted', 'forbidden'] as const
export type TermStatus = (typeof TERM_STATUSES)[number]

export const TermStatus = Type.Union(
  [Type.Literal('preferred'), Type.Literal('admitted'), Type.Literal('forbidden')],
  {
    $id: 'TermStatus',
    description:
      '`preferred`: the form to use; `admitted`: acceptable; `forbidden`: not to be used (a warning where a ' +
      'text of its language uses it).',
    examples: ['preferred'],
  },
)

/** A term: no control characters, no white space at either end. */
export const TERM_PATTERN =
  '^[^\\s\\u0000-\\u001F\\u007F\\uD800-\\uDFFF](?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*[^\\s\\u0000-\\u001F\\u007F\\uD800-\\uDFFF])?$'
/** A note: any text but control characters other than tab and line feed (what XML 1.0 carries as it is). */
export const NOTE_PATTERN = '^[^\\u0000-\\u0008\\u000B-\\u001F\\uD800-\\uDFFF\\uFFFE\\uFFFF]*$'
export const MAX_TERM_LENGTH = 200
export const MAX_NOTE_LENGTH = 2000
export const MAX_ENTRY_TERMS = 50

const CASE_NOTE = 'Member names match case-insensitively (Terms or terms); unknown members are ignored.'

export const NewTerm = Type.Object(
  {
    LanguageCode: Type.String({
      maxLength: 64,
      description: 'A language of the store.',
      examples: ['nn-NO'],
    }),
    Term: Type.String({
      minLength: 1,
      maxLength: MAX_TERM_LENGTH,
      pattern: TERM_PATTERN,
      description: 'The term: a word or words, without white space at either end.',
      examples: ['handsame'],
    }),
    Status: ref(TermStatus),
  },
  { $id: 'NewTerm', description: 'One term of an entry to write.' },
)
export type NewTerm = Static<typeof NewTerm>

export const NewTermEntry = Type.Object(
  {
    Terms: Type.Array(ref(NewTerm), {
      minItems: 1,
      maxItems: MAX_ENTRY_TERMS,
      description: 'The terms, at least one; a language and term (ignoring case) at most once.',
    }),
    Note: Type.Optional(
      Type.String({
        maxLength: MAX_NOTE_LENGTH,
        pattern: NOTE_PATTERN,
        description:
          'What the entry is about, or why a form is preferred (white space at the ends is dropped).',
      }),
    ),
  },
  {
    $id: 'NewTermEntry',
    description: `A termbase entry to create or to replace one with. ${CASE_NOTE}`,
    examples: [
      {
        Terms: [
          { LanguageCode: 'nn-NO', Term: 'handsame', Status: 'preferred' },
          { LanguageCode: 'nn-NO', Term: 'behandle', Status: 'forbidden' },
          { LanguageCode: 'nb-NO', Term: 'behandle', Status: 'preferred' },
        ],
        Note: 'Nynorsk: handsame, not behandle.',
      },
    ],
  },
)
export type NewTermEntry = Static<typeof NewTermEntry>

export const Term = Type.Object(
  {
    languageCode: Type.String({ examples: ['nn-NO'] }),
    term: Type.String({ examples: ['handsame'] }),
    status: ref(TermStatus),
  },
  { $id: 'Term', additionalProperties: false, description: 'A term of an entry.' },
)
export type Term = Static<typeof Term>

export const TermEntry = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    terms: Type.Array(ref(Term), { description: 'The terms, in the order they were given.' }),
    note: Type.Optional(Type.String({ description: 'Absent when the entry has none.' })),
    createdAt: Type.String({ format: 'date-time' }),
    createdBy: Type.String({ description: 'The name of the API key that created it.' }),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: Type.String({ description: 'The name of the API key that wrote it last.' }),
  },
  {
    $id: 'TermEntry',
    additionalProperties: false,
    description: 'A termbase entry: one concept, its terms per language.',
    examples: [
      {
        id: 1,
        terms: [
          { languageCode: 'nn-NO', term: 'handsame', status: 'preferred' },
          { languageCode: 'nn-NO', term: 'behandle', status: 'forbidden' },
          { languageCode: 'nb-NO', term: 'behandle', status: 'preferred' },
        ],
        note: 'Nynorsk: handsame, not behandle.',
        createdAt: '2026-11-29T10:00:00.000Z',
        createdBy: 'anna',
        updatedAt: '2026-11-29T10:00:00.000Z',
        updatedBy: 'anna',
      },
    ],
  },
)
export type TermEntry = Static<typeof TermEntry>

export const TbxReport = Type.Object(
  {
    created: Type.Integer({ minimum: 0, description: 'Entries added.' }),
    unchanged: Type.Integer({
      minimum: 0,
      description: 'Entries left out because an entry with the same terms and note exists already.',
    }),
    terms: Type.Integer({ minimum: 0, description: 'Terms in the entries added.' }),
  },
  { $id: 'TbxReport', additionalProperties: false, examples: [{ created: 10, unchanged: 0, terms: 24 }] },
)
export type TbxReport = Static<typeof TbxReport>
