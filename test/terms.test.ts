// The termbase on each store: entries created, read, replaced, found and deleted; validation that writes
// nothing; keys (a read key may not write, a key limited to nn-NO may not write nb-NO terms); TBX export and
// import (a round trip into an empty store is byte-identical; the sample profile loads; a DOCTYPE is refused).
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, it } from 'node:test'
import type { TermEntry } from '../src/schemas/terms.js'
import { type RunningApp, startApp } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const ANNA = 'anna-secret-0123456789' // writes every language
const NINA = 'nina-secret-0123456789' // writes nn-NO only
const READER = 'read-secret-0123456789'
const KEYS = `anna:${ANNA}:write,nina:${NINA}:write:nn-NO,reader:${READER}:read`
const as = (secret: string) => ({ Authorization: `Bearer ${secret}` })

const HANDSAME = {
  Terms: [
    { LanguageCode: 'nn-NO', Term: 'handsame', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'behandle', Status: 'forbidden' },
    { LanguageCode: 'nb-NO', Term: 'behandle', Status: 'preferred' },
  ],
  Note: 'Nynorsk: handsame, not behandle.',
}
const SOKNAD = {
  Terms: [
    { LanguageCode: 'nb-NO', Term: 'søknad', Status: 'preferred' },
    { LanguageCode: 'nn-NO', Term: 'søknad', Status: 'preferred' },
    { LanguageCode: 'en-US', Term: 'application form', Status: 'preferred' },
  ],
}

const PROFILE = new URL('../docs/terms/nynorsk-profile.tbx', import.meta.url)
const tbxHeaders = (secret = ANNA) => ({ 'content-type': 'application/x-tbx+xml', ...as(secret) })

