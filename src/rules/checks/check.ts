// What a check of a text is given, and what it answers: the contract the quality checks (this folder) and the
// termbase's checker (services/terms/) both follow, so that a write runs them as one list.
import type { TextWarning } from '../../schemas/warnings.js'

/** A text and the language it is in. */
export interface CheckedText {
  languageCode: string
  text: string
}

/** One text to check: the text written, the content's source-language text it translates, and its limit. */
export interface CheckInput {
  target: CheckedText
  /** The content's current text in its source language; absent when `target` is that text, or there is none. */
  source?: CheckedText
  /** The content's MaxLength, when it has one. */
  maxLength?: number
}

/** A pure check of one text: its warnings, none when all is well. */
export type TextCheck = (input: CheckInput) => TextWarning[]

/** Checks that need the store (the termbase's): the warnings of each input, in the order given. */
export interface TermChecker {
  warnings(inputs: readonly CheckInput[]): Promise<TextWarning[][]>
}
