// Flutter's Application Resource Bundle: `@@locale`, then each key with its text (with the language's
// fallbacks, as the app loads it) and `@key` with its metadata: `description`, the source language's text
// (for translators and for the doc comment gen-l10n writes), and with versions=true
// `x-content-store-version` (null: no text in the language then). Members keep the store's order, so the
// file is written member by member. An import reads each key's text, its version, and its description as the
// source text of contents it creates.
import { FormatSyntaxError } from './errors.js'
import type {
  ExportContext,
  ExportEntry,
  FileFormat,
  ImportContext,
  ImportEntry,
  ParsedFile,
} from './model.js'
import { textAlongChain, underscored } from './model.js'

const VERSION = 'x-content-store-version'

function render(entries: readonly ExportEntry[], context: ExportContext): string {
  const members = [`  "@@locale": ${JSON.stringify(underscored(context.language))}`]
  for (const entry of inObjectOrder(entries)) {
    const found = textAlongChain(entry, context.chain)
    if (found === undefined) continue
    const metadata: string[] = []
    const source = entry.texts.get(context.source)
    if (source !== undefined) metadata.push(`    "description": ${JSON.stringify(source.text)}`)
    if (context.versions)
      metadata.push(`    "${VERSION}": ${entry.texts.get(context.language)?.version ?? null}`)
    members.push(`  ${JSON.stringify(entry.name)}: ${JSON.stringify(found.text)}`)
    members.push(
      `  ${JSON.stringify(`@${entry.name}`)}: ${metadata.length ? `{\n${metadata.join(',\n')}\n  }` : '{}'}`,
    )
  }
  return `{\n${members.join(',\n')}\n}\n`
}

/**
 * The entries in the order a JSON object keeps its members (names that are array indices first, ascending,
 * then the others as they come), so that a file read back (JSON.parse) and written again keeps its order.
 */
function inObjectOrder(entries: readonly ExportEntry[]): ExportEntry[] {
  const index = (name: string) =>
    /^(0|[1-9]\d{0,9})$/.test(name) && Number(name) < 2 ** 32 - 1 ? Number(name) : -1
  const indices = entries.filter((e) => index(e.name) >= 0).sort((a, b) => index(a.name) - index(b.name))
  return [...indices, ...entries.filter((e) => index(e.name) < 0)]
}

function parse(body: string, context: ImportContext): ParsedFile {
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch (error) {
    throw new FormatSyntaxError(`not JSON: ${(error as Error).message}`)
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new FormatSyntaxError('an ARB file is a JSON object')
  const file = document as Record<string, unknown>
  const language = context.language as string
  const entries: ImportEntry[] = []
  for (const [name, value] of Object.entries(file)) {
    if (name.startsWith('@')) continue
    if (typeof value !== 'string') throw new FormatSyntaxError(`"${name}" is not a text (a JSON string)`)
    const metadata = file[`@${name}`]
    const meta =
      typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {}
    const version = meta[VERSION]
    if (version !== undefined && version !== null && !Number.isSafeInteger(version))
      throw new FormatSyntaxError(`"@${name}".${VERSION} is not a version id`)
    entries.push({
      name,
      texts: new Map([
        [language, { text: value, ...(version === undefined ? {} : { version: version as number | null }) }],
      ]),
      ...(typeof meta.description === 'string' ? { source: meta.description } : {}),
    })
  }
  const locale = file['@@locale']
  return { ...(typeof locale === 'string' ? { language: locale } : {}), entries }
}

export const arb: FileFormat = {
  name: 'arb',
  mediaType: 'application/json',
  fallsBack: true,
  namesLanguages: false,
  example: `${JSON.stringify({ '@@locale': 'nn_NO', 'skjema.tittel': 'Søknad om skuleskyss', '@skjema.tittel': { description: 'Søknad om skoleskyss' } }, null, 2)}\n`,
  render,
  parse,
}
