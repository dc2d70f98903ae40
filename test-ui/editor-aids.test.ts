// The translator's aids in the editor (issue 31, item 4), in a real browser: translation memory's suggestions
// under the target (in order, with similarity, reviewed or not, and origin; taken with a click and with Alt+1,
// not saved; one request per text), the quality checks' warnings beside a text as it is typed (a missing {0}
// warns, and the warning goes when it is fixed; after a save, the write's own), the source's termbase terms
// marked with their preferred translation (on hover and on focus), and the Terms screen (search, create,
// edit, delete; read-only for a read key). Debian's Chromium driven by playwright-core, against the server as
// its own process on a temporary SQLite store with API keys; axe-core on each screen; 375 px wide.
// SCREENSHOTS=1 writes the screens to docs/editor/.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
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
const ANNA = 'anna-aids-key-0123456789' // writes and reviews every language
const READER = 'reader-aids-key-0123456789'

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true })
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** What the page predicates read of the page (these tests are type-checked without the DOM's types). */
interface PageGlobals {
  document: { scrollingElement: { scrollWidth: number } }
  innerWidth: number
}
const overflows = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals
    return g.document.scrollingElement.scrollWidth > g.innerWidth
  })

describe("the translator's aids in a browser", () => {
  let dir: string
  let server: Server
  let browser: Browser
  const { api, create, textsOf } = apiOf(() => server, ANNA)

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-ui-aids-'))
    server = await startServer(dir, { API_KEYS: `anna:${ANNA}:review,reader:${READER}:read` })
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await stopServer(server)
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  /** A page in a context of its own (`width` px wide), with the key given at the prompt. */
  const signIn = async (key: string, hash: string, width = 1280) => {
    const context = await browser.newContext({
      viewport: { width, height: 860 },
      ...(width < 500 ? { isMobile: true } : {}),
    })
    const { page, errors } = await openPage(context)
    await page.goto(`${server.url}/editor/${hash}`)
    await page.getByRole('textbox', { name: 'API key' }).fill(key)
    await button(page, 'Use key').click()
    await page.locator('body[data-following]').waitFor()
    return { page, errors, close: () => context.close() }
  }
  const term = async (terms: [string, string, string][], note?: string) => {
    const body = {
      Terms: terms.map(([LanguageCode, Term, Status]) => ({ LanguageCode, Term, Status })),
      Note: note,
    }
    const created = await api('POST', '/ContentApi/Terms', body)
    assert.equal(created.status, 201)
    return created.json.id as number
  }

  it('suggests translations under the target, in order, taken with Alt+1 and a click, not saved', async () => {
    const reviewed = await create({
      'nb-NO': 'Søknaden din er mottatt.',
      'nn-NO': 'Søknaden din er motteken.',
    })
    const approved = await api('POST', `/ContentApi/Content/${reviewed}/Properties/nn-NO/Approve`)
    assert.equal(approved.status, 200)
    await create({ 'nb-NO': 'søknaden din er mottatt', 'nn-NO': 'søknaden din er motteke' })
    await create({ 'nb-NO': 'Søknaden din er registrert.', 'nn-NO': 'Søknaden din er registrert.' })
    const target = await create({ 'nb-NO': 'Søknaden din er mottatt.' })
    await term([
      ['nb-NO', 'søknad', 'preferred'],
      ['nn-NO', 'søknad', 'preferred'],
    ])

    const { page, errors, close } = await signIn(ANNA, '#/translate?from=nb-NO&to=nn-NO&queue=missing')
    try {
      await page
        .locator('#queue-item-title')
        .filter({ hasText: `Content ${target}` })
        .waitFor()
      const list = page.getByRole('list', { name: 'Suggestions' })
      const items = list.getByRole('listitem')
      await items.first().waitFor()
      const texts = await items.locator('.suggestion-text').allTextContents()
      assert.deepEqual(texts.slice(0, 3), [
        'Søknaden din er motteken.',
        'søknaden din er motteke',
        'Søknaden din er registrert.',
      ])
      const metas = await items.locator('.suggestion-meta').allTextContents()
      assert.match(metas[0] ?? '', /100\s%\salike.*Reviewed.*from memory/)
      assert.match(metas[1] ?? '', /95\s%\salike.*Not reviewed.*from memory/)
      assert.match(metas[2] ?? '', /76\s%\salike/)
      // The machine draft, when the engine is installed, comes last and has no similarity.
      if (texts.length > 3) assert.match(metas.at(-1) ?? '', /machine draft of this text.*from machine/)

      // The source's term is marked, with its preferred Nynorsk form on focus.
      const mark = page.locator('.queue-item mark').first()
      assert.equal(await mark.textContent(), 'Søknaden')
      await mark.focus()
      const tip = page.getByRole('tooltip')
      await tip.waitFor()
      assert.match((await tip.textContent()) ?? '', /søknad → søknad \(preferred in nn-NO\)/)
      assert.equal(await mark.getAttribute('aria-describedby'), await tip.getAttribute('id'))
      await checkAccessible(page, 'queue with suggestions and terms')

      // Alt+1 takes the first; a click the second; nothing is saved.
      const field = page.locator('#queue-text')
      await field.focus()
      await page.keyboard.press('Alt+1')
      assert.equal(await field.inputValue(), 'Søknaden din er motteken.')
      await button(page, 'Use suggestion 2').click()
      assert.equal(await field.inputValue(), 'søknaden din er motteke')
      await page.getByText('Suggestion 2 is in the nn-NO text: nothing is saved until you save.').waitFor()
      assert.equal((await textsOf(target))['nn-NO'], undefined, 'not saved')
      await screenshot(page, 'suggestions')
      // Read from the page's own record of its requests: the first may leave before a listener here is set.
      const asked = (await page.evaluate(
        "performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/Suggestions'))",
      )) as string[]
      assert.equal(asked.length, 1, 'one request for the text opened')
      assert.match(asked[0] ?? '', new RegExp(`/Content/${target}/Suggestions\\?to=nn-NO&from=nb-NO$`))

      await button(page, 'Save & next').click()
      await page.getByText(new RegExp(`Content ${target}: saved the nn-NO text`)).waitFor()
      assert.equal((await textsOf(target))['nn-NO'], 'søknaden din er motteke')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  it('warns while a text lacking {0} is typed, clears the warning when fixed, and shows what a save found', async () => {
    const id = await create({ 'nb-NO': 'Du har {0} nye meldinger.' })
    const { page, errors, close } = await signIn(ANNA, `#/content/${id}`)
    try {
      const nn = page.getByRole('textbox', { name: 'nn-NO', exact: true })
      const warnings = page.locator('#text-nn-NO-warnings')
      assert.equal(await warnings.getAttribute('role'), 'status', 'a live region')
      await nn.pressSequentially('Du har nye meldingar.')
      await warnings.locator('.warning').filter({ hasText: 'placeholders' }).waitFor()
      assert.match((await warnings.textContent()) ?? '', /\{0\}/)
      assert.equal(await nn.getAttribute('aria-describedby'), 'text-nn-NO-warnings')
      await checkAccessible(page, 'content with a warning')
      await screenshot(page, 'warnings')

      await nn.fill('Du har {0} nye meldingar.')
      await warnings.locator('.warning').waitFor({ state: 'detached' })
      assert.equal((await warnings.textContent())?.trim(), '')

      // A save answers with its warnings: they take the place of those typed.
      await nn.fill('Du har nye meldingar')
      await warnings.locator('.warning').filter({ hasText: 'placeholders' }).waitFor()
      await button(page, 'Save').click()
      await page.getByText(/Saved nn-NO as version \d+/).waitFor()
      await warnings.locator('.warning').filter({ hasText: 'placeholders' }).waitFor()
      assert.equal((await textsOf(id))['nn-NO'], 'Du har nye meldingar')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  it("marks the source's terms on a content's screen, with the preferred translation on hover", async () => {
    await term(
      [
        ['nn-NO', 'handsame', 'preferred'],
        ['nn-NO', 'behandle', 'forbidden'],
        ['nb-NO', 'behandle', 'preferred'],
      ],
      'Nynorsk: handsame, not behandle.',
    )
    const id = await create({ 'nb-NO': 'Vi behandler saken din.' })
    const { page, errors, close } = await signIn(ANNA, `#/content/${id}`)
    try {
      const nnGroup = page.getByRole('group', { name: 'nn-NO' })
      await page.getByRole('textbox', { name: 'nn-NO', exact: true }).focus()
      const mark = nnGroup.locator('mark')
      await mark.waitFor()
      assert.equal(await mark.textContent(), 'behandler')
      const tip = nnGroup.getByRole('tooltip')
      assert.equal(await tip.isVisible(), false, 'hidden until hovered or focused')
      await mark.hover()
      await tip.waitFor()
      assert.match((await tip.textContent()) ?? '', /behandle → handsame \(preferred in nn-NO\)/)
      // Nothing in memory is alike: at most the machine draft is suggested.
      await nnGroup.getByRole('heading', { name: 'Suggestions' }).waitFor()
      await nnGroup.locator('.suggestions [aria-busy]').waitFor({ state: 'detached' })
      const offered = await nnGroup.locator('.suggestion-meta').allTextContents()
      assert.ok(
        offered.every((meta) => /from machine/.test(meta)),
        offered.join(' | '),
      )
      await checkAccessible(page, 'content with marked terms')
      await screenshot(page, 'terms-marked')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  it('creates, finds, edits and deletes an entry on the Terms screen', async () => {
    const { page, errors, close } = await signIn(ANNA, '#/')
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms' }).click()
      await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor()
      // The title follows the screen in an effect of its own, a moment after the heading.
      await page
        .waitForFunction("document.title.startsWith('Terms')", undefined, { timeout: 5000 })
        .catch(() => {})
      assert.equal(await page.title(), 'Terms – content-store editor')
      await button(page, 'New entry').click()
      await page.getByLabel('Language of term 1').selectOption('nb-NO')
      await page.getByRole('textbox', { name: 'Term 1', exact: true }).fill('Min side')
      await button(page, 'Add term').click()
      await page.getByLabel('Language of term 2').selectOption('nn-NO')
      await page.getByRole('textbox', { name: 'Term 2', exact: true }).fill('Mi side')
      await button(page, 'Add term').click()
      await page.getByLabel('Language of term 3').selectOption('nn-NO')
      await page.getByRole('textbox', { name: 'Term 3', exact: true }).fill('Min side')
      await page.getByLabel('Status of term 3').selectOption('forbidden')
      await page.getByLabel('Note').fill('The page of one’s own case.')
      await checkAccessible(page, 'a new termbase entry')
      await button(page, 'Create entry').click()
      const created = page.getByText(/^Created entry \d+\.$/)
      await created.waitFor()
      const id = Number(/\d+/.exec((await created.textContent()) ?? '')?.[0])
      const stored = await api('GET', `/ContentApi/Terms/${id}`)
      assert.deepEqual(stored.json.terms, [
        { languageCode: 'nb-NO', term: 'Min side', status: 'preferred' },
        { languageCode: 'nn-NO', term: 'Mi side', status: 'preferred' },
        { languageCode: 'nn-NO', term: 'Min side', status: 'forbidden' },
      ])
      assert.equal(stored.json.note, 'The page of one’s own case.')

      // Found by an inflected form of a word it has.
      await page.getByRole('searchbox', { name: 'Search terms' }).fill('sida')
      await button(page, 'Search').click()
      const entry = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Entry ${id}` }) })
      await page.waitForURL(/#\/terms\?q=sida$/)
      await entry.waitFor()
      // The list before the search showed every entry: wait for the search's answer to replace it.
      const headings = page.getByRole('heading', { name: /^Entry \d+$/ })
      for (const deadline = Date.now() + 5000; (await headings.count()) !== 1 && Date.now() < deadline; )
        await page.waitForTimeout(50)
      assert.equal(await headings.count(), 1)
      await checkAccessible(page, 'the Terms screen')
      await screenshot(page, 'terms')

      await button(page, `Edit entry ${id}`).click()
      await page.getByLabel('Status of term 2').selectOption('admitted')
      await button(page, 'Remove term 3').click()
      await checkAccessible(page, 'an entry being edited')
      await button(page, 'Save entry').click()
      await page.getByText(`Saved entry ${id}.`).waitFor()
      assert.deepEqual((await api('GET', `/ContentApi/Terms/${id}`)).json.terms, [
        { languageCode: 'nb-NO', term: 'Min side', status: 'preferred' },
        { languageCode: 'nn-NO', term: 'Mi side', status: 'admitted' },
      ])

      page.once('dialog', (dialog) => void dialog.accept())
      await button(page, `Delete entry ${id}`).click()
      await page.getByText(`Deleted entry ${id}.`).waitFor()
      assert.equal((await api('GET', `/ContentApi/Terms/${id}`)).status, 404)
      await page.getByText('No entry has a term like “sida”.').waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  it('shows a read key the Terms screen read-only, and the aids without Use suggestion', async () => {
    const entry = await term([['nb-NO', 'vedtak', 'preferred']])
    const id = await create({ 'nb-NO': 'Søknaden din er mottatt.' })
    const { page, errors, close } = await signIn(READER, '#/terms')
    try {
      await page.getByRole('heading', { name: `Entry ${entry}` }).waitFor()
      for (const absent of ['New entry', `Edit entry ${entry}`, `Delete entry ${entry}`])
        assert.equal(await button(page, absent).count(), 0, absent)
      await checkAccessible(page, 'the Terms screen, read-only')

      await page.goto(`${server.url}/editor/#/content/${id}`)
      await page.getByRole('textbox', { name: 'nn-NO', exact: true }).focus()
      await page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first().waitFor()
      assert.equal(await page.getByRole('button', { name: /Use suggestion/ }).count(), 0)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  it('works 375 px wide: the queue with its aids and the Terms screen', async () => {
    const id = await create({ 'nb-NO': 'Vi behandler søknaden din med {0} vedlegg.' })
    const { page, errors, close } = await signIn(ANNA, `#/content/${id}`, 375)
    try {
      const nn = page.getByRole('textbox', { name: 'nn-NO', exact: true })
      await nn.focus()
      await page.getByRole('group', { name: 'nn-NO' }).locator('mark').first().waitFor()
      await page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first().waitFor()
      await nn.pressSequentially('Vi handsamar søknaden din.')
      await page.locator('#text-nn-NO-warnings .warning').first().waitFor()
      assert.equal(await overflows(page), false, 'no sideways scrolling')
      await checkAccessible(page, 'content with its aids at 375 px')
      await screenshot(page, 'aids-375px')

      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('link', { name: 'Terms' }).click()
      await page
        .getByRole('heading', { name: /^Entry \d+$/ })
        .first()
        .waitFor()
      await button(page, 'New entry').click()
      await page.getByRole('textbox', { name: 'Term 1', exact: true }).waitFor()
      assert.equal(await overflows(page), false, 'no sideways scrolling')
      await checkAccessible(page, 'the Terms screen at 375 px')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
