// XLIFF for translators: writing a language pair's texts as an XLIFF 1.2 or 2.0 document, reading one back
// (with saxes: a strict, non-validating parser; a DOCTYPE is refused, so no DTD, external entity or entity
// expansion is ever processed), and writing its targets as new versions.
//
// Each unit records its content id and the version of the source text it was made from, in a note
// (`content-store: content 7, source nb-NO version 12`): translators' tools renumber units and drop unknown
// attributes, but keep notes (Translate Toolkit's xliff2po and po2xliff keep a developer note as a `#.`
// comment and back). The unit id (the content id) is the fallback; po2xliff keeps it in a context group.
//
// XLIFF 1.2 carries each target's workflow state (schemas/content.ts Workflow) in `state`: `new` (no text yet),
// `translated`, `needs-review-translation` (outdated: its source changed since it was made), `signed-off`
// (reviewed); a machine draft adds `state-qualifier="mt-suggestion"`. On import a `signed-off` target is written

// as reviewed, which needs a key that may review the language; other states are written as translated.
// Who wrote a target's current version is a second note (1.2: `from` the key's name, annotating the target;
// 2.0: category `author`), for the translator; an import ignores it.
import { SaxesParser } from 'saxes'
import { DomainError } from '../domain-error.js'
import type { Content, Property } from '../schemas/content.js'
import { TEXT_PATTERN } from '../schemas/content.js'
import type { Language } from '../schemas/languages.js'
import type { ContentWarnings } from '../schemas/warnings.js'
import type { XliffReport } from '../schemas/xliff.js'
import type { Store } from '../store/content-store.js'
import { GoneError, NotFoundError, PreconditionFailedError } from '../store/errors.js'
import { inputsOf, textsOf } from './checks/check-inputs.js'
import type { TextChecks } from './checks/text-checks.js'

export type XliffVersion = '1.2' | '2.0'

export const XLIFF_MEDIA_TYPE = 'application/xliff+xml'

const MARK = /content-store: content (\d{1,15}), source (\S{1,64}) version (\d{1,15})/

const mark = (contentId: number, source: string, versionId: number) =>
  `content-store: content ${contentId}, source ${source} version ${versionId}`

/** Text as XML character data or attribute value. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  )
}

/** Characters XML 1.0 cannot carry (controls other than tab and line ends): such texts are left out. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NOT_XML = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

export interface XliffExport {
  source: Language
  target: Language
  version: XliffVersion
  /** Only contents without a target text. */
  missingOnly?: boolean
  keyPrefix?: string
  batchSize: number
}

/** The document, in chunks: every live content with a source text (that passes the filters), ascending id. */
/** The store's ports XLIFF export and import use. */
export type XliffPorts = Pick<Store, 'listing' | 'languages' | 'contents' | 'writes'>

export async function* xliffDocument(
  { listing }: Pick<XliffPorts, 'listing'>,
  options: XliffExport,
): AsyncGenerator<string> {
  const { source, target, version } = options
  const filter = {
    hasLanguageIds: [source.id],
    ...(options.missingOnly ? { missingLanguageIds: [target.id] } : {}),
    ...(options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }),
  }
  const src = escapeXml(source.languageCode)
  const trg = escapeXml(target.languageCode)
  yield version === '1.2'
    ? '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
      `  <file original="content-store" datatype="plaintext" source-language="${src}" target-language="${trg}">\n    <body>\n`
    : '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="${src}" trgLang="${trg}">\n` +
      '  <file id="content-store">\n'
  for await (const contents of listing.streamContents(0, filter, options.batchSize)) {
    let chunk = ''
    for (const content of contents) {
      const from = content.properties.find((p) => p.language.id === source.id)
      if (!from || NOT_XML.test(from.text)) continue
      const to = content.properties.find((p) => p.language.id === target.id)
      const note = escapeXml(mark(content.id, source.languageCode, from.version.id))
      const targetText = to && !NOT_XML.test(to.text) ? escapeXml(to.text) : undefined
      const key = content.key === undefined ? '' : escapeXml(content.key)
      // Who wrote the target's current version (an API key's name): a note for the translator, never read back.
      const author = targetText === undefined || !to?.workflow ? undefined : escapeXml(to.workflow.by)
      if (version === '1.2') {
        chunk +=
          `      <trans-unit id="${content.id}"${key ? ` resname="${key}"` : ''} xml:space="preserve">\n` +
          `        <source>${escapeXml(from.text)}</source>\n` +
          (targetText === undefined || !to
            ? `        <target state="${STATE_NEW}"/>\n`
            : `        <target ${stateAttributes(to)}>${targetText}</target>\n`) +
          `        <note from="developer">${note}</note>\n` +
          (author === undefined
            ? ''
            : `        <note from="${author}" annotates="target">${author}</note>\n`) +
          '      </trans-unit>\n'
      } else {
        chunk +=
          `    <unit id="${content.id}"${key ? ` name="${key}"` : ''} xml:space="preserve">\n` +
          `      <notes><note category="content-store">${note}</note>` +
          (author === undefined ? '' : `<note category="author" appliesTo="target">${author}</note>`) +
          '</notes>\n' +
          `      <segment><source>${escapeXml(from.text)}</source>` +
          (targetText === undefined ? '' : `<target>${targetText}</target>`) +
          '</segment>\n    </unit>\n'
      }
    }
    if (chunk !== '') yield chunk
  }
  yield version === '1.2' ? '    </body>\n  </file>\n</xliff>\n' : '  </file>\n</xliff>\n'
}

