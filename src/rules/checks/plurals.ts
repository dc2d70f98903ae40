// plurals: each plural (and selectordinal) argument of a text has a branch for every plural category of the
// text's language in CLDR, as Intl.PluralRules gives them: nb and nn need `one` and `other`, Polish `one`,
// `few`, `many` and `other`. Exact branches (`=0`) are extra and replace none. Applies to every text.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { allTokens, hasBraces, icuText } from './icu-text.js'
import { listOf } from './wording.js'

/** The CLDR plural categories of a language (cardinal or ordinal); undefined for a tag Intl refuses. */
export function pluralCategories(languageCode: string, type: 'cardinal' | 'ordinal'): string[] | undefined {
  try {
    return new Intl.PluralRules(languageCode, { type }).resolvedOptions().pluralCategories
  } catch {
    return undefined
  }
}

export function checkPlurals({ target }: CheckInput): TextWarning[] {
  if (!hasBraces(target.text)) return []
  const parsed = icuText(target.text)
  if (!parsed.tokens) return []
  const warnings: TextWarning[] = []
  for (const token of allTokens(parsed.tokens)) {
    if (token.type !== 'plural' && token.type !== 'selectordinal') continue
    const kind = token.type === 'plural' ? 'cardinal' : 'ordinal'
    const needed = pluralCategories(target.languageCode, kind)
    if (!needed) continue
    const keys = new Set(token.cases.map((branch) => branch.key))
    const missing = needed.filter((category) => !keys.has(category))
    if (missing.length === 0) continue
    warnings.push({
      check: 'plurals',
      languageCode: target.languageCode,
      message:
        `The ${token.type} of {${token.arg}} lacks the ${listOf(missing.map((m) => `"${m}"`))} ` +
        `${missing.length === 1 ? 'branch' : 'branches'} that ${target.languageCode} needs ` +
        `(${listOf(needed.map((n) => `"${n}"`))}).`,
    })
  }
  return warnings
}
