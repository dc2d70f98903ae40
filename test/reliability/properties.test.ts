// Property-based tests (fast-check, 1,000 runs a property) on each store: any well-formed Unicode text the
// rules accept round-trips byte for byte, and no JSON value sent as a body gets a 5xx.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { TEXT_PATTERN } from '../../src/schemas/content.js'
import { appOnStore } from '../helpers/app.js'
import { call, postJson } from '../helpers/http.js'
import { DIALECTS, skipReason } from '../helpers/stores.js'

// Run directly: 300 runs a property; npm run test:reliability (RELIABILITY=1, which CI runs): 3,000.
const RUNS = process.env.RELIABILITY === '1' ? 3000 : 300
// The same rule the service applies: not blank, no U+0000 (well-formed strings have no lone surrogate).
const acceptable = new RegExp(TEXT_PATTERN, 'u')

for (const dialect of DIALECTS) {
  describe(`properties on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('round-trips any well-formed Unicode text byte for byte', async () => {
      const base = `${suite.running.url}/ContentApi/Content`
      // Whole code points (astral ones included), and grapheme clusters (combining marks, ZWJ emoji).
      const text = fc
        .oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
          fc.string({ unit: 'grapheme', minLength: 1 }),
        )
        .filter((t) => acceptable.test(t))
      await fc.assert(
        fc.asyncProperty(text, fc.constantFrom('nb-NO', 'nn-NO', 'en-US'), async (sent, languageCode) => {
          const created = await postJson(base, { Text: sent, LanguageCode: languageCode })
          assert.equal(created.status, 201)
          const read = await call(`${base}/${created.json.id}`)
          const stored: string = read.json.properties[0].text
          assert.ok(Buffer.from(stored, 'utf8').equals(Buffer.from(sent, 'utf8')))
        }),
        { numRuns: RUNS },
      )
    })

    it('never answers a 5xx to any JSON value as a body', async () => {
      const content = (
        await postJson(`${suite.running.url}/ContentApi/Content`, { Text: 'Mål', LanguageCode: 'nb-NO' })
      ).json
      const targets = [
        { method: 'POST', url: `${suite.running.url}/ContentApi/Content` },
        { method: 'PUT', url: `${suite.running.url}/ContentApi/Content/${content.id}` },
        { method: 'PUT', url: `${suite.running.url}/ContentApi/Content/${content.id}/Properties/nn-NO` },
      ]
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.constantFrom(...targets), async (value, target) => {
          const answer = await call(target.url, {
            method: target.method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(value) ?? 'null',
          })
          assert.ok(answer.status < 500, `${target.method} ${JSON.stringify(value)} -> ${answer.status}`)
        }),
        { numRuns: RUNS },
      )
    })
  })
}
