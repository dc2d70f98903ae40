// Full-text search over current texts: a one-word query is looked up by its stemmed term (and, in Norwegian
// with compounds, then by the term as a part), anything else goes to the dialect's full-text query, and so does
// a one-word query that is a compound (its parts apart are a match of several terms); hits come back with
// their snippets.

import type { Compounds } from '../rules/search/compounds.js'
import { type SearchLanguage, type SearchQuery, singleWord } from '../rules/search/query.js'
import { snippet } from '../rules/search/snippets.js'
import { compoundsFor, indexable, partTerm, stemmerFor } from '../rules/search/terms.js'
import type { Language } from '../schemas/content.js'
import type { SearchHit } from '../schemas/search.js'
import type { ContentSearch, SearchResult } from './content-store.js'
import type { StoreContext } from './store-context.js'
import type { LanguageTerm } from './store-dialect.js'

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
      const terms = word === undefined ? undefined : termsOf(word, languages, ctx.compounds)
      const rows =
        terms === undefined
          ? await ctx.dialect.search(query, languages, options.limit + 1, options.offset, ctx.compounds)
          : await ctx.dialect.searchTerm(terms, options.limit + 1, options.offset)
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
            snippet: snippet(text, language.languageCode, query, ctx.compounds),
            score: Math.round(score * 1e4) / 1e4,
          }
        })
      return { hits, more: rows.length > options.limit }
    })
  }
}

/**
 * The terms a one-word query reads from the one-word index, per language: the word's stem (tier 0) and, where
 * compounds are split, the stem as a part (tier 1, ranked after). Undefined when the word is a compound in a
 * language searched: its parts apart are for the full-text query.
 */
function termsOf(
  word: string,
  languages: readonly SearchLanguage[],
  compounds: Compounds | undefined,
): LanguageTerm[] | undefined {
  const terms: LanguageTerm[] = []
  for (const { id, languageCode } of languages) {
    const stem = stemmerFor(languageCode)(word)
    terms.push({ languageId: id, term: stem, tier: 0 })
    const splitter = compoundsFor(languageCode, compounds)
    if (!splitter) continue
    if (splitter.split(word)) return undefined
    if (indexable(partTerm(stem))) terms.push({ languageId: id, term: partTerm(stem), tier: 1 })
  }
  return terms
}
