// The base of every error a client is meant to see: each class says, where it is defined, what its answer is
// (status, the request member it is about, headers). The HTTP error handler (http/problem.ts) turns any of them
// into problem+json the same way, so no route maps errors itself, and TypeScript refuses a class that forgets
// its status. Errors that are not a client's business stay plain `Error`s and are answered as a masked 500.

/** Seconds a client should wait before retrying an answer that says "not now" (503). */
export const RETRY_AFTER_SECONDS = 5

export abstract class DomainError extends Error {
  /** The HTTP status of the answer. A 500 is never explained to a client: its detail is masked. */
  abstract readonly status: number

  /**
   * The request member the error is about (`LanguageCode`, `after`, `$` for the body as a whole): the answer
   * then lists `detail` under it in `errors`, as a validation failure of that member.
   */
  declare readonly field?: string

  /** With a `field`: the answer's own `detail` beside its `errors` member, when it has one. */
  declare readonly summary?: string

  /** Headers of the answer (Retry-After, ETag). */
  declare readonly headers?: Readonly<Record<string, string>>

  /** What the answer says: the message, unless a client needs more to act on it. */
  get detail(): string {
    return this.message
  }
}

/** The Retry-After header of a "not now" answer. */
export const RETRY_LATER: Readonly<Record<string, string>> = { 'Retry-After': String(RETRY_AFTER_SECONDS) }
