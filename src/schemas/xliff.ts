// What an XLIFF import answers: how many targets it wrote, which were as they are already, and which units
// it skipped because their source changed since the export or because they could not be used.
import { type Static, Type } from 'typebox'
import { ReportWarnings } from './warnings.js'

export const XliffReport = Type.Object(
  {
    written: Type.Integer({
      minimum: 0,
      description: 'Contents whose target text was written as a new version.',
    }),
    unchanged: Type.Integer({
      minimum: 0,
      description: 'Units whose target equals the current text already.',
    }),
    sourceChanged: Type.Array(
      Type.Object({
        contentId: Type.Integer(),
        unit: Type.String({ description: "The unit's id in the file." }),
        exportedVersion: Type.Integer({ description: 'The source version the unit was translated from.' }),
        currentVersion: Type.Union([Type.Integer(), Type.Null()], {
          description: "The source's current version; null when the source text was deleted.",
        }),
      }),
      {
        description:
          'Units skipped because their source text changed since the export: translate them again.',
      },
    ),
    errors: Type.Array(
      Type.Object({
        unit: Type.String(),
        contentId: Type.Optional(Type.Integer()),
        message: Type.String(),
      }),
      {
        description:
          'Units that were not written, and why (a blocking check, CHECKS_BLOCKING, refusing the target among them).',
      },
    ),
    warnings: ReportWarnings(),
  },
  {
    $id: 'XliffReport',
    examples: [
      {
        written: 12,
        unchanged: 3,
        sourceChanged: [{ contentId: 7, unit: '7', exportedVersion: 12, currentVersion: 15 }],
        errors: [],
      },
    ],
  },
)
export type XliffReport = Static<typeof XliffReport>
