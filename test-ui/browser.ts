// What every browser test of the editor starts with: Debian's Chromium through playwright-core, the server as
// its own process on a temporary SQLite store, a page that records its console errors, and axe-core's verdict
// on a screen. One copy, so that the suites (editor, content screen, shell) launch and judge alike.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { spawnServer } from '../test/helpers/server-process.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export type Server = ReturnType<typeof spawnServer>

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

/** The server on a SQLite store in `dir`, answering. */
export async function startServer(dir: string, env: Record<string, string> = {}): Promise<Server> {
  const server = spawnServer({ DATABASE_URL: `sqlite:${join(dir, 'store.db')}`, ...env })
  await server.ready
  return server
}

export async function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return
  server.child.kill('SIGTERM')
  await server.exited
}

/** A page that records its console errors and uncaught exceptions. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/** axe-core finds no serious or critical violation on the screen as it is. */
export async function checkAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  assert.deepEqual(bad, [], `axe on ${screen}`)
}
