// The optional plumbing of every request, on and off (METRICS, SECURITY_HEADERS, REQUEST_ID), and /healthz
// under many probes at once, on each store.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
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
