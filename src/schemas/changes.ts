// The change log: a change, and a page of them after a cursor.
import { type Static, Type } from 'typebox'
import { ref } from './ref.js'

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

export type Change = Static<typeof Change>
export type ChangePage = Static<typeof ChangePage>
