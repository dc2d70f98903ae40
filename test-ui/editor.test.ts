// The editor in a real browser: Debian's Chromium driven by playwright-core, against the server run as its
// own process on a temporary SQLite store. Each flow of the editor, a conflict made from a second browser
// context, live updates, axe-core on every screen, no console error, and 375 px wide.
// SCREENSHOTS=1 writes each screen to docs/editor/.
import assert from 'node:assert/strict'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { EDITOR_FILES } from '../src/http/routes/editor-routes.js'
import {
  apiOf,
  checkAccessible,
  launchChromium,
  openPage,
  type Server,
  startServer,
  stopServer,
} from './browser.js'

const SCREENSHOTS = fileURLToPath(new URL('../docs/editor/', import.meta.url))
const WRITER = 'editor-write-key-0123456789'
const READER = 'editor-read-key-0123456789'

/**
 * A page predicate for waitForFunction: whether the text box of a language holds a text. Page predicates here
 * are functions, not strings: Playwright evaluates a string with eval at every poll, which the editor's CSP
 * refuses once the first try (made from DevTools, which CSP lets through) was false.
 */
const textIs = ([language, text]: string[]) =>
  (globalThis as unknown as PageGlobals).document.getElementById(`text-${language}`)?.value === text

/** What the page predicates read of the page (these tests are type-checked without the DOM's types). */
interface PageGlobals {
  document: { getElementById(id: string): { value?: string } | null }
  location: { hash: string }
}

/** Waits until the locator matches `count` elements (the screen reloads after an action). */
async function waitForCount(locator: Locator, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200 && (await locator.count()) !== count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  assert.equal(await locator.count(), count)
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true })
}

