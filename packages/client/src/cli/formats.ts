// The file formats the service reads and writes (GET /ContentApi/Bundles/{lang}?format=…, POST
// /ContentApi/Translations/Import?format=…), with where `pull` writes a language's file by default (the
// conventions of each framework) and the media type `push` sends it as.
import type { operations } from '../generated/api.js'
import { usageError } from './exit-codes.js'

export interface FileFormat {
  /** The file's path under --out when --out names a folder ({lang}, {locale} and {android} are replaced). */
  defaultTemplate: string
  mediaType: string
}

export const FORMATS = {
  i18next: { defaultTemplate: '{lang}/translation.json', mediaType: 'application/json' },
  po: { defaultTemplate: '{lang}.po', mediaType: 'text/x-gettext-translation' },
  arb: { defaultTemplate: 'app_{locale}.arb', mediaType: 'application/json' },
  android: { defaultTemplate: 'values-{android}/strings.xml', mediaType: 'application/xml' },
  csv: { defaultTemplate: '{lang}.csv', mediaType: 'text/csv' },
} as const satisfies Record<string, FileFormat>

export type FormatName = keyof typeof FORMATS

/**
 * The formats the service's document names (exports, imports). The service is the judge of what it serves:
 * a format named here that it does not serve (an older service) is its 400, told as such.
 */
export type ExportFormat = NonNullable<NonNullable<operations['getBundle']['parameters']['query']>['format']>
export type ImportFormat = operations['importFile']['parameters']['query']['format']

export function formatNamed(name: string | undefined): FormatName {
  if (name === undefined) throw usageError(`needs --format (${Object.keys(FORMATS).join(', ')})`)
  if (!Object.hasOwn(FORMATS, name)) {
    throw usageError(`unknown format ${name}; formats: ${Object.keys(FORMATS).join(', ')}`)
  }
  return name as FormatName
}

/**
 * A language's file path: `out` itself when it holds a placeholder, else the format's default under it.
 * {lang} is the code as the service spells it (nb-NO), {locale} with an underscore (nb_NO, as gettext and
 * Flutter name files), {android} as Android's resource folders do (nb-rNO; b+sr+Latn+RS beyond a region).
 */
export function filePath(out: string, format: FormatName, language: string): string {
  const template = /\{(lang|locale|android)\}/.test(out)
    ? out
    : `${out.replace(/\/+$/, '') || '.'}/${FORMATS[format].defaultTemplate}`
  const parts = language.split('-')
  const android =
    parts.length === 1
      ? language
      : parts.length === 2 && /^[A-Za-z]{2}$/.test(parts[1] as string)
        ? `${parts[0]}-r${parts[1]}`
        : `b+${parts.join('+')}`
  return template
    .replaceAll('{lang}', language)
    .replaceAll('{locale}', language.replaceAll('-', '_'))
    .replaceAll('{android}', android)
}
