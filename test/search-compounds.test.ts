// Search that understands Norwegian compounds, on each store: a hand-written corpus of public-sector compounds
// with its expected hits and order (test/helpers/search-compounds-corpus.ts), snippets that mark the compound a
// part matched, both stores alike, and a store indexed anew when the dictionary comes or goes. Without
// hunspell-no (a dictionary that cannot be read) search is as before: search.test.ts runs so.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Compounds } from '../src/rules/search/compounds.js'
import { indexTerms, partTerm, termImpacts } from '../src/rules/search/terms.js'
import type { SearchHit, SearchPage } from '../src/schemas/search.js'
import { HUNSPELL_NO, searchCompounds } from '../src/store/search-dictionary.js'
import { appOnStore, startApp } from './helpers/app.js'
import { call, postJson } from './helpers/http.js'
import { rawQuery } from './helpers/raw-sql.js'
import { COMPOUND_CORPUS, COMPOUND_EXPECTED, COMPOUND_RANKED } from './helpers/search-compounds-corpus.js'
import { createTestStore, DIALECTS, skipReason } from './helpers/stores.js'

const dictionary = searchCompounds()
const noDictionary = dictionary ? false : `hunspell-no is not installed (${HUNSPELL_NO.join(', ')})`

async function hits(url: string, query: Record<string, string | number>): Promise<SearchHit[]> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  const answer = await call(`${url}/ContentApi/Search?${params}`)
  assert.equal(answer.status, 200, answer.text)
  return (answer.json as SearchPage).hits
}

/** Creates the corpus on a running app; label → content id. */
async function createCorpus(url: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [label, languageCode, text] of COMPOUND_CORPUS) {
    const created = await postJson(`${url}/ContentApi/Content`, { Text: text, LanguageCode: languageCode })
    assert.equal(created.status, 201, created.text)
    ids.set(label, created.json.id)
  }
  return ids
}

for (const dialect of DIALECTS) {
  describe(`compound search on ${dialect}`, { skip: skipReason(dialect) || noDictionary }, () => {
    const suite = appOnStore(dialect)
    let ids = new Map<string, number>()
    const labelOf = (hit: SearchHit) =>
      [...ids].find(([, id]) => id === hit.contentId)?.[0] ?? `other ${hit.contentId}`

    it('finds a compound by its parts, by itself and by inflected forms, as the corpus expects', async () => {
      ids = await createCorpus(suite.running.url)
      for (const [q, expected, language] of COMPOUND_EXPECTED) {
        const found = await hits(suite.running.url, { q, limit: 100, ...(language ? { language } : {}) })
        assert.deepEqual(found.map(labelOf).sort(), [...expected].sort(), `q=${q} language=${language ?? ''}`)
      }
    })

    it('ranks whole words above parts, and a compound above its parts apart', async () => {
      for (const [q, first, last] of COMPOUND_RANKED) {
        const found = (await hits(suite.running.url, { q, limit: 100 })).map(labelOf)
        assert.deepEqual(found.slice(0, first.length).sort(), [...first].sort(), `q=${q}: ${found}`)
        assert.deepEqual(found.slice(first.length).sort(), [...last].sort(), `q=${q}: ${found}`)
      }
    })

    it('pages through whole-word and part hits without losing or repeating one', async () => {
      const all = await hits(suite.running.url, { q: 'søknad', limit: 100 })
      const paged: SearchHit[] = []
      let after: string | undefined
      for (let page = 0; page < 20; page++) {
        const params = new URLSearchParams({ q: 'søknad', limit: '3', ...(after ? { after } : {}) })
        const answer = await call(`${suite.running.url}/ContentApi/Search?${params}`)
        const body = answer.json as SearchPage
        paged.push(...body.hits)
        after = body.next
        if (after === undefined) break
      }
      assert.equal(all.length, 14)
      assert.deepEqual(paged, all)
    })

    it('marks the compound a part matched, and the parts of a compound query found apart', async () => {
      const [k1] = await hits(suite.running.url, { q: 'personvern', language: 'nb-NO', limit: 100 }).then(
        (h) => h.filter((hit) => labelOf(hit) === 'k1'),
      )
      assert.equal(k1?.snippet, 'Les <mark>personvernerklæringen</mark> før du sender søknaden')
      const skjema = await hits(suite.running.url, { q: 'skjemaet', language: 'nn-NO' })
      assert.deepEqual(
        skjema.map((h) => h.snippet),
        ['<mark>Søknadsskjemaet</mark> må fyllast ut digitalt'],
      )
      const apart = (await hits(suite.running.url, { q: 'søknadsskjema' })).find((h) => labelOf(h) === 'w6')
      assert.equal(
        apart?.snippet,
        'Send <mark>søknad</mark> på papir eller fyll ut <mark>skjema</mark> digitalt',
      )
      const phrase = await hits(suite.running.url, { q: '"søknad om" skjenkebevilling' })
      assert.deepEqual(
        phrase.map((h) => h.snippet),
        ['<mark>Søknad</mark> <mark>om</mark> <mark>skjenkebevilling</mark> for uteservering'],
      )
    })

    it('keeps the one-word index exactly the terms and impacts of the texts, parts included', async () => {
      if (dialect !== 'postgres') return
      const texts = await rawQuery(
        suite.store.location,
        `select t.content_id, t.language_id, t.text, l.language_code
         from current_text t join language l on l.id = t.language_id`,
      )
      const expected = texts.flatMap((t) =>
        [...termImpacts(indexTerms(String(t.language_code), String(t.text), dictionary))].map(
          ([term, impact]) => `${t.language_id} ${term} ${impact} ${t.content_id}`,
        ),
      )
      assert.ok(expected.some((posting) => posting.includes(partTerm('skjem'))))
      const postings = await rawQuery(
        suite.store.location,
        'select language_id, term, impact, content_id from search_posting',
      )
      assert.deepEqual(
        postings.map((p) => `${p.language_id} ${p.term} ${p.impact} ${p.content_id}`).sort(),
        expected.sort(),
      )
    })
  })
}

