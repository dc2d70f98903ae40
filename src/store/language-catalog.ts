// Languages are reference data: held in memory and looked up without a query. A miss reloads the list
// once (concurrent misses share the reload) before the code is declared unknown, so a language an
// operator added to the store is found without restarting the service.
import type { Kysely } from 'kysely'
import type { Language } from '../schemas/content.js'
import type { Database } from './database.js'
import { UnknownLanguageError } from './errors.js'

export class LanguageCatalog {
  #byCode = new Map<string, Language>()
  #all: Language[] = []
  #reloading: Promise<void> | undefined
  #loadedAt = 0

  constructor(private readonly db: Kysely<Database>) {}

  async load(): Promise<void> {
    const rows = await this.db.selectFrom('language').select(['id', 'language_code']).orderBy('id').execute()
    this.#all = rows.map((r) => ({ id: Number(r.id), languageCode: r.language_code }))
    // BCP 47 tags compare case-insensitively; the stored spelling is what the API returns.
    this.#byCode = new Map(this.#all.map((l) => [l.languageCode.toLowerCase(), l]))
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

  /**
   * The language whose code equals `code` ignoring case; throws UnknownLanguageError when none does.
   * `index` is where the code stood in the caller's request, for the error to point at it.
   */
  async find(code: string, index = 0): Promise<Language> {
    const hit = this.#byCode.get(code.toLowerCase())
    if (hit) return hit
    await this.reload()
    const reloaded = this.#byCode.get(code.toLowerCase())
    if (reloaded) return reloaded
    throw new UnknownLanguageError(
      code,
      this.#all.map((l) => l.languageCode),
      index,
    )
  }
}
