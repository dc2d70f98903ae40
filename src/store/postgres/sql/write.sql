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

-- A content's current texts as the SQLite writer returns them (change-set.ts TextRow), by language.
create or replace function content_store_texts(cid bigint) returns jsonb language sql volatile as $$
     select coalesce(jsonb_agg(jsonb_build_object('propertyId', t.property_id, 'languageId', t.language_id,
              'versionId', t.version_id, 'createdAt', t.created_at, 'text', t.text, 'origin', t.origin,
              'by', t.author, 'reviewed', t.reviewed, 'basedOnLanguageId', t.based_on_language_id,
              'basedOnVersionId', t.based_on_version_id, 'outdated', t.outdated)
              order by t.language_id), '[]'::jsonb)
     from current_text t where t.content_id = cid
   $$;

-- The state a write answers with: the content and its current texts, as the SQLite writer returns it.
create or replace function content_store_state(cid bigint) returns jsonb language sql volatile as $$
     select jsonb_build_object(
       'id', c.id, 'versionId', c.latest_version_id, 'key', c.key, 'archived', c.archived,
       'sourceLanguageId', c.source_language_id, 'parallel', c.parallel, 'maxLength', c.max_length,
       'texts', content_store_texts(c.id))
     from content c where c.id = cid
   $$;

