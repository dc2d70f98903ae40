// Webhook subscriptions as the store keeps them (table webhook): the target, its filters, its secret, its
// cursor in the change log and its delivery state. Written outside the change-set path (the SQLite writer
// thread runs these statements too); the lease lets one instance at a time deliver a subscription.
import { storeSql, verbatim } from './read-queries.js'
import { type Statements, type StoreDialect, statementsOf } from './store-dialect.js'

export type WebhookState = 'active' | 'disabled'

export interface StoredWebhook {
  id: number
  url: string
  secret: string
  kinds: string[]
  languages: string[]
  state: WebhookState
  cursor: string
  attempts: number
  failingSince: number | null
  nextAttempt: number
  lastAttempt: number | null
  lastStatus: number | null
  lastError: string | null
  createdAt: number
}

type Row = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  number,
  number | null,
  number | null,
  string | null,
  number,
]

const COLUMNS = `id, url, secret, kinds, languages, state, cursor, attempts, failing_since, next_attempt, last_attempt,
  last_status, last_error, created_at`

const list = (text: string) => (text === '' ? [] : text.split(','))

function toWebhook(row: Row): StoredWebhook {
  const [id, url, secret, kinds, languages, state, cursor, attempts, failingSince, nextAttempt, lastAttempt] =
    row
  return {
    id: Number(id),
    url,
    secret,
    kinds: list(kinds),
    languages: list(languages),
    state: state as WebhookState,
    cursor,
    attempts: Number(attempts),
    failingSince: failingSince === null ? null : Number(failingSince),
    nextAttempt: Number(nextAttempt),
    lastAttempt: lastAttempt === null ? null : Number(lastAttempt),
    lastStatus: row[11] === null ? null : Number(row[11]),
    lastError: row[12],
    createdAt: Number(row[13]),
  }
}

const SQL = {
  insert: storeSql`insert into webhook (url, secret, kinds, languages, cursor, created_at)
    values (${'text'}, ${'text'}, ${'text'}, ${'text'}, ${'text'}, ${'bigint'}) returning ${verbatim(COLUMNS)}`,
  all: storeSql`select ${verbatim(COLUMNS)} from webhook order by id`,
  one: storeSql`select ${verbatim(COLUMNS)} from webhook where id = ${'bigint'}`,
  remove: storeSql`delete from webhook where id = ${'bigint'}`,
  enable: storeSql`update webhook set state = 'active', attempts = 0, failing_since = null, next_attempt = 0
    where id = ${'bigint'}`,
  any: storeSql`select 1 from webhook limit 1`,
  held: storeSql`select id from webhook where lease_until > 0`,
  due: storeSql`select id from webhook where state = 'active' and next_attempt <= ${'bigint'} and lease_until < ${'bigint'}
    order by id`,
  claim: storeSql`update webhook set lease_until = ${'bigint'}
    where id = ${'bigint'} and state = 'active' and next_attempt <= ${'bigint'} and lease_until < ${'bigint'}`,
  // Saves and failures go through only while the lease is the one this instance took (lease_until as taken).
  saved: storeSql`update webhook set cursor = ${'text'}, lease_until = ${'bigint'} where id = ${'bigint'}
    and lease_until = ${'bigint'}`,
  acknowledged: storeSql`update webhook set cursor = ${'text'}, attempts = 0, failing_since = null,
    last_attempt = ${'bigint'}, last_status = ${'integer'}, last_error = null, lease_until = ${'bigint'}
    where id = ${'bigint'} and lease_until = ${'bigint'}`,
  failed: storeSql`update webhook set attempts = attempts + 1, failing_since = coalesce(failing_since, ${'bigint'}),
    last_attempt = ${'bigint'}, last_status = ${'integer'}, last_error = ${'text'}, next_attempt = ${'bigint'},
    state = ${'text'}, lease_until = 0 where id = ${'bigint'} and lease_until = ${'bigint'}`,
}

export class WebhookStore {
  readonly #dialect: Statements

  constructor(dialect: StoreDialect) {
    this.#dialect = statementsOf(dialect)
  }

  async add(input: { url: string; secret: string; kinds: string[]; languages: string[]; cursor: string }) {
    const { rows } = await this.#dialect.execute(SQL.insert, [
      input.url,
      input.secret,
      input.kinds.join(','),
      input.languages.join(','),
      input.cursor,
      Date.now(),
    ])
    return toWebhook(rows[0] as Row)
  }

  async list(): Promise<StoredWebhook[]> {
    return (await this.#dialect.read<Row>(SQL.all, [])).map(toWebhook)
  }

  async get(id: number): Promise<StoredWebhook | undefined> {
    const [row] = await this.#dialect.read<Row>(SQL.one, [id])
    return row ? toWebhook(row) : undefined
  }

  async remove(id: number): Promise<boolean> {
    return (await this.#dialect.execute(SQL.remove, [id])).changes > 0
  }

  /** Active again, its failures forgotten; delivery resumes where its cursor stands (nothing was skipped). */
  async enable(id: number): Promise<boolean> {
    return (await this.#dialect.execute(SQL.enable, [id])).changes > 0
  }

  /** Whether there is any subscription at all. */
  async any(): Promise<boolean> {
    return (await this.#dialect.read<[number]>(SQL.any, [])).length > 0
  }

  /**
   * Ids of the subscriptions that exist with a lease set (held, or run out after a crash): among them every
   * one an instance delivers, and no removed one. Asked before delivery attempts.
   */
  async held(): Promise<Set<number>> {
    return new Set((await this.#dialect.read<[number]>(SQL.held, [])).map((r) => Number(r[0])))
  }

  /** Ids of active subscriptions whose next attempt is due and that no instance holds. */
  async due(now: number): Promise<number[]> {
    return (await this.#dialect.read<[number]>(SQL.due, [now, now])).map((r) => Number(r[0]))
  }

  /** Takes the lease of a subscription until `until`, when it is due and free; whether it was taken. */
  async claim(id: number, now: number, until: number): Promise<boolean> {
    return (await this.#dialect.execute(SQL.claim, [until, id, now, now])).changes === 1
  }

  /**
   * Moves the cursor (past acknowledged deliveries, and changes the filters leave out) and sets the lease to
   * `nextLease` (0: given back), if the lease is still `lease`, the one this instance holds; whether it was.
   * With `acknowledged`, the failures before it are forgotten and it is the last attempt.
   */
  async save(
    id: number,
    progress: {
      cursor: string
      lease: number
      nextLease: number
      acknowledged?: { at: number; status: number } | undefined
    },
  ): Promise<boolean> {
    const { cursor, lease, nextLease, acknowledged } = progress
    const result = acknowledged
      ? await this.#dialect.execute(SQL.acknowledged, [
          cursor,
          acknowledged.at,
          acknowledged.status,
          nextLease,
          id,
          lease,
        ])
      : await this.#dialect.execute(SQL.saved, [cursor, nextLease, id, lease])
    return result.changes === 1
  }

  /** Records a failed attempt and gives the lease back, if the lease is still `lease`. */
  async failed(
    id: number,
    lease: number,
    failure: { now: number; status: number | null; error: string; nextAttempt: number; state: WebhookState },
  ): Promise<void> {
    await this.#dialect.execute(SQL.failed, [
      failure.now,
      failure.now,
      failure.status,
      failure.error,
      failure.nextAttempt,
      failure.state,
      id,
      lease,
    ])
  }
}
