// The termbase's checks on writes (TermChecker, rules/checks/check.ts): reads the entries with a term in the
// languages of the texts checked, once per call, and runs the pure checks of rules/terms/term-matching.ts.
// Reads the store each time (nothing cached), so an entry written through another instance counts at once.
import type { CheckInput, TermChecker } from '../../rules/checks/check.js'
import { termWarnings } from '../../rules/terms/term-matching.js'
import type { TextWarning } from '../../schemas/warnings.js'
import type { Languages } from '../../store/content-store.js'
import type { TermStore } from '../../store/term-store.js'

export class TermCheckService implements TermChecker {
  constructor(
    private readonly terms: Pick<TermStore, 'entriesInLanguages'>,
    private readonly languages: Pick<Languages, 'findLanguage'>,
  ) {}

  async warnings(inputs: readonly CheckInput[]): Promise<TextWarning[][]> {
    if (inputs.length === 0) return []
    const codes = new Set<string>()
    for (const { target, source } of inputs) {
      codes.add(target.languageCode)
      if (source) codes.add(source.languageCode)
    }
    const ids = await Promise.all(
      [...codes].map(async (code) => (await this.languages.findLanguage(code)).id),
    )
    const entries = await this.terms.entriesInLanguages(ids)
    return inputs.map((input) => (entries.length === 0 ? [] : termWarnings(input, entries)))
  }
}
