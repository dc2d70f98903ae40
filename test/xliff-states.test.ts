// XLIFF 1.2 and the translation workflow on each store: the export writes each target's state (new, translated,
// needs-review-translation for outdated, signed-off for reviewed, mt-suggestion for machine drafts); a round
// trip keeps every state; an import records the exported source version as basedOn; only a key that may review
// the language signs texts off (403 naming it, nothing written).
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Content, Property } from '../src/schemas/content.js'
import { appOnStore } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const ADMIN = 'admin-secret-0123456789' // reviews every language
const NINA = 'nina-secret-0123456789' // writes nn-NO only
const RITA = 'rita-secret-0123456789' // reviews nn-NO
const KEYS = `admin:${ADMIN}:review,nina:${NINA}:write:nn-NO,rita:${RITA}:review:nn-NO`
const as = (secret: string) => ({ Authorization: `Bearer ${secret}` })

const nynorskOf = (content: Content): Property | undefined =>
  content.properties.find((p) => p.language.languageCode === 'nn-NO')

/** The `<target …>` element of the unit of a content in an exported document. */
const targetOf = (doc: string, id: number) =>
  new RegExp(`<trans-unit id="${id}"[^>]*>\\s*<source>[^<]*</source>\\s*(<target[^>]*>)`).exec(doc)?.[1]

