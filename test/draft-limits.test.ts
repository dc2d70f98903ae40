// What one request may make the draft engine do, on each store: a stored text longer than drafts take is a 422
// on GET …/Draft and skipped by the backlog fill, a word longer than MAX_WORD passes through untranslated, and
// neither reaches the engine — its processes stay the same ones, and a draft sent beside them is answered.
//
// Without Apertium the tests skip with a printed reason; under CI=true they run anyway, and fail.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Draft, FillResult } from '../src/schemas/drafts.js'
import { MAX_DRAFT_TEXT } from '../src/schemas/drafts.js'
import { MAX_WORD } from '../src/services/drafts/apertium-engine.js'
import { appOnStore } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const MODES = '/usr/share/apertium/modes'
const apertiumMissing = !existsSync(`${MODES}/nob-nno_e.mode`) || !existsSync('/usr/bin/lt-proc')
if (apertiumMissing && process.env.CI !== 'true') {
  console.log(
    '# skipping the draft limit tests: Apertium is not installed (apt-get install apertium apertium-nno-nob)',
  )
}
const skipWithoutApertium = (dialect: (typeof DIALECTS)[number]) =>
  skipReason(dialect) || (apertiumMissing && process.env.CI !== 'true' ? 'Apertium is not installed' : false)

const BOKMAL_SENTENCE = 'Vi har ikke mottatt dokumentene dine ennå'
const NYNORSK_SENTENCE = 'Vi har ikkje motteke dokumenta dine enno'
const NORMAL = { Text: BOKMAL_SENTENCE, From: 'nb-NO', To: 'nn-NO' }

function draft(url: string, body: unknown) {
  return postJson(`${url}/ContentApi/Translations/Draft`, body)
}

for (const dialect of DIALECTS) {
  describe(`draft limits on ${dialect}`, { skip: skipWithoutApertium(dialect) }, () => {
    const suite = appOnStore(dialect)
    /** The engine's processes, started by a first draft. */
    const runningPids = async () => {
      assert.equal((await draft(suite.running.url, NORMAL)).status, 200)
      const pids = suite.running.app.drafts.enginePids('nb-NO', 'nn-NO')
      assert.ok(pids.length > 0)
      return pids
    }

    it('answers 422 for a stored text longer than drafts take, without the engine; a draft beside it is 200', async () => {
      const url = suite.running.url
      const long = `${BOKMAL_SENTENCE}. `.repeat(
        Math.ceil((2 * MAX_DRAFT_TEXT) / (BOKMAL_SENTENCE.length + 2)),
      )
      const created = await postJson(`${url}/ContentApi/Content`, { Text: long, LanguageCode: 'nb-NO' })
      assert.equal(created.status, 201, created.text)
      const pids = await runningPids()

      const [tooLong, normal] = await Promise.all([
        call(`${url}/ContentApi/Content/${created.json.id}/Draft?to=nn-NO`),
        draft(url, NORMAL),
      ])
      assert.equal(tooLong.status, 422, tooLong.text)
      assert.equal(tooLong.headers.get('content-type'), PROBLEM_JSON)
      assert.match(tooLong.json.detail, new RegExp(`at most ${MAX_DRAFT_TEXT} characters`))
      assert.equal(normal.status, 200, normal.text)
      assert.equal((normal.json as Draft).text, NYNORSK_SENTENCE)
      assert.deepEqual(suite.running.app.drafts.enginePids('nb-NO', 'nn-NO'), pids)

      // The fill leaves it out, and drafts the one beside it.
      await postJson(`${url}/ContentApi/Content`, { Text: long, LanguageCode: 'nb-NO', Key: 'limits.long' })
      await postJson(`${url}/ContentApi/Content`, {
        Text: BOKMAL_SENTENCE,
        LanguageCode: 'nb-NO',
        Key: 'limits.short',
      })
      const filled = await call(
        `${url}/ContentApi/Translations/Drafts?from=nb-NO&to=nn-NO&keyPrefix=limits.`,
        {
          method: 'POST',
        },
      )
      assert.equal(filled.status, 200, filled.text)
      assert.deepEqual(filled.json as FillResult, { written: 1, skipped: 1 })
      assert.deepEqual(suite.running.app.drafts.enginePids('nb-NO', 'nn-NO'), pids)
    })

    it(`passes a word longer than ${MAX_WORD} characters through untranslated, without the engine`, async () => {
      const url = suite.running.url
      const pids = await runningPids()
      const word = 'a'.repeat(MAX_DRAFT_TEXT)
      const [alone, normal] = await Promise.all([draft(url, { ...NORMAL, Text: word }), draft(url, NORMAL)])
      assert.equal(alone.status, 200, alone.text)
      assert.equal((alone.json as Draft).text, word)
      assert.equal(normal.status, 200, normal.text)
      assert.equal((normal.json as Draft).text, NYNORSK_SENTENCE)

      // Among words the engine translates. A run of MAX_WORD characters without white space still goes to the
      // engine, one character more does not.
      const compound = 'dokument'.repeat(200)
      const amid = await draft(url, { ...NORMAL, Text: `Vi har ikke ${compound} mottatt` })
      assert.equal((amid.json as Draft).text, `Vi har ikkje ${compound} motteke`)
      const longest = `${'ikke,'.repeat(MAX_WORD / 5 - 1)}ikke.`
      assert.equal(longest.length, MAX_WORD)
      const atLimit = await draft(url, { ...NORMAL, Text: `Vi har ${longest}` })
      assert.equal((atLimit.json as Draft).text, `Vi har ${longest.replaceAll('ikke', 'ikkje')}`)
      const over = await draft(url, { ...NORMAL, Text: `Vi har ${longest}.` })
      assert.equal((over.json as Draft).text, `Vi har ${longest}.`)
      assert.deepEqual(suite.running.app.drafts.enginePids('nb-NO', 'nn-NO'), pids)
    })
  })
}
