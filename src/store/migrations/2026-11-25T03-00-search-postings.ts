// Search postings: every current text's terms ordered by impact (the text's BM25 weight for the term, an integer;
// store/search-text.ts termImpacts), so that a one-word query reads its best hits first and stops after a
// page, instead of ranking every text that has the word (at a million texts a common word is in a hundred
// thousand). Ties by content id, then language id. Frozen: later changes are new files.
//
// - SQLite: `search_posting`, a second contentless FTS5 table, without positions (`detail = none`). A text has a
//   row per impact its terms have (most texts one or two), holding those terms (each prefixed with the language
//   id, `2xsøknad`, so that a search in one language reads that language's rows alone; the `ascii` tokenizer,
//   so that each term, however exotic its letters, is one token, as a one-word query looks it up), with the rowid
//   (2047 − impact) << 52 | content id << 16 | language id; FTS5 reads a term's rows in rowid order, so best
//   first, and stops at the LIMIT. FTS5 writes a transaction's terms as one new segment, where a B-tree of
//   (term, impact, content) rows would write a page per row. Like text_search it holds live contents' texts;
//   the application writes it with each text (store/sqlite-search-writes.ts), and the existing texts are indexed
//   when the store next opens (this migration marks the search index as not current).
// - PostgreSQL: `search_posting`, a row per text and term with a unique B-tree index in rank order. Statement
//   triggers on current_text keep it from each text's tsvector (`search`), so every path that writes
//   current_text (the write functions, a dump's import, the index's refresh) keeps it without knowing of it;
//   content_store_postings computes the impacts exactly as termImpacts does. It holds archived contents' texts
//   too (a search checks the flag, as the tsvector search does). The existing texts are indexed here.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db)
}

const SQLITE = [
  `create virtual table search_posting using fts5(terms, content = '', contentless_delete = 1,
     detail = none, tokenize = 'ascii')`,
  'update search_index set version = 0',
]

const POSTGRES = [
  `create table search_posting (
     language_id integer not null,
     term text not null,
     impact integer not null,
     content_id bigint not null
   )`,
  `create unique index search_posting_order on search_posting (language_id, term, impact desc, content_id)`,
  // A tsvector keeps a lexeme's positions (its count in the text): tf, and their sum is the text's length.
  `create function content_store_postings(search tsvector) returns table (term text, impact integer)
   language sql immutable as $$
     with u as (select lexeme, cardinality(positions) as tf from unnest(search))
     select lexeme, ((220000::bigint * tf) / (100 * tf + 30 + 9 * (select sum(tf) from u)))::integer
     from u
   $$`,
  `create function content_store_postings_inserted() returns trigger language plpgsql as $$
   begin
     insert into search_posting (language_id, term, impact, content_id)
       select n.language_id, p.term, p.impact, n.content_id from new_rows n, content_store_postings(n.search) p;
     return null;
   end $$`,
  `create function content_store_postings_updated() returns trigger language plpgsql as $$
   begin
     delete from search_posting s
       using (select o.language_id, o.content_id, p.term, p.impact
              from old_rows o join new_rows n using (content_id, language_id),
                   content_store_postings(o.search) p
              where o.search is distinct from n.search) d
       where s.language_id = d.language_id and s.term = d.term and s.impact = d.impact
         and s.content_id = d.content_id;
     insert into search_posting (language_id, term, impact, content_id)
       select n.language_id, p.term, p.impact, n.content_id
       from new_rows n join old_rows o using (content_id, language_id), content_store_postings(n.search) p
       where o.search is distinct from n.search;
     return null;
   end $$`,
  `create function content_store_postings_deleted() returns trigger language plpgsql as $$
   begin
     delete from search_posting s
       using (select o.language_id, o.content_id, p.term, p.impact
              from old_rows o, content_store_postings(o.search) p) d
       where s.language_id = d.language_id and s.term = d.term and s.impact = d.impact
         and s.content_id = d.content_id;
     return null;
   end $$`,
  `create trigger current_text_postings_inserted after insert on current_text
     referencing new table as new_rows for each statement execute function content_store_postings_inserted()`,
  `create trigger current_text_postings_updated after update on current_text
     referencing old table as old_rows new table as new_rows
     for each statement execute function content_store_postings_updated()`,
  `create trigger current_text_postings_deleted after delete on current_text
     referencing old table as old_rows for each statement execute function content_store_postings_deleted()`,
  `insert into search_posting (language_id, term, impact, content_id)
     select t.language_id, p.term, p.impact, t.content_id from current_text t, content_store_postings(t.search) p`,
]
