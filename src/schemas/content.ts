// The payloads of the content API: texts, versions and contents, and the writes that make them (languages,
// access, history, coverage and changes have files of their own). Each schema here is registered once with
// the app (addSchema) and referenced by $id from the routes, so one definition drives request validation,
// response serialisation, the TypeScript types and the components of the OpenAPI document.
import { type Static, Type } from 'typebox'
import { Language } from './languages.js'
import { ref } from './ref.js'

/**
 * Text rules shared by every write: not empty, not whitespace only, no U+0000 (PostgreSQL cannot hold it)
 * and no unpaired surrogate (it has no UTF-8 form, so the two stores would keep different bytes).
 * Ajv compiles patterns with the `u` flag, where a well-formed surrogate pair is one code point outside
 * D800-DFFF and so passes, while a lone surrogate is inside the range and fails.
 */
export const TEXT_PATTERN = '^(?!\\s*$)[^\\u0000\\uD800-\\uDFFF]*$'
export const TEXT_RULE_MESSAGE =
  'must contain a character other than white space, and no U+0000 or unpaired surrogate code unit.'

export const Version = Type.Object(
  {
    id: Type.Integer({ examples: [7] }),
    createdAt: Type.String({ format: 'date-time', examples: ['2026-11-21T14:03:07.123Z'] }),
  },
  {
    $id: 'Version',
    additionalProperties: false,
    description: 'A change set: the properties written together at one time (UTC, ISO 8601).',
  },
)

/** The states of a text: a machine draft no person changed, written by a person, or approved by a reviewer. */
export const TEXT_STATES = ['machine', 'translated', 'reviewed'] as const

export const BasedOn = Type.Object(
  {
    languageCode: Type.String({ examples: ['nb-NO'] }),
    versionId: Type.Integer({
      description: 'The version of the content in which that source text was written.',
      examples: [12],
    }),
  },
  {
    $id: 'BasedOn',
    additionalProperties: false,
    description: 'The source text a translation was made from: its language and version.',
  },
)

export const Workflow = Type.Object(
  {
    state: Type.Union([Type.Literal('machine'), Type.Literal('translated'), Type.Literal('reviewed')], {
      description:
        '`machine`: a machine draft no person changed; `translated`: written by a person; `reviewed`: approved ' +
        '(POST …/Approve). A later write makes it `translated` again.',
      examples: ['translated'],
    }),
    by: Type.String({
      description: "Who wrote this text's version: the API key's name (`anonymous` without keys).",
      examples: ['anna'],
    }),
    outdated: Type.Optional(
      Type.Boolean({
        description:
          'The source text has changed since `basedOn` (a newer version, or deleted). In reads of a content ' +
          '(now, or as of a version); absent in the list of versions.',
      }),
    ),
    basedOn: Type.Optional(ref(BasedOn)),
  },
  {
    $id: 'Workflow',
    additionalProperties: false,
    description:
      'Where the text stands in translation: its state, whether its source has changed since it was made, ' +
      'what it was made from, and who wrote it.',
    examples: [
      { state: 'translated', by: 'anna', outdated: true, basedOn: { languageCode: 'nb-NO', versionId: 12 } },
    ],
  },
)

export const Property = Type.Object(
  {
    id: Type.Integer({ examples: [7] }),
    text: Type.String({ examples: ['Hei'] }),
    language: ref(Language),
    version: ref(Version),
    origin: Type.Optional(
      Type.Literal('machine', {
        description: 'Present when a machine wrote the text (a draft) and no person has approved it yet.',
      }),
    ),
    workflow: Type.Optional(ref(Workflow)),
  },
  { $id: 'Property', additionalProperties: false, description: 'One text of a content, in one language.' },
)

/**
 * The highest content id and language id a store holds: SQLite's search index keeps both in its rowids, 36 and
 * 16 bits beside the weight (store/sqlite/search-writes.ts). The service hands ids out one at a time from 1; a
 * dump that names higher ones is refused.
 */
export const MAX_CONTENT_ID = 2 ** 36 - 1
export const MAX_LANGUAGE_ID = 2 ** 16 - 1

