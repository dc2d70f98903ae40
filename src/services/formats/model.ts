// What every file format works on: the contents an export writes, each by its name in files, and what an
// import reads back. One module per format (registry.ts lists them) turns these into its file and back.
import type { FormatName } from '../../schemas/formats.js'

/** A text of a content as it is now: its version is the one a file carries to detect later changes. */
export interface CurrentText {
  text: string
  version: number
  /** When that version was written (ISO 8601, UTC). */
  createdAt: string
}

/** One live content as an export sees it. */
export interface ExportEntry {
  /** Its name in files: its key, or its id (as digits) when it has none. */
  name: string
  /** Its current texts by language code (the store's spelling). */
  texts: ReadonlyMap<string, CurrentText>
}

export interface ExportContext {
  /** The file's language (the store's spelling). */
  language: string
  /** The languages to take a text from, in order: the file's language, then its fallbacks when asked. */
  chain: readonly string[]
  /** The language whose text a PO file's msgid and an ARB description carry. */
  source: string
  /** Every language of the store, ascending id: CSV's columns after the file's language. */
  languages: readonly string[]
  /** Whether each text carries the version it was exported at (for conflicts on import). */
  versions: boolean
  /** i18next: keys split at dots into nested objects. */
  nesting: boolean
}

/**
 * A text as a file has it. `version`: the version of the store's text the file was exported at; null when
 * the store had no text in the language then; undefined when the file does not say.
 */
export interface FileText {
  text: string
  version?: number | null
}

export interface ImportEntry {
  /** The key (or a content's id, as digits) the file names. */
  name: string
  /** The file's texts by language code (as the file or the request spells it). */
  texts: Map<string, FileText>
  /** The source language's text, where the file carries it (PO msgid, ARB description): for new contents. */
  source?: string
}

export interface ImportContext {
  /** The language asked for (its stored spelling); undefined only for CSV, which names its languages. */
  language: string | undefined
  nesting: boolean
}

export interface ParsedFile {
  /** The language the file says it is in (PO `Language`, ARB `@@locale`), to check against the request. */
  language?: string
  entries: ImportEntry[]
}

export interface FileFormat {
  readonly name: FormatName
  /** The media type of an export (and of an import body). */
  readonly mediaType: string
  /** True when the file holds one language's texts with its fallbacks, as an app loads it. */
  readonly fallsBack: boolean
  /** True when the file names the language of each text (CSV's columns): an import may then take them all. */
  readonly namesLanguages: boolean
  /** A small file of the format, as an import takes it: the API document's example. */
  readonly example: string
  /** The whole file, from the live contents in ascending id. */
  render(entries: readonly ExportEntry[], context: ExportContext): string
  /** The file's entries; FormatSyntaxError when it is not well-formed. */
  parse(body: string, context: ImportContext): ParsedFile
}

/** The text an export gives a content in its file's language: the first along the chain. */
export function textAlongChain(entry: ExportEntry, chain: readonly string[]): CurrentText | undefined {
  for (const code of chain) {
    const found = entry.texts.get(code)
    if (found !== undefined) return found
  }
  return undefined
}

/** Locale codes as gettext, Flutter and Android resources spell them (`nn_NO`) and back (`nn-NO`). */
export const underscored = (code: string) => code.replaceAll('-', '_')
export const sameLanguage = (a: string, b: string) =>
  a.replaceAll('_', '-').toLowerCase() === b.replaceAll('_', '-').toLowerCase()
