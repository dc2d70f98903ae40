-- Erasure: the content's history goes, a tombstone version (inserted first, so its id is new) and the
-- change record stay.
create or replace function content_store_purge(cid bigint, who text) returns jsonb language plpgsql as $$
   declare
     c record;
     vid bigint;
     at timestamptz := date_trunc('milliseconds', clock_timestamp());
   begin
     perform content_store_lock(cid);
     select id, purged, languages into c from content where id = cid;
     if not found then return jsonb_build_object('error', 'notFound'); end if;
     if c.purged = 1 then return jsonb_build_object('error', 'purged'); end if;
     insert into version (content_id, created_at, kind, key, archived, author)
       values (cid, at, 'purged', null, 1, who) returning id into vid;
     delete from current_text where content_id = cid;
     delete from property where content_id = cid;
     delete from version where content_id = cid and id <> vid;
     update content set key = null, archived = 1, purged = 1, latest_version_id = vid,
         rendered = content_store_json(cid, null, source_language_id, parallel, max_length)
       where id = cid;
     insert into change_log (content_id, version_id, kind, languages, at, author)
       values (cid, vid, 'purged', c.languages, at, who);
     return jsonb_build_object('id', cid, 'versionId', vid);
   end $$;
