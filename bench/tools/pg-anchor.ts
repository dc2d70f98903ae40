// The PostgreSQL anchor of the request rows: what a create, a translation PUT and a read by id ask of the
// store, sent from the bench process through pg with no HTTP and no service, so that the service's rows can be
// read as a ratio to the store's own limit on this machine.
//
// The statements are those the service sends, as `log_statement = all` showed them: the write function's call
// (dialect.ts WRITE) with the request's change set, then the termbase read of the checks on writes (the texts'
// languages, `languages like '%,<id>,%'`). CONNECTIONS callers, each sending its next request when the last is
// answered, over a pool of the service's size (PG_POOL_MAX, default 10); change sets gather into batches as the
// service's write queue gathers them (those of one event-loop turn, at most one batch per connection at once),
// so the anchor has the service's group commit too. Reads by id are gathered as the service gathers them (those
// of one turn as one statement: postgres/gathered-reads.ts), the content's JSON as its writer keeps it; as
// each caller asks again as soon as it is answered, the anchor's statements gather more reads than a server's.
import pg from 'pg'
import { indexTerms } from '../../src/rules/search/terms.js'
import { WRITE } from '../../src/store/postgres/dialect.js'
import { GatheredReads } from '../../src/store/postgres/gathered-reads.js'
import { tsvectorOf } from '../../src/store/postgres/search-syntax.js'
import { searchCompounds } from '../../src/store/search-dictionary.js'
import { closedLoop, type Run } from '../harness.js'
import { CONNECTIONS, pick, type ScenarioContext } from './request-scenarios.js'

/** The service's pool size (config.ts PG_POOL_MAX). */
const POOL_MAX = 10
/** The write queue's largest batch (store/write-queue.ts). */
const MAX_BATCH = 256
const TERM_READ = (count: number) =>
  `select id, note, terms, created_at, created_by, updated_at, updated_by from term_entry where ${Array.from(
    { length: count },
    (_, i) => `languages like $${i + 1}::text`,
  ).join(' or ')}
    order by id`

const NB_NO = 1
const EN_US = 3

export type AnchorKind = 'create' | 'put' | 'read'

/** A change set as the service hands it to content_store_write (terms as a tsvector literal). */
function changeSet(kind: 'create' | 'put', context: ScenarioContext): object {
  const n = ++context.next.text
  if (kind === 'create') {
    const text = `Benchmark text ${n}`
    return {
      by: 'anonymous',
      kind: 'created',
      texts: [
        { text, languageId: NB_NO, searchTerms: tsvectorOf(indexTerms('nb-NO', text, searchCompounds())) },
      ],
      sourceLanguageId: NB_NO,
    }
  }
  const text = `Omsetjing ${n}`
  return {
    by: 'anonymous',
    kind: 'textsWritten',
    texts: [
      { text, languageId: EN_US, searchTerms: tsvectorOf(indexTerms('en-US', text, searchCompounds())) },
    ],
    contentId: pick(context.keyed).id,
  }
}

/** The service's group commit: the change sets of one event-loop turn as one call, one batch per connection. */
class Batcher {
  readonly #queue: { change: object; done: (error?: unknown) => void }[] = []
  #running = 0
  #scheduled = false

  constructor(private readonly pool: pg.Pool) {}

  write(change: object): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ change, done: (error) => (error ? reject(error) : resolve()) })
      this.#schedule()
    })
  }

  #schedule(): void {
    if (this.#scheduled || this.#running >= POOL_MAX || this.#queue.length === 0) return
    this.#scheduled = true
    setImmediate(() => {
      this.#scheduled = false
      const batch = this.#queue.splice(0, MAX_BATCH)
      if (batch.length === 0) return
      this.#running++
      // Existing contents first, ascending, as the service orders them (no deadlocks between batches).
      const ordered = batch.sort(
        (a, b) =>
          ((a.change as { contentId?: number }).contentId ?? Infinity) -
          ((b.change as { contentId?: number }).contentId ?? Infinity),
      )
      this.pool
        .query({ name: 'write', text: WRITE, values: [JSON.stringify(ordered.map((p) => p.change))] })
        .then(
          () => {
            for (const p of ordered) p.done()
          },
          (error) => {
            for (const p of ordered) p.done(error)
          },
        )
        .finally(() => {
          this.#running--
          this.#schedule()
        })
      this.#schedule()
    })
  }
}

/** `kind` at CONNECTIONS callers for `seconds` (after `warmupS`): requests per second, latency, errors. */
export async function anchorRun(
  url: string,
  kind: AnchorKind,
  context: ScenarioContext,
  seconds: number,
): Promise<Run> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX })
  if (kind === 'read') {
    const reads = new GatheredReads(pool, POOL_MAX)
    try {
      return await closedLoop(CONNECTIONS, seconds, async () => {
        const row = await reads.byId(pick(context.keyed).id)
        if (row?.[3] == null) throw new Error('no content')
      })
    } finally {
      await pool.end()
    }
  }
  const batcher = new Batcher(pool)
  const termRead = TERM_READ(kind === 'create' ? 1 : 2)
  const patterns = kind === 'create' ? [`%,${NB_NO},%`] : [`%,${EN_US},%`, `%,${NB_NO},%`]
  try {
    return await closedLoop(CONNECTIONS, seconds, async () => {
      await batcher.write(changeSet(kind, context))
      await pool.query({ name: `term-read-${patterns.length}`, text: termRead, values: patterns })
    })
  } finally {
    await pool.end()
  }
}
