-- A content's JSON as the API answers it, written by the database: the one PostgreSQL definition of it
-- (SQLite's is in sqlite/sql-spellings.ts; the listing tests compare both with JSON.stringify of the Content).
-- to_json escapes as JSON.stringify does; members in the schema's order, optional ones as
-- store/change-set.ts toContent sets them.
--
-- The writer keeps each content's JSON in content.rendered (write.sql, purge.sql, a dump's import), so a read
-- by id or a window of the full listing sends a column instead of rendering every text again: rendering cost
-- the backend five times what reading the column costs (docs/PERFORMANCE.md, the full listing on PostgreSQL).
-- NULL means not kept (rows inserted by other means): readers then render it with content_store_json.
-- When this file changes, applying it renders every content again (content_store_render_all, last), so that
-- what is kept is always what this file writes.

-- A current text's Property JSON. `outdated` NULL: no such member (a published text says none).
create or replace function content_store_property_json(property_id bigint, text text, language_id integer,
    language_code text, version_id bigint, created_at text, origin text, reviewed integer, author text,
    outdated integer, based_on_language_code text, based_on_version_id bigint)
  returns text language sql stable as $$
     select '{"id":' || property_id || ',"text":' || to_json(text)::text ||
       ',"language":{"id":' || language_id || ',"languageCode":' || to_json(language_code)::text || '}' ||
       ',"version":{"id":' || version_id || ',"createdAt":"' || created_at || '"}' ||
       case when origin is null then '' else ',"origin":' || to_json(origin)::text end ||
       ',"workflow":{"state":"' ||
       case when origin is not null then 'machine' when reviewed = 1 then 'reviewed' else 'translated' end ||
       '","by":' || to_json(author)::text ||
       case when outdated is null then '' else ',"outdated":' || case when outdated = 1 then 'true' else 'false' end end ||
       case when based_on_version_id is null then '' else
         ',"basedOn":{"languageCode":' || to_json(based_on_language_code)::text || ',"versionId":' || based_on_version_id || '}'
       end || '}}'
   $$;

-- A content's JSON around its properties' (joined by commas in language order; NULL: none).
create or replace function content_store_content_json(id bigint, properties text, key text,
    source_language_code text, parallel integer, max_length integer)
  returns text language sql stable as $$
     select '{"id":' || id || ',"properties":[' || coalesce(properties, '') || ']' ||
       case when key is null then '' else ',"key":' || to_json(key)::text end ||
       case when source_language_code is null then '' else ',"sourceLanguage":' || to_json(source_language_code)::text end ||
       case when parallel = 1 then ',"parallel":true' else '' end ||
       case when max_length is null then '' else ',"maxLength":' || max_length end || '}'
   $$;

-- Each content's properties' JSON, joined in language order (contents without texts have no row).
create or replace view content_store_properties as
  select t.content_id, string_agg(content_store_property_json(t.property_id, t.text, t.language_id, l.language_code,
           t.version_id, t.created_at, t.origin, t.reviewed, t.author, t.outdated, bl.language_code,
           t.based_on_version_id), ',' order by t.language_id) as properties
  from current_text t join language l on l.id = t.language_id
  left join language bl on bl.id = t.based_on_language_id
  group by t.content_id;

-- Content `cid`'s JSON from its current texts, with these content fields (a writer passes the ones it is
-- writing: within one UPDATE the row's own columns are still the old ones). PL/pgSQL, whose statements are
-- planned once per session: as a SQL function called by a writer's UPDATE its query was planned again at
-- every call, which cost a translation PUT two fifths of its rate (docs/PERFORMANCE.md).
create or replace function content_store_json(cid bigint, key text, source_language_id integer, parallel integer,
    max_length integer)
  returns text language plpgsql stable as $$
   declare
     properties text;
     source text;
   begin
     select p.properties into properties from content_store_properties p where p.content_id = cid;
     select l.language_code into source from language l where l.id = content_store_json.source_language_id;
     return content_store_content_json(cid, properties, key, source, parallel, max_length);
   end $$;

-- Every content's JSON written again, in one statement: here, after a dump's import, and by the bench's seeds.
-- A third of the time of calling content_store_json for each content (2.5 s against 8.4 for 139,000).
create or replace function content_store_render_all() returns void language sql as $$
     update content c
       set rendered = content_store_content_json(c.id, p.properties, c.key, sl.language_code, c.parallel,
                                                 c.max_length)
       from content k
       left join content_store_properties p on p.content_id = k.id
       left join language sl on sl.id = k.source_language_id
       where k.id = c.id
   $$;

select content_store_render_all();
