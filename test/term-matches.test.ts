// Which termbase terms a text has (POST /ContentApi/Terms/Matches), on each store: inflected forms found by
// their stems, multi-word terms as a run of words, every occurrence with its place in the text and the
// entry's preferred terms in the target language, overlaps resolved, an entry's edit seen at once, and a
// language the store lacks refused. Plus the offsets of a text that is not in NFC.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { termMatches } from '../src/rules/terms/term-matches.js'
import type { TermMatch } from '../src/schemas/term-matches.js'
import type { TermEntry } from '../src/schemas/terms.js'
import { type RunningApp, startApp } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const ANNA = 'anna-secret-0123456789'
const READER = 'read-secret-0123456789'
const KEYS = `anna:${ANNA}:write,reader:${READER}:read`
const as = (secret: string) => ({ Authorization: `Bearer ${secret}` })

const HANDSAME = {
  Terms: [
    { LanguageCode: 'nn-NO', Term: 'handsame', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'behandle', Status: 'forbidden' },
    { LanguageCode: 'nb-NO', Term: 'behandle', Status: 'preferred' },
  ],
}
const SOKNAD = {
  Terms: [
    { LanguageCode: 'nb-NO', Term: 'søknad', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'søknad', Status: 'preferred' },
  ],
}
const MIN_SIDE = {
  Terms: [
    { LanguageCode: 'nb-NO', Term: 'Min side', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'Mi side', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'Min side', Status: 'forbidden' },
  ],
}
const SIDE = {
  Terms: [
    { LanguageCode: 'nb-NO', Term: 'side', Status: 'preferred' },
    { LanguageCode: 'en-US', Term: 'page', Status: 'preferred' },
  ],
}

/** What each match covers in the text, beside the rest of it. */
const covered = (text: string, matches: TermMatch[]) =>
  matches.map((m) => ({ found: text.slice(m.start, m.end), term: m.term, preferred: m.preferred }))

