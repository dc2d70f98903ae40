// markup: a translation's tags are balanced and are the source's (the same elements, opened and closed as
// often): HTML or XML tags, and the numbered tags of react-i18next's Trans (`<0>…</0>`). Attributes may be
// translated (a title, an alt text), so only the tag names are compared. Entities (`&amp;`) are not tags. The
// check is quiet when neither text has a tag.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'
import { times } from './wording.js'

/** An opening, closing or self-closing tag: `<b>`, `</b>`, `<br/>`, `<a href="…">`, `<0>`. */
const TAG = /<(\/?)([A-Za-z][\w:.-]*|\d+)(?:\s[^<>]*?)?\s*(\/?)>/g
/** HTML's elements that never close. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

interface Tags {
  /** `<b>`, `</b>`, `<br/>` by name, counted. */
  counts: Map<string, number>
  /** What is wrong with its nesting, in words; undefined when balanced. */
  unbalanced?: string
}

export function tagsOf(text: string): Tags {
  const counts = new Map<string, number>()
  const open: string[] = []
  let unbalanced: string | undefined
  for (const [, closing, rawName, selfClosing] of text.matchAll(TAG)) {
    const name = (rawName as string).toLowerCase()
    const shown = closing ? `</${name}>` : selfClosing || VOID.has(name) ? `<${name}/>` : `<${name}>`
    counts.set(shown, (counts.get(shown) ?? 0) + 1)
    if (selfClosing || VOID.has(name)) continue
    if (!closing) open.push(name)
    else if (open.at(-1) === name) open.pop()
    else
      unbalanced ??= open.includes(name)
        ? `<${open.at(-1)}> is closed by </${name}>`
        : `</${name}> closes no <${name}>`
  }
  if (open.length > 0) unbalanced ??= `<${open.at(-1)}> is not closed`
  return unbalanced === undefined ? { counts } : { counts, unbalanced }
}

export function checkMarkup({ target, source }: CheckInput): TextWarning[] {
  if (!source || (!target.text.includes('<') && !source.text.includes('<'))) return []
  const ours = tagsOf(target.text)
  const theirs = tagsOf(source.text)
  const warn = (message: string): TextWarning => ({
    check: 'markup',
    languageCode: target.languageCode,
    message,
  })
  const warnings: TextWarning[] = []
  if (ours.unbalanced && !theirs.unbalanced)
    warnings.push(warn(`The tags are not balanced: ${ours.unbalanced}.`))
  for (const [tag, wanted] of theirs.counts) {
    const had = ours.counts.get(tag) ?? 0
    if (had === 0) warnings.push(warn(`The source has the tag ${tag}; this text lacks it.`))
    else if (had !== wanted)
      warnings.push(warn(`The source has the tag ${tag} ${times(wanted)}; this text has it ${times(had)}.`))
  }
  for (const tag of ours.counts.keys()) {
    if (!theirs.counts.has(tag))
      warnings.push(warn(`This text has the tag ${tag}, which the source does not have.`))
  }
  return warnings
}
