// The database DATABASE_URL names, created on first start when the server has none of that name.
import pg from 'pg'
import { postgresErrors } from './driver-errors.js'

/** Creates the database DATABASE_URL names when it does not exist, as EF Core's EnsureCreated does. */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await probe.connect()
    return
  } catch (error) {
    // 3D000 invalid_catalog_name: the server is there, the database is not. Anything else is real.
    if ((error as { code?: string }).code !== '3D000') throw postgresErrors.translate(error)
  } finally {
    await probe.end().catch(() => {})
  }
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query(`create database ${client.escapeIdentifier(name)}`)
  } catch (error) {
    // Another instance created it first (42P04 duplicate_database; 23505 when the two race in the catalog).
    const code = (error as { code?: string }).code
    if (code !== '42P04' && code !== '23505') throw postgresErrors.translate(error)
  } finally {
    await client.end().catch(() => {})
  }
}
