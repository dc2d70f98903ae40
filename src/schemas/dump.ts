// The whole-store dump (NDJSON): a header line, then one line per content with its whole history. One schema
// per line kind: the import validates every line with it, and README documents it. Members are written in the
// order declared here, so two stores holding the same data give byte-identical dumps. Objects are closed
// (unknown members are refused): a dump made by a newer version is not imported with something left out.
import { type Static, Type } from 'typebox'
import { CHANGE_KIND_LIST } from './changes.js'
import { KEY_PATTERN, MAX_CONTENT_ID, MAX_LANGUAGE_ID, MAX_LENGTH_LIMIT, TEXT_PATTERN } from './content.js'

export const DUMP_FORMAT = 'content-store-dump'
export const DUMP_FORMAT_VERSION = 1

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
const LastId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })
const ContentId = Type.Integer({ minimum: 1, maximum: MAX_CONTENT_ID })
const LastContentId = Type.Integer({ minimum: 0, maximum: MAX_CONTENT_ID })
const LanguageId = Type.Integer({ minimum: 1, maximum: MAX_LANGUAGE_ID })
const LanguageCode = Type.String({ minLength: 1, maxLength: 64 })

export const DumpHeader = Type.Object(
  {
    format: Type.Literal(DUMP_FORMAT),
    formatVersion: Type.Literal(DUMP_FORMAT_VERSION),
    languages: Type.Array(
      Type.Object({ id: LanguageId, languageCode: LanguageCode }, { additionalProperties: false }),
    ),
    /** The last ids the store handed out (a purge leaves gaps): the imported store continues after them. */
    lastIds: Type.Object(
      { content: LastContentId, version: LastId, property: LastId },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type DumpHeader = Static<typeof DumpHeader>

/** A text written (or, with `text: null`, deleted) in a version: an object, so it can carry more later. */
export const DumpText = Type.Object(
  {
    /** The property id. */
    id: Id,
    language: LanguageCode,
    text: Type.Union([Type.String({ pattern: TEXT_PATTERN }), Type.Null()]),
    origin: Type.Optional(Type.Literal('machine')),
    reviewed: Type.Optional(Type.Literal(true)),
    /** The source text it was made from: its language and version (a version of the same content). */
    basedOn: Type.Optional(
      Type.Object({ language: LanguageCode, versionId: Id }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
)
export type DumpText = Static<typeof DumpText>

export const DumpVersion = Type.Object(
  {
    id: Id,
    createdAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' }),
    kind: Type.Union([...CHANGE_KIND_LIST.filter((k) => k !== 'languageAdded').map((k) => Type.Literal(k))]),
    /** Who wrote it: the API key's name. Absent in dumps of earlier builds: imported as `anonymous`. */
    by: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** The content's key after this version. */
    key: Type.Optional(Type.String({ pattern: KEY_PATTERN })),
    archived: Type.Optional(Type.Literal(true)),
    /** The content's source language, parallel flag and MaxLength after this version. */
    sourceLanguage: Type.Optional(LanguageCode),
    parallel: Type.Optional(Type.Literal(true)),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LENGTH_LIMIT })),
    texts: Type.Array(DumpText),
  },
  { additionalProperties: false },
)
export type DumpVersion = Static<typeof DumpVersion>

export const DumpContent = Type.Object(
  {
    id: ContentId,
    key: Type.Optional(Type.String({ pattern: KEY_PATTERN })),
    archived: Type.Optional(Type.Literal(true)),
    purged: Type.Optional(Type.Literal(true)),
    versions: Type.Array(DumpVersion, { minItems: 1 }),
  },
  { additionalProperties: false },
)
export type DumpContent = Static<typeof DumpContent>