for (const dialect of DIALECTS) {
  describe(`XLIFF states on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { API_KEYS: KEYS } })
    let api: string
    let xliff: string
    const ids: Record<string, number> = {}
    const read = async (id: number | undefined) =>
      (await call(`${api}/Content/${id}`, { headers: as(ADMIN) })).json as Content
    const exportDoc = async () => {
      const answer = await call(`${xliff}?source=nb-NO&target=nn-NO&keyPrefix=tilstand/`, {
        headers: as(ADMIN),
      })
      assert.equal(answer.status, 200, answer.text)
      return answer.text
    }
    const importDoc = (doc: string, secret: string) =>
      call(xliff, {
        method: 'POST',
        headers: { 'content-type': 'application/xliff+xml', ...as(secret) },
        body: doc,
      })
    const create = async (name: string, nb: string, nn?: string) => {
      const answer = await postJson(
        `${api}/Content`,
        {
          Properties: [
            { Text: nb, LanguageCode: 'nb-NO' },
            ...(nn === undefined ? [] : [{ Text: nn, LanguageCode: 'nn-NO' }]),
          ],
          Key: `tilstand/${name}`,
        },
        as(ADMIN),
      )
      assert.equal(answer.status, 201, answer.text)
      ids[name] = answer.json.id
      return answer
    }
    const approve = async (id: number | undefined) =>
      assert.equal(
        (await call(`${api}/Content/${id}/Properties/nn-NO/Approve`, { method: 'POST', headers: as(ADMIN) }))
          .status,
        200,
      )

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      xliff = `${api}/Translations/Xliff`
      await create('ny', 'Ny tekst')
      await create('omsett', 'Omsatt tekst', 'Omsett tekst')
      await create('godkjend', 'Godkjent tekst', 'Godkjend tekst')
      await approve(ids.godkjend)
      await create('utdatert', 'Gammel kilde', 'Gammal kjelde')
      const changed = await putJson(
        `${api}/Content/${ids.utdatert}/Properties/nb-NO`,
        { Text: 'Ny kilde' },
        as(ADMIN),
      )
      assert.equal(changed.status, 200)
      const drafted = await create('maskin', 'Maskinoversatt')
      const nynorsk = await suite.running.store.languages.findLanguage('nn-NO')
      const [written] = await suite.running.store.writes.writeDrafts(
        [
          {
            id: drafted.json.id,
            versionId: Number(drafted.headers.get('etag')?.replaceAll('"', '')),
            language: nynorsk,
            text: 'Maskinomsett',
          },
        ],
        'drafts',
      )
      assert.equal(written, true)
    })

    it('writes each target state: new, translated, needs-review-translation, signed-off, mt-suggestion', async () => {
      const doc = await exportDoc()
      assert.equal(targetOf(doc, ids.ny as number), '<target state="new"/>')
      assert.equal(targetOf(doc, ids.omsett as number), '<target state="translated">')
      assert.equal(targetOf(doc, ids.godkjend as number), '<target state="signed-off">')
      assert.equal(targetOf(doc, ids.utdatert as number), '<target state="needs-review-translation">')
      assert.equal(
        targetOf(doc, ids.maskin as number),
        '<target state="translated" state-qualifier="mt-suggestion">',
      )
    })

    it('names who wrote each target in a note that annotates it, and no author for a target not yet written', async () => {
      const doc = await exportDoc()
      const unitOf = (id: number | undefined) =>
        new RegExp(`<trans-unit id="${id}"[\\s\\S]*?</trans-unit>`).exec(doc)?.[0] ?? ''
      const admin = (await read(ids.omsett)).properties.find((p) => p.language.languageCode === 'nn-NO')
        ?.workflow?.by
      assert.ok(admin, 'the translation records who wrote it')
      assert.match(unitOf(ids.omsett), new RegExp(`<note from="${admin}" annotates="target">${admin}</note>`))
      assert.match(unitOf(ids.maskin), /<note from="drafts" annotates="target">drafts<\/note>/)
      assert.doesNotMatch(unitOf(ids.ny), /annotates="target"/)
      const v2 = await call(`${xliff}?source=nb-NO&target=nn-NO&keyPrefix=tilstand/&version=2.0`, {
        headers: as(ADMIN),
      })
      assert.match(v2.text, new RegExp(`<note category="author" appliesTo="target">${admin}</note>`))
    })

    it('keeps every state through a round trip, also for a key that may not review', async () => {
      const before = await exportDoc()
      const states = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(ids).map(
              async ([name, id]) => [name, nynorskOf(await read(id))?.workflow] as const,
            ),
          ),
        )
      const workflows = await states()
      for (const secret of [NINA, RITA]) {
        const answer = await importDoc(before, secret)
        assert.equal(answer.status, 200, answer.text)
        // The unit without a target is not counted; the other four are as they were.
        assert.deepEqual(answer.json, { written: 0, unchanged: 4, sourceChanged: [], errors: [] })
      }
      assert.deepEqual(await states(), workflows)
      assert.equal(await exportDoc(), before)
    })

    it('records the exported source version as basedOn of an imported translation', async () => {
      const doc = await exportDoc()
      const version = (await read(ids.ny)).properties[0]?.version.id
      assert.match(doc, new RegExp(`content ${ids.ny}, source nb-NO version ${version}<`))
      const translated = doc.replace(
        /(<source>Ny tekst<\/source>\s*)<target state="new"\/>/,
        '$1<target state="translated">Ny tekst på nynorsk</target>',
      )
      const answer = await importDoc(translated, NINA)
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.json.written, 1)
      const nynorsk = nynorskOf(await read(ids.ny))
      assert.equal(nynorsk?.text, 'Ny tekst på nynorsk')
      assert.deepEqual(nynorsk?.workflow?.basedOn, { languageCode: 'nb-NO', versionId: version })
      assert.equal(nynorsk?.workflow?.state, 'translated')
      assert.equal(nynorsk?.workflow?.by, 'nina')
    })

    it('refuses a signed-off target from a key that may not review nn-NO, writing nothing', async () => {
      const doc = await exportDoc()
      const signedOff = doc
        .replace('<target state="translated">Omsett tekst', '<target state="signed-off">Omsett tekst')
        .replace(
          '<target state="translated">Ny tekst på nynorsk',
          '<target state="translated">Ny tekst på nynorsk, endra',
        )
      const before = await exportDoc()
      const refused = await importDoc(signedOff, NINA)
      assert.equal(refused.status, 403, refused.text)
      assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
      assert.match(refused.json.detail, /nn-NO/)
      assert.equal(await exportDoc(), before, 'nothing was written, not even the unit before it')

      const accepted = await importDoc(signedOff, RITA)
      assert.equal(accepted.status, 200, accepted.text)
      assert.equal(accepted.json.written, 2)
      // The same text signed off: approved, by the reviewer.
      const approved = nynorskOf(await read(ids.omsett))
      assert.deepEqual(
        [approved?.text, approved?.workflow?.state, approved?.workflow?.by],
        ['Omsett tekst', 'reviewed', 'rita'],
      )
      // A changed text not signed off is written as translated, also by a reviewer.
      assert.equal(nynorskOf(await read(ids.ny))?.workflow?.state, 'translated')
    })

    it('writes a changed, signed-off target as reviewed in one version', async () => {
      const doc = await exportDoc()
      const changed = doc.replace(
        '<target state="needs-review-translation">Gammal kjelde',
        '<target state="signed-off">Ny kjelde',
      )
      const versionsBefore = (await call(`${api}/Content/${ids.utdatert}/Versions`, { headers: as(ADMIN) }))
        .json.length
      const answer = await importDoc(changed, RITA)
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.json.written, 1)
      const nynorsk = nynorskOf(await read(ids.utdatert))
      assert.deepEqual(
        [nynorsk?.text, nynorsk?.workflow?.state, nynorsk?.workflow?.outdated],
        ['Ny kjelde', 'reviewed', false],
      )
      const versions = (await call(`${api}/Content/${ids.utdatert}/Versions`, { headers: as(ADMIN) })).json
      assert.equal(versions.length, versionsBefore + 1)
      assert.match(targetOf(await exportDoc(), ids.utdatert as number) ?? '', /state="signed-off"/)
    })
  })
}
