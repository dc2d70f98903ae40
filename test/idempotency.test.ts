// Idempotency-Key: a retried write is done once, whatever became of the first attempt's answer.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ROOT } from '../scripts/build-freshness.mjs'
import { StoreUnavailableError } from '../src/store/errors.js'
import { overriding, type RunningApp, startApp } from './helpers/app.js'
import { databaseUrl } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { rawQuery } from './helpers/raw-sql.js'
import { spawnServer } from './helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const CONTENT = '/ContentApi/Content'

for (const dialect of DIALECTS) {
  describe(`Idempotency-Key on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location)
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const countTexts = async (text: string) => {
      const [row] = await rawQuery(
        testStore.location,
        `select count(*) as n from property where text = '${text.replace(/'/g, "''")}'`,
      )
      return Number(row?.n)
    }

    it('answers a retried create with the first answer (status, Location, ETag, body) and creates one content', async () => {
      const body = { Text: 'Søknad om skuleskyss', LanguageCode: 'nn-NO' }
      const headers = { 'idempotency-key': 'create-1' }
      const first = await postJson(`${running.url}${CONTENT}`, body, headers)
      const second = await postJson(`${running.url}${CONTENT}`, body, headers)
      assert.equal(first.status, 201)
      assert.equal(second.status, 201)
      assert.equal(second.headers.get('location'), first.headers.get('location'))
      assert.equal(second.headers.get('etag'), first.headers.get('etag'))
      assert.equal(second.text, first.text)
      assert.equal(await countTexts(body.Text), 1)
      // Without a key, the same request is a new content, as always.
      const third = await postJson(`${running.url}${CONTENT}`, body)
      assert.notEqual(third.json.id, first.json.id)
    })

    it('answers retried text writes and deletions once', async () => {
      const created = await postJson(`${running.url}${CONTENT}`, { Text: 'Hei', LanguageCode: 'nb-NO' })
      const id = created.json.id as number
      const put = () =>
        putJson(
          `${running.url}${CONTENT}/${id}/Properties/nn-NO`,
          { Text: 'Hei på deg' },
          { 'idempotency-key': `put-${id}`, 'if-match': created.headers.get('etag') as string },
        )
      const [a, b] = [await put(), await put()]
      assert.equal(a.status, 200)
      // Without the key the second PUT would be a 412: its If-Match names the version before the first.
      assert.equal(b.status, 200)
      assert.equal(b.headers.get('etag'), a.headers.get('etag'))
      assert.deepEqual(b.json, a.json)
      const remove = () =>
        del(`${running.url}${CONTENT}/${id}/Properties/nn-NO`, { 'idempotency-key': `del-${id}` })
      const [c, d] = [await remove(), await remove()]
      assert.equal(c.status, 204)
      assert.equal(d.status, 204)
      assert.equal(d.headers.get('etag'), c.headers.get('etag'))
      const versions = await call(`${running.url}${CONTENT}/${id}/Versions`)
      assert.equal(versions.json.length, 3, 'create, one write, one deletion')
    })

    it('answers 422 and changes nothing when the key is used again with another body', async () => {
      const headers = { 'idempotency-key': 'reused-key' }
      const first = await postJson(
        `${running.url}${CONTENT}`,
        { Text: 'Første', LanguageCode: 'nb-NO' },
        headers,
      )
      assert.equal(first.status, 201)
      const other = await postJson(
        `${running.url}${CONTENT}`,
        { Text: 'Andre', LanguageCode: 'nb-NO' },
        headers,
      )
      assert.equal(other.status, 422)
      assert.equal(other.headers.get('content-type'), PROBLEM_JSON)
      assert.match(other.json.detail, /another request/)
      assert.equal(await countTexts('Andre'), 0)
      // Another path with the same key is another request too.
      const put = await putJson(
        `${running.url}${CONTENT}/${first.json.id}/Properties/nb-NO`,
        { Text: 'X' },
        headers,
      )
      assert.equal(put.status, 422)
    })

    it('answers 400 to a malformed key', async () => {
      const answer = await postJson(
        `${running.url}${CONTENT}`,
        { Text: 'Nøkkel', LanguageCode: 'nb-NO' },
        { 'idempotency-key': 'x'.repeat(256) },
      )
      assert.equal(answer.status, 400)
      assert.equal(await countTexts('Nøkkel'), 0)
    })

    it('answers 409 to a retry while the first request is still running', async () => {
      let release: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const slow = await startApp(testStore.location, {
        wrapStore: (store) => ({
          ...store,
          writes: overriding(store.writes, {
            createContent: async (texts, key) => {
              await gate
              return store.writes.createContent(texts, key)
            },
          }),
        }),
      })
      try {
        const body = { Text: 'Sakte', LanguageCode: 'nb-NO' }
        const headers = { 'idempotency-key': 'slow-1' }
        const first = postJson(`${slow.url}${CONTENT}`, body, headers)
        // The first has claimed the key once its row exists.
        for (let i = 0; i < 200; i++) {
          const [row] = await rawQuery(
            testStore.location,
            "select count(*) as n from idempotency_key where key = 'slow-1'",
          )
          if (Number(row?.n) === 1) break
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        const second = await postJson(`${running.url}${CONTENT}`, body, headers)
        assert.equal(second.status, 409)
        assert.match(second.headers.get('retry-after') ?? '', /^[1-9][0-9]*$/)
        release()
        assert.equal((await first).status, 201)
        const third = await postJson(`${running.url}${CONTENT}`, body, headers)
        assert.equal(third.status, 201)
        assert.equal(third.json.id, (await first).json.id)
        assert.equal(await countTexts('Sakte'), 1)
      } finally {
        release()
        await slow.close()
      }
    })

    it('answers a retry after a 503 whose write had committed with that write, after a restart', async () => {
      // The store commits the create, then fails as it answers (an outage at the worst moment).
      const failing = await startApp(testStore.location, {
        wrapStore: (store) => ({
          ...store,
          writes: overriding(store.writes, {
            createContent: async (texts, key) => {
              await store.writes.createContent(texts, key)
              throw new StoreUnavailableError('the connection was lost after the commit')
            },
          }),
        }),
      })
      const body = { Text: 'Tapt svar', LanguageCode: 'nb-NO' }
      const headers = { 'idempotency-key': 'lost-answer' }
      try {
        const lost = await postJson(`${failing.url}${CONTENT}`, body, headers)
        assert.equal(lost.status, 503)
      } finally {
        await failing.close()
      }
      assert.equal(await countTexts(body.Text), 1, 'the first attempt committed')
      // A new process on the same store: the key and what it committed are in the store.
      const restarted = await startApp(testStore.location)
      try {
        const retry = await postJson(`${restarted.url}${CONTENT}`, body, headers)
        assert.equal(retry.status, 201)
        assert.equal(retry.json.properties[0].text, body.Text)
        assert.equal(retry.headers.get('location'), `${CONTENT}/${retry.json.id}`)
        assert.equal(retry.headers.get('etag'), `"${retry.json.properties[0].version.id}"`)
        assert.equal(await countTexts(body.Text), 1, 'the retry created nothing')
        const again = await postJson(`${restarted.url}${CONTENT}`, body, headers)
        assert.equal(again.text, retry.text)
      } finally {
        await restarted.close()
      }
    })

    it('keeps no webhook secret in a stored answer, and does not replay a create whose subscription is gone', async () => {
      const hooks = await startApp(testStore.location, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
      try {
        const body = { Url: 'http://127.0.0.1:9/hook' }
        const headers = { 'idempotency-key': 'webhook-secret-1' }
        const created = await postJson(`${hooks.url}/ContentApi/Webhooks`, body, headers)
        assert.equal(created.status, 201)
        const secret = created.json.secret as string
        assert.match(secret, /^whsec_/)
        // The stored row, read as it lies in the store, holds no trace of the secret.
        const rows = await rawQuery(
          testStore.location,
          "select * from idempotency_key where key = 'webhook-secret-1'",
        )
        assert.equal(rows.length, 1)
        assert.equal(rows[0]?.status, 201)
        const stored = JSON.stringify(rows[0])
        assert.ok(!stored.includes(secret), 'no secret in the stored answer')
        assert.ok(!stored.includes(secret.slice('whsec_'.length)), 'no secret in the stored answer')
        // A retry while the subscription exists gets it again, secret included (its answer may have been lost).
        const retried = await postJson(`${hooks.url}/ContentApi/Webhooks`, body, headers)
        assert.equal(retried.status, 201)
        assert.equal(retried.json.id, created.json.id)
        assert.equal(retried.json.secret, secret)
        assert.equal(retried.headers.get('location'), created.headers.get('location'))
        // Deleted: a retry is told so, and gets no secret.
        assert.equal((await del(`${hooks.url}/ContentApi/Webhooks/${created.json.id}`)).status, 204)
        const afterDelete = await postJson(`${hooks.url}/ContentApi/Webhooks`, body, headers)
        assert.equal(afterDelete.status, 410)
        assert.equal(afterDelete.headers.get('content-type'), PROBLEM_JSON)
        assert.match(afterDelete.json.detail, /deleted/)
        assert.ok(!afterDelete.text.includes(secret))
        assert.equal((await call(`${hooks.url}/ContentApi/Webhooks`)).json.length, 0, 'nothing made anew')
      } finally {
        await hooks.close()
      }
    })

    it('frees the keys of a server killed before its writes committed: a retry runs at once, not 409', async () => {
      const env = { DATABASE_URL: databaseUrl(testStore.location) }
      // A real server process whose creations are held before their commit (test/helpers/held-write-server.ts).
      const held = spawnServer(env, [
        '--import',
        'tsx',
        join(ROOT, 'test', 'helpers', 'held-write-server.ts'),
      ])
      const heldUrl = await held.ready
      const keys = ['crashed-1', 'crashed-2']
      const bodyOf = (key: string) => ({ Text: `Holdt ${key}`, LanguageCode: 'nb-NO' })
      const pending = keys.map((key) =>
        postJson(`${heldUrl}${CONTENT}`, bodyOf(key), { 'idempotency-key': key }).catch(() => undefined),
      )
      const claimed = async () => {
        const [row] = await rawQuery(
          testStore.location,
          "select count(*) as n from idempotency_key where key in ('crashed-1', 'crashed-2')",
        )
        return Number(row?.n)
      }
      for (let i = 0; i < 500 && (await claimed()) < keys.length; i++)
        await new Promise((resolve) => setTimeout(resolve, 20))
      assert.equal(await claimed(), keys.length, 'both requests hold their keys')

      const other = spawnServer(env)
      const otherUrl = await other.ready
      let restarted: ReturnType<typeof spawnServer> | undefined
      try {
        // While the holder lives, its key is taken: another instance answers 409.
        const whileAlive = await postJson(`${otherUrl}${CONTENT}`, bodyOf('crashed-1'), {
          'idempotency-key': 'crashed-1',
        })
        assert.equal(whileAlive.status, 409)

        held.child.kill('SIGKILL')
        assert.equal(await held.exited, 'SIGKILL')
        await Promise.all(pending)

        // An instance that was running when it died takes its key over at once.
        const retried = await postJson(`${otherUrl}${CONTENT}`, bodyOf('crashed-1'), {
          'idempotency-key': 'crashed-1',
        })
        assert.equal(retried.status, 201, retried.text)
        assert.equal(await countTexts('Holdt crashed-1'), 1)
        // So does the server started after it (the restart).
        restarted = spawnServer(env)
        const restartedUrl = await restarted.ready
        const afterRestart = await postJson(`${restartedUrl}${CONTENT}`, bodyOf('crashed-2'), {
          'idempotency-key': 'crashed-2',
        })
        assert.equal(afterRestart.status, 201, afterRestart.text)
        assert.equal(await countTexts('Holdt crashed-2'), 1)
        // And the key is done with: the same retry answers the same, without a second content.
        const again = await postJson(`${restartedUrl}${CONTENT}`, bodyOf('crashed-2'), {
          'idempotency-key': 'crashed-2',
        })
        assert.equal(again.text, afterRestart.text)
        assert.equal(await countTexts('Holdt crashed-2'), 1)
      } finally {
        held.child.kill('SIGKILL')
        other.child.kill('SIGTERM')
        restarted?.child.kill('SIGTERM')
        await Promise.all([held.exited, other.exited, restarted?.exited])
      }
    })

    it('creates each content once when the server is killed mid-load and every request is retried with its key', async (t) => {
      const env = { DATABASE_URL: databaseUrl(testStore.location), LOG_LEVEL: 'warn', PORT: '0' }
      const server = spawnServer({ ...env, LOG_LEVEL: 'info' })
      const url = await server.ready
      const sent: string[] = []
      let answered = 0
      let stop = false
      const writer = async (w: number) => {
        for (let i = 0; !stop && i < 2000; i++) {
          const key = `kill-${w}-${i}`
          sent.push(key)
          try {
            const answer = await postJson(
              `${url}${CONTENT}`,
              { Text: key, LanguageCode: 'nb-NO' },
              { 'idempotency-key': key },
            )
            if (answer.status === 201) answered++
          } catch {
            return // the connection died with the server
          }
        }
      }
      const writers = Array.from({ length: 16 }, (_, w) => writer(w))
      for (const deadline = Date.now() + 60_000; answered < 60 && Date.now() < deadline; )
        await new Promise((resolve) => setTimeout(resolve, 10))
      server.child.kill('SIGKILL')
      await server.exited
      stop = true
      await Promise.all(writers)
      assert.ok(answered >= 60, `${answered} creates answered before the kill`)

      const restarted = spawnServer({ ...env, LOG_LEVEL: 'info' })
      const again = await restarted.ready
      try {
        const outcomes = { answered: 0, inProgress: 0 }
        for (const key of sent) {
          const answer = await postJson(
            `${again}${CONTENT}`,
            { Text: key, LanguageCode: 'nb-NO' },
            { 'idempotency-key': key },
          )
          const stored = await countTexts(key)
          if (answer.status === 409) outcomes.inProgress++
          else outcomes.answered++
          // A key claimed by a request that died before its write committed is free at once: no 409.
          assert.equal(answer.status, 201, `${key}: ${answer.text}`)
          assert.equal(answer.json.properties[0].text, key)
          assert.equal(stored, 1, `${key} exists exactly once`)
        }
        t.diagnostic(
          `${sent.length} keys sent, ${answered} answered before the kill; retried: ${JSON.stringify(outcomes)}`,
        )
      } finally {
        restarted.child.kill('SIGTERM')
        await restarted.exited
      }
    })
  })
}
