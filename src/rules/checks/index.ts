// The quality checks of a text, run as one list (each in a module of its own, named by its id). The checks
// that compare a translation with its source are quiet when there is no source (the text is the source);
// icu, plurals and maxLength look at every text.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput, TextCheck } from './check.js'
import { checkIcu } from './icu.js'
import { checkMarkup } from './markup.js'
import { checkMaxLength } from './max-length.js'
import { checkNumbers } from './numbers.js'
import { checkPlaceholders } from './placeholders.js'
import { checkPlurals } from './plurals.js'
import { checkPunctuation } from './punctuation.js'
import { checkUrls } from './urls.js'
import { checkWhitespace } from './whitespace.js'

/** The pure checks, in the order of CHECK_IDS. */
export const TEXT_CHECKS: readonly TextCheck[] = [
  checkPlaceholders,
  checkMarkup,
  checkIcu,
  checkPlurals,
  checkNumbers,
  checkUrls,
  checkWhitespace,
  checkPunctuation,
  checkMaxLength,
]

/** Every pure check's warnings about one text, in the order of CHECK_IDS. */
export function checkText(input: CheckInput): TextWarning[] {
  return TEXT_CHECKS.flatMap((check) => check(input))
}
