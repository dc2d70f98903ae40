// Android's strings.xml: one <string name="key"> per content with a text (with the language's fallbacks, as
// the app loads it), escaped as aapt2 reads it: \' \" \\ \n \t, a leading \@ or \?, spaces that aapt would
// collapse or trim as \u0020, and <, & as XML entities (so `<b>` stays text, not styling). A text with `%`
// is marked formatted="false" (aapt2 refuses several unnumbered %s otherwise). With versions=true each string
// carries cs:version (in the namespace urn:content-store; `none`: no text then). The import parses with
// fast-xml-parser (DOCTYPEs refused), reads <string> elements back through the same rules and leaves out
// translatable="false" ones; plurals, arrays and markup inside a string are refused.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { FormatSyntaxError, ImportRefusedError } from './errors.js'
import type {
  ExportContext,
  ExportEntry,
  FileFormat,
  ImportContext,
  ImportEntry,
  ParsedFile,
} from './model.js'
import { textAlongChain } from './model.js'

const NAMESPACE = 'urn:content-store'

function render(entries: readonly ExportEntry[], context: ExportContext): string {
  let out = `<?xml version="1.0" encoding="utf-8"?>\n<resources${context.versions ? ` xmlns:cs="${NAMESPACE}"` : ''}>\n`
  for (const entry of entries) {
    const found = textAlongChain(entry, context.chain)
    if (found === undefined) continue
    const version = context.versions
      ? ` cs:version="${entry.texts.get(context.language)?.version ?? 'none'}"`
      : ''
    const formatted = found.text.includes('%') ? ' formatted="false"' : ''
    out += `    <string name="${attribute(entry.name)}"${formatted}${version}>${xml(escapeAndroid(found.text))}</string>\n`
  }
  return `${out}</resources>\n`
}

/** Text as XML character data (`"` and `'` are Android's to escape), and as an attribute value. */
const xml = (text: string) =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
const attribute = (text: string) => xml(text).replaceAll('"', '&quot;')

/** A text as aapt2 reads it back exactly. */
export function escapeAndroid(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (c === '\\' || c === "'" || c === '"') out += `\\${c}`
    else if (c === '\n') out += '\\n'
    else if (c === '\t') out += '\\t'
    else if ((c === '@' || c === '?') && i === 0) out += `\\${c}`
    else if (c === ' ' && (i === 0 || i === text.length - 1 || text[i - 1] === ' ')) out += '\\u0020'
    // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry.
    else if (/[\u0000-\u001f\u007f]/.test(c)) out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
    else out += c
  }
  return out
}

/** A string's content as aapt2 reads it: escapes undone, quotes kept whitespace, other whitespace collapsed. */
export function unescapeAndroid(raw: string): string {
  const out: { c: string; collapsible: boolean }[] = []
  let quoted = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string
    if (c === '\\' && i + 1 < raw.length) {
      const next = raw[++i] as string
      if (next === 'n') out.push({ c: '\n', collapsible: false })
      else if (next === 't') out.push({ c: '\t', collapsible: false })
      else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 1, i + 5))) {
        out.push({ c: String.fromCharCode(Number.parseInt(raw.slice(i + 1, i + 5), 16)), collapsible: false })
        i += 4
      } else out.push({ c: next, collapsible: false })
    } else if (c === '"') quoted = !quoted
    else if (/\s/.test(c) && !quoted) {
      if (out.at(-1)?.collapsible !== true) out.push({ c: ' ', collapsible: true })
    } else out.push({ c, collapsible: false })
  }
  while (out[0]?.collapsible) out.shift()
  while (out.at(-1)?.collapsible) out.pop()
  return out.map((p) => p.c).join('')
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  textNodeName: '#text',
  isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
})

function parse(body: string, context: ImportContext): ParsedFile {
  if (/<!DOCTYPE/i.test(body))
    throw new FormatSyntaxError('a DOCTYPE is not accepted (no DTDs are processed)')
  const valid = XMLValidator.validate(body)
  if (valid !== true)
    throw new FormatSyntaxError(`line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`)
  const document = parser.parse(body) as Record<string, unknown[]>
  const resources = document.resources?.[0] as Record<string, unknown> | undefined
  if (resources === undefined || typeof resources !== 'object')
    throw new FormatSyntaxError('the document is not <resources>')
  const language = context.language as string
  const entries: ImportEntry[] = []
  for (const [element, items] of Object.entries(resources)) {
    if (element === '#text' || element.startsWith('xmlns') || element.includes(':')) continue
    if (element !== 'string')
      throw new ImportRefusedError(`<${element}> is not read: the store holds one text per key (<string>).`)
    for (const item of items as (Record<string, unknown> | string)[]) {
      const attributes = typeof item === 'object' ? item : {}
      const name = attributes.name
      if (typeof name !== 'string') throw new FormatSyntaxError('a <string> has no name')
      if (attributes.translatable === 'false') continue
      const children = Object.keys(attributes).filter(
        (k) =>
          k !== '#text' &&
          !['name', 'translatable', 'formatted', 'cs:version'].includes(k) &&
          !k.includes(':'),
      )
      if (children.some((k) => Array.isArray(attributes[k])))
        throw new ImportRefusedError(`<string name="${name}"> has markup inside; write it as text (&lt;b>).`)
      const raw = typeof item === 'string' ? item : textOf(attributes['#text'])
      const version = attributes['cs:version']
      entries.push({
        name,
        texts: new Map([
          [
            language,
            {
              text: unescapeAndroid(raw),
              ...(typeof version === 'string'
                ? { version: version === 'none' ? null : Number(version) }
                : {}),
            },
          ],
        ]),
      })
    }
  }
  return { entries }
}

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.join('') : typeof value === 'string' ? value : ''

export const android: FileFormat = {
  name: 'android',
  mediaType: 'application/xml',
  fallsBack: true,
  namesLanguages: false,
  example:
    '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="skjema.tittel">Søknad om skuleskyss</string>\n</resources>\n',
  render,
  parse,
}