for (const dialect of DIALECTS) {
  describe(`termbase matches in a text on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let url: string
    const ids: Record<string, number> = {}
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, { env: { API_KEYS: KEYS } })
      url = `${running.url}/ContentApi/Terms/Matches`
      for (const [name, entry] of Object.entries({ HANDSAME, SOKNAD, MIN_SIDE, SIDE })) {
        const created = await postJson(`${running.url}/ContentApi/Terms`, entry, as(ANNA))
        assert.equal(created.status, 201, created.text)
        ids[name] = (created.json as TermEntry).id
      }
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    /** Asked with a read key: finding terms only reads. */
    const match = async (Text: string, LanguageCode: string, To: string) => {
      const answer = await postJson(url, { Text, LanguageCode, To }, as(READER))
      assert.equal(answer.status, 200, answer.text)
      return (answer.json as { matches: TermMatch[] }).matches
    }

    it('finds inflected forms by their stems, each occurrence, with the preferred translations', async () => {
      const text = 'Vi behandler søknaden din. Søknader behandles i rekkefølge.'
      const matches = await match(text, 'nb-NO', 'nn-NO')
      assert.deepEqual(covered(text, matches), [
        { found: 'behandler', term: 'behandle', preferred: ['handsame'] },
        { found: 'søknaden', term: 'søknad', preferred: ['søknad'] },
        { found: 'Søknader', term: 'søknad', preferred: ['søknad'] },
        { found: 'behandles', term: 'behandle', preferred: ['handsame'] },
      ])
      assert.deepEqual(matches[0], {
        start: 3,
        end: 12,
        term: 'behandle',
        entryId: ids.HANDSAME,
        preferred: ['handsame'],
      })
      assert.equal(matches[1]?.entryId, ids.SOKNAD)
    })

    it('matches a multi-word term as a run of words, over a shorter term it holds', async () => {
      const text = 'Gå til Min side. Neste side viser mer.'
      assert.deepEqual(covered(text, await match(text, 'nb-NO', 'nn-NO')), [
        { found: 'Min side', term: 'Min side', preferred: ['Mi side'] },
        { found: 'side', term: 'side', preferred: [] },
      ])
      assert.deepEqual(covered(text, await match(text, 'nb-NO', 'en-US')), [
        { found: 'Min side', term: 'Min side', preferred: [] },
        { found: 'side', term: 'side', preferred: ['page'] },
      ])
    })

    it("looks only for terms of the text's language, and answers none where there are none", async () => {
      assert.deepEqual(await match('We process your application.', 'en-US', 'nb-NO'), [])
      assert.deepEqual(await match('Ingen kjente ord her.', 'nb-NO', 'nn-NO'), [])
      const nynorsk = 'Vi handsamar søknaden.'
      assert.deepEqual(covered(nynorsk, await match(nynorsk, 'nn-no', 'NB-no')), [
        { found: 'handsamar', term: 'handsame', preferred: ['behandle'] },
        { found: 'søknaden', term: 'søknad', preferred: ['søknad'] },
      ])
    })

    it('sees an entry changed or deleted at once', async () => {
      const text = 'Vi behandler saken.'
      const replaced = await putJson(
        `${running.url}/ContentApi/Terms/${ids.HANDSAME}`,
        { Terms: [...HANDSAME.Terms, { LanguageCode: 'nn-NO', Term: 'sakshandsame', Status: 'preferred' }] },
        as(ANNA),
      )
      assert.equal(replaced.status, 200, replaced.text)
      assert.deepEqual((await match(text, 'nb-NO', 'nn-NO'))[0]?.preferred, ['handsame', 'sakshandsame'])
      assert.equal((await del(`${running.url}/ContentApi/Terms/${ids.HANDSAME}`, as(ANNA))).status, 204)
      assert.deepEqual(await match(text, 'nb-NO', 'nn-NO'), [])
    })

    it('is a read open to any key or none, and refuses a language the store lacks or an empty text', async () => {
      const unknown = await postJson(url, { Text: 'Søknad', LanguageCode: 'xx-XX', To: 'nn-NO' }, as(READER))
      assert.equal(unknown.status, 400)
      assert.equal(unknown.headers.get('content-type'), PROBLEM_JSON)
      assert.match(unknown.text, /LanguageCode/)
      const empty = await postJson(url, { Text: '   ', LanguageCode: 'nb-NO', To: 'nn-NO' }, as(READER))
      assert.equal(empty.status, 400)
      const keyless = await postJson(url, { Text: 'Søknad', LanguageCode: 'nb-NO', To: 'nn-NO' })
      assert.equal(keyless.status, 200, 'a read: open without a key, as other reads (no READS_REQUIRE_KEY)')
      const other = await call(url, { headers: as(READER) })
      assert.equal(other.status, 405)
      assert.equal(other.headers.get('allow'), 'POST')
    })
  })
}

describe('term match offsets', () => {
  const entry: TermEntry = {
    id: 1,
    terms: [
      { languageCode: 'nb-NO', term: 'søknad', status: 'preferred' },
      { languageCode: 'nn-NO', term: 'søknad', status: 'preferred' },
    ],
    createdAt: '2026-11-29T00:00:00.000Z',
    createdBy: 'test',
    updatedAt: '2026-11-29T00:00:00.000Z',
    updatedBy: 'test',
  }

  it('count in the text as given, also when it is not in NFC', () => {
    const decomposed = 'Cafe\u0301 og søknaden'.normalize('NFD')
    const [found] = termMatches(decomposed, 'nb-NO', 'nn-NO', [entry])
    assert.ok(found)
    assert.equal(decomposed.slice(found.start, found.end), 'søknaden'.normalize('NFD'))
    const composed = 'Café og søknaden'
    const [same] = termMatches(composed, 'nb-NO', 'nn-NO', [entry])
    assert.equal(composed.slice(same?.start, same?.end), 'søknaden')
  })
})
