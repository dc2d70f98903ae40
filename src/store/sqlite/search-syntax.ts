// How SQLite spells a search: a query's clauses as an FTS5 match expression (rules/search/query.ts makes the
// clauses and their terms; this only writes them down).
import type { MatchSyntax } from '../../rules/search/query.js'

export const FTS5: MatchSyntax = {
  phrase: ({ terms, prefix }) => `"${terms.join(' ')}"${prefix ? '*' : ''}`,
  any: (phrases) => (phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' OR ')})`),
  // All exclusions under one NOT: FTS5's parser overflows its stack at about a hundred nested NOTs.
  query: (include, exclude) =>
    exclude.length === 0 ? include.join(' AND ') : `(${include.join(' AND ')}) NOT (${exclude.join(' OR ')})`,
}

/** One term as an FTS5 match expression. */
export const fts5Term = (term: string) => FTS5.phrase({ terms: [term], prefix: false })
