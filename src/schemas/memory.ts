// The payloads of translation memory (src/services/memory/): suggestions for a text or a content, and the
// report of a TMX import. docs/MEMORY.md says how suggestions are found and scored.
import { type Static, Type } from 'typebox'
import { TEXT_PATTERN, TEXT_RULE_MESSAGE } from './content.js'
import { ref } from './ref.js'

/** Most suggestions from memory in one answer (a machine draft comes on top: see MEMORY.md). */
export const MAX_SUGGESTIONS = 5

/** Longest text suggestions are asked for. */
export const MAX_SUGGESTION_TEXT = 10_000

const LanguageField = (example: string, description: string) =>
  Type.String({ minLength: 1, maxLength: 64, description, examples: [example] })

export const SuggestionRequest = Type.Object(
  {
    Text: Type.String({
      minLength: 1,
      maxLength: MAX_SUGGESTION_TEXT,
      pattern: TEXT_PATTERN,
      description: `The source text to find translations of, at most ${MAX_SUGGESTION_TEXT} characters. It ${TEXT_RULE_MESSAGE}`,
      examples: ['Søknaden din er mottatt.'],
    }),
    From: LanguageField('nb-NO', "The source text's language (matched case-insensitively)."),
    To: LanguageField('nn-NO', 'The language to suggest translations in.'),
  },
  {
    $id: 'SuggestionRequest',
    description:
      'A source text to find translations of. Member names match case-insensitively; unknown members are ignored.',
    examples: [{ Text: 'Søknaden din er mottatt.', From: 'nb-NO', To: 'nn-NO' }],
  },
)

export const Suggestion = Type.Object(
  {
    text: Type.String({ description: 'The suggested translation.', examples: ['Søknaden din er motteken.'] }),
    source: Type.String({
      description: 'The source text it translates (the given text itself for a machine draft).',
      examples: ['Søknaden din er mottatt.'],
    }),
    similarity: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description:
          'How alike `source` is to the given text: 1 identical, at least 0.7 (docs/MEMORY.md defines it). ' +
          'Absent on a machine draft.',
        examples: [0.93],
      }),
    ),
    contentId: Type.Optional(
      Type.Integer({
        description: 'The content the translation is a current text of (origin memory).',
        examples: [7],
      }),
    ),
    versionId: Type.Optional(
      Type.Integer({
        description: 'The version that wrote the translation (origin memory).',
        examples: [12],
      }),
    ),
    state: Type.Union([Type.Literal('machine'), Type.Literal('translated'), Type.Literal('reviewed')], {
      description:
        "The translation's workflow state: `reviewed` when a reviewer approved it; imported TMX units are " +
        '`translated`; a machine draft is `machine`.',
      examples: ['reviewed'],
    }),
    origin: Type.Union([Type.Literal('memory'), Type.Literal('tmx'), Type.Literal('machine')], {
      description:
        "Where it comes from: `memory` another content's current texts, `tmx` a unit imported from TMX, " +
        '`machine` a machine draft of the given text (Bokmål ⇄ Nynorsk).',
      examples: ['memory'],
    }),
  },
  { $id: 'Suggestion', additionalProperties: false, description: 'A translation suggested for a text.' },
)

export const SuggestionList = Type.Object(
  {
    suggestions: Type.Array(ref(Suggestion)),
  },
  {
    $id: 'SuggestionList',
    additionalProperties: false,
    description:
      `At most ${MAX_SUGGESTIONS} suggestions from memory, best first (similarity, then reviewed before ` +
      'others, then newer first), then the machine draft when there is one.',
    examples: [
      {
        suggestions: [
          {
            text: 'Søknaden din er motteken.',
            source: 'Søknaden din er mottatt.',
            similarity: 1,
            contentId: 7,
            versionId: 12,
            state: 'reviewed',
            origin: 'memory',
          },
          {
            text: 'Søknaden din er motteken.',
            source: 'Søknaden din er mottatt.',
            state: 'machine',
            origin: 'machine',
          },
        ],
      },
    ],
  },
)

export const TmxImportReport = Type.Object(
  {
    imported: Type.Integer({ description: 'Translation units stored.', examples: [120] }),
    duplicates: Type.Integer({
      description: 'Units the memory held already (the same texts in the same languages).',
      examples: [3],
    }),
    skipped: Type.Integer({
      description: 'Units left out: fewer than two languages with a text.',
      examples: [1],
    }),
  },
  {
    $id: 'TmxImportReport',
    additionalProperties: false,
    description: 'What a TMX import stored. It writes no content.',
  },
)

export type SuggestionRequest = Static<typeof SuggestionRequest>
export type Suggestion = Static<typeof Suggestion>
export type SuggestionList = Static<typeof SuggestionList>
export type TmxImportReport = Static<typeof TmxImportReport>
