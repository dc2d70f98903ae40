// PostgreSQL's spelling of translation memory's lookups and inserts (../memory-sql.ts): tsquery matches on
// current_text.search and translation_memory.search (GIN indexes), ranked by ts_rank, the best `limit` read
// and only those joined.
import type { MemorySql } from '../memory-sql.js'
import { storeSql } from '../read-queries.js'
import { TSQUERY, tsvectorOf } from './search-syntax.js'

export const POSTGRES_MEMORY_SQL: MemorySql = {
  anyTerm: (terms) => TSQUERY.any(terms.map((term) => TSQUERY.phrase({ terms: [term], prefix: false }))),
  indexed: tsvectorOf,
  currentCandidates: {
    ...storeSql`select s.content_id, s.text, t.text, t.version_id, t.origin, t.reviewed, t.created_at
    from (select s.content_id, s.language_id from (select ${'tsquery'} as q) m
          join current_text s on s.search @@ m.q
          join content c on c.id = s.content_id and c.archived = 0
          where s.language_id = ${'integer'}
          order by ts_rank(s.search, m.q) desc, s.content_id limit ${'integer'}) h
    join current_text s on s.content_id = h.content_id and s.language_id = h.language_id
    join current_text t on t.content_id = h.content_id and t.language_id = ${'integer'}
    where h.content_id <> ${'bigint'}`,
    // The best plan depends on how common the words are.
    planEachTime: true,
  },
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
