// gettext PO (with gettext-parser): one entry per live content with a text in the source language, msgctxt
// its name (key or id), msgid the source language's text, msgstr the file's language's own text (empty when
// it has none: PO files do not fall back, gettext shows the msgid). The header names the language and its
// Plural-Forms (plural-forms.ts). With versions=true each entry carries the version of its msgstr in an
// extracted comment (`#. version: 12`, `#. version: none` when there was no text), and the header the time of
// the newest text. An import reads msgstr (empty or fuzzy: untranslated), the msgid for contents it creates,
// and the version comment; plural entries and entries without msgctxt are refused.
/// <reference path="./gettext-parser.d.ts" />
import { type PoEntry, po } from 'gettext-parser'
import { FormatSyntaxError, ImportRefusedError } from './errors.js'
import type {
  ExportContext,
  ExportEntry,
  FileFormat,
  ImportContext,
  ImportEntry,
  ParsedFile,
} from './model.js'
import { underscored } from './model.js'
import { pluralForms } from './plural-forms.js'

const VERSION = /^version: (\d{1,15}|none)$/m

function render(entries: readonly ExportEntry[], context: ExportContext): string {
  const translations: Record<string, Record<string, PoEntry>> = Object.create(null)
  let newest: string | undefined
  for (const entry of entries) {
    const source = entry.texts.get(context.source)
    if (source === undefined) continue
    const own = entry.texts.get(context.language)
    if (own && (newest === undefined || own.createdAt > newest)) newest = own.createdAt
    const block: PoEntry = { msgctxt: entry.name, msgid: source.text, msgstr: [own?.text ?? ''] }
    if (context.versions) block.comments = { extracted: `version: ${own?.version ?? 'none'}` }
    translations[entry.name] = { [source.text]: block }
  }
  const headers: Record<string, string> = {
    'Project-Id-Version': 'content-store',
    ...(context.versions && newest ? { 'PO-Revision-Date': poDate(newest) } : {}),
    'Last-Translator': 'content-store',
    'Language-Team': 'content-store',
    Language: underscored(context.language),
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'Plural-Forms': pluralForms(context.language),
    'X-Source-Language': underscored(context.source),
  }
  return po.compile({ charset: 'utf-8', headers, translations }).toString('utf-8')
}

/** `2026-11-25 08:54+0000`, as PO headers write times. */
const poDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}+0000`

function parse(body: string, context: ImportContext): ParsedFile {
  let table: ReturnType<typeof po.parse>
  try {
    table = po.parse(body, { defaultCharset: 'utf-8', validation: true })
  } catch (error) {
    throw new FormatSyntaxError(`not a PO file: ${(error as Error).message}`)
  }
  const language = context.language as string
  const entries: ImportEntry[] = []
  for (const [msgctxt, byMsgid] of Object.entries(table.translations)) {
    for (const [msgid, entry] of Object.entries(byMsgid)) {
      if (msgctxt === '' && msgid === '') continue // the header
      if (msgctxt === '')
        throw new ImportRefusedError(`The entry "${msgid}" has no msgctxt: each entry's msgctxt is its key.`)
      if (entry.msgid_plural !== undefined)
        throw new ImportRefusedError(
          `The entry "${msgctxt}" has plural forms, which the store does not hold.`,
        )
      const fuzzy = /\bfuzzy\b/.test(entry.comments?.flag ?? '')
      const version = VERSION.exec(entry.comments?.extracted ?? '')?.[1]
      const text = fuzzy ? '' : (entry.msgstr[0] ?? '')
      entries.push({
        name: msgctxt,
        texts: new Map([
          [
            language,
            {
              text,
              ...(version === undefined ? {} : { version: version === 'none' ? null : Number(version) }),
            },
          ],
        ]),
        source: msgid,
      })
    }
  }
  // A file without a header entry has no headers at all.
  const named = table.headers?.Language
  return { ...(named ? { language: named } : {}), entries }
}

export const gettextPo: FileFormat = {
  name: 'po',
  mediaType: 'text/x-gettext-translation',
  fallsBack: false,
  namesLanguages: false,
  example:
    'msgid ""\nmsgstr ""\n"Language: nn_NO\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' +
    'msgctxt "skjema.tittel"\nmsgid "Søknad om skoleskyss"\nmsgstr "Søknad om skuleskyss"\n',
  render,
  parse,
}
