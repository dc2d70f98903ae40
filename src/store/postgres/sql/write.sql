-- The write path: every write is one statement, a call of content_store_write with a batch of change sets (see
-- store/change-set.ts for their fields, and the SQLite writer for the same rules in SQLite). Writers of a
-- content queue on an advisory lock taken before anything is written (content_store_lock).

-- The lock a writer of a content holds until it commits. An advisory lock, because taking it assigns no
-- transaction id: a transaction that must wait for another writer of the same content gets its id only after
-- that one committed, so that the change log, ordered by transaction id, keeps each content's changes in the
-- order they committed.
create or replace function content_store_lock(cid bigint) returns void language sql as $$
     select pg_advisory_xact_lock(1668575861, (cid % 2147483647)::integer)
   $$;

-- The state a write answers with: the content and its current texts, as the SQLite writer returns it.
create or replace function content_store_state(cid bigint) returns jsonb language sql volatile as $$
     select jsonb_build_object(
       'id', c.id, 'versionId', c.latest_version_id, 'key', c.key, 'archived', c.archived,
       'texts', coalesce((
         select jsonb_agg(jsonb_build_object('propertyId', t.property_id, 'languageId', t.language_id,
                  'versionId', t.version_id, 'createdAt', t.created_at, 'text', t.text, 'origin', t.origin)
                  order by t.language_id)
         from current_text t where t.content_id = c.id), '[]'::jsonb))
     from content c where c.id = cid
   $$;

-- One change set. Its batch holds the content's lock, and every statement takes a fresh snapshot (READ
-- COMMITTED, which the service sets for its sessions), so it reads what the previous writer committed. A text's
-- terms arrive as a tsvector literal (search-text.ts tsvectorOf), each term at its position, exactly as the
-- application made them.
create or replace function content_store_write_one(cs jsonb, at timestamptz) returns jsonb language plpgsql as $$
   declare
     kind text := cs->>'kind';
     c record;
     cid bigint;
     old_key text;
     new_key text;
     new_archived integer;
     item jsonb;
     lang integer;
     txt text;
     org text;
     cur_text text;
     cur_origin text;
     has_cur boolean;
     langs integer[] := '{}';
     txts text[] := '{}';
     origins text[] := '{}';
     terms text[] := '{}';
     changed boolean;
     flipped boolean := false;
     vid bigint;
     pid bigint;
     now_languages text;
     now_texts jsonb;
   begin
     if kind = 'created' then
       new_key := cs->>'key';
       new_archived := 0;
       changed := true;
     else
       cid := (cs->>'contentId')::bigint;
       -- No row lock: the batch holds this content's advisory lock (content_store_lock), which every writer takes.
       select id, key, archived, purged, latest_version_id into c from content where id = cid;
       if not found then return jsonb_build_object('error', 'notFound'); end if;
       if c.purged = 1 then return jsonb_build_object('error', 'purged'); end if;
       if c.archived = 1 and kind <> 'restored' then
         return jsonb_build_object('error', 'archived', 'latest', c.latest_version_id);
       end if;
       if jsonb_typeof(cs->'ifMatch') = 'array' and not (cs->'ifMatch' @> to_jsonb(c.latest_version_id)) then
         return jsonb_build_object('error', 'precondition', 'latest', c.latest_version_id);
       end if;
       old_key := c.key;
       new_key := case when cs ? 'key' then cs->>'key' else old_key end;
       new_archived := coalesce((cs->>'archived')::integer, c.archived);
       flipped := new_archived <> c.archived;
       changed := flipped or new_key is distinct from old_key;
     end if;
     if new_key is not null and new_key is distinct from old_key then
       -- Claims of one key queue here, so the check below sees a claim that committed meanwhile.
       perform pg_advisory_xact_lock(1668575860, hashtext(new_key));
       if exists (select 1 from content where key = new_key) then
         return jsonb_build_object('error', 'keyTaken');
       end if;
     end if;
     for item in select value from jsonb_array_elements(coalesce(cs->'texts', '[]'::jsonb)) loop
       lang := (item->>'languageId')::integer;
       txt := item->>'text';
       org := item->>'origin';
       has_cur := false;
       if kind <> 'created' then
         select t.text, t.origin into cur_text, cur_origin
           from current_text t where t.content_id = cid and t.language_id = lang;
         has_cur := found;
       end if;
       if txt is null and not has_cur then
         if kind = 'textDeleted' then return jsonb_build_object('error', 'noText'); end if;
         continue;
       end if;
       if has_cur and txt is not distinct from cur_text and org is not distinct from cur_origin then continue; end if;
       langs := langs || lang;
       txts := txts || txt;
       origins := origins || org;
       terms := terms || (item->>'searchTerms');
       changed := true;
     end loop;
     if not changed then
       return content_store_state(cid) || jsonb_build_object('unchanged', true);
     end if;
     if kind = 'created' then
       insert into content (key) values (new_key) returning id into cid;
     end if;
     insert into version (content_id, created_at, kind, key, archived)
       values (cid, at, kind, new_key, new_archived) returning id into vid;
     for i in 1 .. coalesce(array_length(langs, 1), 0) loop
       insert into property (content_id, language_id, version_id, text, origin)
         values (cid, langs[i], vid, txts[i], origins[i]) returning id into pid;
       if txts[i] is null then
         delete from current_text where content_id = cid and language_id = langs[i];
       else
         insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
                                   search)
           values (cid, langs[i], pid, vid, content_store_iso(at), txts[i], origins[i],
                   coalesce(terms[i], '')::tsvector)
           on conflict (content_id, language_id) do update set property_id = excluded.property_id,
             version_id = excluded.version_id, created_at = excluded.created_at, text = excluded.text,
             origin = excluded.origin, search = excluded.search;
       end if;
     end loop;
     select coalesce(string_agg(t.language_id::text, ',' order by t.language_id), ''),
            coalesce(jsonb_agg(jsonb_build_object('propertyId', t.property_id, 'languageId', t.language_id,
                                                  'versionId', t.version_id, 'createdAt', t.created_at,
                                                  'text', t.text, 'origin', t.origin)
                               order by t.language_id), '[]'::jsonb)
       into now_languages, now_texts from current_text t where t.content_id = cid;
     update content set key = new_key, archived = new_archived, latest_version_id = vid, languages = now_languages
       where id = cid;
     insert into change_log (content_id, version_id, kind, languages, at)
       values (cid, vid, kind,
               case when flipped then now_languages
                    else coalesce((select string_agg(l::text, ',' order by l) from unnest(langs) l), '') end,
               at);
     return jsonb_build_object('id', cid, 'versionId', vid, 'key', new_key, 'archived', new_archived,
                               'texts', now_texts);
   end $$;

