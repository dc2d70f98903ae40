// `GET /ContentApi/Content?termIssues=nn-NO`: the live contents whose current text in a language has a
// termbase warning (forbiddenTerm or missingTerm, as a write of that text would answer), found by reading the
// contents that have a text in it, batch by batch, and checking each batch's texts with the TermChecker
// (one read of the termbase per batch).
import type { TermChecker } from '../../rules/checks/check.js'
import type { Content } from '../../schemas/content.js'
import type { Language } from '../../schemas/languages.js'
import type { ContentFilter, ContentListing } from '../../store/content-store.js'
import { inputsOf, textsOf } from '../checks/check-inputs.js'

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
      // Each text against its content's source text, as a write's checks see it (checks/check-inputs.ts).
      const checked = batch.flatMap((content) =>
        inputsOf(textsOf(content), [language.languageCode]).map((input) => ({ content, input })),
      )
      const warnings = await this.checker.warnings(checked.map((c) => c.input))
      yield checked.filter((_, i) => (warnings[i]?.length ?? 0) > 0).map((c) => c.content)
    }
  }
}
