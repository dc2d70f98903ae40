// icu: a text with braces is ICU MessageFormat that @messageformat/parser reads, and each of its plural,
// selectordinal and select arguments has the `other` branch MessageFormat requires. A text without braces is
// plain text and is not looked at. Applies to every text, the source's too.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { allTokens, hasBraces, icuText } from './icu-text.js'

export function checkIcu({ target }: CheckInput): TextWarning[] {
  if (!hasBraces(target.text)) return []
  const warn = (message: string): TextWarning => ({
    check: 'icu',
    languageCode: target.languageCode,
    message,
  })
  const parsed = icuText(target.text)
  if (!parsed.tokens) return [warn(`The text is not valid ICU MessageFormat: ${parsed.error}.`)]
  const warnings: TextWarning[] = []
  for (const token of allTokens(parsed.tokens)) {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue
    if (!token.cases.some((branch) => branch.key === 'other'))
      warnings.push(
        warn(`The ${token.type} of {${token.arg}} has no "other" branch, which ICU MessageFormat requires.`),
      )
  }
  return warnings
}
