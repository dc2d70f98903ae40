// TMX 1.4b for translation memory: the memory of a language pair written as a TMX document (streamed), and a
// TMX document read into translation units. Read with saxes, a strict non-validating parser: a DOCTYPE that
// names an external DTD (`<!DOCTYPE tmx SYSTEM "tmx14.dtd">`, as Translate Toolkit's po2tmx writes) is
// accepted and never loaded; one with an internal subset is refused, so no entity is ever declared or
// expanded (as services/xliff.ts refuses any DOCTYPE).
import { SaxesParser } from 'saxes'
import { DomainError } from '../../domain-error.js'
import { canonicalLanguageCode } from '../../rules/languages.js'
import type { Language } from '../../schemas/languages.js'
import type { MemoryUnit, TranslationMemory } from '../../store/translation-memory.js'

export const TMX_MEDIA_TYPE = 'application/x-tmx+xml'

/** The document is not TMX the memory can take: a 400 naming where, nothing stored. */
export class TmxSyntaxError extends DomainError {
  override name = 'TmxSyntaxError'
  override readonly status = 400
  override readonly field = '$'
  override readonly summary = `The TMX document is not accepted: ${this.message}`
  constructor(line: number, column: number, why: string) {
    super(`line ${line}, column ${column}: ${why}`)
  }
}

/** Text as XML character data or attribute value; a carriage return as a reference, which parsers keep. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#13;',
  )
}

/** Characters XML 1.0 cannot carry (controls other than tab and line ends): such pairs are left out. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NOT_XML = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

/** The TMX document of a language pair's memory, in chunks (TranslationMemory.pairs says which pairs). */
export async function* tmxDocument(
  memory: Pick<TranslationMemory, 'pairs'>,
  from: Language,
  to: Language,
  batchSize: number,
): AsyncGenerator<string> {
  const src = escapeXml(from.languageCode)
  const trg = escapeXml(to.languageCode)
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n' +
    '  <header creationtool="content-store" creationtoolversion="1" segtype="block" o-tmf="content-store" ' +
    `adminlang="en" srclang="${src}" datatype="plaintext"/>\n  <body>\n`
  for await (const pairs of memory.pairs(from, to, batchSize)) {
    let chunk = ''
    for (const { source, target, contentId } of pairs) {
      if (NOT_XML.test(source) || NOT_XML.test(target)) continue
      chunk +=
        `    <tu${contentId === undefined ? '' : ` tuid="content-${contentId}"`}>\n` +
        `      <tuv xml:lang="${src}"><seg>${escapeXml(source)}</seg></tuv>\n` +
        `      <tuv xml:lang="${trg}"><seg>${escapeXml(target)}</seg></tuv>\n    </tu>\n`
    }
    if (chunk !== '') yield chunk
  }
  yield '  </body>\n</tmx>\n'
}

export interface ParsedTmx {
  /** Units with two languages or more. */
  units: MemoryUnit[]
  /** Units with fewer. */
  skipped: number
}

/** A segment's text that can be stored: not empty, not only white space (as a text written to a content). */
const storable = (text: string) => /\S/.test(text)

/**
 * Reads a TMX document's translation units: per `<tu>`, each `<tuv>`'s language (`xml:lang`, or TMX 1.1's
 * `lang`) and the text of its `<seg>` (inline elements' text included). A language's first text in a unit is
 * kept. TmxSyntaxError when the document is not well-formed, is not TMX, or has a language that is no
 * language tag.
 */
export function parseTmx(text: string): ParsedTmx {
  const parser = new SaxesParser({ position: true })
  const parsed: ParsedTmx = { units: [], skipped: 0 }
  let failure: TmxSyntaxError | undefined
  const fail = (why: string) => {
    failure ??= new TmxSyntaxError(parser.line, parser.column + 1, why)
  }
  let depth = 0
  let root: string | undefined
  let unit: Map<string, string> | undefined
  let language: string | undefined
  let segment: string | undefined
  let inSeg = 0
  parser.on('error', (error) => fail(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')))
  parser.on('doctype', (doctype) => {
    if (doctype.includes('['))
      fail('a DOCTYPE with an internal subset is not accepted (no entities are declared)')
  })
  parser.on('opentag', (tag) => {
    depth++
    const name = tag.name
    const attributes = tag.attributes as Record<string, string>
    if (depth === 1) {
      root = name
      if (name !== 'tmx') fail(`the root element is <${name}>, not <tmx>`)
      return
    }
    if (inSeg > 0) {
      inSeg++
      return
    }
    if (name === 'tu') unit = new Map()
    else if (name === 'tuv' && unit) {
      const given = attributes['xml:lang'] ?? attributes.lang
      if (given === undefined) return fail('a <tuv> has no xml:lang')
      const canonical = canonicalLanguageCode(given)
      if (canonical === undefined) return fail(`"${given}" is not a language tag`)
      language = canonical
    } else if (name === 'seg' && language !== undefined) {
      inSeg = 1
      segment = ''
    }
  })
  const onText = (chunk: string) => {
    if (inSeg > 0 && segment !== undefined) segment += chunk
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', (tag) => {
    depth--
    if (inSeg > 0) {
      inSeg--
      if (inSeg > 0) return
    }
    if (tag.name === 'seg' && unit && language !== undefined && segment !== undefined) {
      if (storable(segment) && !unit.has(language)) unit.set(language, segment)
      segment = undefined
    } else if (tag.name === 'tuv') language = undefined
    else if (tag.name === 'tu' && unit) {
      if (unit.size >= 2) {
        parsed.units.push({
          variants: [...unit].map(([languageCode, variant]) => ({ languageCode, text: variant })),
        })
      } else parsed.skipped++
      unit = undefined
    }
  })
  try {
    parser.write(text).close()
  } catch (error) {
    fail((error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''))
  }
  if (failure) throw failure
  if (root === undefined) throw new TmxSyntaxError(1, 1, 'the document is empty')
  return parsed
}
