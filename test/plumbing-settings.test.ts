// The optional plumbing of every request, on and off (METRICS, SECURITY_HEADERS, REQUEST_ID), and /healthz
// under many probes at once (its rounds of checks of the store), on each store.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { appOnStore, overriding } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`the optional plumbing on ${dialect}`, { skip: skipReason(dialect) }, () => {
    describe('by default', () => {
      const suite = appOnStore(dialect)

      it('answers with security headers, X-Request-Id as the traceId, and counts requests in /metrics', async () => {
        const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
          Text: 'Hei',
          LanguageCode: 'nb-NO',
        })
        assert.equal(created.status, 201)
        assert.equal(created.headers.get('x-content-type-options'), 'nosniff')
        assert.match(created.headers.get('content-security-policy') ?? '', /default-src 'none'/)
        assert.match(created.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)

        const missing = await call(`${suite.running.url}/ContentApi/Content/999999`)
        assert.equal(missing.status, 404)
        assert.equal(missing.headers.get('content-type'), PROBLEM_JSON)
        assert.equal(missing.json.traceId, missing.headers.get('x-request-id'))

        const metrics = await call(`${suite.running.url}/metrics`)
        assert.equal(metrics.status, 200)
        assert.match(
          metrics.text,
          /http_request_duration_seconds_count\{route="\/ContentApi\/Content",method="POST",status_code="201"\} 1\n/,
        )
        assert.match(metrics.text, /http_requests_in_flight 1\n/, 'the scrape itself is in flight')
      })

      it('answers every one of many /healthz probes at once Healthy, and the next one after them', async () => {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => call(`${suite.running.url}/healthz`)),
        )
        for (const answer of answers) {
          assert.equal(answer.status, 200)
          assert.equal(answer.text, 'Healthy')
        }
        assert.equal((await call(`${suite.running.url}/healthz`)).text, 'Healthy')
      })
    })

    describe("/healthz's rounds of checks", () => {
      // The store's own check, run by a round: it reads the disk's state as it begins, then waits for
      // `release` while it is held.
      let rounds = 0
      let problem: string | undefined
      let held: Promise<void> | undefined
      let release = () => {}
      const suite = appOnStore(dialect, {
        wrapStore: (store) => ({
          ...store,
          health: overriding(store.health, {
            check: async () => {
              rounds++
              const seen = problem
              await held
              return seen ?? (await store.health.check())
            },
          }),
        }),
      })

      it('answers the probes that came while a round ran from one round that began after them', async () => {
        held = new Promise((resolve) => {
          release = resolve
        })
        const before = rounds
        const first = call(`${suite.running.url}/healthz`)
        while (rounds === before) await new Promise((resolve) => setTimeout(resolve, 5))
        // The first round has checked the disk and is held; the disk fills meanwhile.
        problem = 'the test filled the disk'
        const later = Array.from({ length: 10 }, () => call(`${suite.running.url}/healthz`))
        await new Promise((resolve) => setTimeout(resolve, 200))
        assert.equal(rounds, before + 1, 'no round starts while one runs')
        held = undefined
        release()

        assert.equal((await first).text, 'Healthy')
        for (const answer of await Promise.all(later)) {
          assert.equal(answer.status, 503)
          assert.equal(answer.text, 'Unhealthy: the test filled the disk')
        }
        assert.equal(rounds, before + 2, 'the ten probes shared one round')
        problem = undefined
        assert.equal((await call(`${suite.running.url}/healthz`)).text, 'Healthy')
      })
    })

    describe('with METRICS=off, SECURITY_HEADERS=off and REQUEST_ID=off', () => {
      const suite = appOnStore(dialect, {
        env: { METRICS: 'off', SECURITY_HEADERS: 'off', REQUEST_ID: 'off' },
      })

      it('answers without those headers, with a traceId still, and has no /metrics', async () => {
        const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
          Text: 'Hei',
          LanguageCode: 'nb-NO',
        })
        assert.equal(created.status, 201)
        assert.equal(created.headers.get('x-content-type-options'), null)
        assert.equal(created.headers.get('content-security-policy'), null)
        assert.equal(created.headers.get('x-request-id'), null)

        const missing = await call(`${suite.running.url}/ContentApi/Content/999999`)
        assert.equal(missing.status, 404)
        assert.equal(typeof missing.json.traceId, 'string')

        assert.equal((await call(`${suite.running.url}/metrics`)).status, 404)
      })
    })
  })
}
