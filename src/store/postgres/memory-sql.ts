// PostgreSQL's spelling of translation memory's lookups and inserts (../memory-sql.ts). The contents' texts come
// from the one-word index search_posting (sql/search-postings.sql): per term an index range read of its best
// postings by impact; imported variants from a tsquery on translation_memory.search (GIN), ranked by ts_rank,
// the best `limit` read and only those joined.
import type { MemorySql } from '../memory-sql.js'
import { storeSql } from '../read-queries.js'
import { TSQUERY, tsvectorOf } from './search-syntax.js'

/**
 * One statement whatever the number of terms: they come as an array, each term's best postings read in a lateral
 * join (an index range read of search_posting_order, each posting's content checked for archiving).
 */
const CURRENT_CANDIDATES = storeSql`select s.content_id, s.text, t.text, t.version_id, t.origin, t.reviewed,
      t.created_at, case when exists (select 1 from translation_memory m where m.language_code = ${'text'})
        then 1 else 0 end
    from (select p.content_id
          from unnest(${'text[]'}) as q(term)
          cross join lateral (select p.content_id, p.impact from search_posting p
                join content c on c.id = p.content_id and c.archived = 0
                where p.language_id = ${'integer'} and p.term = q.term
                order by p.impact desc, p.content_id limit ${'integer'}) p
          group by p.content_id
          order by count(*) desc, sum(p.impact) desc, p.content_id limit ${'integer'}) h
    join current_text s on s.content_id = h.content_id and s.language_id = ${'integer'}
    join current_text t on t.content_id = h.content_id and t.language_id = ${'integer'}
    where h.content_id <> ${'bigint'}`

export const POSTGRES_MEMORY_SQL: MemorySql = {
  anyTerm: (terms) => TSQUERY.any(terms.map((term) => TSQUERY.phrase({ terms: [term], prefix: false }))),
  indexed: tsvectorOf,
  postings: (languageId, terms, perTerm) => [terms, languageId, perTerm],
  currentCandidates: () => CURRENT_CANDIDATES,
  importedCandidates: {
    ...storeSql`select v.text, w.text, w.imported_at
    from (select v.id from (select ${'tsquery'} as q) m
          join translation_memory v on v.search @@ m.q
          order by ts_rank(v.search, m.q) desc, v.id limit ${'integer'}) h
    join translation_memory v on v.id = h.id
    join translation_memory w on w.unit_hash = v.unit_hash and w.language_code = ${'text'}`,
    planEachTime: true,
  },
  insertVariants: storeSql`insert into translation_memory (imported_at, unit_hash, language_code, text, search)
    select ${'text'}, v.h, v.l, v.t, v.s::tsvector
    from jsonb_to_recordset(${'jsonb'}) as v(h text, l text, t text, s text)
    on conflict (unit_hash, language_code) do nothing
    returning unit_hash`,
}
