// Search on each store: a Norwegian and English corpus with its expected hits (the same on SQLite and
// PostgreSQL), ranking, snippets, paging, filters, what a write changes, and any query a user can type. These
// run without a compound dictionary (WORDS_ALONE): search as it is where hunspell-no is not installed;
// search-compounds.test.ts has the compounds. The comparison of both stores runs with the dictionary.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import SqliteDatabase from 'better-sqlite3'
import fc from 'fast-check'
import type { StoreLocation } from '../src/config.js'
import { indexTerms, SEARCH_INDEX_VERSION, termImpacts } from '../src/rules/search/terms.js'
import type { SearchHit, SearchPage } from '../src/schemas/search.js'
import { searchCompounds } from '../src/store/search-dictionary.js'
import { POSTING, searchRowid } from '../src/store/sqlite/search-writes.js'
import { appOnStore, startApp } from './helpers/app.js'
import { runCliWith } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { CORPUS, EXPECTED } from './helpers/search-corpus.js'
import { createTestStore, DIALECTS, skipReason } from './helpers/stores.js'

/** A store without a compound dictionary: words alone are indexed, as where hunspell-no is missing. */
const WORDS_ALONE = { searchDictionary: [] }
/** The same for the command line. */
const CLI_WORDS_ALONE = { SEARCH_DICTIONARY: 'none' }

/**
 * Checks that the one-word index holds exactly the terms and impacts the application makes of the current texts:
 * of live contents on SQLite (read back through fts5vocab), of all on PostgreSQL (its triggers computed them).
 * On SQLite also text_search: each live text's terms at their positions, and statistics of those texts alone.
 */
async function assertPostingsOfTexts(dialect: 'sqlite' | 'postgres', location: StoreLocation): Promise<void> {
  const texts = await rawQuery(
    location,
    `select t.content_id, t.language_id, t.text, l.language_code
     from current_text t join language l on l.id = t.language_id join content c on c.id = t.content_id
     ${dialect === 'sqlite' ? 'where c.archived = 0' : ''}`,
  )
  const expected = texts.flatMap((t) =>
    [...termImpacts(indexTerms(String(t.language_code), String(t.text)))].map(
      ([term, impact]) => `${t.language_id} ${term} ${impact} ${t.content_id}`,
    ),
  )
  const postings =
    location.kind === 'sqlite'
      ? sqlitePostings(location.path)
      : await rawQuery(location, 'select language_id, term, impact, content_id from search_posting')
  assert.ok(expected.length > 100, `${expected.length} postings expected`)
  // SQLite's terms carry their language id, which must be the text's.
  for (const p of postings)
    if ('term_language_id' in p) assert.equal(Number(p.term_language_id), p.language_id)
  assert.deepEqual(
    postings.map((p) => `${p.language_id} ${p.term} ${p.impact} ${p.content_id}`).sort(),
    expected.sort(),
  )
  if (location.kind !== 'sqlite') return
  // text_search: each live text's terms at their positions, and statistics of the live texts alone.
  const terms = texts.map((t) =>
    indexTerms(String(t.language_code), String(t.text)).split(' ').filter(Boolean),
  )
  const instances = texts.flatMap((t, i) =>
    (terms[i] as string[]).map(
      (term, at) => `${searchRowid(Number(t.content_id), Number(t.language_id))} ${term} ${at}`,
    ),
  )
  const index = sqliteTextTerms(location.path)
  assert.deepEqual(index.instances.sort(), instances.sort())
  assert.deepEqual(index.statistics, [texts.length, terms.flat().length])
}

/** text_search's terms (rowid, term, position) through fts5vocab, and its statistics: rows and tokens. */
function sqliteTextTerms(path: string): { instances: string[]; statistics: number[] } {
  const db = new SqliteDatabase(path, { readonly: true })
  try {
    db.exec('create virtual table temp.text_terms using fts5vocab(main, text_search, instance)')
    const instances = db
      .prepare<[], [number, string, number]>('select doc, term, offset from text_terms')
      .raw()
      .all()
      .map(([doc, term, offset]) => `${doc} ${term} ${offset}`)
    // FTS5's averages record (rowid 1 of its data table): varints of the row count and each column's tokens.
    const record = db.prepare<[], Buffer>('select block from text_search_data where id = 1').pluck().get()
    const statistics: number[] = []
    let value = 0
    for (const byte of record ?? []) {
      value = value * 128 + (byte & 0x7f)
      if ((byte & 0x80) === 0) {
        statistics.push(value)
        value = 0
      }
    }
    return { instances, statistics }
  } finally {
    db.close()
  }
}

