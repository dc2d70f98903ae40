// How much of a text a search snippet reads, on each store: the first SNIPPET_SCAN characters of a hit's text,
// however long the text, so that a search of long texts holds the event loop for a bounded time. A match within
// them is marked as before; one further in is found by the index, and the snippet is the text's start.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseQuery } from '../src/rules/search/query.js'
import { SNIPPET_SCAN, snippet, snippetScanEnd } from '../src/rules/search/snippets.js'
import type { SearchPage } from '../src/schemas/search.js'
import { appOnStore } from './helpers/app.js'
import { call, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

/** A text of about `length` characters of filler, with `word` standing at the given offsets. */
function textWith(length: number, word: string, offsets: readonly number[]): string {
  let text = 'Innledning'
  for (const offset of offsets) text += `${' lorem'.repeat(Math.ceil((offset - text.length) / 6))} ${word}`
  return `${text}${' lorem'.repeat(Math.ceil((length - text.length) / 6))}.`
}

describe('a snippet of a long text', () => {
  const query = parseQuery('søknadsfristen') as NonNullable<ReturnType<typeof parseQuery>>

  it(`is made from the first ${SNIPPET_SCAN} characters at most, and no word is read cut`, () => {
    const far = textWith(1_000_000, 'søknadsfristen', [SNIPPET_SCAN + 10, 500_000])
    assert.ok(far.length >= 1_000_000)
    const made = snippet(far, 'nb-NO', query)
    assert.doesNotMatch(made, /<mark>/)
    assert.ok(made.startsWith('Innledning lorem') && made.endsWith('…'), made)

    // A word the budget ends in is left out whole, even where it would match as a prefix.
    const straddling = `${'a '.repeat(SNIPPET_SCAN / 2 - 2)}søknadsfristen ${'b '.repeat(10)}`
    const end = snippetScanEnd(straddling)
    assert.ok(end <= SNIPPET_SCAN && straddling.slice(end).startsWith('søknadsfristen'), String(end))
    assert.doesNotMatch(snippet(straddling, 'nb-NO', parseQuery('søknad*') as typeof query), /<mark>/)
    // One long word: cut at the budget, between the two halves of no character.
    const oneWord = '𝐀'.repeat(SNIPPET_SCAN)
    assert.equal(snippetScanEnd(oneWord), SNIPPET_SCAN)
    assert.equal(snippetScanEnd(`x${oneWord}`), SNIPPET_SCAN - 1)
  })

  it('marks a match within the budget as it did, the best part chosen among them', () => {
    const near = textWith(1_000_000, 'søknadsfristen', [3_000, SNIPPET_SCAN - 100, 600_000])
    const made = snippet(near, 'nb-NO', query)
    assert.match(made, /^…(lorem )+<mark>søknadsfristen<\/mark>( lorem)+…$/)
    const short = 'Send søknaden før søknadsfristen går ut.'
    assert.equal(snippet(short, 'nb-NO', query), 'Send søknaden før <mark>søknadsfristen</mark> går ut.')
  })
})

for (const dialect of DIALECTS) {
  describe(`search snippets of texts of 1 MB on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('finds a match past the budget, and marks those within it', async () => {
      const url = suite.running.url
      const far = textWith(1_000_000, 'søknadsfristen', [500_000])
      const near = textWith(1_000_000, 'søknadsfristen', [5_000, 700_000])
      const ids: number[] = []
      for (const text of [far, near]) {
        const created = await postJson(`${url}/ContentApi/Content`, { Text: text, LanguageCode: 'nb-NO' })
        assert.equal(created.status, 201, created.text.slice(0, 500))
        ids.push(created.json.id)
      }
      const answer = await call(`${url}/ContentApi/Search?q=s%C3%B8knadsfristen`)
      assert.equal(answer.status, 200, answer.text.slice(0, 500))
      const hits = (answer.json as SearchPage).hits
      assert.deepEqual(hits.map((hit) => hit.contentId).sort(), [...ids].sort())
      const snippets = new Map(hits.map((hit) => [hit.contentId, hit.snippet]))
      const ofFar = snippets.get(ids[0] as number) ?? ''
      assert.doesNotMatch(ofFar, /<mark>/)
      assert.ok(ofFar.startsWith('Innledning lorem') && ofFar.endsWith('…'), ofFar)
      assert.match(snippets.get(ids[1] as number) ?? '', /^…(lorem )+<mark>søknadsfristen<\/mark>( lorem)+…$/)
    })
  })
}
