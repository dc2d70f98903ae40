// How a language is shown: its code, and beside it the names the API gives it (in English and in the
// language itself, from CLDR). A service that gives no name shows the code alone.
import type { Language } from './api.js'

export interface LanguageName {
  en: string
  native: string
}

type Named = Language & { name?: LanguageName }

export function nameOf(language: Language): LanguageName | undefined {
  const name = (language as Named).name
  return name && typeof name.en === 'string' && typeof name.native === 'string' ? name : undefined
}

/** One line of plain text (a select's option): `nn-NO – Norwegian Nynorsk`, or the code alone. */
export function languageLabel(language: Language): string {
  const name = nameOf(language)
  return name ? `${language.languageCode} – ${name.en}` : language.languageCode
}

/** The language of the store with that id or code, if the session knows it. */
export function findLanguage(
  languages: readonly Language[],
  idOrCode: number | string,
): Language | undefined {
  return languages.find((l) =>
    typeof idOrCode === 'number' ? l.id === idOrCode : l.languageCode === idOrCode,
  )
}

/** The names, the language's own marked with its language (WCAG 3.1.2); nothing when there is none. */
export function LanguageNames({ language }: { language: Language }) {
  const name = nameOf(language)
  if (!name) return null
  return (
    <span class="language-name">
      {' '}
      {name.en}
      {name.native !== name.en && (
        <>
          {' · '}
          <span lang={language.languageCode}>{name.native}</span>
        </>
      )}
    </span>
  )
}
