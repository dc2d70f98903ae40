// A content's history: its versions, and the difference between two texts of a source.
import { type Static, Type } from 'typebox'
import { BasedOn, KeyField, Property } from './content.js'
import { Language } from './languages.js'
import { ref } from './ref.js'

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

export type DiffPart = Static<typeof DiffPart>
export type SourceDiff = Static<typeof SourceDiff>
export type VersionRecord = Static<typeof VersionRecord>
