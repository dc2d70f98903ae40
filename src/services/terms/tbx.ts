// The termbase as TBX (ISO 30042:2019, the TBX-Basic dialect): written from the store, and read back as new
// entries. Each entry is a `conceptEntry` (ids c1, c2, … in id order: a file says nothing of the store's ids,
// so an export imported into an empty store exports again byte for byte), its note a `<note>`, a `langSec`
// per language (in the order its terms first appear), a `termSec` per term with its status as
// `<termNote type="administrativeStatus">`: preferred ⇄ preferredTerm-admn-sts, admitted ⇄
// admittedTerm-admn-sts, forbidden → deprecatedTerm-admn-sts ("should not be used"; supersededTerm-admn-sts,
// which says a newer term replaced it, is read as forbidden too). Reading also takes TBX 2008's names
// (termEntry, langSet, tig/ntig, normativeAuthorization) and a `<descrip type="definition">` as the note.
//
// Read with saxes, as XLIFF is (services/xliff.ts): strict and non-validating, a DOCTYPE refused, so no DTD,
// external entity or entity expansion is ever processed.
import { SaxesParser } from 'saxes'
import { DomainError } from '../../domain-error.js'
import type { TbxReport, TermEntry, TermStatus } from '../../schemas/terms.js'
import type { Languages } from '../../store/content-store.js'
import type { TermEntryInput, TermStore } from '../../store/term-store.js'
import { type GivenEntry, type GivenTerm, resolveEntry } from './term-entries.js'

export const TBX_MEDIA_TYPE = 'application/x-tbx+xml'

const STATUS_OUT: Record<TermStatus, string> = {
  preferred: 'preferredTerm-admn-sts',
  admitted: 'admittedTerm-admn-sts',
  forbidden: 'deprecatedTerm-admn-sts',
}

/** What a status note says, with and without TBX 2008's `-admn-sts` suffix. */
const STATUS_IN = new Map<string, TermStatus>(
  Object.entries({
    preferredTerm: 'preferred',
    standardizedTerm: 'preferred',
    admittedTerm: 'admitted',
    deprecatedTerm: 'forbidden',
    supersededTerm: 'forbidden',
  } satisfies Record<string, TermStatus>).flatMap(([name, status]) => [
    [name, status],
    [`${name}-admn-sts`, status],
  ]),
)
/** A term without a status note: usable, not preferred. */
const DEFAULT_STATUS: TermStatus = 'admitted'

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader>
    <fileDesc>
      <sourceDesc>
        <p>content-store termbase</p>
      </sourceDesc>
    </fileDesc>
  </tbxHeader>
  <text>
    <body>
`
const TAIL = `    </body>
  </text>
