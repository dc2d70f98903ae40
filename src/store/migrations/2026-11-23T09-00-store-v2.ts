// Store v2: the store keeps the present beside the past. Frozen: later changes are new files.
//
// - `current_text`: each content's current text per language, written in the same transaction as the version
//   that changes it; reads of the present read it, only history reads the history.
// - `content` gains its `key`, `archived` and `purged` flags, its latest version id (its ETag) and `languages`:
//   the ids of the languages it has a current text in, as sorted comma-separated text, indexed with the id for
//   live contents so that language filters are index lookups (see store/read-queries.ts).
// - `version` records what kind of change it was and the content's key and archived flag after it.
// - `property.text` may be NULL: the language's text was deleted in that version. `origin` marks machine texts.
// - `change_log`: one row per change, readable in commit order (SQLite: its id; PostgreSQL: the writing
//   transaction's id, read only below the oldest running one; see README "Changes").
// - PostgreSQL: the write path as functions, so that every write is one statement (store/postgres-dialect.ts);
//   writers of a content queue on an advisory lock taken before anything is written (see content_store_lock).
//
// An existing store is carried over: current texts, latest versions, languages and one change per version are
// derived from the history it has.
import { type Kysely, sql } from 'kysely'
import type { MigrationDialect } from './migration-dialect.js'

export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db)
}

const SQLITE = [
  'alter table content add column key text',
  'alter table content add column archived integer not null default 0',
  'alter table content add column purged integer not null default 0',
  'alter table content add column latest_version_id integer',
  "alter table content add column languages text not null default ''",
  "alter table version add column kind text not null default 'textsWritten'",
  'alter table version add column key text',
  'alter table version add column archived integer not null default 0',
  // SQLite cannot drop NOT NULL in place: the table is rebuilt, keeping its ids. AUTOINCREMENT, so that the ids
  // of a purged content's properties are never handed out again.
  `create table property_v2 (
    id integer primary key autoincrement,
    content_id integer not null references content (id),
    language_id integer not null references language (id),
    version_id integer not null references version (id),
    text text,
    origin text
  )`,
  'insert into property_v2 (id, content_id, language_id, version_id, text) select id, content_id, language_id, version_id, text from property',
  'drop table property',
  'alter table property_v2 rename to property',
  'create unique index property_content_language_version on property (content_id, language_id, version_id)',
  'create index property_version on property (version_id)',
  `create table current_text (
    content_id integer not null references content (id),
    language_id integer not null references language (id),
    property_id integer not null,
    version_id integer not null,
    created_at text not null,
    text text not null,
    origin text,
    primary key (content_id, language_id)
  ) without rowid`,
  `create table change_log (
    id integer primary key,
    content_id integer,
    version_id integer,
    kind text not null,
    languages text not null,
    at text not null
  )`,
  ...backfill("group_concat(language_id, ',' order by language_id)", (column) => column),
  'create index current_text_language on current_text (language_id, content_id)',
  'create unique index content_key on content (key)',
  'create index content_languages on content (languages, id) where archived = 0',
]

/** Derives the present and the change log from the history an existing store has (no deletions yet). */
function backfill(languageList: string, iso: (column: string) => string): string[] {
  return [
    "update version set kind = 'created' where id in (select min(id) from version group by content_id)",
    `insert into current_text (content_id, language_id, property_id, version_id, created_at, text)
     select p.content_id, p.language_id, p.id, p.version_id, ${iso('v.created_at')}, p.text
     from property p join version v on v.id = p.version_id
     where not exists (
       select 1 from property q
       where q.content_id = p.content_id and q.language_id = p.language_id and q.version_id > p.version_id
     )`,
    `update content set
       latest_version_id = (select max(v.id) from version v where v.content_id = content.id),
       languages = coalesce((select ${languageList} from current_text t where t.content_id = content.id), '')`,
    `insert into change_log (content_id, version_id, kind, languages, at)
     select v.content_id, v.id, v.kind,
       coalesce((select ${languageList} from property p where p.version_id = v.id), ''), v.created_at
     from version v order by v.id`,
  ]
}

