// Full-text search over current texts: a one-word query is looked up by its stemmed term (and, in Norwegian
// with compounds, then by the term as a part), anything else goes to the dialect's full-text query; hits come
// back with their snippets. A one-word query that is a compound reads its whole-word and part hits from the
// one-word index too, and goes on to the full-text query (its parts apart need every part) only on the page
// where those end.

import type { Compounds } from '../rules/search/compounds.js'
import { type SearchLanguage, type SearchQuery, singleWord } from '../rules/search/query.js'
import { snippet } from '../rules/search/snippets.js'
import { compoundsFor, indexable, partTerm, stemmerFor } from '../rules/search/terms.js'
import type { Language } from '../schemas/languages.js'
import type { SearchHit } from '../schemas/search.js'
import type { ContentSearch, SearchResult } from './content-store.js'
import type { StoreContext } from './store-context.js'
import type { LanguageTerm, SearchRow } from './store-dialect.js'

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
      const wanted = options.limit + 1
      let rows: SearchRow[]
      if (word === undefined) {
        rows = await ctx.dialect.search(query, languages, wanted, options.offset, ctx.compounds)
      } else {
        const terms = termsOf(word, languages, ctx.compounds)
        const whole = terms.filter((term) => term.tier === 0)
        // The whole-word hits alone fill most pages of a common word; the part hits only where those end.
        rows = await ctx.dialect.searchTerm(whole, wanted, options.offset)
        if (rows.length < wanted && whole.length < terms.length) {
          rows = await ctx.dialect.searchTerm(terms, wanted, options.offset)
        }
        if (rows.length < wanted && isCompound(word, languages, ctx.compounds)) {
          // The parts apart, after every whole-word and part hit: the full-text query ranks those first (its
          // tiers), the same texts, so its hits from `offset + rows.length` on are the page's rest.
          const apart = await ctx.dialect.search(
            query,
            languages,
            wanted - rows.length,
            options.offset + rows.length,
            ctx.compounds,
          )
          rows = [...rows, ...apart]
        }
      }
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
 * compounds are split, the stem as a part (tier 1, ranked after).
 */
function termsOf(
  word: string,
  languages: readonly SearchLanguage[],
  compounds: Compounds | undefined,
): LanguageTerm[] {
  const terms: LanguageTerm[] = []
  for (const { id, languageCode } of languages) {
    const stem = stemmerFor(languageCode)(word)
    terms.push({ languageId: id, term: stem, tier: 0 })
    if (compoundsFor(languageCode, compounds) && indexable(partTerm(stem))) {
      terms.push({ languageId: id, term: partTerm(stem), tier: 1 })
    }
  }
  return terms
}

/** Whether a word is a compound in a language searched (its parts apart find texts too). */
const isCompound = (word: string, languages: readonly SearchLanguage[], compounds: Compounds | undefined) =>
  languages.some(({ languageCode }) => compoundsFor(languageCode, compounds)?.split(word) !== undefined)
