// GET /metrics on each store: the series operators need, in a format Prometheus's own linter accepts, and
// behind a key when API keys are configured.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { describe, it } from 'node:test'
import { appOnStore } from './helpers/app.js'
import { call, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' })
const promtoolMissing =
  promtool.status === 0 ? false : 'promtool is not installed (Debian package prometheus): the lint is skipped'
if (promtoolMissing && process.env.CI === 'true') throw new Error(promtoolMissing)

/** The value of one series (name and exact labels), or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

for (const dialect of DIALECTS) {
  describe(`metrics on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('counts requests by route, method and status, write batches, listing bytes and the pool', async () => {
      const url = suite.running.url
      for (let i = 0; i < 3; i++) {
        assert.equal(
          (await postJson(`${url}/ContentApi/Content`, { Text: `M ${i}`, LanguageCode: 'nb-NO' })).status,
          201,
        )
      }
      assert.equal((await call(`${url}/ContentApi/Content/999999`)).status, 404)
      const listing = await call(`${url}/ContentApi/Content`)
      assert.equal(listing.status, 200)

      const answer = await call(`${url}/metrics`)
      assert.equal(answer.status, 200)
      assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
      const text = answer.text
      assert.equal(
        seriesValue(
          text,
          'http_request_duration_seconds_count{route="/ContentApi/Content",method="POST",status_code="201"}',
        ),
        3,
      )
      assert.equal(
        seriesValue(
          text,
          'http_request_duration_seconds_count{route="/ContentApi/Content/:id",method="GET",status_code="404"}',
        ),
        1,
      )
      // This request is the one in flight.
      assert.equal(seriesValue(text, 'http_requests_in_flight'), 1)
      const batches = seriesValue(text, `store_write_batch_size_count{store="${dialect}"}`) ?? 0
      const changeSets = seriesValue(text, `store_write_batch_size_sum{store="${dialect}"}`) ?? 0
      assert.ok(batches >= 1 && batches <= 3, text)
      assert.equal(changeSets, 3)
      assert.equal(seriesValue(text, `store_write_batch_seconds_count{store="${dialect}"}`), batches)
      assert.equal(seriesValue(text, 'listing_bytes_total'), Buffer.byteLength(listing.text))
      const open = seriesValue(text, 'store_pool_connections{state="open"}')
      if (dialect === 'postgres') assert.ok((open ?? 0) >= 1, text)
      else assert.equal(open, undefined)
      assert.ok((seriesValue(text, 'process_resident_memory_bytes') ?? 0) > 0)
      assert.equal(seriesValue(text, 'webhook_deliveries_total{outcome="delivered"}'), 0)
    })

    it('keeps a request in flight until it is answered or its client goes away', async () => {
      const url = suite.running.url
      const inFlight = async () => seriesValue((await call(`${url}/metrics`)).text, 'http_requests_in_flight')
      /** The gauge as soon as it shows `value` (a scrape counts itself), or what it last showed after 5 s. */
      const settlesAt = async (value: number) => {
        let seen: number | undefined
        for (let tries = 0; tries < 100 && seen !== value; tries++) {
          if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50))
          seen = await inFlight()
        }
        return seen
      }
      const { next } = (await call(`${url}/ContentApi/Changes`)).json as { next: string }
      // A long poll after the newest change waits: it stays in flight beside the scrape.
      const gone = new AbortController()
      const poll = fetch(`${url}/ContentApi/Changes?after=${next}&wait=30`, { signal: gone.signal }).catch(
        (error: unknown) => error,
      )
      assert.equal(await settlesAt(2), 2)
      // Its client goes away before an answer: it leaves the gauge.
      gone.abort()
      assert.ok((await poll) instanceof Error)
      assert.equal(await settlesAt(1), 1)
      // Answered requests leave it too, whatever their status.
      assert.equal((await call(`${url}/ContentApi/Content/999999`)).status, 404)
      assert.equal((await call(`${url}/healthz`)).status, 200)
      assert.equal(await inFlight(), 1)
    })

    it('passes promtool check metrics', { skip: promtoolMissing }, async () => {
      const text = (await call(`${suite.running.url}/metrics`)).text
      const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
      assert.equal(lint.status, 0, `${lint.stdout}${lint.stderr}`)
    })
  })
}

describe('metrics with API keys configured', () => {
  const suite = appOnStore('sqlite', {
    env: { API_KEYS: 'reader-key-1234567890:read,writer-key-1234567890:write' },
  })

  it('answers 401 without a key, even where reads need none, and 200 with a read key', async () => {
    const url = `${suite.running.url}/metrics`
    assert.equal((await call(`${suite.running.url}/ContentApi/Content`)).status, 200)
    const anonymous = await call(url)
    assert.equal(anonymous.status, 401)
    assert.equal(anonymous.headers.get('content-type'), 'application/problem+json; charset=utf-8')
    assert.equal((await call(url, { headers: { authorization: 'Bearer wrong-key-1234567890' } })).status, 401)
    assert.equal(
      (await call(url, { headers: { authorization: 'Bearer reader-key-1234567890' } })).status,
      200,
    )
  })
})
