// Store outages: PostgreSQL unreachable through a proxy the test owns (blackhole, then reset), and a SQLite
// store whose disk fills up. The service must answer fast and truthfully meanwhile, recover without a
// restart, and lose nothing it acknowledged.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import pg from 'pg'
import { openStore } from '../../src/store/open-store.js'
import { startApp } from '../helpers/app.js'
import { call, PROBLEM_JSON, postJson, putJson } from '../helpers/http.js'
import { createTestStore, skipReason, type TestStore } from '../helpers/stores.js'
import { TcpProxy } from '../helpers/tcp-proxy.js'

const POOL_MAX = 10
/**
 * The pool's connections, the one that holds the instance's lock (store/instances.ts) and the one that sends
 * its change notifications (store/postgres/change-signal.ts). Nothing waits for changes here: no listener.
 */
const MAX_CONNECTIONS = POOL_MAX + 2
// Run directly: one outage per mode; npm run test:reliability (RELIABILITY=1): three in a row.
const OUTAGES = process.env.RELIABILITY === '1' ? 3 : 1

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

describe('PostgreSQL outage', { skip: skipReason('postgres') }, () => {
  const stores: TestStore[] = []
  after(async () => {
    for (const store of stores) await store.drop()
  })

  for (const mode of ['blackhole', 'reset'] as const) {
    it(`answers 503 within 2 s while the store is unreachable (${mode}), then recovers within 5 s losing nothing`, async () => {
      const testStore = await createTestStore('postgres')
      stores.push(testStore)
      if (testStore.location.kind !== 'postgres') throw new Error('unreachable')
      // Create the database directly, then reach it only through the proxy.
      await (await openStore(testStore.location)).store.close()
      const direct = new URL(testStore.location.url)
      const proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432))
      const proxied = new URL(direct)
      proxied.port = String(await proxy.start())
      const running = await startApp({ kind: 'postgres', url: proxied.toString() })
      const base = `${running.url}/ContentApi/Content`
      const acknowledged = new Map<number, string>()
      const post = async (text: string) => {
        const answer = await postJson(base, { Text: text, LanguageCode: 'nb-NO' })
        if (answer.status === 201) acknowledged.set(answer.json.id, text)
        return answer
      }
      try {
        for (let i = 0; i < 20; i++) assert.equal((await post(`before ${i}`)).status, 201)
        for (let outage = 0; outage < OUTAGES; outage++) await outageRound(outage)
      } finally {
        await running.close()
        await proxy.stop()
      }

      async function outageRound(round: number) {
        proxy.setMode(mode)
        const health = await timed(() => call(`${running.url}/healthz`))
        const during = await timed(() =>
          Promise.all(Array.from({ length: 30 }, (_, i) => post(`during ${i}`))),
        )

        assert.equal(health.value.status, 503)
        assert.equal(health.value.text, 'Unhealthy')
        assert.ok(health.ms < 2000, `healthz took ${health.ms.toFixed(0)} ms`)
        assert.ok(during.ms < 2000, `30 concurrent POSTs took ${during.ms.toFixed(0)} ms`)
        for (const answer of during.value) {
          assert.equal(answer.status, 503)
          assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
          assert.equal(answer.headers.get('retry-after'), '5')
        }
        assert.ok(proxy.maxOpen <= MAX_CONNECTIONS, `${proxy.maxOpen} connections at once`)

        proxy.setMode('pass')
        const recovery = await timed(async () => {
          for (;;) {
            const answer = await post(`after outage ${round}`)
            if (answer.status === 201) return answer
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        })
        assert.ok(recovery.ms < 5000, `recovered after ${recovery.ms.toFixed(0)} ms`)
        assert.equal((await call(`${running.url}/healthz`)).status, 200)
        for (let i = 0; i < 20; i++) assert.equal((await post(`after ${round} ${i}`)).status, 201)

        for (const [id, text] of acknowledged) {
          const stored = await call(`${base}/${id}`)
          assert.equal(stored.json.properties[0].text, text, `acknowledged content ${id}`)
        }
        assert.ok(proxy.maxOpen <= MAX_CONNECTIONS, `${proxy.maxOpen} connections at once`)
      }
    })
  }
})

