// Whole-store dumps (schemas/dump.ts): reading a store's history as dump lines, and turning dump lines back
// into the rows of an empty store, which each dialect inserts in one transaction (StoreDialect.importDump).
//
// An import reproduces ids, versions, texts, keys, archive state and times exactly. What the store derives
// from history is derived again here, by one replay: current texts (with the newest reviewed version of
// each), each content's latest version and language set, and one change-log entry per version (its languages as the writer gives them; a purge's are
// gone with the history it erased). Change-log cursors are new: followers of the old store start over.

import { ANONYMOUS } from '../rules/key-scopes.js'
import type { Compounds } from '../rules/search/compounds.js'
import { indexTerms } from '../rules/search/terms.js'
import type { DumpContent as DumpContentType, DumpHeader } from '../schemas/dump.js'
import type { Language } from '../schemas/languages.js'
import { languageListOf } from './change-set.js'
import type { DriverErrors } from './driver-errors.js'
import { StoreError } from './errors.js'

/** A dump line the import refuses: its number (1-based) and why. Nothing of the dump is kept. */
export class DumpLineError extends StoreError {
  override name = 'DumpLineError'
  override readonly status = 400
  constructor(
    readonly line: number,
    why: string,
  ) {
    super(why.startsWith('line') ? why : `line ${line}: ${why}`)
  }
}

/** Rows of a batch of contents, as the tables hold them (times as ISO 8601 text). */
export interface ImportBatch {
  /** id, key, archived, purged, latest version id, language ids, source language id, parallel, MaxLength. */
  contents: [number, string | null, 0 | 1, 0 | 1, number, string, number | null, 0 | 1, number | null][]
  /** id, content id, created at, kind, key, archived, author, source language id, parallel, MaxLength. */
  versions: [
    number,
    number,
    string,
    string,
    string | null,
    0 | 1,
    string,
    number | null,
    0 | 1,
    number | null,
  ][]
  /**
   * id, content id, language id, version id, text, origin, reviewed, based-on language id, based-on version id.
   */
  properties: [
    number,
    number,
    number,
    number,
    string | null,
    string | null,
    0 | 1,
    number | null,
    number | null,
  ][]
  /**
   * content id, language id, property id, version id, created at, text, origin, author, reviewed, based-on
   * language id, based-on version id, outdated, reviewed property id, then the search terms (last: the
   * dialects index them apart).
   */
  current: [
    number,
    number,
    number,
    number,
    string,
    string,
    string | null,
    string,
    0 | 1,
    number | null,
    number | null,
    0 | 1,
    number | null,
    string,
  ][]
  /** content id, version id, kind, language ids, at, author. */
  changes: [number, number, string, string, string, string][]
  /** The dump lines the batch came from, for an error found while inserting it. */
  firstLine: number
  lastLine: number
}

/** The last ids a store handed out, by table. */
export interface LastIds {
  content: number
  version: number
  property: number
}

/**
 * Contents per import batch. Small enough that a batch mostly dies young: batches of 1,000 lived through
 * enough of V8's scavenges to be moved to the old generation, which then grew by ~100 MB between full
 * collections (peak RSS of an import: ~210 MB at 1,000, ~147 MB at 250, over a CLI footprint of ~110 MB).
 */
export const IMPORT_BATCH = 250

let compiled: ReturnType<typeof compileCheckers> | undefined

/**
 * The dump's schemas, compiled at the first import that reads a line. They load typebox, about a third of
 * the CLI's start-up, which no other command of the CLI needs (a store opens without it).
 */
function checkers(): ReturnType<typeof compileCheckers> {
  compiled ??= compileCheckers()
  return compiled
}

async function compileCheckers() {
  const [{ Compile }, schemas] = await Promise.all([import('typebox/compile'), import('../schemas/dump.js')])
  return {
    format: schemas.DUMP_FORMAT,
    formatVersion: schemas.DUMP_FORMAT_VERSION,
    header: Compile(schemas.DumpHeader),
    content: Compile(schemas.DumpContent),
  }
}

function firstProblem(
  check: { Errors(value: unknown): Iterable<{ instancePath: string; message: string }> },
  value: unknown,
): string {
  for (const error of check.Errors(value)) return `${error.instancePath || 'the line'} ${error.message}`
  return 'not valid'
}

function parseLine(text: string, line: number): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new DumpLineError(line, `not JSON (${(error as Error).message})`)
  }
}

