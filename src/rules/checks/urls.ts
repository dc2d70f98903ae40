// urls: a translation keeps the web and mail addresses of its source (a translated page may have an address
// of its own: this is a warning to look, not a refusal). Compared as written, less trailing punctuation.
import type { TextWarning } from '../../schemas/warnings.js'
import type { CheckInput } from './check.js'

/** `https://…`, `http://…`, `mailto:…` and `www.…`, up to white space, a quote, a bracket or a tag. */
export const URL_PATTERN = /\b(?:https?:\/\/|mailto:|www\.)[^\s<>"'`{}()[\]]+/gi

/** The addresses of a text, without the punctuation that ends a sentence after them. */
export function urlsOf(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((m) => m[0].replace(/[.,;:!?]+$/, ''))
}

export function checkUrls({ target, source }: CheckInput): TextWarning[] {
  if (!source) return []
  const have = new Set(urlsOf(target.text))
  return [...new Set(urlsOf(source.text))]
    .filter((url) => !have.has(url))
    .map((url) => ({
      check: 'urls' as const,
      languageCode: target.languageCode,
      message: `The source has the address ${url}; this text lacks it.`,
    }))
}
