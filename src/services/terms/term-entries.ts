// An entry as a request or a TBX file gives it, checked and its languages resolved before anything is
// written: the rules the schema (schemas/terms.ts) states, for TBX too, which no schema validates, and those
// no schema can state (a language and term at most once per entry).
import { DomainError } from '../../domain-error.js'
import {
  MAX_ENTRY_TERMS,
  MAX_NOTE_LENGTH,
  MAX_TERM_LENGTH,
  NOTE_PATTERN,
  TERM_PATTERN,
  TERM_STATUSES,
  type TermStatus,
} from '../../schemas/terms.js'
import type { Languages } from '../../store/content-store.js'
import type { TermEntryInput } from '../../store/term-store.js'

/** An entry that cannot be written: a 400 naming the member (or, for TBX, the entry) it is about. */
export class InvalidTermEntryError extends DomainError {
  override name = 'InvalidTermEntryError'
  override readonly status = 400
  constructor(
    override readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

export interface GivenTerm {
  languageCode: string
  term: string
  status: TermStatus
  /** Where it came from, for errors: `Terms[1]`, or a term of a TBX file. */
  field: string
  /** The member errors about one of its parts name (`Terms[1].Term`); `field` when not given. */
  member?: (name: 'LanguageCode' | 'Term' | 'Status') => string
}

export interface GivenEntry {
  terms: readonly GivenTerm[]
  note?: string | undefined
  /** Where it came from, for errors about the entry as a whole. */
  field: string
}

// The schema's patterns: no control characters in a term; in a note only tab and line feed.
const TERM = new RegExp(TERM_PATTERN, 'u')
const NOTE = new RegExp(NOTE_PATTERN, 'u')

/** The entry checked, its note and terms trimmed, its languages resolved; InvalidTermEntryError otherwise. */
export async function resolveEntry(
  languages: Pick<Languages, 'findLanguage'>,
  given: GivenEntry,
): Promise<TermEntryInput> {
  if (given.terms.length === 0)
    throw new InvalidTermEntryError(given.field, 'An entry needs at least one term.')
  if (given.terms.length > MAX_ENTRY_TERMS) {
    throw new InvalidTermEntryError(given.field, `An entry has at most ${MAX_ENTRY_TERMS} terms.`)
  }
  const note = (given.note ?? '').trim()
  if (note.length > MAX_NOTE_LENGTH || !NOTE.test(note)) {
    throw new InvalidTermEntryError(
      given.field,
      `A note has at most ${MAX_NOTE_LENGTH} characters and no control characters but tab and line feed.`,
    )
  }
  const seen = new Set<string>()
  const terms: TermEntryInput['terms'][number][] = []
  for (const t of given.terms) {
    const member = (name: 'LanguageCode' | 'Term' | 'Status') => t.member?.(name) ?? t.field
    const term = t.term.trim()
    if (term === '' || term.length > MAX_TERM_LENGTH || !TERM.test(term)) {
      throw new InvalidTermEntryError(
        member('Term'),
        `A term is 1 to ${MAX_TERM_LENGTH} characters, without control characters.`,
      )
    }
    if (!TERM_STATUSES.includes(t.status)) {
      throw new InvalidTermEntryError(member('Status'), `A status is one of ${TERM_STATUSES.join(', ')}.`)
    }
    const language = await languages.findLanguage(t.languageCode, member('LanguageCode'))
    const key = `${language.id}\u0000${term.toLocaleLowerCase('und')}`
    if (seen.has(key)) {
      throw new InvalidTermEntryError(
        t.field,
        `The term "${term}" (${language.languageCode}) is given more than once in the entry.`,
      )
    }
    seen.add(key)
    terms.push({ language, term, status: t.status })
  }
  return { note, terms }
}
