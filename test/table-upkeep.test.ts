// PostgreSQL's tables kept analyzed and vacuumed where autovacuum is off (store/postgres/table-upkeep.ts): on a
// real database whose tables have autovacuum_enabled = false, after writes through the app.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { keepTables } from '../src/store/postgres/table-upkeep.js'
import { type RunningApp, startApp } from './helpers/app.js'
import { postJson, putJson } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { createTestStore, skipReason, type TestStore } from './helpers/stores.js'

describe('postgres: the tables kept where autovacuum is off', { skip: skipReason('postgres') }, () => {
  let store: TestStore
  let running: RunningApp | undefined
  let url: string
  before(async () => {
    store = await createTestStore('postgres', { migrated: true })
    if (store.location.kind !== 'postgres') throw new Error('a PostgreSQL store was asked for')
    url = store.location.url
    // Off for these tables whatever the server's setting, as a server with `autovacuum = off` has it for all.
    for (const table of ['content', 'current_text', 'search_posting', 'change_log'])
      await rawExec(store.location, `alter table ${table} set (autovacuum_enabled = false)`)
  })
  after(async () => {
    await running?.close()
    await store?.drop()
  })

  const postingStats = async () =>
    (
      await rawQuery(
        store.location,
        `select c.reltuples::integer as reltuples, s.n_mod_since_analyze::integer as modified,
           (select count(*) from search_posting)::integer as rows
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where c.relname = 'search_posting'`,
      )
    )[0] as { reltuples: number; modified: number; rows: number }

  it('analyzes and vacuums the tables that changed, once, and only one instance at a time', async () => {
    running = await startApp(store.location, { searchDictionary: [] })
    for (let i = 0; i < 120; i++) {
      const created = await postJson(`${running.url}/ContentApi/Content`, {
        Text: `Søknad nummer ${i} om skuleskyss, frist og vedtak for elev ${i % 7}`,
        LanguageCode: 'nb-NO',
      })
      assert.equal(created.status, 201, created.text)
      if (i % 3 === 0) {
        const put = await putJson(`${running.url}/ContentApi/Content/${created.json.id}/Properties/nb-NO`, {
          Text: `Ny søknad ${i}`,
        })
        assert.equal(put.status, 200, put.text)
      }
    }
    // The pool's sessions report their counts when they end.
    await running.close()
    running = undefined
    const before = await postingStats()
    assert.ok(before.rows > 600, `${before.rows} postings`)
    assert.ok(before.modified > before.rows, `${before.modified} changes since the last ANALYZE`)

    // A store closing: no round.
    assert.deepEqual(await keepTables(url, AbortSignal.abort()), { analyzed: [], vacuumed: [] })
    // Another instance at it: this one leaves the tables alone.
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      await other.query('select pg_advisory_lock(1668575864)')
      assert.deepEqual(await keepTables(url), { analyzed: [], vacuumed: [] })
    } finally {
      await other.end()
    }

    const done = await keepTables(url)
    const kept = [...done.analyzed, ...done.vacuumed]
    for (const table of ['content', 'current_text', 'search_posting'])
      assert.ok(kept.includes(table), `${table} kept: ${JSON.stringify(done)}`)
    // The texts replaced left dead postings: that table was vacuumed, not only analyzed.
    assert.ok(done.vacuumed.includes('search_posting'), JSON.stringify(done))
    const afterwards = await postingStats()
    assert.equal(afterwards.modified, 0)
    assert.equal(afterwards.reltuples, afterwards.rows)

    // Nothing changed since: the next round has nothing to do.
    assert.deepEqual(await keepTables(url), { analyzed: [], vacuumed: [] })
  })
})
