// whitespace: a translation begins and ends with as much white space (spaces, line breaks) as its source, and
// has no doubled space where the source has none. As in Weblate's checks, one-character texts (a separator) are
// left alone.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { counted } from './wording.js'

const LEADING = /^\s*/u
const TRAILING = /\s*$/u
/** Two spaces (or no-break spaces) in a row, within a line. */
const DOUBLED = /[ \u00A0]{2}/

export function checkWhitespace({ target, source }: CheckInput): TextWarning[] {
  if (!source || (source.text.length <= 1 && target.text.length <= 1)) return []
  const warn = (message: string): TextWarning => ({
    check: 'whitespace',
    languageCode: target.languageCode,
    message,
  })
  const warnings: TextWarning[] = []
  const ends: [string, RegExp][] = [
    ['begins', LEADING],
    ['ends', TRAILING],
  ]
  for (const [where, pattern] of ends) {
    const wanted = describe(source.text.match(pattern)?.[0] ?? '')
    const had = describe(target.text.match(pattern)?.[0] ?? '')
    if (wanted !== had)
      warnings.push(warn(`The source ${where} with ${wanted}; this text ${where} with ${had}.`))
  }
  const inner = (text: string) => text.trim()
  if (DOUBLED.test(inner(target.text)) && !DOUBLED.test(inner(source.text)))
    warnings.push(warn('This text has a doubled space, which the source does not have.'))
  return warnings
}

/** White space in words: `no white space`, `1 space`, `2 line breaks`, `1 space and 1 line break`. */
function describe(space: string): string {
  if (space === '') return 'no white space'
  const breaks = (space.match(/\r\n|\n|\r/g) ?? []).length
  const others = space.replace(/\r\n|\n|\r/g, '').length
  const parts: string[] = []
  if (others > 0) parts.push(counted(others, 'space'))
  if (breaks > 0) parts.push(counted(breaks, 'line break'))
  return parts.join(' and ')
}
