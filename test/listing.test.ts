// The streamed listing, whose JSON the store writes itself (store/read-queries.ts, RENDERED): byte for byte
// what the API answers for each content elsewhere, across windows, gaps and archived contents, on each store.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Content } from '../src/schemas/content.js'
import { appOnStore } from './helpers/app.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

/** Texts that JSON must escape, or that tempt a hand-written escaper to get wrong. */
const AWKWARD = [
  'quote " and backslash \\ and slash /',
  'controls \u0001\u0002\u0007\b\t\n\u000b\f\r\u000e\u001b\u001f end',
  'line and paragraph separators \u2028 \u2029',
  'DEL \u007f and NBSP \u00a0 and BOM \ufeff',
  'emoji 👩🏽‍💻 and 𝄞 (outside the BMP)',
  'combining e\u0301 and æøå ÆØÅ',
  '<script>alert(1)</script> & </mark>',
  '  leading and trailing spaces  ',
]

for (const dialect of DIALECTS) {
  describe(`the streamed listing on ${dialect}`, { skip: skipReason(dialect) }, () => {
    // Windows of 4 contents, so that a listing crosses many of them.
    const suite = appOnStore(dialect, { listBatchSize: 4 })
    let base: string
    const made: number[] = []
    before(async () => {
      base = `${suite.running.url}/ContentApi/Content`
      for (const [i, text] of AWKWARD.entries()) {
        const answer = await postJson(base, {
          Properties: [
            { Text: text, LanguageCode: 'nb-NO' },
            { Text: `${text} (nn)`, LanguageCode: 'nn-NO' },
          ],
          ...(i % 2 === 0 ? { Key: `awkward/${i}:key.with-chars_${i}` } : {}),
        })
        assert.equal(answer.status, 201, answer.text)
        made.push(answer.json.id)
      }
      // Every optional member of a content: parallel and MaxLength beside key and source language.
      const full = await postJson(base, {
        Properties: [
          { Text: 'parallell', LanguageCode: 'nb-NO' },
          { Text: 'parallell (nn)', LanguageCode: 'nn-NO' },
        ],
        Key: 'with/every-member',
        Parallel: true,
      })
      assert.equal(full.status, 201, full.text)
      made.push(full.json.id)
      assert.equal((await putJson(`${base}/${full.json.id}/MaxLength`, { maxLength: 40 })).status, 200)
      // Texts given against the languages' order, which every answer lists them in.
      const reversed = await postJson(base, {
        Properties: ['en-US', 'nn-NO', 'nb-NO'].map((code) => ({
          Text: `baklengs ${code}`,
          LanguageCode: code,
        })),
      })
      assert.equal(reversed.status, 201, reversed.text)
      made.push(reversed.json.id)
      // Its nn-NO text is based on the nb-NO one, and outdated once that is edited.
      const edited = await putJson(`${base}/${full.json.id}/Properties/nb-NO`, { Text: 'parallell, endra' })
      assert.equal(edited.status, 200, edited.text)
      // Gaps: archived contents in the middle of windows, and one with no text left.
      for (let i = 0; i < 6; i++) {
        const answer = await postJson(base, { Text: `mellom ${i}`, LanguageCode: 'en-US' })
        made.push(answer.json.id)
        if (i % 2 === 0) assert.equal((await del(`${base}/${answer.json.id}`)).status, 204)
        if (i === 1) assert.equal((await del(`${base}/${answer.json.id}/Properties/en-US`)).status, 204)
      }
    })

    it('writes each content exactly as GET answers it, and JSON.stringify would', async () => {
      const listing = await call(base)
      assert.equal(listing.status, 200)
      const items = listing.json as Content[]
      const live: Content[] = []
      for (const id of made) {
        const one = await call(`${base}/${id}`)
        if (one.status === 200) live.push(one.json)
      }
      assert.deepEqual(items, live, 'the live contents, ascending, as GET answers them')
      assert.equal(listing.text, JSON.stringify(live), 'the same bytes as JSON.stringify')
      // GET sends the JSON the store writes too (ContentReads.getContentJson): the same bytes as the Content
      // the store reads as objects.
      for (const content of live) {
        const { content: read } = await suite.running.store.contents.getContent(content.id)
        assert.equal(
          (await call(`${base}/${content.id}`)).text,
          JSON.stringify(read),
          `content ${content.id}`,
        )
      }
      assert.ok(
        items.some((c) => c.properties.some((p) => p.workflow?.outdated && p.workflow.basedOn)),
        'a text based on another, and outdated, is listed',
      )
      assert.ok(
        items.some((c) => c.properties.length === 0),
        'a content without texts is listed',
      )
      assert.ok(
        items.some((c) => c.parallel === true && c.maxLength === 40),
        'a content with every optional member is listed',
      )
    })

    it('writes a filtered listing as GET answers each content', async () => {
      const listing = await call(`${base}?language=nn-NO`)
      assert.equal(listing.status, 200)
      const live: Content[] = []
      for (const id of made) {
        const one = await call(`${base}/${id}`)
        if (
          one.status === 200 &&
          one.json.properties.some(
            (p: { language: { languageCode: string } }) => p.language.languageCode === 'nn-NO',
          )
        )
          live.push(one.json)
      }
      assert.ok(live.length > 4, 'the filter keeps contents across several batches')
      assert.equal(listing.text, JSON.stringify(live))
      assert.equal((await call(`${base}?language=nn-NO&after=${made.at(-1)}`)).text, '[]')
    })

    it('starts after an id, and pages the same contents', async () => {
      const all = (await call(base)).json as Content[]
      const from = all[3]?.id as number
      const after = (await call(`${base}?after=${from}`)).json as Content[]
      assert.deepEqual(after, all.slice(4))
      const paged: Content[] = []
      for (let next: string | undefined = `${base}?limit=3`; next; ) {
        const page = await call(next)
        paged.push(...page.json)
        const link = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1]
        next = link ? `${suite.running.url}${link}` : undefined
      }
      assert.deepEqual(paged, all)
    })
  })
}
