// CSV on each store: the export read back by csv-parse (RFC 4180, a BOM, a column per language, no fallback,
// formulas guarded); the round trip through an empty store, byte for byte, every language at once; a conflict
// (`nn-NO version` column) reported, not written over; a dry run that changes nothing.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { appOnStore } from './helpers/app.js'
import {
  AWKWARD,
  assertConflictReported,
  assertRoundTrip,
  emptyStores,
  exportFile,
  importFile,
  seedAwkward,
} from './helpers/formats.js'
import { postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const CSV_TYPE = 'text/csv'

for (const dialect of DIALECTS) {
  describe(`CSV files on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    const emptyStore = emptyStores(dialect)
    let api: string
    let keyless: number

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      keyless = await seedAwkward(api)
      const formula = await postJson(`${api}/Content`, {
        Text: '=SUM(A1:A3)',
        LanguageCode: 'nb-NO',
        Key: 'app.formula',
      })
      assert.equal(formula.status, 201)
    })

    it('exports one row per key and a column per language, that csv-parse reads back', async () => {
      const answer = await exportFile(api, 'nn-NO', 'format=csv')
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8')
      // fetch's text() drops a BOM: the bytes show it.
      const bytes = Buffer.from(await (await fetch(`${api}/Bundles/nn-NO?format=csv`)).arrayBuffer())
      assert.deepEqual(
        [...bytes.subarray(0, 3)],
        [0xef, 0xbb, 0xbf],
        'a BOM, so that spreadsheets read UTF-8',
      )
      assert.ok(bytes.includes('\r\n'), 'CRLF between records')
      const rows = parse(answer.text, { bom: true, columns: true }) as Record<string, string>[]
      const byKey = new Map(rows.map((r) => [r.key, r]))
      assert.deepEqual(Object.keys(rows[0] ?? {}), ['key', 'nn-NO', 'nb-NO', 'en-US'])
      for (const [name, text] of Object.entries(AWKWARD)) {
        // A cell a spreadsheet would take for a formula (@brukar) has a ' before it.
        const guarded = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)
        assert.equal(byKey.get(`app.awkward.${name}`)?.['nb-NO'], guarded(text), name)
        assert.equal(byKey.get(`app.awkward.${name}`)?.['nn-NO'], guarded(`${text} (nn)`), name)
      }
      assert.equal(byKey.get('app.title')?.['nn-NO'], '', 'no fallback in a spreadsheet')
      assert.equal(byKey.get(String(keyless))?.['nn-NO'], 'Utan nøkkel')
      assert.equal(byKey.get('app.formula')?.['nb-NO'], "'=SUM(A1:A3)", 'a formula is guarded')
    })

    it('round-trips every language at once: export, import into an empty store, export again', async () => {
      await assertRoundTrip(api, emptyStore, 'nn-NO', 'csv', CSV_TYPE, null)
      await assertRoundTrip(api, emptyStore, 'en-US', 'csv', CSV_TYPE, null)
    })

    it('imports one language column with language=, and reports a changed text as a conflict', async () => {
      await assertConflictReported(api, 'csv', CSV_TYPE, 'app.awkward.emoji', (file) => {
        const rows = parse(file, { bom: true }) as string[][]
        for (const row of rows)
          if (row[0] === 'app.awkward.emoji' || row[0] === 'app.awkward.letters') row[1] = 'Endra i fila'
        return stringify(rows)
      })
      const answer = await importFile(api, 'format=csv&language=de-DE', 'key,de-DE\r\na,b\r\n', CSV_TYPE)
      assert.equal(answer.status, 400)
      const missing = await importFile(api, 'format=csv&language=en-US', 'key,nn-NO\r\na,b\r\n', CSV_TYPE)
      assert.equal(missing.status, 400)
      assert.match(missing.text, /no column for en-US/)
    })
  })
}
