// Languages: a language as the API names it, its display names, and a new one to add.
import { type Static, Type } from 'typebox'
import { ref } from './ref.js'

export const Language = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    languageCode: Type.String({ examples: ['nb-NO'] }),
  },
  { $id: 'Language', additionalProperties: false, description: 'A language a text can be written in.' },
)

/** What a language is called (src/rules/language-tags.ts): only the language routes answer it. */
export const LanguageName = Type.Object(
  {
    en: Type.String({ description: 'In English.', examples: ['Norwegian Nynorsk'] }),
    native: Type.String({
      description: 'In the language itself; the English name when CLDR has no names in it.',
      examples: ['norsk nynorsk'],
    }),
  },
  {
    $id: 'LanguageName',
    additionalProperties: false,
    description:
      "The language's name from CLDR, without the subtags its language implies (nn-NO: Norwegian Nynorsk, " +
      'en-GB: British English). A stored code CLDR does not know (kept from before codes were checked) is ' +
      'its own name.',
  },
)

/** A language as the language routes list it: with its names. Texts carry the plain Language. */
export const NamedLanguage = Type.Object(
  {
    id: Type.Integer({ examples: [2] }),
    languageCode: Type.String({ examples: ['nn-NO'] }),
    name: ref(LanguageName),
  },
  {
    $id: 'NamedLanguage',
    additionalProperties: false,
    description: 'A language a text can be written in, with its names.',
    examples: [{ id: 2, languageCode: 'nn-NO', name: { en: 'Norwegian Nynorsk', native: 'norsk nynorsk' } }],
  },
)

/** The body of POST /ContentApi/Language. */
export const NewLanguage = Type.Object(
  {
    LanguageCode: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'A BCP 47 tag whose language (and script and region, when given) CLDR knows; stored in canonical ' +
        'case (`da-dk` becomes `da-DK`).',
      examples: ['da-DK'],
    }),
  },
  {
    $id: 'NewLanguage',
    additionalProperties: true,
    description: 'A language to add.',
    examples: [{ LanguageCode: 'se-NO' }],
  },
)

export type Language = Static<typeof Language>
export type NewLanguage = Static<typeof NewLanguage>
export type NamedLanguage = Static<typeof NamedLanguage>