/** The state a target without text is exported with. */
const STATE_NEW = 'new'
/** The state of a reviewed target; importing it needs review scope. */
const SIGNED_OFF = 'signed-off'
const MACHINE_QUALIFIER = 'mt-suggestion'

/** A target's XLIFF 1.2 `state` (and `state-qualifier`) attributes, from its workflow. */
function stateAttributes(target: Property): string {
  const workflow = target.workflow
  const state = workflow?.outdated
    ? 'needs-review-translation'
    : workflow?.state === 'reviewed'
      ? SIGNED_OFF
      : 'translated'
  return `state="${state}"${workflow?.state === 'machine' ? ` state-qualifier="${MACHINE_QUALIFIER}"` : ''}`
}

/** Malformed XML, or XML this service will not read (a DOCTYPE), at a position of the document. */
export class XliffSyntaxError extends DomainError {
  override readonly status = 400
  override readonly field = '$'
  override readonly summary = `The XLIFF document is not accepted: ${this.message}`
  constructor(
    readonly line: number,
    readonly column: number,
    why: string,
  ) {
    super(`line ${line}, column ${column}: ${why}`)
  }
}

export interface XliffUnit {
  /** The unit's id in the file. */
  id: string
  contentId?: number
  sourceLanguage?: string
  sourceVersion?: number
  /** The target text, when the unit has one that is not marked as still to be translated. */
  target?: string
  /** Why a target is not taken (a state that says it is not translated yet). */
  untranslated?: string
  /** The target is marked `signed-off`: it is imported as reviewed. */
  signedOff?: boolean
}

export interface ParsedXliff {
  targetLanguage?: string
  units: XliffUnit[]
}

