// The content screen in a real browser (issue 28): a restored content is live again, Save writes a changed key
// or says why not, unsaved text survives the key prompt, a conflict shows per language what the other person
// changed, and the details a person meets at once (focus, lang, questions before Restore and Delete text,
// read-only fields, a refused key, Save within reach 375 px wide). Debian's Chromium driven by playwright-core,
// against the server run as its own process on a temporary SQLite store, axe-core on each changed screen.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
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

const WRITER = 'content-write-key-0123456789'
const READER = 'content-read-key-0123456789'

/** What the page predicates read of the page (these tests are type-checked without the DOM's types). */
interface PageGlobals {
  document: {
    activeElement: { id: string; tagName: string } | null
    documentElement: { scrollHeight: number }
  }
  scrollTo(x: number, y: number): void
  sessionStorage: { setItem(key: string, value: string): void }
}

/** The id of the focused element, or BODY when focus fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = (globalThis as unknown as PageGlobals).document.activeElement
    return active?.tagName === 'BODY' ? 'BODY' : (active?.id ?? '')
  })

/**
 * Where focus is once the page has settled on one element other than <body> (after the message shown, focus
 * may still be on the button just pressed for a frame): the id of that element.
 */
async function focusedOn(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction(
      (id) => (globalThis as unknown as PageGlobals).document.activeElement?.id === id,
      expected,
      { timeout: 5000 },
    )
    .catch(() => {})
  return focused(page)
}

/** Answers the next dialog (confirm) and records its question. */
function answerDialog(page: Page, accept: boolean): string[] {
  const questions: string[] = []
  page.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void (accept ? dialog.accept() : dialog.dismiss())
  })
  return questions
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })

