// How the service serves the editor's files, over real HTTP: `/` leads to it, its script and style sheet are
// sent compressed (as the build wrote them) under content-hashed names that browsers keep for a year, its page
// is revalidated, any query string is taken, and no source map is shipped.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request } from 'undici'
import type { Environment } from '../src/config.js'
import { EDITOR_FILES } from '../src/http/routes/editor-routes.js'
import { startApp } from './helpers/app.js'
import { call, PROBLEM_JSON } from './helpers/http.js'
import { createTestStore, type TestStore } from './helpers/stores.js'

/** The bytes as sent, not decoded (fetch would undo the Content-Encoding). */
async function raw(url: string, headers: Record<string, string> = {}) {
  const answer = await request(url, { headers })
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: Buffer.from(await answer.body.arrayBuffer()),
  }
}

describe('the editor as the service serves it', {
  // Required under CI (.ci/run builds first); elsewhere skipped, with the reason, until npm run build has run.
  skip:
    existsSync(`${EDITOR_FILES}index.html`) || process.env.CI === 'true'
      ? false
      : 'the editor is not built (npm run build)',
}, () => {
  let testStore: TestStore
  before(async () => {
    testStore = await createTestStore('sqlite')
  })
  after(async () => {
    await testStore.drop()
  })

  it('leads / to the editor when it is served, to Swagger UI in development without it, else 404', async () => {
    const cases: [string, Record<string, string>, string | undefined][] = [
      ['production', {}, '/editor/'],
      // Both there: the editor wins; Swagger UI stays at /swagger.
      ['development', {}, '/editor/'],
      ['development', { SERVE_EDITOR: 'false' }, '/swagger'],
      ['production', { SERVE_EDITOR: 'false' }, undefined],
    ]
    for (const [environment, env, location] of cases) {
      const running = await startApp(testStore.location, {
        environment: environment as Environment,
        env,
      })
      try {
        const root = await raw(`${running.url}/`)
        const where = `${environment} ${JSON.stringify(env)}`
        if (location) {
          assert.equal(root.status, 302, where)
          assert.equal(root.headers.location, location, where)
          if (location === '/editor/') assert.equal((await call(`${running.url}${location}`)).status, 200)
        } else {
          assert.equal(root.status, 404, where)
          assert.equal(root.headers['content-type'], PROBLEM_JSON, where)
        }
      } finally {
        await running.close()
      }
    }
  })

  it('sends its script and style sheet compressed, under hashed names kept for a year; the page revalidated', async () => {
    const running = await startApp(testStore.location)
    try {
      const page = await raw(`${running.url}/editor/`)
      assert.equal(page.status, 200)
      assert.equal(page.headers['cache-control'], 'no-cache')
      const html = page.body.toString('utf8')
      const script = /<script type="module" src="\/editor\/(editor-[0-9A-Z]{8}\.js)"><\/script>/.exec(
        html,
      )?.[1]
      const styles = /<link rel="stylesheet" href="\/editor\/(editor-[0-9A-Z]{8}\.css)" \/>/.exec(html)?.[1]
      assert.ok(script, html)
      assert.ok(styles, html)
      for (const [file, type] of [
        [script, /javascript/],
        [styles, /^text\/css/],
      ] as const) {
        const plain = readFileSync(`${EDITOR_FILES}${file}`)
        for (const [encoding, decode] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          // As browsers ask: several encodings, the service picks one it has.
          const answer = await raw(`${running.url}/editor/${file}`, { 'accept-encoding': encoding })
          assert.equal(answer.status, 200, `${file} ${encoding}`)
          assert.equal(answer.headers['content-encoding'], encoding, file)
          assert.match(String(answer.headers['content-type']), type, file)
          assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', file)
          assert.equal(answer.headers.vary, 'Accept-Encoding', file)
          assert.ok(answer.body.length < plain.length, `${file} ${encoding}: ${answer.body.length} bytes`)
          assert.deepEqual(decode(answer.body), plain, `${file} ${encoding}`)
        }
        const identity = await raw(`${running.url}/editor/${file}`, { 'accept-encoding': 'identity' })
        assert.equal(identity.headers['content-encoding'], undefined, file)
        assert.deepEqual(identity.body, plain, file)
      }
      const browserLike = await raw(`${running.url}/editor/`, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      })
      assert.equal(browserLike.status, 200)
      assert.equal(browserLike.headers['content-encoding'], 'br')
      assert.equal(brotliDecompressSync(browserLike.body).toString('utf8'), html)
      // The compressed copies are not files of their own.
      assert.equal((await raw(`${running.url}/editor/${script}.gz`)).status, 404)
    } finally {
      await running.close()
    }
  })

  it('answers its page and files whatever the query string', async () => {
    const running = await startApp(testStore.location)
    try {
      const script = readdirSync(EDITOR_FILES).find((name) => /^editor-\w+\.js$/.test(name))
      for (const path of [
        '/editor/?a=b',
        '/editor/?utm_source=mail&x',
        `/editor/${script}?v=2`,
        '/editor/favicon.svg?1',
      ]) {
        const answer = await call(`${running.url}${path}`)
        assert.equal(answer.status, 200, `${path}: ${answer.text.slice(0, 200)}`)
      }
      // The API's routes still refuse a parameter they do not take.
      assert.equal((await call(`${running.url}/ContentApi/Content?a=b`)).status, 400)
    } finally {
      await running.close()
    }
  })

  it('ships no source map', async () => {
    const running = await startApp(testStore.location)
    try {
      const files = readdirSync(EDITOR_FILES)
      assert.deepEqual(
        files.filter((name) => name.endsWith('.map')),
        [],
      )
      const script = files.find((name) => /^editor-\w+\.js$/.test(name)) ?? ''
      assert.doesNotMatch(readFileSync(`${EDITOR_FILES}${script}`, 'utf8'), /sourceMappingURL/)
      assert.equal((await call(`${running.url}/editor/${script}.map`)).status, 404)
    } finally {
      await running.close()
    }
  })
})
