// Idempotency keys as the store keeps them (table idempotency_key): a request claims its key with a lease,
// the content write it makes marks the key with the content and version it committed in the same transaction
// (the change set's `idempotencyKeyId`, see change-set.ts), and the answer is recorded once it is sent. Kept
// in the store so that a retry finds it after a restart and on any instance. Written outside the change-set path (the
// SQLite writer thread runs these statements too), as webhook state is.
//
// A lease names the instance that holds it (store/instances.ts). A lease of an instance that has died (killed
// before its request's write committed) is free at once: a retry after a crash and a restart runs instead of
// answering 409 until the lease runs out. The lease's end still frees a key whose holder cannot be told dead.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Instances } from './instances.js'
import { storeSql } from './read-queries.js'
import { type Statements, type StoreDialect, statementsOf } from './store-dialect.js'

/** A key is kept this long after its first use (the IETF draft's advice: at least 24 hours). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000
/** A request holds its key this long; a key still held after it belongs to a request that died. */
export const IDEMPOTENCY_LEASE_MS = 60_000

/** An answer as recorded: status, the headers that belong to it, the body as sent. */
export interface RecordedAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export type Claim =
  /** The key is this request's: go on, then record or release it. */
  | { kind: 'claimed'; id: number }
  /** The key was used with another request. */
  | { kind: 'mismatch' }
  /** A request with the key is running now. */
  | { kind: 'inProgress' }
  /** The first request was answered: answer the same. */
  | { kind: 'answered'; answer: RecordedAnswer }
  /**
   * The first request's write committed but its answer was never recorded (the process died, or the store
   * failed as it answered): its answer can be made again from the content as of that version.
   */
  | { kind: 'committed'; id: number; replayStatus: number; contentId: number; versionId: number }

const claimedKey = new AsyncLocalStorage<number>()

/**
 * Runs a request's handler with its claimed key, so that the content write it makes marks the key in the
 * write's own transaction (content-writes.ts reads it when it makes the change set).
 */
export function withIdempotencyKey<T>(id: number, run: () => T): T {
  return claimedKey.run(id, run)
}

/** The key claimed by the request being handled, if it claimed one. */
export function claimedIdempotencyKey(): number | undefined {
  return claimedKey.getStore()
}

type Row = [
  number,
  string,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
]

const SQL = {
  insert: storeSql`insert into idempotency_key
    (scope, key, fingerprint, lease_until, expires_at, replay_status, holder)
    values (${'text'}, ${'text'}, ${'text'}, ${'bigint'}, ${'bigint'}, ${'integer'}, ${'text'})
    on conflict (scope, key) do nothing returning id`,
  find: storeSql`select id, fingerprint, lease_until, replay_status, content_id, version_id, status, headers, body,
    holder
    from idempotency_key where scope = ${'text'} and key = ${'text'}`,
  takeOver: storeSql`update idempotency_key set lease_until = ${'bigint'}, holder = ${'text'}
    where id = ${'bigint'} and lease_until = ${'bigint'} and status is null and content_id is null`,
  expire: storeSql`delete from idempotency_key where expires_at < ${'bigint'}`,
  record: storeSql`update idempotency_key set status = ${'integer'}, headers = ${'text'}, body = ${'text'},
    lease_until = 0 where id = ${'bigint'}`,
  forget: storeSql`delete from idempotency_key where id = ${'bigint'} and content_id is null and status is null`,
  release: storeSql`update idempotency_key set lease_until = 0 where id = ${'bigint'}`,
}

export class IdempotencyStore {
  readonly #dialect: Statements
  #expiredBefore = 0

  readonly #instances: Instances

  constructor(dialect: StoreDialect, instances: Instances) {
    this.#dialect = statementsOf(dialect)
    this.#instances = instances
  }

  /**
   * Claims a key for a request with this fingerprint, or tells what became of the request that used it first.
   * `replayStatus` is the status the route answers a successful write with, when its answer can be made again
   * from the content it wrote (undefined: it cannot).
   */
  async claim(
    scope: string,
    key: string,
    fingerprint: string,
    replayStatus: number | undefined,
    now = Date.now(),
  ): Promise<Claim> {
    await this.#expire(now)
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.#dialect.execute(SQL.insert, [
        scope,
        key,
        fingerprint,
        now + IDEMPOTENCY_LEASE_MS,
        now + IDEMPOTENCY_KEEP_MS,
        replayStatus ?? null,
        this.#instances.id,
      ])
      const [created] = inserted.rows
      if (created) return { kind: 'claimed', id: Number(created[0]) }
      const [row] = await this.#dialect.read<Row>(SQL.find, [scope, key])
      if (!row) continue // expired and removed between the two statements: insert again
      const [
        id,
        storedFingerprint,
        leaseUntil,
        storedReplay,
        contentId,
        versionId,
        status,
        headers,
        body,
        holder,
      ] = row
      if (storedFingerprint !== fingerprint) return { kind: 'mismatch' }
      if (status !== null) {
        return {
          kind: 'answered',
          answer: { status: Number(status), headers: JSON.parse(headers ?? '{}'), body: body ?? '' },
        }
      }
      // Its write committed: the answer is that content as of that version, whether or not the request that
      // made it is still about to send it (it would send the same).
      if (contentId !== null && versionId !== null && storedReplay !== null) {
        return {
          kind: 'committed',
          id: Number(id),
          replayStatus: Number(storedReplay),
          contentId: Number(contentId),
          versionId: Number(versionId),
        }
      }
      if (Number(leaseUntil) > now && (holder === null || (await this.#instances.isAlive(holder))))
        return { kind: 'inProgress' }
      // The request that held it died before its write committed (its lease ran out, or its instance is
      // gone): this one takes the key over.
      const taken = await this.#dialect.execute(SQL.takeOver, [
        now + IDEMPOTENCY_LEASE_MS,
        this.#instances.id,
        id,
        leaseUntil,
      ])
      if (taken.changes === 1) return { kind: 'claimed', id: Number(id) }
      return { kind: 'inProgress' }
    }
    return { kind: 'inProgress' }
  }

  /** Records the answer sent for a claimed key; later requests with it get the same. */
  async record(id: number, answer: RecordedAnswer): Promise<void> {
    await this.#dialect.execute(SQL.record, [answer.status, JSON.stringify(answer.headers), answer.body, id])
  }

  /**
   * Gives a claimed key up after a failure (5xx): forgotten when nothing was committed under it, so a retry
   * runs again; otherwise its lease ends at once, so a retry answers from what was committed.
   */
  async release(id: number): Promise<void> {
    const forgotten = await this.#dialect.execute(SQL.forget, [id])
    if (forgotten.changes === 0) await this.#dialect.execute(SQL.release, [id])
  }

  /** Removes expired keys, at most once a minute per process. */
  async #expire(now: number): Promise<void> {
    if (now < this.#expiredBefore) return
    this.#expiredBefore = now + 60_000
    await this.#dialect.execute(SQL.expire, [now])
  }
}
