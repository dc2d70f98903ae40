// Which instances sharing a PostgreSQL store are alive: a session advisory lock per instance (why:
// ../instances.ts).
import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import type { Instances } from '../instances.js'

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
