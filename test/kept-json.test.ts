// Each store keeps each content's JSON (content.rendered: PostgreSQL's src/store/postgres/sql/render.sql,
// SQLite's src/store/sqlite/kept-json.ts): every kind of write leaves it equal to what
// the content's texts render, reads send it, a content without it is rendered when read, and a change of the
// rendering renders every content again. On SQLite a write by any connection forgets it (the triggers).
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { renderedJsonOf } from '../src/store/sqlite/sql-spellings.js'
import { appOnStore, startApp } from './helpers/app.js'
import { runCli } from './helpers/cli.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { DIALECTS, skipReason, type TestDialect } from './helpers/stores.js'

/** Where each store keeps the JSON, as SQL. */
interface Kept {
  /** The ids of live contents whose kept JSON is missing or differs from what their texts render now. */
  stale: string
  /** The kept JSON of content `id`, as `json`. */
  json: (id: number) => string
  /** Keeps `json` for content `id` instead. */
  mark: (id: number, json: string) => string
  /** Forgets the kept JSON of these contents. */
  forget: (ids: readonly number[]) => string
  /** What an upgrade that renders otherwise finds: the rows recorded as made by another rendering. */
  outdate: string
  /** Where the rendering is defined. */
  definition: string
}

const KEPT: Record<TestDialect, Kept> = {
  postgres: {
    stale: `select id from content where rendered is null or rendered is distinct from
      content_store_json(id, key, source_language_id, parallel, max_length) order by id`,
    json: (id) => `select rendered as json from content where id = ${id}`,
    mark: (id, json) => `update content set rendered = '${json}' where id = ${id}`,
    forget: (ids) => `update content set rendered = null where id in (${ids.join(', ')})`,
    outdate: `update store_code set checksum = 'an older render.sql' where name = 'render'`,
    definition: 'render.sql',
  },
  sqlite: {
    stale: `select k.id from content k where k.purged = 0
      and (k.rendered is null or k.rendered is not ${renderedJsonOf('k.id')}) order by k.id`,
    json: (id) => `select cast(rendered as text) as json from content where id = ${id}`,
    mark: (id, json) => `update content set rendered = cast('${json}' as blob) where id = ${id}`,
    forget: (ids) => `update content set rendered = null where id in (${ids.join(', ')})`,
    outdate: `update rendered_definition set checksum = 'an older rendering'`,
    definition: 'its rendering',
  },
}