/** The header of a dump (its first line). */
export async function readHeader(text: string | undefined): Promise<DumpHeader> {
  if (text === undefined) throw new DumpLineError(1, 'the dump is empty; its first line describes it')
  const value = parseLine(text, 1)
  const check = await checkers()
  if (!check.header.Check(value)) {
    const format = (value as { format?: unknown; formatVersion?: unknown }) ?? {}
    if (format.format === check.format && format.formatVersion !== check.formatVersion) {
      throw new DumpLineError(
        1,
        `format version ${String(format.formatVersion)} is not ${check.formatVersion}`,
      )
    }
    throw new DumpLineError(1, `not a ${check.format} header: ${firstProblem(check.header, value)}`)
  }
  return value
}

/**
 * The content lines (line 2 on) as batches of rows, checked as they come: the schema, ascending content ids,
 * ascending version ids within a content, languages of the header.
 */
export async function* importBatches(
  header: DumpHeader,
  lines: AsyncIterable<string>,
  /** What Norwegian compounds are split by when the texts are indexed. */
  compounds: Compounds | undefined,
): AsyncGenerator<ImportBatch> {
  const languageIds = new Map(header.languages.map((l) => [l.languageCode, l.id]))
  const check = await checkers()
  let batch = emptyBatch(2)
  let line = 1
  let lastId = 0
  for await (const text of lines) {
    line++
    if (text.trim() === '') continue
    const value = parseLine(text, line)
    if (!check.content.Check(value)) throw new DumpLineError(line, firstProblem(check.content, value))
    if (value.id <= lastId)
      throw new DumpLineError(line, `content ${value.id} does not follow content ${lastId}`)
    lastId = value.id
    replay(value, line, languageIds, batch, compounds)
    batch.lastLine = line
    if (batch.contents.length >= IMPORT_BATCH) {
      yield batch
      batch = emptyBatch(line + 1)
    }
  }
  if (batch.contents.length > 0) yield batch
}

function emptyBatch(firstLine: number): ImportBatch {
  return {
    contents: [],
    versions: [],
    properties: [],
    current: [],
    changes: [],
    firstLine,
    lastLine: firstLine,
  }
}

interface Current {
  language: string
  propertyId: number
  versionId: number
  createdAt: string
  text: string
  origin: string | null
  by: string
  reviewed: 0 | 1
  basedOnLanguageId: number | null
  basedOnVersionId: number | null
  /** The newest reviewed version's property since the language's last deletion, as the writer keeps it. */
  reviewedPropertyId: number | null
}

/** A content's history as rows, with what the store derives from it. */
function replay(
  content: DumpContentType,
  line: number,
  languageIds: Map<string, number>,
  batch: ImportBatch,
  compounds: Compounds | undefined,
) {
  const current = new Map<number, Current>()
  let archived = false
  let lastVersion = 0
  let sourceLanguageId: number | null = null
  let parallel: 0 | 1 = 0
  let maxLength: number | null = null
  const languageIdOf = (code: string) => {
    const id = languageIds.get(code)
    if (id === undefined)
      throw new DumpLineError(line, `the language ${code} is not in the header's languages`)
    return id
  }
  for (const version of content.versions) {
    if (version.id <= lastVersion) {
      throw new DumpLineError(line, `version ${version.id} does not follow version ${lastVersion}`)
    }
    lastVersion = version.id
    const by = version.by ?? ANONYMOUS
    const written: number[] = []
    for (const text of version.texts) {
      const languageId = languageIdOf(text.language)
      if (written.includes(languageId)) {
        throw new DumpLineError(line, `version ${version.id} has two texts in ${text.language}`)
      }
      written.push(languageId)
      const reviewed = text.reviewed === true ? 1 : 0
      const basedOnLanguageId = text.basedOn ? languageIdOf(text.basedOn.language) : null
      const basedOnVersionId = text.basedOn?.versionId ?? null
      batch.properties.push([
        text.id,
        content.id,
        languageId,
        version.id,
        text.text,
        text.origin ?? null,
        reviewed,
        basedOnLanguageId,
        basedOnVersionId,
      ])
      if (text.text === null) current.delete(languageId)
      else
        current.set(languageId, {
          language: text.language,
          propertyId: text.id,
          versionId: version.id,
          createdAt: version.createdAt,
          text: text.text,
          origin: text.origin ?? null,
          by,
          reviewed,
          basedOnLanguageId,
          basedOnVersionId,
          reviewedPropertyId:
            reviewed === 1 ? text.id : (current.get(languageId)?.reviewedPropertyId ?? null),
        })
    }
    // Dumps of earlier builds name no source language: a content's is then its first text's, as a create's.
    if (version.sourceLanguage !== undefined) sourceLanguageId = languageIdOf(version.sourceLanguage)
    else if (version.kind === 'purged') sourceLanguageId = null
    else sourceLanguageId ??= written[0] ?? null
    parallel = version.parallel === true ? 1 : 0
    maxLength = version.maxLength ?? null
    // The change's languages, as the writer logs them: those whose current text changed.
    const wasArchived = archived
    archived = version.archived === true
    let changed: Iterable<number> = written
    if (version.kind === 'archived') changed = current.keys()
    else if (version.kind === 'restored' && wasArchived) changed = [...written, ...current.keys()]
    else if (
      version.kind === 'keyChanged' ||
      version.kind === 'maxLengthChanged' ||
      version.kind === 'purged'
    )
      changed = []
    batch.versions.push([
      version.id,
      content.id,
      version.createdAt,
      version.kind,
      version.key ?? null,
      archived ? 1 : 0,
      by,
      sourceLanguageId,
      parallel,
      maxLength,
    ])
    batch.changes.push([content.id, version.id, version.kind, languageListOf(changed), version.createdAt, by])
  }
  const last = content.versions[content.versions.length - 1]
  if ((last?.key ?? undefined) !== content.key) {
    throw new DumpLineError(line, "the content's key is not the key after its last version")
  }
  if (archived !== (content.archived === true)) {
    throw new DumpLineError(line, "the content's archived flag is not the one after its last version")
  }
  batch.contents.push([
    content.id,
    content.key ?? null,
    content.archived ? 1 : 0,
    content.purged ? 1 : 0,
    lastVersion,
    languageListOf(current.keys()),
    sourceLanguageId,
    parallel,
    maxLength,
  ])
  for (const [languageId, text] of [...current].sort((a, b) => a[0] - b[0])) {
    // Outdated as the writer keeps it: the source text now is newer than the one it was made from, or gone.
    const source = text.basedOnLanguageId === null ? undefined : current.get(text.basedOnLanguageId)
    const outdated =
      text.basedOnVersionId === null || (source !== undefined && source.versionId <= text.basedOnVersionId)
        ? 0
        : 1
    batch.current.push([
      content.id,
      languageId,
      text.propertyId,
      text.versionId,
      text.createdAt,
      text.text,
      text.origin,
      text.by,
      text.reviewed,
      text.basedOnLanguageId,
      text.basedOnVersionId,
      outdated,
      text.reviewedPropertyId,
      // The search index is written with the texts, by the one module that makes terms.
      indexTerms(text.language, text.text, compounds),
    ])
  }
}

