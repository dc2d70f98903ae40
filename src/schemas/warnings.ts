// A warning about a text: what a quality check (src/rules/checks/) or the termbase found. Warnings never block
// a write unless CHECKS_BLOCKING names the check; write answers carry them, and so do the check listings.
import { type Static, Type } from 'typebox'
import { CHECK_IDS, type CheckIdName } from '../rules/checks/check-ids.js'
import { Content } from './content.js'
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
export type CheckId = (typeof CHECK_IDS)[number]

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

/** What a text write answers: the content after it, and the warnings about the texts it wrote (when any). */
export const WrittenContent = Type.Object(
  {
    ...Content.properties,
    warnings: Type.Optional(
      Type.Array(ref(TextWarning), {
        description:
          'What the quality checks (and the termbase) found in the texts this write wrote; absent when nothing ' +
          '(docs/CHECKS.md). Warnings never refuse a write, except those of the checks CHECKS_BLOCKING names.',
      }),
    ),
  },
  {
    $id: 'WrittenContent',
    additionalProperties: false,
    description: 'A content after a write of its texts, with the warnings about them.',
  },
)
export type WrittenContent = Static<typeof WrittenContent>

/** The warnings about one content's texts, in the reports of writes of many contents (imports, fills). */
export const ContentWarnings = Type.Object(
  {
    contentId: Type.Optional(
      Type.Integer({ description: 'The content; absent for one a dry run would create.', examples: [7] }),
    ),
    key: Type.Optional(
      Type.String({ description: "The content's key, when it has one.", examples: ['skjema.tittel'] }),
    ),
    warnings: Type.Array(ref(TextWarning), { minItems: 1 }),
  },
  {
    $id: 'ContentWarnings',
    additionalProperties: false,
    description: 'The warnings about the texts a write of many contents wrote to one of them.',
  },
)
export type ContentWarnings = Static<typeof ContentWarnings>

/** The `warnings` member of a report of a write of many contents. */
export const ReportWarnings = () =>
  Type.Optional(
    Type.Array(ref(ContentWarnings), {
      description:
        'Per content written, what the quality checks found in the texts written (docs/CHECKS.md); absent when ' +
        'nothing.',
    }),
  )

/** One check's findings in a language: how many texts it warns about, and their contents. */
export const CheckCount = Type.Object(
  {
    count: Type.Integer({
      minimum: 1,
      description: 'Texts with at least one warning of the check.',
      examples: [1],
    }),
    contentIds: Type.Array(Type.Integer(), { description: 'Their contents, ascending.', examples: [[7]] }),
  },
  { $id: 'CheckCount', additionalProperties: false, description: "A check's findings in one language." },
)

/** What GET /ContentApi/Checks answers: per check, the current texts of a language it warns about. */
export const LanguageChecks = Type.Object(
  {
    languageCode: Type.String({ examples: ['nn-NO'] }),
    checks: Type.Object(
      Object.fromEntries(CHECK_IDS.map((id) => [id, Type.Optional(ref(CheckCount))])) as Record<
        CheckIdName,
        ReturnType<typeof Type.Optional<ReturnType<typeof ref<typeof CheckCount>>>>
      >,
      {
        additionalProperties: false,
        description: 'Per check id, in the order of CheckId: only the checks that warn about some text.',
      },
    ),
  },
  {
    $id: 'LanguageChecks',
    additionalProperties: false,
    description: "What the quality checks find in a language's current texts (of contents not archived).",
    examples: [{ languageCode: 'nn-NO', checks: { placeholders: { count: 1, contentIds: [7] } } }],
  },
)
export type LanguageChecks = Static<typeof LanguageChecks>

/** The body of POST /ContentApi/Content/{id}/Checks: a text not yet saved. */
export const TextToCheck = Type.Object(
  {
    LanguageCode: Type.String({ minLength: 1, maxLength: 64, examples: ['nn-NO'] }),
    Text: Type.String({ maxLength: 1_000_000, description: 'The text as typed (it is not saved).' }),
  },
  {
    $id: 'TextToCheck',
    description:
      'A text in a language, to check against the content as it is. Member names match case-insensitively; ' +
      'unknown members are ignored.',
    examples: [{ LanguageCode: 'nn-NO', Text: 'Du har nye meldingar' }],
  },
)
export type TextToCheck = Static<typeof TextToCheck>

/** What a check of an unsaved text answers. */
export const TextWarnings = Type.Object(
  { warnings: Type.Array(ref(TextWarning), { description: 'Empty when the checks find nothing.' }) },
  {
    $id: 'TextWarnings',
    additionalProperties: false,
    description: 'What the quality checks (and the termbase) find in a text.',
    examples: [
      {
        warnings: [
          {
            check: 'placeholders',
            languageCode: 'nn-NO',
            message: 'The source has the placeholder {0}; this text lacks it.',
          },
        ],
      },
    ],
  },
)
export type TextWarnings = Static<typeof TextWarnings>
