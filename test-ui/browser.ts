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

/** The API as any client calls it, for setting up and checking what the editor did. */
export function apiOf(server: () => Server, key?: string) {
  const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server().url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      json: text ? JSON.parse(text) : undefined,
    }
  }
  const create = async (texts: Record<string, string>, contentKey?: string): Promise<number> => {
    const properties = Object.entries(texts).map(([LanguageCode, Text]) => ({ LanguageCode, Text }))
    const created = await api('POST', '/ContentApi/Content', {
      Properties: properties,
      ...(contentKey ? { Key: contentKey } : {}),
    })
    assert.equal(created.status, 201)
    return created.json.id as number
  }
  const textsOf = async (id: number): Promise<Record<string, string>> => {
    const answer = await api('GET', `/ContentApi/Content/${id}`)
    return Object.fromEntries(
      answer.json.properties.map((p: { text: string; language: { languageCode: string } }) => [
        p.language.languageCode,
        p.text,
      ]),
    )
  }
  /** Version ids count across the whole store: a content's are read, never assumed. */
  const versionsOf = async (id: number): Promise<number[]> =>
    (await api('GET', `/ContentApi/Content/${id}/Versions`)).json.map((v: { id: number }) => v.id)
  const latestOf = async (id: number): Promise<number> =>
    Number((await api('GET', `/ContentApi/Content/${id}`)).etag?.replace(/"/g, ''))
  return { api, create, textsOf, versionsOf, latestOf }
}
