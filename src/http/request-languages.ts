// The one place where language codes in a request become the store's languages: codes in a body (each text's
// LanguageCode, or a path segment) and in query parameters. An unknown code, or a language given twice in one
// write, is a 400 that names the request field it came from.
import type { Language } from '../schemas/languages.js'
import type { Languages, ResolvedText } from '../store/content-store.js'
import { validationProblem } from './http-problem.js'

export interface TextInRequest {
  text: string
  languageCode: string
  /** The request field the code came from, for the error: `LanguageCode`, `Properties[1].LanguageCode`, … */
  field: string
}

/** The texts of a write with their languages; a language may appear once. */
export async function resolveTexts(
  languages: Languages,
  texts: readonly TextInRequest[],
): Promise<ResolvedText[]> {
  const seen = new Set<number>()
  const resolved: ResolvedText[] = []
  for (const { text, languageCode, field } of texts) {
    const language = await resolveLanguage(languages, field, languageCode)
    if (seen.has(language.id)) {
      throw validationProblem({
        [field]: [
          `The language ${language.languageCode} is given more than once; a version holds one text per language.`,
        ],
      })
    }
    seen.add(language.id)
    resolved.push({ language, text })
  }
  return resolved
}

/** A language named by a request field (a member, a path segment or a query parameter). */
export function resolveLanguage(languages: Languages, field: string, code: string): Promise<Language> {
  return languages.findLanguage(code, field)
}

/** A query parameter holding one language code or several, comma-separated. */
export async function resolveLanguageList(
  languages: Languages,
  parameter: string,
  list: string | undefined,
): Promise<number[] | undefined> {
  if (list === undefined) return undefined
  const codes = list.split(',').map((code) => code.trim())
  return Promise.all(codes.map(async (code) => (await resolveLanguage(languages, parameter, code)).id))
}
