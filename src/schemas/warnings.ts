// A warning about a text: what a quality check (src/rules/checks/) or the termbase found. Warnings never block
// a write unless CHECKS_BLOCKING names the check; write answers carry them, and so do the check listings.
import { type Static, Type } from 'typebox'

/** Every check's id, in the order the documentation lists them. */
export const CHECK_IDS = [
  'placeholders',
  'markup',
  'icu',
  'plurals',
  'numbers',
  'urls',
  'whitespace',
  'punctuation',
  'maxLength',
  'forbiddenTerm',
  'missingTerm',
] as const

export const CheckId = Type.Union(
  CHECK_IDS.map((id) => Type.Literal(id)),
  { $id: 'CheckId', description: 'The id of a check.', examples: ['placeholders'] },
)
export type CheckId = Static<typeof CheckId>

export const TextWarning = Type.Object(
  {
    check: Type.Ref('CheckId'),
    languageCode: Type.String({ description: 'The language of the text warned about.', examples: ['nn-NO'] }),
    message: Type.String({
      description: 'What is wrong, in words.',
      examples: ['The source has the placeholder {0}; this text lacks it.'],
    }),
  },
  { $id: 'TextWarning', additionalProperties: false, description: 'A warning about one text.' },
)
export type TextWarning = Static<typeof TextWarning> & { check: CheckId }
