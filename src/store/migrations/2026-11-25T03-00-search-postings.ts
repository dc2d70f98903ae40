// Search postings: an impact-ordered index of every current text's terms, so that a one-word query reads its
// best hits first and stops after a page, instead of ranking every text that has the word (at a million texts
// a common word is in a hundred thousand). A row per text and term: language, term, impact (the text's BM25
// weight for the term, an integer; store/search-text.ts termImpacts) and content; the unique index orders a
// term's texts best first, ties by content id. Archived contents' texts stay in it (a search checks the flag).
// Frozen: later changes are new files.
//
// - SQLite: the application writes the rows with each text (store/sqlite-postings.ts). The existing texts are
//   indexed when the store next opens: this migration marks the search index as not current.
// - PostgreSQL: statement triggers on current_text keep the rows from each text's tsvector (`search`), so every
//   path that writes current_text (the write functions, a dump's import, the index's refresh) keeps them
//   without knowing of them; content_store_postings computes the impacts exactly as termImpacts does. The
//   existing texts are indexed here.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './index.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db)
}

const SQLITE = [
  `create table search_posting (
     language_id integer not null,
     term text not null,
     impact integer not null,
     content_id integer not null,
     primary key (language_id, term, impact desc, content_id)
   ) without rowid`,
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
     select lexeme, ((1000000::bigint * 220 * tf) / (100 * tf + 30 + 9 * (select sum(tf) from u)))::integer
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
