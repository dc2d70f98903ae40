// The i18next backend in Node, with real i18next against a real app: loading a language, revalidating with
// If-None-Match (a 304 without a body), and live updates from the change stream, gathered into one reload.
// (The same in Chromium, from another origin: test-ui/client-live.test.ts.)
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import i18next, { type i18n } from 'i18next'
import { appOnStore } from '../../../test/helpers/app.js'
import { ContentStoreBackend, createClient } from '../src/index.js'

/** The next time i18next has (re)loaded resources. */
function loaded(instance: i18n): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      instance.off('loaded', done)
      resolve()
    }
    instance.on('loaded', done)
  })
}

interface Fetched {
  url: string
  status: number
  bytes: number
}

describe('the i18next backend', () => {
  // The words read as a server reads them: the burst below must come together, not wait behind a first read.
  const suite = appOnStore('sqlite', { readSearchDictionaryNow: true })
  const instances: i18n[] = []
  after(() => {
    for (const instance of instances) instance.services.backendConnector.backend.close()
  })

  /** An i18next instance on the backend, and the bundle requests it made (status and body size). */
  async function start(options: { live?: boolean; debounceMs?: number; onOpen?: () => void }) {
    const fetched: Fetched[] = []
    const instance = i18next.createInstance()
    instances.push(instance)
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (String(input).includes('/Bundles/')) {
        const bytes = (await response.clone().arrayBuffer()).byteLength
        fetched.push({ url: String(input), status: response.status, bytes })
      }
      return response
    }
    await instance.use(ContentStoreBackend).init({
      lng: 'nn-NO',
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      backend: { url: suite.running.url, fetch: recording, ...options },
    })
    return { instance, fetched }
  }

  const api = () => createClient({ url: suite.running.url })

  it('loads the language as nested i18next JSON, which t() reads by dotted key', async () => {
    const created = await api().createContent({
      body: { Key: 'skjema.tittel', Text: 'Søknad om barnehageplass', LanguageCode: 'nn-NO' },
    })
    assert.equal(created.status, 201)
    const { instance, fetched } = await start({})
    assert.equal(instance.t('skjema.tittel'), 'Søknad om barnehageplass')
    assert.deepEqual(
      fetched.map((f) => [new URL(f.url).pathname + new URL(f.url).search, f.status]),
      [['/ContentApi/Bundles/nn-NO?format=i18next', 200]],
    )
  })

  it('revalidates with If-None-Match: the 304 has no body, and the texts stay', async () => {
    const { instance, fetched } = await start({})
    await instance.reloadResources()
    assert.deepEqual(
      fetched.map((f) => [f.status, f.bytes > 0]),
      [
        [200, true],
        [304, false],
      ],
    )
    assert.equal(instance.t('skjema.tittel'), 'Søknad om barnehageplass')
  })

  it('reloads the language once for changes that come together, and t() answers the new text', async () => {
    let opened = () => {}
    const open = new Promise<void>((resolve) => {
      opened = resolve
    })
    const { instance, fetched } = await start({ live: true, debounceMs: 1000, onOpen: () => opened() })
    // From here every change is seen (a revalidation the opening scheduled joins the writes' reload).
    await open
    const before = fetched.length
    const id = (await api().getContentByKey({ path: { key: 'skjema.tittel' } })).data?.id as number
    const reloaded = loaded(instance)
    await Promise.all([
      api().writeText({ path: { id, languageCode: 'nn-NO' }, body: { Text: 'Søknad om plass i barnehage' } }),
      api().createContent({ body: { Key: 'skjema.send', Text: 'Send', LanguageCode: 'nn-NO' } }),
      api().createContent({ body: { Key: 'skjema.avbryt', Text: 'Avbryt', LanguageCode: 'nn-NO' } }),
    ])
    await reloaded
    assert.equal(instance.t('skjema.tittel'), 'Søknad om plass i barnehage')
    assert.equal(instance.t('skjema.send'), 'Send')
    assert.equal(instance.t('skjema.avbryt'), 'Avbryt')
    assert.deepEqual(
      fetched.slice(before).map((f) => f.status),
      [200],
    )
  })
})
