// The exit codes of `content-store pull|push|status`, and the error that carries one: each failure ends the
// command with one line on standard error (no stack) and its code. docs/CLI.md documents them.
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The service refused or failed (its status and problem detail are printed), could not be reached, or a
   * local file could not be read or written. */
  failed: 1,
  /** Wrong usage: unknown command or option, a missing or malformed value, no service address. */
  usage: 2,
  /** push: the service reported conflicts (texts changed in the store after the file's version); they were
   * not overwritten, the rest was written (or, with --dry-run, would be). */
  conflicts: 3,
} as const

export class CliError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message)
  }
}

export const usageError = (message: string) => new CliError(EXIT.usage, message)
