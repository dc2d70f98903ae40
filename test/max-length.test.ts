// A content's MaxLength (PUT /ContentApi/Content/{id}/MaxLength): a versioned member of the content, shown in
// reads, listings and history, logged as a change, removed with null; on each store.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
import { followUntil } from './helpers/changes.js'
import { call, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`MaxLength on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let api: string
    let id: number
    let created: string

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      const answer = await postJson(`${api}/Content`, { Text: 'Lagre', LanguageCode: 'nb-NO' })
      assert.equal(answer.status, 201, answer.text)
      id = answer.json.id
      created = answer.headers.get('etag') as string
    })

    it('sets it as a new version that reads, listings and history show, and the change log records', async () => {
      const cursor = (await call(`${api}/Changes?after=latest`)).json.next as string
      const set = await putJson(`${api}/Content/${id}/MaxLength`, { maxLength: 40 })
      assert.equal(set.status, 200, set.text)
      assert.equal(set.json.maxLength, 40)
      assert.notEqual(set.headers.get('etag'), created)
      const read = await call(`${api}/Content/${id}`)
      assert.deepEqual(read.json, set.json)
      const streamed = (await call(`${api}/Content`)).json.find((c: { id: number }) => c.id === id)
      const paged = (await call(`${api}/Content?limit=10`)).json.find((c: { id: number }) => c.id === id)
      assert.deepEqual(streamed, set.json)
      assert.deepEqual(paged, set.json)
      const versions = (await call(`${api}/Content/${id}/Versions`)).json
      assert.deepEqual(
        versions.map((v: { kind: string; maxLength?: number }) => [v.kind, v.maxLength]),
        [
          ['created', undefined],
          ['maxLengthChanged', 40],
        ],
      )
      // On PostgreSQL a commit reaches the log once older transactions on the server end (helpers/changes.ts):
      // read until the change is there; the create of before() may also arrive only after the cursor.
      const { changes } = await followUntil(
        suite.running.url,
        (read) => read.some((c) => (c.kind as string) === 'maxLengthChanged'),
        cursor,
      )
      assert.deepEqual(
        changes
          .map((c) => [c.kind as string, c.contentId, c.languages])
          .filter(([kind]) => kind !== 'created'),
        [['maxLengthChanged', id, []]],
      )
    })

    it('writes no version when the limit is the same, and removes it with null', async () => {
      const before = await call(`${api}/Content/${id}`)
      const same = await putJson(`${api}/Content/${id}/MaxLength`, { MaxLength: 40 })
      assert.equal(same.status, 200)
      assert.equal(same.headers.get('etag'), before.headers.get('etag'))
      const removed = await putJson(`${api}/Content/${id}/MaxLength`, { MaxLength: null })
      assert.equal(removed.status, 200, removed.text)
      assert.equal('maxLength' in removed.json, false)
      assert.equal('maxLength' in (await call(`${api}/Content/${id}`)).json, false)
    })

    it('answers 400 for a limit that is not a positive whole number, 404 for no content, 412 on a stale ETag', async () => {
      for (const MaxLength of [0, -1, 2.5, '40']) {
        const answer = await putJson(`${api}/Content/${id}/MaxLength`, { MaxLength })
        assert.equal(answer.status, 400, `${MaxLength}: ${answer.text}`)
      }
      assert.equal((await putJson(`${api}/Content/999999/MaxLength`, { MaxLength: 10 })).status, 404)
      const stale = await putJson(
        `${api}/Content/${id}/MaxLength`,
        { MaxLength: 10 },
        { 'if-match': created },
      )
      assert.equal(stale.status, 412)
    })
  })
}
