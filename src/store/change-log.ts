// The change log: read in commit order after a cursor, and waited on (store/change-waiter.ts shares one read
// per wake among the readers waiting at a cursor). Other processes' commits are watched only once somebody
// waits (PostgreSQL: one LISTEN connection from then on).
import type { Change } from '../schemas/changes.js'
import { languageIdsOf } from './change-set.js'
import { ChangeWaiter } from './change-waiter.js'
import type { ChangeLog, ChangePage } from './content-store.js'
import type { StoreContext } from './store-context.js'
import type { ChangeStamp } from './store-dialect.js'

export class StoreChangeLog implements ChangeLog {
  readonly #waiter: ChangeWaiter
  /** Reads of the change log, for GET /metrics. */
  #reads = 0
  #stopWatching: (() => void) | undefined

  constructor(private readonly ctx: StoreContext) {
    this.#waiter = new ChangeWaiter(
      (after, limit) => this.listChanges(after, limit),
      async (readEnd) => {
        const { stamp, cursor } = await ctx.dialect.changeStamp()
        // Held back, or readable beyond where the read ended (it became readable since the read).
        return stamp !== cursor || cursor !== readEnd
      },
    )
    ctx.onChange(() => this.#waiter.wake())
  }

  listChanges(after: string, limit: number): Promise<ChangePage> {
    this.#reads++
    const { ctx } = this
    return ctx.guard(async () => {
      const rows = await ctx.dialect.readChanges(after, limit)
      await ctx.languages.ensureIds(rows.flatMap(([, , , , languages]) => languageIdsOf(languages)))
      const changes = rows.map(([cursor, contentId, versionId, kind, languages, at, by]): Change => {
        return {
          cursor,
          kind: kind as Change['kind'],
          ...(contentId === null ? {} : { contentId }),
          ...(versionId === null ? {} : { versionId }),
          languages: languageIdsOf(languages).map((l) => ctx.languages.byId(l).languageCode),
          at,
          by,
        }
      })
      return { changes, next: changes.at(-1)?.cursor ?? after }
    })
  }

  latestChangeCursor(): Promise<string> {
    return this.ctx.guard(() => this.ctx.dialect.latestChange())
  }

  changeStamp(): Promise<ChangeStamp> {
    return this.ctx.guard(() => this.ctx.dialect.changeStamp())
  }

  waitForChanges(timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    this.#watch()
    return this.#waiter.wait(timeoutMs, signal)
  }

  nextChanges(after: string, limit: number, waitMs: number, signal?: AbortSignal): Promise<ChangePage> {
    if (waitMs > 0) this.#watch()
    return this.#waiter.next(after, limit, waitMs, signal)
  }

  changeLogActivity(): { reads: number; wakes: number } {
    return { reads: this.#reads, wakes: this.#waiter.wakes }
  }

  /** Stops watching and wakes every waiter; the store calls it as it closes. */
  close(): void {
    this.#stopWatching?.()
    this.#waiter.close()
  }

  #watch(): void {
    this.#stopWatching ??= this.ctx.dialect.watchChanges(() => this.ctx.changed())
  }
}