describe('compound search gives the same hits on SQLite and PostgreSQL', {
  skip: skipReason('postgres') || noDictionary,
}, () => {
  const sqlite = appOnStore('sqlite')
  const postgres = appOnStore('postgres')

  it('for every word of the corpus, its compounds and their parts, in each language', async () => {
    for (const suite of [sqlite, postgres]) await createCorpus(suite.running.url)
    const words = new Set(
      COMPOUND_CORPUS.flatMap(([, , text]) =>
        text
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      ),
    )
    const queries = new Set(words)
    for (const word of words) for (const part of dictionary?.split(word) ?? []) queries.add(part)
    let compared = 0
    for (const q of queries) {
      for (const language of [undefined, 'nb-NO', 'nn-NO']) {
        const query = { q, limit: 100, ...(language ? { language } : {}) }
        const found = async (url: string) =>
          (await hits(url, query)).map((h) => `${h.contentId} ${h.language.languageCode}`).sort()
        const a = await found(sqlite.running.url)
        assert.deepEqual(a, await found(postgres.running.url), `q=${q} language=${language ?? ''}`)
        if (a.length > 1) compared++
      }
    }
    assert.ok(compared >= 50, `${compared} queries with more than one hit`)
  })
})

for (const dialect of DIALECTS) {
  describe(`compound dictionary coming and going on ${dialect}`, {
    skip: skipReason(dialect) || noDictionary,
  }, () => {
    it('indexes the texts anew when the dictionary is turned on or off, and works without one', async () => {
      const store = await createTestStore(dialect, { migrated: true })
      try {
        const without = { searchDictionary: [] }
        let running = await startApp(store.location, without)
        const created = await postJson(`${running.url}/ContentApi/Content`, {
          Text: 'Fyll ut søknadsskjemaet',
          LanguageCode: 'nb-NO',
        })
        assert.equal(created.status, 201, created.text)
        assert.deepEqual(await hits(running.url, { q: 'skjema' }), [])
        const health = await call(`${running.url}/healthz`)
        await running.close()

        running = await startApp(store.location)
        assert.deepEqual(
          (await hits(running.url, { q: 'skjema' })).map((h) => h.contentId),
          [created.json.id],
        )
        const [marker] = await rawQuery(store.location, 'select version, dictionary from search_index')
        assert.equal(marker?.dictionary, dictionary?.fingerprint)
        // Nothing about the dictionary in the health answer: it says the same with and without.
        const healthWith = await call(`${running.url}/healthz`)
        assert.equal(healthWith.status, health.status)
        assert.equal(healthWith.text, health.text)
        await running.close()

        // A dictionary that cannot be read is none: words alone, as before.
        running = await startApp(store.location, { searchDictionary: ['/nonexistent/nb_NO.dic'] })
        assert.deepEqual(await hits(running.url, { q: 'skjema' }), [])
        assert.equal((await hits(running.url, { q: 'søknadsskjemaet' })).length, 1)
        const [after] = await rawQuery(store.location, 'select dictionary from search_index')
        assert.equal(after?.dictionary, null)
        await running.close()
      } finally {
        await store.drop()
      }
    })
  })
}

