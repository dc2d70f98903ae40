// Writes that hold across processes and settings: two server processes on one SQLite file, PostgreSQL whose
// database defaults to REPEATABLE READ or SERIALIZABLE, a read-only PostgreSQL database, concurrent language
// adds from two processes, and the cost of unknown language codes.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { LanguageCatalog } from '../src/store/language-catalog.js'
import { startApp } from './helpers/app.js'
import { databaseUrl, runCli } from './helpers/cli.js'
import { call, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { freePort, spawnServer } from './helpers/server-process.js'
import { adminQuery, createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

describe('two server processes on one SQLite file', () => {
  let testStore: TestStore
  before(async () => {
    testStore = await createTestStore('sqlite')
  })
  after(async () => {
    await testStore?.drop()
  })

  it('answers concurrent PUTs to the same contents from both with no 5xx, while the CLI adds a language', async (t) => {
    const env = { DATABASE_URL: databaseUrl(testStore.location), LOG_LEVEL: 'warn' }
    const servers = [spawnServer({ ...env, PORT: String(await freePort()) })]
    await servers[0]?.ready
    servers.push(spawnServer({ ...env, PORT: String(await freePort()) }))
    const urls = await Promise.all(servers.map((s) => s.ready))
    try {
      const ids: number[] = []
      for (let i = 0; i < 10; i++) {
        ids.push(
          (await postJson(`${urls[0]}/ContentApi/Content`, { Text: `mål ${i}`, LanguageCode: 'nb-NO' })).json
            .id,
        )
      }
      const statuses = new Map<number, number>()
      const worker = async (url: string, w: number) => {
        for (let i = 0; i < 50; i++) {
          const id = ids[(w + i) % ids.length]
          const answer = await putJson(`${url}/ContentApi/Content/${id}/Properties/nn-NO`, {
            Text: `${url} ${w} ${i}`,
          })
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        }
      }
      const cli = runCli(testStore.location, 'languages', 'add', 'da-DK')
      await Promise.all(urls.flatMap((url) => Array.from({ length: 32 }, (_, w) => worker(url, w))))
      const added = await cli

      t.diagnostic(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
      assert.deepEqual([...statuses.keys()], [200])
      assert.equal(statuses.get(200), 2 * 32 * 50)
      assert.equal(added.code, 0, added.stderr)
      // Both processes see the language the CLI added.
      for (const url of urls) {
        const answer = await putJson(`${url}/ContentApi/Content/${ids[0]}/Properties/da-DK`, {
          Text: `Hej ${url}`,
        })
        assert.equal(answer.status, 200)
      }
    } finally {
      for (const server of servers) server.child.kill('SIGTERM')
      await Promise.all(servers.map((s) => s.exited))
    }
  })
})

describe('PostgreSQL whatever the database default isolation', { skip: skipReason('postgres') }, () => {
  for (const isolation of ['repeatable read', 'serializable']) {
    it(`lets one of three concurrent PUTs with the same If-Match win and answers 412 to the others at ${isolation}`, async (t) => {
      const testStore = await createTestStore('postgres')
      const name = new URL(
        testStore.location.kind === 'postgres' ? testStore.location.url : '',
      ).pathname.slice(1)
      await adminQuery(`create database "${name}"`)
      await adminQuery(`alter database "${name}" set default_transaction_isolation = '${isolation}'`)
      const running = await startApp(testStore.location)
      try {
        const base = `${running.url}/ContentApi/Content`
        const statuses = new Map<number, number>()
        let lost = 0
        for (let round = 0; round < 100; round++) {
          const created = await postJson(base, { Text: `runde ${round}`, LanguageCode: 'nb-NO' })
          const etag = created.headers.get('etag') as string
          const answers = await Promise.all(
            [0, 1, 2].map((w) =>
              putJson(
                `${base}/${created.json.id}/Properties/nn-NO`,
                { Text: `skrivar ${w}` },
                { 'if-match': etag },
              ),
            ),
          )
          for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const winners = answers.filter((a) => a.status === 200)
          if (winners.length !== 1) lost++
          const history = (await call(`${base}/${created.json.id}/Versions`)).json
          assert.equal(history.length, 2, 'exactly one of the three wrote a version')
        }
        t.diagnostic(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
        assert.equal(lost, 0)
        assert.deepEqual(Object.fromEntries(statuses), { 200: 100, 412: 200 })
      } finally {
        await running.close()
        await testStore.drop()
      }
    })
  }

  it('answers 503 to writes and "Unhealthy: the store is read-only" on a read-only database, and reads on', async () => {
    const testStore = await createTestStore('postgres')
    const name = new URL(testStore.location.kind === 'postgres' ? testStore.location.url : '').pathname.slice(
      1,
    )
    const writable = await startApp(testStore.location)
    const id = (await postJson(`${writable.url}/ContentApi/Content`, { Text: 'Før', LanguageCode: 'nb-NO' }))
      .json.id
    await writable.close()
    await adminQuery(`alter database "${name}" set default_transaction_read_only = on`)
    const running = await startApp(testStore.location)
    try {
      const health = await call(`${running.url}/healthz`)
      assert.equal(health.status, 503)
      assert.equal(health.text, 'Unhealthy: the store is read-only')
      for (const write of [
        postJson(`${running.url}/ContentApi/Content`, { Text: 'Nei', LanguageCode: 'nb-NO' }),
        putJson(`${running.url}/ContentApi/Content/${id}/Properties/nn-NO`, { Text: 'Nei' }),
      ]) {
        const answer = await write
        assert.equal(answer.status, 503)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.equal(answer.headers.get('retry-after'), '5')
        assert.match(answer.json.detail, /read-only/)
      }
      assert.equal((await call(`${running.url}/ContentApi/Content/${id}`)).status, 200)
    } finally {
      await running.close()
      await adminQuery(`alter database "${name}" set default_transaction_read_only = off`)
      await testStore.drop()
    }
  })
})

for (const dialect of DIALECTS) {
  describe(`languages added concurrently on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    before(async () => {
      testStore = await createTestStore(dialect)
      // Created and migrated before the CLIs race, so that they race on the adds.
      await (await startApp(testStore.location)).close()
    })
    after(async () => {
      await testStore?.drop()
    })

    it('adds two languages from two processes at once with distinct ids, and answers "exists" to a duplicate', async () => {
      const [danish, swedish] = await Promise.all([
        runCli(testStore.location, 'languages', 'add', 'da-DK'),
        runCli(testStore.location, 'languages', 'add', 'sv-SE'),
      ])
      assert.equal(danish.code, 0, danish.stderr)
      assert.equal(swedish.code, 0, swedish.stderr)
      const twice = await Promise.all([
        runCli(testStore.location, 'languages', 'add', 'fi-FI'),
        runCli(testStore.location, 'languages', 'add', 'FI-fi'),
      ])
      assert.deepEqual(twice.map((r) => r.code).sort(), [0, 1])
      assert.match(twice.find((r) => r.code === 1)?.stderr ?? '', /fi-FI exists already/)

      const listed = await runCli(testStore.location, 'languages', 'list')
      const rows = listed.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t'))
      assert.deepEqual(
        rows.map(([id]) => Number(id)),
        [1, 2, 3, 4, 5, 6],
      )
      assert.deepEqual(
        rows
          .map(([, code]) => code)
          .slice(3)
          .sort(),
        ['da-DK', 'fi-FI', 'sv-SE'],
      )
    })
  })
}

describe('unknown language codes', () => {
  it('cost at most one read of the languages per code per second', async () => {
    let reads = 0
    const catalog = new LanguageCatalog(async () => {
      reads++
      return [{ id: 1, languageCode: 'nb-NO' }]
    })
    await catalog.load()
    reads = 0

    const attempts = await Promise.allSettled(Array.from({ length: 200 }, () => catalog.find('xx-XX')))
    for (let i = 0; i < 50; i++) await catalog.find('xx-xx').catch(() => {})
    await catalog.find('yy-YY').catch(() => {})

    assert.ok(attempts.every((a) => a.status === 'rejected'))
    assert.equal(reads, 2, 'one read for xx-XX (its 250 lookups shared or remembered), one for yy-YY')
    assert.equal((await catalog.find('NB-no')).id, 1, 'known codes cost nothing')
    assert.equal(reads, 2)
  })
})
