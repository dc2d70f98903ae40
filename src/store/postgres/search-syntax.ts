// How PostgreSQL spells search: a text's terms as a tsvector literal, and a query's clauses as a tsquery
// (rules/search/ makes the terms and the clauses; this only writes them down).
import type { MatchSyntax } from '../../rules/search/query.js'
import { isPart } from '../../rules/search/terms.js'

/**
 * A text's terms as a PostgreSQL tsvector literal: each term with its positions in the terms, as they are
 * (to_tsvector would parse them again, and its parser splits words the terms keep whole, such as `x²`). A
 * compound's part stands at its word's position.
 */
export function tsvectorOf(terms: string): string {
  const positions = new Map<string, number[]>()
  let position = 0
  for (const term of terms.split(' ')) {
    if (term === '') continue
    if (!isPart(term)) position++
    const list = positions.get(term)
    if (list) list.push(position)
    else positions.set(term, [position])
  }
  return [...positions].map(([term, at]) => `${quoteLexeme(term)}:${at.join(',')}`).join(' ')
}

/** A tsvector or tsquery lexeme, quoted (terms hold neither quotes nor backslashes; escaped all the same). */
const quoteLexeme = (term: string) => `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'`

export const TSQUERY: MatchSyntax = {
  phrase: ({ terms, prefix }) =>
    `(${terms.map((t, i) => `${quoteLexeme(t)}${prefix && i === terms.length - 1 ? ':*' : ''}`).join(' <-> ')})`,
  any: (phrases) => (phrases.length === 1 ? (phrases[0] as string) : `(${phrases.join(' | ')})`),
  query: (include, exclude) => [...include, ...exclude.map((e) => `!${e}`)].join(' & '),
}