</tbx>
`

/** One entry as a conceptEntry, `n` its place in the file. */
export function conceptEntry(entry: TermEntry, n: number): string {
  const lines = [`      <conceptEntry id="c${n}">`]
  if (entry.note !== undefined) lines.push(`        <note>${escapeText(entry.note)}</note>`)
  const byLanguage = new Map<string, TermEntry['terms']>()
  for (const term of entry.terms) {
    const terms = byLanguage.get(term.languageCode) ?? []
    terms.push(term)
    byLanguage.set(term.languageCode, terms)
  }
  for (const [code, terms] of byLanguage) {
    lines.push(`        <langSec xml:lang="${escapeAttribute(code)}">`)
    for (const term of terms) {
      lines.push(
        '          <termSec>',
        `            <term>${escapeText(term.term)}</term>`,
        `            <termNote type="administrativeStatus">${STATUS_OUT[term.status]}</termNote>`,
        '          </termSec>',
      )
    }
    lines.push('        </langSec>')
  }
  lines.push('      </conceptEntry>', '')
  return lines.join('\n')
}

/** Entries read per batch of an export. */
const BATCH = 500

/** The whole termbase as a TBX document, in chunks (entries in id order). */
export async function* tbxDocument(terms: Pick<TermStore, 'listEntries'>): AsyncGenerator<string> {
  yield HEAD
  let after = 0
  let n = 0
  for (;;) {
    const entries = await terms.listEntries(after, BATCH)
    if (entries.length === 0) break
    yield entries.map((entry) => conceptEntry(entry, ++n)).join('')
    after = (entries.at(-1) as TermEntry).id
  }
  yield TAIL
}

/** Malformed XML, or XML this service will not read (a DOCTYPE), at a position of the document. */
export class TbxSyntaxError extends DomainError {
  override name = 'TbxSyntaxError'
  override readonly status = 400
  override readonly field = '$'
  override readonly summary = `The TBX document is not accepted: ${this.message}`
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)
const ENTRY = new Set(['conceptEntry', 'termEntry'])
const LANGUAGE = new Set(['langSec', 'langSet'])
const TERM = new Set(['termSec', 'tig', 'ntig'])
const STATUS_NOTES = new Set(['administrativeStatus', 'normativeAuthorization'])

/** A TBX document's entries, as given (checked by resolveEntry). TbxSyntaxError when it is not well-formed. */
export function parseTbx(text: string): GivenEntry[] {
  const parser = new SaxesParser({ position: true })
  const entries: GivenEntry[] = []
  const stack: string[] = []
  let entry: { terms: GivenTerm[]; note?: string; field: string } | undefined
  let language: string | undefined
  let term: { term: string; status?: string; field: string } | undefined
  /** Text being read: a term, a status note or the entry's note, with the depth it ends at. */
  let capture: { kind: 'term' | 'status' | 'note'; text: string; depth: number } | undefined
  let failure: TbxSyntaxError | undefined
  const fail = (why: string) => {
    failure ??= new TbxSyntaxError(`line ${parser.line}, column ${parser.column + 1}: ${why}`)
  }
  parser.on('error', (error) => fail(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')))
  parser.on('doctype', () => fail('a DOCTYPE is not accepted (no DTDs are processed)'))
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    const attributes = tag.attributes as Record<string, string>
    const parent = stack.at(-1) ?? ''
    stack.push(name)
    if (capture) return
    if (ENTRY.has(name)) {
      entry = { terms: [], field: `${name} ${entries.length + 1} (line ${parser.line})` }
    } else if (!entry) {
      return
    } else if (LANGUAGE.has(name)) {
      language = attributes['xml:lang'] ?? attributes.lang
    } else if (TERM.has(name)) {
      term = { term: '', field: `${entry.field}, ${name} on line ${parser.line}` }
    } else if (name === 'term' && term) {
      capture = { kind: 'term', text: '', depth: stack.length }
    } else if (name === 'termNote' && term && STATUS_NOTES.has(attributes.type ?? '')) {
      capture = { kind: 'status', text: '', depth: stack.length }
    } else if (
      ENTRY.has(parent) &&
      entry.note === undefined &&
      (name === 'note' || (name === 'descrip' && attributes.type === 'definition'))
    ) {
      capture = { kind: 'note', text: '', depth: stack.length }
    }
  })
  const take = (chunk: string) => {
    if (capture) capture.text += chunk
  }
  parser.on('text', take)
  parser.on('cdata', take)
  parser.on('closetag', (tag) => {
    const name = localName(tag.name)
    const depth = stack.length
    stack.pop()
    if (capture && depth === capture.depth) {
      if (capture.kind === 'term' && term) term.term = capture.text
      else if (capture.kind === 'status' && term) term.status = capture.text.trim()
      else if (capture.kind === 'note' && entry) entry.note = capture.text
      capture = undefined
    } else if (capture) {
      return
    } else if (TERM.has(name) && term && entry) {
      const status = term.status === undefined ? DEFAULT_STATUS : STATUS_IN.get(term.status)
      if (status === undefined) fail(`${term.field}: the status "${term.status}" is not one TBX-Basic knows`)
      else if (language === undefined) fail(`${term.field}: the term is in no langSec with an xml:lang`)
      else entry.terms.push({ languageCode: language, term: term.term, status, field: term.field })
      term = undefined
    } else if (LANGUAGE.has(name)) {
      language = undefined
    } else if (ENTRY.has(name) && entry) {
      entries.push(entry)
      entry = undefined
    }
  })
  try {
    parser.write(text).close()
  } catch (error) {
    fail((error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''))
  }
  if (failure) throw failure
  if (stack.length > 0) throw new TbxSyntaxError('the document ends early')
  return entries
}

/** Entries read per batch when an import looks for those the store has already. */
const EXISTING_BATCH = 1000

/** What makes two entries the same: their terms in order and their note. */
const sameness = (entry: {
  note?: string
  terms: readonly { languageCode: string; term: string; status: string }[]
}) => JSON.stringify([entry.note ?? '', entry.terms.map((t) => [t.languageCode, t.term, t.status])])

/**
 * Adds a TBX document's entries, all or none: every entry is checked (and its languages resolved) before one
 * statement writes them. An entry equal to one the store has (or to one before it in the file) is left out.
 */
export async function importTbx(
  ports: {
    terms: Pick<TermStore, 'listEntries' | 'createEntries'>
    languages: Pick<Languages, 'findLanguage'>
  },
  text: string,
  options: {
    by: string
    /** Throws to refuse (nothing is written): the languages of the file's terms, canonical codes. */
    check?: (languageCodes: readonly string[]) => void
  },
): Promise<TbxReport> {
  const given = parseTbx(text)
  const resolved: TermEntryInput[] = []
  for (const entry of given) resolved.push(await resolveEntry(ports.languages, entry))
  options.check?.([...new Set(resolved.flatMap((e) => e.terms.map((t) => t.language.languageCode)))])
  const known = new Set<string>()
  for (let after = 0; ; ) {
    const page = await ports.terms.listEntries(after, EXISTING_BATCH)
    if (page.length === 0) break
    for (const entry of page) known.add(sameness(entry))
    after = (page.at(-1) as TermEntry).id
  }
  const fresh = resolved.filter((entry) => {
    const key = sameness({
      note: entry.note,
      terms: entry.terms.map((t) => ({
        languageCode: t.language.languageCode,
        term: t.term,
        status: t.status,
      })),
    })
    if (known.has(key)) return false
    known.add(key)
    return true
  })
  await ports.terms.createEntries(fresh, options.by)
  return {
    created: fresh.length,
    unchanged: resolved.length - fresh.length,
    terms: fresh.reduce((sum, entry) => sum + entry.terms.length, 0),
  }
}
