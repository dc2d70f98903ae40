// Which instances sharing a SQLite store are alive: a lock file per instance (why: ../instances.ts).
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import type { Instances } from '../instances.js'

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
