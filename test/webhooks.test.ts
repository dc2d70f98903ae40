// Webhooks on each store, against a real receiver on loopback that verifies every signature with the
// `standardwebhooks` library: order, filters, a receiver that is down for a while, redirects, disabling and
// enabling, two instances on one store, a server killed mid-backlog, and targets that are refused.
import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { Webhook as Verifier } from 'standardwebhooks'
import type { Change } from '../src/schemas/changes.js'
import { appOnStore, startApp } from './helpers/app.js'
import { follow } from './helpers/changes.js'
import { databaseUrl } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson } from './helpers/http.js'
import { freePort, spawnServer } from './helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason } from './helpers/stores.js'

const FAST_RETRIES = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '50' }

/** A receiver that verifies each delivery's signature and answers as told. */
class Receiver {
  readonly received: { id: string; change: Change }[] = []
  /** Status to answer the next requests with (shifted per request); 204 when empty. */
  readonly script: number[] = []
  /** Requests that reached the receiver, counted when they arrive (before any answer). */
  arrived = 0
  inFlight = 0
  maxInFlight = 0
  badSignatures = 0
  delayMs = 0
  secret = ''
  readonly #server: Server
  url = ''

  constructor() {
    this.#server = createServer(async (request: IncomingMessage, response) => {
      this.arrived++
      this.inFlight++
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
      try {
        let body = ''
        for await (const chunk of request) body += chunk
        if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
        const status = this.script.shift() ?? 204
        if (status >= 200 && status < 300) {
          try {
            const payload = new Verifier(this.secret).verify(
              body,
              request.headers as Record<string, string>,
            ) as {
              type: string
              data: Change
            }
            assert.equal(payload.type, `content.${payload.data.kind}`)
            this.received.push({ id: String(request.headers['webhook-id']), change: payload.data })
          } catch {
            this.badSignatures++
          }
        }
        response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {})
        response.end()
      } finally {
        this.inFlight--
      }
    })
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()))
  }
}

/** Waits (bounded) until the condition holds; the assertion after it says what was expected. */
async function eventually(condition: () => boolean | Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline && !(await condition()))
    await new Promise((resolve) => setTimeout(resolve, 50))
}

async function subscribe(url: string, receiver: Receiver, body: Record<string, unknown> = {}) {
  const answer = await postJson(`${url}/ContentApi/Webhooks`, { Url: receiver.url, ...body })
  assert.equal(answer.status, 201, answer.text)
  receiver.secret = answer.json.secret
  return answer.json as { id: number; secret: string }
}

const create = (url: string, text: string, language = 'nb-NO') =>
  postJson(`${url}/ContentApi/Content`, { Text: text, LanguageCode: language })

