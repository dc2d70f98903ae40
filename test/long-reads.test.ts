// The reads that may take long (bundles, streamed listings and exports; read-queries.ts StoreSql `long`) run on
// SQLite's read thread, a read-only connection of its own: they answer what the main thread's connection
// answers, and, like it, neither wait for nor see another connection's uncommitted write. PostgreSQL runs
// every read on its pool: the same checks hold there too.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { postgresOpener } from '../src/store/postgres/open.js'
import { bundleMembersRead, LONG_READS, type StoreSql } from '../src/store/read-queries.js'
import { sqliteOpener } from '../src/store/sqlite/open.js'
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
          : await postgresOpener.open(location, {})
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
        ['a window of a listing', LONG_READS.renderedInRange, [first, last, first, last]],
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
