// punctuation: a translation ends with the same kind of punctuation as its source: a full stop, a colon, a
// question mark, an exclamation mark, an ellipsis (`...` and `…` are one) or a semicolon, or none. As in
// Weblate's checks, a full stop at the end of a source of four characters or fewer is left alone (an
// abbreviation may lose or gain it).
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'

type Ending =
  | 'a full stop'
  | 'a colon'
  | 'a question mark'
  | 'an exclamation mark'
  | 'an ellipsis'
  | 'a semicolon'

/** The punctuation a text ends with (after white space and closing quotes or brackets), if any. */
export function endingOf(text: string): Ending | undefined {
  const end = text.replace(/[\s"'»«”’)\]]+$/u, '')
  if (end.endsWith('...') || end.endsWith('…')) return 'an ellipsis'
  switch (end.at(-1)) {
    case '.':
    case '。':
      return 'a full stop'
    case ':':
    case '：':
      return 'a colon'
    case '?':
    case '？':
      return 'a question mark'
    case '!':
    case '！':
      return 'an exclamation mark'
    case ';':
      return 'a semicolon'
    default:
      return undefined
  }
}

export function checkPunctuation({ target, source }: CheckInput): TextWarning[] {
  if (!source) return []
  const wanted = endingOf(source.text)
  const had = endingOf(target.text)
  if (wanted === had) return []
  if ((wanted === 'a full stop' || had === 'a full stop') && source.text.trim().length <= 4) return []
  return [
    {
      check: 'punctuation',
      languageCode: target.languageCode,
      message: `The source ends with ${wanted ?? 'no punctuation'}; this text ends with ${had ?? 'none'}.`,
    },
  ]
}
