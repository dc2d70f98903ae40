// What the checks of a content's texts are given (rules/checks/check.ts CheckInput): each text against the
// content's text in its source language, with the content's MaxLength. Made from the content as the store
// answers it, or as it will be once some texts are written (a check before a write, or of an unsaved text).
import type { CheckInput } from '../../rules/checks/check.js'
import type { Content } from '../../schemas/content.js'

/** A content's texts by language code, its source language and its limit: what checks read of it. */
export interface CheckedTexts {
  sourceLanguage?: string
  maxLength?: number
  texts: ReadonlyMap<string, string>
}

/** The texts of a content, with some written over it (those given, by language code) when asked. */
export function textsOf(content: Content, written: readonly TextOf[] = []): CheckedTexts {
  const texts = new Map(content.properties.map((p) => [p.language.languageCode, p.text]))
  for (const { languageCode, text } of written) texts.set(languageCode, text)
  return {
    ...(content.sourceLanguage === undefined ? {} : { sourceLanguage: content.sourceLanguage }),
    ...(content.maxLength === undefined ? {} : { maxLength: content.maxLength }),
    texts,
  }
}

/** A new content's texts: its source language is its first text's, as a create makes it. */
export function newTextsOf(written: readonly TextOf[]): CheckedTexts {
  const first = written[0]
  return {
    ...(first ? { sourceLanguage: first.languageCode } : {}),
    texts: new Map(written.map((t) => [t.languageCode, t.text])),
  }
}

/** A text in a language. */
export interface TextOf {
  languageCode: string
  text: string
}

/** The inputs of the checks of these languages' texts (languages without a text are left out). */
export function inputsOf(checked: CheckedTexts, languageCodes: Iterable<string>): CheckInput[] {
  const { sourceLanguage, maxLength, texts } = checked
  const sourceText = sourceLanguage === undefined ? undefined : texts.get(sourceLanguage)
  const inputs: CheckInput[] = []
  for (const languageCode of new Set(languageCodes)) {
    const text = texts.get(languageCode)
    if (text === undefined) continue
    inputs.push({
      target: { languageCode, text },
      ...(sourceText === undefined || languageCode === sourceLanguage
        ? {}
        : { source: { languageCode: sourceLanguage as string, text: sourceText } }),
      ...(maxLength === undefined ? {} : { maxLength }),
    })
  }
  return inputs
}