/** The languages of a dump header checked against the store's: the same id with another code is refused. */
export function languagesToAdd(header: DumpHeader, existing: readonly Language[]): Language[] {
  const toAdd: Language[] = []
  for (const language of header.languages) {
    const same = existing.find((l) => l.id === language.id)
    if (same && same.languageCode !== language.languageCode) {
      throw new DumpLineError(
        1,
        `language ${language.id} is ${language.languageCode} in the dump but ${same.languageCode} in the store`,
      )
    }
    const sameCode = existing.find(
      (l) => l.languageCode.toLowerCase() === language.languageCode.toLowerCase(),
    )
    if (!same && sameCode) {
      throw new DumpLineError(
        1,
        `${language.languageCode} is language ${language.id} in the dump but ${sameCode.id} in the store`,
      )
    }
    if (!same) toAdd.push(language)
  }
  return toAdd
}

/**
 * An insert of a batch that broke a constraint (an id given twice, a version of another content) as the
 * lines it came from (the dialect's `errors` tell); other failures (the store unreachable, the disk full) stay what they are.
 */
export function batchError(batch: ImportBatch, error: unknown, errors: DriverErrors): unknown {
  if (!errors.isConstraintViolation(error)) return error
  const lines =
    batch.firstLine === batch.lastLine
      ? `line ${batch.firstLine}`
      : `lines ${batch.firstLine}–${batch.lastLine}`
  const detail = (error as { detail?: string }).detail ?? (error as Error).message
  return new DumpLineError(batch.firstLine, `${lines} repeat an id or refer to a missing one (${detail})`)
}

/**
 * What an export reads: the part of the store's interface a dump needs. Named here rather than taken from
 * the Dumps port (content-store.ts), which the dialects' import rows (above) would otherwise lead back to in a circle.
 */
export interface DumpSource {
  dumpHeader(): Promise<DumpHeader>
  dumpContents(batchSize: number): AsyncIterable<DumpContentType[]>
}

/** Contents per read of an export. */
export const EXPORT_BATCH = 1000

/**
 * A store's dump as text chunks of whole lines (the header first), read a window of ids at a time as the
 * consumer takes them: memory does not grow with the store.
 */
export async function* dumpLines(store: DumpSource): AsyncGenerator<string> {
  yield `${JSON.stringify(await store.dumpHeader())}\n`
  for await (const contents of store.dumpContents(EXPORT_BATCH)) {
    let chunk = ''
    for (const content of contents) chunk += `${JSON.stringify(content)}\n`
    yield chunk
  }
}