describe('PostgreSQL statement past PG_QUERY_TIMEOUT_MS', { skip: skipReason('postgres') }, () => {
  it('answers 503 and changes nothing, even once what held the statement up has gone', async () => {
    const testStore = await createTestStore('postgres', { migrated: true })
    if (testStore.location.kind !== 'postgres') throw new Error('unreachable')
    const running = await startApp(testStore.location, { pgQueryTimeoutMs: 1000 })
    const blocker = new pg.Client({ connectionString: testStore.location.url })
    try {
      const base = `${running.url}/ContentApi/Content`
      const created = await postJson(base, { Text: 'før', LanguageCode: 'nb-NO' })
      assert.equal(created.status, 201)
      const id = created.json.id as number
      const versionsBefore = (await call(`${base}/${id}/Versions`)).json
      // Another session holds the content's row, as a long transaction would: the write waits for it.
      await blocker.connect()
      await blocker.query('begin')
      await blocker.query('select 1 from content where id = $1 for update', [id])
      const held = await timed(() => putJson(`${base}/${id}/Properties/nn-NO`, { Text: 'etter' }))
      assert.equal(held.value.status, 503)
      assert.equal(held.value.headers.get('content-type'), PROBLEM_JSON)
      assert.ok(held.ms < 2000, `answered after ${held.ms.toFixed(0)} ms`)
      // PostgreSQL cancelled the statement: released now, it does not go on to write.
      await blocker.query('rollback')
      await new Promise((resolve) => setTimeout(resolve, 500))
      const stored = await call(`${base}/${id}`)
      assert.deepEqual(
        stored.json.properties.map((p: { language: { languageCode: string } }) => p.language.languageCode),
        ['nb-NO'],
      )
      assert.deepEqual((await call(`${base}/${id}/Versions`)).json, versionsBefore)
      assert.equal((await putJson(`${base}/${id}/Properties/nn-NO`, { Text: 'etter' })).status, 200)
    } finally {
      await blocker.end().catch(() => {})
      await running.close()
      await testStore.drop()
    }
  })
})

/** Mounts a small tmpfs, or says why it cannot (not root, no mount permission in this sandbox). */
function mountTmpfs(dir: string, size: string): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' })
    return undefined
  } catch (error) {
    return `cannot mount a tmpfs here: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`
  }
}

describe('SQLite disk full', () => {
  it('answers 507, reports it in /healthz, keeps acknowledged data, and writes again once space is freed', async (t) => {
    const dir = await mkdtemp(join(tmpdir(), 'content-store-full-'))
    const cannot = mountTmpfs(dir, '3m')
    if (cannot) {
      t.skip(cannot)
      await rm(dir, { recursive: true, force: true })
      return
    }
    try {
      const running = await startApp({ kind: 'sqlite', path: join(dir, 'store.db') })
      const base = `${running.url}/ContentApi/Content`
      try {
        const acknowledged = new Map<number, string>()
        // Fill the disk with a file the test can delete later, then with contents.
        await writeFile(join(dir, 'filler'), Buffer.alloc(1024 * 1024))
        let full: Awaited<ReturnType<typeof postJson>> | undefined
        for (let i = 0; i < 10_000 && !full; i++) {
          const text = `fyll ${i} ${'x'.repeat(2000)}`
          const answer = await postJson(base, { Text: text, LanguageCode: 'nb-NO' })
          if (answer.status === 201) acknowledged.set(answer.json.id, text)
          else full = answer
        }

        assert.ok(full, 'the disk filled up')
        assert.equal(full.status, 507)
        assert.equal(full.headers.get('content-type'), PROBLEM_JSON)
        assert.match(full.json.detail, /disk is full/)
        const health = await call(`${running.url}/healthz`)
        assert.equal(health.status, 503)
        assert.match(health.text, /^Unhealthy: less than 1 MiB free/)
        t.diagnostic(`${acknowledged.size} POSTs answered 201 before the disk was full`)

        await rm(join(dir, 'filler'))
        assert.equal((await call(`${running.url}/healthz`)).status, 200)
        assert.equal((await postJson(base, { Text: 'plass igjen', LanguageCode: 'nb-NO' })).status, 201)
        for (const [id, text] of acknowledged) {
          assert.equal((await call(`${base}/${id}`)).json.properties[0].text, text, `acknowledged ${id}`)
        }
      } finally {
        await running.close()
      }
    } finally {
      execFileSync('umount', [dir])
      await rm(dir, { recursive: true, force: true })
    }
  })
})
