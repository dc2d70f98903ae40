// A write refused by a blocking check (CHECKS_BLOCKING): 422, naming each check and language, nothing written.
import { DomainError } from '../../domain-error.js'
import type { TextWarning } from '../../schemas/warnings.js'

export class ChecksRefusedError extends DomainError {
  override name = 'ChecksRefusedError'
  override readonly status = 422

  constructor(readonly warnings: readonly TextWarning[]) {
    const named = [...new Set(warnings.map((w) => `${w.check} (${w.languageCode})`))]
    super(
      `Refused by ${named.length === 1 ? 'the check' : 'the checks'} ${named.join(', ')}, which CHECKS_BLOCKING ` +
        `makes blocking; nothing was written. ${warnings.map((w) => `${w.languageCode}: ${w.message}`).join(' ')}`,
    )
  }
}
