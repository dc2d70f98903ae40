// SQLite's spelling of translation memory's lookups and inserts (../memory-sql.ts). The contents' texts come
// from the one-word index search_posting (a term's rows best first by rowid, see search-writes.ts): per term
// its best postings; imported variants from an FTS5 match on translation_memory_search, ranked by bm25, the
// best `limit` read and only those joined.
import type { MemorySql } from '../memory-sql.js'
import { type StoreSql, storeSql, verbatim } from '../read-queries.js'
import { FTS5, fts5Term } from './search-syntax.js'
import { POSTING, postingToken } from './search-writes.js'

/** The statement for a number of terms: a union of a read per term (FTS5 stops each at its LIMIT). */
const currentByCount = new Map<number, StoreSql>()

function currentCandidates(termCount: number): StoreSql {
  let statement = currentByCount.get(termCount)
  if (statement === undefined) {
    // The index holds only live contents' texts (see the baseline migration), so no content is read to check.
    const perTerm = Array.from(
      { length: termCount },
      () =>
        'select r from (select rowid as r from search_posting where search_posting match ? order by rowid limit ?)',
    ).join(' union all ')
    const content = verbatim(POSTING.contentId('r'))
    statement = storeSql`select s.content_id, s.text, t.text, t.version_id, t.origin, t.reviewed, t.created_at,
      exists (select 1 from translation_memory m where m.language_code = ${''})
    from (select ${content} as content_id from (${verbatim(perTerm)})
          group by ${content}
          order by count(*) desc, sum(${verbatim(POSTING.impact('r'))}) desc, content_id limit ${''}) h
    cross join current_text s on s.content_id = h.content_id and s.language_id = ${''}
    cross join current_text t on t.content_id = h.content_id and t.language_id = ${''}
    where h.content_id <> ${''}`
    currentByCount.set(termCount, statement)
  }
  return statement
}

export const SQLITE_MEMORY_SQL: MemorySql = {
  anyTerm: (terms) => FTS5.any(terms.map(fts5Term)),
  indexed: (terms) => terms,
  postings: (languageId, terms, perTerm) =>
    terms.flatMap((term) => [fts5Term(postingToken(languageId, term)), perTerm]),
  currentCandidates,
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
