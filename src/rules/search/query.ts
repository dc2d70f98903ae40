// Search-query parsing, one definition for both stores: how a query a user typed becomes clauses, and those
// clauses a match expression per stemmer (matchGroups), spelt by a store's MatchSyntax (FTS5 in
// store/sqlite/search-syntax.ts, tsquery in store/postgres/search-syntax.ts). A query is matched per stemmer:
// its words stemmed for Norwegian against the Norwegian texts, for English against the English ones, and so on.
// With a decompounder, a plain Norwegian word also matches the texts that have it as a compound's part, and a
// word that is itself a compound the texts that have its parts (as words or parts) apart; hits come in tiers:
// whole words first, then parts, then parts apart (MatchGroup.tiers).
import type { Compounds } from './compounds.js'
import {
  compoundsFor,
  foldWord,
  indexable,
  partTerm,
  type Stem,
  stemmerFor,
  stemmerGroup,
  wordsOf,
} from './terms.js'

/** The one clause of a query that is a single word (typed as a prefix or not) and excludes nothing. */
function soleWordClause(query: SearchQuery): QueryClause | undefined {
  const [clause, ...more] = query.include
  if (!clause || more.length > 0 || query.exclude.length > 0) return undefined
  return clause.words.length === 1 ? clause : undefined
}

/**
 * The word of a query that is one plain word (no phrase, prefix or exclusion): such a query is answered from
 * the impact-ordered index, reading only the page's hits. Undefined for any other query.
 */
export function singleWord(query: SearchQuery): string | undefined {
  const clause = soleWordClause(query)
  return clause && !clause.prefix ? clause.words[0] : undefined
}

/**
 * The clause of a query that is one word typed as a prefix (`søkn*`), with nothing else: such a query is
 * answered from the impact-ordered index too, as one-word queries are. Undefined for any other query.
 */
export function singlePrefix(query: SearchQuery): QueryClause | undefined {
  const clause = soleWordClause(query)
  return clause?.prefix ? clause : undefined
}

/** A word or a phrase of a query: its folded words (not stemmed), the last one a prefix when `prefix`. */
export interface QueryClause {
  words: string[]
  prefix: boolean
}

/** A query as typed: the clauses every hit has, and those no hit has. */
export interface SearchQuery {
  include: QueryClause[]
  exclude: QueryClause[]
}

/**
 * Reads a query as a user typed it: words are ANDed, `"a phrase"`, `prefix*`, `-excluded`. Anything else is
 * read as plain words: an unbalanced quote is a space, stray operators are dropped. Undefined when no word to
 * find is left (only punctuation, or only exclusions).
 */