const POSTGRES = [
  // Times leave the store as ISO 8601 UTC with milliseconds, the precision they are stored at.
  `create function content_store_iso(t timestamptz) returns text language sql immutable as $$
     select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
   $$`,
  `alter table content
     add column key text collate "C",
     add column archived integer not null default 0,
     add column purged integer not null default 0,
     add column latest_version_id bigint,
     add column languages text collate "C" not null default ''`,
  `alter table version
     add column kind text not null default 'textsWritten',
     add column key text collate "C",
     add column archived integer not null default 0`,
  'alter table property alter column text drop not null, add column origin text',
  `create table current_text (
    content_id bigint not null references content (id),
    language_id integer not null references language (id),
    property_id bigint not null,
    version_id bigint not null,
    -- A copy of the version's time as the API writes it (ISO 8601 text, as in SQLite): formatting a
    -- timestamptz for every text of a listing cost more than reading it.
    created_at text not null,
    text text not null,
    origin text,
    primary key (content_id, language_id)
  )`,
  `create table change_log (
    id bigint generated always as identity primary key,
    xid xid8 not null default pg_current_xact_id(),
    content_id bigint,
    version_id bigint,
    kind text not null,
    languages text not null,
    at timestamptz not null
  )`,
  ...backfill(
    "string_agg(language_id::text, ',' order by language_id)",
    (column) => `content_store_iso(${column})`,
  ),
  'create index change_log_commit_order on change_log (xid, id)',
  'create index current_text_language on current_text (language_id, content_id)',
  'create unique index content_key on content (key)',
  'create index content_languages on content (languages, id) where archived = 0',
  // The state a write answers with: the content and its current texts, as the SQLite writer returns it.
  `create function content_store_state(cid bigint) returns jsonb language sql volatile as $$
     select jsonb_build_object(
       'id', c.id, 'versionId', c.latest_version_id, 'key', c.key, 'archived', c.archived,
       'texts', coalesce((
         select jsonb_agg(jsonb_build_array(t.property_id, t.language_id, t.version_id,
                  t.created_at, t.text, t.origin) order by t.language_id)
         from current_text t where t.content_id = c.id), '[]'::jsonb))
     from content c where c.id = cid
   $$`,
  // One change set (see store/change-set.ts for its fields and store/sqlite-writer.ts for the same rules in
  // SQLite). Its batch holds the content's lock, and every statement takes a fresh snapshot (READ COMMITTED,
  // which the service sets for its sessions), so it reads what the previous writer committed.
  `create function content_store_write_one(cs jsonb, at timestamptz) returns jsonb language plpgsql as $$
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
       lang := (item->>'l')::integer;
       txt := item->>'t';
       org := item->>'o';
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
         insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin)
           values (cid, langs[i], pid, vid, content_store_iso(at), txts[i], origins[i])
           on conflict (content_id, language_id) do update set property_id = excluded.property_id,
             version_id = excluded.version_id, created_at = excluded.created_at, text = excluded.text,
             origin = excluded.origin;
       end if;
     end loop;
     select coalesce(string_agg(t.language_id::text, ',' order by t.language_id), ''),
            coalesce(jsonb_agg(jsonb_build_array(t.property_id, t.language_id, t.version_id, t.created_at, t.text,
                                                 t.origin) order by t.language_id), '[]'::jsonb)
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
   end $$`,
  // The lock a writer of a content holds until it commits. An advisory lock, because taking it assigns no
  // transaction id: a transaction that must wait for another writer of the same content gets its id only after
  // that one committed, so that the change log, ordered by transaction id, keeps each content's changes in the
  // order they committed.
  `create function content_store_lock(cid bigint) returns void language sql as $$
     select pg_advisory_xact_lock(1668575861, (cid % 2147483647)::integer)
   $$`,
  // A batch of change sets in arrival order, in the caller's one transaction: one round trip, one commit.
  // Every content it changes is locked first, in ascending order (so that batches cannot deadlock), before
  // anything is written; the batch's time is read after that, so a content's versions never go back in time.
  // Creates without a key (the hot path: they need no lock and no check) are written together, set-based,
  // with ids drawn from the sequences up front; every other change set goes through content_store_write_one.
  `create function content_store_write(batch jsonb) returns jsonb language plpgsql as $$
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
       select i.ord, i.cid, i.vid, (t->>'l')::integer as lang, t->>'t' as txt, t->>'o' as org,
              nextval('property_id_seq'::regclass) as pid
       from input i, jsonb_array_elements(i.cs->'texts') t
     ),
     sets as materialized (
       select cid, string_agg(lang::text, ',' order by lang) as languages,
              jsonb_agg(jsonb_build_array(pid, lang, vid, iso, txt, org) order by lang) as state
       from texts group by cid
     ),
     c as (insert into content (id, latest_version_id, languages) select cid, vid, languages from input join sets using (cid)),
     v as (insert into version (id, content_id, created_at, kind) select vid, cid, at, 'created' from input),
     p as (insert into property (id, content_id, language_id, version_id, text, origin)
           select pid, cid, lang, vid, txt, org from texts),
     t as (insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin)
           select cid, lang, pid, vid, iso, txt, org from texts),
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
   end $$`,
  // Erasure: the content's history goes, a tombstone version (inserted first, so its id is new) and the
  // change record stay.
  `create function content_store_purge(cid bigint) returns jsonb language plpgsql as $$
   declare
     c record;
     vid bigint;
     at timestamptz := date_trunc('milliseconds', clock_timestamp());
   begin
     perform content_store_lock(cid);
     select id, purged, languages into c from content where id = cid;
     if not found then return jsonb_build_object('error', 'notFound'); end if;
     if c.purged = 1 then return jsonb_build_object('error', 'purged'); end if;
     insert into version (content_id, created_at, kind, key, archived)
       values (cid, at, 'purged', null, 1) returning id into vid;
     delete from current_text where content_id = cid;
     delete from property where content_id = cid;
     delete from version where content_id = cid and id <> vid;
     update content set key = null, archived = 1, purged = 1, latest_version_id = vid where id = cid;
     insert into change_log (content_id, version_id, kind, languages, at)
       values (cid, vid, 'purged', c.languages, at);
     perform pg_notify('content_store_changes', '');
     return jsonb_build_object('id', cid, 'versionId', vid);
   end $$`,
]
