// The payloads of the app file formats (src/services/formats/): what an import answers, and the JSON files
// (i18next, ARB) as an export writes them.
import { type Static, Type } from 'typebox'
import { ref } from './ref.js'
import { ReportWarnings } from './warnings.js'

/** The file formats a bundle is exported in and a file imported from; `json` is the flat bundle. */
export const FORMAT_NAMES = ['i18next', 'po', 'arb', 'android', 'csv'] as const
export type FormatName = (typeof FORMAT_NAMES)[number]

export const ImportConflict = Type.Object(
  {
    key: Type.String({ description: 'The name in the file: the key, or the id of a content without one.' }),
    language: Type.String({ examples: ['nn-NO'] }),
    contentId: Type.Optional(
      Type.Integer({ description: 'The content the name belongs to, when there is one.' }),
    ),
    fileVersion: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], {
        description:
          "The version of the language's text the file was exported at (null: it had no text then); absent " +
          'when the file carries no version for it.',
      }),
    ),
    currentVersion: Type.Union([Type.Integer(), Type.Null()], {
      description: "The version of the language's current text (null: it has none).",
    }),
    reason: Type.String({ description: 'Why the text was not written.' }),
  },
  { $id: 'ImportConflict', additionalProperties: false },
)
export type ImportConflict = Static<typeof ImportConflict>

export const ImportReport = Type.Object(
  {
    created: Type.Integer({ minimum: 0, description: 'Contents created for names the store did not have.' }),
    updated: Type.Integer({
      minimum: 0,
      description: 'Texts written to existing contents, each as a new version of its content.',
    }),
    unchanged: Type.Integer({ minimum: 0, description: 'Texts the store has already as the file has them.' }),
    conflicts: Type.Array(ref(ImportConflict), {
      description:
        'Texts not written because the store changed them after the version the file was exported at ' +
        '(or while the file was imported), because their key belongs to an archived content, or because a ' +
        'blocking check (CHECKS_BLOCKING) refused them.',
    }),
    warnings: ReportWarnings(),
  },
  {
    $id: 'ImportReport',
    additionalProperties: false,
    description: 'What an import wrote (with dryRun=true: would write), and what it left alone.',
    examples: [
      {
        created: 2,
        updated: 1,
        unchanged: 40,
        conflicts: [
          {
            key: 'skjema.tittel',
            language: 'nn-NO',
            contentId: 7,
            fileVersion: 12,
            currentVersion: 15,
            reason: 'The text was changed in the store after the version the file was exported at.',
          },
        ],
      },
    ],
  },
)
export type ImportReport = Static<typeof ImportReport>

/** A bundle as JSON: flat (json), nested (i18next) or with ARB's metadata (arb). */
export const JsonBundle = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'json: key → text, flat. i18next (JSON v4): each value a text or an object of the same form (the key ' +
    'split at its dots; flat with `nesting=false`). arb: `@@locale`, each key with its text and `@key` with ' +
    "its metadata (`description`: the source language's text).",
  example: { 'skjema/skyss.tittel': 'Søknad om skuleskyss', '7': 'Hei verda' },
})

/** The `format` query parameter of exports and imports. */
export const formatParameter = (description: string) =>
  Type.Unsafe<FormatName>({ type: 'string', enum: [...FORMAT_NAMES], description })
