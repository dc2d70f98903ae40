// Which instances of the service sharing a store are alive: a lease held in the store (an Idempotency-Key
// claimed by a request) names the instance that holds it, and a lease of an instance that has died is free at
// once, rather than when it runs out (a minute after a kill -9, retries were 409s until then).
//
// Each instance holds a lock that is released by someone other than itself when it dies, however it dies:
// - SQLite: a lock file of its own, `<store>-instances/<id>`, a small SQLite database held in an exclusive
//   transaction. SQLite's locks are the operating system's (POSIX advisory locks), which the kernel drops when
//   the process ends, kill -9 included. Any process that can open the store can test an instance: it is alive
//   while its file cannot be locked. Chosen over a heartbeat row (a dead instance would look alive until its
//   heartbeat aged, which is the wait this is meant to end) and over process ids (reused, and meaningless
//   across containers sharing a volume); it needs nothing the store's own locking does not.
// - PostgreSQL: a session advisory lock on a connection of its own; the server releases it when the session
//   ends, which it sees at once when the process dies (its socket closes). An instance is alive while
//   pg_try_advisory_lock on its key fails. If the server cannot tell (the host vanished without closing its
//   connections), the lock lasts until the server drops the session, and the lease's own end still frees it.
import { randomInt, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'

export interface Instances {
  /** This instance's id, as leases name it. */
  readonly id: string
  /** Whether the instance with this id may still be running (true when it cannot be told). */
  isAlive(id: string): Promise<boolean>
  close(): Promise<void>
}

/** SQLite: a lock file per instance beside the store. */
export function sqliteInstances(storePath: string): Instances {
  const dir = `${storePath}-instances`
  mkdirSync(dir, { recursive: true })
  // Files of instances that died are removed, so that the folder holds the live ones and a few at most.
  for (const name of readdirSync(dir)) {
    if (/^[0-9a-f-]{36}$/.test(name) && !lockedByOther(join(dir, name)))
      rmSync(join(dir, name), { force: true })
  }
  const id = randomUUID()
  // The lock is taken before the id is in any lease, so no one tests this file before it is held.
  const own = new SqliteDatabase(join(dir, id))
  own.pragma('locking_mode = EXCLUSIVE')
  own.exec('begin exclusive')
  return {
    id,
    async isAlive(other) {
      if (other === id) return true
      if (!/^[0-9a-f-]{36}$/.test(other)) return true
      const file = join(dir, other)
      if (lockedByOther(file)) return true
      // Dead: its file goes too (another instance may have removed it already).
      rmSync(file, { force: true })
      return false
    },
    async close() {
      own.close()
      rmSync(join(dir, id), { force: true })
    },
  }
}

/** Whether another connection holds this lock file; a file that does not exist is held by no one. */
function lockedByOther(file: string): boolean {
  let probe: SqliteDatabase.Database
  try {
    probe = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 })
  } catch {
    return false
  }
  try {
    probe.exec('begin immediate')
    probe.exec('rollback')
    return false
  } catch {
    return true
  } finally {
    probe.close()
  }
}

/** The advisory-lock namespace (the first of the two keys) of the instances' locks: "CSI1". */
const LOCK_SPACE = 0x43534931
/** True while the key's lock is held by a session; takes and gives it back at once when it is not. */
const IS_HELD = `select case when pg_try_advisory_lock($1, $2) then not pg_advisory_unlock($1, $2)
  else true end as held`

/** PostgreSQL: a session advisory lock, on a connection of its own, per instance. */
export async function postgresInstances(url: string): Promise<Instances> {
  let stopped = false
  let client: pg.Client | undefined
  const lock = async (key: number): Promise<boolean> => {
    const candidate = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    // A lost connection ends the client ('end' below); its error must not end the process.
    candidate.on('error', () => {})
    try {
      await candidate.connect()
      const result = await candidate.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [
        LOCK_SPACE,
        key,
      ])
      if (result.rows[0]?.got !== true || stopped) {
        await candidate.end().catch(() => {})
        return false
      }
    } catch {
      await candidate.end().catch(() => {})
      throw new Error('could not connect')
    }
    client = candidate
    // The connection lost (a restart of the server): the lock is taken again with the same key.
    candidate.once('end', () => {
      client = undefined
      if (!stopped) void relock(key)
    })
    return true
  }
  const relock = async (key: number): Promise<void> => {
    for (let delay = 250; !stopped; delay = Math.min(delay * 2, 5000)) {
      try {
        if (await lock(key)) return
      } catch {
        // not reachable yet
      }
      await sleep(delay)
    }
  }
  // A key another instance holds (one chance in two billion) is not this one's: draw another.
  let key = 0
  for (let attempt = 0; ; attempt++) {
    key = randomInt(1, 2 ** 31)
    if (await lock(key)) break
    if (attempt > 10) throw new Error('could not take an instance lock')
  }
  const id = String(key)
  return {
    id,
    async isAlive(other) {
      if (other === id) return true
      // Asked on this instance's own connection (its own lock is another key): while it is being made
      // again, nothing can be told.
      if (!/^[1-9][0-9]{0,9}$/.test(other) || client === undefined) return true
      try {
        const result = await client.query<{ held: boolean }>(IS_HELD, [LOCK_SPACE, Number(other)])
        return result.rows[0]?.held !== false
      } catch {
        return true
      }
    },
    async close() {
      stopped = true
      await client?.end().catch(() => {})
    },
  }
}
