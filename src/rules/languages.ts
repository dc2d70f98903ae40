// Language codes and fallback chains: pure functions, shared by config, the store, the CLI and the routes.

/** The canonical spelling of a well-formed BCP 47 tag (`da-dk` → `da-DK`), or undefined when malformed. */
export function canonicalLanguageCode(code: string): string | undefined {
  if (code.trim() !== code || code === '') return undefined
  try {
    const [canonical] = Intl.getCanonicalLocales(code)
    return canonical
  } catch {
    return undefined
  }
}

/** language → the languages to try after it, in order. Keys and values are canonical codes. */
export type FallbackChains = ReadonlyMap<string, readonly string[]>

export const DEFAULT_FALLBACK_CHAINS = 'nn-NO:nb-NO,en-US;nb-NO:nn-NO,en-US;en-US:nb-NO,nn-NO'

/**
 * Parses `nn-NO:nb-NO,en-US;nb-NO:nn-NO,en-US`: for each language, the languages to fall back to.
 * Throws an Error saying what is wrong; config wraps it with the variable's name.
 */
export function parseFallbackChains(text: string): FallbackChains {
  const chains = new Map<string, string[]>()
  for (const entry of text.split(';').map((e) => e.trim())) {
    if (entry === '') continue
    const [head, tail, ...rest] = entry.split(':')
    if (head === undefined || tail === undefined || rest.length > 0) {
      throw new Error(`"${entry}" is not of the form language:fallback,fallback`)
    }
    const language = canonicalOrThrow(head.trim())
    if (chains.has(language)) throw new Error(`${language} has two chains`)
    const fallbacks = tail.split(',').map((c) => canonicalOrThrow(c.trim()))
    if (fallbacks.includes(language) || new Set(fallbacks).size !== fallbacks.length) {
      throw new Error(`the chain of ${language} repeats a language`)
    }
    chains.set(language, fallbacks)
  }
  return chains
}

function canonicalOrThrow(code: string): string {
  const canonical = canonicalLanguageCode(code)
  if (canonical === undefined) throw new Error(`"${code}" is not a well-formed BCP 47 language tag`)
  return canonical
}

/** The languages to try for `language`, itself first; without a configured chain, then the default. */
export function chainFor(language: string, chains: FallbackChains, defaultLanguage: string): string[] {
  const fallbacks = chains.get(language) ?? (language === defaultLanguage ? [] : [defaultLanguage])
  return [language, ...fallbacks]
}

/** One range of an Accept-Language header, with its weight. */
interface LanguageRange {
  range: string
  q: number
}

/**
 * Parses an Accept-Language header (RFC 9110 §12.5.4) into ranges by descending weight, dropping q=0.
 * A malformed header yields no ranges, so that it counts as absent.
 */
export function parseAcceptLanguage(header: string | undefined): LanguageRange[] {
  if (header === undefined || header.length > 1024) return []
  const ranges: LanguageRange[] = []
  for (const part of header.split(',')) {
    const [rangeText, ...params] = part.split(';').map((p) => p.trim())
    if (rangeText === undefined || rangeText === '') continue
    if (!/^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(rangeText)) return []
    let q = 1
    for (const param of params) {
      const match = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.exec(param)
      if (!match) return []
      q = Number(match[1])
    }
    if (q > 0) ranges.push({ range: rangeText, q })
  }
  // A stable sort keeps the header's order among equal weights.
  return ranges.sort((a, b) => b.q - a.q)
}

/**
 * RFC 4647 §3.4 Lookup over the known codes: for each range by weight, the range itself, then shorter by
 * one subtag at a time (`de-CH-1996` → `de-CH` → `de`). A range that finds no exact tag also matches the
 * first known tag it is a prefix of (`nn` → `nn-NO`, basic filtering of §3.3.1), because clients often send
 * the bare language. `*` matches the default. Undefined when nothing matches: the caller uses the default.
 */
export function lookupLanguage(
  ranges: readonly LanguageRange[],
  known: readonly string[],
  defaultLanguage: string,
): string | undefined {
  const byLower = new Map(known.map((k) => [k.toLowerCase(), k]))
  for (const { range } of ranges) {
    if (range === '*') return defaultLanguage
    let candidate = range.toLowerCase()
    for (;;) {
      const hit = byLower.get(candidate)
      if (hit) return hit
      const cut = candidate.lastIndexOf('-')
      if (cut < 0) break
      candidate = candidate.slice(0, cut)
      // A single-letter subtag (an extension or private-use marker) goes with the one after it.
      if (candidate.length >= 2 && candidate[candidate.length - 2] === '-') candidate = candidate.slice(0, -2)
    }
    const prefix = `${range.toLowerCase()}-`
    const widened = known.find((k) => k.toLowerCase().startsWith(prefix))
    if (widened) return widened
  }
  return undefined
}
