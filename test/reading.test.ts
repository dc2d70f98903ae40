// Languages, reading in one language with fallback (WikiPage), listing filters, paging and coverage, on
// each store over real HTTP; the operators' CLI against the same store.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Content } from '../src/schemas/content.js'
import type { Coverage } from '../src/schemas/coverage.js'
import { prefixWindow } from '../src/store/content-listing.js'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { runCli } from './helpers/cli.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { NB, NN } from './helpers/languages.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`reading in one language on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let base: string
    // A content per situation, made once for the reading tests.
    let bokmalOnly: Content
    let bothForms: Content
    let englishOnly: Content
    let allThree: Content

    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      // Small batches, so the WikiPage listing crosses batch boundaries.
      running = await startApp(testStore.location, { listBatchSize: 2 })
      base = `${running.url}/ContentApi`
      bokmalOnly = (await postJson(`${base}/Content`, { Text: 'Berre bokmål her', LanguageCode: 'nb-NO' }))
        .json
      bothForms = (
        await postJson(`${base}/Content`, {
          Properties: [
            { Text: 'Søknad (bokmål)', LanguageCode: 'nb-NO' },
            { Text: 'Søknad (nynorsk)', LanguageCode: 'nn-NO' },
          ],
        })
      ).json
      englishOnly = (await postJson(`${base}/Content`, { Text: 'English only', LanguageCode: 'en-US' })).json
      allThree = (
        await postJson(`${base}/Content`, {
          Properties: [
            { Text: 'Tre språk', LanguageCode: 'nb-NO' },
            { Text: 'Tre språk (nn)', LanguageCode: 'nn-NO' },
            { Text: 'Three languages', LanguageCode: 'en-US' },
          ],
        })
      ).json
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const page = (id: number, query = '', headers: Record<string, string> = {}) =>
      call(`${base}/WikiPage/${id}${query}`, { headers })

    it('lists the languages in ascending id, with their names', async () => {
      const answer = await call(`${base}/Language`)

      assert.equal(answer.status, 200)
      assert.deepEqual(answer.json, [
        { id: 1, languageCode: 'nb-NO', name: { en: 'Norwegian Bokmål', native: 'norsk bokmål' } },
        { id: 2, languageCode: 'nn-NO', name: { en: 'Norwegian Nynorsk', native: 'norsk nynorsk' } },
        { id: 3, languageCode: 'en-US', name: { en: 'English', native: 'English' } },
      ])
    })

    it('serves the asked language when the content has it, saying which in Content-Language', async () => {
      const answer = await page(bothForms.id, '?language=nn-no')

      assert.equal(answer.status, 200)
      const nynorsk = bothForms.properties.find((p) => p.language.languageCode === 'nn-NO')
      assert.deepEqual(answer.json, {
        id: bothForms.id,
        property: { id: nynorsk?.id, text: 'Søknad (nynorsk)', languageCode: 'nn-NO' },
      })
      assert.equal(answer.headers.get('content-language'), 'nn-NO')
      assert.equal(answer.headers.get('vary'), null, 'no Vary when ?language= decided')
    })

    it('falls back along the chain: nn-NO to nb-NO, nb-NO to nn-NO, en-US to nb-NO, then the rest', async () => {
      const cases: [Content, string, string][] = [
        [bokmalOnly, 'nn-NO', 'nb-NO'],
        [bokmalOnly, 'en-US', 'nb-NO'],
        [englishOnly, 'nn-NO', 'en-US'],
        [englishOnly, 'nb-NO', 'en-US'],
        [bothForms, 'en-US', 'nb-NO'],
        [bothForms, 'nb-NO', 'nb-NO'],
      ]
      for (const [content, asked, served] of cases) {
        const answer = await page(content.id, `?language=${asked}`)
        assert.equal(answer.status, 200, `${asked} for ${content.id}`)
        assert.equal(answer.json.property.languageCode, served, `${asked} for ${content.id}`)
        assert.equal(answer.headers.get('content-language'), served)
      }
    })

    it('is strict with ?fallback=false: 404 naming the language when the content lacks it', async () => {
      const strict = await page(bokmalOnly.id, '?language=nn-NO&fallback=false')
      const present = await page(bothForms.id, '?language=nn-NO&fallback=false')

      assert.equal(strict.status, 404)
      assert.equal(strict.headers.get('content-type'), PROBLEM_JSON)
      assert.match(strict.json.detail, /no text in nn-NO\.$/)
      assert.equal(present.status, 200)
      assert.equal(present.json.property.languageCode, 'nn-NO')
    })

    it('takes the language from Accept-Language with q-values, and says Vary: Accept-Language', async () => {
      const cases: [string | undefined, string][] = [
        ['nn-NO', 'nn-NO'],
        ['en-US;q=0.9, nn;q=0.95', 'nn-NO'],
        ['de-DE, en;q=0.5', 'en-US'],
        ['*', 'nb-NO'],
        ['fr-FR', 'nb-NO'],
        ['nn-NO;q=nonsense', 'nb-NO'],
        [undefined, 'nb-NO'],
      ]
      for (const [header, served] of cases) {
        const answer = await page(allThree.id, '', header === undefined ? {} : { 'Accept-Language': header })
        assert.equal(answer.status, 200, String(header))
        assert.equal(answer.json.property.languageCode, served, String(header))
        assert.equal(answer.headers.get('vary'), 'Accept-Language')
      }
      const overridden = await page(allThree.id, '?language=nb-NO', { 'Accept-Language': 'nn-NO' })
      assert.equal(overridden.json.property.languageCode, 'nb-NO', '?language= wins over the header')
    })

    it('answers 400 naming the parameter for an unknown language or a bad fallback flag, 404 for no content', async () => {
      const unknown = await page(bothForms.id, '?language=sv-SE')
      const badFlag = await page(bothForms.id, '?fallback=maybe')
      const missing = await page(987654321, '?language=nb-NO')

      assert.equal(unknown.status, 400)
      assert.match(unknown.json.errors.language[0], /Unknown language "sv-SE"/)
      assert.equal(badFlag.status, 400)
      assert.ok(badFlag.json.errors.fallback)
      assert.equal(missing.status, 404)
    })

    it('lists every content as a WikiPage in one language, leaving out contents without a text in the chain', async () => {
      const all = await call(`${base}/WikiPage?language=nn-NO`)
      const strict = await call(`${base}/WikiPage?language=nn-NO&fallback=false`)

      assert.equal(all.status, 200)
      const served = new Map(
        (all.json as { id: number; property: { languageCode: string } }[]).map((p) => [
          p.id,
          p.property.languageCode,
        ]),
      )
      assert.equal(served.get(bokmalOnly.id), 'nb-NO')
      assert.equal(served.get(bothForms.id), 'nn-NO')
      assert.equal(served.get(englishOnly.id), 'en-US')
      assert.equal(served.get(allThree.id), 'nn-NO')
      const ids = [...served.keys()]
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      )
      assert.deepEqual(
        strict.json.map((p: { id: number }) => p.id),
        [bothForms.id, allThree.id],
      )
      // With a chain that cannot reach English, the English-only content is left out.
      const narrow = await call(`${base}/WikiPage?language=nb-NO&fallback=false`)
      assert.ok(!(narrow.json as { id: number }[]).some((p) => p.id === englishOnly.id))
    })

    it('sees a language an operator adds with the CLI without a restart', async () => {
      const added = await runCli(testStore.location, 'languages', 'add', 'da-dk')
      const again = await runCli(testStore.location, 'languages', 'add', 'DA-DK')
      const malformed = await runCli(testStore.location, 'languages', 'add', 'da_DK')
      const listed = await runCli(testStore.location, 'languages', 'list')

      assert.equal(added.code, 0, added.stderr)
      assert.match(added.stdout, /^added 4 da-DK$/m)
      assert.equal(again.code, 1)
      assert.match(again.stderr, /exists already/)
      assert.equal(malformed.code, 1)
      assert.match(malformed.stderr, /not a well-formed BCP 47/)
      assert.match(listed.stdout, /^4\tda-DK$/m)

      // The running service: the new language is listed, writable and readable, with no restart.
      assert.deepEqual((await call(`${base}/Language`)).json.at(-1), {
        id: 4,
        languageCode: 'da-DK',
        name: { en: 'Danish', native: 'dansk' },
      })
      const dansk = await postJson(`${base}/Content`, { Text: 'Ansøgning', LanguageCode: 'da-DK' })
      assert.equal(dansk.status, 201)
      assert.equal((await page(dansk.json.id, '?language=da-DK')).json.property.text, 'Ansøgning')
      const viaHeader = await page(dansk.json.id, '', { 'Accept-Language': 'da' })
      assert.equal(viaHeader.json.property.languageCode, 'da-DK')
    })

    it('removes a language no text uses with the CLI, refuses one in use, and the running service forgets it', async () => {
      assert.equal((await runCli(testStore.location, 'languages', 'add', 'sv-SE')).code, 0)
      // The running service caches it (a listing reloads its languages).
      assert.ok(
        (await call(`${base}/Language`)).json.some(
          (l: { languageCode: string }) => l.languageCode === 'sv-SE',
        ),
      )

      const inUse = await runCli(testStore.location, 'languages', 'remove', 'da-DK')
      assert.equal(inUse.code, 1)
      assert.match(inUse.stderr, /da-DK has texts/)
      assert.equal(inUse.stderr.includes('    at '), false, 'no stack trace')
      // Unused, but the service's settings (here the default chains) name it: it would not start without it.
      const named = await runCli(testStore.location, 'languages', 'remove', 'en-US')
      assert.equal(named.code, 1)
      assert.match(named.stderr, /en-US is named by the settings: FALLBACK_CHAINS/)
      const unknown = await runCli(testStore.location, 'languages', 'remove', 'xx-XX')
      assert.equal(unknown.code, 1)
      assert.match(unknown.stderr, /Unknown language "xx-XX"/)

      const removed = await runCli(testStore.location, 'languages', 'remove', 'sv-se')
      assert.equal(removed.code, 0, removed.stderr)
      assert.match(removed.stdout, /^removed 5 sv-SE$/m)
      assert.doesNotMatch((await runCli(testStore.location, 'languages', 'list')).stdout, /sv-SE/)
      // Its id is not handed out again, so the service's cached sv-SE cannot name the language added next.
      const next = await runCli(testStore.location, 'languages', 'add', 'fi-FI')
      assert.equal(next.code, 0, next.stderr)
      assert.match(next.stdout, /^added 6 fi-FI$/m)

      // The service still had it cached: a write in it is a write in an unknown language, and creates nothing.
      const before = (await call(`${base}/Content`)).text
      const refused = await postJson(`${base}/Content`, { Text: 'Ansökan', LanguageCode: 'sv-SE' })
      assert.equal(refused.status, 400, refused.text)
      assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
      assert.match(refused.json.errors.LanguageCode[0], /Unknown language "sv-SE"/)
      assert.equal((await call(`${base}/Content`)).text, before)
      assert.ok(
        !(await call(`${base}/Language`)).json.some(
          (l: { languageCode: string }) => l.languageCode === 'sv-SE',
        ),
      )
    })

    it('refuses a language once every language id has been given out, over HTTP and in the CLI, and changes nothing', async () => {
      const [{ id: high } = {}] = await rawQuery(testStore.location, 'select id from language_id_high')
      await rawExec(testStore.location, 'update language_id_high set id = 65535')
      try {
        const languages = (await call(`${base}/Language`)).text
        const refused = await postJson(`${base}/Language`, { LanguageCode: 'is-IS' })
        assert.equal(refused.status, 409, refused.text)
        assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
        assert.match(refused.json.detail, /given out every language id \(1 to 65,535/)
        const cli = await runCli(testStore.location, 'languages', 'add', 'is-IS')
        assert.equal(cli.code, 1)
        assert.match(cli.stderr, /^content-store: This store has given out every language id/m)
        assert.equal(cli.stderr.includes('    at '), false, 'no stack trace')
        assert.equal((await call(`${base}/Language`)).text, languages)
        assert.deepEqual(await rawQuery(testStore.location, 'select id from language_id_high'), [
          { id: 65535 },
        ])
      } finally {
        await rawExec(testStore.location, `update language_id_high set id = ${Number(high)}`)
      }
    })
  })

  describe(`listing filters, paging and coverage on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('pages through 2,500 contents with limit=1000, each exactly once, following Link rel="next"', async () => {
      // A hundred at a time, so that the store's write queue commits them together.
      for (let from = 0; from < 2500; from += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, k) =>
            suite.running.store.writes.createContent(
              [{ text: `side ${from + k}`, language: (from + k) % 5 === 0 ? NN : NB }],
              { by: 'test' },
            ),
          ),
        )
      }
      const seen: number[] = []
      let next: string | undefined = '/ContentApi/Content?limit=1000'
      let pages = 0
      while (next) {
        const answer = await call(`${suite.running.url}${next}`)
        assert.equal(answer.status, 200)
        seen.push(...(answer.json as Content[]).map((c) => c.id))
        pages++
        next = /^<([^>]+)>; rel="next"$/.exec(answer.headers.get('link') ?? '')?.[1]
      }

      assert.equal(pages, 3)
      assert.equal(seen.length, 2500)
      assert.equal(new Set(seen).size, 2500)
      assert.deepEqual(
        seen,
        [...seen].sort((a, b) => a - b),
      )
    })

    it('filters by language and by missing language, combining with paging', async () => {
      const withNynorsk = (await call(`${suite.running.url}/ContentApi/Content?language=nn-NO`))
        .json as Content[]
      const lackingNynorsk = (await call(`${suite.running.url}/ContentApi/Content?missingLanguage=nn-no`))
        .json as Content[]
      const firstPage = await call(`${suite.running.url}/ContentApi/Content?language=nn-NO&limit=100`)

      assert.equal(withNynorsk.length, 500)
      assert.ok(withNynorsk.every((c) => c.properties.some((p) => p.language.languageCode === 'nn-NO')))
      assert.equal(lackingNynorsk.length, 2000)
      assert.ok(lackingNynorsk.every((c) => c.properties.every((p) => p.language.languageCode !== 'nn-NO')))
      assert.equal(firstPage.json.length, 100)
      assert.match(firstPage.headers.get('link') ?? '', /language=nn-NO/)
    })

    it('lists by key prefix in id order, page by page, whether many, few or a crowded run have it', async () => {
      // After the 2,500 above: `crowd.` on a run of 600 and the last 5 (on SQLite the first window of ids holds
      // none of them, so the first page goes on through the key's index), between them one in a hundred
      // `sparse.` (read through the index) and the rest `dense.` (SQLite scans windows of ids for it).
      const expected = new Map<string, { all: number[]; nynorsk: number[] }>()
      const create = async (i: number) => {
        const prefix = i < 600 || i >= 1495 ? 'crowd.' : i % 100 === 1 ? 'sparse.' : 'dense.'
        const language = i % 3 === 0 ? NN : NB
        const { content } = await suite.running.store.writes.createContent(
          [{ text: `nøkkel ${i}`, language }],
          {
            by: 'test',
            key: `${prefix}${i}`,
          },
        )
        const ids = expected.get(prefix) ?? { all: [], nynorsk: [] }
        ids.all.push(content.id)
        if (language === NN) ids.nynorsk.push(content.id)
        expected.set(prefix, ids)
      }
      // A hundred at a time (the store commits them together): each hundred's ids come after the last's.
      for (let start = 0; start < 1500; start += 100) {
        await Promise.all(Array.from({ length: 100 }, (_, i) => create(start + i)))
      }
      for (const ids of expected.values()) {
        ids.all.sort((a, b) => a - b)
        ids.nynorsk.sort((a, b) => a - b)
      }
      const pages = async (query: string) => {
        const seen: number[] = []
        let next: string | undefined = `/ContentApi/Content?${query}&limit=50`
        while (next) {
          const answer = await call(`${suite.running.url}${next}`)
          assert.equal(answer.status, 200)
          seen.push(...(answer.json as Content[]).map((c) => c.id))
          next = /^<([^>]+)>; rel="next"$/.exec(answer.headers.get('link') ?? '')?.[1]
        }
        return seen
      }
      const streamed = async (query: string) =>
        ((await call(`${suite.running.url}/ContentApi/Content?${query}`)).json as Content[]).map((c) => c.id)

      for (const [prefix, ids] of expected) {
        assert.deepEqual(await pages(`keyPrefix=${prefix}`), ids.all, prefix)
        assert.deepEqual(await streamed(`keyPrefix=${prefix}`), ids.all, prefix)
        assert.deepEqual(await pages(`keyPrefix=${prefix}&language=nn-NO`), ids.nynorsk, `${prefix} nn-NO`)
        assert.deepEqual(
          await pages(`keyPrefix=${prefix}&missingLanguage=nn-NO`),
          ids.all.filter((id) => !ids.nynorsk.includes(id)),
          `${prefix} without nn-NO`,
        )
      }
      assert.deepEqual(
        [...expected].map(([prefix, ids]) => [prefix, ids.all.length]),
        [
          ['crowd.', 605],
          ['dense.', 886],
          ['sparse.', 9],
        ],
      )
    })

    it('answers 400 naming the parameter for bad listing parameters', async () => {
      const cases: [string, string][] = [
        ['language=xx-XX', 'language'],
        ['missingLanguage=nb_NO', 'missingLanguage'],
        ['limit=0', 'limit'],
        ['limit=1001', 'limit'],
        ['limit=ten', 'limit'],
        ['after=-1', 'after'],
      ]
      for (const [query, parameter] of cases) {
        const answer = await call(`${suite.running.url}/ContentApi/Content?${query}`)
        assert.equal(answer.status, 400, query)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.deepEqual(Object.keys(answer.json.errors), [parameter], query)
      }
    })
  })

  describe(`a key prefix's windows of ids on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('goes on through the index from the id right after a window that held too few', async () => {
      // 400 contents; `edge.` on the first 3 and then on a run that starts at the id right after SQLite's
      // first window of ids for a page of 10 (content-listing.ts prefixWindow), so that the first window holds
      // too few for a page and the page goes on through the key's index from the end of that window.
      const { writes } = suite.running.store
      const created: number[] = []
      for (let start = 0; start < 400; start += 100) {
        const batch = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            writes.createContent([{ text: `kant ${start + i}`, language: NB }], { by: 'test' }),
          ),
        )
        created.push(...batch.map((w) => w.content.id))
      }
      created.sort((a, b) => a - b)
      const last = created.at(-1) ?? 0
      const run = 120
      const window = prefixWindow(10, last, 3 + run)
      assert.ok(window !== undefined && window >= created[2] && window + run <= last, `window ${window}`)
      const members = [...created.slice(0, 3), ...created.filter((id) => id > window).slice(0, run)]
      assert.equal(members[3], window + 1, 'the run starts right after the window')
      await Promise.all(members.map((id) => writes.setKey(id, `edge.${id}`, { by: 'test' })))

      // The store's listing itself, by pages of 10 (the route asks for one more, to know whether a page follows).
      const { listing } = suite.running.store
      const seen: number[] = []
      for (let after = 0; ; ) {
        const page = await listing.listContents(after, 10, { keyPrefix: 'edge.' })
        seen.push(...page.map((c) => c.id))
        if (page.length < 10) break
        after = page.at(-1)?.id ?? after
      }
      assert.deepEqual(seen, members)
    })
  })

  describe(`coverage on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('counts contents and characters of current texts per language, and contents with every language', async () => {
      const base = `${suite.running.url}/ContentApi/Content`
      // 4 contents: nb+nn+en, nb+nn, nb, nb. Characters are code points: "ø" is 1, "😀" is 1.
      await postJson(base, {
        Properties: [
          { Text: 'abcdef', LanguageCode: 'nb-NO' },
          { Text: 'ghijkl', LanguageCode: 'nn-NO' },
          { Text: 'mnop', LanguageCode: 'en-US' },
        ],
      })
      const second = await postJson(base, {
        Properties: [
          { Text: 'first edit', LanguageCode: 'nb-NO' },
          { Text: 'nynorsk', LanguageCode: 'nn-NO' },
        ],
      })
      // Replaced texts do not count: only the current one.
      await call(`${base}/${second.json.id}/Properties/nb-NO`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Text: 'bøk😀' }),
      })
      await postJson(base, { Text: '12345', LanguageCode: 'nb-NO' })
      await postJson(base, { Text: 'x', LanguageCode: 'nb-NO' })

      const answer = await call(`${suite.running.url}/ContentApi/Coverage`)

      assert.equal(answer.status, 200)
      const coverage = answer.json as Coverage
      // nb: 6 + 4 + 5 + 1 = 16; nn: 6 + 7 = 13; en: 4; all: 33
      assert.deepEqual(coverage, {
        contents: 4,
        characters: 33,
        contentsWithEveryLanguage: 1,
        languages: [
          {
            id: 1,
            languageCode: 'nb-NO',
            contents: 4,
            contentShare: 1,
            characters: 16,
            characterShare: 16 / 33,
            machineDrafts: 0,
            outdated: 0,
            machine: 0,
            translated: 4,
            reviewed: 0,
            reviewRequired: false,
            // No text has a warning of the quality checks.
            warnings: 0,
          },
          {
            id: 2,
            languageCode: 'nn-NO',
            contents: 2,
            contentShare: 0.5,
            characters: 13,
            characterShare: 13 / 33,
            machineDrafts: 0,
            // Made from the Bokmål text, which was written again since.
            outdated: 1,
            machine: 0,
            translated: 2,
            reviewed: 0,
            reviewRequired: false,
            // No text has a warning of the quality checks.
            warnings: 0,
          },
          {
            id: 3,
            languageCode: 'en-US',
            contents: 1,
            contentShare: 0.25,
            characters: 4,
            characterShare: 4 / 33,
            machineDrafts: 0,
            outdated: 0,
            machine: 0,
            translated: 1,
            reviewed: 0,
            reviewRequired: false,
            // No text has a warning of the quality checks.
            warnings: 0,
          },
        ],
        // Of the two contents with both forms, the second's Nynorsk is outdated.
        writtenForms: { languages: ['nb-NO', 'nn-NO'], inStep: 1, outOfStep: 1, parallelMissingForm: 0 },
      })
    })
  })
}
