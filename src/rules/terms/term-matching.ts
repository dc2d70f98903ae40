// The termbase's checks of a text, pure: `forbiddenTerm` (the text uses a forbidden term of its language) and
// `missingTerm` (the source text has a term of an entry that has a preferred term in the text's language, and
// the text has none of that entry's preferred or admitted terms in its language). Terms match by their stems
// as a run of words (term-words.ts), so inflected forms count. services/terms/ reads the entries and runs these.
import type { TermEntry } from '../../schemas/terms.js'
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from '../checks/check.js'
import { indexOfStems, stemsOf } from './term-words.js'

/** Terms' stems, by language and term: a term is stemmed once, not once per text checked. */
const termStems = new Map<string, string[]>()
const MEMORY = 10_000

export function stemsOfTerm(languageCode: string, term: string): string[] {
  const key = `${languageCode}\u0000${term}`
  let stems = termStems.get(key)
  if (stems === undefined) {
    if (termStems.size >= MEMORY) termStems.clear()
    stems = stemsOf(languageCode, term)
    termStems.set(key, stems)
  }
  return stems
}

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const quoted = (terms: readonly string[]) => terms.map((t) => `"${t}"`).join(' or ')

/** A text's stems and its words as written, to name the form a term was found as. */
interface Analysed {
  languageCode: string
  text: string
  stems: string[]
}

function analyse(languageCode: string, text: string): Analysed {
  return { languageCode, text, stems: stemsOf(languageCode, text) }
}

/** Whether the text has the term (by stems). */
const has = (text: Analysed, term: string) =>
  indexOfStems(text.stems, stemsOfTerm(text.languageCode, term)) >= 0

/** The entry's terms of a language with one of these statuses, in the entry's order. */
const termsOf = (entry: TermEntry, languageCode: string, statuses: readonly string[]) =>
  entry.terms
    .filter((t) => sameLanguage(t.languageCode, languageCode) && statuses.includes(t.status))
    .map((t) => t.term)

/** The termbase's warnings about one text, given the entries of its language and its source's language. */
export function termWarnings(input: CheckInput, entries: readonly TermEntry[]): TextWarning[] {
  const { languageCode } = input.target
  const target = analyse(languageCode, input.target.text)
  const source = input.source ? analyse(input.source.languageCode, input.source.text) : undefined
  const warnings: TextWarning[] = []
  for (const entry of entries) {
    const preferred = termsOf(entry, languageCode, ['preferred'])
    for (const forbidden of termsOf(entry, languageCode, ['forbidden'])) {
      if (!has(target, forbidden)) continue
      const instead = preferred.length > 0 ? preferred : termsOf(entry, languageCode, ['admitted'])
      warnings.push({
        check: 'forbiddenTerm',
        languageCode,
        message:
          `The text uses the forbidden term "${forbidden}" (${languageCode})` +
          (instead.length > 0 ? `; use ${quoted(instead)} instead.` : '.'),
      })
    }
    if (!source || preferred.length === 0) continue
    const inSource = termsOf(entry, source.languageCode, ['preferred', 'admitted', 'forbidden']).find((t) =>
      has(source, t),
    )
    if (inSource === undefined) continue
    const accepted = termsOf(entry, languageCode, ['preferred', 'admitted'])
    if (accepted.some((t) => has(target, t))) continue
    warnings.push({
      check: 'missingTerm',
      languageCode,
      message: `The source (${source.languageCode}) has the term "${inSource}"; this text lacks its preferred translation ${quoted(preferred)}.`,
    })
  }
  return warnings
}