for (const dialect of DIALECTS) {
  describe(`the termbase on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let base: string
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, { env: { API_KEYS: KEYS } })
      base = `${running.url}/ContentApi/Terms`
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const create = async (body: unknown, secret = ANNA) => {
      const answer = await postJson(base, body, as(secret))
      assert.equal(answer.status, 201, answer.text)
      return answer
    }
    const list = async (query = '') => (await call(`${base}${query}`)).json as TermEntry[]

    it('creates an entry (201, Location), reads, replaces and deletes it, recording who wrote it', async () => {
      const created = await create(HANDSAME)
      const entry = created.json as TermEntry
      assert.equal(created.headers.get('location'), `/ContentApi/Terms/${entry.id}`)
      assert.deepEqual(entry.terms, [
        { languageCode: 'nn-NO', term: 'handsame', status: 'preferred' },
        { languageCode: 'nn-NO', term: 'behandle', status: 'forbidden' },
        { languageCode: 'nb-NO', term: 'behandle', status: 'preferred' },
      ])
      assert.equal(entry.note, 'Nynorsk: handsame, not behandle.')
      assert.equal(entry.createdBy, 'anna')
      assert.deepEqual((await call(`${base}/${entry.id}`)).json, entry)

      const replaced = await putJson(
        `${base}/${entry.id}`,
        { terms: [{ languageCode: 'nn-no', term: 'handsame', status: 'preferred' }] },
        as(NINA),
      )
      assert.equal(replaced.status, 403, 'nina may not drop the nb-NO term')
      const again = await putJson(
        `${base}/${entry.id}`,
        { Terms: [{ LanguageCode: 'nn-no', Term: 'handsame', Status: 'admitted' }] },
        as(ANNA),
      )
      assert.equal(again.status, 200, again.text)
      const after = again.json as TermEntry
      assert.deepEqual(after.terms, [{ languageCode: 'nn-NO', term: 'handsame', status: 'admitted' }])
      assert.equal(after.note, undefined)
      assert.equal(after.createdAt, entry.createdAt)
      assert.equal(after.updatedBy, 'anna')

      assert.equal((await del(`${base}/${entry.id}`, as(NINA))).status, 204)
      assert.equal((await call(`${base}/${entry.id}`)).status, 404)
      assert.equal((await del(`${base}/${entry.id}`, as(ANNA))).status, 404)
      assert.equal((await putJson(`${base}/${entry.id}`, HANDSAME, as(ANNA))).status, 404)
    })

    it('answers 400 problem+json and writes nothing for bad entries', async () => {
      const before = await list('?limit=1000')
      const bad: [unknown, string][] = [
        [{ Terms: [] }, 'Terms'],
        [{ Note: 'no terms' }, 'Terms'],
        [{ Terms: [{ LanguageCode: 'xx-XX', Term: 'a', Status: 'preferred' }] }, 'Terms[0].LanguageCode'],
        [{ Terms: [{ LanguageCode: 'nn-NO', Term: 'a', Status: 'favourite' }] }, 'Terms[0].Status'],
        [{ Terms: [{ LanguageCode: 'nn-NO', Term: '', Status: 'preferred' }] }, 'Terms[0].Term'],
        [{ Terms: [{ LanguageCode: 'nn-NO', Term: ' a', Status: 'preferred' }] }, 'Terms[0].Term'],
        [
          {
            Terms: [
              { LanguageCode: 'nn-NO', Term: 'Skjema', Status: 'preferred' },
              { LanguageCode: 'nn-no', Term: 'skjema', Status: 'admitted' },
            ],
          },
          'Terms[1]',
        ],
      ]
      for (const [body, field] of bad) {
        const answer = await postJson(base, body, as(ANNA))
        assert.equal(answer.status, 400, JSON.stringify(body))
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(field in (answer.json.errors ?? {}), `${JSON.stringify(body)}: ${answer.text}`)
      }
      assert.deepEqual(await list('?limit=1000'), before)
    })

    it('refuses writes to a read key (403) and to a key without the language (403), and any without a key (401)', async () => {
      const before = await list('?limit=1000')
      assert.equal((await postJson(base, HANDSAME, as(READER))).status, 403)
      const nina = await postJson(base, HANDSAME, as(NINA))
      assert.equal(nina.status, 403)
      assert.match(nina.json.detail, /nb-NO/)
      assert.equal((await postJson(base, HANDSAME)).status, 401)
      const tbx = await readFile(PROFILE, 'utf8')
      assert.equal(
        (await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(READER), body: tbx })).status,
        403,
      )
      assert.equal(
        (await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(NINA), body: tbx })).status,
        403,
      )
      const { id } = (await create(SOKNAD)).json as TermEntry
      assert.equal((await del(`${base}/${id}`, as(READER))).status, 403)
      assert.equal((await del(`${base}/${id}`, as(NINA))).status, 403)
      assert.equal((await putJson(`${base}/${id}`, SOKNAD, as(READER))).status, 403)
      assert.equal((await del(`${base}/${id}`, as(ANNA))).status, 204)
      assert.deepEqual(await list('?limit=1000'), before)
    })

    it('finds entries by a stem or a prefix of a term, in any language, a page at a time', async () => {
      const handsame = (await create(HANDSAME)).json as TermEntry
      const soknad = (await create(SOKNAD)).json as TermEntry
      const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).map((e) => e.id)
      assert.deepEqual(await ids('søknaden'), [soknad.id])
      assert.deepEqual(await ids('SØKNAD'), [soknad.id])
      assert.deepEqual(await ids('behandlar'), [handsame.id])
      assert.deepEqual(await ids('hands'), [handsame.id])
      assert.deepEqual(await ids('application forms'), [soknad.id])
      assert.deepEqual(await ids('forms'), [soknad.id])
      assert.deepEqual(await ids('application behandle'), [])
      assert.deepEqual(await ids('kake'), [])
      assert.equal((await call(`${base}?q=${encodeURIComponent('--')}`)).status, 400)

      const first = await call(`${base}?limit=1`)
      assert.equal((first.json as TermEntry[]).length, 1)
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1]
      assert.ok(next, 'a Link to the next page')
      const second = (await call(`${running.url}${next}`)).json as TermEntry[]
      assert.ok((second[0]?.id ?? 0) > ((first.json as TermEntry[])[0]?.id ?? 0))
      assert.equal((await call(`${base}?limit=1001`)).status, 400)
      for (const id of [handsame.id, soknad.id])
        assert.equal((await del(`${base}/${id}`, as(ANNA))).status, 204)
    })

    it('loads the sample profile from TBX, leaves out what it has on a second load, and refuses DOCTYPEs', async () => {
      const tbx = await readFile(PROFILE, 'utf8')
      const loaded = await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(), body: tbx })
      assert.equal(loaded.status, 200, loaded.text)
      assert.deepEqual(loaded.json, { created: 11, unchanged: 0, terms: 37 })
      const again = await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(), body: tbx })
      assert.deepEqual(again.json, { created: 0, unchanged: 11, terms: 0 })
      const entries = await list('?q=mi%20side')
      assert.equal(entries.length, 1)
      assert.deepEqual(
        entries[0]?.terms.filter((t) => t.languageCode === 'nn-NO'),
        [
          { languageCode: 'nn-NO', term: 'Mi side', status: 'preferred' },
          { languageCode: 'nn-NO', term: 'Min side', status: 'forbidden' },
        ],
      )
      const before = await list('?limit=1000')
      const doctype = `<?xml version="1.0"?><!DOCTYPE tbx [<!ENTITY x "handsame">]>${tbx.slice(tbx.indexOf('<tbx'))}`
      const refused = await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(), body: doctype })
      assert.equal(refused.status, 400)
      assert.match(refused.json.detail, /DOCTYPE/)
      const unknown = tbx.replace('xml:lang="en-US"', 'xml:lang="sv-SE"')
      const refusedLanguage = await call(`${base}/Tbx`, {
        method: 'POST',
        headers: tbxHeaders(),
        body: unknown,
      })
      assert.equal(refusedLanguage.status, 400, refusedLanguage.text)
      const broken = await call(`${base}/Tbx`, { method: 'POST', headers: tbxHeaders(), body: '<tbx><text>' })
      assert.equal(broken.status, 400)
      assert.deepEqual(await list('?limit=1000'), before, 'nothing written by a refused import')
    })

    it('exports TBX that imports into an empty store and exports again byte for byte', async () => {
      // Gaps in the ids, an escaped note, and a status of each kind.
      const gap = (await create(SOKNAD)).json as TermEntry
      await create({ ...HANDSAME, Note: 'A <b> & "c"\nsecond line' })
      assert.equal((await del(`${base}/${gap.id}`, as(ANNA))).status, 204)
      const exported = await call(`${base}/Tbx`)
      assert.equal(exported.status, 200)
      assert.match(exported.headers.get('content-type') ?? '', /^application\/x-tbx\+xml/)
      assert.match(exported.text, /<termNote type="administrativeStatus">deprecatedTerm-admn-sts<\/termNote>/)
      assert.match(exported.text, /<note>A &lt;b&gt; &amp; "c"\nsecond line<\/note>/)

      const emptyStore = await createTestStore(dialect, { migrated: true })
      const empty = await startApp(emptyStore.location, { env: { API_KEYS: KEYS } })
      try {
        const imported = await call(`${empty.url}/ContentApi/Terms/Tbx`, {
          method: 'POST',
          headers: tbxHeaders(),
          body: exported.text,
        })
        assert.equal(imported.status, 200, imported.text)
        const again = await call(`${empty.url}/ContentApi/Terms/Tbx`)
        assert.equal(again.text, exported.text)
      } finally {
        await empty.close()
        await emptyStore.drop()
      }
    })
  })
}

for (const dialect of DIALECTS) {
  describe(`texts with term issues on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let content: string
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, { listBatchSize: 2 })
      content = `${running.url}/ContentApi/Content`
      const tbx = await readFile(PROFILE, 'utf8')
      const loaded = await call(`${running.url}/ContentApi/Terms/Tbx`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: tbx,
      })
      assert.equal(loaded.status, 200, loaded.text)
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const create = async (...texts: [string, string][]) => {
      const answer = await postJson(content, {
        Properties: texts.map(([LanguageCode, Text]) => ({ LanguageCode, Text })),
      })
      assert.equal(answer.status, 201, answer.text)
      return answer.json.id as number
    }

    it('answers a write whose text uses a forbidden term, or lacks a preferred one, with warnings', async () => {
      const created = await postJson(content, {
        Properties: [
          { LanguageCode: 'nb-NO', Text: 'Vi behandler søknaden din.' },
          { LanguageCode: 'nn-NO', Text: 'Me behandlar saka di.' },
        ],
      })
      assert.equal(created.status, 201, created.text)
      const warnings = created.json.warnings as { check: string; languageCode: string; message: string }[]
      assert.deepEqual(
        warnings.map((w) => `${w.languageCode} ${w.check}`),
        // me and behandle are forbidden; vi, handsame and søknad (the source's terms) are missing.
        [
          'nn-NO forbiddenTerm',
          'nn-NO missingTerm',
          'nn-NO forbiddenTerm',
          'nn-NO missingTerm',
          'nn-NO missingTerm',
        ],
      )
      assert.ok(warnings.some((w) => /"me".*"vi"/.test(w.message)))
      assert.ok(warnings.some((w) => /"behandle".*"handsame"/.test(w.message)))
      assert.ok(warnings.some((w) => w.check === 'missingTerm' && /"søknad"/.test(w.message)))
      const id = created.json.id as number

      const fixed = await putJson(`${content}/${id}/Properties/nn-NO`, { Text: 'Vi handsamar søknaden di.' })
      assert.equal(fixed.status, 200, fixed.text)
      assert.equal('warnings' in fixed.json, false, fixed.text)
      const plural = await putJson(`${content}/${id}/Properties/en-US`, {
        Text: 'We process the applications.',
      })
      assert.equal('warnings' in plural.json, false, 'en-US plural of a preferred term')
      const lacking = await putJson(`${content}/${id}/Properties/en-US`, { Text: 'We look at it.' })
      assert.deepEqual(
        (lacking.json.warnings as { check: string }[]).map((w) => w.check),
        ['missingTerm', 'missingTerm'],
      )
      // Warnings never block: the text is written.
      assert.equal(
        (await call(`${content}/${id}`)).json.properties.find(
          (p: { language: { languageCode: string } }) => p.language.languageCode === 'en-US',
        )?.text,
        'We look at it.',
      )
      assert.equal((await del(`${content}/${id}`)).status, 204)
    })

    it('refuses a text with a forbidden term with CHECKS_BLOCKING=forbiddenTerm (422, nothing written)', async () => {
      const blocking = await startApp(testStore.location, { env: { CHECKS_BLOCKING: 'forbiddenTerm' } })
      try {
        const url = `${blocking.url}/ContentApi/Content`
        const before = await call(`${url}?limit=1000`)
        const refused = await postJson(url, { Text: 'Gå til Min side.', LanguageCode: 'nn-NO' })
        assert.equal(refused.status, 422, refused.text)
        assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
        assert.match(refused.text, /forbiddenTerm/)
        assert.deepEqual((await call(`${url}?limit=1000`)).json, before.json)
        const missing = await postJson(url, {
          Properties: [
            { Text: 'Søknad', LanguageCode: 'nb-NO' },
            { Text: 'Skjema', LanguageCode: 'nn-NO' },
          ],
        })
        assert.equal(missing.status, 201, 'missingTerm only warns')
        assert.equal((await del(`${url}/${missing.json.id}`)).status, 204)
      } finally {
        await blocking.close()
      }
    })

    it('lists exactly the contents whose text in the language has a forbidden or a missing term', async () => {
      const forbidden = await create(['nb-NO', 'Vi behandler søknaden.'], ['nn-NO', 'Vi behandlar søknaden.'])
      await create(['nb-NO', 'Vi behandler søknaden.'], ['nn-NO', 'Vi handsamar søknaden.'])
      const missing = await create(['nb-NO', 'Send søknaden i dag.'], ['nn-NO', 'Send inn i dag.'])
      await create(['nb-NO', 'Gå til Min side.'])
      const nynorskOnly = await create(['nn-NO', 'Gå til Min side.'])
      const archived = await create(['nn-NO', 'Dette er ikke rett.'])
      assert.equal((await del(`${content}/${archived}`)).status, 204)
      await create(['nn-NO', 'Dette er ikkje feil.'])

      const ids = async (query: string) =>
        ((await call(`${content}?${query}`)).json as { id: number }[]).map((c) => c.id)
      assert.deepEqual(await ids('termIssues=nn-NO'), [forbidden, missing, nynorskOnly])
      assert.deepEqual(await ids('termIssues=nn-no&keyPrefix=none'), [])
      assert.deepEqual(await ids('termIssues=nb-NO'), [])
      const first = await call(`${content}?termIssues=nn-NO&limit=2`)
      assert.deepEqual(
        (first.json as { id: number }[]).map((c) => c.id),
        [forbidden, missing],
      )
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1]
      assert.ok(next?.includes('termIssues=nn-NO'))
      assert.deepEqual(
        ((await call(`${running.url}${next}`)).json as { id: number }[]).map((c) => c.id),
        [nynorskOnly],
      )
      assert.equal((await call(`${content}?termIssues=xx-XX`)).status, 400)
    })
  })
}
