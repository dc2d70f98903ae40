// Removing a language over HTTP (DELETE /ContentApi/Language/{code}), on each store: only one that no text
// uses, now or in a content's history, and that the reading policy does not name; a refusal changes nothing.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`removing a language over HTTP on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    const codes = async () =>
      ((await call(`${suite.running.url}/ContentApi/Language`)).json as { languageCode: string }[]).map(
        (l) => l.languageCode,
      )

    it('removes one no text uses, found ignoring case; then it is unknown', async () => {
      const base = `${suite.running.url}/ContentApi/Language`
      assert.equal((await postJson(base, { LanguageCode: 'sv-SE' })).status, 201)
      const removed = await del(`${base}/SV-se`)
      assert.equal(removed.status, 204, removed.text)
      assert.deepEqual(await codes(), ['nb-NO', 'nn-NO', 'en-US'])
      const again = await del(`${base}/sv-SE`)
      assert.equal(again.status, 404)
      assert.equal(again.headers.get('content-type'), PROBLEM_JSON)
      assert.match(again.json.detail, /no language "sv-SE"/)
    })

    it('refuses one with texts, now or only in a history, and one the settings name (409)', async () => {
      const base = `${suite.running.url}/ContentApi/Language`
      assert.equal((await postJson(base, { LanguageCode: 'da-DK' })).status, 201)
      assert.equal((await postJson(base, { LanguageCode: 'fi-FI' })).status, 201)
      const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
        Properties: [
          { LanguageCode: 'nb-NO', Text: 'Hei' },
          { LanguageCode: 'da-DK', Text: 'Hej' },
          { LanguageCode: 'fi-FI', Text: 'Hei' },
        ],
      })
      assert.equal(created.status, 201, created.text)
      // fi-FI's text is deleted: it stays in the content's history.
      const gone = await del(`${suite.running.url}/ContentApi/Content/${created.json.id}/Properties/fi-FI`)
      assert.ok(gone.status === 200 || gone.status === 204, gone.text)
      for (const code of ['da-DK', 'fi-FI']) {
        const refused = await del(`${base}/${code}`)
        assert.equal(refused.status, 409, code)
        assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
        assert.match(refused.json.detail, new RegExp(`${code} has texts`))
      }
      // nb-NO is DEFAULT_LANGUAGE (as the defaults have it): refused even before its texts are looked at.
      const named = await del(`${base}/nb-NO`)
      assert.equal(named.status, 409)
      assert.match(named.json.detail, /nb-NO is named by the settings: DEFAULT_LANGUAGE/)
      assert.deepEqual(await codes(), ['nb-NO', 'nn-NO', 'en-US', 'da-DK', 'fi-FI'])
    })
  })
}
