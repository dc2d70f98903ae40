// The warm-up (src/warm-up.ts): the server process answers rounds of common requests before it listens, and
// its first clients find nothing of them: no request in the metrics, none in the log, no count in the rate
// limit, nothing written. They come through the server's own HTTP parser and sockets, as clients' requests do.
import assert from 'node:assert/strict'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openStore } from '../src/store/open-store.js'
import { warmUp } from '../src/warm-up.js'
import { databaseUrl } from './helpers/cli.js'
import { call, postJson } from './helpers/http.js'
import { spawnServer } from './helpers/server-process.js'
import { createTestStore } from './helpers/stores.js'

const ROUNDS = 5

describe('the warm-up before the server listens', () => {
  it('reads the store, and leaves no trace in metrics, log, rate limit or store', async () => {
    const store = await createTestStore('sqlite')
    const env = { DATABASE_URL: databaseUrl(store.location) }
    try {
      // A store with contents to read, made by a server that does not warm up.
      const first = spawnServer({ ...env, WARM_UP_ROUNDS: '0' })
      const firstUrl = await first.ready
      for (let i = 0; i < 3; i++) {
        const created = await postJson(`${firstUrl}/ContentApi/Content`, {
          Text: `Søknad ${i}`,
          LanguageCode: 'nb-NO',
        })
        assert.equal(created.status, 201, created.text)
      }
      const before = await call(`${firstUrl}/ContentApi/Changes?after=0&limit=100`)
      assert.equal(before.status, 200)
      assert.ok(
        first.logs.some((l) => l.msg === 'warmed up' && l.requests === 0),
        'WARM_UP_ROUNDS=0 sends nothing',
      )
      first.child.kill('SIGTERM')
      await first.exited

      const server = spawnServer({
        ...env,
        WARM_UP_ROUNDS: String(ROUNDS),
        RATE_LIMIT: '4',
        LOG_LEVEL: 'info',
      })
      try {
        const url = await server.ready
        const warmed = server.logs.find((l) => l.msg === 'warmed up')
        // Per round: the health check, two listings, a search, the change log, the three contents, a refused create.
        assert.equal(warmed?.requests, ROUNDS * 9, JSON.stringify(warmed))
        assert.equal(warmed?.failed, 0, JSON.stringify(warmed))
        const listening = server.logs.findIndex((l) => /Server listening/.test(String(l.msg)))
        assert.ok(
          listening > server.logs.indexOf(warmed as Record<string, unknown>),
          'warmed up before listening',
        )
        assert.equal(server.logs.filter((l) => l.msg === 'request').length, 0, 'no request logged')

        // The rate limit counted none of them: a client has its four requests a minute.
        const changes = await call(`${url}/ContentApi/Changes?after=0&limit=100`)
        assert.equal(changes.status, 200)
        assert.deepEqual(changes.json, before.json, 'nothing written')
        const metrics = await call(`${url}/metrics`)
        assert.equal(metrics.status, 200)
        const counted = metrics.text
          .split('\n')
          .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
        assert.deepEqual(
          counted.map((line) => line.replace(/ .*/, '')),
          ['http_request_duration_seconds_count{route="/ContentApi/Changes",method="GET",status_code="200"}'],
          'only the client request before /metrics is counted',
        )
        // In flight: the /metrics request itself, none of the warm-up's left behind.
        assert.match(metrics.text, /^http_requests_in_flight 1$/m)
        for (let i = 0; i < 3; i++)
          assert.equal((await call(`${url}/ContentApi/Content?limit=1`)).status, 200)
        assert.equal(
          (await call(`${url}/ContentApi/Content?limit=1`)).status,
          429,
          'the fifth is over the limit',
        )
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
      }
    } finally {
      await store.drop()
    }
  })

  it('sends its requests through the server, as clients send theirs, before it listens', async () => {
    const store = await createTestStore('sqlite', { migrated: true })
    const { store: opened } = await openStore(store.location)
    // With a rate limit, whose key is the client's address: the warm-up's connections have one too.
    const config = { ...loadConfig({ RATE_LIMIT: '4' }), environment: 'test' as const, logLevel: 'silent' }
    const app = await buildApp({ config, store: opened })
    const folders = async () =>
      (await readdir(tmpdir())).filter((name) => name.startsWith('content-store-warm-up-')).sort()
    const foldersBefore = await folders()
    try {
      // Answers the server itself sends: none of app.inject's, which never reach it.
      const statuses: number[] = []
      app.server.on('request', (_request, response) => {
        response.on('finish', () => statuses.push(response.statusCode))
      })
      const warmed = await warmUp(app, config, 2)
      // Per round on an empty store: the health check, two listings, a search, the change log, a refused create.
      assert.equal(warmed.requests, 2 * 6)
      assert.equal(warmed.failed, 0)
      // And the page of contents that chose what a round reads.
      assert.equal(statuses.length, warmed.requests + 1, `answered: ${statuses.join(' ')}`)
      assert.deepEqual(
        statuses.filter((status) => status !== 200),
        [400, 400],
        'every read answered, every create refused',
      )
      assert.equal(app.server.listening, false, 'the server itself listens only after the warm-up')
      assert.deepEqual(await folders(), foldersBefore, 'its socket and folder are gone')
    } finally {
      await app.close()
      await store.drop()
    }
  })
})
