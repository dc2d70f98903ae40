// The translation queue and the workflow in the content screen (issue 30, item 9), in a real browser: the
// missing, outdated and review queues, Save & next (and Ctrl+Enter), Approve & next, Skip, Draft from Bokmål
// with the real Apertium engine, a conflict on Save & next, the outdated source's changes marked, a machine
// draft saved unchanged staying a machine draft, and per-language keys: a key limited to nn-NO sees the other
// languages read-only and no Approve, a reviewer approves, and History names who wrote each version.
// Debian's Chromium driven by playwright-core, against the server as its own process on a temporary SQLite
// store, axe-core on each screen. SCREENSHOTS=1 writes the queue to docs/editor/.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
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
const ANNA = 'anna-nynorsk-key-0123456789'
const RITA = 'rita-review-key-0123456789'

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1')
    await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true })
}

interface Workflow {
  state: string
  by: string
  outdated?: boolean
  basedOn?: { languageCode: string; versionId: number }
}
interface Property {
  text: string
  language: { languageCode: string }
  workflow?: Workflow
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const queueText = (page: Page) => page.locator('#queue-text')
/** Waits until the queue shows content `id`. */
const showing = (page: Page, id: number) =>
  page
    .locator('#queue-item-title')
    .filter({ hasText: new RegExp(`^Content ${id}\\b`) })
    .waitFor()
const count = (page: Page) => page.locator('#queue-count')

describe('the translation queue in a browser', () => {
  let dir: string
  let server: Server
  let browser: Browser
  let context: BrowserContext
  const { api, create, versionsOf } = apiOf(() => server)

  /** The workflow of a content's text in a language, as the API reads it. */
  const workflowOf = async (id: number, code: string): Promise<Property | undefined> =>
    (await api('GET', `/ContentApi/Content/${id}`)).json.properties.find(
      (p: Property) => p.language.languageCode === code,
    )
  const open = async (page: Page, hash: string) => {
    await page.goto(`${server.url}/editor/${hash}`)
    await page.locator('body[data-following]').waitFor()
  }
  const queue = (kind: string) => `#/translate?from=nb-NO&to=nn-NO&queue=${kind}`

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-ui-translate-'))
    server = await startServer(dir)
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    // The engine's first text loads its dictionaries (up to 30 s on a busy machine): not in the browser's wait.
    const warm = await api('POST', '/ContentApi/Translations/Draft', {
      Text: 'Hei',
      From: 'nb-NO',
      To: 'nn-NO',
    })
    assert.equal(warm.status, 200)
  })
  after(async () => {
    await browser?.close()
    await stopServer(server)
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('works the missing queue: Draft from Bokmål, Ctrl+Enter, a conflict on Save & next, Skip', async () => {
    const first = await create({ 'nb-NO': 'Vi har ikke mottatt dokumentene dine ennå' }, 'missing/a')
    const second = await create({ 'nb-NO': 'Søknaden er sendt' }, 'missing/b')
    const third = await create({ 'nb-NO': 'Frist for å søke' }, 'missing/c')
    await create({ 'nb-NO': 'Har begge', 'nn-NO': 'Har begge' }, 'missing/both')
    const { page, errors } = await openPage(context)
    await open(page, queue('missing'))
    await showing(page, first)
    assert.equal(await count(page).textContent(), '3 left in this queue.')
    await page.getByText('Vi har ikke mottatt dokumentene dine ennå', { exact: true }).waitFor()
    assert.equal(await page.locator('.queue-item [lang="nb-NO"]').count(), 1, 'the source is marked nb-NO')
    await checkAccessible(page, 'missing queue')

    // A machine draft fills the empty Nynorsk; Ctrl+Enter saves it and moves on.
    await button(page, 'Draft from Bokmål').click()
    await page.getByText(/Drafted nn-NO from the saved nb-NO text/).waitFor()
    const drafted = await queueText(page).inputValue()
    assert.match(drafted, /ikkje/)
    await screenshot(page, 'translate-queue')
    await page.keyboard.press('Control+Enter')
    await showing(page, second)
    assert.equal(await count(page).textContent(), '2 left in this queue.')
    await page.getByText(new RegExp(`Content ${first}: saved the nn-NO text`)).waitFor()
    const saved = await workflowOf(first, 'nn-NO')
    assert.equal(saved?.text, drafted)
    assert.equal(saved?.workflow?.state, 'translated', 'a person saved it')
    assert.equal(saved?.workflow?.basedOn?.languageCode, 'nb-NO')

    // Someone else writes the same text meanwhile: Save & next shows the conflict view; Keep mine saves mine.
    await queueText(page).fill('Søknaden er send')
    const theirs = await api('PUT', `/ContentApi/Content/${second}/Properties/nn-NO`, {
      Text: 'Søknaden er sendt inn',
    })
    assert.equal(theirs.status, 200)
    await button(page, 'Save & next').click()
    await page
      .getByRole('heading', { name: 'Someone else saved this content while you were editing' })
      .waitFor()
    assert.equal(
      await page.locator('.conflict [lang="nn-NO"]').first().textContent(),
      'Søknaden er sendt inn',
    )
    await checkAccessible(page, 'queue conflict')
    await button(page, 'Keep mine').click()
    await showing(page, third)
    assert.equal((await workflowOf(second, 'nn-NO'))?.text, 'Søknaden er send')

    // Skip leaves it in the queue; Start again reads the queue anew.
    await button(page, 'Skip').click()
    await page.getByText('Nothing left in this queue. You skipped 1.').waitFor()
    assert.equal(await workflowOf(third, 'nn-NO'), undefined, 'nothing written')
    await button(page, 'Start again').click()
    await showing(page, third)
    assert.equal(await count(page).textContent(), '1 left in this queue.')
    await queueText(page).fill('Frist for å søkje')
    await button(page, 'Save & next').click()
    await page.getByText('Nothing left in this queue.', { exact: true }).waitFor()
    // The conflict's 412 is in the console as a failed load, as in the content screen's conflict.
    assert.deepEqual(
      errors.filter((e) => !/status of 412/.test(e)),
      [],
    )
    await page.close()
  })

  it('keeps a machine draft saved unchanged a machine draft; Approve & next marks it reviewed', async () => {
    const kept = await create({ 'nb-NO': 'Søknaden må sendes innen fredag' }, 'review/kept')
    const approved = await create({ 'nb-NO': 'Du får svar innen to uker' }, 'review/approved')
    const fill = await api('POST', '/ContentApi/Translations/Drafts?from=nb-NO&to=nn-NO&keyPrefix=review/')
    assert.deepEqual(fill.json, { written: 2, skipped: 0 })
    const versionsBefore = await versionsOf(kept)
    const { page, errors } = await openPage(context)
    await open(page, queue('review'))
    await showing(page, kept)
    assert.equal(await count(page).textContent(), '2 left in this queue.')
    const target = page.locator('.queue-item .language').nth(1)
    await target.getByText('Machine draft', { exact: true }).waitFor()
    await target.getByText('by anonymous', { exact: true }).waitFor()
    await checkAccessible(page, 'review queue')

    // Typed and typed back: the same text, so nothing is sent and it stays a machine draft.
    await queueText(page).press('End')
    await queueText(page).press('x')
    await queueText(page).press('Backspace')
    await button(page, 'Save & next').click()
    await showing(page, approved)
    await page.getByText(`Content ${kept}: the nn-NO text is unchanged, nothing was saved.`).waitFor()
    assert.equal((await workflowOf(kept, 'nn-NO'))?.workflow?.state, 'machine')
    assert.deepEqual(await versionsOf(kept), versionsBefore, 'no version written')

    await button(page, 'Approve & next').click()
    await page.getByText('Nothing left in this queue.', { exact: true }).waitFor()
    const reviewed = await workflowOf(approved, 'nn-NO')
    assert.equal(reviewed?.workflow?.state, 'reviewed')

    // The machine draft kept is still in the queue (read anew as the page loads); approving it empties it.
    await page.reload()
    await showing(page, kept)
    assert.equal(await count(page).textContent(), '1 left in this queue.')
    await button(page, 'Approve & next').click()
    await page.getByText('Nothing left in this queue.', { exact: true }).waitFor()
    assert.equal((await workflowOf(kept, 'nn-NO'))?.workflow?.state, 'reviewed')
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('marks what changed in the source of an outdated translation; Approve & next confirms it', async () => {
    const id = await create({ 'nb-NO': 'Søk om plass i barnehage' }, 'outdated/a')
    assert.equal(
      (await api('PUT', `/ContentApi/Content/${id}/Properties/nn-NO`, { Text: 'Søk om plass i barnehage' }))
        .status,
      200,
    )
    assert.equal(
      (
        await api('PUT', `/ContentApi/Content/${id}/Properties/nb-NO`, {
          Text: 'Søk om ny plass i barnehagen',
        })
      ).status,
      200,
    )
    assert.equal((await workflowOf(id, 'nn-NO'))?.workflow?.outdated, true)
    const { page, errors } = await openPage(context)
    await open(page, queue('outdated'))
    await showing(page, id)
    assert.equal(await count(page).textContent(), '1 left in this queue.')
    const source = page.locator('.queue-item .language').first()
    await page.locator('.queue-item').getByText('Outdated', { exact: true }).waitFor()
    assert.deepEqual(await source.locator('ins').allTextContents(), ['ny ', 'barnehagen'])
    assert.deepEqual(await source.locator('del').allTextContents(), ['barnehage'])
    await screenshot(page, 'translate-outdated')
    await checkAccessible(page, 'outdated queue')

    await button(page, 'Approve & next').click()
    await page.getByText('Nothing left in this queue.', { exact: true }).waitFor()
    const confirmed = await workflowOf(id, 'nn-NO')
    assert.equal(confirmed?.workflow?.state, 'reviewed')
    assert.equal(confirmed?.workflow?.outdated, false)
    assert.deepEqual(errors, [])
    await page.close()
  })

  describe('with keys limited by language and scope', () => {
    let keyed: Server
    let keyedDir: string
    const rita = apiOf(() => keyed, RITA)

    before(async () => {
      keyedDir = await mkdtemp(join(tmpdir(), 'content-store-ui-translate-keys-'))
      keyed = await startServer(keyedDir, { API_KEYS: `anna:${ANNA}:write:nn-NO,rita:${RITA}:review` })
    })
    after(async () => {
      await stopServer(keyed)
      if (keyedDir) await rm(keyedDir, { recursive: true, force: true })
    })

    /** A page in a context of its own, with the key given at the prompt. */
    const signIn = async (key: string, hash: string) => {
      const keyContext = await browser.newContext({ viewport: { width: 1280, height: 860 } })
      const { page, errors } = await openPage(keyContext)
      await page.goto(`${keyed.url}/editor/${hash}`)
      await page.getByRole('textbox', { name: 'API key' }).fill(key)
      await button(page, 'Use key').click()
      await page.locator('body[data-following]').waitFor()
      return { page, errors, close: () => keyContext.close() }
    }

    it('shows a key limited to nn-NO the other languages read-only, and no Approve', async () => {
      const id = await rita.create({ 'nb-NO': 'Ny søknad' }, 'keys/content')
      const queued = await rita.create({ 'nb-NO': 'Send inn' }, 'keys/queued')
      const { page, errors, close } = await signIn(ANNA, `#/content/${id}`)
      try {
        const nb = page.getByRole('textbox', { name: 'nb-NO', exact: true })
        const nn = page.getByRole('textbox', { name: 'nn-NO', exact: true })
        await nb.waitFor()
        assert.equal(await nb.getAttribute('readonly'), '', 'nb-NO is read-only')
        assert.equal(await nn.getAttribute('readonly'), null, 'nn-NO is writable')
        assert.equal(
          await nb.evaluate(
            (el) => (globalThis as unknown as CssGlobals).getComputedStyle(el).borderTopStyle,
          ),
          'dashed',
          'and looks it',
        )
        for (const absent of ['Archive', 'Approve', 'Save key', 'Delete text']) {
          assert.equal(await button(page, absent).count(), 0, `no ${absent}`)
        }
        await nn.fill('Ny søknad på nynorsk')
        await button(page, 'Save').click()
        await page.getByText(/Saved nn-NO as version \d+/).waitFor()
        await page.getByRole('group', { name: 'nn-NO' }).getByText('by anna', { exact: true }).waitFor()
        await page.getByRole('group', { name: 'nb-NO' }).getByText('by rita', { exact: true }).waitFor()
        await checkAccessible(page, 'content with a key limited to nn-NO')

        await page.getByRole('link', { name: 'History' }).click()
        const versions = page.locator('.versions > li')
        await versions.first().waitFor()
        assert.deepEqual(
          await versions.locator('.by').allTextContents(),
          ['by anna', 'by rita'],
          'newest first, each with who wrote it',
        )
        await screenshot(page, 'history-by')
        await checkAccessible(page, 'history with by')

        await page.getByRole('link', { name: 'Translate', exact: true }).click()
        await showing(page, queued)
        assert.equal(await button(page, 'Save & next').count(), 1)
        assert.equal(await button(page, 'Approve & next').count(), 0, 'no review scope')
        assert.equal(await button(page, 'Skip').count(), 1)
        await checkAccessible(page, 'queue with a key limited to nn-NO')
        assert.deepEqual(errors, [])
      } finally {
        await close()
      }
    })

    it('lets a reviewer approve in the content screen; History says who approved', async () => {
      const id = await rita.create({ 'nb-NO': 'Til godkjenning' }, 'keys/review')
      const anna = apiOf(() => keyed, ANNA)
      assert.equal(
        (await anna.api('PUT', `/ContentApi/Content/${id}/Properties/nn-NO`, { Text: 'Til godkjenning' }))
          .status,
        200,
      )
      const { page, errors, close } = await signIn(RITA, `#/content/${id}`)
      try {
        const nnGroup = page.getByRole('group', { name: 'nn-NO' })
        await nnGroup.getByText('Translated', { exact: true }).waitFor()
        await nnGroup.getByText('by anna', { exact: true }).waitFor()
        await nnGroup.getByRole('button', { name: 'Approve', exact: true }).click()
        await page.getByText(/Approved the nn-NO text/).waitFor()
        await nnGroup.getByText('Reviewed', { exact: true }).waitFor()
        assert.equal(await nnGroup.getByRole('button', { name: 'Approve', exact: true }).count(), 0)
        await page.getByRole('link', { name: 'History' }).click()
        await page.getByRole('heading', { name: /Reviewed/ }).waitFor()
        assert.deepEqual(await page.locator('.versions > li .by').allTextContents(), [
          'by rita',
          'by anna',
          'by rita',
        ])
        assert.deepEqual(errors, [])
      } finally {
        await close()
      }
    })
  })
})

/** What the page predicates read of the page (these tests are type-checked without the DOM's types). */
interface CssGlobals {
  getComputedStyle(element: unknown): { borderTopStyle: string }
}
