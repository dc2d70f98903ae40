// Languages are reference data: held in memory and looked up without a query. A miss reloads the list
// (concurrent misses share the reload) before the code is declared unknown, so a language an operator added
// to the store, from this process or another, is found without a restart. A code that missed is not looked
// up again for a second, so that a client sending unknown codes costs at most one query per code per second.
import type { Language } from '../schemas/languages.js'
import { UnknownLanguageError } from './errors.js'

const MISS_MEMORY_MS = 1000
/** Codes remembered as unknown at most; past it the memory starts afresh. */
const MISS_MEMORY_SIZE = 10_000

export class LanguageCatalog {
  #byCode = new Map<string, Language>()
  #byId = new Map<number, Language>()
  #jsonById = new Map<number, string>()
  #all: Language[] = []
  #reloading: Promise<void> | undefined
  #loadedAt = 0
  readonly #missedAt = new Map<string, number>()

  constructor(private readonly read: () => Promise<Language[]>) {}

  async load(): Promise<void> {
    this.#all = await this.read()
    // BCP 47 tags compare case-insensitively; the stored spelling is what the API returns.
    this.#byCode = new Map(this.#all.map((l) => [l.languageCode.toLowerCase(), l]))
    this.#byId = new Map(this.#all.map((l) => [l.id, l]))
    this.#jsonById = new Map(this.#all.map((l) => [l.id, JSON.stringify(l)]))
    this.#loadedAt = Date.now()
  }

  /** Reloads, sharing one reload among concurrent callers. */
  reload(): Promise<void> {
    this.#reloading ??= this.load().finally(() => {
      this.#reloading = undefined
    })
    return this.#reloading
  }

  /** The cached codes; with `refresh`, reloaded first when older than `maxAgeMs` (bounding reloads). */
  async codes(refresh = false, maxAgeMs = 5000): Promise<readonly string[]> {
    if (refresh && Date.now() - this.#loadedAt > maxAgeMs) await this.reload()
    return this.#all.map((l) => l.languageCode)
  }

  all(): readonly Language[] {
    return this.#all
  }

  /** The language of an id read from the store; ensureIds first when it may be new to this process. */
  byId(id: number): Language {
    const language = this.#byId.get(id)
    if (!language) throw new Error(`language ${id} is not in the catalog`)
    return language
  }

  /** The JSON text of a language, as JSON.stringify(byId(id)) gives it. */
  jsonOf(id: number): string {
    const json = this.#jsonById.get(id)
    if (json === undefined) throw new Error(`language ${id} is not in the catalog`)
    return json
  }

  /** Makes sure every id is known, reloading once if one is not (a language added by another process). */
  async ensureIds(ids: Iterable<number>): Promise<void> {
    for (const id of ids) {
      if (!this.#byId.has(id)) {
        await this.reload()
        return
      }
    }
  }

  /**
   * The language whose code equals `code` ignoring case; throws UnknownLanguageError when none does, naming
   * `field`, the request member the code came from, when given.
   */
  async find(code: string, field?: string): Promise<Language> {
    const key = code.toLowerCase()
    const hit = this.#byCode.get(key)
    if (hit) return hit
    const missedAt = this.#missedAt.get(key)
    if (missedAt === undefined || Date.now() - missedAt >= MISS_MEMORY_MS) {
      await this.reload()
      const reloaded = this.#byCode.get(key)
      if (reloaded) return reloaded
      if (this.#missedAt.size >= MISS_MEMORY_SIZE) this.#missedAt.clear()
      this.#missedAt.set(key, Date.now())
    }
    throw new UnknownLanguageError(
      code,
      this.#all.map((l) => l.languageCode),
      field,
    )
  }
}
