// Reads of one content asked at once answer as they do one by one, on both stores; on PostgreSQL those of one
// turn of the event loop go as one statement (src/store/postgres/gathered-reads.ts), and those asked while
// every statement allowed is running wait and go together.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { GatheredReads } from '../src/store/postgres/gathered-reads.js'
import { renderedPublishedRead } from '../src/store/read-queries.js'
import { appOnStore } from './helpers/app.js'
import { type Answer, call, del, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

/** What a read answers, less what differs between any two answers (the request id). */
const essence = (answer: Answer) => ({
  status: answer.status,
  etag: answer.headers.get('etag'),
  body: answer.status === 200 ? answer.text : answer.json?.title,
})

/** Contents to read: live ones with keys, one archived (with a key), and ids and keys of none. */
async function makeContents(base: string): Promise<{ ids: number[]; keys: string[] }> {
  const ids: number[] = []
  const keys: string[] = []
  for (let n = 0; n < 12; n++) {
    const key = `skjema.felt${n}`
    const created = await postJson(base, {
      Properties: [
        { Text: `Felt ${n}`, LanguageCode: 'nb-NO' },
        { Text: `Felt ${n} på nynorsk`, LanguageCode: 'nn-NO' },
      ],
      Key: key,
    })
    assert.equal(created.status, 201, created.text)
    ids.push(created.json.id)
    keys.push(key)
  }
  // Published reads differ from plain ones where review is required: a reviewed text, then a draft over it.
  const drafted = ids[1] as number
  assert.equal((await call(`${base}/${drafted}/Properties/nb-NO/Approve`, { method: 'POST' })).status, 200)
  assert.equal((await putJson(`${base}/${drafted}/Properties/nb-NO`, { Text: 'Utkast' })).status, 200)
  const archived = ids[3] as number
  assert.equal((await del(`${base}/${archived}`)).status, 204)
  return { ids: [...ids, 999_999, ids[0] as number], keys: [...keys, 'ingen.slik', keys[0] as string] }
}

for (const dialect of DIALECTS) {
  describe(`reads of one content asked at once (${dialect})`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let base: string
    let made: { ids: number[]; keys: string[] }

    before(async () => {
      base = `${suite.running.url}/ContentApi/Content`
      made = await makeContents(base)
    })

    it('answer by id, by key and published what they answer one by one', async () => {
      const urls = [
        ...made.ids.map((id) => `${base}/${id}`),
        ...made.keys.map((key) => `${base}/ByKey/${encodeURIComponent(key)}`),
        ...made.ids.map((id) => `${base}/${id}?published=true`),
      ]
      const oneByOne = []
      for (const url of urls) oneByOne.push(essence(await call(url)))
      const atOnce = (await Promise.all(urls.map((url) => call(url)))).map(essence)
      assert.deepEqual(atOnce, oneByOne)
      // Both kinds of answer are among them: contents, none (404) and archived (410).
      assert.deepEqual([...new Set(oneByOne.map((answer) => answer.status))].sort(), [200, 404, 410])
    })
  })
}

describe('reads gathered into statements (PostgreSQL)', { skip: skipReason('postgres') }, () => {
  let pool: pg.Pool | undefined
  // Before the store's own `after` drops the database.
  after(() => pool?.end())
  const suite = appOnStore('postgres')
  let made: { ids: number[]; keys: string[] }
  /** Statements sent: each takes a connection from the pool. */
  let taken = 0

  before(async () => {
    made = await makeContents(`${suite.running.url}/ContentApi/Content`)
    if (suite.store.location.kind !== 'postgres') throw new Error('a PostgreSQL store')
    pool = new pg.Pool({ connectionString: suite.store.location.url, max: 1 })
    pool.on('acquire', () => {
      taken++
    })
  })

  it('sends the reads of one turn as one statement, each answered as alone', async () => {
    const reads = new GatheredReads(pool as pg.Pool, 4)
    const alone = []
    for (const id of made.ids) alone.push(await reads.byId(id))
    const aloneByKey = []
    for (const key of made.keys) aloneByKey.push(await reads.byKey(key))

    taken = 0
    const [byId, byKey] = await Promise.all([
      Promise.all(made.ids.map((id) => reads.byId(id))),
      Promise.all(made.keys.map((key) => reads.byKey(key))),
    ])
    assert.equal(taken, 2, 'one statement by ids, one by keys')
    assert.deepEqual(byId, alone)
    assert.deepEqual(byKey, aloneByKey)
    // The missing id and key answer nothing; the others their content's row, the key's with its id.
    assert.equal(byId.at(-2), undefined)
    assert.equal(byKey.at(-2), undefined)
    assert.deepEqual(
      byKey.slice(0, 12).map((row) => Number(row?.[0])),
      made.ids.slice(0, 12),
    )
    assert.ok(byId.slice(0, 12).every((row) => typeof row?.[3] === 'string'))
  })

  it('gathers published reads by their policy, each answered as alone', async () => {
    const reads = new GatheredReads(pool as pg.Pool, 4)
    const policies = [renderedPublishedRead('*'), renderedPublishedRead(['nn-NO']), renderedPublishedRead([])]
    const alone = []
    for (const query of policies) for (const id of made.ids) alone.push(await reads.byId(id, query))
    taken = 0
    const atOnce = await Promise.all(policies.flatMap((query) => made.ids.map((id) => reads.byId(id, query))))
    assert.equal(taken, 3, 'one statement a policy')
    assert.deepEqual(atOnce, alone)
    // Where every language requires review, the drafted content shows its reviewed text, not the draft.
    const drafted = (row: unknown) => JSON.parse(String((row as unknown[])[3])).properties[0].text
    assert.equal(drafted(atOnce[1]), 'Felt 1')
    assert.equal(drafted(atOnce[2 * made.ids.length + 1]), 'Utkast')
  })

  it('gathers the reads asked while every statement allowed runs into the next one', async () => {
    const reads = new GatheredReads(pool as pg.Pool, 1)
    // The pool's only connection held: the first statement waits for it, so it runs until released.
    taken = 0
    const held = await (pool as pg.Pool).connect()
    const first = reads.byId(made.ids[0] as number)
    const later: Promise<unknown>[] = []
    for (const id of made.ids.slice(1, 9)) {
      await new Promise((resolve) => setImmediate(resolve))
      later.push(reads.byId(id))
    }
    held.release()
    const rows = await Promise.all([first, ...later])
    assert.equal(taken, 3, 'the held connection, the first statement, then one for the eight asked later')
    assert.equal(rows.length, 9)
    assert.ok(rows.every((row) => typeof (row as unknown[] | undefined)?.[3] === 'string'))
  })
})