/** States that say a target is not a translation yet (XLIFF 1.2 `state`, 2.0 segment `state`). */
const NOT_TRANSLATED = new Set(['new', 'needs-translation', 'needs-l10n', 'needs-adaptation', 'initial'])

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** Reads an XLIFF 1.x or 2.0 document's units. XliffSyntaxError when it is not well-formed or has a DOCTYPE. */
export function parseXliff(text: string): ParsedXliff {
  const parser = new SaxesParser({ position: true })
  const parsed: ParsedXliff = { units: [] }
  const stack: string[] = []
  let unit: (XliffUnit & { header?: boolean; targets?: string[]; states?: string[] }) | undefined
  /** What the current text goes to: a source, a target, a note or a context, while inside one. */
  // Inline markup inside a target (`<g>`, `<ph>`) adds its text; the tags themselves are dropped.
  let capture: { kind: 'target' | 'note' | 'context'; text: string; contextType?: string } | undefined
  let failure: XliffSyntaxError | undefined
  const fail = (why: string) => {
    failure ??= new XliffSyntaxError(parser.line, parser.column + 1, why)
  }
  parser.on('error', (error) => fail(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')))
  parser.on('doctype', () => fail('a DOCTYPE is not accepted (no DTDs are processed)'))
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    const attributes = tag.attributes as Record<string, string>
    const parent = stack.at(-1)
    stack.push(name)
    if (name === 'xliff' && attributes.trgLang) parsed.targetLanguage = attributes.trgLang
    else if (name === 'file' && attributes['target-language'] && !parsed.targetLanguage)
      parsed.targetLanguage = attributes['target-language']
    else if (name === 'trans-unit' || name === 'unit') {
      unit = {
        id: attributes.id ?? '',
        header: attributes.restype === 'x-gettext-domain-header',
        targets: [],
        states: [],
      }
    } else if (unit && !capture) {
      // Targets of the unit itself (1.x) or of its segments (2.0); not those of alt-trans proposals.
      if (name === 'target' && (parent === 'trans-unit' || parent === 'segment')) {
        capture = { kind: 'target', text: '' }
        if (attributes.state) unit.states?.push(attributes.state)
      } else if (name === 'segment' && attributes.state) unit.states?.push(attributes.state)
      else if (name === 'note') capture = { kind: 'note', text: '' }
      else if (name === 'context')
        capture = { kind: 'context', text: '', contextType: attributes['context-type'] }
    }
  })
  parser.on('text', (chunk) => {
    if (capture) capture.text += chunk
  })
  parser.on('cdata', (chunk) => {
    if (capture) capture.text += chunk
  })
  parser.on('closetag', (tag) => {
    const name = localName(tag.name)
    stack.pop()
    if (!unit) return
    if (capture && (name === 'target' || name === 'note' || name === 'context')) {
      const found = MARK.exec(capture.text)
      if (capture.kind === 'target') unit.targets?.push(capture.text)
      else if (found) {
        unit.contentId = Number(found[1])
        unit.sourceLanguage = found[2]
        unit.sourceVersion = Number(found[3])
      } else if (
        capture.kind === 'context' &&
        capture.contextType === 'sourcefile' &&
        unit.contentId === undefined
      ) {
        // po2xliff keeps the original unit id here.
        if (/^\d{1,15}$/.test(capture.text.trim())) unit.contentId = Number(capture.text.trim())
      }
      capture = undefined
    } else if (name === 'trans-unit' || name === 'unit') {
      if (!unit.header) {
        const { header: _h, targets, states, ...rest } = unit
        const done: XliffUnit = rest
        const fromId = /^(\d{1,15})$/.exec(done.id)
        if (done.contentId === undefined && fromId) done.contentId = Number(fromId[1])
        // An empty target (`<target state="new"/>`, as exported) is no target.
        if (targets && targets.join('') !== '') done.target = targets.join('')
        const state = states?.find((s) => NOT_TRANSLATED.has(s))
        if (state) done.untranslated = `its target is marked ${state}`
        if (states?.includes(SIGNED_OFF)) done.signedOff = true
        parsed.units.push(done)
      }
      unit = undefined
    }
  })
  try {
    parser.write(text).close()
  } catch (error) {
    fail((error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''))
  }
  if (failure) throw failure
  if (stack.length > 0) throw new XliffSyntaxError(parser.line, parser.column + 1, 'the document ends early')
  return parsed
}

/** The target language is unknown or not given: the import cannot start. */
export class XliffTargetError extends DomainError {
  override readonly status = 400
  override readonly field = 'target'
}

const TEXT = new RegExp(TEXT_PATTERN, 'u')

/**
 * Whether importing a unit would mark a text reviewed: it is signed off, its source is as exported, and the
 * target's current text is another, or is that text but not reviewed against the current source.
 */
function signsOff(unit: XliffUnit, content: Content, target: Language): boolean {
  if (!unit.signedOff) return false
  const source = content.properties.find((p) => p.language.languageCode === unit.sourceLanguage)
  if (source?.version.id !== unit.sourceVersion) return false
  const current = content.properties.find((p) => p.language.id === target.id)
  if (current === undefined || current.text !== unit.target) return true
  return current.workflow?.state !== 'reviewed' || current.workflow.outdated === true
}

/**
 * Who imports, and checks of the target language before anything is written (each throws to refuse): `check`
 * always, `checkReview` when a target would be signed off (signsOff).
 */
export interface ImportOptions {
  by: string
  check?: (target: Language) => void
  checkReview?: (target: Language) => void
  /**
   * The quality checks of the targets written (the report's `warnings`); a target a blocking check refuses is
   * an error of its unit, not written.
   */
  checks?: TextChecks
}

/**
 * Writes each unit's target as a new version of its content (one version per content), unless the source
 * changed since the export (its current version is not the one recorded) or the target is the current text.
 * The translation records the exported source version as its `basedOn` (when it is the content's source
 * language). A signed-off target is written as reviewed, or, when it is the current text, approves it.
 */