describe('the decompounder', { skip: noDictionary }, () => {
  it('splits by the lists: linking s and e, inflected last parts, no prefixes, suffixes or short fragments', () => {
    const c = dictionary as Compounds
    assert.deepEqual(c.split('søknadsskjemaet'), ['søknad', 'skjemaet'])
    assert.deepEqual(c.split('personvernerklæringen'), ['personvern', 'erklæringen'])
    assert.deepEqual(c.split('skoleskyss'), ['skole', 'skyss'])
    assert.deepEqual(c.split('parkeringstillatelsen'), ['parkering', 'tillatelsen'])
    assert.deepEqual(c.split('husleiga'), ['hus', 'leiga'])
    for (const word of [
      'forsikring',
      'tilskudd',
      'oversikt',
      'vedtak',
      'betaling',
      'kjærlighet',
      'kvitteringen',
    ]) {
      assert.equal(c.split(word), undefined, word)
    }
    assert.equal(c.split('søknad'), undefined)
  })

  it('gives each part its word position, outside the length a text is weighed by', () => {
    const terms = indexTerms('nb-NO', 'Søknadsskjemaet er mottatt', dictionary)
    // skjemaet is stemmed `skjema`, skjema `skjem`: the last part by both, the compound as its listed form too.
    assert.equal(
      terms,
      `søknadsskjema ${['søknad', 'skjema', 'skjem', 'søknadsskjem'].map(partTerm).join(' ')} er mottatt`,
    )
    // A part the text has as a word of its own is left out (a text is a whole-word hit or a part hit).
    assert.equal(
      indexTerms('nb-NO', 'Søknad og søknadsskjema', dictionary),
      `søknad og søknadsskjem ${partTerm('skjem')}`,
    )
    const impacts = termImpacts(terms)
    assert.equal(impacts.get('mottatt'), termImpacts('søknadsskjema er mottatt').get('mottatt'))
    // Without a dictionary, or in English: words alone.
    assert.equal(indexTerms('nb-NO', 'Søknadsskjemaet er mottatt'), 'søknadsskjema er mottatt')
    assert.equal(indexTerms('en-US', 'Parkingpermit', dictionary), 'parkingpermit')
  })

  it('is none where the lists cannot be read, and marks its words by their hash', () => {
    assert.equal(searchCompounds(['/nonexistent/nb_NO.dic']), undefined)
    assert.equal(searchCompounds([]), undefined)
    assert.match(dictionary?.fingerprint ?? '', /^hunspell:[0-9a-f]{16}$/)
    const made = new Compounds('test', () => ({
      parts: new Set(['skole', 'skyss']),
      flagged: new Set(),
      whole: new Set(),
    }))
    assert.deepEqual(made.split('skoleskyssen'), ['skole', 'skyssen'])
  })
})
