// SQLite's spelling of translation memory's lookups and inserts (../memory-sql.ts): FTS5 matches on
// text_search (the contents' current texts) and translation_memory_search (imported variants), ranked by
// bm25, the best `limit` read and only those joined.
import type { MemorySql } from '../memory-sql.js'
import { storeSql, verbatim } from '../read-queries.js'
import { FTS5, fts5Term } from './search-syntax.js'
import { SEARCH_LANGUAGES } from './search-writes.js'

const N = verbatim(String(SEARCH_LANGUAGES))

export const SQLITE_MEMORY_SQL: MemorySql = {
  anyTerm: (terms) => FTS5.any(terms.map(fts5Term)),
  indexed: (terms) => terms,
  // The index holds no archived contents (see the baseline migration).
  currentCandidates: storeSql`select s.content_id, s.text, t.text, t.version_id, t.origin, t.reviewed, t.created_at
    from (select rowid as r from text_search
          where text_search match ${''} and rowid % ${N} = ${''}
          order by bm25(text_search) limit ${''}) h
    cross join current_text s on s.content_id = h.r / ${N} and s.language_id = h.r % ${N}
    cross join current_text t on t.content_id = s.content_id and t.language_id = ${''}
    where s.content_id <> ${''}`,
  importedCandidates: storeSql`select v.text, w.text, w.imported_at
    from (select rowid as r from translation_memory_search where translation_memory_search match ${''}
          order by bm25(translation_memory_search) limit ${''}) h
    cross join translation_memory v on v.id = h.r
    cross join translation_memory w on w.unit_hash = v.unit_hash and w.language_code = ${''}`,
  insertVariants: storeSql`insert into translation_memory (imported_at, unit_hash, language_code, text, terms)
    select ${''}, json_extract(value, '$.h'), json_extract(value, '$.l'), json_extract(value, '$.t'),
      json_extract(value, '$.s')
    from json_each(${''}) where true
    on conflict (unit_hash, language_code) do nothing
    returning unit_hash`,
}