/** A content's key: a stable name for it, chosen by its owners (case-sensitive). */
export const KEY_PATTERN = '^[A-Za-z0-9._:/-]{1,200}$'
export const KEY_RULE = '1 to 200 characters of A-Z a-z 0-9 . _ - : /'

const KEY_DESCRIPTION = `A stable name for the content, unique in the store: ${KEY_RULE} (case-sensitive).`
export const KeyField = Type.String({
  pattern: KEY_PATTERN,
  description: KEY_DESCRIPTION,
  examples: ['skjema.tittel'],
})

export const Content = Type.Object(
  {
    id: Type.Integer({ examples: [7] }),
    key: Type.Optional({ ...KeyField, description: "The content's key; absent when it has none." }),
    archived: Type.Optional(
      Type.Literal(true, { description: 'Only in a read as of a version: the content was archived then.' }),
    ),
    properties: Type.Array(ref(Property)),
    sourceLanguage: Type.Optional(
      Type.String({
        description:
          'The language its translations are made from: the language of its first text unless set ' +
          '(PUT …/SourceLanguage).',
        examples: ['nb-NO'],
      }),
    ),
    parallel: Type.Optional(
      Type.Literal(true, { description: 'Both written forms (nb-NO and nn-NO) are required for it.' }),
    ),
    maxLength: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'The longest its texts may be, in characters (PUT …/MaxLength); absent when it has no limit. The ' +
          '`maxLength` check warns of a longer text.',
        examples: [40],
      }),
    ),
  },
  { $id: 'Content', additionalProperties: false, description: 'A content entry with its texts.' },
)

const TextField = Type.String({
  minLength: 1,
  pattern: TEXT_PATTERN,
  description: `A text. It ${TEXT_RULE_MESSAGE} Stored exactly as sent.`,
  examples: ['Hei'],
})

const LanguageCodeField = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'The code of a known language, matched case-insensitively (nb-NO, nn-NO, en-US, …).',
  examples: ['nb-NO'],
})

const CASE_NOTE = 'Member names match case-insensitively (Text or text); unknown members are ignored.'

const ParallelField = Type.Boolean({
  description: 'Both written forms (nb-NO and nn-NO) are required for this content.',
  examples: [true],
})

const BasedOnVersionField = Type.Integer({
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  description:
    'The version of this content whose source-language text the translation was made from (default: the ' +
    'source text as it is now). 400 when it is not a version of this content, 409 when the content had no ' +
    'source text then. Ignored for a text in the source language.',
  examples: [12],
})

export const NewContent = Type.Object(
  {
    Text: TextField,
    LanguageCode: LanguageCodeField,
    Key: Type.Optional(KeyField),
    Parallel: Type.Optional(ParallelField),
  },
  {
    $id: 'NewContent',
    description: `A new content with one text, and optionally its key. ${CASE_NOTE}`,
    examples: [{ Text: 'Søknadsskjema', LanguageCode: 'nb-NO', Key: 'skjema.tittel' }],
  },
)

/** One text in one language, as a write sends it: the item of every request's `Properties`. */
export const TextItem = Type.Object(
  { Text: TextField, LanguageCode: LanguageCodeField },
  {
    $id: 'TextItem',
    description: `One text in one language, as a write sends it. ${CASE_NOTE}`,
    examples: [{ Text: 'Søknadsskjema', LanguageCode: 'nb-NO' }],
  },
)

export const MAX_TEXTS_PER_WRITE = 100

const PropertiesField = Type.Array(ref(TextItem), {
  minItems: 1,
  maxItems: MAX_TEXTS_PER_WRITE,
  description: 'One text per language; a language may appear once.',
})

