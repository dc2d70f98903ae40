// Android strings.xml on each store: the export read by fast-xml-parser and unescaped as aapt2 does; the
// round trip through an empty store, byte for byte; a conflict (cs:version) reported, not written over;
// DOCTYPEs, plurals and markup refused.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { unescapeAndroid } from '../src/services/formats/android.js'
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

const XML_TYPE = 'application/xml'

for (const dialect of DIALECTS) {
  describe(`Android strings.xml on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    const emptyStore = emptyStores(dialect)
    let api: string

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      await seedAwkward(api)
    })

    it("exports well-formed XML with Android's escaping of apostrophes, quotes, @, ?, newlines and spaces", async () => {
      const answer = await exportFile(api, 'nn-NO', 'format=android')
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.headers.get('content-type'), 'application/xml; charset=utf-8')
      assert.equal(XMLValidator.validate(answer.text), true)
      const parsed = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '',
        trimValues: false,
        parseTagValue: false,
      }).parse(answer.text)
      const strings = new Map<string, { '#text': string; formatted?: string }>(
        parsed.resources.string.map((s: { name: string; '#text': string }) => [s.name, s]),
      )
      for (const [name, text] of Object.entries(AWKWARD)) {
        const element = strings.get(`app.awkward.${name}`)
        assert.ok(element, name)
        assert.equal(unescapeAndroid(element['#text']), `${text} (nn)`, name)
      }
      assert.match(
        answer.text,
        /<string name="app.awkward.quotes">Han sa \\"hei\\" og \\'ha det\\' \(nn\)<\/string>/,
      )
      assert.match(answer.text, /<string name="app.awkward.at">\\@brukar \? spørsmål \(nn\)<\/string>/)
      assert.match(
        answer.text,
        /<string name="app.awkward.lines">Første linje\\nandre linje\\n\\ttredje med tab \(nn\)<\/string>/,
      )
      assert.match(answer.text, /<string name="app.awkward.markup">&lt;b&gt;Viktig&lt;\/b&gt; &amp; /)
      assert.equal(strings.get('app.awkward.percent')?.formatted, 'false')
      assert.equal(
        unescapeAndroid(strings.get('app.title')?.['#text'] ?? ''),
        'Berre bokmål',
        'with fallbacks',
      )
      const versioned = await exportFile(api, 'nn-NO', 'format=android&versions=true')
      assert.match(versioned.text, /<resources xmlns:cs="urn:content-store">/)
      assert.match(versioned.text, /<string name="app.title" cs:version="none">/)
    })

    it('round-trips: export, import into an empty store, export again gives the same bytes', async () => {
      for (const language of ['nn-NO', 'nb-NO'])
        await assertRoundTrip(api, emptyStore, language, 'android', XML_TYPE)
    })

    it('reads what aapt2 reads: quoted whitespace kept, other whitespace collapsed, translatable="false" left out', async () => {
      const file =
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' +
        '  <string name="android.quoted">"  kept  "\n  and   collapsed </string>\n' +
        '  <string name="android.fixed" translatable="false">Not a translation</string>\n</resources>\n'
      const answer = await importFile(api, 'format=android&language=nn-NO', file, XML_TYPE)
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.json.created, 1)
      const flat = (await exportFile(api, 'nn-NO', 'keyPrefix=android.')).json
      assert.deepEqual(flat, { 'android.quoted': '  kept   and collapsed' })
    })

    it('reports a text changed in the store after the file was exported, and does not write over it', async () => {
      await assertConflictReported(api, 'android', XML_TYPE, 'app.awkward.emoji', (file) =>
        file.replace(/(<string name="app.awkward.emoji"[^>]*>)[^<]*/, '$1Endra i fila'),
      )
    })

    it('refuses a DOCTYPE, plurals, markup inside a string and malformed XML, changing nothing', async () => {
      const before = await exportFile(api, 'nn-NO', 'format=android')
      for (const [body, says] of [
        [
          '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]><resources/>',
          'DOCTYPE',
        ],
        ['<resources><plurals name="p"><item quantity="one">x</item></plurals></resources>', 'plurals'],
        ['<resources><string name="s">a <b>b</b></string></resources>', 'markup'],
        ['<resources><string name="s">a</resources>', 'line 1'],
      ]) {
        const answer = await importFile(api, 'format=android&language=nn-NO', body as string, XML_TYPE)
        assert.equal(answer.status, 400, answer.text)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(answer.text.includes(says as string), answer.text)
      }
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=android', before)
    })
  })
}
