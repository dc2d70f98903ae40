// What clients send at the edges of HTTP, and what they get back: error answers that no cache keeps, a URL
// with unencoded non-ASCII bytes, an empty body on an operation that takes none, and query parameters named
// like members of a JavaScript object. The operations are enumerated from the app's own API document, so a
// new route is covered without touching this file. Over real HTTP (and raw TCP), on each store.
import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { before, describe, it } from 'node:test'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { type Answer, call, PROBLEM_JSON, postJson, putJson, rawRequest } from './helpers/http.js'
import { documentOfSource } from './helpers/openapi-check.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const WRITER = 'writer-key-0123456789abcdef'
const READER = 'reader-key-0123456789abcdef'

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[]
  requestBody?: unknown
}

/** Every operation of the API document: method (upper case), path template and operation. */
async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const document = (await documentOfSource()) as unknown as {
    paths: Record<string, Record<string, Operation>>
  }
  const out: { method: string; path: string; operation: Operation }[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (['get', 'put', 'post', 'delete', 'patch'].includes(method)) {
        out.push({ method: method.toUpperCase(), path, operation })
      }
    }
  }
  assert.ok(out.length > 30, `the document lists ${out.length} operations`)
  return out
}

/** Sends bytes as they are over TCP and reads the answer until the server closes the connection. */
function rawExchange(url: string, bytes: Buffer): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const head = text.slice(0, split)
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]),
        headers: head.toLowerCase(),
        body: text.slice(split + 4),
      })
    })
  })
}

function assertUncachedProblem(answer: Answer, status: number, label: string): void {
  assert.equal(answer.status, status, `${label}: ${answer.text}`)
  assert.equal(answer.headers.get('content-type'), PROBLEM_JSON, label)
  assert.equal(answer.headers.get('cache-control'), 'no-store', label)
  assert.equal(typeof answer.json?.traceId, 'string', label)
}

