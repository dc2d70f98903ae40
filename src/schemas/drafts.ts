// The payloads of machine drafts between Bokmål and Nynorsk (src/services/drafts/drafts.ts).
import { type Static, Type } from 'typebox'
import { TEXT_PATTERN, TEXT_RULE_MESSAGE } from './content.js'
import { ReportWarnings } from './warnings.js'

/** Longest text drafted (longer ones would risk the engine's timeout); the backlog fill leaves them out. */
export const MAX_DRAFT_TEXT = 10_000

const DraftLanguageField = (example: string) =>
  Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'nb-NO or nn-NO (matched case-insensitively).',
    examples: [example],
  })

export const DraftRequest = Type.Object(
  {
    Text: Type.String({
      minLength: 1,
      maxLength: MAX_DRAFT_TEXT,
      pattern: TEXT_PATTERN,
      description: `The text to draft from, at most ${MAX_DRAFT_TEXT} characters. It ${TEXT_RULE_MESSAGE}`,
      examples: ['Vi har ikke mottatt dokumentene dine ennå'],
    }),
    From: DraftLanguageField('nb-NO'),
    To: DraftLanguageField('nn-NO'),
  },
  {
    $id: 'DraftRequest',
    description:
      'A text to draft into the other written form. Member names match case-insensitively; unknown members are ignored.',
    examples: [{ Text: 'Vi har ikke mottatt dokumentene dine ennå', From: 'nb-NO', To: 'nn-NO' }],
  },
)

export const Draft = Type.Object(
  {
    text: Type.String({
      description: 'The machine draft.',
      examples: ['Vi har ikkje motteke dokumenta dine enno'],
    }),
    from: Type.String({ examples: ['nb-NO'] }),
    to: Type.String({ examples: ['nn-NO'] }),
    engine: Type.String({
      description: 'The translation engine and its version.',
      examples: ['apertium-nno-nob 1.5.0'],
    }),
  },
  { $id: 'Draft', additionalProperties: false, description: 'A machine draft; nothing was stored.' },
)

export const FillResult = Type.Object(
  {
    written: Type.Integer({ description: 'Contents that got a machine draft as a new version.' }),
    skipped: Type.Integer({
      description:
        'Contents of the backlog left as they were: written by someone else meanwhile, archived, or with a text ' +
        `longer than ${MAX_DRAFT_TEXT} characters, or a draft a blocking check (CHECKS_BLOCKING) refused.`,
    }),
    warnings: ReportWarnings(),
  },
  {
    $id: 'FillResult',
    additionalProperties: false,
    description: 'What a backlog fill did.',
    examples: [{ written: 1200, skipped: 0 }],
  },
)

export type DraftRequest = Static<typeof DraftRequest>
export type Draft = Static<typeof Draft>
export type FillResult = Static<typeof FillResult>
