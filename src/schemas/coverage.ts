// Coverage: per language, how much of the store has a text in it, in which state, and the written forms.
import { type Static, Type } from 'typebox'
import { ref } from './ref.js'

/** One language's entry in the Coverage report. */
export const LanguageCoverage = Type.Object(
  {
    id: Type.Integer(),
    languageCode: Type.String(),
    contents: Type.Integer({ description: 'Contents that have a text in this language.' }),
    contentShare: Type.Number({ description: 'contents / all contents (0 when there are none).' }),
    characters: Type.Integer({ description: 'Characters of the current texts in this language.' }),
    characterShare: Type.Number({ description: 'characters / all characters (0 when there are none).' }),
    machineDrafts: Type.Integer({
      description: 'Contents whose current text in this language is a machine draft not yet approved.',
    }),
    outdated: Type.Integer({
      description: 'Current texts in this language whose source text changed since they were made from it.',
    }),
    machine: Type.Integer({ description: 'Current texts in this language in state `machine`.' }),
    translated: Type.Integer({ description: 'Current texts in this language in state `translated`.' }),
    reviewed: Type.Integer({ description: 'Current texts in this language in state `reviewed`.' }),
    reviewRequired: Type.Boolean({
      description: 'Its texts are published only once reviewed (REVIEW_REQUIRED).',
    }),
    warnings: Type.Optional(
      Type.Integer({
        description:
          'Current texts in this language with at least one warning of the quality checks (docs/CHECKS.md; GET ' +
          '/ContentApi/Checks lists them); absent with TEXT_CHECKS=off.',
      }),
    ),
  },
  { $id: 'LanguageCoverage', description: 'How much of the content one language has.' },
)

/** The two written forms of Norwegian, which the language act (§14) requires at the same time. */
export const WRITTEN_FORMS = ['nb-NO', 'nn-NO'] as const

export const WrittenForms = Type.Object(
  {
    languages: Type.Array(Type.String(), { examples: [['nb-NO', 'nn-NO']] }),
    inStep: Type.Integer({
      description:
        'Contents with a current text in both, neither outdated, and each reviewed where its language requires ' +
        'review (what is published is the current text in both).',
    }),
    outOfStep: Type.Integer({ description: 'Contents with a current text in both that are not in step.' }),
    parallelMissingForm: Type.Integer({
      description: 'Contents marked `"parallel": true` that lack a current text in one of them, or both.',
    }),
  },
  {
    $id: 'WrittenForms',
    additionalProperties: false,
    description:
      'Whether the contents hold both written forms, nb-NO and nn-NO, in step (§14 of the language act); ' +
      'absent unless both are languages of the store.',
  },
)

export const Coverage = Type.Object(
  {
    contents: Type.Integer({ description: 'All contents.' }),
    characters: Type.Integer({ description: 'Characters (Unicode code points) of all current texts.' }),
    contentsWithEveryLanguage: Type.Integer({ description: 'Contents that have a text in every language.' }),
    languages: Type.Array(ref(LanguageCoverage), {
      description: 'One entry per language, ascending id, including languages no content uses yet.',
    }),
    writtenForms: Type.Optional(ref(WrittenForms)),
  },
  {
    $id: 'Coverage',
    additionalProperties: false,
    description: 'How much of the content is written in each language, counted on current texts.',
    examples: [
      {
        contents: 4,
        characters: 60,
        contentsWithEveryLanguage: 1,
        languages: [
          {
            id: 1,
            languageCode: 'nb-NO',
            contents: 4,
            contentShare: 1,
            characters: 36,
            characterShare: 0.6,
            machineDrafts: 0,
            outdated: 0,
            machine: 0,
            translated: 4,
            reviewed: 0,
            reviewRequired: false,
          },
          {
            id: 2,
            languageCode: 'nn-NO',
            contents: 2,
            contentShare: 0.5,
            characters: 18,
            characterShare: 0.3,
            machineDrafts: 1,
            outdated: 1,
            machine: 1,
            translated: 0,
            reviewed: 1,
            reviewRequired: true,
          },
          {
            id: 3,
            languageCode: 'en-US',
            contents: 1,
            contentShare: 0.25,
            characters: 6,
            characterShare: 0.1,
            machineDrafts: 0,
            outdated: 0,
            machine: 0,
            translated: 1,
            reviewed: 0,
            reviewRequired: false,
          },
        ],
        writtenForms: { languages: ['nb-NO', 'nn-NO'], inStep: 1, outOfStep: 1, parallelMissingForm: 1 },
      },
    ],
  },
)

export type Coverage = Static<typeof Coverage>
export type WrittenForms = Static<typeof WrittenForms>
