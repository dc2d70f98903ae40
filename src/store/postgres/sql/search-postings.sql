-- The one-word index: search_posting holds a row per current text and term, with the term's impact (the
-- text's BM25 weight for it, an integer, exactly as rules/search/terms.ts termImpacts computes it), in rank
-- order. Statement triggers on current_text keep it from each text's tsvector (search), so every path that
-- writes current_text (the write functions, a dump's import, the index's refresh) keeps it without knowing of
-- it. It holds archived contents' texts too (a search checks the flag, as the tsvector search does).

-- A tsvector keeps a lexeme's positions (its count in the text): tf, and their sum is the text's length. A
-- compound's part (a lexeme that starts with '·', at its word's position) has its tf, but is not counted in the
-- length.
create or replace function content_store_postings(search tsvector) returns table (term text, impact integer)
   language sql immutable as $$
     with u as (select lexeme, cardinality(positions) as tf from unnest(search))
     select lexeme, ((220000::bigint * tf)
                     / (100 * tf + 30 + 9 * (select coalesce(sum(tf), 0) from u where left(lexeme, 1) <> '·')))::integer
     from u
   $$;

create or replace function content_store_postings_inserted() returns trigger language plpgsql as $$
   begin
     -- A statement of no rows (an upsert's other half, an update that found none) has nothing to index.
     if not exists (select 1 from new_rows) then return null; end if;
     insert into search_posting (language_id, term, impact, content_id)
       select n.language_id, p.term, p.impact, n.content_id from new_rows n, content_store_postings(n.search) p;
     return null;
   end $$;

create or replace function content_store_postings_updated() returns trigger language plpgsql as $$
   begin
     -- A statement of no rows (an upsert's other half, an update that found none) has nothing to index.
     if not exists (select 1 from old_rows) then return null; end if;
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
   end $$;

create or replace function content_store_postings_deleted() returns trigger language plpgsql as $$
   begin
     -- A statement of no rows (an upsert's other half, an update that found none) has nothing to index.
     if not exists (select 1 from old_rows) then return null; end if;
     delete from search_posting s
       using (select o.language_id, o.content_id, p.term, p.impact
              from old_rows o, content_store_postings(o.search) p) d
       where s.language_id = d.language_id and s.term = d.term and s.impact = d.impact
         and s.content_id = d.content_id;
     return null;
   end $$;

-- Triggers have no CREATE OR REPLACE before PostgreSQL 14: made again, in the transaction that applies this file.
drop trigger if exists current_text_postings_inserted on current_text;
create trigger current_text_postings_inserted after insert on current_text
     referencing new table as new_rows for each statement execute function content_store_postings_inserted();

drop trigger if exists current_text_postings_updated on current_text;
create trigger current_text_postings_updated after update on current_text
     referencing old table as old_rows new table as new_rows
     for each statement execute function content_store_postings_updated();

drop trigger if exists current_text_postings_deleted on current_text;
create trigger current_text_postings_deleted after delete on current_text
     referencing old table as old_rows for each statement execute function content_store_postings_deleted();