-- One change set (the rules: store/change-set.ts). Its batch holds the content's lock, and every statement
-- takes a fresh snapshot (READ COMMITTED, which the service sets for its sessions), so it reads what the
-- previous writer committed. A text's terms arrive as a tsvector literal (search-text.ts tsvectorOf), each
-- term at its position, exactly as the application made them.
create or replace function content_store_write_one(cs jsonb, at timestamptz) returns jsonb language plpgsql as $$
   declare
     kind text := cs->>'kind';
     who text := cs->>'by';
     c record;
     cid bigint;
     old_key text;
     new_key text;
     new_archived integer;
     new_source integer;
     new_parallel integer;
     new_max_length integer;
     item jsonb;
     lang integer;
     txt text;
     org text;
     cur_text text;
     cur_reviewed integer;
     cur_outdated integer;
     has_cur boolean;
     had_rows boolean[] := '{}';
     based bigint;
     src_version bigint;
     src_written boolean := false;
     then_version bigint;
     then_text text;
     langs integer[] := '{}';
     txts text[] := '{}';
     origins text[] := '{}';
     revieweds integer[] := '{}';
     baseds bigint[] := '{}';
     terms text[] := '{}';
     changed boolean;
     flipped boolean := false;
     vid bigint;
     pid bigint;
     b_version bigint;
     b_language integer;
     is_outdated integer;
     now_languages text;
   begin
     if kind = 'created' then
       new_key := cs->>'key';
       new_archived := 0;
       new_source := coalesce((cs->>'sourceLanguageId')::integer, (cs->'texts'->0->>'languageId')::integer);
       new_parallel := coalesce((cs->>'parallel')::integer, 0);
       new_max_length := (cs->>'maxLength')::integer;
       changed := true;
     else
       cid := (cs->>'contentId')::bigint;
       -- No row lock: the batch holds this content's advisory lock (content_store_lock), which every writer takes.
       select id, key, archived, purged, latest_version_id, source_language_id, parallel, max_length into c
         from content where id = cid;
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
       new_source := coalesce((cs->>'sourceLanguageId')::integer, c.source_language_id);
       new_parallel := coalesce((cs->>'parallel')::integer, c.parallel);
       -- Present and null: the limit removed.
       new_max_length := case when cs ? 'maxLength' then (cs->>'maxLength')::integer else c.max_length end;
       flipped := new_archived <> c.archived;
       changed := flipped or new_key is distinct from old_key or new_source is distinct from c.source_language_id
         or new_parallel <> c.parallel or new_max_length is distinct from c.max_length;
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
         select t.text, t.reviewed, t.outdated into cur_text, cur_reviewed, cur_outdated
           from current_text t where t.content_id = cid and t.language_id = lang;
         has_cur := found;
       end if;
       if txt is null and not has_cur then
         if kind = 'textDeleted' then return jsonb_build_object('error', 'noText'); end if;
         continue;
       end if;
       -- An approval is of the text its caller read.
       if kind = 'textsReviewed' then
         if not has_cur then return jsonb_build_object('error', 'noText'); end if;
         if txt is distinct from cur_text then
           return jsonb_build_object('error', 'precondition', 'latest', c.latest_version_id);
         end if;
       end if;
       if has_cur and txt is not distinct from cur_text
          and (kind <> 'textsReviewed' or (cur_reviewed = 1 and cur_outdated = 0)) then
         continue;
       end if;
       based := null;
       if item ? 'basedOnVersion' and txt is not null and lang is distinct from new_source and kind <> 'created' then
         if not exists (select 1 from version v where v.id = (item->>'basedOnVersion')::bigint and v.content_id = cid) then
           return jsonb_build_object('error', 'basedOnUnknown');
         end if;
         select p.version_id, p.text into then_version, then_text from property p
           where p.content_id = cid and p.language_id = new_source and p.version_id <= (item->>'basedOnVersion')::bigint
           order by p.version_id desc limit 1;
         if not found or then_text is null then
           return jsonb_build_object('error', 'basedOnNoSource');
         end if;
         based := then_version;
       end if;
       if lang = new_source then src_written := true; end if;
       langs := langs || lang;
       txts := txts || txt;
       origins := origins || org;
       revieweds := revieweds || (case when kind = 'textsReviewed' or (item->>'reviewed')::boolean then 1 else 0 end);
       baseds := baseds || based;
       had_rows := had_rows || has_cur;
       terms := terms || (item->>'searchTerms');
       changed := true;
     end loop;
     if not changed then
       return content_store_state(cid) || jsonb_build_object('unchanged', true);
     end if;
     if kind = 'created' then
       insert into content (key) values (new_key) returning id into cid;
     end if;
     insert into version (content_id, created_at, kind, key, archived, author, source_language_id, parallel,
                          max_length)
       values (cid, at, kind, new_key, new_archived, who, new_source, new_parallel, new_max_length)
       returning id into vid;
     -- The source text's version after this change set: what translations written with it are based on.
     if src_written then
       src_version := case when txts[array_position(langs, new_source)] is null then null else vid end;
     elsif new_source is not null and kind <> 'created' then
       select t.version_id into src_version from current_text t
         where t.content_id = cid and t.language_id = new_source;
     end if;
     for i in 1 .. coalesce(array_length(langs, 1), 0) loop
       if txts[i] is null or langs[i] = new_source then
         b_version := null;
       else
         b_version := coalesce(baseds[i], src_version);
       end if;
       b_language := case when b_version is null then null else new_source end;
       is_outdated := case when b_version is null or (src_version is not null and src_version <= b_version)
                           then 0 else 1 end;
       insert into property (content_id, language_id, version_id, text, origin, reviewed, based_on_language_id,
                             based_on_version_id)
         values (cid, langs[i], vid, txts[i], origins[i], revieweds[i], b_language, b_version) returning id into pid;
       if txts[i] is null then
         delete from current_text where content_id = cid and language_id = langs[i];
       else
         -- Where the language had a row (it stays: the batch holds the content's lock), an update, which runs only
         -- the update trigger; an upsert would run the insert trigger's statements as well. The newest reviewed
         -- version (reviewed_property_id): this one when reviewed, else the one before it.
         if had_rows[i] then
           update current_text set property_id = pid, version_id = vid, created_at = content_store_iso(at),
               text = txts[i], origin = origins[i], author = who, reviewed = revieweds[i],
               based_on_language_id = b_language, based_on_version_id = b_version, outdated = is_outdated,
               reviewed_property_id = case when revieweds[i] = 1 then pid else reviewed_property_id end,
               search = coalesce(terms[i], '')::tsvector
             where content_id = cid and language_id = langs[i];
         end if;
         -- A new row (its newest reviewed version starts again after a deletion, which deleted the row), or
         -- one this change set wrote or deleted before (a language twice in it).
         if not had_rows[i] or not found then
           insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
                                     author, reviewed, based_on_language_id, based_on_version_id, outdated,
                                     reviewed_property_id, search)
             values (cid, langs[i], pid, vid, content_store_iso(at), txts[i], origins[i], who, revieweds[i],
                     b_language, b_version, is_outdated, case when revieweds[i] = 1 then pid end,
                     coalesce(terms[i], '')::tsvector)
             on conflict (content_id, language_id) do update set property_id = excluded.property_id,
               version_id = excluded.version_id, created_at = excluded.created_at, text = excluded.text,
               origin = excluded.origin, author = excluded.author, reviewed = excluded.reviewed,
               based_on_language_id = excluded.based_on_language_id,
               based_on_version_id = excluded.based_on_version_id, outdated = excluded.outdated,
               reviewed_property_id = coalesce(excluded.reviewed_property_id, current_text.reviewed_property_id),
               search = excluded.search;
         end if;
       end if;
     end loop;
     -- Translations made from a text this version wrote or deleted are outdated from now on.
     -- Looked for first: an update of no rows still runs the update trigger's statements.
     if kind <> 'created' and array_length(langs, 1) > 0 and exists (
       select 1 from current_text
       where content_id = cid and based_on_language_id = any(langs) and version_id <> vid and outdated = 0
     ) then
       update current_text set outdated = 1
         where content_id = cid and based_on_language_id = any(langs) and version_id <> vid and outdated = 0;
     end if;
     select coalesce(string_agg(t.language_id::text, ',' order by t.language_id), '')
       into now_languages from current_text t where t.content_id = cid;
     -- Its JSON as kept for reads (render.sql), from the texts this change set left.
     update content set key = new_key, archived = new_archived, latest_version_id = vid, languages = now_languages,
                        source_language_id = new_source, parallel = new_parallel, max_length = new_max_length,
                        rendered = content_store_json(cid, new_key, new_source, new_parallel, new_max_length)
       where id = cid;
     insert into change_log (content_id, version_id, kind, languages, at, author)
       values (cid, vid, kind,
               case when flipped then now_languages
                    else coalesce((select string_agg(l::text, ',' order by l) from unnest(langs) l), '') end,
               at, who);
     return jsonb_build_object('id', cid, 'versionId', vid, 'key', new_key, 'archived', new_archived,
                               'sourceLanguageId', new_source, 'parallel', new_parallel,
                               'maxLength', new_max_length, 'texts', content_store_texts(cid));
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
     -- A batch without such creates skips their statement: its five inserts cost as much as writing one text
     -- (each runs its statement triggers, search postings included, with no rows).
     if exists (select 1 from jsonb_array_elements(batch) e(cs) where e.cs->>'kind' = 'created' and e.cs->>'key' is null) then
       with input as materialized (
         select e.ord, e.cs, e.cs->>'by' as who,
                coalesce((e.cs->>'sourceLanguageId')::integer, (e.cs->'texts'->0->>'languageId')::integer) as src,
                coalesce((e.cs->>'parallel')::integer, 0) as par,
                nextval('content_id_seq'::regclass) as cid, nextval('version_id_seq'::regclass) as vid
         from jsonb_array_elements(batch) with ordinality as e(cs, ord)
         where e.cs->>'kind' = 'created' and e.cs->>'key' is null
       ),
       texts as materialized (
         select i.ord, i.cid, i.vid, i.who, (t->>'languageId')::integer as lang, t->>'text' as txt,
                t->>'origin' as org, case when (t->>'reviewed')::boolean then 1 else 0 end as rev,
                t->>'searchTerms' as terms,
                -- Every other text of a create is made from its source text, written in the same version.
                case when (t->>'languageId')::integer = i.src then null else i.src end as b_lang,
                case when (t->>'languageId')::integer = i.src then null else i.vid end as b_version,
                nextval('property_id_seq'::regclass) as pid
         from input i, jsonb_array_elements(i.cs->'texts') t
       ),
       sets as materialized (
         select cid, string_agg(lang::text, ',' order by lang) as languages,
                -- The properties' JSON of the content's JSON as kept for reads (render.sql).
                string_agg(content_store_property_json(pid, txt, lang, lc.language_code, vid, iso, org, rev, who, 0,
                             bc.language_code, b_version), ',' order by lang) as properties,
                jsonb_agg(jsonb_build_object('propertyId', pid, 'languageId', lang, 'versionId', vid, 'createdAt', iso,
                                             'text', txt, 'origin', org, 'by', who, 'reviewed', rev,
                                             'basedOnLanguageId', b_lang, 'basedOnVersionId', b_version,
                                             'outdated', 0) order by lang) as state
         from texts join language lc on lc.id = lang left join language bc on bc.id = b_lang group by cid
       ),
       c as (insert into content (id, latest_version_id, languages, source_language_id, parallel, rendered)
             select cid, vid, languages, src, par,
                    content_store_content_json(cid, properties, null, sl.language_code, par, null)
             from input join sets using (cid) left join language sl on sl.id = src),
       v as (insert into version (id, content_id, created_at, kind, author, source_language_id, parallel)
             select vid, cid, at, 'created', who, src, par from input),
       p as (insert into property (id, content_id, language_id, version_id, text, origin, reviewed,
                                   based_on_language_id, based_on_version_id)
             select pid, cid, lang, vid, txt, org, rev, b_lang, b_version from texts),
       t as (insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
                                       author, reviewed, based_on_language_id, based_on_version_id,
                                       reviewed_property_id, search)
             select cid, lang, pid, vid, iso, txt, org, who, rev, b_lang, b_version, case when rev = 1 then pid end,
                    coalesce(terms, '')::tsvector
             from texts),
       l as (insert into change_log (content_id, version_id, kind, languages, at, author)
             select cid, vid, 'created', languages, at, who from input join sets using (cid) order by ord)
       select jsonb_object_agg(ord::text, jsonb_build_object('id', cid, 'versionId', vid, 'key', null,
                'archived', 0, 'sourceLanguageId', src, 'parallel', par, 'maxLength', null, 'texts', state))
         into created from input join sets using (cid);
     end if;
     for item in select e.ord, e.cs from jsonb_array_elements(batch) with ordinality as e(cs, ord) order by e.ord loop
       results := results || jsonb_build_array(coalesce(created->(item.ord::text), content_store_write_one(item.cs, at)));
     end loop;
     return results;
   end $$;
