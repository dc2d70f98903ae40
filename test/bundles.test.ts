// Language bundles on each store: the fallback chain as WikiPages apply it, strict bundles, key prefixes,
// and an ETag that changes with every write that could change a bundle (and only answers 304 until then).
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { runCli } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`language bundles on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    let api: string
    const ids: Record<string, number> = {}
    const create = async (name: string, body: unknown) => {
      const answer = await postJson(`${api}/Content`, body)
      assert.equal(answer.status, 201, answer.text)
      ids[name] = answer.json.id
    }
    const bundle = (language: string, query = '', headers: Record<string, string> = {}) =>
      call(`${api}/Bundles/${language}${query}`, { headers })
    /**
     * Nothing was written since `seen`: its ETag answers 304. On PostgreSQL the ETag may also change without a
     * write (when transactions elsewhere on the server end, the stamp's form moves), but then the same bundle.
     */
    const assertUnchanged = async (seen: { text: string; headers: Headers }) => {
      const answer = await bundle('nn-NO', '', { 'if-none-match': seen.headers.get('etag') as string })
      if (answer.status === 304) return assert.equal(answer.headers.get('etag'), seen.headers.get('etag'))
      assert.equal(dialect, 'postgres', `${answer.status} without a write`)
      assert.equal(answer.status, 200)
      assert.equal(answer.text, seen.text)
    }

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      await create('both', {
        Properties: [
          { Text: 'Søk om skoleskyss', LanguageCode: 'nb-NO' },
          { Text: 'Søk om skuleskyss', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/skyss.tittel',
      })
      await create('bokmal', { Text: 'Kun bokmål', LanguageCode: 'nb-NO' })
      await create('english', { Text: 'English only', LanguageCode: 'en-US', Key: 'app2/greeting' })
      await create('archived', { Text: 'Arkivert', LanguageCode: 'nn-NO', Key: 'skjema/gammal' })
      assert.equal((await del(`${api}/Content/${ids.archived}`)).status, 204)
      await create('deleted', {
        Properties: [
          { Text: 'Slettet nynorsk under', LanguageCode: 'nb-NO' },
          { Text: 'Sletta', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/sletta',
      })
      assert.equal((await del(`${api}/Content/${ids.deleted}/Properties/nn-NO`)).status, 204)
    })

    it('answers every live text in the language, falling back along the chain, by key or id', async () => {
      const answer = await bundle('nn-NO')
      assert.equal(answer.status, 200, answer.text)
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/)
      assert.deepEqual(answer.json, {
        'skjema/skyss.tittel': 'Søk om skuleskyss',
        [String(ids.bokmal)]: 'Kun bokmål',
        'app2/greeting': 'English only',
        'skjema/sletta': 'Slettet nynorsk under',
      })
      // Ascending content id, as the listing.
      assert.deepEqual(
        [...answer.text.matchAll(/"([^"]+)":/g)].map((m) => m[1]),
        ['skjema/skyss.tittel', String(ids.bokmal), 'app2/greeting', 'skjema/sletta'],
      )
      // Each text is the one a WikiPage in that language serves.
      for (const id of [ids.both, ids.bokmal, ids.english, ids.deleted]) {
        const page = await call(`${api}/WikiPage/${id}?language=nn-NO`)
        assert.ok(Object.values(answer.json).includes(page.json.property.text))
      }
      const english = await bundle('en-us')
      assert.equal(
        english.json['skjema/skyss.tittel'],
        'Søk om skoleskyss',
        'en-US falls back to nb-NO first',
      )
    })

    it("gives only texts in the language with fallback=false, and one app's texts with keyPrefix", async () => {
      assert.deepEqual((await bundle('nn-NO', '?fallback=false')).json, {
        'skjema/skyss.tittel': 'Søk om skuleskyss',
      })
      assert.deepEqual((await bundle('nn-NO', '?keyPrefix=skjema/')).json, {
        'skjema/skyss.tittel': 'Søk om skuleskyss',
        'skjema/sletta': 'Slettet nynorsk under',
      })
      assert.deepEqual((await bundle('en-US', '?keyPrefix=app2/&fallback=false')).json, {
        'app2/greeting': 'English only',
      })
      assert.deepEqual((await bundle('en-US', '?keyPrefix=nobody/')).json, {})
    })

    it('answers 304 to its ETag until a write, then a new ETag with the new texts', async () => {
      const first = await bundle('nn-NO')
      const tag = first.headers.get('etag') as string
      assert.match(tag, /^"[^"]+"$/)
      await assertUnchanged(first)
      // Another variant of the bundle has another tag.
      assert.notEqual((await bundle('nn-NO', '?fallback=false')).headers.get('etag'), tag)
      assert.notEqual((await bundle('nb-NO')).headers.get('etag'), tag)

      const writes: [string, () => Promise<unknown>, (json: Record<string, string>) => void][] = [
        [
          'a text',
          () => putJson(`${api}/Content/${ids.bokmal}/Properties/nn-NO`, { Text: 'No på nynorsk' }),
          (json) => assert.equal(json[String(ids.bokmal)], 'No på nynorsk'),
        ],
        [
          'a key',
          () => putJson(`${api}/Content/${ids.bokmal}/Key`, { Key: 'skjema/no' }),
          (json) => assert.equal(json['skjema/no'], 'No på nynorsk'),
        ],
        [
          'an archive',
          () => del(`${api}/Content/${ids.english}`),
          (json) => assert.equal(json['app2/greeting'], undefined),
        ],
        [
          'a purge',
          () => runCli(suite.store.location, 'contents', 'purge', String(ids.deleted)),
          (json) => assert.equal(json['skjema/sletta'], undefined),
        ],
      ]
      let current = tag
      for (const [what, write, check] of writes) {
        await write()
        const after = await bundle('nn-NO', '', { 'if-none-match': current })
        assert.equal(after.status, 200, `after ${what}`)
        assert.notEqual(after.headers.get('etag'), current, `after ${what}`)
        check(after.json)
        current = after.headers.get('etag') as string
        await assertUnchanged(after)
      }
    })

    it('keeps each bundle up to date by the change log: the same bytes as another instance renders afresh', async () => {
      const variants = ['nn-NO', 'nb-NO?fallback=false', 'en-US?keyPrefix=skjema/', 'nn-NO?keyPrefix=app/']
      for (const variant of variants) assert.equal((await call(`${api}/Bundles/${variant}`)).status, 200)
      const created: number[] = []
      for (let i = 0; i < 6; i++) {
        const answer = await postJson(`${api}/Content`, {
          Text: `Tekst ${i}`,
          LanguageCode: i % 2 ? 'nn-NO' : 'nb-NO',
          ...(i % 3 ? { Key: `app/tekst.${i}` } : {}),
        })
        created.push(answer.json.id)
      }
      await putJson(`${api}/Content/${created[1]}/Key`, { Key: 'skjema/flytta' })
      await putJson(`${api}/Content/${created[0]}/Key`, { Key: 'app/fekk.nokkel' })
      await putJson(`${api}/Content/${created[2]}/Properties/en-US`, { Text: 'Text 2' })
      await del(`${api}/Content/${created[3]}/Properties/nn-NO`)
      await del(`${api}/Content/${created[4]}`)
      await postJson(`${api}/Content/${ids.both}/Versions/1/Restore`, {})

      const other = await startApp(suite.store.location)
      try {
        for (const variant of variants) {
          const [kept, fresh] = [
            await call(`${api}/Bundles/${variant}`),
            await call(`${other.url}/ContentApi/Bundles/${variant}`),
          ]
          assert.equal(kept.text, fresh.text, variant)
          if (dialect === 'sqlite') assert.equal(kept.headers.get('etag'), fresh.headers.get('etag'), variant)
        }
        const prefixed = (await call(`${api}/Bundles/nn-NO?keyPrefix=app/`)).json
        assert.equal(prefixed['app/fekk.nokkel'], 'Tekst 0', 'a key that moved into the prefix')
        assert.equal(prefixed['app/tekst.1'], undefined, 'a key that moved out of it')
      } finally {
        await other.close()
      }
    })

    it('brings a bundle up to date by reading only the members of the contents changed since', async () => {
      const membersRead = async () => {
        const metrics = await call(`${suite.running.url}/metrics`)
        assert.equal(metrics.status, 200)
        const value = /^store_bundle_members_read_total (\d+)$/m.exec(metrics.text)?.[1]
        assert.ok(value !== undefined, 'the counter is exported')
        return Number(value)
      }
      const mine: number[] = []
      for (let i = 0; i < 20; i++) {
        mine.push((await postJson(`${api}/Content`, { Text: `Teljar ${i}`, LanguageCode: 'nb-NO' })).json.id)
      }
      // On PostgreSQL a transaction elsewhere on the server may hold the change log back, and a bundle then
      // reads the changes it holds back again at each update until the log hands them out (RenderedBundles).
      // Each count below starts from a bundle brought up to date while the log is settled (no `+` in the
      // stamp of its ETag), when it can be (else it is a bound: fewer than a rendering afresh reads).
      let settled = true
      const upToDate = async () => {
        const deadline = Date.now() + 10_000
        for (;;) {
          const answer = await bundle('nb-NO')
          if (!(answer.headers.get('etag') ?? '').includes('+')) return answer
          if (Date.now() > deadline) {
            settled = false
            return answer
          }
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      const before = (await upToDate()).json
      const size = Object.keys(before).length
      assert.ok(size > 20, 'a bundle of many contents')
      const assertRead = async (from: number, changed: number, what: string) => {
        const read = (await membersRead()) - from
        if (settled) assert.equal(read, changed, what)
        else assert.ok(read >= changed && read < size, `${what}: ${read}`)
      }
      const start = await membersRead()
      assert.equal((await bundle('nb-NO')).status, 200)
      await assertRead(start, 0, 'nothing read while nothing changed')

      await upToDate()
      const edited = await membersRead()
      await putJson(`${api}/Content/${mine[0]}/Properties/nb-NO`, { Text: 'Teljar 0, endra' })
      const changed = await bundle('nb-NO')
      assert.equal(changed.json[String(mine[0])], 'Teljar 0, endra')
      await assertRead(edited, 1, 'one content changed: one member read')

      await upToDate()
      const moved = await membersRead()
      const created = await postJson(`${api}/Content`, { Text: 'Teljar ny', LanguageCode: 'nb-NO' })
      assert.equal((await del(`${api}/Content/${mine[1]}`)).status, 204)
      const after = await bundle('nb-NO')
      assert.equal(after.json[String(created.json.id)], 'Teljar ny')
      assert.equal(after.json[String(mine[1])], undefined, 'an archived content is taken out')
      await assertRead(moved, 1, 'the new content read; the archived one has no member')
      assert.equal(Object.keys(after.json).length, size)
    })

    it('changes its ETag at once while an older transaction holds the change log back', {
      skip: dialect === 'sqlite' ? 'SQLite hands out changes in commit order' : false,
    }, async () => {
      const url = (suite.store.location as { url: string }).url
      const holder = new pg.Client({ connectionString: url })
      await holder.connect()
      try {
        // A transaction with an id, left open: changes committed after it are not handed out by the log yet.
        await holder.query('begin')
        await holder.query('select pg_current_xact_id()')
        const before = await bundle('nn-NO')
        const created = await postJson(`${api}/Content`, {
          Text: 'Medan ein annan ventar',
          LanguageCode: 'nn-NO',
        })
        assert.equal(created.status, 201)
        const after = await bundle('nn-NO', '', { 'if-none-match': before.headers.get('etag') as string })
        assert.equal(after.status, 200)
        assert.equal(after.json[String(created.json.id)], 'Medan ein annan ventar')
        await assertUnchanged(after)
      } finally {
        await holder.query('rollback').catch(() => {})
        await holder.end()
      }
      // Once the log hands the change out, the kept bundle still has it.
      assert.equal((await bundle('nn-NO')).text.includes('Medan ein annan ventar'), true)
    })

    it('answers 400 naming the language when it is unknown, and for a malformed keyPrefix', async () => {
      const unknown = await bundle('de-DE')
      assert.equal(unknown.status, 400)
      assert.equal(unknown.headers.get('content-type'), PROBLEM_JSON)
      assert.match(unknown.json.errors.languageCode[0], /Unknown language "de-DE"/)
      const badPrefix = await bundle('nb-NO', '?keyPrefix=%20x')
      assert.equal(badPrefix.status, 400)
      assert.equal(badPrefix.headers.get('content-type'), PROBLEM_JSON)
    })
  })
}

// A bundle is read in windows of 10,000 content ids, and an update reads again only the windows with changed
// contents: a store imported with ids in several windows, and texts that JSON must escape.
for (const dialect of DIALECTS) {
  describe(`language bundles of ids in several windows on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let dir: string
    let store: TestStore
    let running: RunningApp
    const texts: Record<number, string> = {
      1: 'Sitat: "hei" \\ skråstrek',
      9999: 'Linje\ntabulator\tog\u0001kontroll',
      10000: 'Emoji 🎉 og </script>',
      10001: 'Arkiveras snart',
      25000: 'Midt i',
      40001: 'Sist\u2028linjeskil',
    }
    const keyOf = (id: number) => (id % 2 === 0 ? `app/tekst.${id}` : String(id))

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'content-store-bundle-'))
      store = await createTestStore(dialect)
      const ids = Object.keys(texts).map(Number)
      const line = (id: number, n: number) => {
        const key = id % 2 === 0 ? { key: keyOf(id) } : {}
        return JSON.stringify({
          id,
          ...key,
          versions: [
            {
              id: n,
              createdAt: '2026-11-20T10:00:00.000Z',
              kind: 'created',
              ...key,
              texts: [{ id: n, language: 'nn-NO', text: texts[id] }],
            },
          ],
        })
      }
      const header = JSON.stringify({
        format: 'content-store-dump',
        formatVersion: 1,
        languages: [
          { id: 1, languageCode: 'nb-NO' },
          { id: 2, languageCode: 'nn-NO' },
          { id: 3, languageCode: 'en-US' },
        ],
        lastIds: { content: 40_001, version: ids.length, property: ids.length },
      })
      const file = join(dir, 'dump.ndjson')
      await writeFile(file, `${[header, ...ids.map((id, i) => line(id, i + 1))].join('\n')}\n`)
      const imported = await runCli(store.location, '--create', 'import', file)
      assert.equal(imported.code, 0, imported.stderr)
      running = await startApp(store.location)
    })
    after(async () => {
      await running?.close()
      await store?.drop()
      await rm(dir, { recursive: true, force: true })
    })

    it('answers the texts of every window, escaped as JSON, in id order; and after writes in some windows the same bytes as a fresh rendering', async () => {
      const api = `${running.url}/ContentApi`
      const first = await call(`${api}/Bundles/nn-NO`)
      assert.equal(first.status, 200, first.text)
      const expected = Object.entries(texts).map(([id, text]) => [keyOf(Number(id)), text] as const)
      assert.deepEqual(first.json, Object.fromEntries(expected))
      // In ascending content id (an object's integer-like keys come first in JavaScript: read the text).
      const positions = expected.map(([key]) => first.text.indexOf(`"${key}":`))
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
      )

      assert.equal(
        (await putJson(`${api}/Content/25000/Properties/nn-NO`, { Text: 'Endra "midt i"' })).status,
        200,
      )
      assert.equal((await del(`${api}/Content/10001`)).status, 204)
      const created = await postJson(`${api}/Content`, { Text: 'Ny etter importen', LanguageCode: 'nb-NO' })
      assert.equal(created.status, 201)
      assert.equal(created.json.id, 40_002)

      const after = await call(`${api}/Bundles/nn-NO`, {
        headers: { 'if-none-match': first.headers.get('etag') as string },
      })
      assert.equal(after.status, 200)
      assert.equal(after.json['10001'], undefined)
      assert.equal(after.json['app/tekst.25000'], 'Endra "midt i"')
      assert.equal(after.json['40002'], 'Ny etter importen', 'a content above the windows rendered before')
      const other = await startApp(store.location)
      try {
        assert.equal((await call(`${other.url}/ContentApi/Bundles/nn-NO`)).text, after.text)
      } finally {
        await other.close()
      }

      // Writes again, in windows patched before (a piece of 250 ids at a time) and not: at both ends of the
      // first window, where 9999 and 10000 share a piece, and mid-window where a piece was patched before.
      for (const [id, text] of [
        [9999, 'Endra i den siste biten'],
        [1, 'Endra i den fyrste biten'],
        [25000, 'Endra att'],
      ] as const) {
        assert.equal((await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: text })).status, 200)
      }
      assert.equal((await del(`${api}/Content/10000`)).status, 204)
      const again = await call(`${api}/Bundles/nn-NO`)
      assert.equal(again.status, 200)
      assert.equal(again.json['9999'], 'Endra i den siste biten')
      assert.equal(again.json['app/tekst.10000'], undefined)
      // Sent as its pieces, never joined into one buffer, with the length of them all; HEAD the same length.
      for (const answer of [first, after, again])
        assert.equal(Number(answer.headers.get('content-length')), Buffer.byteLength(answer.text))
      const head = await fetch(`${api}/Bundles/nn-NO`, { method: 'HEAD' })
      assert.equal(head.status, 200)
      assert.equal(head.headers.get('content-length'), again.headers.get('content-length'))
      assert.equal(await head.text(), '')
      const fresh = await startApp(store.location)
      try {
        assert.equal((await call(`${fresh.url}/ContentApi/Bundles/nn-NO`)).text, again.text)
      } finally {
        await fresh.close()
      }
    })
  })
}
