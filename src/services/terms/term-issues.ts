// `GET /ContentApi/Content?termIssues=nn-NO`: the live contents whose current text in a language has a
// termbase warning (forbiddenTerm or missingTerm, as a write of that text would answer), found by reading the
// contents that have a text in it, batch by batch, and checking each batch's texts with the TermChecker
// (one read of the termbase per batch).
import type { CheckInput, TermChecker } from '../../rules/checks/check.js'
import type { Content, Language } from '../../schemas/content.js'
import type { ContentFilter, ContentListing } from '../../store/content-store.js'

/** What a check of a content's text in a language is given: the text, and its source text when another. */
export function termCheckInput(content: Content, language: Language): CheckInput | undefined {
  const target = content.properties.find((p) => p.language.id === language.id)
  if (!target) return undefined
  const source = content.properties.find(
    (p) => p.language.languageCode === content.sourceLanguage && p.language.id !== language.id,
  )
  return {
    target: { languageCode: language.languageCode, text: target.text },
    ...(source ? { source: { languageCode: source.language.languageCode, text: source.text } } : {}),
  }
}

export class TermIssueScan {
  constructor(
    private readonly listing: Pick<ContentListing, 'streamContents'>,
    private readonly checker: TermChecker,
  ) {}

  /**
   * The live contents above `afterId` that pass the filter and whose text in `language` has a term warning,
   * ascending id, in batches (a batch may be empty: the caller reads on).
   */
  async *contents(
    language: Language,
    filter: ContentFilter,
    afterId: number,
    batchSize: number,
  ): AsyncGenerator<Content[]> {
    const withLanguage: ContentFilter = {
      ...filter,
      hasLanguageIds: [...(filter.hasLanguageIds ?? []), language.id],
    }
    for await (const batch of this.listing.streamContents(afterId, withLanguage, batchSize)) {
      const checked = batch.flatMap((content) => {
        const input = termCheckInput(content, language)
        return input ? [{ content, input }] : []
      })
      const warnings = await this.checker.warnings(checked.map((c) => c.input))
      yield checked.filter((_, i) => (warnings[i]?.length ?? 0) > 0).map((c) => c.content)
    }
  }
}
