// Seeds a large store fast for the listing benchmarks: the rows the write path would leave (content with its
// latest version and language set, version, property, current text, change), inserted straight into a store
// the service has created and migrated. A million creates over HTTP would take minutes. On SQLite that includes
// the search index's rows: the writer takes an archived or replaced text out of the index by the tokens it was
// written with, and FTS5 answers the removal of rows that are not there as a malformed database (every archive
// of a seeded content was a 500). On PostgreSQL each text gets the tsvector the write path would give it (its
// postings follow from the trigger), so that writes to a seeded store meet an index of its size. The terms are
// the service's: with the compounds of its default dictionary (hunspell-no where installed).
//
// Every content has a Bokmål text, except every `rareEvery`-th (offset by half), which has only English;
// every `rareEvery`-th also has a Nynorsk text. With 300,000 contents and rareEvery 10,000 that is 30
// contents with nn-NO and 30 without nb-NO: the sparse answers of the filtered-listing rows. A content's
// source language is its first text's; a Nynorsk text is based on the Bokmål text of the same version.
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import type { StoreLocation } from '../../src/config.js'
import { indexTerms } from '../../src/rules/search/terms.js'
import { tsvectorOf } from '../../src/store/postgres/search-syntax.js'
import { searchCompounds } from '../../src/store/search-dictionary.js'
import { KEEP_EVERY } from '../../src/store/sqlite/kept-json.js'
import { SearchIndexWrites } from '../../src/store/sqlite/search-writes.js'

/** Who the seeded versions say wrote them (the API's `by`). */
const SEED_AUTHOR = 'seed'

export const TEXT = (id: number) => `Innhald nummer ${id}, skrive på bokmål for testing`

/**
 * A seeded text: its content id, in a language other than nb-NO (id 1) followed by that language's id. The one
 * definition for both stores (PostgreSQL's seed puts the id into it in SQL).
 */
const seededText = (id: number, language: number) => (language === 1 ? TEXT(id) : `${TEXT(id)} (${language})`)

export async function seedStore(location: StoreLocation, count: number, rareEvery = 10_000): Promise<void> {
  if (location.kind === 'sqlite') seedSqlite(location.path, count, rareEvery)
  else await seedPostgres(location.url, count, rareEvery)
}

