// The client package's i18next backend in Chromium, as an app uses it: a page on another origin (CORS) loads
// i18next and the package's browser build, reads its texts from the server process with a read key, and
// follows the change stream. A text changed through the API shows within a second without a reload of the
// page, and the revalidation when the stream opens is a 304 that transfers no body.
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server as HttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page, Response } from 'playwright-core'
import { ROOT } from '../scripts/build-freshness.mjs'
import { apiOf, launchChromium, openPage, type Server, startServer, stopServer } from './browser.js'

const WRITER = 'writer-key-0123456789abcdef'
const READER = 'reader-key-0123456789abcdef'

/** The app's page: i18next and the client package's build, by an import map, as a bundler would resolve them. */
function appPage(api: string): string {
  const options = JSON.stringify({ url: api, key: READER, live: true })
  return `<!doctype html>
<html lang="nn"><head><meta charset="utf-8"><title>App</title><link rel="icon" href="data:,">
<script type="importmap">{"imports":{"i18next":"/i18next.js","@content-store/client":"/client.js"}}</script>
</head><body><h1 id="title"></h1><p id="send"></p>
<script type="module">
import i18next from 'i18next'
import { ContentStoreBackend } from '@content-store/client'
window.pageLoads = (window.pageLoads ?? 0) + 1
const render = () => {
  document.querySelector('#title').textContent = i18next.t('skjema.tittel')
  document.querySelector('#send').textContent = i18next.t('skjema.send')
}
i18next.on('loaded', render)
window.i18next = i18next
await i18next.use(ContentStoreBackend).init({
  lng: 'nn-NO', fallbackLng: false, load: 'currentOnly',
  backend: { ...${options}, onOpen: () => { window.live = true } },
})
render()
</script></body></html>`
}

/** The app's own origin: its page, i18next's ES module and the client package's browser build. */
async function serveApp(api: () => string): Promise<{ server: HttpServer; origin: string }> {
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', ''],
    '/i18next.js': [
      'text/javascript',
      await readFile(join(ROOT, 'node_modules/i18next/dist/esm/i18next.js'), 'utf8'),
    ],
    '/client.js': ['text/javascript', await readFile(join(ROOT, 'packages/client/dist/index.js'), 'utf8')],
  }
  const server = createServer((request, response) => {
    const file = files[request.url ?? '']
    if (!file) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file[0] }).end(request.url === '/' ? appPage(api()) : file[1])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}

/** Waits until the element shows the text (for at most `timeout` ms: playwright's default otherwise). */
async function shows(page: Page, selector: string, text: string, timeout?: number): Promise<void> {
  const expression = `document.querySelector(${JSON.stringify(selector)})?.textContent === ${JSON.stringify(text)}`
  await page.waitForFunction(expression, null, timeout === undefined ? {} : { timeout })
}

describe('the i18next backend in Chromium', () => {
  let dir: string
  let server: Server
  let app: { server: HttpServer; origin: string }
  let browser: Browser
  const { api } = apiOf(() => server, WRITER)

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-client-live-'))
    // The app's origin is the server's one allowed origin (CORS_ORIGINS), so it listens first.
    app = await serveApp(() => server.url)
    server = await startServer(dir, {
      API_KEYS: `${WRITER}:write,${READER}:read`,
      READS_REQUIRE_KEY: 'true',
      CORS_ORIGINS: app.origin,
    })
    browser = await launchChromium()
  })

  after(async () => {
    await browser?.close()
    app?.server.close()
    await stopServer(server)
    await rm(dir, { recursive: true, force: true })
  })

  it('shows a text changed through the API within a second, without reloading the page', async () => {
    const created = await api('POST', '/ContentApi/Content', {
      Key: 'skjema.tittel',
      Text: 'Søknad om barnehageplass',
      LanguageCode: 'nn-NO',
    })
    assert.equal(created.status, 201)
    const context = await browser.newContext()
    const { page, errors } = await openPage(context)
    const bundles: Response[] = []
    page.on('response', (response) => {
      if (response.url().includes('/ContentApi/Bundles/')) bundles.push(response)
    })
    await page.goto(app.origin)
    await shows(page, '#title', 'Søknad om barnehageplass')
    await page.waitForFunction('window.live === true')

    // A revalidation (as when the stream opens): nothing was written since the first load, so a 304 with
    // no body, and the page keeps its text.
    const revalidated = page.waitForResponse(
      (response) => response.url().includes('/ContentApi/Bundles/') && response.status() === 304,
    )
    await page.evaluate('window.i18next.reloadResources()')
    const notModified = await revalidated
    assert.equal(bundles[0]?.status(), 200)
    assert.equal(notModified.request().headers()['if-none-match'], bundles[0]?.headers().etag)
    assert.equal((await notModified.request().sizes()).responseBodySize, 0)
    await shows(page, '#title', 'Søknad om barnehageplass')

    // Written through the API; the page shows it within a second of the answer.
    const written = await api('PUT', `/ContentApi/Content/${created.json.id}/Properties/nn-NO`, {
      Text: 'Søknad om plass i barnehage',
    })
    assert.equal(written.status, 200)
    await shows(page, '#title', 'Søknad om plass i barnehage', 1000)
    // A new content too.
    assert.equal(
      (await api('POST', '/ContentApi/Content', { Key: 'skjema.send', Text: 'Send', LanguageCode: 'nn-NO' }))
        .status,
      201,
    )
    await shows(page, '#send', 'Send', 1000)
    assert.equal(await page.evaluate('window.pageLoads'), 1)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
