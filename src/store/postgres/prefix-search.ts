// PostgreSQL's one-word prefix search (`søkn*`) from search_posting, the impact-ordered index: first the
// terms that begin with the prefix, one index probe each (a loose scan of the index's terms, which are in byte
// order: the column is collated "C"), then each term's best texts as the one-word search reads them, and of
// those the page, a text by its best term. So it reads (terms × page) rows, however many texts match. A prefix
// that stands for more than MAX_EXPANSIONS terms is left to the full-text query (searchPrefix answers
// undefined), as Elasticsearch bounds a prefix's expansions.
import type pg from 'pg'
import { IMPACT_SCALE } from '../../rules/search/terms.js'
import type { LanguagePrefix, SearchRow } from '../store-dialect.js'

/** The most terms a prefix is read for from the postings. */
export const MAX_EXPANSIONS = 128

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

/** Each term's best $3 texts of live contents, a text once (by its best term), and of those the page. */
const BEST_TEXTS = `select h.content_id as "contentId", c.key, h.language_id as "languageId", t.text,
    h.impact::float8 / ${IMPACT_SCALE} as score
  from (select distinct on (p.content_id, p.language_id) p.content_id, p.language_id, p.impact
        from unnest($1::integer[], $2::text[]) as q(language_id, term)
        cross join lateral (
          select s.content_id, s.language_id, s.impact
          from search_posting s join content a on a.id = s.content_id
          where s.language_id = q.language_id and s.term = q.term and a.archived = 0
          order by s.impact desc, s.content_id limit $3) p
        order by p.content_id, p.language_id, p.impact desc) h
  join current_text t on t.content_id = h.content_id and t.language_id = h.language_id
  join content c on c.id = h.content_id
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
