// The store's tables analyzed and vacuumed where autovacuum does not do it: a PostgreSQL set up for tests or
// bulk loads often runs with it off (for the server, or for a table by its autovacuum_enabled storage
// parameter), and there the planner keeps a table's statistics from its last ANALYZE: the migrations',
// when it was empty. Planned by those, a one-word search at 20,000 contents read every posting of its term and
// sorted them instead of reading the index's first page (17.6 ms, 4.8 ms after ANALYZE), a prefix search took
// 45 ms instead of 4 (docs/PERFORMANCE.md), and dead rows were never reclaimed.
//
// Autovacuum's own rules decide, with its default settings: ANALYZE a table when more than 50 + 10 % of its
// rows changed since the last; VACUUM it (and analyze) when more than 50 + 20 % are dead, or 1000 + 20 % were
// inserted since the last vacuum (which marks pages all-visible for index-only scans). One instance at a time
// does it (an advisory lock); where autovacuum is on, nothing is done.
import pg from 'pg'

/** How often the tables' counters are looked at. */
export const UPKEEP_INTERVAL_MS = 20_000

/** The advisory-lock key under which one instance at a time keeps the tables. */
const LOCK = 1668575864

/** The store's tables that autovacuum leaves alone and are due, with what each is due for. */
const DUE = `
  select "table", vacuum from (
    select c.relname as "table",
           s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as stale,
           s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
             or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and (current_setting('autovacuum') = 'off'
           or exists (select 1 from unnest(c.reloptions) o where o ~* '^autovacuum_enabled=(false|off|no|0)$'))
  ) t
  where stale or vacuum
  order by "table"`

/** What one round did: the tables analyzed, and those vacuumed (and analyzed). */
export interface Upkeep {
  analyzed: string[]
  vacuumed: string[]
}

/**
 * One round: the due tables analyzed or vacuumed; nothing when another instance is at it. On a connection of
 * its own, without the pool's statement timeout (a large table's VACUUM takes longer than a request may).
 * `stop` ends the connection, and with it a statement running (the server cancels a VACUUM whose session
 * ends; what it did stays done): a store closing does not wait for a large table.
 */
export async function keepTables(url: string, stop?: AbortSignal): Promise<Upkeep> {
  const done: Upkeep = { analyzed: [], vacuumed: [] }
  if (stop?.aborted) return done
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  // A connection lost between statements ends the round (the query rejects); its event must not end the process.
  client.on('error', () => {})
  const end = () => void client.end().catch(() => {})
  stop?.addEventListener('abort', end, { once: true })
  try {
    await client.connect()
    const locked = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [LOCK])
    if (locked.rows[0]?.got !== true) return done
    try {
      const due = await client.query<{ table: string; vacuum: boolean }>(DUE)
      for (const { table, vacuum } of due.rows) {
        const name = client.escapeIdentifier(table)
        // Neither blocks reads or writes (VACUUM without FULL takes SHARE UPDATE EXCLUSIVE).
        await client.query(vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`)
        ;(vacuum ? done.vacuumed : done.analyzed).push(table)
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [LOCK])
    }
  } finally {
    stop?.removeEventListener('abort', end)
    await client.end().catch(() => {})
  }
  return done
}

/**
 * Runs keepTables every UPKEEP_INTERVAL_MS until the returned stop is called. A round that fails (the store
 * away for a moment, a statement timeout on a large table) is tried again at the next; `failed` hears of it.
 */
export function keepTablesRegularly(url: string, failed: (error: Error) => void): () => Promise<void> {
  const stopping = new AbortController()
  let round: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    round = round.then(() =>
      keepTables(url, stopping.signal).catch((error: Error) => {
        if (!stopping.signal.aborted) failed(error)
      }),
    )
  }, UPKEEP_INTERVAL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    stopping.abort()
    await round
  }
}
