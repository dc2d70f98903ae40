// The create path, per dialect: the hottest write, so each store gets the fastest durable form it allows.
//
// SQLite: group commit. Creates that arrive while a commit is in progress (better-sqlite3 commits
// synchronously, so they wait in the event loop) are written together in the next transaction, one fsync for
// the batch. Each request is answered only after its own batch has committed. Should a batch fail, it is
// rolled back and every create in it is retried alone, so one bad create fails only itself; a failure of
// the store itself (unreachable, disk full) fails the whole batch at once instead.
//
// PostgreSQL: data-modifying CTEs, prepared once per connection: one statement per batch of creates (see
// PostgresCreator), atomic without BEGIN/COMMIT.
import type SqliteDatabase from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Content, Language } from '../schemas/content.js'
import type { Database } from './database.js'
import { StorageFullError, StoreUnavailableError, translateStoreError } from './errors.js'

export interface ResolvedText {
  language: Language
  text: string
}

export interface ContentCreator {
  create(texts: readonly ResolvedText[]): Promise<Content>
}

/** Largest number of creates committed in one transaction. */
const MAX_BATCH = 256

interface Pending {
  texts: readonly ResolvedText[]
  resolve: (content: Content) => void
  reject: (error: unknown) => void
}

/**
 * Collects the creates of one turn of the event loop and hands them to `drain` once that turn's I/O is done.
 * The next batch is taken when `drain` resolves: a drain that waits for its commit makes the creates that
 * arrive meanwhile the next batch (group commit); one that returns at once lets batches overlap.
 */
class TurnQueue {
  readonly #queue: Pending[] = []
  #scheduled = false

  constructor(private readonly drain: (batch: Pending[]) => Promise<void>) {}

  add(texts: readonly ResolvedText[]): Promise<Content> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ texts, resolve, reject })
      this.#schedule()
    })
  }

  #schedule(): void {
    if (this.#scheduled) return
    this.#scheduled = true
    // After the I/O phase: every request read in this turn of the event loop joins the batch.
    setImmediate(() => void this.#take())
  }

  async #take(): Promise<void> {
    const batch = this.#queue.splice(0, MAX_BATCH)
    try {
      await this.drain(batch)
    } catch (error) {
      // The drain could not even try (the connection itself failed): nothing in the batch was written.
      for (const pending of batch) pending.reject(error)
    } finally {
      this.#scheduled = false
      if (this.#queue.length > 0) this.#schedule()
    }
  }
}

/**
 * After a batch failed whole, nothing of it written: a failure of the store itself (unreachable, disk full)
 * fails every create at once, since each would fail alike; otherwise each create is written alone, so that
 * one bad create fails only itself.
 */
async function settleFailedBatch(
  batch: readonly Pending[],
  error: unknown,
  writeOne: (pending: Pending) => Content | Promise<Content>,
): Promise<void> {
  if (isStoreWide(error)) {
    for (const pending of batch) pending.reject(error)
    return
  }
  await Promise.all(
    batch.map(async (pending) => {
      try {
        pending.resolve(await writeOne(pending))
      } catch (failure) {
        pending.reject(failure)
      }
    }),
  )
}

export class SqliteGroupCommitCreator implements ContentCreator {
  // One batch at a time: the creates arriving while it commits form the next.
  readonly #queue = new TurnQueue((batch) => this.#commit(batch))
  readonly #insertContent: SqliteDatabase.Statement
  readonly #insertVersion: SqliteDatabase.Statement
  readonly #insertProperty: SqliteDatabase.Statement
  readonly #writeBatch: (batch: readonly Pending[]) => Content[]

  constructor(
    raw: SqliteDatabase.Database,
    /** The Kysely instance over the same connection: its lock keeps other writes out while a batch runs. */
    private readonly db: Kysely<Database>,
  ) {
    this.#insertContent = raw.prepare('insert into content default values returning id')
    this.#insertVersion = raw.prepare(
      'insert into version (content_id, created_at) values (?, ?) returning id',
    )
    this.#insertProperty = raw.prepare(
      'insert into property (content_id, language_id, version_id, text) values (?, ?, ?, ?) returning id',
    )
    this.#writeBatch = raw.transaction((batch: readonly Pending[]) => batch.map((p) => this.#write(p.texts)))
  }

  create(texts: readonly ResolvedText[]): Promise<Content> {
    return this.#queue.add(texts)
  }

  #commit(batch: readonly Pending[]): Promise<void> {
    return this.db.connection().execute(async () => {
      let contents: Content[]
      try {
        contents = this.#writeBatch(batch)
      } catch (error) {
        // Rolled back whole. (Each retry below runs synchronously, still under the connection's lock.)
        await settleFailedBatch(batch, error, (pending) => this.#writeBatch([pending])[0] as Content)
        return
      }
      contents.forEach((content, i) => {
        batch[i]?.resolve(content)
      })
    })
  }

  #write(texts: readonly ResolvedText[]): Content {
    const createdAt = new Date().toISOString()
    const { id } = this.#insertContent.get() as { id: number }
    const version = this.#insertVersion.get(id, createdAt) as { id: number }
    const sorted = [...texts].sort((a, b) => a.language.id - b.language.id)
    return {
      id,
      properties: sorted.map(({ language, text }) => {
        const property = this.#insertProperty.get(id, language.id, version.id, text) as { id: number }
        return { id: property.id, text, language, version: { id: version.id, createdAt } }
      }),
    }
  }
}

