// i18next's JSON v4: one language's texts (with its fallbacks) as an app loads them, each key split at its
// dots into nested objects (`skjema.tittel` → {"skjema":{"tittel":…}}), or flat with nesting=false. A key
// that is a text and the prefix of another cannot be nested: the export refuses it, naming both. No
// version is carried: every value of the file is a text i18next would load.
import { FormatSyntaxError, ImportRefusedError, NestingConflictError } from './errors.js'
import {
  type ExportContext,
  type ExportEntry,
  type FileFormat,
  type ImportContext,
  type ImportEntry,
  type ParsedFile,
  textAlongChain,
} from './model.js'

type Tree = { [segment: string]: string | Tree }

function render(entries: readonly ExportEntry[], context: ExportContext): string {
  // Objects without a prototype, so that a key such as `__proto__` is a member like any other.
  const root: Tree = Object.create(null)
  /** Each nested object's path (its dotted prefix), and the first key written through it. */
  const pathOf = new Map<Tree, string>([[root, '']])
  const firstKeyIn = new Map<Tree, string>()
  for (const entry of entries) {
    const found = textAlongChain(entry, context.chain)
    if (found === undefined) continue
    if (!context.nesting) {
      root[entry.name] = found.text
      continue
    }
    const segments = entry.name.split('.')
    const last = segments.pop() as string
    let node = root
    for (const segment of segments) {
      const next = node[segment]
      if (typeof next === 'string') {
        const path = pathOf.get(node) as string
        throw new NestingConflictError(path === '' ? segment : `${path}.${segment}`, entry.name)
      }
      if (next === undefined) {
        const created: Tree = Object.create(null)
        const path = pathOf.get(node) as string
        pathOf.set(created, path === '' ? segment : `${path}.${segment}`)
        firstKeyIn.set(created, entry.name)
        node[segment] = created
        node = created
      } else node = next
    }
    const there = node[last]
    if (typeof there === 'object') throw new NestingConflictError(entry.name, firstKeyIn.get(there) as string)
    node[last] = found.text
  }
  return `${JSON.stringify(root, null, 2)}\n`
}

function parse(body: string, context: ImportContext): ParsedFile {
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch (error) {
    throw new FormatSyntaxError(`not JSON: ${(error as Error).message}`)
  }
  if (!isObject(document)) throw new FormatSyntaxError('an i18next file is a JSON object')
  const entries: ImportEntry[] = []
  const seen = new Set<string>()
  const language = context.language as string
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [member, value] of Object.entries(node)) {
      const name = prefix === '' ? member : `${prefix}.${member}`
      if (typeof value === 'string') {
        if (seen.has(name)) throw new ImportRefusedError(`The key "${name}" is in the file twice.`)
        seen.add(name)
        entries.push({ name, texts: new Map([[language, { text: value }]]) })
      } else if (isObject(value) && context.nesting) walk(value, name)
      else
        throw new FormatSyntaxError(
          isObject(value)
            ? `"${name}" is an object, but nesting=false reads flat keys only`
            : `"${name}" is ${Array.isArray(value) ? 'an array' : String(value === null ? null : typeof value)}: ` +
                'only texts (strings) and objects of them are read',
        )
    }
  }
  walk(document, '')
  return { entries }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const i18next: FileFormat = {
  name: 'i18next',
  mediaType: 'application/json',
  fallsBack: true,
  namesLanguages: false,
  example: `${JSON.stringify({ skjema: { tittel: 'Søknad om skuleskyss', knapp: { send: 'Send inn' } } }, null, 2)}\n`,
  render,
  parse,
}
