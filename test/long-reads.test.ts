// The reads that may take long (bundles, streamed listings and exports; read-queries.ts StoreSql `long`) run on
// SQLite's read threads, each a read-only connection of its own: they answer what the main thread's connection
// answers, and, like it, neither wait for nor see another connection's uncommitted write; one that comes while
// a thread is busy goes to another. PostgreSQL runs every read on its pool: the same checks hold there too.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { postgresOpener } from '../src/store/postgres/open.js'
import { bundleMembersRead, LONG_READS, type StoreSql } from '../src/store/read-queries.js'
import { sqliteOpener } from '../src/store/sqlite/open.js'
import { SqliteReadThreads } from '../src/store/sqlite/read-threads.js'
import { sqliteText } from '../src/store/sqlite/sql-spellings.js'
import type { StoreDialect } from '../src/store/store-dialect.js'
import { appOnStore } from './helpers/app.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`long reads on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let api: string
    let reads: StoreDialect
    const languageIds: Record<string, number> = {}
    const ids: number[] = []

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      for (let i = 0; i < 40; i++) {
        const answer = await postJson(`${api}/Content`, {
          Properties: [
            { Text: `Tekst "${i}" på bokmål\nmed linjeskift`, LanguageCode: 'nb-NO' },
            ...(i % 3 === 0 ? [{ Text: `Tekst ${i} på nynorsk`, LanguageCode: 'nn-NO' }] : []),
          ],
          ...(i % 2 === 0 ? { Key: `lang/tekst.${i}` } : {}),
        })
        assert.equal(answer.status, 201, answer.text)
        ids.push(answer.json.id)
      }
      assert.equal((await del(`${api}/Content/${ids[4]}`)).status, 204)
      assert.equal(
        (await putJson(`${api}/Content/${ids[5]}/Properties/en-US`, { Text: 'English' })).status,
        200,
      )
      for (const { id, languageCode } of (await call(`${api}/Language`)).json) languageIds[languageCode] = id
      const location = suite.store.location
      reads = (
        location.kind === 'sqlite'
          ? await sqliteOpener.open(location, { searchDictionary: [] })
          : // The slow read below is about a second of CPU: on a loaded machine longer than the default
            // PG_QUERY_TIMEOUT_MS's statement_timeout (1.2 s). This file is about reads overlapping, not timeouts.
            await postgresOpener.open(location, { pgQueryTimeoutMs: 60_000 })
      ).dialect
    })
    after(() => reads?.close())

    /** The same statement, read where short reads are (SQLite: the main thread's connection). */
    const short = new Map<StoreSql, StoreSql>()
    const onMainThread = (query: StoreSql) => {
      let main = short.get(query)
      if (!main) {
        main = { ...query, long: false }
        short.set(query, main)
      }
      return main
    }

    it('answers each long read as the main connection does', async () => {
      const chain = [languageIds['nn-NO'], languageIds['nb-NO']] as number[]
      const first = ids[0] as number
      const last = ids.at(-1) as number
      const cases: [string, StoreSql, unknown[]][] = [
        ['a window of a bundle', bundleMembersRead(2, 'ids'), [first, last, ...chain]],
        [
          'a key range of a bundle',
          bundleMembersRead(2, 'keys', [true, false]),
          ['lang/', 'lang0', ...chain],
        ],
        [
          'changed contents of a bundle',
          bundleMembersRead(1, 'list'),
          [reads.idList(ids.slice(2, 9)), chain[1]],
        ],
        ['a window of a listing', LONG_READS.renderedInRange, [first, last]],
        ['a batch of a listing', LONG_READS.renderedAmong, [reads.idList(ids.filter((_, i) => i % 2))]],
        ['a batch of an export', LONG_READS.contentsInRange, [first, last, first, last]],
      ]
      for (const [what, query, params] of cases) {
        assert.equal(query.long, true, what)
        const [long, main] = [await reads.read(query, params), await reads.read(onMainThread(query), params)]
        assert.ok(long.length > 0, what)
        assert.deepEqual(long, main, what)
      }
    })

    it('joins a window into the JSON the API answers, the same bytes wherever it is read', async () => {
      const first = ids[0] as number
      const last = ids.at(-1) as number
      const window = [first, last]
      const long = await reads.readJson(LONG_READS.renderedInRange, window)
      assert.deepEqual(long, await reads.readJson(onMainThread(LONG_READS.renderedInRange), window))
      const live = ids.filter((id) => id !== ids[4])
      const answered = []
      for (const id of live) answered.push((await call(`${api}/Content/${id}`)).json)
      assert.equal(`[${long}]`, JSON.stringify(answered))
      // Only the kept ids, where a range read asks for them; none at all, as no bytes.
      const kept = new Set(live.filter((_, i) => i % 3 === 1))
      const keptOnly = JSON.parse(`[${await reads.readJson(LONG_READS.renderedInRange, window, kept)}]`)
      assert.deepEqual(
        keptOnly.map((c: { id: number }) => c.id),
        [...kept],
      )
      const none = await reads.readJson(LONG_READS.renderedInRange, [last + 1, last + 9])
      assert.equal(none.length, 0)
    })

    it('answers a short long read while another long read runs', async () => {
      // About a second of CPU on a read thread (on PostgreSQL, a connection of the pool).
      const slow: StoreSql = {
        strings: [
          'with recursive r(n) as (select 1 union all select n + 1 from r where n < 1000000) select count(*) from r',
        ],
        parts: [],
        long: true,
      }
      const window = [ids[0], ids.at(-1), languageIds['nb-NO']]
      const members = bundleMembersRead(1, 'ids')
      // Two at once: on SQLite the second starts a second read thread, as a read that comes while the first
      // is busy does.
      await Promise.all([reads.read(members, window), reads.read(members, window)])
      let slowDone = false
      const counting = reads.read<[number | string]>(slow, []).then((rows) => {
        slowDone = true
        return rows
      })
      const quick = await reads.read<[string, string]>(members, window)
      assert.ok(quick.length > 0)
      assert.equal(slowDone, false, 'the short read waited for the long one')
      assert.equal(Number((await counting)[0]?.[0]), 1_000_000)
    })

    it('starts a second SQLite read thread at open when asked, and otherwise when reads overlap, no more than its most', {
      skip: dialect === 'sqlite' ? false : 'SQLite only',
    }, async () => {
      const location = suite.store.location
      if (location.kind !== 'sqlite') return
      const window = [ids[0], ids.at(-1), languageIds['nb-NO']]
      const text = sqliteText(bundleMembersRead(1, 'ids'))
      const eager = new SqliteReadThreads({ path: location.path }, 2)
      const lazy = new SqliteReadThreads({ path: location.path }, 2)
      try {
        await eager.start(true)
        assert.equal(eager.size, 2)
        await lazy.start()
        assert.equal(lazy.size, 1)
        await lazy.read(text, window)
        assert.equal(lazy.size, 1, 'reads one after another share one thread')
        const answers = await Promise.all([1, 2, 3].map(() => lazy.read(text, window)))
        assert.equal(lazy.size, 2)
        for (const rows of answers) assert.ok(rows.length > 0)
      } finally {
        await Promise.all([eager.close(), lazy.close()])
      }
    })

    it('reads past another connection holding an uncommitted write, without seeing it', async () => {
      const window = [ids[0], ids.at(-1), languageIds['nb-NO']]
      const before = await reads.read<[string, string]>(bundleMembersRead(1, 'ids'), window)
      const location = suite.store.location
      const write = `update current_text set text = 'Ikkje sendt' where content_id = ${ids[1]}`
      let release: () => Promise<void>
      if (location.kind === 'sqlite') {
        // Another process's writer (the CLI, a second server) in the middle of its transaction.
        const other = new SqliteDatabase(location.path)
        other.exec('begin immediate')
        other.exec(write)
        release = async () => {
          other.exec('rollback')
          other.close()
        }
      } else {
        const other = new pg.Client({ connectionString: location.url })
        await other.connect()
        await other.query('begin')
        await other.query(write)
        release = async () => {
          await other.query('rollback')
          await other.end()
        }
      }
      try {
        const during = await reads.read<[string, string]>(bundleMembersRead(1, 'ids'), window)
        assert.deepEqual(during, before)
        assert.doesNotMatch(String(during[0]?.[0]), /Ikkje sendt/)
        const bundle = await call(`${api}/Bundles/nb-NO`)
        assert.equal(bundle.status, 200)
        assert.equal(Object.values(bundle.json).includes('Ikkje sendt'), false)
      } finally {
        await release()
      }
    })
  })
}