describe('the content screen in a browser', () => {
  let dir: string
  let server: Server
  let browser: Browser
  let context: BrowserContext
  const { api, create, textsOf, versionsOf, latestOf } = apiOf(() => server)
  /** Opens a screen and waits until the editor follows the change feed. */
  const open = async (page: Page, hash: string) => {
    await page.goto(`${server.url}/editor/${hash}`)
    await page.locator('body[data-following]').waitFor()
  }

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-ui-content-'))
    server = await startServer(dir)
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  })
  after(async () => {
    await browser?.close()
    await stopServer(server)
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('shows a content live after Archive, opening it again, History and Restore, and after a reload', async () => {
    const id = await create({ 'nb-NO': 'Skal tilbake', 'nn-NO': 'Skal attende' })
    const [first] = await versionsOf(id)
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    await textbox(page, 'nb-NO').waitFor()
    answerDialog(page, true)
    await page.getByRole('button', { name: 'Archive' }).click()
    await page.waitForURL(/#\/$/)
    // Open it again: the archived screen, from the 410.
    await page.goto(`${server.url}/editor/#/content/${id}`)
    await page.getByText(`Content ${id} is archived.`, { exact: false }).waitFor()
    await page.getByRole('link', { name: 'History' }).click()
    await page.getByText('This content is archived.').waitFor()
    const question = answerDialog(page, true)
    await page
      .getByRole('listitem', { name: /Created/ })
      .getByRole('button', { name: 'Restore' })
      .click()
    await page.waitForURL(new RegExp(`#/content/${id}$`))
    // Either screen: the live content's text areas, or the archived one's banner.
    await page.locator('#text-nb-NO, p.banner').first().waitFor()
    assert.equal(await page.getByText(/is archived/).count(), 0, 'the content is not shown as archived')
    const restored = page.getByText(new RegExp(`^Restored version ${first}: this is now version \\d+\\.$`))
    await restored.waitFor()
    assert.equal(
      await restored.textContent(),
      `Restored version ${first}: this is now version ${await latestOf(id)}.`,
    )
    assert.match(question[0] ?? '', new RegExp(`^Restore version ${first}\\?`))
    assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Skal tilbake')
    assert.equal((await api('GET', `/ContentApi/Content/${id}`)).status, 200)

    await page.reload()
    await page.locator('#text-nb-NO, p.banner').first().waitFor()
    assert.equal(await page.getByText(/is archived/).count(), 0, 'after a reload too')
    assert.equal(await textbox(page, 'nn-NO').inputValue(), 'Skal attende')
    await checkAccessible(page, 'restored content')
    // The only console errors are Chromium's notes of the 410 answer.
    assert.deepEqual(
      errors.filter((e) => !/status of 410/.test(e)),
      [],
    )
    await page.close()
  })

  it('leaves and enters a screen for each change of the address, even two before the first is handled', async () => {
    // Archive goes back to the list by changing the address; a link followed before the browser reported that
    // change came to the same screen again, which then kept showing the archived content as live (CI, 2026-12).
    const id = await create({ 'nb-NO': 'Arkiveres av en annen' })
    const { page } = await openPage(context)
    await open(page, `#/content/${id}`)
    await textbox(page, 'nb-NO').waitFor()
    assert.equal((await api('DELETE', `/ContentApi/Content/${id}`)).status, 204)
    await page.evaluate((hash) => {
      const here = globalThis as unknown as { location: { hash: string } }
      here.location.hash = '#/'
      here.location.hash = hash
    }, `#/content/${id}`)
    await page.getByText(`Content ${id} is archived.`, { exact: false }).waitFor({ timeout: 10_000 })
    assert.equal(await textbox(page, 'nb-NO').count(), 0, 'the archived content is not shown as live')
    await page.close()
  })

  it('saves a changed key together with the texts on Ctrl+S, or says why the key was not saved', async () => {
    await create({ 'nb-NO': 'Har nøkkelen' }, 'nokkel/opptatt')
    const id = await create({ 'nb-NO': 'Nøkkel og tekst' }, 'nokkel/gammel')
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    const keyField = page.getByRole('textbox', { name: 'Key', exact: true })
    await keyField.fill('nokkel/ny')
    await textbox(page, 'nb-NO').fill('Nøkkel og ny tekst')
    await page.keyboard.press('Control+s')
    await page.getByText(/^Saved nb-NO and the key nokkel\/ny as version \d+\.$/).waitFor()
    const stored = await api('GET', `/ContentApi/Content/${id}`)
    assert.equal(stored.json.key, 'nokkel/ny')
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Nøkkel og ny tekst' })
    assert.equal(await keyField.inputValue(), 'nokkel/ny')
    assert.equal(await saveButton(page).isDisabled(), true, 'nothing left unsaved')

    // A key another content has: the text is saved, the key is not, and the screen says so and keeps it.
    await keyField.fill('nokkel/opptatt')
    await textbox(page, 'nb-NO').fill('Tredje tekst')
    await page.keyboard.press('Control+s')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    assert.match(
      (await alert.textContent()) ?? '',
      /^Saved nb-NO as version \d+, but not the key nokkel\/opptatt: .*nokkel\/opptatt/,
    )
    assert.equal(await keyField.inputValue(), 'nokkel/opptatt', 'the typed key stays')
    assert.equal((await api('GET', `/ContentApi/Content/${id}`)).json.key, 'nokkel/ny')
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Tredje tekst' })
    assert.equal(await saveButton(page).isDisabled(), false, 'the key is still unsaved')
    await checkAccessible(page, 'key not saved')
    assert.deepEqual(
      errors.filter((e) => !/status of 409/.test(e)),
      [],
    )
    await page.close()
  })

  it("updates a language only the other person wrote, live, with the version in the title; Save writes B's", async () => {
    const id = await create({ 'nb-NO': 'Bokmål før', 'nn-NO': 'Nynorsk før' })
    const { page: b, errors } = await openPage(context)
    const other = await browser.newContext()
    const { page: a } = await openPage(other)
    try {
      await open(b, `#/content/${id}`)
      await textbox(b, 'nn-NO').fill('Nynorsk frå B')
      await open(a, `#/content/${id}`)
      await textbox(a, 'nb-NO').fill('Bokmål fra A')
      await saveButton(a).click()
      await a.getByText(/Saved nb-NO as version \d+/).waitFor()
      const theirs = await latestOf(id)

      await b
        .getByText(`Someone else changed nb-NO (version ${theirs}): shown here.`, { exact: false })
        .waitFor()
      assert.equal(await textbox(b, 'nb-NO').inputValue(), 'Bokmål fra A')
      assert.equal(await textbox(b, 'nn-NO').inputValue(), 'Nynorsk frå B')
      await b.getByRole('heading', { name: `Content ${id} version ${theirs}`, level: 1 }).waitFor()
      await saveButton(b).click()
      await b.getByText(/^Saved nn-NO as version \d+\.$/).waitFor()
      assert.deepEqual(await textsOf(id), { 'nb-NO': 'Bokmål fra A', 'nn-NO': 'Nynorsk frå B' })
      assert.deepEqual(errors, [])
    } finally {
      await other.close()
      await b.close()
    }
  })

  it('shows per language what the other person changed when Save meets their version (feed cut)', async () => {
    const id = await create({ 'nb-NO': 'Bokmål før', 'nn-NO': 'Nynorsk før' })
    const cut = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    // B does not hear of A's save (its change feed is down, as when the network drops it): Save finds out.
    await cut.route('**/ContentApi/Changes/stream**', (route) => route.abort())
    const { page: b, errors } = await openPage(cut)
    const other = await browser.newContext()
    const { page: a } = await openPage(other)
    try {
      await open(b, `#/content/${id}`)
      await textbox(b, 'nn-NO').fill('Nynorsk frå B')
      await open(a, `#/content/${id}`)
      await textbox(a, 'nb-NO').fill('Bokmål fra A')
      await saveButton(a).click()
      await a.getByText(/Saved nb-NO as version \d+/).waitFor()
      const theirs = await latestOf(id)

      await saveButton(b).click()
      const conflict = b.getByRole('region', { name: /Someone else saved this content/ })
      await conflict.waitFor()
      await conflict.getByText('They changed nb-NO.', { exact: false }).waitFor()
      assert.deepEqual(await conflict.getByRole('heading', { level: 3 }).allTextContents(), ['nb-NO'])
      assert.equal(await conflict.locator('p.text-block').textContent(), 'Bokmål fra A')
      assert.equal(await conflict.locator('p.text-block').getAttribute('lang'), 'nb-NO')
      assert.equal(await conflict.getByRole('button', { name: 'Take theirs' }).count(), 0, 'no clash')
      assert.equal(await textbox(b, 'nb-NO').inputValue(), 'Bokmål fra A', "A's text where only A wrote")
      assert.equal(await textbox(b, 'nn-NO').inputValue(), 'Nynorsk frå B')
      await b.getByRole('heading', { name: `Content ${id} version ${theirs}`, level: 1 }).waitFor()
      assert.equal(await focusedOn(b, 'conflict-title'), 'conflict-title')
      await checkAccessible(b, 'conflict in other languages')
      await conflict.getByRole('button', { name: 'Keep mine' }).click()
      await b.getByText(/^Saved nn-NO as version \d+\.$/).waitFor()
      assert.deepEqual(await textsOf(id), { 'nb-NO': 'Bokmål fra A', 'nn-NO': 'Nynorsk frå B' })

      // Both write en-US, only A nb-NO, only B nn-NO: en-US is compared, nb-NO shown, nn-NO kept.
      await a.reload()
      await textbox(a, 'nb-NO').waitFor()
      await textbox(b, 'nn-NO').fill('Nynorsk igjen frå B')
      await textbox(b, 'en-US').fill('English from B')
      await textbox(a, 'nb-NO').fill('Bokmål igjen fra A')
      await textbox(a, 'en-US').fill('English from A')
      await saveButton(a).click()
      await a.getByText(/Saved nb-NO, en-US as version \d+/).waitFor()
      const theirsAgain = await latestOf(id)
      await saveButton(b).click()
      await conflict.getByText('They changed nb-NO, en-US.', { exact: false }).waitFor()
      assert.deepEqual(await conflict.getByRole('heading', { level: 3 }).allTextContents(), [
        'nb-NO',
        'en-US',
      ])
      await conflict.getByText('Only you changed nn-NO', { exact: false }).waitFor()
      assert.equal(await textbox(b, 'nb-NO').inputValue(), 'Bokmål igjen fra A')
      assert.equal(await textbox(b, 'en-US').inputValue(), 'English from B')
      await conflict.getByRole('button', { name: 'Take theirs' }).click()
      await b.getByText(`You took their text: this is version ${theirsAgain}.`).waitFor()
      assert.equal(await textbox(b, 'en-US').inputValue(), 'English from A')
      assert.equal(await textbox(b, 'nn-NO').inputValue(), 'Nynorsk igjen frå B', 'not theirs: still unsaved')
      await saveButton(b).click()
      await b.getByText(/^Saved nn-NO as version \d+\.$/).waitFor()
      assert.deepEqual(await textsOf(id), {
        'nb-NO': 'Bokmål igjen fra A',
        'nn-NO': 'Nynorsk igjen frå B',
        'en-US': 'English from A',
      })
      assert.deepEqual(
        errors.filter((e) => !/status of 412|ERR_FAILED|Changes\/stream/.test(e)),
        [],
      )
    } finally {
      await other.close()
      await cut.close()
    }
  })

  it('moves focus to the heading or the message after opening, Save, Draft and Restore', async () => {
    // The engine's first text loads its dictionaries (up to 30 s on a busy machine): not in the browser's wait.
    const warm = await api('POST', '/ContentApi/Translations/Draft', {
      Text: 'Hei',
      From: 'nb-NO',
      To: 'nn-NO',
    })
    assert.equal(warm.status, 200)
    const id = await create({ 'nb-NO': 'Vi har mottatt søknaden' })
    const [first] = await versionsOf(id)
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    await textbox(page, 'nb-NO').waitFor()
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).document.activeElement?.tagName !== 'BODY',
    )
    assert.equal(await focusedOn(page, 'content-title'), 'content-title', 'opening a content')

    await textbox(page, 'nb-NO').fill('Vi har mottatt søknaden din')
    await saveButton(page).click()
    await page.getByText(/Saved nb-NO as version \d+/).waitFor()
    assert.equal(await focusedOn(page, 'content-notice'), 'content-notice', 'after Save')

    await page.getByRole('button', { name: 'Draft from Bokmål' }).click()
    await page.getByText(/Drafted nn-NO from the saved nb-NO text/).waitFor()
    assert.equal(await focusedOn(page, 'text-nn-NO'), 'text-nn-NO', 'after Draft: the drafted text')

    // Leaving with the unsaved draft asks first. Answered before Restore's question is listened for: a second
    // listener added while the first question was still on its way met that question too, and Restore's went
    // unanswered (dismissed), which failed this test once under load.
    const leaving = page.waitForEvent('dialog').then((dialog) => dialog.accept())
    await page.getByRole('link', { name: 'History' }).click()
    await leaving
    const question = answerDialog(page, true)
    await page
      .getByRole('listitem', { name: /Created/ })
      .getByRole('button', { name: 'Restore' })
      .click()
    const restored = page.getByText(new RegExp(`^Restored version ${first}: this is now version \\d+\\.$`))
    await restored.waitFor()
    assert.equal(
      await restored.textContent(),
      `Restored version ${first}: this is now version ${await latestOf(id)}.`,
    )
    assert.match(question[0] ?? '', new RegExp(`^Restore version ${first}\\?`))
    assert.equal(await focusedOn(page, 'content-notice'), 'content-notice', 'after Restore')
    await checkAccessible(page, 'restored, with its notice')
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('asks before Restore and Delete text, and changes nothing when told no', async () => {
    const id = await create({ 'nb-NO': 'Første', 'nn-NO': 'Fyrste' })
    const [first] = await versionsOf(id)
    assert.equal(
      (await api('PUT', `/ContentApi/Content/${id}/Properties/nb-NO`, { Text: 'Andre' })).status,
      200,
    )
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    const nn = page.getByRole('group', { name: 'nn-NO' })
    let question = answerDialog(page, false)
    await nn.getByRole('button', { name: 'Delete text' }).click()
    assert.match(question[0] ?? '', /^Delete the nn-NO text\?/)
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Andre', 'nn-NO': 'Fyrste' })
    assert.equal(await textbox(page, 'nn-NO').inputValue(), 'Fyrste')
    question = answerDialog(page, true)
    await nn.getByRole('button', { name: 'Delete text' }).click()
    await page.getByText(/Deleted the nn-NO text \(version \d+\)/).waitFor()
    assert.deepEqual(await textsOf(id), { 'nb-NO': 'Andre' })

    await open(page, `#/content/${id}/history`)
    question = answerDialog(page, false)
    await page
      .getByRole('listitem', { name: /Created/ })
      .getByRole('button', { name: 'Restore' })
      .click()
    assert.match(
      question[0] ?? '',
      new RegExp(`^Restore version ${first}\\? Its texts become the current ones`),
    )
    assert.equal(
      (await api('GET', `/ContentApi/Content/${id}/Versions`)).json.length,
      3,
      'no version written',
    )
    assert.ok(page.url().endsWith('/history'))
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('gives every text the lang of its language: text areas, the list, the history', async () => {
    const id = await create(
      { 'nb-NO': 'Språkmerket', 'nn-NO': 'Språkmerkt', 'en-US': 'Marked' },
      'lang/merket',
    )
    const { page, errors } = await openPage(context)
    await open(page, `#/content/${id}`)
    for (const code of ['nb-NO', 'nn-NO', 'en-US'])
      assert.equal(await textbox(page, code).getAttribute('lang'), code, `text area ${code}`)
    await checkAccessible(page, 'content')

    await open(page, '#/?keyPrefix=lang%2F')
    const listed = page.getByRole('list', { name: 'Contents' }).locator('.text')
    await listed.first().waitFor()
    assert.deepEqual(
      await listed.evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('lang'), n.textContent])),
      [
        ['nb-NO', 'Språkmerket'],
        ['nn-NO', 'Språkmerkt'],
        ['en-US', 'Marked'],
      ],
    )
    await checkAccessible(page, 'contents')

    await open(page, `#/content/${id}/history`)
    const diffs = page.locator('p.diff')
    await diffs.first().waitFor()
    assert.deepEqual(await diffs.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('lang'))), [
      'nb-NO',
      'nn-NO',
      'en-US',
    ])
    await checkAccessible(page, 'history')

    await open(page, '#/new')
    assert.equal(await textbox(page, 'nn-NO').getAttribute('lang'), 'nn-NO')
    assert.deepEqual(errors, [])
    await page.close()
  })

  it('keeps Save within reach 375 px wide, at the bottom of a tall content', async () => {
    const long = (word: string) => Array.from({ length: 60 }, (_, i) => `${word} ${i}.`).join(' ')
    const id = await create({
      'nb-NO': long('Lang tekst'),
      'nn-NO': long('Lang tekst'),
      'en-US': long('Long text'),
    })
    const narrow = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })
    try {
      const { page, errors } = await openPage(narrow)
      await open(page, `#/content/${id}`)
      await textbox(page, 'en-US').fill('Short at last')
      const height = await page.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.scrollHeight,
      )
      // Taller than the screen by more than the title row's distance from the top: without a sticky bar, Save
      // scrolls out of sight.
      assert.ok(height > 740 + 300, `the page is tall (${height} px)`)
      await page.evaluate(() =>
        (globalThis as unknown as PageGlobals).scrollTo(
          0,
          (globalThis as unknown as PageGlobals).document.documentElement.scrollHeight,
        ),
      )
      const box = await saveButton(page).boundingBox()
      assert.ok(box, 'Save is shown')
      assert.ok(box.y >= 0 && box.y + box.height <= 740, `Save is in the viewport (y ${box.y})`)
      // Nothing covers it: a tap lands on it, without scrolling first.
      const hit = await page.evaluate(
        ([x, y]) =>
          (
            globalThis as unknown as {
              document: { elementFromPoint(x: number, y: number): { textContent: string } }
            }
          ).document.elementFromPoint(x ?? 0, y ?? 0)?.textContent,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      assert.equal(hit, 'Save')
      await checkAccessible(page, 'tall content at 375 px, scrolled down')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.getByText(/Saved en-US as version \d+/).waitFor()
      assert.equal((await textsOf(id))['en-US'], 'Short at last')
      assert.deepEqual(errors, [])
    } finally {
      await narrow.close()
    }
  })

  describe('with API keys', () => {
    let keyed: Server
    let keyedDir: string
    const keyedApi = apiOf(() => keyed, WRITER)
    before(async () => {
      keyedDir = await mkdtemp(join(tmpdir(), 'content-store-ui-content-keys-'))
      keyed = await startServer(keyedDir, { API_KEYS: `${WRITER}:write,${READER}:read` })
    })
    after(async () => {
      await stopServer(keyed)
      if (keyedDir) await rm(keyedDir, { recursive: true, force: true })
    })

    /** A fresh tab that has entered `key` and opened the content. */
    const openWithKey = async (keyContext: BrowserContext, id: number, key: string) => {
      const { page, errors } = await openPage(keyContext)
      await page.goto(`${keyed.url}/editor/#/content/${id}`)
      await page.getByRole('textbox', { name: 'API key' }).fill(key)
      await page.getByRole('button', { name: 'Use key' }).click()
      await textbox(page, 'nb-NO').waitFor()
      return { page, errors }
    }

    it('keeps unsaved text through Change key, Cancel and entering the key again', async () => {
      const id = await keyedApi.create({ 'nb-NO': 'Lagret tekst' })
      const keyContext = await browser.newContext()
      try {
        const { page, errors } = await openWithKey(keyContext, id, WRITER)
        await textbox(page, 'nb-NO').fill('Ulagret tekst')
        await page.getByRole('textbox', { name: 'Key', exact: true }).fill('ulagret/nokkel')
        await page.getByRole('banner').getByRole('button', { name: 'Change key' }).click()
        await page.getByRole('heading', { name: 'API key' }).waitFor()
        await page.getByRole('button', { name: 'Cancel' }).click()
        await textbox(page, 'nb-NO').waitFor()
        assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Ulagret tekst', 'after Cancel')

        await page.getByRole('banner').getByRole('button', { name: 'Change key' }).click()
        await page.getByRole('textbox', { name: 'API key' }).fill(WRITER)
        await page.getByRole('button', { name: 'Use key' }).click()
        await textbox(page, 'nb-NO').waitFor()
        assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Ulagret tekst', 'after the key again')
        assert.equal(
          await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue(),
          'ulagret/nokkel',
        )
        await checkAccessible(page, 'content after the key prompt')
        await saveButton(page).click()
        await page.getByText(/^Saved nb-NO and the key ulagret\/nokkel as version \d+\.$/).waitFor()
        assert.deepEqual(await keyedApi.textsOf(id), { 'nb-NO': 'Ulagret tekst' })
        // Leaving for another screen still asks, and then the text is gone for good.
        await textbox(page, 'nb-NO').fill('Forlatt tekst')
        answerDialog(page, true)
        await page.getByRole('link', { name: 'Coverage' }).click()
        await page.getByRole('heading', { name: 'Coverage' }).waitFor()
        await page.goto(`${keyed.url}/editor/#/content/${id}`)
        await textbox(page, 'nb-NO').waitFor()
        assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Ulagret tekst')
        assert.deepEqual(errors, [])
      } finally {
        await keyContext.close()
      }
    })

    it('says in words that a refused key saved nothing, and offers Change key, keeping the text', async () => {
      const id = await keyedApi.create({ 'nb-NO': 'Før nøkkelen gikk ut' })
      const keyContext = await browser.newContext()
      try {
        const { page, errors } = await openWithKey(keyContext, id, WRITER)
        await textbox(page, 'nb-NO').fill('Skrevet mens nøkkelen gikk ut')
        // The key this tab holds stops being one the service knows (revoked: the service sees an unknown key).
        await page.evaluate(() =>
          (globalThis as unknown as PageGlobals).sessionStorage.setItem(
            'content-store.apiKey',
            'revoked-key-0123456789',
          ),
        )
        await saveButton(page).click()
        const alert = page.getByRole('alert')
        await alert.waitFor()
        const said = (await alert.textContent()) ?? ''
        assert.match(said, /did not accept your API key/)
        assert.match(said, /Nothing was saved/)
        assert.doesNotMatch(said, /Bearer|Authorization/)
        assert.equal(await focusedOn(page, 'content-error'), 'content-error')
        await checkAccessible(page, 'key refused')
        await page.getByRole('main').getByRole('button', { name: 'Change key' }).click()
        await page.getByRole('textbox', { name: 'API key' }).fill(WRITER)
        await page.getByRole('button', { name: 'Use key' }).click()
        await textbox(page, 'nb-NO').waitFor()
        assert.equal(await textbox(page, 'nb-NO').inputValue(), 'Skrevet mens nøkkelen gikk ut')
        await saveButton(page).click()
        await page.getByText(/^Saved nb-NO as version \d+\.$/).waitFor()
        assert.deepEqual(await keyedApi.textsOf(id), { 'nb-NO': 'Skrevet mens nøkkelen gikk ut' })
        assert.deepEqual(
          errors.filter((e) => !/status of 401/.test(e)),
          [],
        )
      } finally {
        await keyContext.close()
      }
    })

    it('shows read-only text areas unlike editable ones', async () => {
      const id = await keyedApi.create({ 'nb-NO': 'Bare lesing' })
      const styles = async (key: string) => {
        const keyContext = await browser.newContext()
        try {
          const { page, errors } = await openWithKey(keyContext, id, key)
          const style = await textbox(page, 'nb-NO').evaluate((node) => {
            const s = (
              globalThis as unknown as {
                getComputedStyle(n: unknown): { borderTopStyle: string; resize: string; cursor: string }
              }
            ).getComputedStyle(node)
            return { border: s.borderTopStyle, resize: s.resize, cursor: s.cursor }
          })
          if (key === READER) await checkAccessible(page, 'read-only content')
          assert.deepEqual(errors, [])
          return style
        } finally {
          await keyContext.close()
        }
      }
      const editable = await styles(WRITER)
      const readOnly = await styles(READER)
      assert.deepEqual(editable, { border: 'solid', resize: 'vertical', cursor: 'text' })
      assert.deepEqual(readOnly, { border: 'dashed', resize: 'none', cursor: 'default' })
    })
  })
})
