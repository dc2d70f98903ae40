// Security headers, API keys, rate limit, CORS, oversized headers and slow clients, over real HTTP.
// None of it depends on the store, so it runs on SQLite.
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { Redis } from 'ioredis'
import { startApp } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson, rawRequest } from './helpers/http.js'
import { spawnServer } from './helpers/server-process.js'
import { createTestStore, type TestStore } from './helpers/stores.js'

const WRITER = 'writer-key-0123456789abcdef'
const READER = 'reader-key-0123456789abcdef'
const KEYS = `${WRITER}:write,${READER}:read`
const NEW = { Text: 'Hei', LanguageCode: 'nb-NO' }

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const redisMissing = await (async () => {
  const redis = new Redis(REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 0, lazyConnect: true })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
    return false
  } catch (error) {
    const reason = `Redis is not reachable at ${REDIS_URL} (${(error as Error).message})`
    if (process.env.CI === 'true') throw new Error(reason)
    console.log(`# skipping the Redis rate-limit test: ${reason}`)
    return reason
  } finally {
    redis.disconnect()
  }
})()

/** Removes the rate limit's counts from Redis, so the test starts from zero. */
async function flushRateLimit(): Promise<void> {
  const redis = new Redis(REDIS_URL)
  try {
    const keys = await redis.keys('content-store-rate-limit-*')
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

/** Helmet's headers that only a document (or a download opened in a browser) heeds. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('security', () => {
  let testStore: TestStore
  before(async () => {
    testStore = await createTestStore('sqlite')
  })
  after(async () => {
    await testStore.drop()
  })

  it('sends security headers on every response, errors included', async () => {
    const running = await startApp(testStore.location)
    try {
      const base = `${running.url}/ContentApi/Content`
      const answers = [
        await call(`${running.url}/healthz`),
        await postJson(base, NEW),
        await postJson(base, { Text: 1 }),
        await call(`${running.url}/nothing`),
        await call(base, { method: 'DELETE' }),
        await call(base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
        await call(`${base}/%ff`),
      ]
      for (const answer of answers) {
        const why = `status ${answer.status}`
        assert.equal(
          answer.headers.get('content-security-policy'),
          "default-src 'none';frame-ancestors 'none'",
          why,
        )
        assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', why)
        assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=/, why)
        assert.equal(answer.headers.get('x-frame-options'), 'DENY', why)
        assert.equal(answer.headers.get('cross-origin-resource-policy'), 'same-origin', why)
        assert.equal(answer.headers.get('referrer-policy'), 'no-referrer', why)
        assert.equal(answer.headers.get('access-control-allow-origin'), null, 'CORS is off by default')
        // Only documents heed these: an API answer goes without them (security-headers.ts).
        for (const name of DOCUMENT_ONLY) assert.equal(answer.headers.get(name), null, `${why}: ${name}`)
      }
    } finally {
      await running.close()
    }
  })

  it('lets Swagger UI load its own scripts in development', async () => {
    const running = await startApp(testStore.location, { environment: 'development' })
    try {
      const ui = await call(`${running.url}/swagger/static/index.html`)
      assert.equal(ui.status, 200)
      assert.match(ui.headers.get('content-security-policy') ?? '', /script-src 'self' 'unsafe-inline'/)
      // A page keeps every header helmet sets, those only documents heed among them.
      for (const name of DOCUMENT_ONLY) assert.notEqual(ui.headers.get(name), null, name)
    } finally {
      await running.close()
    }
  })

  it('is open without API keys, as the original specification', async () => {
    const running = await startApp(testStore.location)
    try {
      assert.equal((await postJson(`${running.url}/ContentApi/Content`, NEW)).status, 201)
    } finally {
      await running.close()
    }
  })

  it('with API keys: writes need a write key (401 without, 403 with a read key), reads stay open', async () => {
    const running = await startApp(testStore.location, { env: { API_KEYS: KEYS } })
    try {
      const base = `${running.url}/ContentApi/Content`
      const none = await postJson(base, NEW)
      const wrong = await postJson(base, NEW, { Authorization: 'Bearer not-a-key-at-all-0123' })
      const readOnly = await postJson(base, NEW, { Authorization: `Bearer ${READER}` })
      const allowed = await postJson(base, NEW, { Authorization: `bearer ${WRITER}` })
      const read = await call(base)

      for (const answer of [none, wrong]) {
        assert.equal(answer.status, 401)
        assert.equal(answer.headers.get('content-type'), 'application/problem+json; charset=utf-8')
        assert.equal(answer.headers.get('www-authenticate'), 'Bearer realm="content-store"')
      }
      assert.equal(readOnly.status, 403)
      assert.match(readOnly.headers.get('www-authenticate') ?? '', /insufficient_scope/)
      assert.equal(allowed.status, 201)
      assert.equal(read.status, 200)
      assert.equal((await call(`${running.url}/healthz`)).status, 200)
      // Refused writes wrote nothing.
      assert.equal((read.json as unknown[]).filter((c) => (c as { id: number }).id > 0).length > 0, true)
    } finally {
      await running.close()
    }
  })

  it('a key limited to languages may not manage webhooks or languages, which concern every language', async () => {
    const translator = 'translator-key-0123456789'
    const running = await startApp(testStore.location, {
      env: { API_KEYS: `${KEYS},anna:${translator}:review:nn-NO`, WEBHOOK_ALLOW_PRIVATE: 'true' },
    })
    try {
      const hook = { Url: 'http://127.0.0.1:9/hook' }
      const limited = await postJson(`${running.url}/ContentApi/Webhooks`, hook, {
        Authorization: `Bearer ${translator}`,
      })
      assert.equal(limited.status, 403)
      assert.match(limited.headers.get('www-authenticate') ?? '', /insufficient_scope/)
      const listed = await call(`${running.url}/ContentApi/Webhooks`, {
        headers: { Authorization: `Bearer ${WRITER}` },
      })
      assert.deepEqual(listed.json, [], 'the refused subscription was not made')
      const allowed = await postJson(`${running.url}/ContentApi/Webhooks`, hook, {
        Authorization: `Bearer ${WRITER}`,
      })
      assert.equal(allowed.status, 201)
      const language = await postJson(
        `${running.url}/ContentApi/Language`,
        { LanguageCode: 'da-DK' },
        {
          Authorization: `Bearer ${translator}`,
        },
      )
      assert.equal(language.status, 403)
      assert.equal(
        (language.json as { detail: string }).detail,
        'This API key may not write every language, which this request needs.',
      )
    } finally {
      await running.close()
    }
  })

  it('with READS_REQUIRE_KEY=true: reads need a key of either scope; /healthz stays open', async () => {
    const running = await startApp(testStore.location, { env: { API_KEYS: KEYS, READS_REQUIRE_KEY: 'true' } })
    try {
      const base = `${running.url}/ContentApi/Content`
      assert.equal((await call(base)).status, 401)
      assert.equal((await call(base, { headers: { Authorization: `Bearer ${READER}` } })).status, 200)
      assert.equal((await call(base, { headers: { Authorization: `Bearer ${WRITER}` } })).status, 200)
      assert.equal((await call(`${running.url}/healthz`)).status, 200)
    } finally {
      await running.close()
    }
  })

  it('never writes an API key to the log', async () => {
    if (testStore.location.kind !== 'sqlite') throw new Error('unreachable')
    const server = spawnServer({
      DATABASE_URL: `sqlite:${testStore.location.path}`,
      API_KEYS: KEYS,
      LOG_LEVEL: 'trace',
    })
    try {
      const url = await server.ready
      await postJson(`${url}/ContentApi/Content`, NEW, { Authorization: `Bearer ${WRITER}` })
      await postJson(`${url}/ContentApi/Content`, NEW, { Authorization: `Bearer ${READER}` })
      await postJson(`${url}/ContentApi/Content`, NEW, { Authorization: 'Bearer guessed-key-0123456789' })
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    const log = JSON.stringify(server.logs) + server.stderr()
    assert.ok(server.logs.length > 3)
    for (const secret of [WRITER, READER, 'guessed-key-0123456789']) assert.ok(!log.includes(secret), secret)
  })

  it('past AUTH_FAILURE_LIMIT failed keys from an address, answers 429 problem+json to its keyed requests', async () => {
    const from = (address: string, key: string) => ({
      'x-forwarded-for': address,
      authorization: `Bearer ${key}`,
    })
    const running = await startApp(testStore.location, {
      env: {
        API_KEYS: KEYS,
        AUTH_FAILURE_LIMIT: '5',
        AUTH_FAILURE_WINDOW_S: '2',
        TRUST_PROXY: '127.0.0.1',
      },
    })
    const write = (headers: Record<string, string>) =>
      postJson(`${running.url}/ContentApi/Content`, NEW, headers)
    try {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++)
        statuses.push((await write(from('203.0.113.20', `guess-${i}-0123456789abc`))).status)
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429])
      const limited = await write(from('203.0.113.20', 'guess-6-0123456789abc'))
      assert.equal(limited.status, 429)
      assert.equal(limited.headers.get('content-type'), PROBLEM_JSON)
      assert.match(limited.json.detail, /failed authentications/)
      const retryAfter = Number(limited.headers.get('retry-after'))
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 2, `${retryAfter}`)
      // While locked out, a right key from that address is not checked either (it would tell a right guess).
      assert.equal((await write(from('203.0.113.20', WRITER))).status, 429)
      // Another address is not limited; nor are requests without a key from the locked one.
      assert.equal((await write(from('203.0.113.21', WRITER))).status, 201)
      const open = await call(`${running.url}/ContentApi/Language`, {
        headers: { 'x-forwarded-for': '203.0.113.20' },
      })
      assert.equal(open.status, 200)
      // Once the window the answer named has passed, the right key works from that address again.
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
      assert.equal((await write(from('203.0.113.20', WRITER))).status, 201)
    } finally {
      await running.close()
    }
  })

  it('logs a warning at start for a low-entropy API key, without the key', async () => {
    if (testStore.location.kind !== 'sqlite') throw new Error('unreachable')
    const weak = 'aaaaaaaaaaaaaaaa'
    const server = spawnServer({
      DATABASE_URL: `sqlite:${testStore.location.path}`,
      API_KEYS: `${weak}:write`,
    })
    try {
      await server.ready
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    const warnings = server.logs.filter((entry) => entry.level === 40).map((entry) => String(entry.msg))
    assert.deepEqual(
      warnings.filter((msg) => msg.includes('low-entropy')),
      [
        'configuration: API_KEYS: entry 1 is a low-entropy key (about 0 bits by its length and distinct characters, below 48); use a random key, e.g. openssl rand -base64 32',
      ],
    )
    assert.ok(!(JSON.stringify(server.logs) + server.stderr()).includes(weak))
  })

  it('answers 429 problem+json with Retry-After past RATE_LIMIT, but never limits /healthz', async () => {
    const running = await startApp(testStore.location, { env: { RATE_LIMIT: '5' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) statuses.push((await call(`${running.url}/ContentApi/Language`)).status)
      const limited = await call(`${running.url}/ContentApi/Language`)
      const health = await Promise.all(Array.from({ length: 10 }, () => call(`${running.url}/healthz`)))

      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429])
      assert.equal(limited.headers.get('content-type'), 'application/problem+json; charset=utf-8')
      assert.ok(Number(limited.headers.get('retry-after')) >= 1)
      assert.equal(limited.json.status, 429)
      assert.deepEqual(
        health.map((h) => h.status),
        Array(10).fill(200),
      )
    } finally {
      await running.close()
    }
  })

  it('never limits /healthz?probe=1 or /metrics, whatever the query', async () => {
    const running = await startApp(testStore.location, { env: { RATE_LIMIT: '2' } })
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => call(`${running.url}/healthz?probe=1`)),
        ...Array.from({ length: 5 }, () => call(`${running.url}/metrics`)),
      ])
      assert.deepEqual(
        answers.map((a) => a.status),
        Array(10).fill(200),
      )
    } finally {
      await running.close()
    }
  })

  it('with TRUST_PROXY, limits each client behind the proxy by its X-Forwarded-For address', async () => {
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
    const url = (running: { url: string }) => `${running.url}/ContentApi/Language`
    const trusting = await startApp(testStore.location, {
      env: { RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' },
    })
    try {
      const a = []
      for (let i = 0; i < 3; i++) a.push((await call(url(trusting), from('203.0.113.5'))).status)
      const b = (await call(url(trusting), from('203.0.113.6'))).status
      assert.deepEqual([...a, b], [200, 200, 429, 200])
    } finally {
      await trusting.close()
    }
    // Without it, the header is a client's word: every request counts against the proxy's address.
    const plain = await startApp(testStore.location, { env: { RATE_LIMIT: '2' } })
    try {
      const statuses = []
      for (const address of ['203.0.113.5', '203.0.113.6', '203.0.113.7']) {
        statuses.push((await call(url(plain), from(address))).status)
      }
      assert.deepEqual(statuses, [200, 200, 429])
    } finally {
      await plain.close()
    }
  })

  it('with RATE_LIMIT_REDIS_URL, two instances share one limit', { skip: redisMissing }, async () => {
    const env = { RATE_LIMIT: '3', RATE_LIMIT_REDIS_URL: REDIS_URL }
    // A namespace of this run's own: the key is the client address, the same for every test run.
    await flushRateLimit()
    const one = await startApp(testStore.location, { env })
    const two = await startApp(testStore.location, { env })
    try {
      const statuses = []
      for (const running of [one, two, one, two]) {
        statuses.push((await call(`${running.url}/ContentApi/Language`)).status)
      }
      assert.deepEqual(statuses, [200, 200, 200, 429])
    } finally {
      await one.close()
      await two.close()
      await flushRateLimit()
    }
  })

  it('answers CORS preflights for configured origins only', async () => {
    const running = await startApp(testStore.location, { env: { CORS_ORIGINS: 'https://www.example.no' } })
    try {
      const preflight = await call(`${running.url}/ContentApi/Content`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://www.example.no',
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type,if-match',
        },
      })
      const allowed = await call(`${running.url}/ContentApi/Content`, {
        headers: { Origin: 'https://www.example.no' },
      })
      const other = await call(`${running.url}/ContentApi/Content`, {
        headers: { Origin: 'https://evil.example' },
      })

      assert.equal(preflight.status, 204)
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://www.example.no')
      assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /PUT/)
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /If-Match/i)
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://www.example.no')
      assert.match(allowed.headers.get('access-control-expose-headers') ?? '', /ETag/)
      assert.equal(other.headers.get('access-control-allow-origin'), null)
    } finally {
      await running.close()
    }
  })

  it('lets a cross-origin client send Idempotency-Key and Last-Event-ID', async () => {
    const running = await startApp(testStore.location, { env: { CORS_ORIGINS: 'https://www.example.no' } })
    try {
      for (const [path, method, headers] of [
        ['/ContentApi/Content', 'POST', ['content-type', 'idempotency-key']],
        ['/ContentApi/Changes/stream', 'GET', ['last-event-id']],
      ] as const) {
        const preflight = await call(`${running.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://www.example.no',
            'Access-Control-Request-Method': method,
            'Access-Control-Request-Headers': headers.join(','),
          },
        })
        assert.equal(preflight.status, 204)
        const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
          .toLowerCase()
          .split(/\s*,\s*/)
        for (const header of headers)
          assert.ok(allowed.includes(header), `${header} in ${allowed.join(', ')}`)
      }
    } finally {
      await running.close()
    }
  })

  it('answers oversized headers with 431 problem+json, with the security headers', async () => {
    const running = await startApp(testStore.location)
    try {
      const answer = await rawRequest(`${running.url}/healthz`, { headers: { 'X-Big': 'x'.repeat(20_000) } })
      assert.equal(answer.status, 431)
      assert.equal(answer.headers['content-type'], 'application/problem+json; charset=utf-8')
      assert.equal(answer.headers['x-content-type-options'], 'nosniff')
      assert.equal(answer.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'")
      assert.equal(JSON.parse(answer.body).status, 431)
    } finally {
      await running.close()
    }
  })

  it('cuts a client that trickles its headers, while /healthz stays fast', async () => {
    const running = await startApp(testStore.location, {
      env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1000' },
    })
    try {
      const { port } = new URL(running.url)
      const started = performance.now()
      const cut = new Promise<{ ms: number; answer: string }>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1')
        let answer = ''
        socket.setEncoding('utf8')
        socket.on('data', (d: string) => {
          answer += d
        })
        socket.on('close', () => resolve({ ms: performance.now() - started, answer }))
        socket.on('error', () => {})
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n')
        // One header byte every 100 ms: the headers never finish in time.
        const trickle = setInterval(() => {
          if (socket.writable) socket.write('X')
          else clearInterval(trickle)
        }, 100)
        socket.on('close', () => clearInterval(trickle))
      })

      const healthStarted = performance.now()
      const health = await call(`${running.url}/healthz`)
      const healthMs = performance.now() - healthStarted
      const { ms, answer } = await cut

      assert.equal(health.status, 200)
      assert.ok(healthMs < 500, `healthz took ${healthMs} ms`)
      assert.ok(ms < 3000, `the slow client was cut after ${ms} ms`)
      assert.match(answer, /^HTTP\/1\.1 408 /)
    } finally {
      await running.close()
    }
  })
})
