// Full-text search over current texts: a one-word query is looked up by its stemmed term, anything else goes
// to the dialect's full-text query; hits come back with their snippets.

import { type SearchQuery, singleWord } from '../rules/search/query.js'
import { snippet } from '../rules/search/snippets.js'
import { stemmerFor } from '../rules/search/terms.js'
import type { Language } from '../schemas/content.js'
import type { SearchHit } from '../schemas/search.js'
import type { ContentSearch, SearchResult } from './content-store.js'
import type { StoreContext } from './store-context.js'

export class StoreContentSearch implements ContentSearch {
  constructor(private readonly ctx: StoreContext) {}

  search(
    query: SearchQuery,
    options: { language?: Language; limit: number; offset: number },
  ): Promise<SearchResult> {
    const { ctx } = this
    return ctx.guard(async () => {
      const languages = options.language ? [options.language] : ctx.languages.all()
      const word = singleWord(query)
      const rows =
        word === undefined
          ? await ctx.dialect.search(query, languages, options.limit + 1, options.offset)
          : await ctx.dialect.searchTerm(
              languages.map((l) => ({ languageId: l.id, term: stemmerFor(l.languageCode)(word) })),
              options.limit + 1,
              options.offset,
            )
      await ctx.languages.ensureIds(rows.map((row) => row.languageId))
      const hits = rows
        .slice(0, options.limit)
        .map(({ contentId, key, languageId, text, score }): SearchHit => {
          const language = ctx.languages.byId(languageId)
          return {
            contentId,
            ...(key === null ? {} : { key }),
            language,
            text,
            snippet: snippet(text, language.languageCode, query),
            score: Math.round(score * 1e4) / 1e4,
          }
        })
      return { hits, more: rows.length > options.limit }
    })
  }
}
