// Reads of one content, by id or by key, gathered: those asked in one turn of the event loop go to PostgreSQL
// as one statement (DataLoader), with at most a pool's worth of such statements at once; while every one is
// running, the next keeps gathering. Each statement costs a round trip and fixed work at both ends (this
// process's protocol, the backend's parse, plan, snapshot and commit) whether it reads one content or fifty:
// one by one, the client spent about 90 µs of CPU a read and the backends about 65 (docs/PERFORMANCE.md).
//
// A read is sent after the turn in which it was asked, so its statement sees every write answered before it.
// A statement of one id is the plain read by id (READS.renderedById), planned for `=`.
import DataLoader from 'dataloader'
import type pg from 'pg'
import { type KeyedRenderedRow, READS, type RenderedContentRow } from '../read-queries.js'
import { postgresText, RENDERED_COLUMNS } from './sql-spellings.js'

/** The most reads in one statement. */
const MAX_GATHERED = 256

const AMONG_IDS = `select c.id, ${RENDERED_COLUMNS} from content c where c.id = any($1::bigint[])`
const AMONG_KEYS = `select c.key, c.id, ${RENDERED_COLUMNS} from content c where c.key = any($1::text[])`

export class GatheredReads {
  #running = 0
  /** Statements ready to go, waiting for one of the running ones to end (they gather reads meanwhile). */
  readonly #waiting: (() => void)[] = []
  readonly #byId: DataLoader<number, RenderedContentRow | undefined>
  readonly #byKey: DataLoader<string, KeyedRenderedRow | undefined>

  constructor(
    private readonly pool: pg.Pool,
    private readonly concurrent: number,
  ) {
    // No cache: every read asks the store; a DataLoader here only gathers.
    const options = {
      cache: false,
      maxBatchSize: MAX_GATHERED,
      batchScheduleFn: (send: () => void) => this.#schedule(send),
    }
    this.#byId = new DataLoader((ids) => this.#run(() => this.#readIds(ids)), options)
    this.#byKey = new DataLoader((keys) => this.#run(() => this.#readKeys(keys)), options)
  }

  /** The content's rendered row; undefined when there is no content with this id. */
  byId(id: number): Promise<RenderedContentRow | undefined> {
    return this.#byId.load(id)
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

  async #readIds(ids: readonly number[]): Promise<(RenderedContentRow | undefined)[]> {
    if (ids.length === 1) {
      const rows = await this.#query<RenderedContentRow>('gathered-id', postgresText(READS.renderedById), [
        ids[0],
      ])
      return [rows[0]]
    }
    const rows = await this.#query<KeyedRenderedRow>('gathered-ids', AMONG_IDS, [ids])
    const byId = new Map(rows.map(([id, ...row]) => [Number(id), row as RenderedContentRow]))
    return ids.map((id) => byId.get(id))
  }

  async #readKeys(keys: readonly string[]): Promise<(KeyedRenderedRow | undefined)[]> {
    const rows = await this.#query<[string, ...KeyedRenderedRow]>('gathered-keys', AMONG_KEYS, [keys])
    const byKey = new Map(rows.map(([key, id, ...row]) => [key, [Number(id), ...row] as KeyedRenderedRow]))
    return keys.map((key) => byKey.get(key))
  }

  async #query<R extends unknown[]>(name: string, text: string, values: unknown[]): Promise<R[]> {
    return (await this.pool.query<R>({ name, text, values, rowMode: 'array' })).rows
  }
}
