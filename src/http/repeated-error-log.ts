// Errors that come in floods (every request during a store outage fails the same way) are logged once per
// kind per second with a count, without a stack: a 4 s outage under load once wrote 35 MB of stack traces.
import type { FastifyBaseLogger } from 'fastify'

export class RepeatedErrorLog {
  readonly #pending = new Map<string, number>()

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly windowMs = 1000,
  ) {}

  /** Logs the first of a kind at once; the others of the same second as one line with their count. */
  report(kind: string, fields: Record<string, unknown> = {}): void {
    const seen = this.#pending.get(kind)
    if (seen !== undefined) {
      this.#pending.set(kind, seen + 1)
      return
    }
    this.log.error({ ...fields, kind }, `request failed: ${kind}`)
    this.#arm(kind)
  }

  #arm(kind: string): void {
    this.#pending.set(kind, 0)
    setTimeout(() => {
      const count = this.#pending.get(kind) ?? 0
      this.#pending.delete(kind)
      if (count === 0) return
      this.log.error({ kind, count, windowMs: this.windowMs }, `request failed: ${kind} (${count} more)`)
      this.#arm(kind)
    }, this.windowMs).unref()
  }
}