for (const dialect of DIALECTS) {
  describe(`webhooks on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: FAST_RETRIES })
    const receivers: Receiver[] = []
    const receiver = async () => {
      const r = new Receiver()
      await r.start()
      receivers.push(r)
      return r
    }
    const unsubscribeAll = async () => {
      for (const hook of (await call(`${suite.running.url}/ContentApi/Webhooks`)).json) {
        await del(`${suite.running.url}/ContentApi/Webhooks/${hook.id}`)
      }
    }
    after(async () => {
      for (const r of receivers) await r.close()
    })

    it('delivers every change after the subscription, in order, signed, and as the filters say', async () => {
      const url = suite.running.url
      const all = await receiver()
      const filtered = await receiver()
      const hook = await subscribe(url, all)
      assert.match(hook.secret, /^whsec_/)
      await subscribe(url, filtered, { kinds: ['textsWritten'], languages: ['nn-no'] })
      const ids: number[] = []
      for (const text of ['En', 'To', 'Tre']) ids.push((await create(url, text)).json.id)
      const put = await call(`${url}/ContentApi/Content/${ids[0]}/Properties/nn-NO`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Text: 'Ein' }),
      })
      assert.equal(put.status, 200)
      await eventually(() => all.received.length >= 4 && filtered.received.length >= 1)
      assert.deepEqual(
        all.received.map((r) => [r.change.kind, r.change.contentId]),
        [...ids.map((id) => ['created', id]), ['textsWritten', ids[0]]],
      )
      // Who made each change travels with it (no keys configured here: anonymous).
      assert.deepEqual(new Set(all.received.map((r) => r.change.by)), new Set(['anonymous']))
      assert.deepEqual(
        all.received.map((r) => r.id),
        all.received.map((r) => r.change.cursor),
      )
      assert.deepEqual(
        filtered.received.map((r) => [r.change.kind, r.change.languages]),
        [['textsWritten', ['nn-NO']]],
      )
      assert.equal(all.badSignatures + filtered.badSignatures, 0)
      // Acknowledged deliveries are saved in batches: the state shows them once the batch is saved.
      await eventually(async () => (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json.backlog === 0)
      const state = (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json
      assert.equal(state.backlog, 0)
      assert.equal(state.state, 'active')
      assert.equal(state.lastStatus, 204)
      await unsubscribeAll()
    })

    it('retries a receiver that is down with backoff, then delivers everything in order, none lost', async () => {
      const url = suite.running.url
      const flaky = await receiver()
      flaky.script.push(500, 503, 500, 302)
      const hook = await subscribe(url, flaky)
      const ids: number[] = []
      for (let i = 0; i < 5; i++) ids.push((await create(url, `Nede ${i}`)).json.id)
      await eventually(() => flaky.received.length >= 5)
      assert.deepEqual(
        flaky.received.map((r) => r.change.contentId),
        ids,
      )
      const state = (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json
      assert.equal(state.state, 'active')
      assert.equal(flaky.badSignatures, 0)
      await unsubscribeAll()
    })

    it('records a redirect as a failure without following it', async () => {
      const url = suite.running.url
      const redirecting = await receiver()
      redirecting.script.push(...Array(50).fill(302))
      const hook = await subscribe(url, redirecting)
      await create(url, 'Omdirigert')
      await eventually(
        async () => (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json.lastStatus === 302,
      )
      const state = (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json
      assert.equal(state.lastStatus, 302)
      assert.match(state.lastError, /redirect 302 \(not followed\)/)
      assert.ok(state.nextAttempt)
      assert.equal(redirecting.received.length, 0)
      await unsubscribeAll()
    })

    it('delivers nothing to a removed subscription once DELETE has answered, and the others go on', async () => {
      const url = suite.running.url
      const removed = await receiver()
      const witness = await receiver()
      const hook = await subscribe(url, removed)
      await subscribe(url, witness)
      await create(url, 'Før')
      await eventually(() => removed.received.length >= 1 && witness.received.length >= 1)
      // Its cursor saved past the delivery (backlog 0): its deliverer now waits for more under its lease.
      const state = `${url}/ContentApi/Webhooks/${hook.id}`
      await eventually(async () => (await call(state)).json.backlog === 0)
      assert.equal((await call(state)).json.backlog, 0)
      assert.equal((await del(`${url}/ContentApi/Webhooks/${hook.id}`)).status, 204)
      assert.equal((await call(`${url}/ContentApi/Webhooks/${hook.id}`)).status, 404)
      const later: number[] = []
      for (const text of ['Etter 1', 'Etter 2']) later.push((await create(url, text)).json.id)
      // The live subscription has both later changes: a deliverer of the removed one would have sent them too.
      await eventually(() => witness.received.length >= 3)
      assert.deepEqual(
        witness.received.slice(1).map((r) => r.change.contentId),
        later,
      )
      assert.equal(removed.arrived, 1, 'deliveries reached the removed subscription after its DELETE')
      await unsubscribeAll()
    })

    it('delivers nothing more to a subscription removed through another instance than the one delivering it', async () => {
      const store = await createTestStore(dialect, { migrated: true })
      const removed = await receiver()
      const witness = await receiver()
      // Both started before any subscription exists: the first looks for subscriptions again only in 30 s, so
      // the second, through which they are made, is the one that delivers them.
      const deleting = await startApp(store.location, { env: FAST_RETRIES })
      const delivering = await startApp(store.location, { env: FAST_RETRIES })
      try {
        const hook = await subscribe(delivering.url, removed)
        await subscribe(delivering.url, witness)
        const first = (await create(delivering.url, 'Delt 0')).json.id
        await eventually(() => removed.received.length >= 1 && witness.received.length >= 1)
        // Its cursor saved past the delivery (backlog 0): the delivering instance keeps the lease while it
        // waits for more.
        const state = `${delivering.url}/ContentApi/Webhooks/${hook.id}`
        await eventually(async () => (await call(state)).json.backlog === 0)
        assert.equal((await call(state)).json.backlog, 0)
        assert.equal((await del(`${deleting.url}/ContentApi/Webhooks/${hook.id}`)).status, 204)
        assert.equal((await call(`${delivering.url}/ContentApi/Webhooks/${hook.id}`)).status, 404)
        const later: number[] = []
        for (const text of ['Delt 1', 'Delt 2']) later.push((await create(deleting.url, text)).json.id)
        // The live subscription, delivered by the same instance, has the later changes.
        await eventually(() => witness.received.length >= 3)
        assert.deepEqual(
          witness.received.map((r) => r.change.contentId),
          [first, ...later],
        )
        assert.equal(removed.arrived, 1, 'deliveries reached the removed subscription after its DELETE')
      } finally {
        await deleting.close()
        await delivering.close()
        await store.drop()
      }
    })

    it('stops delivering a subscription removed while its backlog is being delivered', async () => {
      const url = suite.running.url
      const slow = await receiver()
      slow.delayMs = 30
      const hook = await subscribe(url, slow)
      for (let i = 0; i < 60; i++) await create(url, `Fjernet ${i}`)
      await eventually(() => slow.received.length >= 5)
      assert.equal((await del(`${url}/ContentApi/Webhooks/${hook.id}`)).status, 204)
      const arrivedAtDelete = slow.arrived
      // Wait until nothing more arrives for a second.
      let count = -1
      let since = Date.now()
      await eventually(() => {
        if (slow.arrived !== count) {
          count = slow.arrived
          since = Date.now()
        }
        return Date.now() - since > 1000
      })
      assert.ok(slow.received.length < 60, `${slow.received.length} of 60 delivered after the removal`)
      // A delivery sent just before DELETE answered may reach the receiver after the client has the answer
      // (the app and the receiver share this process): one, and none started after it.
      assert.ok(
        slow.arrived <= arrivedAtDelete + 1,
        `${slow.arrived - arrivedAtDelete} deliveries arrived after DELETE answered`,
      )
      const delivered = slow.received.map((r) => r.change.contentId ?? 0)
      assert.deepEqual(
        delivered,
        [...delivered].sort((a, b) => a - b),
      )
    })

    it('delivers a log of several pages to subscriptions at different places in it, each change once, in order', async () => {
      // The instance's workers read the log through one kept run of it (SharedChangeLog): a subscription that
      // is ahead extends it, the others read what it read, and one made later starts inside it.
      const url = suite.running.url
      const readLog = async (after: string) => (await follow(url, after)).changes.map((c) => c.cursor)
      const writeMany = async (label: string, count: number) => {
        // Ten writers at a time, so that the log grows in batches while the subscriptions read it.
        for (let i = 0; i < count; i += 10) {
          await Promise.all(Array.from({ length: 10 }, (_, j) => create(url, `${label} ${i + j}`)))
        }
      }
      const start = (await call(`${url}/ContentApi/Changes?after=latest`)).json.next as string
      const early = await receiver()
      const slow = await receiver()
      slow.delayMs = 2
      const late = await receiver()
      await subscribe(url, early)
      await subscribe(url, slow)
      await writeMany('Tidleg', 250)
      const lateStart = (await call(`${url}/ContentApi/Changes?after=latest`)).json.next as string
      await subscribe(url, late)
      await writeMany('Seint', 250)
      await eventually(
        () => early.received.length >= 500 && slow.received.length >= 500 && late.received.length >= 250,
        60,
      )
      const log = await readLog(start)
      assert.equal(log.length, 500)
      assert.deepEqual(
        early.received.map((r) => r.id),
        log,
      )
      assert.deepEqual(
        slow.received.map((r) => r.id),
        log,
      )
      assert.deepEqual(
        late.received.map((r) => r.id),
        await readLog(lateStart),
      )
      assert.equal(early.badSignatures + slow.badSignatures + late.badSignatures, 0)
      await unsubscribeAll()
    })

    it('lets one of two instances deliver a subscription at a time: no concurrent duplicate', async () => {
      const both = await receiver()
      both.delayMs = 20
      await subscribe(suite.running.url, both)
      // Started after the subscription exists, so that both instances deliver it from the start.
      const second = await startApp(suite.store.location, { env: FAST_RETRIES })
      try {
        const ids: number[] = []
        for (let i = 0; i < 20; i++) {
          ids.push((await create(i % 2 === 0 ? suite.running.url : second.url, `To ${i}`)).json.id)
        }
        await eventually(() => both.received.length >= 20)
        assert.equal(both.maxInFlight, 1)
        assert.deepEqual(
          both.received.map((r) => r.change.contentId),
          ids,
        )
      } finally {
        await second.close()
        await unsubscribeAll()
      }
    })

    it('refuses unsafe targets, unknown languages and kinds with 400 problems', async () => {
      const url = suite.running.url
      const unsafe = await startApp(suite.store.location)
      try {
        for (const [target, field] of [
          ['http://127.0.0.1:9/hook', 'Url'],
          ['http://[::1]/hook', 'Url'],
          ['http://169.254.169.254/latest', 'Url'],
          ['ftp://example.no/hook', 'Url'],
          ['not a url', 'Url'],
        ] as const) {
          const answer = await postJson(`${unsafe.url}/ContentApi/Webhooks`, { Url: target })
          assert.equal(answer.status, 400, target)
          assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
          assert.ok(answer.json.errors[field], answer.text)
        }
      } finally {
        await unsafe.close()
      }
      const r = await receiver()
      const language = await postJson(`${url}/ContentApi/Webhooks`, { Url: r.url, Languages: ['xx-XX'] })
      assert.equal(language.status, 400)
      assert.ok(language.json.errors['Languages[0]'])
      const kind = await postJson(`${url}/ContentApi/Webhooks`, { Url: r.url, Kinds: ['exploded'] })
      assert.equal(kind.status, 400)
      assert.equal((await call(`${url}/ContentApi/Webhooks/999999`)).status, 404)
      assert.equal((await del(`${url}/ContentApi/Webhooks/999999`)).status, 404)
    })
  })
}

describe('webhooks guarded at connection time, and behind a write key', () => {
  const suite = appOnStore('sqlite', {
    env: { API_KEYS: 'reader-key-1234567890:read,writer-key-1234567890:write' },
  })
  const writer = { authorization: 'Bearer writer-key-1234567890' }

  it('needs a write key for every webhook endpoint when API keys are configured', async () => {
    const url = `${suite.running.url}/ContentApi/Webhooks`
    assert.equal((await call(url)).status, 401)
    assert.equal(
      (await call(url, { headers: { authorization: 'Bearer reader-key-1234567890' } })).status,
      403,
    )
    assert.equal((await call(url, { headers: writer })).status, 200)
    assert.equal((await postJson(url, { Url: 'https://example.invalid/x' })).status, 401)
  })

  it('refuses to connect to a private address when the instance does not allow them', async () => {
    const target = new Receiver()
    await target.start()
    // The same receiver, named by an IPv6 form that carries its loopback IPv4 address.
    const targets = [target.url, target.url.replace('127.0.0.1', '[::127.0.0.1]')]
    // Subscribed through an instance that allows private targets; delivered by one that does not.
    const allowing = await startApp(suite.store.location, {
      env: { ...FAST_RETRIES, API_KEYS: 'writer-key-1234567890:write' },
    })
    const hookIds: number[] = []
    try {
      for (const url of targets) {
        const answer = await postJson(`${allowing.url}/ContentApi/Webhooks`, { Url: url }, writer)
        assert.equal(answer.status, 201, answer.text)
        hookIds.push(answer.json.id)
      }
    } finally {
      await allowing.close()
    }
    // An instance started now finds the subscriptions at once (others look every 30 s).
    const strict = await startApp(suite.store.location, { env: { API_KEYS: 'writer-key-1234567890:write' } })
    try {
      await postJson(`${strict.url}/ContentApi/Content`, { Text: 'Privat', LanguageCode: 'nb-NO' }, writer)
      const errors = async () =>
        Promise.all(
          hookIds.map(
            async (id) =>
              (await call(`${strict.url}/ContentApi/Webhooks/${id}`, { headers: writer })).json.lastError ??
              '',
          ),
        )
      await eventually(async () => (await errors()).every((error) => /refused/.test(error)))
      const [ipv4, ipv6] = await errors()
      assert.match(ipv6 as string, /^refused: ::7f00:1 carries 127\.0\.0\.1, a loopback address$/)
      assert.match(ipv4 as string, /^refused: 127\.0\.0\.1 is a loopback address$/)
      assert.equal(target.received.length, 0)
      assert.equal(target.arrived, 0)
    } finally {
      await strict.close()
      await target.close()
    }
  })
})

describe('webhooks disabled after failing for WEBHOOK_DISABLE_AFTER_S, and enabled again', () => {
  const suite = appOnStore('sqlite', { env: { ...FAST_RETRIES, WEBHOOK_DISABLE_AFTER_S: '1' } })
  let down: Receiver
  before(async () => {
    down = new Receiver()
    await down.start()
  })
  after(async () => {
    await down.close()
  })

  it('disables a subscription that keeps failing, skips nothing, and resumes at its cursor when enabled', async () => {
    const url = suite.running.url
    down.script.push(...Array(10_000).fill(500))
    const hook = await subscribe(url, down)
    const first = (await create(url, 'Første')).json.id
    await eventually(
      async () => (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json.state === 'disabled',
    )
    const disabled = (await call(`${url}/ContentApi/Webhooks/${hook.id}`)).json
    assert.equal(disabled.state, 'disabled')
    assert.equal(disabled.lastStatus, 500)
    assert.equal(disabled.backlog, 1)
    const second = (await create(url, 'Andre')).json.id

    down.script.length = 0
    const enabled = await call(`${url}/ContentApi/Webhooks/${hook.id}/Enable`, { method: 'POST' })
    assert.equal(enabled.status, 200)
    assert.equal(enabled.json.state, 'active')
    await eventually(() => down.received.length >= 2)
    assert.deepEqual(
      down.received.map((r) => r.change.contentId),
      [first, second],
    )
  })
})

for (const dialect of DIALECTS) {
  describe(`webhooks across a kill -9 of the server on ${dialect}`, { skip: skipReason(dialect) }, () => {
    it('delivers every change of a backlog after the server is killed mid-delivery and restarted', async () => {
      const store = await createTestStore(dialect, { migrated: true })
      const receiver = new Receiver()
      await receiver.start()
      receiver.delayMs = 30
      const port = await freePort()
      // A 2 s delivery timeout makes the lease 4 s: the wait after the kill, 12 s with the defaults.
      const env = {
        DATABASE_URL: databaseUrl(store.location),
        PORT: String(port),
        WEBHOOK_TIMEOUT_MS: '2000',
        ...FAST_RETRIES,
      }
      let server = spawnServer(env)
      try {
        const url = await server.ready
        await subscribe(url, receiver)
        const ids: number[] = []
        for (let i = 0; i < 40; i++) ids.push((await create(url, `Krasj ${i}`)).json.id)
        await eventually(() => receiver.received.length >= 10)
        server.child.kill('SIGKILL')
        await server.exited
        const before = receiver.received.length
        assert.ok(before < 40, `${before} delivered before the kill`)
        server = spawnServer(env)
        await server.ready
        // The killed instance's lease (4 s) runs out before the restarted one may deliver.
        await eventually(() => new Set(receiver.received.map((r) => r.id)).size >= 40, 45)
        const received = receiver.received.map((r) => r.change.contentId)
        // Up to the kill (the delivery in flight included, which may reach the receiver after the process is
        // gone): each change once, in order. After the restart, delivery resumes at the last saved cursor, at or
        // before the first change not yet delivered: what was acknowledged after the last save comes again (at
        // least once), then the rest, in order, nothing missing.
        let first = 0
        while (first < received.length && received[first] === ids[first]) first++
        assert.ok(first >= before, `a change out of order among the first ${before}: ${received.join(',')}`)
        const resumed = received.slice(first)
        const from = resumed.length === 0 ? first : ids.indexOf(resumed[0] as number)
        assert.ok(
          from >= 0 && from <= first,
          `resumed at ${from} of ${first} delivered: ${received.join(',')}`,
        )
        assert.deepEqual(resumed, ids.slice(from))
        assert.equal(receiver.badSignatures, 0)
      } finally {
        server.child.kill('SIGKILL')
        await server.exited
        await receiver.close()
        await store.drop()
      }
    })

    it('re-sends nothing acknowledged when the server is stopped (SIGTERM) mid-backlog and restarted', async () => {
      const store = await createTestStore(dialect)
      const receiver = new Receiver()
      await receiver.start()
      receiver.delayMs = 30
      const port = await freePort()
      // No drain before closing: the stop comes while most of the backlog is still to be sent.
      const env = {
        DATABASE_URL: databaseUrl(store.location),
        PORT: String(port),
        SHUTDOWN_DRAIN_MS: '0',
        ...FAST_RETRIES,
      }
      let server = spawnServer(env)
      try {
        const url = await server.ready
        await subscribe(url, receiver)
        const ids: number[] = []
        for (let i = 0; i < 40; i++) ids.push((await create(url, `Stopp ${i}`)).json.id)
        await eventually(() => receiver.received.length >= 10)
        // A stop saves the cursor past every acknowledged delivery and gives the lease back.
        server.child.kill('SIGTERM')
        await server.exited
        server = spawnServer(env)
        await server.ready
        await eventually(() => receiver.received.length >= 40, 45)
        assert.deepEqual(
          receiver.received.map((r) => r.change.contentId),
          ids,
        )
        assert.equal(receiver.badSignatures, 0)
      } finally {
        server.child.kill('SIGKILL')
        await server.exited
        await receiver.close()
        await store.drop()
      }
    })
  })
}
