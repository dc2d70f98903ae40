// CSV for spreadsheets (RFC 4180 with csv-stringify and csv-parse: CRLF, quotes doubled, UTF-8 with a BOM so
// that spreadsheets read it as UTF-8): a header row `key`, then a column per language (the file's first,
// then the store's others), and one row per content with each language's own text (no fallback; empty: none).
// With versions=true a `<language> version` column follows each language's. A cell that a spreadsheet would
// take for a formula (starting with = + - @, a tab or a CR) is written with a ' before it, and read back
// without it. An import takes every language column, or only `language=`'s.
import { parse as parseCsv } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { FormatSyntaxError, ImportRefusedError } from './errors.js'
import type {
  ExportContext,
  ExportEntry,
  FileFormat,
  FileText,
  ImportContext,
  ImportEntry,
  ParsedFile,
} from './model.js'
import { sameLanguage } from './model.js'

const FORMULA = /^'*[=+\-@\t\r]/
const GUARDED = /^'+[=+\-@\t\r]/
const VERSION_COLUMN = / version$/

const guard = (text: string) => (FORMULA.test(text) ? `'${text}` : text)
const unguard = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell)

function render(entries: readonly ExportEntry[], context: ExportContext): string {
  const header = ['key']
  for (const code of context.languages) header.push(code, ...(context.versions ? [`${code} version`] : []))
  const rows: string[][] = [header]
  for (const entry of entries) {
    const row = [entry.name]
    for (const code of context.languages) {
      const text = entry.texts.get(code)
      row.push(text === undefined ? '' : guard(text.text))
      if (context.versions) row.push(text === undefined ? 'none' : String(text.version))
    }
    rows.push(row)
  }
  // A line end of either kind inside a cell is quoted (csv-stringify quotes only the record delimiter's).
  return stringify(rows, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ })
}

function parse(body: string, context: ImportContext): ParsedFile {
  let records: string[][]
  try {
    records = parseCsv(body, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][]
  } catch (error) {
    throw new FormatSyntaxError(`not CSV: ${(error as Error).message}`)
  }
  const [header, ...rows] = records
  if (header === undefined || header[0] !== 'key')
    throw new FormatSyntaxError('the first row is a header: key, then languages')
  const columns: { code: string; text: number; version?: number }[] = []
  header.forEach((cell, index) => {
    if (index === 0 || VERSION_COLUMN.test(cell)) return
    const version = header.indexOf(`${cell} version`)
    columns.push({ code: cell, text: index, ...(version > 0 ? { version } : {}) })
  })
  const taken =
    context.language === undefined
      ? columns
      : columns.filter((c) => sameLanguage(c.code, context.language as string))
  if (taken.length === 0)
    throw new ImportRefusedError(`The file has no column for ${context.language}.`, 'language')
  const entries: ImportEntry[] = rows.map((row) => {
    const texts = new Map<string, FileText>()
    for (const column of taken) {
      const version = column.version === undefined ? undefined : row[column.version]
      const code = context.language ?? column.code
      texts.set(code, {
        text: unguard(row[column.text] ?? ''),
        ...(version === undefined || version === ''
          ? {}
          : { version: version === 'none' ? null : parseVersion(version) }),
      })
    }
    return { name: row[0] ?? '', texts }
  })
  return { entries }
}

function parseVersion(cell: string): number {
  if (!/^\d{1,15}$/.test(cell)) throw new FormatSyntaxError(`"${cell}" is not a version id`)
  return Number(cell)
}

export const csv: FileFormat = {
  name: 'csv',
  mediaType: 'text/csv',
  fallsBack: false,
  namesLanguages: true,
  example: '\ufeffkey,nb-NO,nn-NO\r\nskjema.tittel,Søknad om skoleskyss,Søknad om skuleskyss\r\n',
  render,
  parse,
}
