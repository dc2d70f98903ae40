// Each request's logger, made at its first log line. Fastify gives every request a child of the app's logger
// bound to the request's id; with pino that is a new logger and its bindings written out as JSON, and with an
// options object (Fastify always passes one) its formatters built anew: for every request, though at the
// service's usual levels a request logs nothing. Under a load of /healthz it was 3 % of the main thread.
import type { FastifyBaseLogger } from 'fastify'

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1]

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

/** `logger[level](...args)`, with the logger as `this` (pino's methods need it). */
const logTo = (logger: FastifyBaseLogger, level: Level, args: unknown[]): void =>
  (logger[level] as (...args: unknown[]) => void).apply(logger, args)

/** A request's logger: the app's logger's child, made by the first call that needs it. */
class DeferredChild implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings)
    return this.#child
  }

  /** Until it is made, the child's level is its parent's (it is made with no level of its own). */
  get level(): string {
    return this.#child?.level ?? this.parent.level
  }

  set level(level: string) {
    this.#made().level = level
  }

  // Methods, not fields: a request's logger should cost one object, not one closure per level.
  fatal(...args: unknown[]): void {
    logTo(this.#made(), 'fatal', args)
  }
  error(...args: unknown[]): void {
    logTo(this.#made(), 'error', args)
  }
  warn(...args: unknown[]): void {
    logTo(this.#made(), 'warn', args)
  }
  info(...args: unknown[]): void {
    logTo(this.#made(), 'info', args)
  }
  debug(...args: unknown[]): void {
    logTo(this.#made(), 'debug', args)
  }
  trace(...args: unknown[]): void {
    logTo(this.#made(), 'trace', args)
  }
  silent(...args: unknown[]): void {
    logTo(this.#made(), 'silent', args)
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options)
  }
}

/**
 * Fastify's `childLoggerFactory`: a deferred child where the route asks for nothing of its own (a route's
 * `logLevel` or `logSerializers`, the options Fastify may pass), else the child Fastify would make.
 */
export function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return options?.level === undefined && options?.serializers === undefined
    ? new DeferredChild(logger, bindings)
    : logger.child(bindings, options)
}
