// The API document against a third-party checker: every route's traffic goes through Prism's validating proxy
// (@stoplight/prism-cli), which checks each request and each answer against docs/openapi.json and reports
// what differs in an `sl-violations` header and its log. Requests that are wrong on purpose (to see the
// errors answered) are violations of the request, which Prism reports too: only the answers must be clean.
// HEAD is not sent through it: Prism 5.14 parses the empty body of a HEAD answer as JSON and fails (its own
// error); test/openapi.test.ts checks HEAD against the document instead.
import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ROOT } from '../scripts/build-freshness.mjs'
import { appOnStore } from './helpers/app.js'
import { type Answer, call } from './helpers/http.js'
import { freePort } from './helpers/server-process.js'

const PRISM = join(ROOT, 'node_modules', '.bin', 'prism')

interface Exchange {
  method: string
  path: string
  body?: unknown
  headers?: Record<string, string>
  /** The status the service answers. */
  expect: number
}

describe('the API document under Prism’s validating proxy', () => {
  const suite = appOnStore('sqlite', { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
  let prism: ChildProcess
  let proxy = ''
  let output = ''
  const checked = { answers: 0, requestViolations: 0 }

  before(async () => {
    const port = await freePort()
    prism = spawn(
      PRISM,
      ['proxy', 'docs/openapi.json', suite.running.url, '--port', String(port), '--host', '127.0.0.1'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start: ${output}`)), 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Prism is listening')) {
          clearTimeout(timer)
          resolve()
        }
      }
      prism.stdout?.on('data', read)
      prism.stderr?.on('data', read)
    })
    await listening
    proxy = `http://127.0.0.1:${port}`
  })

  after(async () => {
    if (prism && prism.exitCode === null) {
      prism.kill('SIGTERM')
      await once(prism, 'exit')
    }
  })

  async function send(exchange: Exchange): Promise<Answer> {
    const headers: Record<string, string> = { ...exchange.headers }
    if (exchange.body !== undefined) headers['content-type'] = 'application/json'
    const answer = await call(`${proxy}${exchange.path}`, {
      method: exchange.method,
      headers,
      ...(exchange.body === undefined ? {} : { body: JSON.stringify(exchange.body) }),
    })
    const violations = JSON.parse(answer.headers.get('sl-violations') ?? '[]') as { location: string[] }[]
    const ofAnswer = violations.filter((v) => v.location[0] !== 'request')
    assert.deepEqual(ofAnswer, [], `${exchange.method} ${exchange.path}`)
    checked.answers++
    checked.requestViolations += violations.length
    assert.equal(
      answer.status,
      exchange.expect,
      `${exchange.method} ${exchange.path}: ${answer.text.slice(0, 400)}`,
    )
    return answer
  }

  it('finds no violation in the service’s answers on any route, successes and errors alike', async (t) => {
    const C = '/ContentApi/Content'
    const first = await send({
      method: 'POST',
      path: C,
      body: { Text: 'Hei verda', LanguageCode: 'nb-NO' },
      expect: 201,
    })
    const id = first.json.id as number
    const keyed = await send({
      method: 'POST',
      path: C,
      body: {
        Properties: [
          { Text: 'Søknad om skuleskyss', LanguageCode: 'nn-NO' },
          { Text: 'School transport application', LanguageCode: 'en-US' },
        ],
        Key: 'skjema.tittel',
      },
      expect: 201,
    })
    const etag = first.headers.get('etag') as string
    const exchanges: Exchange[] = [
      { method: 'GET', path: C, expect: 200 },
      { method: 'GET', path: `${C}?limit=1`, expect: 200 },
      { method: 'GET', path: `${C}?language=nb-NO&missingLanguage=nn-NO`, expect: 200 },
      { method: 'GET', path: `${C}/${id}`, expect: 200 },
      { method: 'GET', path: `${C}/${id}`, headers: { 'if-none-match': etag }, expect: 304 },
      { method: 'GET', path: `${C}/ByKey/skjema.tittel`, expect: 200 },
      {
        method: 'PUT',
        path: `${C}/${id}/Properties/nn-NO`,
        body: { Text: 'Hei verda' },
        headers: { 'if-match': etag },
        expect: 200,
      },
      {
        method: 'PUT',
        path: `${C}/${id}/Properties/en-US`,
        body: { Text: 'Hello' },
        headers: { 'if-match': etag },
        expect: 412,
      },
      {
        method: 'PUT',
        path: `${C}/${id}`,
        body: { Properties: [{ Text: 'Hello world', LanguageCode: 'en-US' }] },
        expect: 200,
      },
      { method: 'GET', path: `${C}/${id}/Versions`, expect: 200 },
      { method: 'GET', path: `${C}/${id}/Versions/${etag.replaceAll('"', '')}`, expect: 200 },
      { method: 'POST', path: `${C}/${id}/Versions/${etag.replaceAll('"', '')}/Restore`, expect: 200 },
      { method: 'PUT', path: `${C}/${id}/Key`, body: { Key: 'side.tittel' }, expect: 200 },
      { method: 'PUT', path: `${C}/${id}/Key`, body: { Key: 'skjema.tittel' }, expect: 409 },
      // Quality checks: a write that answers warnings, the limit, a check of an unsaved text, the listing.
      { method: 'PUT', path: `${C}/${id}/MaxLength`, body: { MaxLength: 8 }, expect: 200 },
      { method: 'PUT', path: `${C}/${id}/Properties/nn-NO`, body: { Text: 'Hei {0} verda!' }, expect: 200 },
      { method: 'PUT', path: `${C}/${id}/MaxLength`, body: { MaxLength: null }, expect: 200 },
      { method: 'PUT', path: `${C}/${id}/MaxLength`, body: { MaxLength: 0 }, expect: 400 },
      {
        method: 'POST',
        path: `${C}/${id}/Checks`,
        body: { LanguageCode: 'nn-NO', Text: '{n, plural, one {#}}' },
        expect: 200,
      },
      { method: 'GET', path: '/ContentApi/Checks?language=nn-NO', expect: 200 },
      { method: 'GET', path: '/ContentApi/Checks?language=xx', expect: 400 },
      { method: 'DELETE', path: `${C}/${id}/Properties/nn-NO`, expect: 204 },
      { method: 'DELETE', path: `${C}/${id}/Properties/nn-NO`, expect: 404 },
      { method: 'GET', path: `/ContentApi/WikiPage/${keyed.json.id}?language=nb-NO`, expect: 200 },
      { method: 'GET', path: '/ContentApi/WikiPage?language=nn-NO', expect: 200 },
      { method: 'GET', path: '/ContentApi/WikiPage/ByKey/skjema.tittel', expect: 200 },
      { method: 'GET', path: '/ContentApi/Language', expect: 200 },
      { method: 'GET', path: '/ContentApi/Coverage', expect: 200 },
      { method: 'GET', path: '/ContentApi/Changes?limit=5', expect: 200 },
      { method: 'GET', path: '/ContentApi/Changes?after=latest&wait=0', expect: 200 },
      { method: 'GET', path: '/ContentApi/Search?q=skuleskyss', expect: 200 },
      { method: 'GET', path: '/ContentApi/Search?q=%20', expect: 400 },
      {
        method: 'POST',
        path: '/ContentApi/Translations/Suggestions',
        body: { Text: 'Søknad om skoleskyss', From: 'nb-NO', To: 'nn-NO' },
        expect: 200,
      },
      { method: 'GET', path: `${C}/${id}/Suggestions?to=nn-NO`, expect: 200 },
      { method: 'GET', path: '/ContentApi/Translations/Tmx?from=nb-NO&to=nn-NO', expect: 200 },
      { method: 'GET', path: '/ContentApi/Bundles/nn-NO', expect: 200 },
      { method: 'GET', path: '/ContentApi/Bundles/nn-NO?format=i18next', expect: 200 },
      {
        method: 'POST',
        path: '/ContentApi/Translations/Import?format=i18next&language=nn-NO&dryRun=true',
        body: { skjema: { tittel: 'Søknad' } },
        expect: 200,
      },
      { method: 'GET', path: '/healthz', expect: 200 },
      { method: 'GET', path: '/metrics', expect: 200 },
      // Errors are documented as they are answered.
      { method: 'GET', path: `${C}/999999`, expect: 404 },
      { method: 'POST', path: C, body: { Text: 'Hallo', LanguageCode: 'de-DE' }, expect: 400 },
      { method: 'GET', path: `${C}?limit=0`, expect: 400 },
      // Retries with Idempotency-Key: the same answer again, and 422 for another body.
      {
        method: 'POST',
        path: C,
        body: { Text: 'Én gong', LanguageCode: 'nn-NO' },
        headers: { 'idempotency-key': 'prism-1' },
        expect: 201,
      },
      {
        method: 'POST',
        path: C,
        body: { Text: 'Én gong', LanguageCode: 'nn-NO' },
        headers: { 'idempotency-key': 'prism-1' },
        expect: 201,
      },
      {
        method: 'POST',
        path: C,
        body: { Text: 'To gonger', LanguageCode: 'nn-NO' },
        headers: { 'idempotency-key': 'prism-1' },
        expect: 422,
      },
      // A method the path does not take: 405 with Allow. Prism has no operation to check it against (it
      // reports "route not found" for the request and passes the answer on); the answer is checked against
      // the 405 documented on the path's operations by test/helpers/openapi-check.ts, in every suite.
      { method: 'PATCH', path: `${C}/${id}`, body: { Text: 'Hei' }, expect: 405 },
      // Archive: then reads are 410.
      { method: 'DELETE', path: `${C}/${id}`, expect: 204 },
      { method: 'GET', path: `${C}/${id}`, expect: 410 },
    ]
    for (const exchange of exchanges) await send(exchange)

    const hook = await send({
      method: 'POST',
      path: '/ContentApi/Webhooks',
      body: { Url: 'http://127.0.0.1:9/hook', Kinds: ['created'] },
      expect: 201,
    })
    for (const exchange of [
      { method: 'GET', path: '/ContentApi/Webhooks', expect: 200 },
      { method: 'GET', path: `/ContentApi/Webhooks/${hook.json.id}`, expect: 200 },
      { method: 'POST', path: `/ContentApi/Webhooks/${hook.json.id}/Enable`, expect: 200 },
      { method: 'DELETE', path: `/ContentApi/Webhooks/${hook.json.id}`, expect: 204 },
      { method: 'GET', path: `/ContentApi/Webhooks/${hook.json.id}`, expect: 404 },
    ])
      await send(exchange)

    const T = '/ContentApi/Terms'
    const entry = await send({
      method: 'POST',
      path: T,
      body: { Terms: [{ LanguageCode: 'nn-NO', Term: 'handsame', Status: 'preferred' }], Note: 'Nynorsk' },
      expect: 201,
    })
    for (const exchange of [
      { method: 'GET', path: `${T}?q=handsamar`, expect: 200 },
      { method: 'GET', path: `${T}?limit=1&after=0`, expect: 200 },
      { method: 'GET', path: `${T}/${entry.json.id}`, expect: 200 },
      {
        method: 'PUT',
        path: `${T}/${entry.json.id}`,
        body: { Terms: [{ LanguageCode: 'nn-NO', Term: 'behandle', Status: 'forbidden' }] },
        expect: 200,
      },
      { method: 'GET', path: `${T}/Tbx`, expect: 200 },
      {
        method: 'POST',
        path: `${T}/Matches`,
        body: { Text: 'Vi må behandle saka.', LanguageCode: 'nn-NO', To: 'nb-NO' },
        expect: 200,
      },
      {
        method: 'POST',
        path: `${T}/Matches`,
        body: { Text: 'Sak', LanguageCode: 'xx', To: 'nb-NO' },
        expect: 400,
      },
      { method: 'GET', path: `${C}?termIssues=nn-NO&limit=10`, expect: 200 },
      { method: 'POST', path: T, body: { Terms: [] }, expect: 400 },
      { method: 'DELETE', path: `${T}/${entry.json.id}`, expect: 204 },
      { method: 'GET', path: `${T}/${entry.json.id}`, expect: 404 },
    ])
      await send(exchange)
    assert.doesNotMatch(output, /Violation: response/)
    t.diagnostic(
      `${checked.answers} answers checked, ${checked.requestViolations} request violations (on purpose)`,
    )
    assert.ok(
      checked.requestViolations >= 1,
      'the wrong requests were seen as wrong: Prism checks what it is sent',
    )
  })
})