for (const dialect of DIALECTS) {
  describe(`HTTP edges on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
    let url: string
    let base: string
    before(() => {
      url = suite.running.url
      base = `${url}/ContentApi/Content`
    })

    /** A content with a Bokmål text (version 1) and a Nynorsk one (version 2). */
    async function twoVersions(key?: string): Promise<number> {
      const created = await postJson(base, {
        Text: 'Søknad',
        LanguageCode: 'nb-NO',
        ...(key ? { Key: key } : {}),
      })
      assert.equal(created.status, 201, created.text)
      const id = created.json.id as number
      const added = await putJson(`${base}/${id}/Properties/nn-NO`, { Text: 'Søknad' })
      assert.equal(added.status, 200, added.text)
      return id
    }

    async function webhook(): Promise<number> {
      const created = await postJson(`${url}/ContentApi/Webhooks`, { Url: 'http://127.0.0.1:9/hook' })
      assert.equal(created.status, 201, created.text)
      return created.json.id as number
    }

    async function termEntry(): Promise<number> {
      const created = await postJson(`${url}/ContentApi/Terms`, {
        Terms: [{ LanguageCode: 'nn-NO', Term: 'kantstein', Status: 'preferred' }],
      })
      assert.equal(created.status, 201, created.text)
      return created.json.id as number
    }

    /**
     * Path parameters by name, for a fresh content, webhook or termbase entry: `{id}` is a webhook's under
     * /Webhooks, an entry's under /Terms and a content's elsewhere, `{versionId}` that content's first version
     * (version ids are the store's).
     */
    async function pathOf(path: string): Promise<string> {
      let filled = path
      let contentId: number | undefined
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        let value: string
        if (name === 'id' && path.startsWith('/ContentApi/Webhooks')) value = String(await webhook())
        else if (name === 'id' && path.startsWith('/ContentApi/Terms')) value = String(await termEntry())
        else if (name === 'id') {
          contentId = await twoVersions()
          value = String(contentId)
        } else if (name === 'languageCode') value = 'nn-NO'
        else if (name === 'versionId') {
          const versions = await call(`${base}/${contentId}/Versions`)
          assert.equal(versions.status, 200, versions.text)
          value = String(Math.min(...versions.json.map((v: { id: number }) => v.id)))
        } else if (name === 'key') value = 'edge.key'
        else if (name === 'code') {
          // A language no text uses, so that removing it succeeds.
          value = 'se-NO'
          const added = await postJson(`${url}/ContentApi/Language`, { LanguageCode: value })
          assert.ok(added.status === 201 || added.status === 409, added.text)
        } else throw new Error(`no test value for the path parameter {${name}} of ${path}: add one here`)
        filled = filled.replace(`{${name}}`, encodeURIComponent(value))
      }
      return filled
    }

    /** Required query parameters by name. */
    function queryOf(operation: Operation, path: string): string {
      const values: Record<string, string> = {
        q: 'skole',
        from: 'nb-NO',
        to: 'nn-NO',
        source: 'nb-NO',
        target: 'nn-NO',
        language: 'nn-NO',
        format: 'i18next',
      }
      const required = (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required)
      const pairs = required.map((p) => {
        const value = values[p.name]
        if (value === undefined) throw new Error(`no test value for the query parameter ${p.name} of ${path}`)
        return `${p.name}=${value}`
      })
      return pairs.length === 0 ? '' : `?${pairs.join('&')}`
    }

    it('answers every error with Cache-Control: no-store, and leaves 200 and 304 as they were', async () => {
      const id = await twoVersions('edge.taken')
      const archived = await twoVersions()
      assert.equal((await call(`${base}/${archived}`, { method: 'DELETE' })).status, 204)
      const tooLarge = JSON.stringify({ Text: 'x'.repeat(2 * 1024 * 1024), LanguageCode: 'nb-NO' })
      const table: [string, number, Promise<Answer>][] = [
        ['an unknown route', 404, call(`${url}/nowhere`)],
        ['an unknown content', 404, call(`${base}/999999`)],
        ['an archived content', 410, call(`${base}/${archived}`)],
        ['a body that fails validation', 400, postJson(base, { LanguageCode: 'nb-NO' })],
        ['an unknown query parameter', 400, call(`${base}?q=skole`)],
        ['a bad percent-escape (before routing)', 400, call(`${base}/%zz`)],
        ['a method the path does not take', 405, call(base, { method: 'PATCH' })],
        [
          'a stale If-Match',
          412,
          putJson(`${base}/${id}/Properties/nb-NO`, { Text: 'Ny' }, { 'If-Match': '"1"' }),
        ],
        [
          'a body that is not JSON',
          415,
          call(base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
        ],
        ['a body too large', 413, postJson(base, tooLarge)],
        ['a key already taken', 409, postJson(base, { Text: 'x', LanguageCode: 'nb-NO', Key: 'edge.taken' })],
      ]
      for (const [label, status, answer] of table) assertUncachedProblem(await answer, status, label)

      // An answer replayed for an Idempotency-Key is the recorded one, and as uncached as the first.
      const keyed = {
        method: 'POST',
        headers: { 'Idempotency-Key': `edge-${dialect}`, 'content-type': 'application/json' },
      }
      const first = await call(`${base}/999999/Properties/nb-NO/Approve`, keyed)
      const replayed = await call(`${base}/999999/Properties/nb-NO/Approve`, keyed)
      assertUncachedProblem(first, 404, 'an Idempotency-Key answer')
      assertUncachedProblem(replayed, 404, 'an Idempotency-Key answer replayed')
      assert.equal(replayed.json.traceId, first.json.traceId, 'the second answer is the recorded first')

      // Refused before routing, by Node's HTTP parser.
      const parserError = await rawExchange(url, Buffer.from('GET /a b c\r\n\r\n'))
      assert.equal(parserError.status, 400)
      assert.match(parserError.headers, /\r\ncache-control: no-store\r\n/)

      // Successful reads keep their caching: no no-store on a 200 or a 304.
      const read = await call(`${base}/${id}`)
      assert.equal(read.status, 200)
      assert.notEqual(read.headers.get('cache-control'), 'no-store')
      const notModified = await call(`${base}/${id}`, {
        headers: { 'If-None-Match': read.headers.get('etag') ?? '' },
      })
      assert.equal(notModified.status, 304)
      assert.notEqual(notModified.headers.get('cache-control'), 'no-store')
    })

    it('answers 401, 403, 429 and the 503 of a drain with Cache-Control: no-store', async () => {
      const apps: RunningApp[] = []
      try {
        const keyed = await startApp(suite.store.location, {
          env: { API_KEYS: `${WRITER}:write,${READER}:read`, READS_REQUIRE_KEY: 'true' },
        })
        apps.push(keyed)
        assertUncachedProblem(await call(`${keyed.url}/ContentApi/Content`), 401, 'no key')
        assertUncachedProblem(
          await postJson(
            `${keyed.url}/ContentApi/Content`,
            { Text: 'x', LanguageCode: 'nb-NO' },
            { Authorization: `Bearer ${READER}` },
          ),
          403,
          'a read key writing',
        )
        const limited = await startApp(suite.store.location, { env: { RATE_LIMIT: '1' } })
        apps.push(limited)
        assert.equal((await call(`${limited.url}/ContentApi/Language`)).status, 200)
        assertUncachedProblem(await call(`${limited.url}/ContentApi/Language`), 429, 'past the rate limit')
        const draining = await startApp(suite.store.location)
        apps.push(draining)
        draining.app.beginDrain()
        assertUncachedProblem(await call(`${draining.url}/ContentApi/Language`), 503, 'draining')
      } finally {
        for (const app of apps) await app.close()
      }
    })

    it('answers a URL with raw UTF-8 bytes with a problem that shows it percent-encoded', async () => {
      // What `curl 'http://…/ContentApi/Search?q=søknader'` sends: the bytes of ø unencoded.
      const request = Buffer.from(
        `GET /ContentApi/Search?q=søknader HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        'utf8',
      )
      assert.ok(request.includes(Buffer.from([0xc3, 0xb8])))
      const answer = await rawExchange(url, request)
      assert.equal(answer.status, 400)
      assert.match(answer.headers, /\r\ncontent-type: application\/problem\+json; charset=utf-8\r\n/)
      const problem = JSON.parse(answer.body)
      assert.equal(problem.status, 400)
      assert.equal(typeof problem.traceId, 'string')
      assert.equal(
        problem.detail,
        'The request URL has characters that are not ASCII. Percent-encode them as UTF-8 (RFC 3986): ' +
          'send /ContentApi/Search?q=s%C3%B8knader.',
      )
      assert.match(answer.headers, /\r\ncache-control: no-store\r\n/)
      // The form it names is the one that works.
      const encoded = await call(`${url}/ContentApi/Search?q=s%C3%B8knader`)
      assert.equal(encoded.status, 200, encoded.text)
    })

    it('accepts an empty body, whatever its type, on every operation that takes none', async () => {
      const bodyless = (await operations()).filter(
        (o) => o.method !== 'GET' && o.operation.requestBody === undefined,
      )
      assert.ok(bodyless.length >= 7, `${bodyless.length} operations take no body`)
      const seen: string[] = []
      for (const { method, path, operation } of bodyless) {
        const target = `${url}${await pathOf(path)}${queryOf(operation, path)}`
        const answer = await call(target, {
          method,
          headers: { 'content-type': 'application/json' },
          body: '',
        })
        assert.ok(
          answer.status < 300,
          `${method} ${path} with an empty JSON body: ${answer.status} ${answer.text}`,
        )
        seen.push(`${method} ${path}`)
      }
      for (const named of [
        'POST /ContentApi/Content/{id}/Properties/{languageCode}/Approve',
        'POST /ContentApi/Translations/Drafts',
        'POST /ContentApi/Content/{id}/Versions/{versionId}/Restore',
        'POST /ContentApi/Webhooks/{id}/Enable',
      ]) {
        assert.ok(seen.includes(named), `${named} is among them`)
      }

      // Other types, and an empty chunked body, are as empty.
      const approve = async () =>
        `${url}${await pathOf('/ContentApi/Content/{id}/Properties/{languageCode}/Approve')}`
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
        const answer = await call(await approve(), {
          method: 'POST',
          headers: { 'content-type': type },
          body: '',
        })
        assert.equal(answer.status, 200, `${type}: ${answer.text}`)
      }
      const chunked = await rawRequest(await approve(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
        body: '',
      })
      assert.equal(chunked.status, 200, chunked.body)
      // A body that is not empty is still refused when its type is not JSON.
      const text = await call(await approve(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'ja',
      })
      assertUncachedProblem(text, 415, 'a text body on an operation that takes none')
    })

    it('still requires a body on every operation that takes one', async () => {
      const withBody = (await operations()).filter((o) => o.operation.requestBody !== undefined)
      assert.ok(withBody.length >= 6, `${withBody.length} operations take a body`)
      for (const { method, path, operation } of withBody) {
        const target = `${url}${await pathOf(path)}${queryOf(operation, path)}`
        const answer = await call(target, {
          method,
          headers: { 'content-type': 'application/json' },
          body: '',
        })
        assertUncachedProblem(answer, 400, `${method} ${path}`)
        assert.deepEqual(
          answer.json.errors,
          { $: ['A non-empty request body is required.'] },
          `${method} ${path}`,
        )
      }
    })

    it('answers a query parameter named like an object member as any unknown one, on every GET route', async () => {
      const gets = (await operations()).filter((o) => o.method === 'GET')
      const names = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty']
      for (const { path, operation } of gets) {
        const target = `${url}${await pathOf(path)}`
        const query = queryOf(operation, path)
        for (const name of names) {
          const answer = await call(`${target}${query === '' ? '?' : `${query}&`}${name}=1`)
          const label = `GET ${path}?${name}=1`
          if (path === '/healthz') {
            // Probes may add what they like.
            assert.equal(answer.status, 200, label)
            continue
          }
          assertUncachedProblem(answer, 400, label)
          assert.deepEqual(
            answer.json.errors,
            { [name]: [`There is no ${name} query parameter here.`] },
            label,
          )
        }
      }
    })
  })
}