describe('the editor in a browser', () => {
  let dir: string
  let server: Server
  let browser: Browser
  let context: BrowserContext

  const { api, create, textsOf } = apiOf(() => server)
  const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
  const editorUrl = (hash: string) => `${server.url}/editor/${hash}`
  /** Opens a screen and waits until the editor follows the change feed. */
  const open = async (page: Page, hash: string) => {
    await page.goto(editorUrl(hash))
    await page.locator('body[data-following]').waitFor()
  }

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-ui-'))
    server = await startServer(dir)
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  })
  after(async () => {
    await browser?.close()
    await stopServer(server)
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('ships under 150 kB of JavaScript gzipped', async () => {
    const script = (await readdir(EDITOR_FILES)).find((name) => /^editor-\w+\.js$/.test(name))
    const gzipped = gzipSync(await readFile(`${EDITOR_FILES}${script}`)).length
    console.log(`editor.js: ${(gzipped / 1024).toFixed(1)} kB gzipped`)
    assert.ok(gzipped < 150 * 1024, `${gzipped} bytes`)
  })

  it('lists, filters, searches and pages the contents, without a console error', async () => {
    await create({ 'nb-NO': 'Søknad om skoleskyss', 'nn-NO': 'Søknad om skuleskyss' }, 'skjema/skyss.tittel')
    await create({ 'nb-NO': 'Send inn søknaden innen fristen' }, 'skjema/skyss.frist')
    await create({ 'nn-NO': 'Velkommen til tenesta', 'en-US': 'Welcome to the service' }, 'forside/velkommen')
    for (let i = 1; i <= 20; i++) await create({ 'nb-NO': `Melding nummer ${i}` }, `melding/${i}`)
    const { page, errors } = await openPage(context)
    await open(page, '#/')
    const rows = page.getByRole('list', { name: 'Contents' }).locator(':scope > li')
    await assert.doesNotReject(rows.first().waitFor())
    assert.equal(await rows.count(), 20)
    await screenshot(page, 'contents')
    await checkAccessible(page, 'contents')

    await page.getByRole('button', { name: 'Next page' }).click()
    await waitForCount(rows, 3)
    await assert.doesNotReject(page.getByText('Melding nummer 20', { exact: true }).waitFor())
    await page.getByRole('button', { name: 'Previous page' }).click()
    await waitForCount(rows, 20)

    await page.getByLabel('Missing language').selectOption('nn-NO')
    await page.getByLabel('Key prefix').fill('skjema/')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/missingLanguage=nn-NO/)
    await waitForCount(rows, 1)
    await assert.doesNotReject(page.getByText('Send inn søknaden innen fristen').waitFor())

    await page.getByLabel('Missing language').selectOption('')
    await page.getByLabel('Key prefix').fill('')
    await page.getByLabel('Text to find').fill('søknader')
    await page.getByRole('button', { name: 'Search' }).click()
    const hits = page.getByRole('list', { name: 'Search results' }).locator(':scope > li')
    // søknader finds søknad (in both written forms) and søknaden.
    await waitForCount(hits, 3)
    assert.deepEqual((await page.locator('mark').allTextContents()).sort(), ['Søknad', 'Søknad', 'søknaden'])
    await checkAccessible(page, 'search results')
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('creates a content with a key and texts in several languages', async () => {
    const { page, errors } = await openPage(context)
    await open(page, '#/')
    await page.getByRole('link', { name: 'New content' }).click()
    await page.getByRole('heading', { name: 'New content' }).waitFor()
    await page.getByLabel('Key (optional)').fill('skjema/ny.tittel')
    await textbox(page, 'nb-NO').fill('Ny tekst på bokmål')
    await textbox(page, 'nn-NO').fill('Ny tekst på nynorsk')
    await checkAccessible(page, 'new content')
    await page.getByRole('button', { name: 'Create' }).click()
    await page.waitForURL(/#\/content\/\d+$/)
    const id = Number(/content\/(\d+)/.exec(page.url())?.[1])
    await assert.doesNotReject(textbox(page, 'nb-NO').waitFor())
    assert.equal(await textbox(page, 'nn-NO').inputValue(), 'Ny tekst på nynorsk')
    const stored = await api('GET', `/ContentApi/Content/${id}`)
    assert.equal(stored.json.key, 'skjema/ny.tittel')
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Ny tekst på bokmål', 'nn-NO': 'Ny tekst på nynorsk' })
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('saves only the changed languages as one version with If-Match, and Ctrl+S saves too', async () => {
    const id = await create({ 'nb-NO': 'Hei verden', 'nn-NO': 'Hei verda' })
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Hei verden')
    await screenshot(page, 'content')
    await checkAccessible(page, 'content')
    await textbox(page, 'nn-NO').fill('Hei, verda!')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(/Saved nn-NO as version \d+/).waitFor()
    let versions = (await api('GET', `/ContentApi/Content/${id}/Versions`)).json
    assert.equal(versions.length, 2)
    assert.deepEqual(
      versions[1].properties.map((p: { language: { languageCode: string } }) => p.language.languageCode),
      ['nn-NO'],
      'only the changed language is written',
    )

    await textbox(page, 'en-US').fill('Hello, world!')
    await textbox(page, 'nb-NO').fill('Hei, verden!')
    await page.keyboard.press('Control+s')
    await page.getByText(/Saved nb-NO, en-US as version \d+/).waitFor()
    versions = (await api('GET', `/ContentApi/Content/${id}/Versions`)).json
    assert.equal(versions.length, 3, 'both languages in one version')
    assert.deepEqual(await textsOf(id), {
      'nb-NO': 'Hei, verden!',
      'nn-NO': 'Hei, verda!',
      'en-US': 'Hello, world!',
    })
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('shows a conflict made from a second browser context, with Keep mine and Take theirs', async () => {
    const id = await create({ 'nb-NO': 'Opprinnelig tekst' })
    const { page, errors } = await openPage(context)
    const other = await browser.newContext()
    const { page: theirs } = await openPage(other)
    try {
      await open(page, `#/content/${id}`)
      await textbox(page, 'nb-NO').fill('Min tekst')
      await open(theirs, `#/content/${id}`)
      await textbox(theirs, 'nb-NO').fill('Deres tekst')
      await theirs.getByRole('button', { name: 'Save', exact: true }).click()
      await theirs.getByText(/Saved nb-NO/).waitFor()
      // The first editor is told, and keeps what it typed.
      await page.getByText(/Your unsaved changes are kept/).waitFor()
      assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Min tekst')

      await page.getByRole('button', { name: 'Save', exact: true }).click()
      const conflict = page.getByRole('region', { name: /Someone else saved this content/ })
      await conflict.waitFor()
      await assert.doesNotReject(conflict.getByText('Deres tekst').waitFor())
      await assert.doesNotReject(conflict.getByText('Min tekst').waitFor())
      await screenshot(page, 'conflict')
      await checkAccessible(page, 'conflict')
      await conflict.getByRole('button', { name: 'Keep mine' }).click()
      await page.getByText(/Saved nb-NO as version/).waitFor()
      assert.deepEqual(await textsOf(id), { 'nb-NO': 'Min tekst' })

      // Again, and this time take theirs.
      await theirs.reload()
      await textbox(theirs, 'nb-NO').waitFor()
      await textbox(page, 'nb-NO').fill('Min andre tekst')
      await textbox(theirs, 'nb-NO').fill('Deres andre tekst')
      await theirs.getByRole('button', { name: 'Save', exact: true }).click()
      await theirs.getByText(/Saved nb-NO/).waitFor()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await conflict.waitFor()
      await conflict.getByRole('button', { name: 'Take theirs' }).click()
      await page.getByText(/You took their text/).waitFor()
      assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Deres andre tekst')
      assert.deepEqual(await textsOf(id), { 'nb-NO': 'Deres andre tekst' })
      // The only console errors are Chromium's notes of the two 412 answers.
      assert.deepEqual(
        errors.filter((e) => !/status of 412/.test(e)),
        [],
      )
    } finally {
      await other.close()
      await page.close()
    }
  })

  it('updates an open content and the list live when the change feed reports a change', async () => {
    const id = await create({ 'nb-NO': 'Før endringen', 'nn-NO': 'Før endringa' })
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    const changed = await api('PUT', `/ContentApi/Content/${id}/Properties/nb-NO`, {
      Text: 'Etter endringen',
    })
    assert.equal(changed.status, 200)
    await page.getByText(/Someone else changed this content: this is now version/).waitFor()
    await page.waitForFunction(textIs, ['nb-NO', 'Etter endringen'])
    assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Etter endringen')

    // With unsaved text, the text being typed is not overwritten.
    await textbox(page, 'nn-NO').fill('Skrive framleis')
    await api('PUT', `/ContentApi/Content/${id}/Properties/nn-NO`, { Text: 'Nokon andre skreiv' })
    await page.getByText(/Your unsaved changes are kept/).waitFor()
    assert.equal(await textbox(page, 'nn-NO').inputValue(), 'Skrive framleis')
    await screenshot(page, 'live-notice')

    // The list shows a new content without a reload.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: 'Contents' }).click()
    await page.getByRole('heading', { name: 'Contents' }).waitFor()
    await page.getByLabel('Key prefix').fill('live/')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('No contents match.').waitFor()
    await create({ 'nb-NO': 'Kom til mens lista var open' }, 'live/ny')
    await page.getByText('Kom til mens lista var open').waitFor()
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('asks before leaving unsaved changes, and stays when told to', async () => {
    const id = await create({ 'nb-NO': 'Ulagret' })
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    await textbox(page, 'nb-NO').fill('Ulagret endring')
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('link', { name: 'Coverage' }).click()
    await page.waitForFunction(() =>
      (globalThis as unknown as PageGlobals).location.hash.startsWith('#/content/'),
    )
    assert.match(questions[0] ?? '', /unsaved changes/)
    assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Ulagret endring')
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: 'Coverage' }).click()
    await page.getByRole('heading', { name: 'Coverage' }).waitFor()
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Ulagret' }, 'nothing was saved')
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('deletes a text, changes the key and archives the content', async () => {
    const id = await create({ 'nb-NO': 'Skal arkiveres', 'nn-NO': 'Skal slettast' }, 'arkiv/gammel')
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('group', { name: 'nn-NO' }).getByRole('button', { name: 'Delete text' }).click()
    await page.getByText(/Deleted the nn-NO text/).waitFor()
    assert.equal(await textbox(page, 'nn-NO').inputValue(), '')
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Skal arkiveres' })

    await page.getByRole('textbox', { name: 'Key', exact: true }).fill('arkiv/ny')
    await page.getByRole('button', { name: 'Save key' }).click()
    await page.getByText('The key is now arkiv/ny.').waitFor()
    assert.equal((await api('GET', `/ContentApi/Content/${id}`)).json.key, 'arkiv/ny')

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Archive' }).click()
    await page.waitForURL(/#\/$/)
    assert.equal((await api('GET', `/ContentApi/Content/${id}`)).status, 410)
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('shows the history with word-level diffs, and Restore brings back an archived content', async () => {
    const id = await create({ 'nb-NO': 'Søknaden må sendes innen fredag' })
    let answer = await api('PUT', `/ContentApi/Content/${id}/Properties/nb-NO`, {
      Text: 'Søknaden må sendes innen mandag',
    })
    answer = await api('PUT', `/ContentApi/Content/${id}/Properties/nn-NO`, {
      Text: 'Søknaden må sendast innan måndag',
    })
    assert.equal(
      (await api('DELETE', `/ContentApi/Content/${id}`, undefined, { 'If-Match': answer.etag ?? '' })).status,
      204,
    )
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}/history`)
    await page.getByText('This content is archived.').waitFor()
    const versions = page.locator('li.version')
    assert.equal(await versions.count(), 4)
    const second = page.getByRole('listitem', { name: /Texts written/ }).last()
    assert.equal(await second.locator('del').textContent(), 'fredag')
    assert.equal(await second.locator('ins').textContent(), 'mandag')
    await screenshot(page, 'history')
    await checkAccessible(page, 'history')

    const first = page.getByRole('listitem', { name: /Created/ })
    page.once('dialog', (dialog) => void dialog.accept())
    await first.getByRole('button', { name: 'Restore' }).click()
    await page.waitForURL(new RegExp(`#/content/${id}$`))
    await textbox(page, 'nb-NO').waitFor()
    assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Søknaden må sendes innen fredag')
    assert.deepEqual(await textsOf(id), {
      'nb-NO': 'Søknaden må sendes innen fredag',
      'nn-NO': 'Søknaden må sendast innan måndag',
    })
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('drafts an empty Nynorsk text from Bokmål with the real engine; Save stores it as a human text', async () => {
    // The engine's first text loads its dictionaries (up to 30 s on a busy machine): not in the browser's wait.
    const warm = await api('POST', '/ContentApi/Translations/Draft', {
      Text: 'Hei',
      From: 'nb-NO',
      To: 'nn-NO',
    })
    assert.equal(warm.status, 200)
    const id = await create({ 'nb-NO': 'Vi har ikke mottatt dokumentene dine ennå' })
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    await textbox(page, 'nb-NO').waitFor()
    const nn = page.getByRole('group', { name: 'nn-NO' })
    // Only the empty written form whose other form has a text offers a draft.
    assert.equal(await page.getByRole('button', { name: 'Draft from Nynorsk' }).count(), 0)
    assert.equal(await page.getByRole('group', { name: 'en-US' }).getByRole('button').count(), 0)
    await nn.getByRole('button', { name: 'Draft from Bokmål' }).click()
    await page.getByText(/Drafted nn-NO from the saved nb-NO text/).waitFor()
    const drafted = await textbox(page, 'nn-NO').inputValue()
    assert.match(drafted, /ikkje/)
    assert.equal(await nn.getByRole('button', { name: 'Draft from Bokmål' }).count(), 0, 'the area is filled')
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Vi har ikke mottatt dokumentene dine ennå' }, 'not saved')
    await screenshot(page, 'draft')
    await checkAccessible(page, 'drafted content')

    await textbox(page, 'nn-NO').fill(`${drafted}!`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(/Saved nn-NO as version \d+/).waitFor()
    const stored = (await api('GET', `/ContentApi/Content/${id}`)).json
    const property = stored.properties.find(
      (p: { language: { languageCode: string } }) => p.language.languageCode === 'nn-NO',
    )
    assert.equal(property.text, `${drafted}!`)
    assert.equal(property.origin, undefined, 'a person wrote it')
    assert.equal(await page.getByText('Machine draft', { exact: true }).count(), 0)
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('marks a machine draft until Approve, and Needs review lists it until then', async () => {
    const id = await create({ 'nb-NO': 'Søknaden må sendes innen fredag' }, 'review/frist')
    const fill = await api('POST', '/ContentApi/Translations/Drafts?from=nb-NO&to=nn-NO&keyPrefix=review/')
    assert.equal(fill.status, 200)
    assert.deepEqual(fill.json, { written: 1, skipped: 0 })
    const { page, errors } = await openPage(context)
    const rows = page.getByRole('list', { name: 'Contents' }).locator(':scope > li')

    // Coverage counts it and links to the list of drafts to review.
    await open(page, '#/coverage')
    await page.getByRole('link', { name: '1 to review in nn-NO' }).click()
    await page.waitForURL(/needsReview=nn-NO/)
    assert.equal(await page.getByLabel('Needs review').inputValue(), 'nn-NO')
    await waitForCount(rows, 1)

    // The filter chosen in the form finds it too.
    await open(page, '#/')
    await rows.first().waitFor()
    await page.getByLabel('Needs review').selectOption('nn-NO')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/needsReview=nn-NO/)
    await waitForCount(rows, 1)
    await assert.doesNotReject(rows.first().getByText('Machine draft', { exact: true }).waitFor())
    await screenshot(page, 'needs-review')
    await checkAccessible(page, 'needs review')

    await rows
      .first()
      .getByRole('link', { name: new RegExp(`Content ${id}`) })
      .click()
    const nn = page.getByRole('group', { name: 'nn-NO' })
    await nn.getByText('Machine draft', { exact: true }).waitFor()
    assert.match(await textbox(page, 'nn-NO').inputValue(), /innan fredag/)
    assert.equal(await page.getByRole('group', { name: 'nb-NO' }).getByText('Machine draft').count(), 0)
    await screenshot(page, 'machine-draft')
    await checkAccessible(page, 'machine draft')
    const before = (await api('GET', `/ContentApi/Content/${id}`)).etag
    await nn.getByRole('button', { name: 'Approve', exact: true }).click()
    await page.getByText(/Approved the nn-NO text \(version \d+\)/).waitFor()
    await waitForCount(nn.getByText('Machine draft', { exact: true }), 0)
    assert.equal(await nn.getByRole('button', { name: 'Approve', exact: true }).count(), 0)
    const approved = await api('GET', `/ContentApi/Content/${id}`)
    assert.notEqual(approved.etag, before)
    assert.ok(approved.json.properties.every((p: { origin?: string }) => p.origin === undefined))
    assert.match((await textsOf(id))['nn-NO'] ?? '', /innan fredag/)

    await open(page, '#/?needsReview=nn-NO')
    await page.getByText('No contents match.').waitFor()
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('charts coverage with the 25 % line and links each backlog to the filtered list', async () => {
    const { page, errors } = await openPage(context)
    await open(page, '#/coverage')
    const chart = page.getByRole('figure', { name: /Share of contents with a text in each language/ })
    await chart.waitFor()
    assert.equal(await chart.getByText('25 %', { exact: true }).count(), 1)
    assert.equal(await chart.locator('.chart-bar').count(), 3)
    await screenshot(page, 'coverage')
    await checkAccessible(page, 'coverage')
    const coverage = (await api('GET', '/ContentApi/Coverage')).json
    const nn = coverage.languages.find((l: { languageCode: string }) => l.languageCode === 'nn-NO')
    await page.getByRole('link', { name: `${coverage.contents - nn.contents} missing in nn-NO` }).click()
    await page.waitForURL(/missingLanguage=nn-NO/)
    assert.equal(await page.getByLabel('Missing language').inputValue(), 'nn-NO')
    await page.getByRole('list', { name: 'Contents' }).waitFor()
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('lists the languages and adds one, which the content screen then offers', async () => {
    const { page, errors } = await openPage(context)
    await open(page, '#/languages')
    await page.getByRole('cell', { name: 'en-US', exact: true }).waitFor()
    await page.getByLabel('Language code').fill('sv-se')
    await page.getByRole('button', { name: 'Add language' }).click()
    await page.getByText('Added sv-SE (id 4).').waitFor()
    await page.getByRole('cell', { name: 'sv-SE', exact: true }).waitFor()
    await screenshot(page, 'languages')
    await checkAccessible(page, 'languages')
    await page.getByLabel('Language code').fill('SV-SE')
    await page.getByRole('button', { name: 'Add language' }).click()
    await page.getByText(/sv-SE exists already/).waitFor()
    const id = await create({ 'nb-NO': 'Med svensk' })
    await open(page, `#/content/${id}`)
    await textbox(page, 'sv-SE').fill('Med svenska')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(/Saved sv-SE/).waitFor()
    assert.equal((await textsOf(id))['sv-SE'], 'Med svenska')
    assert.deepEqual(
      errors.filter((e) => !/status of 409/.test(e)),
      [],
    )
    await page.close()
  })

  it('works 375 px wide', async () => {
    const id = await create({ 'nb-NO': 'Smal skjerm', 'nn-NO': 'Smal skjerm' })
    const narrow = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })
    try {
      const { page, errors } = await openPage(narrow)
      for (const hash of ['#/', `#/content/${id}`, `#/content/${id}/history`, '#/coverage', '#/languages']) {
        await open(page, hash)
        await page.locator('main h1').first().waitFor()
        const width = Number(await page.evaluate('document.documentElement.scrollWidth'))
        assert.ok(width <= 375, `${hash} is ${width} px wide`)
        await checkAccessible(page, `${hash} at 375 px`)
      }
      await open(page, `#/content/${id}`)
      await textbox(page, 'nb-NO').waitFor()
      await screenshot(page, 'content-375px')
      assert.deepEqual(errors, [])
    } finally {
      await narrow.close()
    }
  })

  describe('with API keys', () => {
    let keyed: Server
    let keyedDir: string
    before(async () => {
      keyedDir = await mkdtemp(join(tmpdir(), 'content-store-ui-keys-'))
      keyed = await startServer(keyedDir, { API_KEYS: `${WRITER}:write,${READER}:read` })
      const created = await fetch(`${keyed.url}/ContentApi/Content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${WRITER}` },
        body: JSON.stringify({ Text: 'Nøkkeltekst', LanguageCode: 'nb-NO' }),
      })
      assert.equal(created.status, 201)
      // A machine draft in nn-NO: a read key sees its badge but may not approve it.
      const filled = await fetch(`${keyed.url}/ContentApi/Translations/Drafts?from=nb-NO&to=nn-NO`, {
        method: 'POST',
        headers: { authorization: `Bearer ${WRITER}` },
      })
      assert.deepEqual(await filled.json(), { written: 1, skipped: 0 })
    })
    after(async () => {
      await stopServer(keyed)
      if (keyedDir) await rm(keyedDir, { recursive: true, force: true })
    })

    it('asks for a key as it opens; a read key is read-only and says so; a write key may edit', async () => {
      const keyContext = await browser.newContext()
      try {
        const { page, errors } = await openPage(keyContext)
        await page.goto(`${keyed.url}/editor/#/content/1`)
        await page.getByRole('heading', { name: 'API key' }).waitFor()
        await screenshot(page, 'api-key')
        await checkAccessible(page, 'API key')
        await page.getByRole('textbox', { name: 'API key' }).fill('not-a-key-0123456789')
        await page.getByRole('button', { name: 'Use key' }).click()
        await page.getByText('That key is not valid here.').waitFor()

        await page.getByRole('textbox', { name: 'API key' }).fill(READER)
        await page.getByRole('button', { name: 'Use key' }).click()
        await page.getByText('Read-only: this API key may read but not write.').waitFor()
        const area = textbox(page, 'nb-NO')
        await area.waitFor()
        assert.equal(await area.inputValue(), 'Nøkkeltekst')
        assert.equal(await area.getAttribute('readonly'), '')
        assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0)
        assert.equal(await page.getByRole('button', { name: 'Archive' }).count(), 0)
        await page.getByText('Machine draft', { exact: true }).waitFor()
        assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0)
        await screenshot(page, 'read-only')
        await checkAccessible(page, 'read-only content')

        // The key is kept for the tab: a reload does not ask again.
        await page.reload()
        await area.waitFor()
        assert.equal(await page.getByRole('heading', { name: 'API key' }).count(), 0)

        await page.getByRole('button', { name: 'Change key' }).click()
        await page.getByRole('textbox', { name: 'API key' }).fill(WRITER)
        await page.getByRole('button', { name: 'Use key' }).click()
        await area.waitFor()
        await area.fill('Endret med skrivenøkkel')
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await page.getByText(/Saved nb-NO/).waitFor()
        assert.deepEqual(errors, [])
      } finally {
        await keyContext.close()
      }
    })
  })

  describe('without the Apertium engine', () => {
    let bare: Server
    let bareDir: string
    before(async () => {
      bareDir = await mkdtemp(join(tmpdir(), 'content-store-ui-bare-'))
      bare = await startServer(bareDir, { APERTIUM_MODES: join(bareDir, 'no-modes') })
    })
    after(async () => {
      await stopServer(bare)
      if (bareDir) await rm(bareDir, { recursive: true, force: true })
    })

    it("shows the 503 problem's detail when asked for a draft, and leaves the text area empty", async () => {
      const created = await fetch(`${bare.url}/ContentApi/Content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Text: 'Vi har ikke mottatt dokumentene dine ennå', LanguageCode: 'nb-NO' }),
      })
      const { id } = (await created.json()) as { id: number }
      const { page, errors } = await openPage(context)
      await page.goto(`${bare.url}/editor/#/content/${id}`)
      await page.locator('body[data-following]').waitFor()
      await page.getByRole('button', { name: 'Draft from Bokmål' }).click()
      await page
        .getByRole('alert')
        .getByText(/install apertium apertium-nno-nob/)
        .waitFor()
      assert.equal(await textbox(page, 'nn-NO').inputValue(), '')
      assert.deepEqual(
        errors.filter((e) => !/status of 503/.test(e)),
        [],
      )
      await page.close()
    })
  })

  describe('when reads need a key too', () => {
    let keyed: Server
    let keyedDir: string
    before(async () => {
      keyedDir = await mkdtemp(join(tmpdir(), 'content-store-ui-reads-'))
      keyed = await startServer(keyedDir, {
        API_KEYS: `${WRITER}:write,${READER}:read`,
        READS_REQUIRE_KEY: 'true',
      })
    })
    after(async () => {
      await stopServer(keyed)
      if (keyedDir) await rm(keyedDir, { recursive: true, force: true })
    })

    it('reads nothing before a key is given, then follows live updates with the key', async () => {
      const keyContext = await browser.newContext()
      try {
        const write = (path: string, method: string, body: unknown) =>
          fetch(`${keyed.url}${path}`, {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${WRITER}` },
            body: JSON.stringify(body),
          })
        const created = (await (
          await write('/ContentApi/Content', 'POST', { Text: 'Lest med nøkkel', LanguageCode: 'nb-NO' })
        ).json()) as { id: number }
        const { page, errors } = await openPage(keyContext)
        await page.goto(`${keyed.url}/editor/#/content/${created.id}`)
        await page.getByRole('heading', { name: 'API key' }).waitFor()
        assert.equal(
          await page.getByRole('button', { name: 'Continue read-only' }).count(),
          0,
          'nothing to read without a key',
        )
        await page.getByRole('textbox', { name: 'API key' }).fill(READER)
        await page.getByRole('button', { name: 'Use key' }).click()
        await page.locator('body[data-following]').waitFor()
        assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Lest med nøkkel')

        // The change stream is read with the key too: a change made elsewhere shows.
        const changed = await write(`/ContentApi/Content/${created.id}/Properties/nb-NO`, 'PUT', {
          Text: 'Endra andre stader',
        })
        assert.equal(changed.status, 200)
        await page.getByText(/Someone else changed this content: this is now version/).waitFor()
        await page.waitForFunction(textIs, ['nb-NO', 'Endra andre stader'])
        assert.deepEqual(errors, [])
      } finally {
        await keyContext.close()
      }
    })
  })
})
