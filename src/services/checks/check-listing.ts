// The quality checks over a whole language: GET /ContentApi/Checks (per check, the texts it warns about) and
// Coverage's count of texts with warnings. Both scan the language's current texts (store/text-scan.ts, windows
// of ids) and run the checks a write runs. Coverage's counts cover every language, which at 100,000 texts is
// seconds of work: they are kept until the change log moves on (its stamp, which any commit changes) or the
// termbase changes (its stamp; the change log does not record terms), in this instance or another.
import { CHECK_IDS, type CheckIdName } from '../../rules/checks/check-ids.js'
import type { Language } from '../../schemas/languages.js'
import type { LanguageChecks, TextWarning } from '../../schemas/warnings.js'
import type { ChangeLog, Languages, ScannedText, TextScan } from '../../store/content-store.js'
import type { TermStore } from '../../store/term-store.js'
import type { TextChecks } from './text-checks.js'

/** Content ids per window of a scan. */
export const SCAN_BATCH = 1000

/** A scanned text and the warnings the checks give it (at least one). */
export interface WarnedText {
  text: ScannedText
  warnings: TextWarning[]
}

export class CheckListing {
  #counts: { head: string; counts: Promise<Map<number, number>> } | undefined

  constructor(
    private readonly store: {
      textScan: TextScan
      languages: Pick<Languages, 'listLanguages'>
      changes: Pick<ChangeLog, 'changeStamp'>
      terms: Pick<TermStore, 'stamp'>
    },
    private readonly checks: TextChecks,
    private readonly batchSize = SCAN_BATCH,
  ) {}

  /** The language's current texts that have warnings, with them, in batches, ascending content id. */
  async *warnedTexts(language: Language): AsyncGenerator<WarnedText[]> {
    for await (const texts of this.store.textScan.scanTexts(language, this.batchSize)) {
      const warnings = await this.checks.check(texts)
      const warned = texts.flatMap((text, i) => {
        const found = warnings[i] ?? []
        return found.length > 0 ? [{ text, warnings: found }] : []
      })
      if (warned.length > 0) yield warned
    }
  }

  /** Per check, the texts of the language it warns about: only checks that warn, in the order of CHECK_IDS. */
  async languageChecks(language: Language): Promise<LanguageChecks> {
    const byCheck = new Map<CheckIdName, Set<number>>()
    for await (const batch of this.warnedTexts(language)) {
      for (const { text, warnings } of batch) {
        for (const { check } of warnings) {
          const ids = byCheck.get(check) ?? new Set<number>()
          byCheck.set(check, ids.add(text.contentId))
        }
      }
    }
    const checks: LanguageChecks['checks'] = {}
    for (const id of CHECK_IDS) {
      const ids = byCheck.get(id)
      // Scanned in ascending id, and a Set keeps the order it was filled in.
      if (ids) checks[id] = { count: ids.size, contentIds: [...ids] }
    }
    return { languageCode: language.languageCode, checks }
  }

  /**
   * Per language id, its current texts with at least one warning; kept while the change log's head and the
   * termbase stay the same (one computation shared by the callers that ask meanwhile).
   */
  async warningCounts(): Promise<Map<number, number>> {
    // The change log's stamp, not its cursor: on PostgreSQL a commit reaches the cursor only once every older
    // transaction on the server has ended, and counts kept until then would leave that write out.
    const [changes, terms] = await Promise.all([this.store.changes.changeStamp(), this.store.terms.stamp()])
    const head = `${changes.stamp} ${terms}`
    if (this.#counts?.head !== head) {
      const counts = this.#count()
      this.#counts = { head, counts }
      // A failure is not kept: the next call computes again.
      counts.catch(() => {
        if (this.#counts?.counts === counts) this.#counts = undefined
      })
    }
    return this.#counts.counts
  }

  async #count(): Promise<Map<number, number>> {
    const counts = new Map<number, number>()
    for (const language of await this.store.languages.listLanguages()) {
      let count = 0
      for await (const batch of this.warnedTexts(language)) count += batch.length
      counts.set(language.id, count)
    }
    return counts
  }
}
