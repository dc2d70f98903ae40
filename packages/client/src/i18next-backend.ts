// An i18next backend that loads a language's texts from the service (`GET /ContentApi/Bundles/{lang}?format=
// i18next`), revalidates them with If-None-Match (a 304 sends no body), and with `live: true` follows the
// change log's stream and reloads the languages a change may affect, gathered over `debounceMs`, so that an
// open app shows a changed text within a second, without reloading the page.
//
// Which languages a change affects: the ones it names, among those i18next loaded; but a bundle with the
// service's fallback (the default) holds texts of the languages its chain falls back to, which the client does
// not know, so then every loaded language is reloaded (i18next apps load one or two). A key change names no
// language and affects every bundle.
import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next'
import { type ContentStoreClient, createClient } from './api-client.js'
import { type Change, followChanges } from './change-stream.js'

export interface ContentStoreBackendOptions {
  /** The service's address, e.g. https://content.example.no */
  url: string
  /** An API key, when the service needs one for reading. */
  key?: string
  /** Follow the change log and reload the languages a change affects. */
  live?: boolean
  /** How long changes are gathered before the languages they affect are reloaded (ms, default 100). */
  debounceMs?: number
  /** The service's fallback along its language chains (default true); false: only texts in the language. */
  fallback?: boolean
  /** Only contents whose key starts with this (one app's texts, e.g. `skjema/`). */
  keyPrefix?: string
  /** Stops following the change log. */
  signal?: AbortSignal
  /** Called each time the change stream is open (again): from then on, every change is seen. */
  onOpen?: () => void
  /** Failures of a reload or of the stream (which reconnects); console.warn by default. */
  onError?: (error: unknown) => void
  /** Another fetch; the global one otherwise. */
  fetch?: typeof fetch
}

interface CachedBundle {
  etag: string
  texts: ResourceKey
}

export class ContentStoreBackend implements BackendModule<ContentStoreBackendOptions> {
  static readonly type = 'backend'
  readonly type = 'backend'
  /** read(language, namespace, callback) */
  readonly callbackApi = true
  private options: ContentStoreBackendOptions = { url: '' }
  private client: ContentStoreClient | undefined
  private services: Services | undefined
  /** The last bundle of each language, and the namespaces i18next read it for. */
  private readonly bundles = new Map<string, CachedBundle>()
  private readonly namespaces = new Map<string, Set<string>>()
  private readonly loading = new Map<string, Promise<ResourceKey>>()
  private readonly pending = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly stop = new AbortController()

  constructor(services?: Services, options?: ContentStoreBackendOptions) {
    if (services && options) this.init(services, options)
  }

  init(services: Services, options: ContentStoreBackendOptions): void {
    this.services = services
    this.options = { debounceMs: 100, ...options }
    this.client = createClient({ url: options.url, key: options.key, fetch: options.fetch })
    if (!options.live) return
    const signal = options.signal ? AbortSignal.any([options.signal, this.stop.signal]) : this.stop.signal
    signal.addEventListener('abort', () => clearTimeout(this.timer), { once: true })
    void followChanges(this.client, {
      signal,
      onChange: (change) => this.schedule(this.affectedBy(change)),
      // Opened from `latest`, not from a cursor: what was written between the first read and the opening is
      // caught by revalidating what is loaded (a 304 when nothing was).
      onOpen: (resumed) => {
        if (!resumed) this.schedule([...this.namespaces.keys()])
        options.onOpen?.()
      },
      onError: (error) => this.reportError(error),
    })
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const known = this.namespaces.get(language) ?? new Set<string>()
    this.namespaces.set(language, known.add(namespace))
    this.load(language).then(
      (texts) => callback(null, texts),
      (error: Error) => {
        // A reload that fails keeps what the app shows; only a first load fails in i18next.
        const kept = this.bundles.get(language)
        if (!kept) return callback(error, false)
        this.reportError(error)
        callback(null, kept.texts)
      },
    )
  }

  /** Stops following the change log (also by the `signal` option). */
  close(): void {
    this.stop.abort()
  }

  /**
   * The language's texts: the kept ones when the service answers 304 to their ETag. Loads of one language
   * run one after the other, so that a reload sends the ETag of the load before it (and an older answer never
   * replaces a newer one).
   */
  private load(language: string): Promise<ResourceKey> {
    const previous = this.loading.get(language)
    const next = (previous ?? Promise.resolve()).catch(() => {}).then(() => this.fetchBundle(language))
    this.loading.set(language, next)
    const forget = () => {
      if (this.loading.get(language) === next) this.loading.delete(language)
    }
    next.then(forget, forget)
    return next
  }

  private async fetchBundle(language: string): Promise<ResourceKey> {
    const client = this.client
    if (!client) throw new Error('ContentStoreBackend: init was not called')
    const cached = this.bundles.get(language)
    const answer = await client.getBundle({
      path: { languageCode: language },
      query: {
        format: 'i18next',
        ...(this.options.fallback === false ? { fallback: false } : {}),
        ...(this.options.keyPrefix === undefined ? {} : { keyPrefix: this.options.keyPrefix }),
      },
      ...(cached ? { header: { 'if-none-match': cached.etag } } : {}),
    })
    if (answer.status === 304 && cached) return cached.texts
    const texts = answer.data as ResourceKey
    const etag = answer.headers.get('etag')
    if (etag) this.bundles.set(language, { etag, texts })
    return texts
  }

  private affectedBy(change: Change): string[] {
    const loaded = [...this.namespaces.keys()]
    const named = new Set(change.languages.map((l) => l.toLowerCase()))
    const onlyNamed = change.kind === 'languageAdded' || (this.options.fallback === false && named.size > 0)
    return onlyNamed ? loaded.filter((l) => named.has(l.toLowerCase())) : loaded
  }

  /** Gathers languages to reload; reloads them `debounceMs` after the first. */
  private schedule(languages: readonly string[]): void {
    for (const language of languages) this.pending.add(language)
    if (this.pending.size === 0 || this.timer !== undefined) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      const languages = [...this.pending]
      this.pending.clear()
      const namespaces = [...new Set(languages.flatMap((l) => [...(this.namespaces.get(l) ?? [])]))]
      const reload = this.services?.utils?.reloadResources
      if (!reload)
        return this.reportError(new Error('ContentStoreBackend: live updates need i18next 26.7 or later'))
      reload(languages, namespaces).catch((error: unknown) => this.reportError(error))
    }, this.options.debounceMs)
  }

  private reportError(error: unknown): void {
    if (this.options.onError) this.options.onError(error)
    else console.warn('content-store:', error instanceof Error ? error.message : error)
  }
}
