// File formats under the translation workflow, on each store: an export honours `published` as the JSON
// bundle does (REVIEW_REQUIRED: the reviewed text, not a newer draft; its ETag follows what the file holds),
// for every format; an import writes as the API key (`by`, `translated`, `basedOn`), is refused before
// anything is written when the key may not write a language it would write (dry runs too), and leaves a
// machine draft or a published text the file carries unchanged.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Change } from '../src/schemas/changes.js'
import type { Content, Property } from '../src/schemas/content.js'
import { FORMAT_NAMES } from '../src/schemas/formats.js'
import { FORMATS } from '../src/services/formats/registry.js'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { followUntil } from './helpers/changes.js'
import { exportFile } from './helpers/formats.js'
import { call, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const REVIEWED = 'Godkjend nynorsk'
const DRAFT = 'Nytt utkast ikkje godkjent'
const LATER_DRAFT = 'Endå eit utkast'

const ANNA = 'anna-secret-0123456789' // writes every language
const NINA = 'nina-secret-0123456789' // writes nn-NO only
const RITA = 'rita-secret-0123456789' // reviews nn-NO
const KEYS = `anna:${ANNA}:write,nina:${NINA}:write:nn-NO,rita:${RITA}:review:nn-NO`
const as = (secret: string) => ({ Authorization: `Bearer ${secret}` })

const textIn = (content: Content, code: string): Property | undefined =>
  content.properties.find((p) => p.language.languageCode === code)

for (const dialect of DIALECTS) {
  describe(`published file exports with REVIEW_REQUIRED=nn-NO on ${dialect}`, {
    skip: skipReason(dialect),
  }, () => {
    const suite = appOnStore(dialect, { env: { REVIEW_REQUIRED: 'nn-NO' } })
    let api: string
    let id: number

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      const created = await postJson(`${api}/Content`, {
        Properties: [
          { Text: 'Godkjent bokmål', LanguageCode: 'nb-NO' },
          { Text: REVIEWED, LanguageCode: 'nn-NO' },
        ],
        Key: 'app.title',
      })
      assert.equal(created.status, 201, created.text)
      id = created.json.id
      const approved = await call(`${api}/Content/${id}/Properties/nn-NO/Approve`, { method: 'POST' })
      assert.equal(approved.status, 200, approved.text)
      const drafted = await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: DRAFT })
      assert.equal(drafted.status, 200, drafted.text)
    })

    for (const format of FORMAT_NAMES) {
      it(`${format}: the reviewed nn-NO text by default, the newer draft with published=false`, async () => {
        const published = await exportFile(api, 'nn-NO', `format=${format}`)
        assert.equal(published.status, 200, published.text)
        assert.ok(published.text.includes(REVIEWED), published.text)
        assert.ok(!published.text.includes(DRAFT), published.text)
        assert.match(published.headers.get('etag') ?? '', /^"p-/)
        // As the JSON bundle: published=true is the default under REVIEW_REQUIRED.
        const explicit = await exportFile(api, 'nn-NO', `format=${format}&published=true`)
        assert.equal(explicit.text, published.text)

        const drafts = await exportFile(api, 'nn-NO', `format=${format}&published=false`)
        assert.equal(drafts.status, 200, drafts.text)
        assert.ok(drafts.text.includes(DRAFT), drafts.text)
        assert.ok(!drafts.text.includes(REVIEWED), drafts.text)
        assert.doesNotMatch(drafts.headers.get('etag') ?? '', /^"p-/)
        assert.equal(
          drafts.headers.get('content-type'),
          published.headers.get('content-type'),
          FORMATS[format].mediaType,
        )
      })
    }

    it('keeps a published file’s ETag while only drafts change, and changes it once a text is approved', async () => {
      const first = await exportFile(api, 'nn-NO', 'format=po')
      const tag = first.headers.get('etag') as string
      const drafted = await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: LATER_DRAFT })
      assert.equal(drafted.status, 200, drafted.text)

      const unchanged = await exportFile(api, 'nn-NO', 'format=po', { 'if-none-match': tag })
      assert.equal(unchanged.status, 304)
      assert.equal(unchanged.headers.get('etag'), tag)
      // The drafts' file changed with the write.
      const drafts = await exportFile(api, 'nn-NO', 'format=po&published=false')
      assert.ok(drafts.text.includes(LATER_DRAFT))

      const approved = await call(`${api}/Content/${id}/Properties/nn-NO/Approve`, { method: 'POST' })
      assert.equal(approved.status, 200, approved.text)
      const changed = await exportFile(api, 'nn-NO', 'format=po', { 'if-none-match': tag })
      assert.equal(changed.status, 200)
      assert.notEqual(changed.headers.get('etag'), tag)
      assert.ok(changed.text.includes(LATER_DRAFT), changed.text)
      assert.ok(!changed.text.includes(REVIEWED), changed.text)
    })
  })

  describe(`file imports under the translation workflow on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let api: string
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, { env: { API_KEYS: KEYS, REVIEW_REQUIRED: 'nn-NO' } })
      api = `${running.url}/ContentApi`
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const create = async (key: string, texts: Record<string, string>) => {
      const answer = await postJson(
        `${api}/Content`,
        {
          Properties: Object.entries(texts).map(([code, text]) => ({ Text: text, LanguageCode: code })),
          Key: key,
        },
        as(ANNA),
      )
      assert.equal(answer.status, 201, answer.text)
      return answer.json as Content
    }
    const read = async (id: number) => (await call(`${api}/Content/${id}`)).json as Content
    /**
     * The change log's end once it shows the latest write to content `id`. On PostgreSQL `after=latest` may
     * stand before a commit of this test while an older transaction runs elsewhere on the server
     * (helpers/changes.ts): a cursor taken so would hand this test's own writes out as changes after it.
     */
    const latestAfter = async (id: number) => {
      const versionId = Number((await call(`${api}/Content/${id}`)).headers.get('etag')?.replaceAll('"', ''))
      const shown = (changes: readonly Change[]) => changes.some((c) => c.versionId === versionId)
      const log = await followUntil(running.url, shown)
      assert.ok(shown(log.changes), `version ${versionId} in the change log`)
      return log.next
    }
    const csv = (rows: string[][]) => `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`
    const post = (query: string, body: string, type: string, secret: string) =>
      call(`${api}/Translations/Import?${query}`, {
        method: 'POST',
        headers: { 'content-type': type, ...as(secret) },
        body,
      })

    it('writes by the key’s name as translated, based on the source text', async () => {
      const content = await create('imp.by', { 'nb-NO': 'Kjelde' })
      const source = textIn(content, 'nb-NO')?.version.id
      const answer = await post(
        'format=i18next&language=nn-NO',
        JSON.stringify({ 'imp.by': 'Kjelde på nynorsk' }),
        'application/json',
        NINA,
      )
      assert.equal(answer.status, 200, answer.text)
      assert.deepEqual(answer.json, { created: 0, updated: 1, unchanged: 0, conflicts: [] })
      const nn = textIn(await read(content.id), 'nn-NO')
      assert.equal(nn?.text, 'Kjelde på nynorsk')
      assert.deepEqual(nn?.workflow, {
        state: 'translated',
        by: 'nina',
        outdated: false,
        basedOn: { languageCode: 'nb-NO', versionId: source },
      })
      const created = await post(
        'format=i18next&language=nn-NO',
        JSON.stringify({ 'imp.ny': 'Ny tekst' }),
        'application/json',
        NINA,
      )
      assert.equal(created.status, 200, created.text)
      assert.equal(created.json.created, 1)
      const made = (await call(`${api}/Content/ByKey/imp.ny`)).json as Content
      assert.equal(textIn(made, 'nn-NO')?.workflow?.by, 'nina')
      assert.equal(textIn(made, 'nn-NO')?.workflow?.state, 'translated')
    })

    it('refuses with 403 naming the language a key may not write, dry run included, writing nothing', async () => {
      const content = await create('imp.refused', { 'nb-NO': 'Bokmål', 'nn-NO': 'Nynorsk' })
      const before = await latestAfter(content.id)
      const file = csv([
        ['key', 'nn-NO', 'nb-NO'],
        ['imp.refused', 'Nynorsk endra', 'Bokmål endra'],
      ])
      for (const query of ['format=csv', 'format=csv&dryRun=true']) {
        const refused = await post(query, file, 'text/csv', NINA)
        assert.equal(refused.status, 403, refused.text)
        assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
        assert.match(refused.json.detail, /may not write nb-NO/)
      }
      // A new key's source text (a PO msgid) is a write of the source language too.
      const po = 'msgctxt "imp.po.new"\nmsgid "Bokmål"\nmsgstr "Nynorsk"\n'
      const refusedPo = await post('format=po&language=nn-NO', po, FORMATS.po.mediaType, NINA)
      assert.equal(refusedPo.status, 403, refusedPo.text)
      assert.match(refusedPo.json.detail, /may not write nb-NO/)
      assert.equal((await call(`${api}/Changes?after=${before}`)).json.changes.length, 0)
      assert.deepEqual(await read(content.id), content)

      // The same columns, nb-NO as it is: only nn-NO is written, which the key may.
      const allowed = await post(
        'format=csv',
        csv([
          ['key', 'nn-NO', 'nb-NO'],
          ['imp.refused', 'Nynorsk endra', 'Bokmål'],
        ]),
        'text/csv',
        NINA,
      )
      assert.equal(allowed.status, 200, allowed.text)
      assert.deepEqual(allowed.json, { created: 0, updated: 1, unchanged: 1, conflicts: [] })
    })

    it('counts an unchanged machine draft and the published text of a newer draft as unchanged', async () => {
      const drafted = await create('imp.machine', { 'nb-NO': 'Hei verda' })
      const nn = await running.store.languages.findLanguage('nn-NO')
      const [wrote] = await running.store.writes.writeDrafts(
        [
          {
            id: drafted.id,
            versionId: textIn(drafted, 'nb-NO')?.version.id as number,
            language: nn,
            text: 'Hei verda',
          },
        ],
        'apertium',
      )
      assert.equal(wrote, true)
      const reviewed = await create('imp.reviewed', { 'nb-NO': 'Tittel', 'nn-NO': REVIEWED })
      const approved = await call(`${api}/Content/${reviewed.id}/Properties/nn-NO/Approve`, {
        method: 'POST',
        headers: as(RITA),
      })
      assert.equal(approved.status, 200, approved.text)
      assert.equal(
        (await putJson(`${api}/Content/${reviewed.id}/Properties/nn-NO`, { Text: DRAFT }, as(NINA))).status,
        200,
      )
      // The published file, as `pull` gets it by default, pushed back as it is.
      const file = await exportFile(api, 'nn-NO', 'format=i18next&fallback=false&keyPrefix=imp.')
      assert.equal(file.status, 200, file.text)
      const pulled = JSON.parse(file.text)
      assert.equal(pulled.imp.reviewed, REVIEWED)
      // The machine draft waits for review: nothing of it is published in nn-NO.
      assert.equal(pulled.imp.machine, undefined)
      const before = await latestAfter(reviewed.id)
      const answer = await post(
        'format=i18next&language=nn-NO',
        JSON.stringify({ imp: { machine: 'Hei verda', reviewed: REVIEWED } }),
        'application/json',
        NINA,
      )
      assert.equal(answer.status, 200, answer.text)
      assert.deepEqual(answer.json, { created: 0, updated: 0, unchanged: 2, conflicts: [] })
      assert.equal((await call(`${api}/Changes?after=${before}`)).json.changes.length, 0)
      assert.equal(textIn(await read(drafted.id), 'nn-NO')?.workflow?.state, 'machine')
      assert.equal(textIn(await read(reviewed.id), 'nn-NO')?.text, DRAFT)
    })
  })
}