function seedSqlite(path: string, count: number, rareEvery: number): void {
  const db = new SqliteDatabase(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = OFF')
    const start = (db.prepare('select coalesce(max(id), 0) as n from content').get() as { n: number }).n
    let nextVersion =
      (db.prepare('select coalesce(max(id), 0) as n from version').get() as { n: number }).n + 1
    let nextProperty =
      (db.prepare('select coalesce(max(id), 0) as n from property').get() as { n: number }).n + 1
    const at = new Date().toISOString()
    const content = db.prepare(
      'insert into content (id, latest_version_id, languages, source_language_id) values (?, ?, ?, ?)',
    )
    const version = db.prepare(
      `insert into version (id, content_id, created_at, kind, author, source_language_id)
       values (?, ?, ?, 'created', '${SEED_AUTHOR}', ?)`,
    )
    const property = db.prepare(
      `insert into property (id, content_id, language_id, version_id, text, based_on_language_id,
         based_on_version_id) values (?, ?, ?, ?, ?, ?, ?)`,
    )
    const current = db.prepare(
      `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, author,
         based_on_language_id, based_on_version_id) values (?, ?, ?, ?, ?, ?, '${SEED_AUTHOR}', ?, ?)`,
    )
    const change = db.prepare(
      `insert into change_log (content_id, version_id, kind, languages, at, author)
       values (?, ?, 'created', ?, ?, '${SEED_AUTHOR}')`,
    )
    const codes = new Map(
      db.prepare<[], [number, string]>('select id, language_code from language').raw().all(),
    )
    const search = new SearchIndexWrites(db)
    const insert = db.transaction((from: number, to: number) => {
      for (let id = from; id < to; id++) {
        const languages = languagesOf(id, rareEvery)
        const versionId = nextVersion++
        const source = languages[0] as number
        content.run(id, versionId, languages.join(','), source)
        version.run(versionId, id, at, source)
        for (const language of languages) {
          const propertyId = nextProperty++
          const text = seededText(id, language)
          // A translation records the source text it was made from, as the write path would.
          const basedOn = language === source ? [null, null] : [source, versionId]
          property.run(propertyId, id, language, versionId, text, ...basedOn)
          current.run(id, language, propertyId, versionId, at, text, ...basedOn)
          search.add(id, language, indexTerms(codes.get(language) ?? '', text, searchCompounds()))
        }
        change.run(id, versionId, languages.join(','), at)
      }
      search.flush()
    })
    for (let from = start + 1; from <= start + count; from += 100_000) {
      insert(from, Math.min(from + 100_000, start + count + 1))
    }
    // Each content's JSON as the writer keeps it (src/store/sqlite/kept-json.ts).
    db.prepare(KEEP_EVERY).run()
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
}

/** Languages of a seeded content: ids of nb-NO (1), nn-NO (2), en-US (3). */
function languagesOf(id: number, rareEvery: number): number[] {
  if (id % rareEvery === rareEvery / 2) return [3]
  return id % rareEvery === 0 ? [1, 2] : [1]
}

async function seedPostgres(url: string, count: number, rareEvery: number): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const half = rareEvery / 2
    await client.query('begin')
    // One version per content, whose id is drawn from the sequence in content order.
    await client.query(
      `create temp table seed on commit drop as
       select g as n,
              nextval(pg_get_serial_sequence('content', 'id')) as content_id,
              nextval(pg_get_serial_sequence('version', 'id')) as version_id,
              case when g % $2 = $3 then array[3] when g % $2 = 0 then array[1, 2] else array[1] end as languages
       from generate_series(1, $1::integer) g`,
      [count, rareEvery, half],
    )
    await client.query(
      `insert into content (id, latest_version_id, languages, source_language_id)
       select content_id, version_id, array_to_string(languages, ','), languages[1] from seed`,
    )
    await client.query(
      `insert into version (id, content_id, created_at, kind, author, source_language_id)
       select version_id, content_id, date_trunc('milliseconds', now()), 'created', '${SEED_AUTHOR}', languages[1]
       from seed`,
    )
    // Each language's text and tsvector, made by seededText and the write path's terms, with a placeholder for
    // the content id: the id is one word of digits, which the terms keep as it is.
    const placeholder = 987654321
    const languages = await client.query<{ id: number; code: string }>(
      'select id, language_code as code from language where id in (1, 2, 3)',
    )
    const templates = languages.rows.map(({ id, code }) => {
      const text = seededText(placeholder, id)
      const search = tsvectorOf(indexTerms(code, text, searchCompounds()))
      for (const [template, id] of [
        [text, `${placeholder}`],
        [search, `'${placeholder}'`],
      ] as const)
        if (template.split(id).length !== 2) throw new Error(`seed: no one id in ${template}`)
      return { id, text, search }
    })
    await client.query(
      `create temp table seed_text on commit drop as
       select nextval(pg_get_serial_sequence('property', 'id')) as property_id, s.content_id, s.version_id, l,
              case when l = s.languages[1] then null else s.languages[1] end as based_on_language_id,
              case when l = s.languages[1] then null else s.version_id end as based_on_version_id,
              replace(tpl.text, $1, s.content_id::text) as text,
              replace(tpl.search, '''' || $1 || '''', '''' || s.content_id || '''') as search
       from seed s, unnest(s.languages) l
         join unnest($2::integer[], $3::text[], $4::text[]) as tpl(language_id, text, search) on tpl.language_id = l`,
      [
        String(placeholder),
        templates.map((t) => t.id),
        templates.map((t) => t.text),
        templates.map((t) => t.search),
      ],
    )
    await client.query(
      `insert into property (id, content_id, language_id, version_id, text, based_on_language_id,
         based_on_version_id)
       select property_id, content_id, l, version_id, text, based_on_language_id, based_on_version_id
       from seed_text`,
    )
    await client.query(
      `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, search,
         author, based_on_language_id, based_on_version_id)
       select content_id, l, property_id, version_id, content_store_iso(date_trunc('milliseconds', now())), text,
              search::tsvector, '${SEED_AUTHOR}', based_on_language_id, based_on_version_id
       from seed_text`,
    )
    await client.query(
      `insert into change_log (content_id, version_id, kind, languages, at, author)
       select content_id, version_id, 'created', array_to_string(languages, ','), date_trunc('milliseconds', now()),
              '${SEED_AUTHOR}'
       from seed order by n`,
    )
    // Each content's JSON as the writer keeps it (src/store/postgres/sql/render.sql).
    await client.query('select content_store_render_all()')
    await client.query('commit')
    await client.query('vacuum analyze content, version, property, current_text, change_log')
  } finally {
    await client.end()
  }
}
