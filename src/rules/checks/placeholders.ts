// placeholders: a translation keeps the source's placeholders, as many times as the source has them:
// `{name}` and `{0}` (MessageFormat arguments, read from the parser's tree when the text parses, so that the
// words of plural and select branches are not taken for placeholders), `%s`, `%d`, `%1$s`, `%(name)s`
// (printf; `%%` is a literal percent sign) and `{{name}}` (i18next). Where either text chooses between
// branches (plural, select), each placeholder counts once: a language with more plural forms repeats them.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { allTokens, DOUBLE_BRACES, hasBraces, hasBranches, icuText } from './icu-text.js'
import { times } from './wording.js'

/**
 * printf: `%%` (skipped), or a conversion with an optional `(name)` or `n$`, flags, width, precision, length
 * and a conversion letter. A space is not taken as a flag: "50 % av" is no placeholder.
 */
const PRINTF =
  /%%|%(?:\([^()\s]{1,64}\)|\d{1,2}\$)?[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[sdifuxXoeEgGcp@]/g
/** `{name}` or `{0}` where the text is not MessageFormat. */
const BRACES = /\{\s*([A-Za-z_$][\w.$-]*|\d+)\s*\}/g

/** A text's placeholders as written (MessageFormat arguments as `{name}`), and whether it has branches. */
export function placeholdersOf(text: string): { list: string[]; branched: boolean } {
  const list: string[] = []
  for (const match of text.matchAll(DOUBLE_BRACES)) list.push(`{{${match[1]}}}`)
  for (const match of text.matchAll(PRINTF)) if (match[0] !== '%%') list.push(match[0])
  let branched = false
  if (hasBraces(text)) {
    const parsed = icuText(text)
    if (parsed.tokens) {
      branched = hasBranches(parsed.tokens)
      for (const token of allTokens(parsed.tokens)) {
        if (token.type !== 'content' && token.type !== 'octothorpe') list.push(`{${token.arg}}`)
      }
    } else {
      const plain = text.replace(DOUBLE_BRACES, '')
      for (const match of plain.matchAll(BRACES)) list.push(`{${match[1]}}`)
    }
  }
  return { list, branched }
}

export function checkPlaceholders({ target, source }: CheckInput): TextWarning[] {
  if (!source) return []
  const ours = placeholdersOf(target.text)
  const theirs = placeholdersOf(source.text)
  if (ours.list.length === 0 && theirs.list.length === 0) return []
  const once = ours.branched || theirs.branched
  const count = (list: readonly string[]) => {
    const counts = new Map<string, number>()
    for (const p of list) counts.set(p, once ? 1 : (counts.get(p) ?? 0) + 1)
    return counts
  }
  const have = count(ours.list)
  const want = count(theirs.list)
  const warn = (message: string): TextWarning => ({
    check: 'placeholders',
    languageCode: target.languageCode,
    message,
  })
  const warnings: TextWarning[] = []
  for (const [placeholder, wanted] of want) {
    const had = have.get(placeholder) ?? 0
    if (had === 0) warnings.push(warn(`The source has the placeholder ${placeholder}; this text lacks it.`))
    else if (had < wanted)
      warnings.push(
        warn(
          `The source has the placeholder ${placeholder} ${times(wanted)}; this text has it ${times(had)}.`,
        ),
      )
  }
  for (const [placeholder, had] of have) {
    const wanted = want.get(placeholder) ?? 0
    if (wanted === 0)
      warnings.push(warn(`This text has the placeholder ${placeholder}, which the source does not have.`))
    else if (had > wanted)
      warnings.push(
        warn(
          `This text has the placeholder ${placeholder} ${times(had)}; the source has it ${times(wanted)}.`,
        ),
      )
  }
  return warnings
}
