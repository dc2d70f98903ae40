// Reads of one content, by id or by key, gathered: those asked in one turn of the event loop go to PostgreSQL
// as one statement (DataLoader), with at most a pool's worth of such statements at once; while every one is
// running, the next keeps gathering. Each statement costs a round trip and fixed work at both ends (this
// process's protocol, the backend's parse, plan, snapshot and commit) whether it reads one content or fifty:
// one by one, the client spent about 90 µs of CPU a read and the backends about 65 (docs/PERFORMANCE.md).
//
// A read is sent after the turn in which it was asked, so its statement sees every write answered before it.
// A statement of one id is the read as written for one (READS.renderedById, a published read), planned for `=`.
import DataLoader from 'dataloader'
import type pg from 'pg'
import {
  type KeyedRenderedRow,
  READS,
  type RenderedContentRow,
  renderedRowOf,
  type StoreSql,
} from '../read-queries.js'
import { postgresText, RENDERED_COLUMNS, renderedAmongIds } from './sql-spellings.js'

/** The most reads in one statement. */
const MAX_GATHERED = 256

/** Statement names by text: one text, one name, whichever GatheredReads sends it on a connection. */
const names = new Map<string, string>()

const AMONG_KEYS = `select c.key, c.id, ${RENDERED_COLUMNS} from content c where c.key = any($1::text[])`

export class GatheredReads {
  #running = 0
  /** Statements ready to go, waiting for one of the running ones to end (they gather reads meanwhile). */
  readonly #waiting: (() => void)[] = []
  /** By the rendered read of one content they gather (the plain one, the published one of a policy). */
  readonly #byId = new Map<StoreSql, DataLoader<number, RenderedContentRow | undefined>>()
  readonly #byKey: DataLoader<string, KeyedRenderedRow | undefined>
  /** Every loader's. No cache: every read asks the store; a DataLoader here only gathers. */
  readonly #options = {
    cache: false,
    maxBatchSize: MAX_GATHERED,
    batchScheduleFn: (send: () => void) => this.#schedule(send),
  }

  constructor(
    private readonly pool: pg.Pool,
    private readonly concurrent: number,
  ) {
    this.#byKey = new DataLoader((keys) => this.#run(() => this.#readKeys(keys)), this.#options)
  }

  /** A rendered read of one content (params id), by default the plain one; undefined when there is none. */
  byId(id: number, query: StoreSql = READS.renderedById): Promise<RenderedContentRow | undefined> {
    let loader = this.#byId.get(query)
    if (!loader) {
      loader = new DataLoader((ids) => this.#run(() => this.#readIds(query, ids)), this.#options)
      this.#byId.set(query, loader)
    }
    return loader.load(id)
  }

  /** The rendered row of the content with this key, its id first; undefined when there is none. */
  byKey(key: string): Promise<KeyedRenderedRow | undefined> {
    return this.#byKey.load(key)
  }

  /** After the I/O phase (every request read in this turn has asked), and once a statement may start. */
  #schedule(send: () => void): void {
    setImmediate(() => {
      if (this.#running < this.concurrent) send()
      else this.#waiting.push(send)
    })
  }

  async #run<T>(read: () => Promise<T>): Promise<T> {
    this.#running++
    try {
      return await read()
    } finally {
      this.#running--
      this.#waiting.shift()?.()
    }
  }

  async #readIds(query: StoreSql, ids: readonly number[]): Promise<(RenderedContentRow | undefined)[]> {
    if (ids.length === 1)
      return [renderedRowOf((await this.#query<RenderedContentRow>(postgresText(query), [ids[0]]))[0])]
    const rows = await this.#query<KeyedRenderedRow>(renderedAmongIds(query), [ids])
    const byId = new Map(rows.map(([id, ...row]) => [Number(id), row as RenderedContentRow]))
    return ids.map((id) => byId.get(id))
  }

  async #readKeys(keys: readonly string[]): Promise<(KeyedRenderedRow | undefined)[]> {
    const rows = await this.#query<[string, ...KeyedRenderedRow]>(AMONG_KEYS, [keys])
    const byKey = new Map(rows.map(([key, id, ...row]) => [key, [Number(id), ...row] as KeyedRenderedRow]))
    return keys.map((key) => byKey.get(key))
  }

  /** A statement named by its text, so each connection parses it once. */
  async #query<R extends unknown[]>(text: string, values: unknown[]): Promise<R[]> {
    let name = names.get(text)
    if (name === undefined) {
      name = `gathered-${names.size + 1}`
      names.set(text, name)
    }
    return (await this.pool.query<R>({ name, text, values, rowMode: 'array' })).rows
  }
}