export async function importXliff(
  { languages, contents, writes }: XliffPorts,
  document: ParsedXliff,
  targetCode: string | undefined,
  options: ImportOptions,
): Promise<XliffReport> {
  const code = targetCode ?? document.targetLanguage
  if (code === undefined) {
    throw new XliffTargetError('The document names no target language; give it (target=nn-NO).')
  }
  let target: Language
  try {
    target = await languages.findLanguage(code)
  } catch {
    throw new XliffTargetError(`Unknown target language "${code}".`)
  }
  options.check?.(target)
  // Before anything is written: a file that signs off a text (one not yet reviewed as it is) needs review
  // scope, or nothing of it is taken. Signed-off targets exported and sent back as they were need none.
  if (options.checkReview) {
    for (const unit of document.units) {
      if (!unit.signedOff || unit.target === undefined || unit.untranslated || unit.contentId === undefined)
        continue
      const read = await contents.getContent(unit.contentId).catch(() => undefined)
      if (read && signsOff(unit, read.content, target)) {
        options.checkReview(target)
        break
      }
    }
  }
  const report: XliffReport = { written: 0, unchanged: 0, sourceChanged: [], errors: [] }
  const warned: ContentWarnings[] = []
  const seen = new Set<number>()
  for (const unit of document.units) {
    const error = (message: string) =>
      report.errors.push({
        unit: unit.id,
        ...(unit.contentId === undefined ? {} : { contentId: unit.contentId }),
        message,
      })
    if (unit.target === undefined) continue
    if (unit.untranslated) {
      error(`not taken: ${unit.untranslated}`)
      continue
    }
    if (
      unit.contentId === undefined ||
      unit.sourceVersion === undefined ||
      unit.sourceLanguage === undefined
    ) {
      error(
        'the unit does not say which content and source version it translates (its content-store note is missing)',
      )
      continue
    }
    if (seen.has(unit.contentId)) {
      error(`another unit translates content ${unit.contentId} already`)
      continue
    }
    seen.add(unit.contentId)
    if (!TEXT.test(unit.target)) {
      error('the target must contain a character other than white space, and no U+0000')
      continue
    }
    try {
      const { content, versionId } = await contents.getContent(unit.contentId)
      const source = content.properties.find((p) => p.language.languageCode === unit.sourceLanguage)
      if (source?.version.id !== unit.sourceVersion) {
        report.sourceChanged.push({
          contentId: unit.contentId,
          unit: unit.id,
          exportedVersion: unit.sourceVersion,
          currentVersion: source?.version.id ?? null,
        })
        continue
      }
      const current = content.properties.find((p) => p.language.id === target.id)
      const write = { by: options.by, expected: [versionId] }
      // A target as the file had it is not an approval: a machine draft sent out and back unchanged stays one.
      // Signed off, it is one, unless the text already is reviewed against the current source.
      const review = signsOff(unit, content, target)
      // Checked again: the text may have changed since the check above.
      if (review) options.checkReview?.(target)
      if (current?.text === unit.target) {
        if (!review) {
          report.unchanged++
          continue
        }
        await writes.approveText(unit.contentId, target, write)
        report.written++
        continue
      }
      // Checked against the state just read, on which alone it is written.
      const checks = options.checks
      const written = [{ languageCode: target.languageCode, text: unit.target }]
      if (checks?.blocks) {
        const refused = checks.blocking(
          await checks.warnings(inputsOf(textsOf(content, written), [target.languageCode])),
        )
        if (refused.length > 0) {
          error(`refused by a blocking check (CHECKS_BLOCKING): ${refused.map((w) => w.message).join(' ')}`)
          continue
        }
      }
      // Only on the state just read: a write in between makes it a 412, reported, never overwritten.
      const after = await writes.writeTexts(
        unit.contentId,
        [{ language: target, text: unit.target, ...(review ? { reviewed: true as const } : {}) }],
        {
          ...write,
          // The source text the translator saw; the writer records it as basedOn (the same as now, as the
          // source has not changed since the export).
          ...(unit.sourceLanguage === content.sourceLanguage ? { basedOnVersion: unit.sourceVersion } : {}),
        },
      )
      report.written++
      const warnings = await (checks?.warnings(inputsOf(textsOf(after.content), [target.languageCode])) ?? [])
      if (warnings.length > 0)
        warned.push({
          contentId: unit.contentId,
          ...(after.content.key === undefined ? {} : { key: after.content.key }),
          warnings,
        })
    } catch (caught) {
      if (caught instanceof NotFoundError || caught instanceof GoneError) error(caught.message)
      else if (caught instanceof PreconditionFailedError)
        error('the content changed while the file was imported; import the file again')
      else throw caught
    }
  }
  if (warned.length > 0) report.warnings = warned
  return report
}
