// The core wire contract of /ContentApi/Content and /healthz, on each store, over real HTTP.
import assert from 'node:assert/strict'
import { get as httpGet, type IncomingMessage } from 'node:http'
import { after, before, describe, it } from 'node:test'
import type { Content } from '../src/schemas/content.js'
import { overriding, type RunningApp, startApp } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson, rawRequest } from './helpers/http.js'
import { NB } from './helpers/languages.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`content API on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let base: string

    // One app with the default settings serves the suite's tests; a test that needs other settings, or that
    // breaks its app's store, starts its own. Each test makes its own rows.
    let shared: RunningApp | undefined
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
    })
    after(async () => {
      await shared?.close()
      await testStore?.drop()
    })

    const fresh = async (options?: Parameters<typeof startApp>[1]) => {
      if (options) running = await startApp(testStore.location, options)
      else {
        shared ??= await startApp(testStore.location)
        running = shared
      }
      base = `${running.url}/ContentApi/Content`
      return running
    }
    const done = async () => {
      if (running !== shared) await running.close()
    }

    async function listAll(): Promise<Content[]> {
      const answer = await call(base)
      assert.equal(answer.status, 200)
      return answer.json
    }

    async function assertNothingCreated(action: () => Promise<void>): Promise<void> {
      const before = (await listAll()).length
      await action()
      assert.equal((await listAll()).length, before, 'a rejected request must create nothing')
    }

    it('creates a content and answers 201 with Location and the content, its property, language and version', async () => {
      await fresh()
      try {
        const answer = await postJson(base, { Text: 'Hei', LanguageCode: 'nb-NO' })

        assert.equal(answer.status, 201)
        assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8')
        const content = answer.json as Content
        assert.equal(answer.headers.get('location'), `/ContentApi/Content/${content.id}`)
        assert.ok(Number.isInteger(content.id) && content.id > 0)
        const [property] = content.properties
        assert.ok(property)
        assert.deepEqual(content, {
          id: content.id,
          properties: [
            {
              id: property.id,
              text: 'Hei',
              language: { id: 1, languageCode: 'nb-NO' },
              version: { id: property.version.id, createdAt: property.version.createdAt },
              workflow: { state: 'translated', by: 'anonymous', outdated: false },
            },
          ],
          sourceLanguage: 'nb-NO',
        })
        assert.match(property.version.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        assert.ok(Math.abs(Date.parse(property.version.createdAt) - Date.now()) < 60_000)
        assert.equal(answer.headers.get('etag'), `"${property.version.id}"`)
      } finally {
        await done()
      }
    })

    it('gives every POST a new content, version and property', async () => {
      await fresh()
      try {
        const a = (await postJson(base, { Text: 'Same', LanguageCode: 'nn-NO' })).json as Content
        const b = (await postJson(base, { Text: 'Same', LanguageCode: 'nn-NO' })).json as Content

        assert.notEqual(a.id, b.id)
        assert.notEqual(a.properties[0]?.id, b.properties[0]?.id)
        assert.notEqual(a.properties[0]?.version.id, b.properties[0]?.version.id)
      } finally {
        await done()
      }
    })

    it('lists every content in ascending id order, as it was created', async () => {
      await fresh()
      try {
        const created: Content[] = []
        for (const [text, code] of [
          ['Hei', 'nb-NO'],
          ['Hallo', 'en-US'],
          ['Korleis', 'nn-NO'],
        ]) {
          created.push((await postJson(base, { Text: text, LanguageCode: code })).json)
        }

        const listed = await listAll()

        const ids = listed.map((c) => c.id)
        assert.deepEqual(
          ids,
          [...ids].sort((x, y) => x - y),
        )
        for (const content of created) {
          assert.deepEqual(
            listed.find((c) => c.id === content.id),
            content,
          )
        }
      } finally {
        await done()
      }
    })

    it('matches member names case-insensitively and ignores unknown members', async () => {
      await fresh()
      try {
        const lower = await postJson(base, { text: 'små bokstaver', languageCode: 'nb-NO', extra: { x: 1 } })
        const mixed = await postJson(base, { tExT: 'blanda', LANGUAGECODE: 'nn-NO' })
        // Inside Properties too: its items are the named TextItem schema, reached by reference.
        const several = await postJson(base, {
          properties: [{ TEXT: 'i lista', languagecode: 'en-US', extra: 1 }],
        })

        assert.equal(lower.status, 201)
        assert.equal(lower.json.properties[0].text, 'små bokstaver')
        assert.equal(mixed.status, 201)
        assert.equal(mixed.json.properties[0].language.languageCode, 'nn-NO')
        assert.equal(several.status, 201, several.text)
        assert.equal(several.json.properties[0].text, 'i lista')
        assert.equal(several.json.properties[0].language.languageCode, 'en-US')
      } finally {
        await done()
      }
    })

    it('matches the language code case-insensitively and answers with the stored spelling', async () => {
      await fresh()
      try {
        const answer = await postJson(base, { Text: 'Hello', LanguageCode: 'EN-us' })

        assert.equal(answer.status, 201)
        assert.deepEqual(answer.json.properties[0].language, { id: 3, languageCode: 'en-US' })
      } finally {
        await done()
      }
    })

    it('answers 400 when a member is given twice under different cases, and creates nothing', async () => {
      await fresh()
      try {
        await assertNothingCreated(async () => {
          const answer = await postJson(base, '{"Text":"a","text":"b","LanguageCode":"nb-NO"}')
          assert.equal(answer.status, 400)
          assert.match(answer.json.errors.Text[0], /given twice/)
        })
      } finally {
        await done()
      }
    })

    it('answers 400 and creates nothing when the language is unknown, listing the known codes', async () => {
      await fresh()
      try {
        for (const code of ['xx-XX', ' nb-NO', 'nb-NO ', 'nb_NO', 'nb']) {
          await assertNothingCreated(async () => {
            const answer = await postJson(base, { Text: 'Hei', LanguageCode: code })

            assert.equal(answer.status, 400, code)
            assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
            assert.equal(answer.json.title, 'One or more validation errors occurred.')
            assert.deepEqual(Object.keys(answer.json.errors), ['LanguageCode'])
            assert.match(answer.json.errors.LanguageCode[0], /Known language codes: nb-NO, nn-NO, en-US\./)
          })
        }
      } finally {
        await done()
      }
    })

    it('answers 400 for a missing or mistyped field and never coerces a type', async () => {
      await fresh()
      try {
        const cases: [unknown, string, RegExp][] = [
          [{ LanguageCode: 'nb-NO' }, 'Text', /The Text field is required\./],
          [{ Text: 'Hei' }, 'LanguageCode', /The LanguageCode field is required\./],
          [{ Text: 123, LanguageCode: 'nb-NO' }, 'Text', /must be a JSON string/],
          [{ Text: ['a'], LanguageCode: 'nb-NO' }, 'Text', /must be a JSON string/],
          [{ Text: null, LanguageCode: 'nb-NO' }, 'Text', /must be a JSON string/],
          [{ Text: true, LanguageCode: 'nb-NO' }, 'Text', /must be a JSON string/],
          [{ Text: 'Hei', LanguageCode: 1 }, 'LanguageCode', /must be a JSON string/],
          [{ Text: 'Hei', LanguageCode: '' }, 'LanguageCode', /must not be empty/],
        ]
        for (const [body, field, message] of cases) {
          await assertNothingCreated(async () => {
            const answer = await postJson(base, body)

            assert.equal(answer.status, 400, JSON.stringify(body))
            assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
            assert.match(answer.json.errors[field][0], message, JSON.stringify(body))
          })
        }
      } finally {
        await done()
      }
    })

    it('answers 400 for text that is empty, blank, holds U+0000 or an unpaired surrogate', async () => {
      await fresh()
      try {
        // JSON escapes, so the lone surrogate reaches the server as the client wrote it.
        for (const text of [
          '""',
          '"   "',
          '"\\t\\n"',
          '"a\\u0000b"',
          '"\\ud800"',
          '"x\\udc00y"',
          '"\\u00a0\\u2003"',
        ]) {
          await assertNothingCreated(async () => {
            const answer = await postJson(base, `{"Text":${text},"LanguageCode":"nb-NO"}`)

            assert.equal(answer.status, 400, text)
            assert.ok(answer.json.errors.Text.length > 0, text)
          })
        }
      } finally {
        await done()
      }
    })

    it('stores and returns text exactly as sent: no trimming, no normalisation', async () => {
      await fresh()
      try {
        const texts = [
          '  Hei  ',
          'e\u0301 og \u00e9',
          'Æøå ÆØÅ',
          '😀 \u{1F1F3}\u{1F1F4}',
          'line\r\nbreak\ttab',
          '"quoted" \\ back',
        ]
        for (const text of texts) {
          const created = await postJson(base, { Text: text, LanguageCode: 'nb-NO' })
          assert.equal(created.status, 201, JSON.stringify(text))
          assert.equal(created.json.properties[0].text, text)

          const listed = (await listAll()).find((c) => c.id === created.json.id)
          assert.equal(listed?.properties[0]?.text, text)
        }
      } finally {
        await done()
      }
    })

    it('answers 400 for malformed JSON, a body that is not an object, an empty body or bad UTF-8', async () => {
      await fresh()
      try {
        const bodies: (string | Buffer)[] = [
          '{"Text":"a"',
          '{Text:"a"}',
          '[]',
          '"just a string"',
          '42',
          'null',
          '',
          Buffer.from([0x7b, 0x22, 0x54, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
        ]
        for (const body of bodies) {
          await assertNothingCreated(async () => {
            const answer = await call(base, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            })

            assert.equal(answer.status, 400, String(body))
            assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
            assert.ok(answer.json.errors.$.length > 0, String(body))
            assert.equal(answer.json.traceId, answer.headers.get('x-request-id'))
          })
        }
      } finally {
        await done()
      }
    })

    it('answers 400 for a body with a __proto__ member instead of merging it', async () => {
      await fresh()
      try {
        const answer = await postJson(
          base,
          '{"Text":"a","LanguageCode":"nb-NO","__proto__":{"polluted":true}}',
        )

        assert.equal(answer.status, 400)
        assert.equal(({} as Record<string, unknown>).polluted, undefined)
      } finally {
        await done()
      }
    })

    it('answers 415 for a body that is not JSON', async () => {
      await fresh()
      try {
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          const answer = await call(base, {
            method: 'POST',
            headers: { 'content-type': type },
            body: 'Text=a',
          })

          assert.equal(answer.status, 415, type)
          assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
          assert.equal(answer.json.status, 415)
        }
      } finally {
        await done()
      }
    })

    it('answers 413 for a body over the configured limit', async () => {
      await fresh({ bodyLimit: 1024 })
      try {
        await assertNothingCreated(async () => {
          const answer = await postJson(base, { Text: 'x'.repeat(2000), LanguageCode: 'nb-NO' })

          assert.equal(answer.status, 413)
          assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        })
        assert.equal((await postJson(base, { Text: 'x'.repeat(900), LanguageCode: 'nb-NO' })).status, 201)
      } finally {
        await done()
      }
    })

    it('answers 404 problem for an unknown route and 405 with Allow for a wrong method', async () => {
      await fresh()
      try {
        const missing = await call(`${running.url}/ContentApi/Nothing`)
        assert.equal(missing.status, 404)
        assert.equal(missing.headers.get('content-type'), PROBLEM_JSON)

        const wrong = await call(base, { method: 'DELETE' })
        assert.equal(wrong.status, 405)
        assert.equal(wrong.headers.get('allow'), 'GET, HEAD, POST')
        assert.equal(wrong.headers.get('content-type'), PROBLEM_JSON)

        const health = await call(`${running.url}/healthz`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        })
        assert.equal(health.status, 405, 'the method is refused before the body is parsed')
        assert.equal(health.headers.get('allow'), 'GET, HEAD')
      } finally {
        await done()
      }
    })

    it('answers GET and HEAD /healthz with 200 text/plain Healthy', async () => {
      await fresh()
      try {
        const answer = await call(`${running.url}/healthz`)
        assert.equal(answer.status, 200)
        assert.equal(answer.headers.get('content-type'), 'text/plain; charset=utf-8')
        assert.equal(answer.text, 'Healthy')

        const head = await call(`${running.url}/healthz`, { method: 'HEAD' })
        assert.equal(head.status, 200)
        assert.equal(head.text, '')
      } finally {
        await done()
      }
    })

    it('answers /healthz with 503 Unhealthy when the store does not answer', async () => {
      await fresh({}) // its own app: the test closes the store under it
      try {
        await running.store.close()

        const answer = await call(`${running.url}/healthz`)

        assert.equal(answer.status, 503)
        assert.equal(answer.text, 'Unhealthy')
      } finally {
        await done()
      }
    })

    it('answers 500 with no internals in the body when something unexpected fails', async () => {
      await fresh({
        wrapStore: (store) => ({
          ...store,
          writes: overriding(store.writes, {
            createContent: async () => {
              throw new Error('SQLITE_CORRUPT: select secret from property at /srv/data/store.db')
            },
          }),
        }),
      })
      try {
        const answer = await postJson(base, { Text: 'Hei', LanguageCode: 'nb-NO' })

        assert.equal(answer.status, 500)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.doesNotMatch(answer.text, /SQLITE|select|secret|\/srv|at /)
        assert.equal(answer.json.traceId, answer.headers.get('x-request-id'))
      } finally {
        await done()
      }
    })

    it('accepts any Host header', async () => {
      await fresh()
      try {
        const answer = await rawRequest(`${running.url}/healthz`, { headers: { Host: 'content.example.no' } })
        assert.equal(answer.status, 200)
        assert.equal(answer.body, 'Healthy')
      } finally {
        await done()
      }
    })

    it('streams a listing across many batches, and POSTs succeed while a slow client holds it open', async () => {
      await fresh({ listBatchSize: 500 })
      try {
        // More than two batches of 500, so the listing spans several short reads.
        for (let i = 0; i < 1100; i++)
          await running.store.writes.createContent([{ text: `bulk ${i}`, language: NB }], { by: 'test' })
        const expected = (await listAll()).length

        // Open the listing and stop reading after its first chunk.
        const response = await new Promise<IncomingMessage>((resolve, reject) => {
          httpGet(base, resolve).on('error', reject)
        })
        const chunks: Buffer[] = []
        await new Promise<void>((resolve) => {
          response.once('data', (chunk: Buffer) => {
            chunks.push(chunk)
            response.pause()
            resolve()
          })
        })

        // Writes go on while the listing is paused part way.
        const posts = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postJson(base, { Text: `during ${i}`, LanguageCode: 'nn-NO' }),
          ),
        )
        assert.deepEqual(
          posts.map((p) => p.status),
          Array(20).fill(201),
        )

        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        await new Promise<void>((resolve) => {
          response.on('end', resolve)
          response.resume()
        })
        const listed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Content[]
        assert.ok(listed.length >= expected)
        assert.ok(
          listed.every((c, i) => i === 0 || c.id > (listed[i - 1]?.id ?? 0)),
          'ids ascend and none repeats',
        )
        assert.ok(listed.every((c) => c.properties.length === 1))
      } finally {
        await done()
      }
    })
  })
}
