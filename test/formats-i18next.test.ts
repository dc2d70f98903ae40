// i18next JSON on each store: the export nested at the dots of keys, loaded by real i18next; its ETag and
// 304; the round trip through an empty store, byte for byte; a key that is a text and a prefix refused with
// a 409 naming both (flat keys with nesting=false); imports that create, update, leave alone and, in a dry
// run, write nothing; and bad files refused with nothing changed.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import i18next from 'i18next'
import { appOnStore } from './helpers/app.js'
import {
  AWKWARD,
  assertNothingWritten,
  emptyStores,
  exportFile,
  importFile,
  seedAwkward,
} from './helpers/formats.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const JSON_TYPE = 'application/json'

for (const dialect of DIALECTS) {
  describe(`i18next files on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    const emptyStore = emptyStores(dialect)
    let api: string
    let keyless: number

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      keyless = await seedAwkward(api)
    })

    it('exports nested JSON that real i18next loads, with fallbacks, and answers 304 to its ETag', async () => {
      const answer = await exportFile(api, 'nn-NO', 'format=i18next')
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8')
      assert.equal(answer.json.app.awkward.quotes, `${AWKWARD.quotes} (nn)`)
      assert.equal(answer.json.app.title, 'Berre bokmål', 'nn-NO falls back to nb-NO')
      assert.equal(answer.json[String(keyless)], 'Utan nøkkel', 'a content without a key is named by its id')
      assert.equal(answer.json['skjema/skyss'].tittel, 'Søk om skuleskyss')

      const t = await loaded(answer.text)
      assert.equal(t('app.title'), 'Berre bokmål')
      for (const [name, text] of Object.entries(AWKWARD)) {
        // i18next interpolates {{…}} in what it answers; the text itself is what the file holds.
        if (name !== 'braces') assert.equal(t(`app.awkward.${name}`), `${text} (nn)`, name)
      }
      assert.equal(t('app.awkward.braces', { count: 3 }), 'Hei {name}, du har 3 meldinger og {0} (nn)')
      assert.equal(t(String(keyless)), 'Utan nøkkel')

      await assertNothingWritten(dialect, api, 'nn-NO', 'format=i18next', answer)
      // The flat bundle and the i18next file are different variants: their tags differ.
      assert.notEqual((await exportFile(api, 'nn-NO', '')).headers.get('etag'), answer.headers.get('etag'))
      const strict = await exportFile(api, 'nn-NO', 'format=i18next&fallback=false')
      assert.equal(strict.json.app.title, undefined, 'fallback=false leaves out texts in other languages')
    })

    it('round-trips: export, import into an empty store, export again gives the same bytes', async () => {
      for (const language of ['nn-NO', 'nb-NO']) {
        for (const query of ['format=i18next', 'format=i18next&nesting=false']) {
          const first = await exportFile(api, language, query)
          assert.equal(first.status, 200, first.text)
          const other = await emptyStore()
          const nesting = query.includes('nesting=false') ? '&nesting=false' : ''
          const imported = await importFile(
            other,
            `format=i18next&language=${language}${nesting}`,
            first.text,
            JSON_TYPE,
          )
          assert.equal(imported.status, 200, imported.text)
          assert.equal(imported.json.created, Object.keys(flatten(first.json)).length)
          assert.deepEqual(imported.json.conflicts, [])
          const second = await exportFile(other, language, query)
          assert.equal(second.text, first.text, `${language} ${query}`)
        }
      }
    })

    it('imports: a dry run writes nothing and answers what the import then does', async () => {
      const file = JSON.parse((await exportFile(api, 'nn-NO', 'format=i18next')).text)
      file.app.awkward.emoji = 'Takk 🎉 endra'
      file.app.title = 'Berre bokmål' // the fallback's text as exported: not a translation
      file.app.ny = { knapp: 'Ny knapp "her"' }
      const body = JSON.stringify(file)
      const before = await exportFile(api, 'nn-NO', 'format=i18next')
      const dry = await importFile(api, 'format=i18next&language=nn-NO&dryRun=true', body, JSON_TYPE)
      assert.equal(dry.status, 200, dry.text)
      const total = Object.keys(flatten(file)).length
      assert.deepEqual(dry.json, { created: 1, updated: 1, unchanged: total - 2, conflicts: [] })
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=i18next', before)

      const real = await importFile(api, 'format=i18next&language=nn-NO', body, JSON_TYPE)
      assert.deepEqual(real.json, dry.json)
      const after = (await exportFile(api, 'nn-NO', 'format=i18next')).json
      assert.equal(after.app.awkward.emoji, 'Takk 🎉 endra')
      assert.equal(after.app.ny.knapp, 'Ny knapp "her"')
      const created = await call(`${api}/Content/ByKey/app.ny.knapp`)
      assert.equal(created.status, 200, created.text)
      const titled = (await call(`${api}/Content/ByKey/app.title`)).json
      assert.deepEqual(
        titled.properties.map((p: { language: { languageCode: string } }) => p.language.languageCode),
        ['nb-NO'],
        'no Nynorsk text was made from the fallback',
      )
      const again = await importFile(api, 'format=i18next&language=nn-NO', body, JSON_TYPE)
      assert.deepEqual(again.json, { created: 0, updated: 0, unchanged: total, conflicts: [] })
    })

    it('refuses bad files with a problem and changes nothing', async () => {
      const before = await exportFile(api, 'nn-NO', 'format=i18next')
      const cases: [string, string, string][] = [
        ['{"a": ', 'format=i18next&language=nn-NO', 'not JSON'],
        ['["a"]', 'format=i18next&language=nn-NO', 'a JSON object'],
        ['{"a": {"b": 3}}', 'format=i18next&language=nn-NO', 'is number'],
        ['{"a": {"b": "x"}}', 'format=i18next&language=nn-NO&nesting=false', 'nesting=false'],
        ['{"a.b": "x", "a": {"b": "y"}}', 'format=i18next&language=nn-NO', 'twice'],
        ['{"ny nøkkel": "x", "ok": "y"}', 'format=i18next&language=nn-NO', 'cannot be a key'],
        ['{"a": "x\\u0000"}', 'format=i18next&language=nn-NO', 'U+0000'],
        ['{"a": "x"}', 'format=i18next', 'language=nn-NO'],
        ['{"a": "x"}', 'format=i18next&language=de-DE', 'Unknown language'],
        ['{"a": "x"}', 'format=yaml&language=nn-NO', 'format'],
      ]
      for (const [body, query, says] of cases) {
        const answer = await importFile(api, query, body, JSON_TYPE)
        assert.equal(answer.status, 400, `${body}: ${answer.text}`)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(answer.text.includes(says), `${body}: ${answer.text}`)
      }
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=i18next', before)
    })

    it('refuses to nest a key that is a text and a prefix of another (409 naming both), not with nesting=false', async () => {
      for (const [key, text] of [
        ['nest/a', 'Leaf'],
        ['nest/a.b', 'Under'],
      ]) {
        assert.equal(
          (await postJson(`${api}/Content`, { Text: text, LanguageCode: 'nb-NO', Key: key })).status,
          201,
        )
      }
      const refused = await exportFile(api, 'nb-NO', 'format=i18next&keyPrefix=nest/')
      assert.equal(refused.status, 409, refused.text)
      assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
      assert.match(refused.json.detail, /"nest\/a" is a text and also the prefix of the key "nest\/a\.b"/)
      assert.equal(refused.headers.get('cache-control'), 'no-store')
      const flat = await exportFile(api, 'nb-NO', 'format=i18next&keyPrefix=nest/&nesting=false')
      assert.equal(flat.status, 200, flat.text)
      assert.deepEqual(flat.json, { 'nest/a': 'Leaf', 'nest/a.b': 'Under' })
      // The other order: the prefix nested first, then the text.
      assert.equal(
        (await postJson(`${api}/Content`, { Text: 'Deep', LanguageCode: 'nb-NO', Key: 'nest2/x.y.z' }))
          .status,
        201,
      )
      assert.equal(
        (await postJson(`${api}/Content`, { Text: 'Mid', LanguageCode: 'nb-NO', Key: 'nest2/x.y' })).status,
        201,
      )
      const other = await exportFile(api, 'nb-NO', 'format=i18next&keyPrefix=nest2/')
      assert.equal(other.status, 409)
      assert.match(
        other.json.detail,
        /"nest2\/x\.y" is a text and also the prefix of the key "nest2\/x\.y\.z"/,
      )
    })
  })
}

/** An i18next instance on one resource, as an app makes it. */
async function loaded(file: string) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: 'nn-NO',
    resources: { 'nn-NO': { translation: JSON.parse(file) } },
    interpolation: { escapeValue: false },
  })
  return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string
}

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') out[name] = value
    else Object.assign(out, flatten(value as Record<string, unknown>, name))
  }
  return out
}
