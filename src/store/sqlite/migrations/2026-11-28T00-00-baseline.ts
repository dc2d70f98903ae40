// The SQLite schema as the first release has it, in one step: a store is either absent or complete. The
// schema grew through fourteen migrations before the first release; nothing was released, so they became this
// one (a store made by an earlier build is refused: see store/migrate.ts). Frozen: later changes are new files.
//
// - `content` holds a content's key, its archived and purged flags, its latest version id (its ETag) and
//   `languages`: the ids of the languages it has a current text in, as sorted comma-separated text, indexed
//   with the id for live contents, so that language filters are index lookups.
// - `version` records each change's kind, its `author` (the API key's name: the API's `by`) and the content's
//   key, archived flag, source language and parallel flag after it; `property` the texts a version wrote (NULL:
//   the language's text was deleted; `origin` marks machine texts, `reviewed` approved ones; `based_on_*` the
//   source text's language and version a translation was made from). AUTOINCREMENT, so that the ids of a
//   purged content's properties are never handed out again. `content.source_language_id` and `parallel` are
//   the latest version's (store/change-set.ts says what they mean).
// - `current_text`: each content's current text per language, written in the same transaction as the version
//   that changes it; reads of the present read it, only history reads the history. `outdated`: the text's
//   source text has a version after `based_on_version_id` or none (kept by the writer, so that the
//   `outdated=` listing is a partial-index read like `needsReview=`). `reviewed_property_id`: the property of
//   the newest reviewed version of the text since the language's last deletion (the current text's own when
//   it is reviewed; NULL when none), kept by the writer, so that a published read is one read like a plain
//   one (store/published-reads.ts).
// - `change_log`: one row per change (with its author), readable in commit order (its id).
// - `language_id_high`: the highest language id ever handed out, so that an id is never handed out twice (a
//   process that still had a removed language cached would write its texts in the new one).
// - Search (rules/search/terms.ts makes a text's terms; sqlite/search-writes.ts writes them): `text_search`, a
//   contentless FTS5 table of the terms of live contents' texts at their positions (rowid: content id × 65536
//   + language id); `search_posting`, the one-word index, a row per impact a text's terms have, best first by
//   rowid, without positions or document sizes. Both take their rows out by FTS5's 'delete' command with the
//   tokens they were written with, so that their statistics hold the current texts alone. The `ascii`
//   tokenizer splits at spaces alone: the terms are lower-case already, and SQLite's own Unicode tables must
//   not split them otherwise than PostgreSQL does. `search_index` records what made the index (version 0: not
//   yet indexed; store/search-index.ts indexes when the store opens), with the fingerprint of the word lists
//   compounds were split by (none: words alone).
// - `webhook`: subscriptions, each with its cursor in the change log and its delivery lease (times in ms).
// - `idempotency_key`: one row per client scope and key (the Idempotency-Key header), with the lease of the
//   request that runs it, the instance holding it, what its write committed and the answer once sent.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of SCHEMA) await sql.raw(statement).execute(db)
}

const SCHEMA = [
  'create table language (id integer primary key, language_code text not null)',
  `create table content (
    id integer primary key,
    key text,
    archived integer not null default 0,
    purged integer not null default 0,
    latest_version_id integer,
    languages text not null default '',
    source_language_id integer,
    parallel integer not null default 0
  )`,
  `create table version (
    id integer primary key,
    content_id integer not null references content (id),
    created_at text not null,
    kind text not null default 'textsWritten',
    key text,
    archived integer not null default 0,
    author text not null,
    source_language_id integer,
    parallel integer not null default 0
  )`,
  'create index version_content on version (content_id, id)',
  'create unique index language_code_unique on language (lower(language_code))',
  `create table property (
    id integer primary key autoincrement,
    content_id integer not null references content (id),
    language_id integer not null references language (id),
    version_id integer not null references version (id),
    text text,
    origin text,
    reviewed integer not null default 0,
    based_on_language_id integer,
    based_on_version_id integer
  )`,
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
    author text not null,
    reviewed integer not null default 0,
    based_on_language_id integer,
    based_on_version_id integer,
    outdated integer not null default 0,
    reviewed_property_id integer,
    primary key (content_id, language_id)
  ) without rowid`,
  `create table change_log (
    id integer primary key,
    content_id integer,
    version_id integer,
    kind text not null,
    languages text not null,
    at text not null,
    author text not null
  )`,
  'create index current_text_language on current_text (language_id, content_id)',
  'create unique index content_key on content (key)',
  'create index content_languages on content (languages, id) where archived = 0',
  'create table search_index (version integer not null, unicode text, dictionary text)',
  `create table webhook (
    id integer primary key autoincrement,
    url text not null,
    secret text not null,
    kinds text not null default '',
    languages text not null default '',
    state text not null default 'active',
    cursor text not null,
    lease_until integer not null default 0,
    attempts integer not null default 0,
    failing_since integer,
    next_attempt integer not null default 0,
    last_attempt integer,
    last_status integer,
    last_error text,
    created_at integer not null
  )`,
  `create table idempotency_key (
    id integer primary key autoincrement,
    scope text not null,
    key text not null,
    fingerprint text not null,
    lease_until integer not null,
    expires_at integer not null,
    replay_status integer,
    content_id integer,
    version_id integer,
    status integer,
    headers text,
    body text,
    holder text
  )`,
  'create unique index idempotency_key_scope_key on idempotency_key (scope, key)',
  'create index idempotency_key_expires on idempotency_key (expires_at)',
  'create index current_text_machine on current_text (language_id, content_id) where origin is not null',
  'create index current_text_outdated on current_text (language_id, content_id) where outdated = 1',
  'create index current_text_unreviewed on current_text (language_id, content_id) where reviewed = 0',
  `create virtual table search_posting using fts5(terms, content = '', columnsize = 0, detail = none,
    tokenize = 'ascii')`,
  'create table language_id_high (id integer not null)',
  `create virtual table text_search using fts5(terms, content = '', tokenize = 'ascii')`,
  "insert into language (id, language_code) values (1, 'nb-NO'), (2, 'nn-NO'), (3, 'en-US')",
  'insert into language_id_high (id) values (3)',
  'insert into search_index (version) values (0)',
]
