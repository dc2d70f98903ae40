// A warning about a text: what a quality check (src/rules/checks/) or the termbase found. Warnings never block
// a write unless CHECKS_BLOCKING names the check; write answers carry them, and so do the check listings.
import { type Static, Type } from 'typebox'
import { CHECK_IDS, type CheckIdName } from '../rules/checks/check-ids.js'
import { ref } from './ref.js'

/** Every check's id, in the order the documentation lists them (the list lives with the checks). */
export { CHECK_IDS }

// Unsafe: a union mapped from a list is `never` to TypeScript; the list's own type says what it holds.
export const CheckId = Type.Unsafe<CheckIdName>(
  Type.Union(
    CHECK_IDS.map((id) => Type.Literal(id)),
    { $id: 'CheckId', description: 'The id of a check.', examples: ['placeholders'] },
  ),
)
export type CheckId = Static<typeof CheckId>

export const TextWarning = Type.Object(
  {
    check: ref(CheckId),
    languageCode: Type.String({ description: 'The language of the text warned about.', examples: ['nn-NO'] }),
    message: Type.String({
      description: 'What is wrong, in words.',
      examples: ['The source has the placeholder {0}; this text lacks it.'],
    }),
  },
  { $id: 'TextWarning', additionalProperties: false, description: 'A warning about one text.' },
)
export type TextWarning = Static<typeof TextWarning> & { check: CheckId }