/** A failure of the store rather than of one create's data: retrying creates one by one cannot help. */
function isStoreWide(error: unknown): boolean {
  const translated = translateStoreError(error)
  return translated instanceof StoreUnavailableError || translated instanceof StorageFullError
}

const CREATE_CONTENT_SQL = `
with c as (insert into content default values returning id),
v as (insert into version (content_id, created_at) select id, $1 from c returning id, content_id),
p as (
  insert into property (content_id, language_id, version_id, text)
  select v.content_id, t.language_id, v.id, t.text
  from v, unnest($2::int[], $3::text[]) as t(language_id, text)
  returning id, language_id
)
select v.content_id, v.id as version_id, p.id, p.language_id from v, p order by p.language_id`

// Many single-text creates in one statement: each input row draws its content and version ids from the
// identity sequences first, so every row's ids are known before the inserts and map back to the request.
const CREATE_MANY_SQL = `
with input as (
  select t.n, t.language_id, t.text,
    nextval(pg_get_serial_sequence('content', 'id')) as content_id,
    nextval(pg_get_serial_sequence('version', 'id')) as version_id
  from unnest($2::int[], $3::text[]) with ordinality as t(language_id, text, n)
),
c as (insert into content (id) select content_id from input),
v as (insert into version (id, content_id, created_at) select version_id, content_id, $1 from input),
p as (
  insert into property (content_id, language_id, version_id, text)
  select content_id, language_id, version_id, text from input
  returning id, content_id
)
select input.n, input.content_id, input.version_id, p.id from input join p using (content_id) order by input.n`

type Row = { content_id: number; version_id: number; id: number; language_id: number }

/**
 * PostgreSQL creates. A create with one text (the original API's form) waits for the rest of this turn of
 * the event loop and goes out with the others in one statement: one round trip and one commit (one WAL
 * flush) for the batch. Up to the pool size of batches run at once. A create with several texts is one
 * statement of its own. A failed batch is retried one create at a time, so one bad create fails only itself.
 */
export class PostgresCreator implements ContentCreator {
  // Batches go out as soon as they are taken, up to the pool size at once: the drain does not wait.
  readonly #queue = new TurnQueue(async (batch) => {
    void this.#writeBatch(batch)
  })

  constructor(private readonly pool: pg.Pool) {}

  create(texts: readonly ResolvedText[]): Promise<Content> {
    return texts.length === 1 ? this.#queue.add(texts) : this.#createOne(texts)
  }

  async #writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const only = batch[0] as Pending
      await this.#createOne(only.texts).then(only.resolve, only.reject)
      return
    }
    const createdAt = new Date().toISOString()
    const texts = batch.map((p) => p.texts[0] as ResolvedText)
    let rows: Omit<Row, 'language_id'>[]
    try {
      const result = await this.pool.query<Omit<Row, 'language_id'> & { n: number }>({
        name: 'create-contents',
        text: CREATE_MANY_SQL,
        values: [createdAt, texts.map((t) => t.language.id), texts.map((t) => t.text)],
      })
      rows = result.rows
    } catch (error) {
      // Nothing of the batch was written: it was one statement.
      await settleFailedBatch(batch, error, (pending) => this.#createOne(pending.texts))
      return
    }
    batch.forEach((pending, i) => {
      const row = rows[i]
      const written = texts[i]
      if (!row || !written) {
        pending.reject(new Error('create-contents returned fewer rows than it was given'))
        return
      }
      pending.resolve({
        id: Number(row.content_id),
        properties: [
          {
            id: Number(row.id),
            text: written.text,
            language: written.language,
            version: { id: Number(row.version_id), createdAt },
          },
        ],
      })
    })
  }

  async #createOne(texts: readonly ResolvedText[]): Promise<Content> {
    const createdAt = new Date().toISOString()
    const result = await this.pool.query<Row>({
      name: 'create-content',
      text: CREATE_CONTENT_SQL,
      values: [createdAt, texts.map((t) => t.language.id), texts.map((t) => t.text)],
    })
    const first = result.rows[0]
    if (!first) throw new Error('create-content returned no rows')
    const byLanguage = new Map(texts.map((t) => [t.language.id, t]))
    return {
      id: Number(first.content_id),
      properties: result.rows.map((row) => {
        const written = byLanguage.get(Number(row.language_id)) as ResolvedText
        return {
          id: Number(row.id),
          text: written.text,
          language: written.language,
          version: { id: Number(row.version_id), createdAt },
        }
      }),
    }
  }
}
