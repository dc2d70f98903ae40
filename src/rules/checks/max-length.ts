// maxLength: a text is no longer than its content's limit (PUT /ContentApi/Content/{id}/MaxLength), counted in
// Unicode code points as Coverage counts characters. Applies to every text, the source's too.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'

/** A text's length as the limit counts it: code points, so that an emoji or a rare letter counts once. */
export function lengthOf(text: string): number {
  let length = 0
  for (const _ of text) length++
  return length
}

export function checkMaxLength({ target, maxLength }: CheckInput): TextWarning[] {
  if (maxLength === undefined) return []
  const length = lengthOf(target.text)
  if (length <= maxLength) return []
  return [
    {
      check: 'maxLength',
      languageCode: target.languageCode,
      message: `The text is ${length} characters long; the content's limit is ${maxLength}.`,
    },
  ]
}