/** The rows of SQLite's one-word index, read back through an fts5vocab table. */
function sqlitePostings(path: string): Record<string, unknown>[] {
  const db = new SqliteDatabase(path, { readonly: true })
  try {
    db.exec('create virtual table temp.posting_terms using fts5vocab(main, search_posting, instance)')
    return db
      .prepare(
        `select ${POSTING.languageId('doc')} as language_id, substr(term, instr(term, 'x') + 1) as term,
           substr(term, 1, instr(term, 'x') - 1) as term_language_id,
           ${POSTING.impact('doc')} as impact, ${POSTING.contentId('doc')} as content_id from posting_terms`,
      )
      .all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

/**
 * Writes twenty corpus texts into a new store, changes the store with `change` while no service runs, and starts
 * one again: it must find what it found before, its one-word index must hold exactly the texts' terms, and
 * `more` checks the rest.
 */
async function assertIndexedAnew(
  dialect: 'sqlite' | 'postgres',
  change: string,
  more: (location: StoreLocation) => Promise<void>,
): Promise<void> {
  const store = await createTestStore(dialect, { migrated: true })
  try {
    let running = await startApp(store.location, WORDS_ALONE)
    for (const [, languageCode, text] of CORPUS.slice(0, 20)) {
      const created = await postJson(`${running.url}/ContentApi/Content`, {
        Text: text,
        LanguageCode: languageCode,
      })
      assert.equal(created.status, 201, created.text)
    }
    const before = await hits(running.url, { q: 'søknader', limit: 100 })
    assert.ok(before.length > 1)
    await running.close()
    await rawExec(store.location, change)
    running = await startApp(store.location, WORDS_ALONE)
    try {
      assert.deepEqual(await hits(running.url, { q: 'søknader', limit: 100 }), before)
      await assertPostingsOfTexts(dialect, store.location)
      await more(store.location)
    } finally {
      await running.close()
    }
  } finally {
    await store.drop()
  }
}

async function search(url: string, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  return call(`${url}/ContentApi/Search?${params}`)
}

async function hits(url: string, query: Record<string, string | number>): Promise<SearchHit[]> {
  const answer = await search(url, query)
  assert.equal(answer.status, 200, answer.text)
  return (answer.json as SearchPage).hits
}

for (const dialect of DIALECTS) {
  describe(`search on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, WORDS_ALONE)
    /** Label → content id of the corpus, created once. */
    const ids = new Map<string, number>()
    const labelOf = (hit: SearchHit) =>
      [...ids].find(([, id]) => id === hit.contentId)?.[0] ?? `other ${hit.contentId}`

    it('finds what the corpus expects for each query, with inflections, phrases, prefixes and exclusions', async () => {
      const base = `${suite.running.url}/ContentApi/Content`
      for (const [label, languageCode, text] of CORPUS) {
        const created = await postJson(base, { Text: text, LanguageCode: languageCode })
        assert.equal(created.status, 201, created.text)
        ids.set(label, created.json.id)
      }
      for (const [q, expected, language] of EXPECTED) {
        const found = await hits(suite.running.url, { q, limit: 100, ...(language ? { language } : {}) })
        assert.deepEqual(found.map(labelOf).sort(), [...expected].sort(), `q=${q} language=${language ?? ''}`)
        if (language) for (const hit of found) assert.equal(hit.language.languageCode, language)
      }
    })

    it('ranks a short text above a long one, and breaks ties by content id', async () => {
      const found = await hits(suite.running.url, { q: 'søknad', language: 'nb-NO' })
      assert.equal(labelOf(found.at(-1) as SearchHit), 'long')
      // An exclusion does not take part in the score (PostgreSQL's ts_rank gave every hit of one word and an exclusion about 1e-21).
      const excluding = await hits(suite.running.url, { q: 'skuleskyss -kommunen' })
      assert.deepEqual(excluding.map(labelOf), ['n1'])
      assert.ok((excluding[0] as SearchHit).score > 0.01, JSON.stringify(excluding[0]))
      for (let i = 1; i < found.length; i++) {
        const [a, b] = [found[i - 1] as SearchHit, found[i] as SearchHit]
        assert.ok(
          a.score > b.score || (a.score === b.score && a.contentId < b.contentId),
          JSON.stringify([a, b]),
        )
      }
    })

    it('marks the matches in an HTML-escaped snippet of about 160 characters around them', async () => {
      const [long] = await hits(suite.running.url, { q: 'søknad digitalt', language: 'nb-NO' })
      assert.equal(long?.contentId, ids.get('long'))
      assert.match(long?.snippet ?? '', /^….*<mark>søknad<\/mark>.*<mark>digitalt<\/mark>.*…$/)
      const visible = (long?.snippet ?? '').replace(/<\/?mark>/g, '')
      assert.ok(visible.length <= 162, `${visible.length} characters`)
      assert.ok((long?.text ?? '').includes(visible.slice(1, -1)))

      const [escaped] = await hits(suite.running.url, { q: 'carefully apply' })
      assert.equal(
        escaped?.snippet,
        'Read the terms &amp; conditions &lt;<mark>carefully</mark>&gt; before you &quot;<mark>apply</mark>&quot;',
      )
      assert.equal(escaped?.text, 'Read the terms & conditions <carefully> before you "apply"')

      const [nynorsk] = await hits(suite.running.url, { q: 'søknader', language: 'nn-NO' })
      assert.equal(nynorsk?.snippet, '<mark>Søknad</mark> om skuleskyss')
    })

    it('marks a phrase only where it stands, and never cuts a snippet inside a character', async () => {
      const base = `${suite.running.url}/ContentApi/Content`
      const phrase = `${'om '.repeat(60)}${'fyll '.repeat(60)}Klage om vegbelysning for elevar`
      const created = await postJson(base, { Text: phrase, LanguageCode: 'nn-NO' })
      assert.equal(created.status, 201, created.text)
      const [hit] = await hits(suite.running.url, { q: '"klage om" vegbelysning' })
      assert.equal(hit?.contentId, created.json.id)
      assert.match(
        hit?.snippet ?? '',
        /<mark>Klage<\/mark> <mark>om<\/mark> <mark>vegbelysning<\/mark> for elevar$/,
      )
      assert.equal((hit?.snippet ?? '').match(/<mark>/g)?.length, 3, hit?.snippet)

      // No space to cut at: the window is cut between characters of two code units, not inside one.
      const emoji = `x${'😀'.repeat(100)}.søknadsfrist.${'😀'.repeat(100)}`
      const made = await postJson(base, { Text: emoji, LanguageCode: 'nb-NO' })
      assert.equal(made.status, 201, made.text)
      const [cut] = await hits(suite.running.url, { q: 'søknadsfrist' })
      assert.equal(cut?.contentId, made.json.id)
      assert.match(cut?.snippet ?? '', /^…😀+\.<mark>søknadsfrist<\/mark>\.😀+…$/u)
      const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
      assert.doesNotMatch(cut?.snippet ?? '', loneSurrogate)
    })

    it('pages with `next` until the last page, which has none', async () => {
      const all = await hits(suite.running.url, { q: 'søknad', limit: 100 })
      assert.equal(all.length, 8)
      const seen: SearchHit[] = []
      let after: string | undefined
      for (let page = 0; page < 10; page++) {
        const answer = await search(suite.running.url, { q: 'søknad', limit: 3, ...(after ? { after } : {}) })
        assert.equal(answer.status, 200, answer.text)
        const body = answer.json as SearchPage
        seen.push(...body.hits)
        after = body.next
        if (after === undefined) break
      }
      assert.deepEqual(seen, all)
      const bad = await search(suite.running.url, { q: 'søknad', after: 'not-a-cursor' })
      assert.equal(bad.status, 400)
      assert.equal(bad.headers.get('content-type'), PROBLEM_JSON)
      assert.ok(bad.json.errors.after)
    })

    it('answers 400 problems for an empty query, a query with no word, an unknown language or a bad limit', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [{ q: '' }, 'q'],
        [{ q: '   ' }, 'q'],
        [{ q: '"" -- *' }, 'q'],
        [{ q: '-søknad' }, 'q'],
        [{ q: 'søknad', language: 'xx-XX' }, 'language'],
        [{ q: 'søknad', limit: 0 }, 'limit'],
        [{ q: 'søknad', limit: 101 }, 'limit'],
      ]
      for (const [query, field] of cases) {
        const answer = await search(suite.running.url, query)
        assert.equal(answer.status, 400, JSON.stringify(query))
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(answer.json.errors[field], `${JSON.stringify(query)}: ${answer.text}`)
      }
      assert.equal((await call(`${suite.running.url}/ContentApi/Search`)).status, 400)
    })

    it('sees every write at once: new and changed texts, deleted texts, archive, restore, purge, keys', async () => {
      const url = suite.running.url
      const base = `${url}/ContentApi/Content`
      const labels = async (q: string) => (await hits(url, { q })).map((h) => h.contentId)

      const created = await postJson(base, {
        Text: 'Fjellvandring i Jotunheimen',
        LanguageCode: 'nb-NO',
        Key: 'tur.fjell',
      })
      const id = created.json.id as number
      const [withKey] = await hits(url, { q: 'fjellvandring' })
      assert.equal(withKey?.key, 'tur.fjell')
      assert.equal(withKey?.contentId, id)
      assert.equal(
        (await hits(url, { q: 'søknad' })).every((h) => h.key === undefined),
        true,
      )

      assert.equal(
        (await putJson(`${base}/${id}/Properties/nb-NO`, { Text: 'Sykkeltur langs kysten' })).status,
        200,
      )
      assert.deepEqual(await labels('fjellvandring'), [])
      assert.deepEqual(await labels('sykkelturer'), [id])

      await putJson(`${base}/${id}/Properties/nn-NO`, { Text: 'Sykkeltur langs kysten, på nynorsk' })
      assert.equal((await hits(url, { q: 'sykkeltur', language: 'nn-NO' })).length, 1)
      assert.equal((await del(`${base}/${id}/Properties/nn-NO`)).status, 204)
      assert.deepEqual(await hits(url, { q: 'sykkeltur', language: 'nn-NO' }), [])

      assert.equal((await del(`${base}/${id}`)).status, 204)
      assert.deepEqual(await labels('sykkeltur'), [])
      const first = created.json.properties[0].version.id
      assert.equal((await call(`${base}/${id}/Versions/${first}/Restore`, { method: 'POST' })).status, 200)
      assert.deepEqual(await labels('fjellvandring'), [id])

      const purged = await runCliWith(suite.store.location, CLI_WORDS_ALONE, 'contents', 'purge', String(id))
      assert.equal(purged.code, 0, purged.stderr)
      assert.deepEqual(await labels('fjellvandring'), [])

      // A content in two languages archived, restored as it was, archived again and purged while archived; and
      // a live one restored to its first version. On SQLite a text leaves the index by the terms it was
      // indexed with: the test after this one checks that nothing of these is left behind or missing.
      const two = await postJson(base, {
        Properties: [
          { Text: 'Breføring på Folgefonna', LanguageCode: 'nb-NO' },
          { Text: 'Brevandring på Folgefonna', LanguageCode: 'nn-NO' },
        ],
      })
      assert.equal(two.status, 201, two.text)
      const twoId = two.json.id as number
      const twoFirst = two.json.properties[0].version.id
      // A hit per text: one in each language.
      assert.deepEqual(await labels('folgefonna'), [twoId, twoId])
      assert.equal((await del(`${base}/${twoId}`)).status, 204)
      assert.deepEqual(await labels('folgefonna'), [])
      assert.equal(
        (await call(`${base}/${twoId}/Versions/${twoFirst}/Restore`, { method: 'POST' })).status,
        200,
      )
      assert.equal((await hits(url, { q: 'folgefonna', language: 'nn-NO' })).length, 1)
      assert.equal((await hits(url, { q: 'folgefonna', language: 'nb-NO' })).length, 1)
      assert.equal((await del(`${base}/${twoId}`)).status, 204)
      const purgedArchived = await runCliWith(
        suite.store.location,
        CLI_WORDS_ALONE,
        'contents',
        'purge',
        String(twoId),
      )
      assert.equal(purgedArchived.code, 0, purgedArchived.stderr)
      assert.deepEqual(await labels('folgefonna'), [])

      const live = await postJson(base, { Text: 'Kajakkpadling i skjærgården', LanguageCode: 'nb-NO' })
      const liveId = live.json.id as number
      await putJson(`${base}/${liveId}/Properties/nb-NO`, { Text: 'Seiling i skjærgården' })
      await putJson(`${base}/${liveId}/Properties/en-US`, { Text: 'Sailing in the archipelago' })
      const liveFirst = live.json.properties[0].version.id
      assert.equal(
        (await call(`${base}/${liveId}/Versions/${liveFirst}/Restore`, { method: 'POST' })).status,
        200,
      )
      assert.deepEqual(await labels('kajakkpadling'), [liveId])
      assert.deepEqual(await labels('seiling'), [])
      // A language the version did not have keeps its text.
      assert.deepEqual(await labels('archipelago'), [liveId])
    })

    it('keeps the one-word index exactly the terms and impacts of the current texts, after every kind of write', async () => {
      // The writes of the test before left changed, deleted, archived, restored and purged texts behind.
      await assertPostingsOfTexts(dialect, suite.store.location)
    })

    it('indexes every text anew when the index was made by terms of another SEARCH_INDEX_VERSION', async () => {
      // An index that another version of the terms made: here emptied, so that only a new indexing finds the
      // texts again.
      const otherTerms =
        dialect === 'sqlite'
          ? `insert into text_search (text_search) values ('delete-all');
             insert into search_posting (search_posting) values ('delete-all');
             update search_index set version = version - 1`
          : `update current_text set search = null; update search_index set version = version - 1`
      await assertIndexedAnew(dialect, otherTerms, async (location) => {
        const [marker] = await rawQuery(location, 'select version from search_index')
        assert.equal(Number(marker?.version), SEARCH_INDEX_VERSION)
        if (dialect !== 'sqlite') return
        // The one-word index has no document sizes: no %_docsize table beside it.
        const tables = await rawQuery(
          location,
          "select name from sqlite_master where name like 'search_posting%'",
        )
        assert.deepEqual(tables.map((t) => t.name).sort(), [
          'search_posting',
          'search_posting_config',
          'search_posting_data',
          'search_posting_idx',
        ])
      })
    })

    it('indexes every text anew when the index was made by a runtime of another Unicode version', async () => {
      // An index that another runtime made: here emptied, so that only a new indexing finds the texts again.
      const otherRuntime =
        dialect === 'sqlite'
          ? `insert into text_search (text_search) values ('delete-all');
             insert into search_posting (search_posting) values ('delete-all');
             update search_index set unicode = '9.0'`
          : `update current_text set search = null; update search_index set unicode = '9.0'`
      await assertIndexedAnew(dialect, otherRuntime, async (location) => {
        const [marker] = await rawQuery(location, 'select unicode from search_index')
        assert.equal(marker?.unicode, process.versions.unicode)
      })
    })

    it('ranks by the current texts alone: a store with a history scores as one made of its texts', async () => {
      const final = [
        ['Epler og bananer til alle', 'nb-NO'],
        ['Eple og banan', 'nb-NO'],
        ['Banan, eple og kake på fredag for heile klassen', 'nn-NO'],
        ['Eple banan smoothie', 'en-US'],
        // Texts without the words, so that they are in fewer than half the texts (FTS5 weighs a word in more
        // than half at nearly 0).
        ...['Ferie i fjellet', 'Tog til Bergen', 'Sol og sommar', 'Kart over byen', 'Ny nettside'].map(
          (text) => [text, 'nb-NO'] as const,
        ),
      ] as const
      const scores = async (url: string) =>
        (await hits(url, { q: 'eple banan', limit: 100 })).map((h) => `${h.text} ${h.score}`).sort()
      const [old, fresh] = [
        await createTestStore(dialect, { migrated: true }),
        await createTestStore(dialect, { migrated: true }),
      ]
      try {
        // A history: each final text written over several times, other texts deleted, archived and purged.
        const withHistory = await startApp(old.location, WORDS_ALONE)
        try {
          const base = `${withHistory.url}/ContentApi/Content`
          for (const [text, languageCode] of final) {
            const created = await postJson(base, { Text: 'eple', LanguageCode: languageCode })
            assert.equal(created.status, 201, created.text)
            for (let i = 1; i <= 6; i++) {
              const filler = `eple banan ${'ord '.repeat(i * 5)}`
              const written = await putJson(`${base}/${created.json.id}/Properties/${languageCode}`, {
                Text: filler,
              })
              assert.equal(written.status, 200, written.text)
            }
            assert.equal(
              (await putJson(`${base}/${created.json.id}/Properties/${languageCode}`, { Text: text })).status,
              200,
            )
            const gone = await postJson(base, {
              Text: `banan ${'eple '.repeat(8)}`,
              LanguageCode: languageCode,
            })
            assert.equal((await del(`${base}/${gone.json.id}`)).status, 204)
          }
          const purged = await postJson(base, { Text: 'eple banan eple banan', LanguageCode: 'nb-NO' })
          assert.equal(
            (await runCliWith(old.location, CLI_WORDS_ALONE, 'contents', 'purge', String(purged.json.id)))
              .code,
            0,
          )
          const before = await scores(withHistory.url)
          const madeOfTexts = await startApp(fresh.location, WORDS_ALONE)
          try {
            for (const [text, languageCode] of final) {
              const created = await postJson(`${madeOfTexts.url}/ContentApi/Content`, {
                Text: text,
                LanguageCode: languageCode,
              })
              assert.equal(created.status, 201, created.text)
            }
            assert.equal(before.length, 4)
            assert.ok(
              before.every((hit) => !hit.endsWith(' 0')),
              before.join(),
            )
            assert.deepEqual(before, await scores(madeOfTexts.url))
          } finally {
            await madeOfTexts.close()
          }
        } finally {
          await withHistory.close()
        }
      } finally {
        await old.drop()
        await fresh.drop()
      }
    })

    it('indexes what a PostgreSQL tsvector holds, on both stores: 16,383 words, 256 of one word, 1 MB', async () => {
      const base = `${suite.running.url}/ContentApi/Content`
      const create = async (text: string) => {
        const created = await postJson(base, { Text: text, LanguageCode: 'en-US' })
        assert.equal(created.status, 201, created.text.slice(0, 300))
        return created.json.id as number
      }
      const found = async (q: string) =>
        (await hits(suite.running.url, { q, language: 'en-US', limit: 100 })).map((h) => h.contentId)
      // Positions: the first 16,383 words.
      const positions = await create(Array.from({ length: 20_000 }, (_, i) => `position${i + 1}`).join(' '))
      assert.deepEqual(await found('position16383'), [positions])
      assert.deepEqual(await found('"position16382 position16383"'), [positions])
      assert.deepEqual(await found('position16384'), [])
      // Bytes: 16,000 distinct words of 61 bytes, each costing a tsvector 66 bytes; 15,151 fit in 1,000,000.
      const wide = (i: number) => `${'b'.repeat(56)}${String(i).padStart(5, '0')}`
      const bytes = await create(Array.from({ length: 16_000 }, (_, i) => wide(i)).join(' '))
      assert.deepEqual(await found(wide(15_150)), [bytes])
      assert.deepEqual(await found(wide(15_151)), [])
      // A word's first 256 occurrences, of which the one-word index's weight is made.
      const repeated = await create(`${'word '.repeat(300)}one two three four five six seven eight nine ten`)
      const [hit] = await hits(suite.running.url, { q: 'word', language: 'en-US' })
      assert.equal(hit?.contentId, repeated)
      // tf 256 of 266 terms: floor(220000·256 / (100·256 + 30 + 9·266)) / 1000 (all 300 would give 2.01).
      assert.equal(hit?.score, 2.009)
      // A word over 2,047 bytes is not indexed; its neighbours are.
      const long = await create(`short ${'a'.repeat(2100)} words`)
      assert.deepEqual(await found('"short words"'), [long])
      assert.deepEqual(await found(`${'a'.repeat(400)}*`), [])
      // A query word too long to be indexed (500 Hangul syllables are 1,500 letters once decomposed) finds
      // nothing, and excludes nothing.
      const hangul = '가'.repeat(500)
      assert.deepEqual(await found(hangul), [])
      assert.deepEqual(await found(`${hangul.slice(0, 498)}*`), [])
      assert.deepEqual(await found(`short -${'가'.repeat(490)}`), [long])
    })

    it('answers any query a user can type without a server error', async () => {
      // Found by the property below: a word of a letter and a superscript digit, which FTS5's unicode61
      // tokenizer splits in two.
      for (const q of ['ᦰ¹', 'x²', 'ﬁ']) {
        const answer = await search(suite.running.url, { q })
        assert.equal(answer.status, 200, `${answer.status} for ${JSON.stringify(q)}: ${answer.text}`)
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 40 }),
            fc
              .array(
                fc.constantFrom(
                  '"',
                  '-',
                  '*',
                  'søk',
                  'år',
                  ' ',
                  'AND',
                  'NOT',
                  '(',
                  ')',
                  ':',
                  "'",
                  '^',
                  'NEAR',
                ),
                {
                  maxLength: 12,
                },
              )
              .map((parts) => parts.join('')),
          ),
          async (q) => {
            const answer = await search(suite.running.url, { q })
            assert.ok(
              answer.status === 200 || answer.status === 400,
              `${answer.status} for ${JSON.stringify(q)}`,
            )
          },
        ),
        { numRuns: 300 },
      )
    })
  })
}

describe('search gives the same hits on SQLite and PostgreSQL', { skip: skipReason('postgres') }, () => {
  const sqlite = appOnStore('sqlite')
  const postgres = appOnStore('postgres')

  it('for queries made of the corpus words: words, phrases, prefixes and exclusions', async () => {
    for (const suite of [sqlite, postgres]) {
      for (const [, languageCode, text] of CORPUS) {
        const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
          Text: text,
          LanguageCode: languageCode,
        })
        assert.equal(created.status, 201, created.text)
      }
    }
    // Terms taken from one corpus text, so that a query often finds it (and others): a word, a prefix of one,
    // a phrase of two neighbours, or an exclusion.
    const wordsOf = (i: number) => (CORPUS[i]?.[2] ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const query = fc
      .tuple(
        fc.nat(CORPUS.length - 1),
        fc.array(fc.tuple(fc.nat(30), fc.constantFrom('', '', '*', '"', '-')), {
          minLength: 1,
          maxLength: 2,
        }),
      )
      .map(([text, terms]) => {
        const words = wordsOf(text)
        return terms
          .map(([at, form]) => {
            const word = words[at % words.length] as string
            if (form === '*') return `${word.slice(0, Math.max(2, word.length - 2))}*`
            if (form === '-') return `-${word}`
            if (form === '"') return `"${word} ${words[(at + 1) % words.length]}"`
            return word
          })
          .join(' ')
      })
    const found = async (url: string, q: string, language: string | undefined) => {
      const answer = await search(url, { q, limit: 100, ...(language ? { language } : {}) })
      if (answer.status !== 200) return answer.status
      return (answer.json as SearchPage).hits.map((h) => `${h.contentId} ${h.language.languageCode}`).sort()
    }
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom(undefined, 'nb-NO', 'nn-NO', 'en-US'), async (q, language) => {
        const a = await found(sqlite.running.url, q, language)
        const b = await found(postgres.running.url, q, language)
        assert.deepEqual(a, b, `q=${q} language=${language ?? ''}`)
        if (Array.isArray(a) && a.length > 0) nonEmpty++
      }),
      { numRuns: 300 },
    )
    // The generated queries find something often enough for the comparison to mean something.
    assert.ok(nonEmpty >= 100, `${nonEmpty} of 300 queries found something`)
  })

  it('ranks one-word queries in the same order with the same scores (BM25 weights from the same index)', async () => {
    // The stores hold the corpus from the test before. Every word of it, in every language and in each; not
    // the compounds, whose hits by their parts apart come from the full-text query, ranked by each store's.
    const compounds = searchCompounds()
    const words = new Set(
      CORPUS.flatMap(([, , text]) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)).filter(
        (word) => !compounds?.split(word.toLowerCase()),
      ),
    )
    let compared = 0
    for (const word of words) {
      for (const language of [undefined, 'nb-NO', 'nn-NO', 'en-US']) {
        const query = { q: word, limit: 100, ...(language ? { language } : {}) }
        const ranked = async (url: string) =>
          (await hits(url, query)).map((h) => `${h.contentId} ${h.language.languageCode} ${h.score}`)
        const a = await ranked(sqlite.running.url)
        assert.deepEqual(a, await ranked(postgres.running.url), `q=${word} language=${language ?? ''}`)
        if (a.length > 1) compared++
      }
    }
    assert.ok(compared >= 20, `${compared} queries with more than one hit`)
  })

  /** Creates each text on both stores, in order: the ids on SQLite, then those on PostgreSQL. */
  const createOnBoth = async (texts: readonly string[], languageCode: string): Promise<number[][]> => {
    const ids: number[][] = []
    for (const suite of [sqlite, postgres]) {
      const made: number[] = []
      for (const text of texts) {
        const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
          Text: text,
          LanguageCode: languageCode,
        })
        assert.equal(created.status, 201, created.text)
        made.push(created.json.id)
      }
      ids.push(made)
    }
    return ids
  }

  it('ranks one-word prefix queries alike on both stores, a text once by its best term, finding what the full-text query finds', async () => {
    // The stores hold the corpus from the tests before, and now a text with two terms that begin alike at
    // different weights (`bok` twice, `bokhylle` once): it is one hit, scored by `bok`.
    const texts = ['Bok og bok i bokhylla', 'Bokhylla står tom']
    const [onSqlite, onPostgres] = await createOnBoth(texts, 'nb-NO')
    const twice = [onSqlite?.[0], onPostgres?.[0]]
    const words = new Set(
      [
        ...CORPUS.flatMap(([, , text]) => text.split(/[^\p{L}\p{N}]+/u)),
        ...texts.flatMap((t) => t.split(' ')),
      ]
        .map((word) => word.toLowerCase())
        .filter((word) => word.length >= 3),
    )
    const prefixes = new Set(
      [...words].flatMap((word) => [word.slice(0, 2), word.slice(0, 4)]).map((p) => `${p}*`),
    )
    let compared = 0
    for (const q of prefixes) {
      for (const language of [undefined, 'nb-NO', 'en-US']) {
        const query = { q, limit: 100, ...(language ? { language } : {}) }
        const ranked = async (url: string) =>
          (await hits(url, query)).map((h) => `${h.contentId} ${h.language.languageCode} ${h.score}`)
        const a = await ranked(sqlite.running.url)
        assert.deepEqual(a, await ranked(postgres.running.url), `q=${q} language=${language ?? ''}`)
        assert.equal(
          new Set(a.map((hit) => hit.split(' ').slice(0, 2).join(' '))).size,
          a.length,
          `q=${q}: a text twice`,
        )
        // The same texts as the full-text query (an exclusion of a word no text has sends the query there).
        const fullText = (await hits(sqlite.running.url, { ...query, q: `${q} -zzqxv` })).map(
          (h) => `${h.contentId} ${h.language.languageCode}`,
        )
        assert.deepEqual(
          a.map((hit) => hit.split(' ').slice(0, 2).join(' ')).sort(),
          fullText.sort(),
          `q=${q}`,
        )
        for (let i = 1; i < a.length; i++) {
          const [[idA, , scoreA], [idB, , scoreB]] = [a[i - 1], a[i]].map((hit) => (hit as string).split(' '))
          assert.ok(
            Number(scoreA) > Number(scoreB) || (scoreA === scoreB && Number(idA) <= Number(idB)),
            `q=${q}`,
          )
        }
        if (a.length > 1) compared++
      }
    }
    assert.ok(compared >= 20, `${compared} queries with more than one hit`)
    for (const [suite, id] of [
      [sqlite, twice[0]],
      [postgres, twice[1]],
    ] as const) {
      const [bok, alone] = await Promise.all(
        ['bok*', 'bok'].map((q) => hits(suite.running.url, { q, language: 'nb-NO', limit: 100 })),
      )
      const hit = bok?.filter((h) => h.contentId === id)
      assert.equal(hit?.length, 1, JSON.stringify(bok))
      assert.equal(hit?.[0]?.score, alone?.find((h) => h.contentId === id)?.score)
    }
  })

  it('answers a prefix of more terms than its postings are read for from the full-text query, on PostgreSQL', async () => {
    // 150 texts, each a word of its own that begins with `zqw`: more than MAX_EXPANSIONS terms.
    const words = Array.from(
      { length: 150 },
      (_, i) => `zqw${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    )
    await createOnBoth(words, 'en-US')
    const all = async (url: string) => {
      const first = await search(url, { q: 'zqw*', limit: 100 })
      assert.equal(first.status, 200, first.text)
      const page = first.json as SearchPage
      assert.ok(page.next, 'a second page')
      const second = (await search(url, { q: 'zqw*', limit: 100, after: page.next as string }))
        .json as SearchPage
      return [...page.hits, ...second.hits].map((h) => h.text).sort()
    }
    assert.deepEqual(await all(postgres.running.url), [...words].sort())
    assert.deepEqual(await all(sqlite.running.url), [...words].sort())
  })
})

describe('search terms', () => {
  it('keep a combining mark in its word, fold diacritics, and keep the vowel signs of Indic scripts', () => {
    assert.equal(indexTerms('en-US', 'Spin\u0308al Tap'), 'spinal tap')
    assert.equal(indexTerms('de-DE', 'Cafe\u0301 Ü\u0308ber'), 'cafe uber')
    // Devanagari: `हिन्दी` is one word (its vowel signs and virama are no word breaks), and काम (work) is not
    // कम (less).
    assert.equal(indexTerms('hi-IN', 'हिन्दी भाषा'), 'हिन्दी भाषा')
    assert.equal(indexTerms('hi-IN', 'काम कम'), 'काम कम')
    assert.equal(indexTerms('th-TH', 'ภาษาไทย'), 'ภาษาไทย')
  })
})
