// numbers: a translation keeps the source's numbers. Numbers are compared by their digits, so that the
// separators of another language's conventions (1,5 and 1.5; 10 000 and 10,000) do not count as a change.
// Placeholders, tags and web addresses are left out first, and in MessageFormat only the literal text counts
// (not `=0` branch keys nor `{n}`).
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { contentOf, DOUBLE_BRACES, hasBraces, icuText } from './icu-text.js'
import { URL_PATTERN } from './urls.js'
import { times } from './wording.js'

/** Digits, with single separators between groups (`.`, `,`, a space, a no-break or a thin space). */
const NUMBER = /\d+(?:[.,\u00A0\u202F\u2009 ]\d+)*/g
const PRINTF = /%(?:\([^()\s]{1,64}\)|\d{1,2}\$)?[-+#0]*\d*(?:\.\d+)?[a-zA-Z]/g
const TAGS = /<[^<>]*>/g

/** The numbers of a text, as their digits. */
export function numbersOf(text: string): string[] {
  let plain = text.replace(URL_PATTERN, ' ').replace(DOUBLE_BRACES, ' ').replace(TAGS, ' ')
  if (hasBraces(plain)) {
    const parsed = icuText(plain)
    if (parsed.tokens) plain = contentOf(parsed.tokens)
  }
  plain = plain.replace(PRINTF, ' ')
  return [...plain.matchAll(NUMBER)].map((m) => m[0].replace(/\D/g, ''))
}

export function checkNumbers({ target, source }: CheckInput): TextWarning[] {
  if (!source) return []
  const want = counted(numbersOf(source.text))
  const have = counted(numbersOf(target.text))
  const warnings: TextWarning[] = []
  const warn = (message: string): TextWarning => ({
    check: 'numbers',
    languageCode: target.languageCode,
    message,
  })
  for (const [number, wanted] of want) {
    const had = have.get(number) ?? 0
    if (had === 0) warnings.push(warn(`The source has the number ${number}; this text lacks it.`))
    else if (had < wanted)
      warnings.push(
        warn(`The source has the number ${number} ${times(wanted)}; this text has it ${times(had)}.`),
      )
  }
  for (const [number, had] of have) {
    if (!want.has(number))
      warnings.push(warn(`This text has the number ${number}, which the source does not have.`))
    else if (had > (want.get(number) ?? 0))
      warnings.push(
        warn(
          `This text has the number ${number} ${times(had)}; the source has it ${times(want.get(number) ?? 0)}.`,
        ),
      )
  }
  return warnings
}

function counted(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}
