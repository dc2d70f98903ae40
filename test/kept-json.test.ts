// PostgreSQL keeps each content's JSON (content.rendered, src/store/postgres/sql/render.sql): every kind of
// write leaves it equal to what the content's texts render, reads send it, a content without it is rendered
// when read, and a change of render.sql renders every content again.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { appOnStore, startApp } from './helpers/app.js'
import { runCli } from './helpers/cli.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { skipReason } from './helpers/stores.js'

const RENDER_AGAIN = 'content_store_json(id, key, source_language_id, parallel, max_length)'

describe('the JSON PostgreSQL keeps for each content', { skip: skipReason('postgres') }, () => {
  const suite = appOnStore('postgres')
  let base: string
  const ids: number[] = []

  /** Contents whose kept JSON is missing or differs from what their texts render now. */
  const stale = async () =>
    (
      await rawQuery(
        suite.store.location,
        `select id from content where rendered is null or rendered is distinct from ${RENDER_AGAIN} order by id`,
      )
    ).map((row) => Number(row.id))

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
    const [row] = await rawQuery(suite.store.location, `select rendered from content where id = ${ids[2]}`)
    assert.deepEqual(JSON.parse(String(row?.rendered)), (await call(`${base}/${ids[2]}`)).json)
  })

  it('is what reads send, and a content without it is rendered when read', async () => {
    const [id, other] = ids.slice(1) as [number, number]
    const expected = (await call(`${base}/${id}`)).text
    // Not what its texts render, but an answer the API may give: a key no write gave it.
    const marked = `{"id":${id},"properties":[],"key":"kept"}`
    await rawExec(suite.store.location, `update content set rendered = '${marked}' where id = ${id}`)
    assert.equal((await call(`${base}/${id}`)).text, marked)
    const listed = (await call(base)).json as { id: number; key?: string }[]
    assert.equal(listed.find((c) => c.id === id)?.key, 'kept')
    await rawExec(suite.store.location, `update content set rendered = null where id in (${id}, ${other})`)
    assert.equal((await call(`${base}/${id}`)).text, expected)
    const again = (await call(base)).json as { id: number }[]
    assert.deepEqual(
      again.find((c) => c.id === id),
      JSON.parse(expected),
    )
    assert.deepEqual(await stale(), [id, other])
  })

  it('is rendered again for every content when render.sql changes', async () => {
    await rawExec(suite.store.location, `update content set rendered = '{}' where id = ${ids[3]}`)
    assert.equal((await stale()).length, 3)
    // What an upgrade with a changed render.sql finds: its recorded checksum differs from the file's.
    await rawExec(
      suite.store.location,
      `update store_code set checksum = 'an older render.sql' where name = 'render'`,
    )
    const second = await startApp(suite.store.location)
    try {
      assert.deepEqual(await stale(), [])
    } finally {
      await second.close()
    }
  })
})
