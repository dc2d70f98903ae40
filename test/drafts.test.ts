// Machine drafts with the real Apertium engine on each store: drafts of texts and contents, the backlog fill and
// its idempotence, the machine mark (needsReview, Coverage, Approve, a human write), an engine killed mid-fill,
// and a missing engine (503 on the draft endpoints only).
//
// Without Apertium (Debian packages apertium apertium-nno-nob) the tests skip with a printed reason; under
// CI=true they run anyway, and fail.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ConfigError, loadConfig } from '../src/config.js'
import type { Content } from '../src/schemas/content.js'
import type { Coverage } from '../src/schemas/coverage.js'
import type { Draft, FillResult } from '../src/schemas/drafts.js'
import type { VersionRecord } from '../src/schemas/history.js'
import { appOnStore, startApp } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const MODES = '/usr/share/apertium/modes'
const apertiumMissing = !existsSync(`${MODES}/nob-nno_e.mode`) || !existsSync('/usr/bin/lt-proc')
if (apertiumMissing && process.env.CI !== 'true') {
  console.log(
    '# skipping the draft tests: Apertium is not installed (apt-get install apertium apertium-nno-nob)',
  )
}
const skipWithoutApertium = (dialect: (typeof DIALECTS)[number]) =>
  skipReason(dialect) || (apertiumMissing && process.env.CI !== 'true' ? 'Apertium is not installed' : false)

const BOKMAL_SENTENCE = 'Vi har ikke mottatt dokumentene dine ennå'
const NYNORSK_SENTENCE = 'Vi har ikkje motteke dokumenta dine enno'

async function draft(url: string, body: unknown) {
  return postJson(`${url}/ContentApi/Translations/Draft`, body)
}

async function fill(url: string, query: string) {
  return call(`${url}/ContentApi/Translations/Drafts?${query}`, { method: 'POST' })
}

async function listing(url: string, query: string): Promise<Content[]> {
  const answer = await call(`${url}/ContentApi/Content?${query}`)
  assert.equal(answer.status, 200, answer.text)
  return answer.json as Content[]
}

async function nynorskDrafts(url: string): Promise<number> {
  const coverage = (await call(`${url}/ContentApi/Coverage`)).json as Coverage
  return coverage.languages.find((l) => l.languageCode === 'nn-NO')?.machineDrafts ?? -1
}