/** Several languages written together, as one version (PUT), optionally with the parallel mark and basedOn. */
export const ContentTexts = Type.Object(
  {
    Properties: PropertiesField,
    Parallel: Type.Optional(ParallelField),
    BasedOnVersion: Type.Optional(BasedOnVersionField),
  },
  {
    $id: 'ContentTexts',
    description:
      'Texts in several languages, written together as one version; optionally the parallel mark and the ' +
      `version the translations were made from. ${CASE_NOTE}`,
    examples: [
      {
        Properties: [
          { Text: 'Søknadsskjema', LanguageCode: 'nb-NO' },
          { Text: 'Søknadsskjema', LanguageCode: 'nn-NO' },
        ],
      },
    ],
  },
)

/** POST with several languages: the first version holds them all, and the content may get its key. */
export const NewContentTexts = Type.Object(
  {
    Properties: PropertiesField,
    Key: Type.Optional(KeyField),
    Parallel: Type.Optional(ParallelField),
  },
  {
    $id: 'NewContentTexts',
    description: `A new content with texts in several languages, and optionally its key. ${CASE_NOTE}`,
    examples: [
      {
        Properties: [
          { Text: 'Søknadsskjema', LanguageCode: 'nb-NO' },
          { Text: 'Søknadsskjema', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema.tittel',
      },
    ],
  },
)

export const ContentKey = Type.Object(
  {
    // OpenAPI 3.0 allows no `examples` inside anyOf: the key's own schema, without them.
    Key: Type.Union([Type.String({ pattern: KEY_PATTERN, description: KEY_DESCRIPTION }), Type.Null()], {
      description: 'The new key, or null to remove it.',
    }),
  },
  {
    $id: 'ContentKey',
    description: `The key of a content. ${CASE_NOTE}`,
    examples: [{ Key: 'skjema.tittel' }],
  },
)

/** The longest a text may be, in characters: the body of PUT …/MaxLength. */
export const MAX_LENGTH_LIMIT = 1_000_000

export const ContentMaxLength = Type.Object(
  {
    MaxLength: Type.Union(
      [
        Type.Integer({ minimum: 1, maximum: MAX_LENGTH_LIMIT, description: 'The limit, in characters.' }),
        Type.Null(),
      ],
      {
        description:
          'The longest its texts may be, in characters (Unicode code points); null removes the limit.',
      },
    ),
  },
  {
    $id: 'ContentMaxLength',
    description: `The MaxLength of a content. ${CASE_NOTE}`,
    examples: [{ MaxLength: 40 }],
  },
)

export const SourceLanguage = Type.Object(
  { LanguageCode: LanguageCodeField },
  {
    $id: 'SourceLanguage',
    description: `The language a content's translations are made from. ${CASE_NOTE}`,
    examples: [{ LanguageCode: 'nb-NO' }],
  },
)

export const PropertyText = Type.Object(
  { Text: TextField, BasedOnVersion: Type.Optional(BasedOnVersionField) },
  {
    $id: 'PropertyText',
    description: `The new text of one language. ${CASE_NOTE}`,
    examples: [{ Text: 'Søknadsskjema for barnehageplass' }],
  },
)

// Declared by the original specification as contract types; the WikiPage endpoints use them.
export const WikiProperty = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    text: Type.String(),
    languageCode: Type.String(),
  },
  { $id: 'WikiProperty', additionalProperties: false, description: 'One text of a page, in one language.' },
)

export const WikiPage = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    // allOf, because OpenAPI 3.0 ignores keywords beside a bare $ref.
    property: Type.Unsafe<Static<typeof WikiProperty>>({ allOf: [Type.Ref('WikiProperty')], readOnly: true }),
  },
  { $id: 'WikiPage', additionalProperties: false, description: 'A content read in one language.' },
)

export type Version = Static<typeof Version>
export type Property = Static<typeof Property>
export type Workflow = Static<typeof Workflow>
export type BasedOn = Static<typeof BasedOn>
export type TextState = (typeof TEXT_STATES)[number]
export type SourceLanguage = Static<typeof SourceLanguage>
export type Content = Static<typeof Content>
export type NewContent = Static<typeof NewContent>
export type ContentTexts = Static<typeof ContentTexts>
export type NewContentTexts = Static<typeof NewContentTexts>
export type ContentKey = Static<typeof ContentKey>
export type ContentMaxLength = Static<typeof ContentMaxLength>
