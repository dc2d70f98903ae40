// Full-text search over current texts: a one-word query is looked up by its stemmed term (and, in Norwegian
// with compounds, then by the term as a part), a one-word prefix by the terms that begin so, both in the
// impact-ordered index; anything else goes to the dialect's full-text query; hits come back with their
// snippets. A one-word query that is a compound reads its whole-word and part hits from the
// one-word index too, and goes on to the full-text query (its parts apart need every part) only on the page
// where those end.

import type { Compounds } from '../rules/search/compounds.js'
import {
  clauseTerms,
  type QueryClause,
  type SearchLanguage,
  type SearchQuery,
  singlePrefix,
  singleWord,
} from '../rules/search/query.js'
import { snippet } from '../rules/search/snippets.js'
import { compoundsFor, indexable, partTerm, stemmerFor } from '../rules/search/terms.js'
import type { Language } from '../schemas/languages.js'
import type { SearchHit } from '../schemas/search.js'
import type { ContentSearch, SearchResult } from './content-store.js'
import type { StoreContext } from './store-context.js'
import type { LanguagePrefix, LanguageTerm, SearchRow } from './store-dialect.js'

export class StoreContentSearch implements ContentSearch {
  constructor(private readonly ctx: StoreContext) {}

  search(
    query: SearchQuery,
    options: { language?: Language; limit: number; offset: number },
  ): Promise<SearchResult> {
    const { ctx } = this
    return ctx.guard(async () => {
      const languages = options.language ? [options.language] : ctx.languages.all()
      const rows = await this.#rows(query, languages, options.limit + 1, options.offset)
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

  /** Up to `wanted` hits from `offset` on, from the index that answers the query's shape. */
  async #rows(
    query: SearchQuery,
    languages: readonly SearchLanguage[],
    wanted: number,
    offset: number,
  ): Promise<SearchRow[]> {
    const { dialect, compounds } = this.ctx
    const prefix = singlePrefix(query)
    if (prefix !== undefined) {
      const rows = await dialect.searchPrefix(prefixesOf(prefix, languages), wanted, offset)
      if (rows !== undefined) return rows
    }
    const word = singleWord(query)
    if (word === undefined) return dialect.search(query, languages, wanted, offset, compounds)
    const terms = termsOf(word, languages, compounds)
    const whole = terms.filter((term) => term.tier === 0)
    // The whole-word hits alone fill most pages of a common word; the part hits only where those end.
    let rows = await dialect.searchTerm(whole, wanted, offset)
    if (rows.length < wanted && whole.length < terms.length) {
      rows = await dialect.searchTerm(terms, wanted, offset)
    }
    if (rows.length < wanted && isCompound(word, languages, compounds)) {
      // The parts apart, after every whole-word and part hit: the full-text query ranks those first (its
      // tiers), the same texts, so its hits from `offset + rows.length` on are the page's rest.
      const apart = await dialect.search(
        query,
        languages,
        wanted - rows.length,
        offset + rows.length,
        compounds,
      )
      rows = [...rows, ...apart]
    }
    return rows
  }
}

/**
 * The terms a one-word prefix query reads from the one-word index, per language: those that begin with the
 * word as typed, and the word's own stem (clauseTerms). A language where the word is too long to be indexed
 * has no hit, as in the full-text query.
 */
function prefixesOf(clause: QueryClause, languages: readonly SearchLanguage[]): LanguagePrefix[] {
  return languages.flatMap(({ id, languageCode }) => {
    const [typed, ...stems] = clauseTerms(clause, stemmerFor(languageCode))
    const prefix = typed?.terms.at(-1)
    if (prefix === undefined || !indexable(prefix)) return []
    const whole = stems.map((s) => s.terms.at(-1) as string).filter(indexable)
    return [{ languageId: id, prefix, whole }]
  })
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
