// Keys, deleting a text, archiving and purging a content, and writes that change nothing: on each store,
// over real HTTP (purge through the operators' CLI).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before, describe, it } from 'node:test'
import type { Content } from '../src/schemas/content.js'
import type { Coverage } from '../src/schemas/coverage.js'
import type { VersionRecord } from '../src/schemas/history.js'
import { appOnStore } from './helpers/app.js'
import { follow, followUntil } from './helpers/changes.js'
import { runCli } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { rawQuery } from './helpers/raw-sql.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const texts = (content: Content) =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

for (const dialect of DIALECTS) {
  describe(`keys, deletion and archive on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let api: string
    let base: string
    before(() => {
      api = `${suite.running.url}/ContentApi`
      base = `${api}/Content`
    })
    const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
    const create = async (body: unknown) => {
      const answer = await postJson(base, body)
      assert.equal(answer.status, 201, answer.text)
      return answer
    }
    const listIds = async (query = '') => ((await call(`${base}${query}`)).json as Content[]).map((c) => c.id)

    it('creates a content with a key in either body form, and reads it by key, also with slashes', async () => {
      const key = `skjema/${unique()}:tittel.v1_a-b`
      const one = await create({ Text: 'Søknad', LanguageCode: 'nb-NO', key })
      const many = await create({
        Properties: [{ Text: 'Søknad', LanguageCode: 'nn-NO' }],
        Key: `${key}.2`,
      })

      assert.equal(one.json.key, key)
      assert.equal(many.json.key, `${key}.2`)
      for (const path of [encodeURIComponent(key), key]) {
        const byKey = await call(`${base}/ByKey/${path}`)
        assert.equal(byKey.status, 200, path)
        assert.deepEqual(byKey.json, one.json)
        assert.equal(byKey.headers.get('etag'), one.headers.get('etag'))
        const page = await call(`${api}/WikiPage/ByKey/${path}?language=nn-NO`)
        assert.equal(page.status, 200)
        assert.deepEqual(page.json, {
          id: one.json.id,
          property: { id: one.json.properties[0].id, text: 'Søknad', languageCode: 'nb-NO' },
        })
      }
      const withoutKey = await create({ Text: 'Utan nøkkel', LanguageCode: 'nb-NO' })
      assert.equal('key' in withoutKey.json, false, 'a content without a key has no key member')
      assert.equal((await call(`${base}/ByKey/${key.toUpperCase()}`)).status, 404, 'keys are case-sensitive')
      const missing = await call(`${base}/ByKey/nobody.has.this`)
      assert.equal(missing.status, 404)
      assert.equal(missing.headers.get('content-type'), PROBLEM_JSON)
    })

    it('answers 409 for a key another content has, on create and on change, and writes nothing', async () => {
      const key = `taken.${unique()}`
      const owner = await create({ Text: 'Eigar', LanguageCode: 'nb-NO', Key: key })
      const other = await create({ Text: 'Annan', LanguageCode: 'nb-NO' })
      // Every change so far is readable before counting (see helpers/changes.ts).
      const changesBefore = (
        await followUntil(suite.running.url, (read) => read.at(-1)?.contentId === other.json.id)
      ).changes.length
      const idsBefore = await listIds()

      const createAgain = await postJson(base, { Text: 'Kopi', LanguageCode: 'nb-NO', Key: key })
      const changeTo = await putJson(`${base}/${other.json.id}/Key`, { Key: key })

      for (const answer of [createAgain, changeTo]) {
        assert.equal(answer.status, 409)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.match(answer.json.detail, new RegExp(key.replace('.', '\\.')))
      }
      assert.deepEqual(await listIds(), idsBefore)
      assert.equal((await follow(suite.running.url)).changes.length, changesBefore)
      assert.equal((await call(`${base}/${other.json.id}`)).headers.get('etag'), other.headers.get('etag'))
      assert.equal((await call(`${base}/ByKey/${key}`)).json.id, owner.json.id)
    })

    it('sets, changes and removes a key as new versions, honouring If-Match, and lists by key prefix', async () => {
      const prefix = `app${unique()}.`
      const content = await create({ Text: 'Tekst', LanguageCode: 'nb-NO' })
      const id = content.json.id
      const stale = content.headers.get('etag') as string

      const set = await putJson(`${base}/${id}/Key`, { key: `${prefix}first` })
      assert.equal(set.status, 200)
      assert.equal(set.json.key, `${prefix}first`)
      assert.notEqual(set.headers.get('etag'), stale)
      assert.equal(
        (await putJson(`${base}/${id}/Key`, { Key: `${prefix}x` }, { 'if-match': stale })).status,
        412,
      )
      const second = await create({ Text: 'To', LanguageCode: 'nn-NO', Key: `${prefix}second` })
      await create({ Text: 'Ikkje med', LanguageCode: 'nb-NO', Key: `other${unique()}` })

      assert.deepEqual(await listIds(`?keyPrefix=${prefix}`), [id, second.json.id])
      assert.deepEqual(await listIds(`?keyPrefix=${prefix}&language=nn-NO`), [second.json.id])
      assert.deepEqual(await listIds(`?keyPrefix=${prefix}&missingLanguage=nn-NO`), [id])

      const removed = await putJson(
        `${base}/${id}/Key`,
        { Key: null },
        { 'if-match': set.headers.get('etag') as string },
      )
      assert.equal(removed.status, 200)
      assert.equal('key' in removed.json, false)
      assert.equal((await call(`${base}/ByKey/${prefix}first`)).status, 404)
      const history = (await call(`${base}/${id}/Versions`)).json as VersionRecord[]
      assert.deepEqual(
        history.map((v) => [v.kind, v.key ?? null]),
        [
          ['created', null],
          ['keyChanged', `${prefix}first`],
          ['keyChanged', null],
        ],
      )
    })

    it('deletes one language as a new version; the history keeps it and a restore brings it back', async () => {
      const created = await create({
        Properties: [
          { Text: 'Bokmål', LanguageCode: 'nb-NO' },
          { Text: 'Nynorsk', LanguageCode: 'nn-NO' },
        ],
      })
      const id = created.json.id
      const firstVersion = created.json.properties[0].version.id

      const deleted = await del(`${base}/${id}/Properties/nn-no`, {
        'if-match': created.headers.get('etag') as string,
      })

      assert.equal(deleted.status, 204)
      assert.equal(deleted.text, '')
      const after = await call(`${base}/${id}`)
      assert.deepEqual(texts(after.json), { 'nb-NO': 'Bokmål' })
      assert.equal(after.headers.get('etag'), deleted.headers.get('etag'))
      assert.ok(Number(JSON.parse(deleted.headers.get('etag') as string)) > firstVersion)
      const history = (await call(`${base}/${id}/Versions`)).json as VersionRecord[]
      assert.deepEqual(history.at(-1)?.deletedLanguages, [{ id: 2, languageCode: 'nn-NO' }])
      assert.deepEqual(history.at(-1)?.properties, [])
      assert.equal(history.at(-1)?.kind, 'textDeleted')
      assert.deepEqual(texts((await call(`${base}/${id}/Versions/${firstVersion}`)).json), {
        'nb-NO': 'Bokmål',
        'nn-NO': 'Nynorsk',
      })
      assert.ok((await listIds('?missingLanguage=nn-NO')).includes(id))
      assert.ok(!(await listIds('?language=nn-NO')).includes(id))

      const again = await del(`${base}/${id}/Properties/nn-NO`)
      assert.equal(again.status, 404)
      assert.match(again.json.detail, /no text in nn-NO/)
      assert.equal((await del(`${base}/${id}/Properties/nb-NO`, { 'if-match': '"1"' })).status, 412)

      const restored = await call(`${base}/${id}/Versions/${firstVersion}/Restore`, { method: 'POST' })
      assert.equal(restored.status, 200, restored.text)
      assert.deepEqual(texts(restored.json), { 'nb-NO': 'Bokmål', 'nn-NO': 'Nynorsk' })
      const last = ((await call(`${base}/${id}/Versions`)).json as VersionRecord[]).at(-1)
      assert.equal(last?.kind, 'restored')
      assert.deepEqual(
        last?.properties.map((p) => p.language.languageCode),
        ['nn-NO'],
        'only the text that differed is written again',
      )
    })

    it('archives a content: 410 to reads and writes, gone from lists and coverage, history kept, restore brings it back', async () => {
      const key = `arkiv.${unique()}`
      const created = await create({
        Properties: [
          { Text: 'Arkivert bokmål', LanguageCode: 'nb-NO' },
          { Text: 'Arkivert nynorsk', LanguageCode: 'nn-NO' },
        ],
        Key: key,
      })
      const id = created.json.id
      const coverageBefore = (await call(`${api}/Coverage`)).json as Coverage

      const archived = await del(`${base}/${id}`, { 'if-match': created.headers.get('etag') as string })

      assert.equal(archived.status, 204)
      assert.ok(archived.headers.get('etag'))
      for (const path of [
        `${base}/${id}`,
        `${base}/ByKey/${key}`,
        `${api}/WikiPage/${id}`,
        `${api}/WikiPage/ByKey/${key}`,
      ]) {
        const answer = await call(path)
        assert.equal(answer.status, 410, path)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.match(answer.json.detail, /archived/)
      }
      for (const write of [
        putJson(`${base}/${id}/Properties/nb-NO`, { Text: 'Nytt' }),
        putJson(`${base}/${id}/Key`, { Key: `${key}.2` }),
        del(`${base}/${id}/Properties/nb-NO`),
        del(`${base}/${id}`),
      ]) {
        assert.equal((await write).status, 410)
      }
      assert.ok(!(await listIds()).includes(id))
      assert.ok(!(await listIds('?language=nb-NO')).includes(id))
      assert.ok(!(await listIds('?missingLanguage=en-US')).includes(id))
      assert.ok(!(await listIds(`?keyPrefix=${key}`)).includes(id))
      const pages = (await call(`${api}/WikiPage`)).json as { id: number }[]
      assert.ok(!pages.some((p) => p.id === id))
      const coverage = (await call(`${api}/Coverage`)).json as Coverage
      assert.equal(coverage.contents, coverageBefore.contents - 1)
      assert.equal(coverage.languages[1]?.contents, (coverageBefore.languages[1]?.contents ?? 0) - 1)
      const history = (await call(`${base}/${id}/Versions`)).json as VersionRecord[]
      assert.equal(history.length, 2)
      assert.equal(history[1]?.kind, 'archived')
      assert.equal(history[1]?.archived, true)
      const atArchive = await call(`${base}/${id}/Versions/${history[1]?.id}`)
      assert.equal(atArchive.status, 200)
      assert.equal(atArchive.json.archived, true)

      const restored = await call(`${base}/${id}/Versions/${history[0]?.id}/Restore`, { method: 'POST' })
      assert.equal(restored.status, 200)
      assert.deepEqual(texts(restored.json), { 'nb-NO': 'Arkivert bokmål', 'nn-NO': 'Arkivert nynorsk' })
      assert.equal((await call(`${base}/${id}`)).status, 200)
      assert.equal((await call(`${base}/ByKey/${key}`)).json.id, id)
      assert.ok((await listIds()).includes(id))
      assert.equal(((await call(`${api}/Coverage`)).json as Coverage).contents, coverageBefore.contents)
    })

    it('writes no version when the texts equal the current ones, and answers with the current ETag', async () => {
      const created = await create({ Text: 'Same', LanguageCode: 'nb-NO' })
      const id = created.json.id

      const same = await putJson(`${base}/${id}/Properties/nb-NO`, { Text: 'Same' })
      const sameMany = await putJson(`${base}/${id}`, {
        Properties: [{ Text: 'Same', LanguageCode: 'nb-NO' }],
      })

      for (const answer of [same, sameMany]) {
        assert.equal(answer.status, 200)
        assert.equal(answer.headers.get('etag'), created.headers.get('etag'))
        assert.deepEqual(answer.json, created.json)
      }
      assert.equal(((await call(`${base}/${id}/Versions`)).json as VersionRecord[]).length, 1)
    })

    it('purges a content with the CLI: texts and history gone for good, a purge record and a 410 remain', async () => {
      const marker = `Personopplysning ${unique()} Kari Nordmann`
      const created = await create({
        Properties: [
          { Text: marker, LanguageCode: 'nb-NO' },
          { Text: `${marker} (nn)`, LanguageCode: 'nn-NO' },
        ],
        Key: `person.${unique()}`,
      })
      const id = created.json.id
      await putJson(`${base}/${id}/Properties/nb-NO`, { Text: `${marker} v2` })
      await del(`${base}/${id}/Properties/nn-NO`)

      const purged = await runCli(suite.store.location, 'contents', 'purge', String(id))

      assert.equal(purged.code, 0, purged.stderr)
      assert.match(purged.stdout, new RegExp(`purged content ${id}`))
      for (const path of [`${base}/${id}`, `${base}/${id}/Versions`, `${api}/WikiPage/${id}`]) {
        const answer = await call(path)
        assert.equal(answer.status, 410, path)
        assert.match(answer.json.detail, /purged/)
      }
      assert.equal(
        (
          await call(`${base}/${id}/Versions/${created.json.properties[0].version.id}/Restore`, {
            method: 'POST',
          })
        ).status,
        410,
      )
      const rows = await rawQuery(
        suite.store.location,
        `select (select count(*) from property where content_id = ${id}) as properties,
                (select count(*) from current_text where content_id = ${id}) as current,
                (select count(*) from version where content_id = ${id}) as versions,
                (select purged from content where id = ${id}) as purged,
                (select key from content where id = ${id}) as key`,
      )
      assert.deepEqual(
        Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, v === null ? null : Number(v)])),
        { properties: 0, current: 0, versions: 1, purged: 1, key: null },
      )
      const { changes } = await followUntil(suite.running.url, (read) =>
        read.some((c) => c.contentId === id && c.kind === 'purged'),
      )
      assert.equal(changes.filter((c) => c.contentId === id).at(-1)?.kind, 'purged')
      if (suite.store.location.kind === 'sqlite') {
        // Not in the file, nor in its WAL: secure_delete zeroed the freed cells, the checkpoint emptied the WAL.
        for (const file of [suite.store.location.path, `${suite.store.location.path}-wal`]) {
          let bytes: Buffer
          try {
            bytes = readFileSync(file)
          } catch {
            continue
          }
          assert.equal(bytes.includes(Buffer.from(marker)), false, `${file} holds no trace of the text`)
          assert.equal(bytes.includes(Buffer.from('Kari Nordmann')), false)
        }
      }
      const again = await runCli(suite.store.location, 'contents', 'purge', String(id))
      assert.equal(again.code, 1)
      assert.match(again.stderr, /purged/)
      assert.equal((await runCli(suite.store.location, 'contents', 'purge', '987654321')).code, 1)
    })
  })
}
