// The quality checks as the service runs them: the pure checks (rules/checks/) and, when one is wired, the
// termbase's checker, over the texts a write wrote or a translator is typing. One definition, run for every
// write, for the check listings and for the editor. TEXT_CHECKS=off turns all of it off; CHECKS_BLOCKING names
// the checks whose warnings refuse a write (ChecksRefusedError, 422) instead of only warning.

import type { CheckInput, TermChecker } from '../../rules/checks/check.js'
import type { CheckIdName } from '../../rules/checks/check-ids.js'
import { checkText } from '../../rules/checks/index.js'
import type { TextWarning } from '../../schemas/warnings.js'
import { ChecksRefusedError } from './checks-refused.js'

export interface TextChecksOptions {
  /** TEXT_CHECKS: false runs nothing (no warnings, nothing refused). */
  enabled: boolean
  /** CHECKS_BLOCKING: the checks whose warnings refuse a write. */
  blocking: readonly CheckIdName[]
  /** The termbase's checks (forbiddenTerm, missingTerm); none until a termbase is wired. */
  terms?: TermChecker
}

export class TextChecks {
  readonly #blocking: ReadonlySet<string>

  constructor(private readonly options: TextChecksOptions) {
    this.#blocking = new Set(options.blocking)
  }

  /** Whether writes are checked at all (TEXT_CHECKS). */
  get enabled(): boolean {
    return this.options.enabled
  }

  /** Whether some check refuses writes (CHECKS_BLOCKING), so a write is checked before it is made. */
  get blocks(): boolean {
    return this.options.enabled && this.#blocking.size > 0
  }

  /**
   * The warnings of each input, in the order given: the pure checks', then the termbase's. Runs whether or not
   * writes are checked: the listings and the editor's check of an unsaved text ask for it.
   */
  async check(inputs: readonly CheckInput[]): Promise<TextWarning[][]> {
    if (inputs.length === 0) return []
    const pure = inputs.map(checkText)
    const terms = this.options.terms ? await this.options.terms.warnings(inputs) : []
    return pure.map((warnings, i) => [...warnings, ...(terms[i] ?? [])])
  }

  /** A write's warnings about its texts, one list; none when writes are not checked (TEXT_CHECKS=off). */
  async warnings(inputs: readonly CheckInput[]): Promise<TextWarning[]> {
    if (!this.options.enabled) return []
    return (await this.check(inputs)).flat()
  }

  /** The warnings of the checks that refuse writes (CHECKS_BLOCKING). */
  blocking(warnings: readonly TextWarning[]): TextWarning[] {
    return warnings.filter((w) => this.#blocking.has(w.check))
  }

  /**
   * Throws ChecksRefusedError when the texts about to be written fail a blocking check; the caller writes only
   * the version it checked them against (see checked-writes.ts).
   */
  async refuseBlocked(inputs: readonly CheckInput[]): Promise<void> {
    if (!this.blocks) return
    const refused = this.blocking(await this.warnings(inputs))
    if (refused.length > 0) throw new ChecksRefusedError(refused)
  }
}