for (const dialect of DIALECTS) {
  describe(`the JSON ${dialect} keeps for each content`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    const kept = KEPT[dialect]
    let base: string
    const ids: number[] = []

    /** Contents whose kept JSON is missing or differs from what their texts render now. */
    const stale = async () => (await rawQuery(suite.store.location, kept.stale)).map((row) => Number(row.id))

    before(async () => {
      base = `${suite.running.url}/ContentApi/Content`
      const ok = (answer: { status: number; text: string }) => assert.ok(answer.status < 300, answer.text)
      const create = async (body: unknown) => {
        const answer = await postJson(base, body)
        assert.equal(answer.status, 201, answer.text)
        ids.push(answer.json.id)
        return answer.json as { id: number; properties: { version: { id: number } }[] }
      }
      // Creates without a key are written together, set-based; with a key, one by one (sql/write.sql).
      await create({ Text: 'Berre skriven', LanguageCode: 'nb-NO' })
      const plain = await create({
        Properties: [
          { Text: 'Hei verda', LanguageCode: 'nb-NO' },
          { Text: 'Hei, "verda" 🌍\n', LanguageCode: 'nn-NO' },
        ],
      })
      const keyed = await create({ Text: 'Søknad om skuleskyss', LanguageCode: 'nn-NO', Key: 'skjema/skyss' })
      // A translation (based on the source), then the source again (the translation is outdated).
      ok(await putJson(`${base}/${keyed.id}/Properties/nb-NO`, { Text: 'Søknad om skoleskyss' }))
      ok(await putJson(`${base}/${keyed.id}/Properties/nn-NO`, { Text: 'Søknad om skyss' }))
      ok(await call(`${base}/${keyed.id}/Properties/nn-NO/Approve`, { method: 'POST' }))
      ok(await putJson(`${base}/${keyed.id}/Properties/en-US`, { Text: 'School transport' }))
      ok(await del(`${base}/${keyed.id}/Properties/en-US`))
      ok(await putJson(`${base}/${keyed.id}/SourceLanguage`, { LanguageCode: 'nb-NO' }))
      ok(await putJson(`${base}/${plain.id}/Key`, { Key: 'hilsen' }))
      ok(await putJson(`${base}/${plain.id}/MaxLength`, { MaxLength: 40 }))
      const archived = await create({ Text: 'Gammal', LanguageCode: 'nb-NO' })
      ok(await putJson(`${base}/${archived.id}/Properties/nb-NO`, { Text: 'Eldre' }))
      ok(await del(`${base}/${archived.id}`))
      const restored = await create({ Text: 'Attende', LanguageCode: 'nb-NO' })
      ok(await putJson(`${base}/${restored.id}/Properties/nb-NO`, { Text: 'Tilbake' }))
      ok(await del(`${base}/${restored.id}`))
      const first = restored.properties[0]?.version.id
      ok(await postJson(`${base}/${restored.id}/Versions/${first}/Restore`, {}))
      const purged = await create({ Text: 'Personopplysning', LanguageCode: 'nb-NO' })
      const purge = await runCli(suite.store.location, 'contents', 'purge', String(purged.id))
      assert.equal(purge.code, 0, purge.stderr)
    })

    it('is what the texts render after every kind of write', async () => {
      assert.equal(ids.length, 6)
      assert.deepEqual(await stale(), [])
      // The kept JSON is the one the API answers (the listing tests compare it with JSON.stringify of the Content).
      const [row] = await rawQuery(suite.store.location, kept.json(ids[2] as number))
      assert.deepEqual(JSON.parse(String(row?.json)), (await call(`${base}/${ids[2]}`)).json)
    })

    it('is what reads send, and a content without it is rendered when read', async () => {
      const [id, other] = ids.slice(1) as [number, number]
      const expected = (await call(`${base}/${id}`)).text
      // Not what its texts render, but an answer the API may give: a key no write gave it.
      const marked = `{"id":${id},"properties":[],"key":"kept"}`
      await rawExec(suite.store.location, kept.mark(id, marked))
      assert.equal((await call(`${base}/${id}`)).text, marked)
      const listed = (await call(base)).json as { id: number; key?: string }[]
      assert.equal(listed.find((c) => c.id === id)?.key, 'kept')
      await rawExec(suite.store.location, kept.forget([id, other]))
      assert.equal((await call(`${base}/${id}`)).text, expected)
      const again = (await call(base)).json as { id: number }[]
      assert.deepEqual(
        again.find((c) => c.id === id),
        JSON.parse(expected),
      )
      assert.deepEqual(await stale(), [id, other])
    })

    it(`is rendered again for every content when ${kept.definition} changes`, async () => {
      await rawExec(suite.store.location, kept.mark(ids[3] as number, '{}'))
      assert.equal((await stale()).length, 3)
      await rawExec(suite.store.location, kept.outdate)
      const second = await startApp(suite.store.location)
      try {
        assert.deepEqual(await stale(), [])
      } finally {
        await second.close()
      }
    })

    it('is forgotten by a write of any connection, and kept again by the next write', {
      skip: dialect === 'postgres' && 'PostgreSQL keeps it in its write function (sql/write.sql)',
    }, async () => {
      const [text, keyed] = ids as [number, number]
      // Another connection to the file, as a script or another process would write.
      await rawExec(
        suite.store.location,
        `update current_text set text = 'Skriven av eit skript' where content_id = ${text};
       update content set key = 'skript' where id = ${keyed}`,
      )
      assert.deepEqual(await stale(), [text, keyed])
      const read = (await call(`${base}/${text}`)).json as { properties: { text: string }[] }
      assert.equal(read.properties[0]?.text, 'Skriven av eit skript')
      assert.equal(((await call(`${base}/${keyed}`)).json as { key: string }).key, 'skript')
      // Every change set writes it again, even one that changes nothing it is rendered from (an archive).
      const created = await postJson(base, { Text: 'Arkivert', LanguageCode: 'nb-NO' })
      const archived = created.json.id as number
      await rawExec(suite.store.location, kept.mark(archived, `{"id":${archived},"properties":[]}`))
      assert.equal((await del(`${base}/${archived}`)).status, 204)
      assert.deepEqual(await stale(), [text, keyed])
      for (const id of [text, keyed]) {
        const answer = await putJson(`${base}/${id}/Properties/en-US`, { Text: `English ${id}` })
        assert.equal(answer.status, 200, answer.text)
      }
      assert.deepEqual(await stale(), [])
    })
  })
}
