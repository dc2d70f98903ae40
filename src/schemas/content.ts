// The payloads of the content API. Each schema here is registered once with the app (addSchema) and
// referenced by $id from the routes, so one definition drives request validation, response
// serialisation, the TypeScript types and the components of the OpenAPI document.
import { type Static, Type } from 'typebox'
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

/** What GET /ContentApi/Access answers: whether keys are configured, and what the caller's key may do. */
const AccessLanguages = (what: string) =>
  Type.Array(Type.String({ examples: ['nn-NO'] }), {
    description: `The languages this request may ${what}: \`["*"]\` for every language, \`[]\` for none.`,
  })

export const Access = Type.Object(
  {
    keysConfigured: Type.Boolean({ description: 'API keys are configured (API_KEYS or API_KEYS_FILE).' }),
    readsRequireKey: Type.Boolean({ description: 'Reads need a key too (READS_REQUIRE_KEY=true).' }),
    canRead: Type.Boolean({ description: 'This request, with its Authorization header, may read.' }),
    canWrite: Type.Boolean({
      description:
        'This request, with its Authorization header, may write (some languages: see writeLanguages).',
    }),
    canReview: Type.Boolean({
      description: 'This request may approve texts (some languages: see reviewLanguages).',
    }),
    writeLanguages: AccessLanguages('write'),
    reviewLanguages: AccessLanguages('review (approve)'),
    scope: Type.Optional(
      Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('review')], {
        description: 'The scope of the key sent, when it is a valid key.',
      }),
    ),
    name: Type.Optional(
      Type.String({
        description:
          'The name of the key sent, when it is a valid key: what history and the change log show as `by`.',
        examples: ['anna'],
      }),
    ),
  },
  {
    $id: 'Access',
    additionalProperties: false,
    description: 'What a client may do with the key it sends (or without one).',
    examples: [
      {
        keysConfigured: true,
        readsRequireKey: false,
        canRead: true,
        canWrite: true,
        canReview: false,
        writeLanguages: ['nn-NO'],
        reviewLanguages: [],
        scope: 'write',
        name: 'anna',
      },
    ],
  },
)

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
const KeyField = Type.String({
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

export const VERSION_KINDS = [
  'created',
  'textsWritten',
  'textDeleted',
  'archived',
  'restored',
  'keyChanged',
  'purged',
  'textsReviewed',
  'sourceLanguageChanged',
  'maxLengthChanged',
] as const

export const VersionRecord = Type.Object(
  {
    id: Type.Integer({ examples: [9] }),
    createdAt: Type.String({ format: 'date-time', examples: ['2026-11-21T14:03:07.123Z'] }),
    kind: Type.Union(
      VERSION_KINDS.map((k) => Type.Literal(k)),
      { description: 'What the version did.', examples: ['textsWritten'] },
    ),
    by: Type.String({ description: "Who wrote the version: the API key's name.", examples: ['anna'] }),
    properties: Type.Array(ref(Property), { description: 'The properties written in this version.' }),
    deletedLanguages: Type.Optional(
      Type.Array(ref(Language), { description: 'Languages whose text this version deleted.' }),
    ),
    key: Type.Optional({
      ...KeyField,
      description: "The content's key after this version, when it had one.",
    }),
    archived: Type.Optional(
      Type.Literal(true, { description: 'The content was archived after this version.' }),
    ),
    sourceLanguage: Type.Optional(
      Type.String({ description: "The content's source language after this version.", examples: ['nb-NO'] }),
    ),
    parallel: Type.Optional(
      Type.Literal(true, { description: 'The content was marked parallel after this version.' }),
    ),
    maxLength: Type.Optional(
      Type.Integer({
        description: "The content's MaxLength after this version, when it had one.",
        examples: [40],
      }),
    ),
  },
  { $id: 'VersionRecord', additionalProperties: false, description: "One entry of a content's history." },
)

/** One run of words of a word diff: kept, added or removed. */
export const DiffPart = Type.Object(
  {
    value: Type.String({ examples: ['barnehagen'] }),
    added: Type.Optional(Type.Literal(true)),
    removed: Type.Optional(Type.Literal(true)),
  },
  { $id: 'DiffPart', additionalProperties: false, description: 'A run of words: kept, added or removed.' },
)

/** What GET …/Diff answers: how the source text changed since a translation was made from it. */
export const SourceDiff = Type.Object(
  {
    language: Type.String({ description: 'The translation asked about.', examples: ['nn-NO'] }),
    basedOn: ref(BasedOn),
    sourceVersionId: Type.Optional(
      Type.Integer({
        description: "The version of the source language's current text; absent when it was deleted.",
        examples: [14],
      }),
    ),
    outdated: Type.Boolean({ description: 'The source text has changed since `basedOn` (or was deleted).' }),
    changes: Type.Array(ref(DiffPart), {
      description:
        'The source text as of `basedOn` turned into the current one, word by word (all removed when it was ' +
        'deleted; one kept part when nothing changed).',
    }),
  },
  {
    $id: 'SourceDiff',
    additionalProperties: false,
    description: "What changed in a translation's source text since the translation was made from it.",
    examples: [
      {
        language: 'nn-NO',
        basedOn: { languageCode: 'nb-NO', versionId: 12 },
        sourceVersionId: 14,
        outdated: true,
        changes: [
          { value: 'Søk om ' },
          { value: 'barnehageplass', removed: true },
          { value: 'ny plass i barnehagen', added: true },
        ],
      },
    ],
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

export const CHANGE_KIND_LIST = [
  'created',
  'textsWritten',
  'restored',
  'textDeleted',
  'archived',
  'purged',
  'keyChanged',
  'languageAdded',
  'textsReviewed',
  'sourceLanguageChanged',
  'maxLengthChanged',
] as const

export const Change = Type.Object(
  {
    cursor: Type.String({ description: 'Opaque; give it as `after` to read the changes after this one.' }),
    kind: Type.Union(
      CHANGE_KIND_LIST.map((k) => Type.Literal(k)),
      { examples: ['textsWritten'] },
    ),
    contentId: Type.Optional(
      Type.Integer({ description: 'The content changed (absent for languageAdded).' }),
    ),
    versionId: Type.Optional(
      Type.Integer({ description: 'The version the change made (absent for languageAdded).' }),
    ),
    languages: Type.Array(Type.String(), {
      description:
        "The languages whose current text changed (all of the content's for archived, purged and a restore " +
        'that brought it back; the added one for languageAdded; none for keyChanged and maxLengthChanged).',
      examples: [['nb-NO']],
    }),
    at: Type.String({ format: 'date-time', description: "When the change was written (the store's clock)." }),
    by: Type.String({
      description: "Who made the change: the API key's name (`anonymous` without keys; `cli` for the CLI).",
      examples: ['anna'],
    }),
  },
  { $id: 'Change', additionalProperties: false, description: 'One change in the change log.' },
)

export const ChangePage = Type.Object(
  {
    changes: Type.Array(ref(Change)),
    next: Type.String({
      description: 'Give it as `after` to read on; equals `after` when nothing followed.',
    }),
  },
  {
    $id: 'ChangePage',
    additionalProperties: false,
    description: 'Changes in commit order.',
    examples: [
      {
        changes: [
          {
            cursor: '42',
            kind: 'created',
            contentId: 7,
            versionId: 12,
            languages: ['nb-NO'],
            at: '2026-11-23T10:00:00.000Z',
            by: 'anna',
          },
        ],
        next: '42',
      },
    ],
  },
)

export type Language = Static<typeof Language>
export type NewLanguage = Static<typeof NewLanguage>
export type NamedLanguage = Static<typeof NamedLanguage>
export type Access = Static<typeof Access>
export type Coverage = Static<typeof Coverage>
export type WrittenForms = Static<typeof WrittenForms>
export type Version = Static<typeof Version>
export type Property = Static<typeof Property>
export type Workflow = Static<typeof Workflow>
export type BasedOn = Static<typeof BasedOn>
export type TextState = (typeof TEXT_STATES)[number]
export type SourceLanguage = Static<typeof SourceLanguage>
export type DiffPart = Static<typeof DiffPart>
export type SourceDiff = Static<typeof SourceDiff>
export type Content = Static<typeof Content>
export type NewContent = Static<typeof NewContent>
export type ContentTexts = Static<typeof ContentTexts>
export type NewContentTexts = Static<typeof NewContentTexts>
export type ContentKey = Static<typeof ContentKey>
export type ContentMaxLength = Static<typeof ContentMaxLength>
export type Change = Static<typeof Change>
export type ChangePage = Static<typeof ChangePage>
export type VersionRecord = Static<typeof VersionRecord>
