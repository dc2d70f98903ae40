// What an API key may do: its scope (read, write, review) and the languages it is limited to, as written in
// API_KEYS / API_KEYS_FILE. Pure rules: config parses entries with them, the HTTP layer asks them per request.
//
//   <secret>:<scope>                          the original form; the key is named key-1, key-2, … in order
//   <name>:<secret>:<scope>                   a named key: its name is what history and the change log show
//   [<name>:]<secret>:<scope>:<lang>+<lang>   a write or review key limited to those languages
//
// `review` includes `write` for its languages; `read` takes no languages. The two forms cannot be confused: a
// secret has at least 16 characters, so the second part is a scope word only in the unnamed form.
import { canonicalLanguageCode } from './languages.js'

export const SCOPES = ['read', 'write', 'review'] as const
export type Scope = (typeof SCOPES)[number]

/** Every language, or the canonical codes of the languages a key is limited to. */
export type LanguageLimit = '*' | readonly string[]

export interface ApiKey {
  /** Shown as `by` on what the key writes; not a secret. */
  readonly name: string
  readonly scope: Scope
  /** The languages the key may write (and, with review scope, review). `read` keys: '*', and no writes. */
  readonly languages: LanguageLimit
}

export interface KeyEntry extends ApiKey {
  readonly secret: string
}

export const KEY_ENTRY_FORMAT =
  '[name:]key:scope[:languages] entries, comma-separated (API_KEYS) or one per line (API_KEYS_FILE); scope ' +
  'read, write or review; languages joined by + (write:nn-NO+en-US); names of 1 to 64 characters from ' +
  'A-Z a-z 0-9 . _ @ -; keys of 16 or more characters from A-Z a-z 0-9 . _ ~ + / = -'

const SECRET = /^[A-Za-z0-9._~+/=-]{16,}$/
const NAME = /^[A-Za-z0-9._@-]{1,64}$/
/** The name of a key nobody named, by its place among all entries (1-based). */
export const unnamedKeyName = (place: number) => `key-${place}`
/** Who writes when no keys are configured and the API is open. */
export const ANONYMOUS = 'anonymous'

const isScope = (word: string | undefined): word is Scope =>
  (SCOPES as readonly string[]).includes(word ?? '')

/**
 * One entry of API_KEYS; its name is `fallbackName` when it has none. Returns the reason it is malformed
 * instead of throwing, and never a reason that echoes the secret.
 */
export function parseKeyEntry(entry: string, fallbackName: string): KeyEntry | { error: string } {
  const parts = entry.trim().split(':')
  const named = !isScope(parts[1])
  const [name, secret, scope, languages, ...rest] = named ? parts : [fallbackName, ...parts]
  if (rest.length > 0 || !secret || !SECRET.test(secret) || !isScope(scope)) {
    return { error: 'malformed' }
  }
  if (!name || !NAME.test(name)) return { error: 'its name is malformed' }
  if (languages === undefined) return { name, secret, scope, languages: '*' }
  if (scope === 'read') return { error: 'a read key takes no languages' }
  const codes: string[] = []
  for (const code of languages.split('+')) {
    const canonical = canonicalLanguageCode(code)
    if (canonical === undefined) return { error: `"${code}" is not a language tag` }
    if (!codes.includes(canonical)) codes.push(canonical)
  }
  return { name, secret, scope, languages: codes }
}

export type Action = 'write' | 'review'

/** Whether a key may do `action` to a language (a canonical code), or to every language ('*'). */
export function keyMay(key: ApiKey, action: Action, language: string | '*'): boolean {
  if (key.scope === 'read' || (action === 'review' && key.scope !== 'review')) return false
  if (key.languages === '*') return true
  return language !== '*' && key.languages.includes(canonicalLanguageCode(language) ?? language)
}
