// A text read as ICU MessageFormat with @messageformat/parser, once per text for every check that asks (the
// placeholders, icu, plurals and numbers checks all read it). i18next's `{{x}}` is not MessageFormat: it is
// blanked out before parsing, so that the parser does not read its inner braces as an argument.
import { type ParseError, parse, type Token } from '@messageformat/parser'

/** `{{x}}`: an i18next / Handlebars interpolation. */
export const DOUBLE_BRACES = /\{\{\s*([^{}]*?)\s*\}\}/g

/** A text as MessageFormat: its tokens, or why it does not parse. */
export type IcuText = { tokens: Token[]; error?: undefined } | { tokens?: undefined; error: string }

/** The few texts read last: a write's checks read the same text several times in a row. */
const recent = new Map<string, IcuText>()
const RECENT_MAX = 64

/** The text parsed (its `{{x}}` blanked out), or the parser's message. */
export function icuText(text: string): IcuText {
  const known = recent.get(text)
  if (known) return known
  let parsed: IcuText
  try {
    parsed = { tokens: parse(text.replace(DOUBLE_BRACES, (m) => ' '.repeat(m.length))) }
  } catch (error) {
    // The parser's message is "… at line 1 col 9:" followed by the text and a caret: its first line.
    parsed = { error: ((error as ParseError).message.split('\n')[0] ?? '').replace(/:$/, '') }
  }
  if (recent.size >= RECENT_MAX) recent.clear()
  recent.set(text, parsed)
  return parsed
}

/** Whether a text has a brace at all: only those can be MessageFormat other than plain text. */
export const hasBraces = (text: string): boolean => text.includes('{') || text.includes('}')

/** Every token of a parsed text, nested ones (plural and select branches, function parameters) included. */
export function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const branch of token.cases) yield* allTokens(branch.tokens)
    } else if (token.type === 'function' && token.param) yield* allTokens(token.param)
  }
}

/** Whether the parsed text chooses between branches (plural, select, selectordinal) anywhere. */
export function hasBranches(tokens: readonly Token[]): boolean {
  for (const token of allTokens(tokens)) {
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') return true
  }
  return false
}

/** The literal text of a parsed text: its content tokens, branches included (not functions' styles). */
export function contentOf(tokens: readonly Token[]): string {
  const parts: string[] = []
  for (const token of tokens) {
    if (token.type === 'content') parts.push(token.value)
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const branch of token.cases) parts.push(contentOf(branch.tokens))
    }
  }
  return parts.join(' ')
}
