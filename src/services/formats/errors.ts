// The errors of file exports and imports a client sees: a file that cannot be read, a file that does not fit
// the store (a name, a language, a text), and an export that its format cannot express.
import { DomainError } from '../../domain-error.js'

/** The file is not well-formed in its format: where, and why. Nothing was written. */
export class FormatSyntaxError extends DomainError {
  override name = 'FormatSyntaxError'
  override readonly status = 400
  override readonly field = '$'
  override readonly summary = `The file is not accepted: ${this.message}`
}

/** The file is well-formed but names something the store cannot take (a key, a language, a text). */
export class ImportRefusedError extends DomainError {
  override name = 'ImportRefusedError'
  override readonly status = 400
  constructor(
    message: string,
    override readonly field = '$',
  ) {
    super(message)
  }
}

/** A key that is a text and the prefix of another key: i18next's nested JSON cannot hold both. */
export class NestingConflictError extends DomainError {
  override name = 'NestingConflictError'
  override readonly status = 409
  constructor(
    readonly leaf: string,
    readonly nested: string,
  ) {
    super(
      `The key "${leaf}" is a text and also the prefix of the key "${nested}": nested i18next JSON cannot hold ` +
        'both. Rename one of them, or ask for flat keys with nesting=false.',
    )
  }
}