-- A batch of change sets in arrival order, in the caller's one transaction: one round trip, one commit.
-- Every content it changes is locked first, in ascending order (so that batches cannot deadlock), before
-- anything is written; the batch's time is read after that, so a content's versions never go back in time.
-- Creates without a key (the hot path: they need no lock and no check) are written together, set-based,
-- with ids drawn from the sequences up front; every other change set goes through content_store_write_one.
create or replace function content_store_write(batch jsonb) returns jsonb language plpgsql as $$
   declare
     target bigint;
     at timestamptz;
     iso text;
     created jsonb;
     results jsonb := '[]'::jsonb;
     item record;
   begin
     for target in
       select distinct (value->>'contentId')::bigint from jsonb_array_elements(batch)
       where value->>'contentId' is not null order by 1
     loop
       perform content_store_lock(target);
     end loop;
     at := date_trunc('milliseconds', clock_timestamp());
     iso := content_store_iso(at);
     with input as materialized (
       select e.ord, e.cs,
              nextval('content_id_seq'::regclass) as cid, nextval('version_id_seq'::regclass) as vid
       from jsonb_array_elements(batch) with ordinality as e(cs, ord)
       where e.cs->>'kind' = 'created' and e.cs->>'key' is null
     ),
     texts as materialized (
       select i.ord, i.cid, i.vid, (t->>'languageId')::integer as lang, t->>'text' as txt, t->>'origin' as org,
              t->>'searchTerms' as terms,
              nextval('property_id_seq'::regclass) as pid
       from input i, jsonb_array_elements(i.cs->'texts') t
     ),
     sets as materialized (
       select cid, string_agg(lang::text, ',' order by lang) as languages,
              jsonb_agg(jsonb_build_object('propertyId', pid, 'languageId', lang, 'versionId', vid, 'createdAt', iso,
                                           'text', txt, 'origin', org) order by lang) as state
       from texts group by cid
     ),
     c as (insert into content (id, latest_version_id, languages) select cid, vid, languages from input join sets using (cid)),
     v as (insert into version (id, content_id, created_at, kind) select vid, cid, at, 'created' from input),
     p as (insert into property (id, content_id, language_id, version_id, text, origin)
           select pid, cid, lang, vid, txt, org from texts),
     t as (insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
                                     search)
           select cid, lang, pid, vid, iso, txt, org, coalesce(terms, '')::tsvector from texts),
     l as (insert into change_log (content_id, version_id, kind, languages, at)
           select cid, vid, 'created', languages, at from input join sets using (cid) order by ord)
     select jsonb_object_agg(ord::text, jsonb_build_object('id', cid, 'versionId', vid, 'key', null,
              'archived', 0, 'texts', state))
       into created from input join sets using (cid);
     for item in select e.ord, e.cs from jsonb_array_elements(batch) with ordinality as e(cs, ord) order by e.ord loop
       results := results || jsonb_build_array(coalesce(created->(item.ord::text), content_store_write_one(item.cs, at)));
     end loop;
     perform pg_notify('content_store_changes', '');
     return results;
   end $$;
