// The editor's shell in a real browser (Debian's Chromium through playwright-core, the server as its own
// process on a temporary SQLite store): the skip link, the page title of each screen, the coverage chart's
// text at 375 px, paging reset by a filter change, and the languages screen (names, removing, refusals).
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { spawnServer } from '../test/helpers/server-process.js'
import { checkAccessible, launchChromium, openPage, type Server } from './browser.js'

const TITLE = 'content-store editor'

/** Polls until `read` gives `expected` (at most 200 reads), then asserts it. */
async function waitForValue<T>(read: () => Promise<T>, expected: T, message?: string): Promise<void> {
  for (let attempt = 0; attempt < 200 && (await read()) !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  assert.equal(await read(), expected, message)
}

const countOf = (locator: Locator) => () => locator.count()

/**
 * The smallest text the chart shows, in CSS pixels as drawn: an SVG's text is scaled by its viewBox
 * (getScreenCTM), HTML text is drawn at its computed size. A string, as the other page expressions here.
 */
const SMALLEST_CHART_TEXT = `(() => {
  const sizes = []
  for (const element of document.querySelectorAll('.chart *')) {
    const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '')
    if (!own || element.getClientRects().length === 0) continue
    const scale = typeof element.getScreenCTM === 'function' ? element.getScreenCTM().a : 1
    sizes.push(parseFloat(getComputedStyle(element).fontSize) * scale)
  }
  return sizes.length === 0 ? 0 : Math.min(...sizes)
})()`

describe('the editor shell in a browser', () => {
  let dir: string
  let server: Server
  let browser: Browser
  let context: BrowserContext

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, json: text ? JSON.parse(text) : undefined }
  }
  const create = async (texts: Record<string, string>, key?: string): Promise<number> => {
    const properties = Object.entries(texts).map(([LanguageCode, Text]) => ({ LanguageCode, Text }))
    const created = await api('POST', '/ContentApi/Content', {
      Properties: properties,
      ...(key ? { Key: key } : {}),
    })
    assert.equal(created.status, 201)
    return created.json.id
  }
  const open = async (page: Page, hash: string) => {
    await page.goto(`${server.url}/editor/${hash}`)
    await page.locator('body[data-following]').waitFor()
  }

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-ui-shell-'))
    server = spawnServer({ DATABASE_URL: `sqlite:${join(dir, 'store.db')}` })
    await server.ready
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    // 25 contents: two pages of the listing; 5 of them in nn-NO too.
    for (let i = 1; i <= 25; i++) {
      await create(
        i <= 5 ? { 'nb-NO': `Side ${i}`, 'nn-NO': `Side ${i}` } : { 'nb-NO': `Side ${i}` },
        `side/${i}`,
      )
    }
  })
  after(async () => {
    await browser?.close()
    if (server) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('has a skip link as the first Tab stop, which moves focus to the main content', async () => {
    const { page, errors } = await openPage(context)
    await open(page, '#/')
    await page.getByRole('list', { name: 'Contents' }).waitFor()
    await page.keyboard.press('Tab')
    const first = await page.evaluate('document.activeElement.textContent')
    assert.equal(first, 'Skip to main content')
    await checkAccessible(page, 'contents with the skip link shown')
    await page.keyboard.press('Enter')
    assert.equal(await page.evaluate('document.activeElement.id'), 'main')
    assert.equal(await page.evaluate('document.activeElement.tagName'), 'MAIN')
    // The route stays: the link is not taken for a screen.
    assert.equal(new URL(page.url()).hash, '#/')
    // The next Tab goes on from the main content, past the navigation.
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate("document.activeElement.closest('main') !== null"), true)
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('names the screen, and the content, in the page title', async () => {
    const { page, errors } = await openPage(context)
    const id = await create({ 'nb-NO': 'Tittel' })
    const screens: [string, string][] = [
      ['#/', 'Contents'],
      [`#/content/${id}`, `Content ${id}`],
      [`#/content/${id}/history`, `History of content ${id}`],
      ['#/coverage', 'Coverage'],
      ['#/languages', 'Languages'],
      ['#/new', 'New content'],
      ['#/nothing-here', 'Not found'],
    ]
    await open(page, '#/')
    for (const [hash, screen] of screens) {
      // Moved within the page, as the navigation does: the title follows without a reload.
      await page.evaluate(`location.hash = ${JSON.stringify(hash)}`)
      await waitForValue(() => page.title(), `${screen} – ${TITLE}`, hash)
    }
    await page.getByRole('link', { name: 'Coverage' }).click()
    await waitForValue(() => page.title(), `Coverage – ${TITLE}`)
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('shows the coverage chart at 375 px with text of at least 12 px', async () => {
    const narrow = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })
    try {
      const { page, errors } = await openPage(narrow)
      await open(page, '#/coverage')
      await page.locator('.chart').first().waitFor()
      const smallest = Number(await page.evaluate(SMALLEST_CHART_TEXT))
      assert.ok(smallest >= 12, `the chart's smallest text is ${smallest.toFixed(1)} px`)
      const width = Number(await page.evaluate('document.documentElement.scrollWidth'))
      assert.ok(width <= 375, `coverage is ${width} px wide`)
      await checkAccessible(page, 'coverage at 375 px')
      assert.deepEqual(errors, [])
      await page.close()
    } finally {
      await narrow.close()
    }
  })

  it('sends no cursor of the pages before when a filter changes after paging', async () => {
    const { page, errors } = await openPage(context)
    await open(page, '#/')
    const rows = page.getByRole('list', { name: 'Contents' }).locator(':scope > li')
    await waitForValue(countOf(rows), 20)
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText('Page 2', { exact: true }).waitFor()
    await waitForValue(countOf(rows), 6)

    const listings: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/ContentApi/Content') listings.push(url)
    })
    await page.getByLabel('Missing language').selectOption('nn-NO')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/missingLanguage=nn-NO/)
    await page.getByText('Page 1', { exact: true }).waitFor()
    // 26 contents (25 and the title test's), 5 of them in nn-NO: 21 miss it, 20 on the first page.
    await waitForValue(countOf(rows), 20)
    assert.ok(listings.length > 0, 'the listing was read')
    for (const url of listings) {
      assert.equal(url.searchParams.get('after'), null, `${url.search} carries a cursor`)
      assert.equal(url.searchParams.get('missingLanguage'), 'nn-NO', url.search)
    }
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('shows language names, removes an unused language after asking, and says why others stay', async () => {
    assert.equal((await api('POST', '/ContentApi/Language', { LanguageCode: 'sv-SE' })).status, 201)
    assert.equal((await api('POST', '/ContentApi/Language', { LanguageCode: 'da-DK' })).status, 201)
    await create({ 'da-DK': 'Hej verden' })
    const { page, errors } = await openPage(context)
    await open(page, '#/languages')
    const table = page.getByRole('table', { name: 'Every language a text can be written in' })
    await table.getByRole('cell', { name: 'da-DK', exact: true }).waitFor()

    // Beside each code the names the API gives (a service that gives none: the code alone).
    const languages = (await api('GET', '/ContentApi/Language')).json as {
      languageCode: string
      name?: { en: string; native: string }
    }[]
    for (const language of languages) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: language.languageCode, exact: true }) })
      const cells = await row.getByRole('cell').allTextContents()
      const shown = cells[2] ?? ''
      if (language.name) {
        assert.ok(shown.includes(language.name.en), `${language.languageCode}: ${shown}`)
        assert.ok(shown.includes(language.name.native), `${language.languageCode}: ${shown}`)
      } else assert.equal(shown, '', language.languageCode)
    }
    await checkAccessible(page, 'languages')

    // Asked first: answering no removes nothing.
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Remove sv-SE' }).click()
    await waitForValue(async () => questions.length, 1)
    assert.match(questions[0] ?? '', /Remove the language sv-SE\?/)
    assert.ok(
      (await api('GET', '/ContentApi/Language')).json.some(
        (l: { languageCode: string }) => l.languageCode === 'sv-SE',
      ),
    )

    // Answering yes removes it, from the screen and from the service.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Remove sv-SE' }).click()
    await page.getByText('Removed sv-SE.').waitFor()
    await waitForValue(countOf(table.getByRole('cell', { name: 'sv-SE', exact: true })), 0)
    assert.ok(
      !(await api('GET', '/ContentApi/Language')).json.some(
        (l: { languageCode: string }) => l.languageCode === 'sv-SE',
      ),
    )

    // A language with texts stays, and the screen says what the service said.
    const refused = await api('DELETE', '/ContentApi/Language/da-DK')
    assert.equal(refused.status, 409)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Remove da-DK' }).click()
    await page.getByRole('alert').filter({ hasText: refused.json.detail }).waitFor()
    await table.getByRole('cell', { name: 'da-DK', exact: true }).waitFor()

    // A tag the service refuses: its 400 problem, as it says it.
    const invalid = await api('POST', '/ContentApi/Language', { LanguageCode: 'nb_NO' })
    assert.equal(invalid.status, 400)
    await page.getByLabel('Language code').fill('nb_NO')
    await page.getByRole('button', { name: 'Add language' }).click()
    const reason = (Object.values(invalid.json.errors ?? {}) as string[][]).flat()[0] ?? invalid.json.detail
    await page.getByRole('alert').filter({ hasText: reason }).waitFor()
    await checkAccessible(page, 'languages with a refusal')

    // The contents' language filters name the languages too.
    await open(page, '#/')
    const options = await page.getByLabel('Has language').locator('option').allTextContents()
    for (const language of (await api('GET', '/ContentApi/Language')).json as typeof languages) {
      const label = language.name ? `${language.languageCode} – ${language.name.en}` : language.languageCode
      assert.ok(options.includes(label), `${label} in ${options.join(', ')}`)
    }
    assert.deepEqual(
      errors.filter((e) => !/status of 409|status of 400/.test(e)),
      [],
    )
    await page.close()
  })
})
