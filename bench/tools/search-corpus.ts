// The corpus of the search rows of `npm run bench`: mixed Bokmål, Nynorsk and English texts, half their
// words from a short list of common words with inflected endings (each in about a tenth of the texts) and
// half from a long tail of made-up words (a few in many texts, most in few), written straight into a store
// with their index terms; and the queries of the rows, a common word and random words drawn as the texts
// draw theirs.
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import type { StoreLocation } from '../../src/config.js'
import type { Compounds } from '../../src/rules/search/compounds.js'
import { indexTerms } from '../../src/rules/search/terms.js'
import { tsvectorOf } from '../../src/store/postgres/search-syntax.js'
import { SearchIndexWrites } from '../../src/store/sqlite/search-writes.js'

const NORWEGIAN = (
  'søknad skule skyss kommune vedtak frist skjema dokument rekning betaling bibliotek bok opningstid ' +
  'servicetorg parkering løyve bygg garasje barnehage elev lærar foreldre veg ras stengd tilsett lønn avtale ' +
  'innbyggjar teneste helse omsorg sjukeheim heimeteneste eldre ungdom idrett kultur konsert museum turløype ' +
  'fjell sjø hamn ferje buss tog sykkel gangveg vatn avløp renovasjon avfall gjenvinning straum nett kart ' +
  'søknadsskjema bompengesøknad barnehageplass skuleskyss eigedomsskatt byggesøknad personvernerklæring ' +
  'parkeringsløyve renovasjonsavgift helsestasjon'
).split(' ')
const ENGLISH = (
  'application school transport municipality decision deadline form document invoice payment library book ' +
  'opening hours service parking permit building garage kindergarten pupil teacher parents road closed staff ' +
  'salary agreement resident health care elderly youth sport culture concert museum trail mountain sea harbour'
).split(' ')
const SUFFIXES_NO = ['', 'en', 'ar', 'ane', 'a', 'et', 'ene', 'er', 'ane']
const SUFFIXES_EN = ['', 's', 'ing', 'ed']

/** A deterministic pseudo-random generator, so every run searches the same store. */
function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/** Rare words: made-up stems, so the vocabulary has a long tail as real texts do. */
const rareWord = (n: number) => `ord${n.toString(36)}`

export interface SearchCorpusRow {
  languageId: number
  languageCode: string
  text: string
}

/** The i-th text of the bench corpus: 8–20 words, half of them common, half from the long tail. */
export function benchText(i: number): SearchCorpusRow {
  const next = random(i * 7919 + 1)
  const kind = i % 10
  const [languageId, languageCode, words, suffixes] =
    kind < 5
      ? [1, 'nb-NO', NORWEGIAN, SUFFIXES_NO]
      : kind < 8
        ? [2, 'nn-NO', NORWEGIAN, SUFFIXES_NO]
        : [3, 'en-US', ENGLISH, SUFFIXES_EN]
  const length = 8 + Math.floor(next() * 13)
  const parts: string[] = []
  for (let w = 0; w < length; w++) {
    if (next() < 0.5) {
      const word = words[Math.floor(words.length * next())] as string
      parts.push(word + (suffixes[Math.floor(next() * suffixes.length)] as string))
    } else parts.push(rareWord(Math.floor(200_000 * next() ** 2)))
  }
  return { languageId, languageCode, text: parts.join(' ') }
}

/** Queries of the rows: a common word, and words drawn like the texts' words. */
export const COMMON_QUERY = 'søknader'
export function randomQuery(next: () => number): string {
  return next() < 0.5
    ? (NORWEGIAN[Math.floor(NORWEGIAN.length * next())] as string)
    : rareWord(Math.floor(200_000 * next() ** 2))
}
export { random }

/**
 * Writes `count` texts (one content each) with their index terms, compounds split by `compounds` (the
 * service's dictionary: the store must have been opened with it), into a store the service created.
 */
export async function seedSearchStore(
  location: StoreLocation,
  count: number,
  compounds: Compounds | undefined,
): Promise<void> {
  if (location.kind === 'sqlite') seedSqlite(location.path, count, compounds)
  else await seedPostgres(location.url, count, compounds)
}

/** Who the seeded versions say wrote them (the API's `by`). */
const SEED_AUTHOR = 'seed'

function seedSqlite(path: string, count: number, compounds: Compounds | undefined): void {
  const db = new SqliteDatabase(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = OFF')
    const at = new Date().toISOString()
    const statements = [
      db.prepare('insert into content (id, latest_version_id, languages) values (?, ?, ?)'),
      db.prepare(
        "insert into version (id, content_id, created_at, kind, author, source_language_id) values (?, ?, ?, 'created', ?, ?)",
      ),
      db.prepare(
        'insert into property (id, content_id, language_id, version_id, text) values (?, ?, ?, ?, ?)',
      ),
      db.prepare(
        'insert into current_text (content_id, language_id, property_id, version_id, created_at, text, author) values (?, ?, ?, ?, ?, ?, ?)',
      ),
    ] as const
    const [content, version, property, current] = statements
    const search = new SearchIndexWrites(db)
    const insert = db.transaction((from: number, to: number) => {
      for (let id = from; id < to; id++) {
        const { languageId, languageCode, text } = benchText(id)
        content.run(id, id, String(languageId))
        version.run(id, id, at, SEED_AUTHOR, languageId)
        property.run(id, id, languageId, id, text)
        current.run(id, languageId, id, id, at, text, SEED_AUTHOR)
        search.add(id, languageId, indexTerms(languageCode, text, compounds))
      }
      search.flush()
    })
    for (let from = 1; from <= count; from += 50_000) insert(from, Math.min(from + 50_000, count + 1))
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
}

async function seedPostgres(url: string, count: number, compounds: Compounds | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let from = 1; from <= count; from += 20_000) {
      const rows = Array.from({ length: Math.min(20_000, count + 1 - from) }, (_, i) => {
        const id = from + i
        const row = benchText(id)
        return { id, ...row, search: tsvectorOf(indexTerms(row.languageCode, row.text, compounds)) }
      })
      const ids = rows.map((r) => r.id)
      const languages = rows.map((r) => r.languageId)
      await client.query('begin')
      await client.query(
        `insert into content (id, latest_version_id, languages) select i, i, l::text from unnest($1::bigint[], $2::int[]) as u(i, l)`,
        [ids, languages],
      )
      await client.query(
        `insert into version (id, content_id, created_at, kind, author, source_language_id)
         select i, i, now(), 'created', $3, l from unnest($1::bigint[], $2::int[]) as u(i, l)`,
        [ids, languages, SEED_AUTHOR],
      )
      await client.query(
        `insert into property (id, content_id, language_id, version_id, text)
         select i, i, l, i, t from unnest($1::bigint[], $2::int[], $3::text[]) as u(i, l, t)`,
        [ids, languages, rows.map((r) => r.text)],
      )
      await client.query(
        `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, search, author)
         select i, l, i, i, content_store_iso(now()), t, s::tsvector, $5
         from unnest($1::bigint[], $2::int[], $3::text[], $4::text[]) as u(i, l, t, s)`,
        [ids, languages, rows.map((r) => r.text), rows.map((r) => r.search), SEED_AUTHOR],
      )
      await client.query('commit')
    }
    for (const table of ['content', 'version', 'property']) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      )
    }
    await client.query('vacuum analyze content, version, property, current_text')
  } finally {
    await client.end()
  }
}