for (const dialect of DIALECTS) {
  describe(`machine drafts on ${dialect}`, { skip: skipWithoutApertium(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('drafts a known sentence from Bokmål to Nynorsk and back, naming the engine, storing nothing', async () => {
      const url = suite.running.url
      const before = (await call(`${url}/ContentApi/Coverage`)).json as Coverage

      const toNynorsk = await draft(url, { Text: BOKMAL_SENTENCE, From: 'nb-NO', To: 'nn-NO' })
      assert.equal(toNynorsk.status, 200, toNynorsk.text)
      const answer = toNynorsk.json as Draft
      assert.equal(answer.text, NYNORSK_SENTENCE)
      assert.equal(answer.from, 'nb-NO')
      assert.equal(answer.to, 'nn-NO')
      assert.match(answer.engine, /^apertium-nno-nob \d+\.\d+/)

      const back = await draft(url, { text: NYNORSK_SENTENCE, from: 'NN-no', to: 'nb-no' })
      assert.equal(back.status, 200, back.text)
      assert.equal((back.json as Draft).text, BOKMAL_SENTENCE)
      assert.equal((back.json as Draft).from, 'nn-NO')

      assert.deepEqual((await call(`${url}/ContentApi/Coverage`)).json, before)
    })

    it('keeps line breaks, surrounding white space, Unicode and special characters, with no unknown-word marks', async () => {
      const text =
        '  Overskrift\n\nVi har ikke mottatt dem 😀 «ennå».\r\n\tZxqwvb: a@b.no #tagg *viktig* [x] ^$ \\ /  \n'
      const answer = await draft(suite.running.url, { Text: text, From: 'nb-NO', To: 'nn-NO' })
      assert.equal(answer.status, 200, answer.text)
      assert.equal(
        (answer.json as Draft).text,
        '  Overskrift\n\nVi har ikkje motteke dei 😀 «enno».\r\n\tZxqwvb: a@b.no #tagg *viktig* [x] ^$ \\ /  \n',
      )
    })

    it('answers 400 naming the supported pairs for another pair, and for an unknown language', async () => {
      const url = suite.running.url
      const english = await draft(url, { Text: 'Hei', From: 'nb-NO', To: 'en-US' })
      assert.equal(english.status, 400)
      assert.equal(english.headers.get('content-type'), PROBLEM_JSON)
      assert.match(english.json.detail, /nb-NO to nn-NO and from nn-NO to nb-NO/)
      const same = await draft(url, { Text: 'Hei', From: 'nb-NO', To: 'nb-NO' })
      assert.equal(same.status, 400)
      const unknown = await draft(url, { Text: 'Hei', From: 'xx-XX', To: 'nn-NO' })
      assert.equal(unknown.status, 400)
      assert.ok(unknown.json.errors.From, unknown.text)
      const empty = await draft(url, { Text: '   ', From: 'nb-NO', To: 'nn-NO' })
      assert.equal(empty.status, 400)
    })

    it("drafts a content's current text: from the other written form by default; 404 and 409 problems", async () => {
      const url = suite.running.url
      const created = await postJson(`${url}/ContentApi/Content`, {
        Text: BOKMAL_SENTENCE,
        LanguageCode: 'nb-NO',
      })
      const id = created.json.id as number

      const answer = await call(`${url}/ContentApi/Content/${id}/Draft?to=nn-NO`)
      assert.equal(answer.status, 200, answer.text)
      assert.deepEqual(
        { ...(answer.json as Draft), engine: '' },
        {
          text: NYNORSK_SENTENCE,
          from: 'nb-NO',
          to: 'nn-NO',
          engine: '',
        },
      )
      assert.equal((await call(`${url}/ContentApi/Content/${id}`)).json.properties.length, 1)

      const noNynorsk = await call(`${url}/ContentApi/Content/${id}/Draft?to=nb-NO`)
      assert.equal(noNynorsk.status, 409)
      assert.equal(noNynorsk.headers.get('content-type'), PROBLEM_JSON)
      assert.equal((await call(`${url}/ContentApi/Content/999999/Draft?to=nn-NO`)).status, 404)
      assert.equal((await call(`${url}/ContentApi/Content/${id}/Draft?to=en-US`)).status, 400)
    })

    it('fills the backlog with one machine version per content, and again writes nothing', async () => {
      const url = suite.running.url
      const base = `${url}/ContentApi/Content`
      const ids: number[] = []
      for (let i = 0; i < 5; i++) {
        const created = await postJson(base, {
          Text: `${BOKMAL_SENTENCE} (${i})`,
          LanguageCode: 'nb-NO',
          Key: `fill.${i}`,
        })
        ids.push(created.json.id)
      }
      // Not in the backlog: one with both forms, one archived, one outside the prefix.
      const both = await postJson(base, {
        Properties: [
          { Text: 'Hei', LanguageCode: 'nb-NO' },
          { Text: 'Hei', LanguageCode: 'nn-NO' },
        ],
        Key: 'fill.both',
      })
      const archived = await postJson(base, {
        Text: 'Arkivert tekst',
        LanguageCode: 'nb-NO',
        Key: 'fill.archived',
      })
      await del(`${base}/${archived.json.id}`)
      await postJson(base, { Text: 'Annen tekst', LanguageCode: 'nb-NO', Key: 'other.1' })

      const first = await fill(url, 'from=nb-NO&to=nn-NO&keyPrefix=fill.')
      assert.equal(first.status, 200, first.text)
      assert.deepEqual(first.json as FillResult, { written: 5, skipped: 0 })

      for (const [i, id] of ids.entries()) {
        const versions = (await call(`${base}/${id}/Versions`)).json as VersionRecord[]
        assert.equal(versions.length, 2)
        const content = (await call(`${base}/${id}`)).json as Content
        const nynorsk = content.properties.find((p) => p.language.languageCode === 'nn-NO')
        const bokmal = content.properties.find((p) => p.language.languageCode === 'nb-NO')
        assert.equal(nynorsk?.text, `${NYNORSK_SENTENCE} (${i})`)
        assert.equal(nynorsk?.origin, 'machine')
        assert.equal('origin' in (bokmal ?? {}), false)
      }
      const untouched = (await call(`${base}/${both.json.id}`)).json as Content
      assert.equal(
        untouched.properties.some((p) => 'origin' in p),
        false,
      )

      const again = await fill(url, 'from=nb-NO&to=nn-NO&keyPrefix=fill.')
      assert.deepEqual(again.json as FillResult, { written: 0, skipped: 0 })
      for (const id of ids)
        assert.equal(((await call(`${base}/${id}/Versions`)).json as VersionRecord[]).length, 2)
    })

    it('lists machine drafts with needsReview and counts them in Coverage', async () => {
      const url = suite.running.url
      const review = await listing(url, 'needsReview=nn-NO')
      assert.deepEqual(
        review.map((c) => c.key),
        ['fill.0', 'fill.1', 'fill.2', 'fill.3', 'fill.4'],
      )
      const paged = await call(`${url}/ContentApi/Content?needsReview=nn-NO&limit=2`)
      assert.equal((paged.json as Content[]).length, 2)
      assert.match(paged.headers.get('link') ?? '', /needsReview=nn-NO/)
      assert.deepEqual(await listing(url, 'needsReview=nb-NO'), [])
      assert.equal((await listing(url, 'needsReview=nn-NO&keyPrefix=fill.3')).length, 1)
      assert.equal((await listing(url, 'needsReview=nn-NO&missingLanguage=en-US')).length, 5)
      assert.equal((await call(`${url}/ContentApi/Content?needsReview=xx`)).status, 400)
      assert.equal(await nynorskDrafts(url), 5)
    })

    it('clears the mark by Approve (honouring If-Match) and by a human write of that language', async () => {
      const url = suite.running.url
      const [first, second] = await listing(url, 'needsReview=nn-NO')
      const approveUrl = `${url}/ContentApi/Content/${first?.id}/Properties/nn-NO/Approve`
      const read = await call(`${url}/ContentApi/Content/${first?.id}`)
      const etag = read.headers.get('etag') as string

      const stale = await call(approveUrl, { method: 'POST', headers: { 'If-Match': '"1"' } })
      assert.equal(stale.status, 412)
      const approved = await call(approveUrl, { method: 'POST', headers: { 'If-Match': etag } })
      assert.equal(approved.status, 200, approved.text)
      const nynorsk = (approved.json as Content).properties.find((p) => p.language.languageCode === 'nn-NO')
      const before = (read.json as Content).properties.find((p) => p.language.languageCode === 'nn-NO')
      assert.equal(nynorsk?.text, before?.text)
      assert.equal('origin' in (nynorsk ?? {}), false)
      assert.notEqual(approved.headers.get('etag'), etag)
      // Approving what is approved writes nothing.
      const again = await call(approveUrl, { method: 'POST' })
      assert.equal(again.status, 200)
      assert.equal(again.headers.get('etag'), approved.headers.get('etag'))
      assert.equal(await nynorskDrafts(url), 4)

      // Saved unchanged by a person (as the editor saves), a draft stays one; a changed text is the person's.
      const draftText = second?.properties.find((p) => p.language.languageCode === 'nn-NO')?.text
      const unchanged = await putJson(`${url}/ContentApi/Content/${second?.id}/Properties/nn-NO`, {
        Text: draftText,
      })
      assert.equal(unchanged.status, 200, unchanged.text)
      assert.equal(
        (unchanged.json as Content).properties.find((p) => p.language.languageCode === 'nn-NO')?.workflow
          ?.state,
        'machine',
      )
      assert.equal(await nynorskDrafts(url), 4)
      const human = await putJson(`${url}/ContentApi/Content/${second?.id}/Properties/nn-NO`, {
        Text: `${draftText} (retta)`,
      })
      assert.equal(human.status, 200, human.text)
      assert.equal(
        (human.json as Content).properties.some((p) => 'origin' in p),
        false,
      )
      assert.equal(await nynorskDrafts(url), 3)
      const left = await listing(url, 'needsReview=nn-NO')
      assert.equal(left.length, 3)
      assert.ok(!left.some((c) => c.id === first?.id || c.id === second?.id))

      assert.equal(
        (await call(`${url}/ContentApi/Content/${first?.id}/Properties/en-US/Approve`, { method: 'POST' }))
          .status,
        404,
      )
      assert.equal(
        (await call(`${url}/ContentApi/Content/999999/Properties/nn-NO/Approve`, { method: 'POST' })).status,
        404,
      )
    })
  })

  describe(`an engine killed or hung on ${dialect}`, { skip: skipWithoutApertium(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('is restarted, and the fill completes with one version per content', async () => {
      const url = suite.running.url
      const sentence =
        'Søknaden om skoleskyss må sendes inn før fristen. Vi har ikke mottatt dokumentene dine ennå, og saken kan ' +
        'derfor ikke behandles. Ta kontakt med kommunen hvis du har spørsmål om vedtaket.'
      const ids: number[] = []
      for (let i = 0; i < 40; i++) {
        const created = await postJson(`${url}/ContentApi/Content`, {
          Text: `${sentence} ${i}`,
          LanguageCode: 'nb-NO',
        })
        ids.push(created.json.id)
      }
      const drafts = suite.running.app.drafts
      assert.deepEqual(drafts.enginePids('nb-NO', 'nn-NO'), [])

      const filling = fill(url, 'from=nb-NO&to=nn-NO')
      let pids: number[] = []
      while (pids.length === 0) {
        await sleep(20)
        pids = drafts.enginePids('nb-NO', 'nn-NO')
      }
      // Into the batch's translations: the engine is started before the batch is read and drafted.
      await sleep(200)
      process.kill(pids[Math.floor(pids.length / 2)] as number, 'SIGKILL')

      const answer = await filling
      assert.equal(answer.status, 200, answer.text)
      assert.deepEqual(answer.json as FillResult, { written: 40, skipped: 0 })
      const restarted = drafts.enginePids('nb-NO', 'nn-NO')
      assert.ok(restarted.length > 0)
      assert.ok(!restarted.some((pid) => pids.includes(pid)), 'a new engine runs')
      for (const id of ids) {
        const versions = (await call(`${url}/ContentApi/Content/${id}/Versions`)).json as VersionRecord[]
        assert.equal(versions.length, 2)
      }
      assert.equal(await nynorskDrafts(url), 40)
    })
    it('answers 503 when the engine hangs, and drafts again on a new engine afterwards', async () => {
      const url = suite.running.url
      const drafts = suite.running.app.drafts
      const body = { Text: BOKMAL_SENTENCE, From: 'nb-NO', To: 'nn-NO' }
      assert.equal((await draft(url, body)).status, 200)
      const pids = drafts.enginePids('nb-NO', 'nn-NO')
      // Stopped, the first program reads nothing more: the engine is hung.
      process.kill(pids[0] as number, 'SIGSTOP')

      const hung = await draft(url, body)
      assert.equal(hung.status, 503, hung.text)
      assert.equal(hung.headers.get('content-type'), PROBLEM_JSON)
      assert.match(hung.json.detail, /did not answer in time/)

      const again = await draft(url, body)
      assert.equal(again.status, 200, again.text)
      assert.equal((again.json as Draft).text, NYNORSK_SENTENCE)
      assert.ok(!drafts.enginePids('nb-NO', 'nn-NO').some((pid) => pids.includes(pid)), 'a new engine runs')
    })
  })

  describe(`two instances filling one store on ${dialect}`, { skip: skipWithoutApertium(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('write each draft once between them', async () => {
      const url = suite.running.url
      const ids: number[] = []
      for (let i = 0; i < 30; i++) {
        const created = await postJson(`${url}/ContentApi/Content`, {
          Text: `Vi har ikke mottatt dokument nummer ${i}`,
          LanguageCode: 'nb-NO',
        })
        ids.push(created.json.id)
      }
      const other = await startApp(suite.store.location)
      try {
        const answers = await Promise.all([url, other.url].map((base) => fill(base, 'from=nb-NO&to=nn-NO')))
        const results = answers.map((answer) => {
          assert.equal(answer.status, 200, answer.text)
          return answer.json as FillResult
        })
        assert.equal(results[0].written + results[1].written, 30, JSON.stringify(results))
      } finally {
        await other.close()
      }
      for (const id of ids) {
        const versions = (await call(`${url}/ContentApi/Content/${id}/Versions`)).json as VersionRecord[]
        assert.equal(versions.length, 2)
      }
      assert.equal(await nynorskDrafts(url), 30)
    })
  })

  describe(`drafts without the engine on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { APERTIUM_MODES: '/nonexistent' } })

    it('answer 503 naming the packages, while everything else works', async () => {
      const url = suite.running.url
      const created = await postJson(`${url}/ContentApi/Content`, {
        Text: BOKMAL_SENTENCE,
        LanguageCode: 'nb-NO',
      })
      assert.equal(created.status, 201)

      for (const answer of [
        await draft(url, { Text: BOKMAL_SENTENCE, From: 'nb-NO', To: 'nn-NO' }),
        await call(`${url}/ContentApi/Content/${created.json.id}/Draft?to=nn-NO`),
        await fill(url, 'from=nb-NO&to=nn-NO'),
      ]) {
        assert.equal(answer.status, 503, answer.text)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.match(answer.json.detail, /apertium apertium-nno-nob/)
      }
      assert.equal((await call(`${url}/healthz`)).status, 200)
      assert.equal((await call(`${url}/ContentApi/Content/${created.json.id}`)).status, 200)
      assert.equal(await nynorskDrafts(url), 0)
    })
  })
}

describe('NYNORSK_STYLE', { skip: skipWithoutApertium('sqlite') }, () => {
  const suite = appOnStore('sqlite', { env: { NYNORSK_STYLE: 'a' } })

  it('a: drafts with a-infinitives', async () => {
    const answer = await draft(suite.running.url, {
      Text: 'Vi skal kjøpe en bil.',
      From: 'nb-NO',
      To: 'nn-NO',
    })
    assert.equal(answer.status, 200, answer.text)
    assert.equal((answer.json as Draft).text, 'Me skal kjøpa ein bil.')
  })

  it('is e or a; anything else stops the service with a message naming it', () => {
    assert.equal(loadConfig({}).nynorskStyle, 'e')
    assert.throws(
      () => loadConfig({ NYNORSK_STYLE: 'b' }),
      (error: Error) => {
        return error instanceof ConfigError && /NYNORSK_STYLE/.test(error.message)
      },
    )
  })
})
