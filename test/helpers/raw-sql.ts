// Reads and writes a store directly, bypassing the service: to check what it really holds, or to make it
// fail in a chosen way.
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import type { StoreLocation } from '../../src/config.js'

export async function rawQuery(location: StoreLocation, text: string): Promise<Record<string, unknown>[]> {
  if (location.kind === 'sqlite') {
    const db = new SqliteDatabase(location.path, { readonly: true })
    try {
      return db.prepare(text).all() as Record<string, unknown>[]
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: location.url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

export async function rawExec(location: StoreLocation, text: string): Promise<void> {
  if (location.kind === 'sqlite') {
    const db = new SqliteDatabase(location.path)
    try {
      db.pragma('busy_timeout = 5000')
      db.exec(text)
    } finally {
      db.close()
    }
    return
  }
  await rawQuery(location, text)
}
