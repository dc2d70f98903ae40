// PostgreSQL's search reads: from search_posting, the impact-ordered index, a one-word prefix and a one word;
// and the full-text query (several words, phrases, exclusions: a tsquery over the GIN index of
// current_text.search, ranked by ts_rank).
//
// The prefix search (`søkn*`): first the terms that begin with the prefix, one index probe each (a loose scan
// of the index's terms, which are in byte order: the column is collated "C"), then each term's best texts as
// the one-word search reads them, and of those the page, a text by its best term. So it reads (terms × page)
// rows, however many texts match. A prefix that stands for more than MAX_EXPANSIONS terms is left to the
// full-text query (searchPrefix answers undefined), as Elasticsearch bounds a prefix's expansions.
import type pg from 'pg'
import type { MatchGroup } from '../../rules/search/query.js'
import { IMPACT_SCALE } from '../../rules/search/terms.js'
import { type LanguagePrefix, type LanguageTerm, MAX_EXPANSIONS, type SearchRow } from '../store-dialect.js'

/** A language's terms that begin with $2, in byte order, at most $3 of them. */
const EXPANSIONS = `with recursive e(term) as (
    (select term from search_posting
      where language_id = $1 and term >= $2 and term <= $2 || chr(1114111) and starts_with(term, $2)
      order by term limit 1)
    union all
    select (select s.term from search_posting s
             where s.language_id = $1 and s.term > e.term and s.term <= $2 || chr(1114111)
               and starts_with(s.term, $2)
             order by s.term limit 1)
      from e where e.term is not null)
  select term from e where term is not null limit $3`

/**
 * Each term's best $3 texts of live contents, with their content's key from the join that leaves archived
 * contents out (as searchTerm reads it), a text once (by its best term), and of those the page.
 */
const BEST_TEXTS = `select h.content_id as "contentId", h.key, h.language_id as "languageId", t.text,
    h.impact::float8 / ${IMPACT_SCALE} as score
  from (select distinct on (p.content_id, p.language_id) p.content_id, p.language_id, p.impact, p.key
        from unnest($1::integer[], $2::text[]) as q(language_id, term)
        cross join lateral (
          select s.content_id, s.language_id, s.impact, c.key
          from search_posting s join content c on c.id = s.content_id
          where s.language_id = q.language_id and s.term = q.term and c.archived = 0
          order by s.impact desc, s.content_id limit $3) p
        order by p.content_id, p.language_id, p.impact desc) h
  join current_text t on t.content_id = h.content_id and t.language_id = h.language_id
  order by h.impact desc, h.content_id, h.language_id limit $4 offset $5`

export async function searchPrefix(
  pool: pg.Pool,
  prefixes: readonly LanguagePrefix[],
  limit: number,
  offset: number,
): Promise<SearchRow[] | undefined> {
  const terms: { languageId: number; term: string }[] = []
  for (const { languageId, prefix, whole } of prefixes) {
    const { rows } = await pool.query<{ term: string }>({
      name: 'search-prefix-terms',
      text: EXPANSIONS,
      values: [languageId, prefix, MAX_EXPANSIONS + 1],
    })
    if (rows.length > MAX_EXPANSIONS) return undefined
    const found = new Set(rows.map((row) => row.term))
    for (const term of [...found, ...whole.filter((term) => !found.has(term))])
      terms.push({ languageId, term })
  }
  if (terms.length === 0) return []
  const { rows } = await pool.query<SearchRow>({
    name: 'search-prefix',
    text: BEST_TEXTS,
    values: [terms.map((t) => t.languageId), terms.map((t) => t.term), offset + limit, limit, offset],
  })
  return rows
}

/** The full-text query of each stemmer's group (rules/search/query.ts matchGroups). */
export async function searchFullText(
  pool: pg.Pool,
  groups: readonly MatchGroup[],
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  // A word too long to be indexed, which no text has.
  if (groups.length === 0) return []
  // Per group its hits, ranked by tier (how many of the group's narrower matches a hit is not in), then by the
  // clauses a hit has: ts_rank of one word and an exclusion is about 1e-21 for every text. The tier is a sum
  // of one test per tier, written out: counting the tiers from an unnest per hit took a third of the query
  // (docs/PERFORMANCE.md). Archived contents are left out by one hashed set of their ids (the index holds
  // their texts); the page's texts and keys alone are joined.
  const values: unknown[] = []
  const param = (value: unknown, type: string) => {
    values.push(value)
    return `$${values.length}::${type}`
  }
  const perGroup = groups
    .map((g) => {
      const tier =
        g.tiers.length === 0
          ? '0'
          : g.tiers.map((t) => `(case when t.search @@ ${param(t, 'tsquery')} then 0 else 1 end)`).join(' + ')
      return `select t.content_id, t.language_id, ts_rank(t.search, ${param(g.rank, 'tsquery')}, 1) as score,
            ${tier} as tier
          from current_text t
          where t.search @@ ${param(g.match, 'tsquery')} and t.language_id = any(${param(g.languageIds, 'integer[]')})`
    })
    .join(' union all ')
  const result = await pool.query<SearchRow & { tier: number }>({
    text: `select h.content_id as "contentId", c.key, h.language_id as "languageId", t.text, h.score, h.tier
        from (select g.content_id, g.language_id, g.score, g.tier
              from (${perGroup}) g
              where g.content_id not in (select id from content where archived <> 0)
              order by g.tier, g.score desc, g.content_id, g.language_id
              limit ${param(limit, 'integer')} offset ${param(offset, 'integer')}) h
        join current_text t on t.content_id = h.content_id and t.language_id = h.language_id
        join content c on c.id = h.content_id
        order by h.tier, h.score desc, h.content_id, h.language_id`,
    values,
  })
  return result.rows.map(({ tier: _, ...row }) => row)
}

/** A one-word query: per language and term, tier first (whole words, then compounds' parts). */
export async function searchTerm(
  pool: pg.Pool,
  terms: readonly LanguageTerm[],
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  // Per language and term the best `offset + limit` texts, read in the index's order, with their content's
  // key from the join that leaves archived contents out. A text has a term whole or as a part, never both
  // (rules/search/terms.ts), so no hit comes twice.
  const perLanguage = terms
    .map(
      (_, i) => `(select p.language_id, p.content_id, p.impact, c.key, $${3 * i + 3}::integer as tier
           from search_posting p join content c on c.id = p.content_id
           where p.language_id = $${3 * i + 1}::integer and p.term = $${3 * i + 2}::text and c.archived = 0
           order by p.impact desc, p.content_id limit $${3 * terms.length + 1}::integer)`,
    )
    .join(' union all ')
  const n = 3 * terms.length + 1
  const result = await pool.query<SearchRow>({
    name: `search-term-${terms.length}`,
    text: `select h.content_id as "contentId", h.key, h.language_id as "languageId", t.text,
          h.impact::float8 / ${IMPACT_SCALE} as score
        from (${perLanguage}) h
        join current_text t on t.content_id = h.content_id and t.language_id = h.language_id
        order by h.tier, h.impact desc, h.content_id, h.language_id
        limit $${n + 1}::integer offset $${n + 2}::integer`,
    values: [...terms.flatMap((t) => [t.languageId, t.term, t.tier]), offset + limit, limit, offset],
  })
  return result.rows
}
