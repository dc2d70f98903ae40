// RFC 9457 problem details, shaped like ASP.NET's ProblemDetails / ValidationProblemDetails so that
// clients written against the original service read our errors the same way.
import { type Static, Type } from 'typebox'

export const ProblemDetails = Type.Object(
  {
    type: Type.String({ examples: ['https://tools.ietf.org/html/rfc9110#section-15.5.1'] }),
    title: Type.String({ examples: ['One or more validation errors occurred.'] }),
    status: Type.Integer({ examples: [400] }),
    detail: Type.Optional(Type.String()),
    traceId: Type.String({ description: 'The request id; the same id is in the log line of the request.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Validation messages keyed by the request field ("$" for the body as a whole).',
        examples: [{ LanguageCode: ['Unknown language "xx". Known: nb-NO, nn-NO, en-US.'] }],
      }),
    ),
  },
  { $id: 'ProblemDetails', description: 'An error, as application/problem+json (RFC 9457).' },
)

export type ProblemDetails = Static<typeof ProblemDetails>
