// Which language a reader asked for, and which of a content's texts to serve them.
// Precedence: ?language=, then Accept-Language (RFC 4647 lookup with q-values), then the default language.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { chainFor, type FallbackChains, lookupLanguage, parseAcceptLanguage } from '../rules/languages.js'
import type { Content, Property } from '../schemas/content.js'
import type { Languages } from '../store/content-store.js'
import { resolveLanguage } from './request-languages.js'

export interface ReadingPolicy {
  defaultLanguage: string
  fallbackChains: FallbackChains
}

export interface Reading {
  /** The language asked for, in its stored spelling. */
  asked: string
  /** The languages to try, in order: only `asked` when fallback is off. */
  chain: string[]
}

export async function readingLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  languages: Languages,
  policy: ReadingPolicy,
  query: { language?: string; fallback?: boolean },
): Promise<Reading> {
  let asked: string
  if (query.language !== undefined) {
    asked = (await resolveLanguage(languages, 'language', query.language)).languageCode
  } else {
    // The answer depends on the header whether or not it was sent: caches must key on it.
    reply.header('vary', 'Accept-Language')
    const ranges = parseAcceptLanguage(request.headers['accept-language'])
    const known = await languages.knownLanguageCodes()
    asked =
      lookupLanguage(ranges, known, policy.defaultLanguage) ??
      // Perhaps a language an operator added since the cache was filled (reloads at most every few seconds).
      (ranges.length > 0
        ? lookupLanguage(ranges, await languages.knownLanguageCodes(true), policy.defaultLanguage)
        : undefined) ??
      policy.defaultLanguage
  }
  return { asked, chain: chainOf(asked, policy, query.fallback) }
}

/** The first language along the chain that `textIn` finds a text in: how every reader applies fallback. */
export function firstInChain<T>(
  chain: readonly string[],
  textIn: (languageCode: string) => T | undefined,
): T | undefined {
  for (const code of chain) {
    const found = textIn(code)
    if (found !== undefined) return found
  }
  return undefined
}

/** The first property along the chain that the content has. */
export function pickProperty(content: Content, chain: readonly string[]): Property | undefined {
  return firstInChain(chain, (code) => content.properties.find((p) => p.language.languageCode === code))
}

/** The chain for a language a request named: only it with `fallback=false`, else its configured chain. */
export function chainOf(asked: string, policy: ReadingPolicy, fallback: boolean | undefined): string[] {
  return fallback === false ? [asked] : chainFor(asked, policy.fallbackChains, policy.defaultLanguage)
}
