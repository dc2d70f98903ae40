// What the store's modules share: the dialect, the language catalog, the guard that turns driver errors into
// the store's, and the listeners of committed writes (the change log's waiters, the write-batch metrics).
// openStore() makes one per open store and hands it to each module.
import type { Compounds } from '../rules/search/compounds.js'
import { LanguageCatalog } from './language-catalog.js'
import type { StoreDialect } from './store-dialect.js'

export interface StoreContext {
  readonly dialect: StoreDialect
  readonly languages: LanguageCatalog
  /** What Norwegian compounds are split by when texts are indexed and queries matched (none: words alone). */
  readonly compounds: Compounds | undefined
  /** Runs a store operation with the dialect's driver errors turned into the store's. */
  guard<T>(work: () => Promise<T>): Promise<T>
  /** Tells the listeners of onChange that a change may have been committed. */
  changed(): void
  /** Called after every write this process commits (the change log wakes its waiters). */
  onChange(listener: () => void): void
  /** Listeners of each committed write batch: its size (change sets) and its time (seconds). */
  readonly writeBatchListeners: ((size: number, seconds: number) => void)[]
}

export function createStoreContext(dialect: StoreDialect, compounds: Compounds | undefined): StoreContext {
  const changeListeners: (() => void)[] = []
  return {
    dialect,
    compounds,
    languages: new LanguageCatalog(async () => {
      const rows = await dialect.reader
        .selectFrom('language')
        .select(['id', 'language_code'])
        .orderBy('id')
        .execute()
      return rows.map((r) => ({ id: Number(r.id), languageCode: r.language_code }))
    }),
    async guard<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work()
      } catch (error) {
        throw dialect.errors.translate(error)
      }
    },
    changed() {
      for (const listener of changeListeners) listener()
    },
    onChange(listener) {
      changeListeners.push(listener)
    },
    writeBatchListeners: [],
  }
}

/** The key range of a prefix: keys are ASCII below `~`, so every key that starts with it sorts before `~`. */
export const keyRange = (prefix: string): [string, string] => [prefix, `${prefix}~`]
