// Which language tags name a language, and what that language is called: a pure rule over the CLDR data
// that Node's ICU carries (Intl), shared by the store's addLanguage (so the API and the CLI refuse alike)
// and the language routes. Well-formedness alone let any word of 2–8 letters in (`nynorsk`); CLDR's display
// names tell a language, script or region it knows from one it does not.
import { canonicalLanguageCode } from './languages.js'

/** What CLDR names but is a placeholder, not a place or a writing system: unknown, and pseudo-locales. */
const PLACEHOLDER_REGIONS = new Set(['ZZ', 'XA', 'XB'])
const PLACEHOLDER_SCRIPTS = new Set(['Zzzz'])

const englishNames = {
  language: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }),
  script: new Intl.DisplayNames(['en'], { type: 'script', fallback: 'none' }),
  region: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
}

export type TagVerdict = { ok: true; tag: string } | { ok: false; reason: string }

/**
 * The canonical spelling of `code` when it is well-formed BCP 47 and CLDR knows its language, and its script
 * and region when it has them; otherwise why not, naming the part that is unknown.
 */
export function checkLanguageTag(code: string): TagVerdict {
  const tag = canonicalLanguageCode(code)
  if (tag === undefined) {
    return { ok: false, reason: `"${code}" is not a well-formed BCP 47 language tag (e.g. nn-NO).` }
  }
  const { script, region } = new Intl.Locale(tag)
  // Intl.Locale leaves `language` empty for `und`; the tag's first subtag is its language in any case.
  const [language = ''] = tag.split('-')
  if (nameOf(englishNames.language, language) === undefined) {
    return {
      ok: false,
      reason: `"${tag}": the language "${language}" is not one CLDR knows (a language subtag such as nn, se or sma).`,
    }
  }
  if (script !== undefined && (PLACEHOLDER_SCRIPTS.has(script) || !nameOf(englishNames.script, script))) {
    return { ok: false, reason: `"${tag}": the script "${script}" is not one CLDR knows (e.g. Latn).` }
  }
  if (region !== undefined && (PLACEHOLDER_REGIONS.has(region) || !nameOf(englishNames.region, region))) {
    return { ok: false, reason: `"${tag}": the region "${region}" is not one CLDR knows (e.g. NO, SE, US).` }
  }
  return { ok: true, tag }
}

/** A name of a subtag; `und` and other codes ICU refuses outright count as unnamed. */
function nameOf(names: Intl.DisplayNames, subtag: string): string | undefined {
  try {
    return names.of(subtag)
  } catch {
    return undefined
  }
}

/** What a language is called, in English and in itself. */
export interface LanguageName {
  en: string
  native: string
}

// Names of stored codes only, so this stays as small as the store's language list.
const namesByCode = new Map<string, LanguageName>()

/**
 * The names of a stored language code. The tag is named without the subtags its language implies (CLDR's
 * likely subtags: `nn-NO` is "Norwegian Nynorsk", `en-US` "English", while `en-GB` stays "British English").
 * `native` is the name in the language itself, or the English name when CLDR has no names in that language
 * (`sma` in Node 20). A code that names no known language (kept from before codes were checked) is its own name.
 */
export function languageName(code: string): LanguageName {
  let name = namesByCode.get(code)
  if (name === undefined) {
    name = computeName(code)
    namesByCode.set(code, name)
  }
  return name
}

function computeName(code: string): LanguageName {
  const verdict = checkLanguageTag(code)
  if (!verdict.ok) return { en: code, native: code }
  const locale = new Intl.Locale(verdict.tag)
  const short = locale.minimize().toString()
  const en = nameOf(englishNames.language, short) ?? code
  const inItself = new Intl.DisplayNames([verdict.tag], { type: 'language', fallback: 'none' })
  // Without data for the language, ICU answers in its default locale, which would pass for a native name.
  const resolved = new Intl.Locale(inItself.resolvedOptions().locale).language
  const native = resolved === locale.language ? (nameOf(inItself, short) ?? en) : en
  return { en, native }
}
