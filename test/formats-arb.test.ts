// Flutter ARB on each store: the export read as JSON with @@locale and each @key's description; the round
// trip through an empty store, byte for byte; a conflict (x-content-store-version) reported, not written over.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
import {
  AWKWARD,
  assertConflictReported,
  assertNothingWritten,
  assertRoundTrip,
  emptyStores,
  exportFile,
  importFile,
  seedAwkward,
} from './helpers/formats.js'
import { PROBLEM_JSON } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const ARB_TYPE = 'application/json'

for (const dialect of DIALECTS) {
  describe(`ARB files on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    const emptyStore = emptyStores(dialect)
    let api: string
    let keyless: number

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      keyless = await seedAwkward(api)
    })

    it('exports @@locale, each text (with fallbacks) and @key with the source text as description', async () => {
      const answer = await exportFile(api, 'nn-NO', 'format=arb')
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8')
      const arb = JSON.parse(answer.text)
      assert.equal(arb['@@locale'], 'nn_NO')
      assert.match(answer.text, /^\{\n {2}"@@locale": "nn_NO",\n/, '@@locale comes first')
      for (const [name, text] of Object.entries(AWKWARD)) {
        assert.equal(arb[`app.awkward.${name}`], `${text} (nn)`, name)
        assert.deepEqual(arb[`@app.awkward.${name}`], { description: text }, name)
      }
      assert.equal(arb['app.title'], 'Berre bokmål')
      assert.equal(arb[String(keyless)], 'Utan nøkkel')
      // Every key has its @key, and nothing else is in the file.
      const keys = Object.keys(arb).filter((k) => !k.startsWith('@'))
      assert.deepEqual(Object.keys(arb).sort(), ['@@locale', ...keys, ...keys.map((k) => `@${k}`)].sort())
      const versioned = JSON.parse((await exportFile(api, 'nn-NO', 'format=arb&versions=true')).text)
      assert.equal(typeof versioned['@app.awkward.quotes']['x-content-store-version'], 'number')
      assert.equal(
        versioned['@app.title']['x-content-store-version'],
        null,
        'no Nynorsk text: served by fallback',
      )
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=arb', answer)
    })

    it('round-trips: export, import into an empty store, export again gives the same bytes', async () => {
      for (const language of ['nn-NO', 'nb-NO'])
        await assertRoundTrip(api, emptyStore, language, 'arb', ARB_TYPE)
    })

    it('reports a text changed in the store after the file was exported, and does not write over it', async () => {
      const real = await assertConflictReported(api, 'arb', ARB_TYPE, 'app.awkward.emoji', (file) => {
        const arb = JSON.parse(file)
        arb['app.awkward.emoji'] = 'Endra i fila'
        arb['app.awkward.letters'] = 'Blåbær 🫐'
        return JSON.stringify(arb)
      })
      assert.equal(real.json.updated, 1)
    })

    it('refuses a file in another language, and one whose values are not texts', async () => {
      for (const [body, says] of [
        ['{"@@locale": "en_US", "a": "x"}', 'en_US'],
        ['{"a": 1}', 'not a text'],
        ['{"a": "x", "@a": {"x-content-store-version": "seven"}}', 'version id'],
      ]) {
        const answer = await importFile(api, 'format=arb&language=nn-NO', body as string, ARB_TYPE)
        assert.equal(answer.status, 400, answer.text)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(answer.text.includes(says as string), answer.text)
      }
    })
  })
}