export function parseQuery(q: string): SearchQuery | undefined {
  const query: SearchQuery = { include: [], exclude: [] }
  const add = (raw: string, negated: boolean, phrase: boolean) => {
    const prefix = !phrase && /\*\s*$/.test(raw)
    const words = wordsOf(raw).map((w) => foldWord(w.word))
    if (words.length === 0) return
    ;(negated ? query.exclude : query.include).push({ words, prefix })
  }
  let i = 0
  while (i < q.length) {
    const c = q[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    const negated = c === '-' && i + 1 < q.length && !/\s/.test(q[i + 1] as string)
    const start = negated ? i + 1 : i
    if (q[start] === '"') {
      const close = q.indexOf('"', start + 1)
      if (close > start) {
        add(q.slice(start + 1, close), negated, true)
        i = close + 1
        continue
      }
      // An unbalanced quote is read as a space.
      i = start + 1
      continue
    }
    let end = start
    while (end < q.length && !/\s/.test(q[end] as string) && q[end] !== '"') end++
    add(q.slice(start, end), negated, false)
    i = Math.max(end, i + 1)
  }
  return query.include.length === 0 ? undefined : query
}

/** A language the search covers: its id and code. */
export interface SearchLanguage {
  id: number
  languageCode: string
}

/** The languages searched with one stemmer, and the query as a match expression with its words so stemmed. */
export interface MatchGroup {
  languageIds: number[]
  match: string
  /** The query's clauses without its exclusions: what a hit is ranked by (PostgreSQL's ts_rank). */
  rank: string
  /**
   * Narrower matches (no exclusions), each within the next and all within `match`: a hit's tier is how many of
   * them it fails, and hits are ranked by tier first. Empty without compounds; else the query by whole words
   * alone, and (for a query with a compound) by whole words or parts, not parts apart.
   */
  tiers: string[]
}

/** A clause's terms as a store matches them: a phrase of stems, the last maybe a prefix of stems. */
export type ClauseTerms = { terms: string[]; prefix: boolean }

/**
 * How a store spells a match: a phrase (one or more terms, the last maybe a prefix) and the whole query. Each
 * dialect has its own (FTS5, tsquery), in its folder of the store.
 */
export interface MatchSyntax {
  phrase(clause: ClauseTerms): string
  /** Any of several phrases. */
  any(phrases: string[]): string
  query(include: string[], exclude: string[]): string
}

/**
 * The terms a clause is matched by, for a stemmer: its words stemmed. A prefix matches the stems that begin with
 * it as typed, and also its own stem: the index holds stems, and a whole word typed as a prefix (`received*`,
 * `skjema*`) is often longer than its stem (`receiv`, `skjem`), so it would miss the very word it spells.
 */
export function clauseTerms(clause: QueryClause, stem: Stem): ClauseTerms[] {
  const stems = clause.words.map(stem)
  if (!clause.prefix) return [{ terms: stems, prefix: false }]
  const typed = clause.words.at(-1) as string
  const stemmed = stems.at(-1) as string
  const head = stems.slice(0, -1)
  const asTyped = { terms: [...head, typed], prefix: true }
  return stemmed === typed || stemmed === '' ? [asTyped] : [asTyped, { terms: stems, prefix: false }]
}

/** The word of a clause that is one plain word (no phrase, no prefix): the clauses that match compounds' parts. */
export const plainWord = (clause: QueryClause): string | undefined =>
  !clause.prefix && clause.words.length === 1 ? clause.words[0] : undefined

/** How far a clause reaches into compounds: its words whole, also as parts, also a compound's parts apart. */
export type Reach = 'whole' | 'parts' | 'apart'

/**
 * The alternatives a clause matches by, for a stemmer and (Norwegian) decompounder, as far as `reach`: its
 * phrases (clauseTerms); a plain word's stem as a part (`·skjem`); and for a plain word that is a compound, its
 * parts' stems each as a word or a part (`apart`, all of which a text must have).
 */
export function clauseAlternatives(
  clause: QueryClause,
  stem: Stem,
  compounds: Compounds | undefined,
  reach: Reach,
): { phrases: ClauseTerms[]; apart: ClauseTerms[][] } {
  const phrases = clauseTerms(clause, stem)
  const word = plainWord(clause)
  if (!compounds || word === undefined || reach === 'whole') return { phrases, apart: [] }
  phrases.push({ terms: [partTerm(stem(word))], prefix: false })
  if (reach === 'parts') return { phrases, apart: [] }
  const single = (term: string) => ({ terms: [term], prefix: false })
  // Each part as a word or a part, by its stem (and the last by its listed word's, which Snowball may stem
  // apart: skjemaer `skjema`, skjema `skjem`).
  const parts = compounds.split(word) ?? []
  const apart = parts.map((part, i) => {
    const base = i === parts.length - 1 ? compounds.baseOf(part) : undefined
    const stems = [...new Set([stem(part), ...(base === undefined ? [] : [stem(base)])])].filter(Boolean)
    return stems.flatMap((s) => [single(s), single(partTerm(s))])
  })
  return { phrases, apart }
}

/**
 * The query per stemmer of the languages searched: the Norwegian texts are matched by the query's words
 * stemmed for Norwegian (and their compounds' parts, with a decompounder), the English ones for English, other
 * languages by the words as they are. A clause with a term too long to be indexed matches no text: a query that
 * needs one matches nothing in that group (the group is left out, so there may be none), an exclusion of one is
 * left out. An exclusion excludes what its word finds by whole words or parts, not by parts apart.
 */
export function matchGroups(
  query: SearchQuery,
  languages: readonly SearchLanguage[],
  spell: MatchSyntax,
  compounds?: Compounds,
): MatchGroup[] {
  const byStemmer = new Map<string, SearchLanguage[]>()
  for (const language of languages) {
    const key = stemmerGroup(language.languageCode)
    byStemmer.set(key, [...(byStemmer.get(key) ?? []), language])
  }
  return [...byStemmer.values()].flatMap((members) => {
    const code = (members[0] as SearchLanguage).languageCode
    const stem = stemmerFor(code)
    const splitter = compoundsFor(code, compounds)
    const canMatch = (terms: ClauseTerms) => terms.terms.every(indexable)
    // A clause's alternatives that can match a text (those of indexable terms), spelt as one.
    const spelt = (clause: QueryClause, reach: Reach) => {
      const { phrases, apart } = clauseAlternatives(clause, stem, splitter, reach)
      const matching = phrases.filter(canMatch)
      // A clause's own word too long to be indexed: no text has it, nor anything the clause stands for.
      if (matching.length === 0 || !canMatch(phrases[0] as ClauseTerms)) return undefined
      const alternatives = matching.map(spell.phrase)
      const parts = apart.map((either) => either.filter(canMatch).map(spell.phrase))
      if (parts.length > 0 && parts.every((either) => either.length > 0)) {
        alternatives.push(`(${spell.query(parts.map(spell.any), [])})`)
      }
      return spell.any(alternatives)
    }
    const reaches: Reach[] = splitter ? ['whole', 'parts', 'apart'] : ['whole']
    const levels: string[] = []
    for (const reach of reaches) {
      const include = query.include.map((clause) => spelt(clause, reach))
      if (include.some((clause) => clause === undefined)) return []
      const level = spell.query(include as string[], [])
      if (levels.at(-1) !== level) levels.push(level)
    }
    const exclude = query.exclude
      .map((clause) => spelt(clause, splitter ? 'parts' : 'whole'))
      .filter((clause) => clause !== undefined)
    const widest = query.include.map((clause) => spelt(clause, reaches.at(-1) as Reach) as string)
    return [
      {
        languageIds: members.map((m) => m.id),
        match: spell.query(widest, exclude),
        rank: levels.at(-1) as string,
        tiers: levels.slice(0, -1),
      },
    ]
  })
}
