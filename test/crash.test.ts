// Durability: every POST answered 201 is in the store after the server process is killed with SIGKILL
// at a random moment under concurrent load, on each store. (Fast form; issue 6 runs longer rounds.)
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { openStore } from '../src/store/open-store.js'
import { databaseUrl } from './helpers/cli.js'
import { postJson } from './helpers/http.js'
import { rawQuery } from './helpers/raw-sql.js'
import { spawnServer } from './helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const CONCURRENCY = 64
// npm test runs the fast form; npm run test:reliability (RELIABILITY=1) the longer one.
const ROUNDS = process.env.RELIABILITY === '1' ? 6 : 2

for (const dialect of DIALECTS) {
  describe(`crash safety on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const stores: TestStore[] = []
    after(async () => {
      for (const store of stores) await store.drop()
    })

    it(`keeps every answered POST through ${ROUNDS} rounds of kill -9 under ${CONCURRENCY} concurrent writers`, async (t) => {
      const testStore = await createTestStore(dialect)
      stores.push(testStore)
      const acknowledged = new Map<number, string>()

      for (let round = 0; round < ROUNDS; round++) {
        const running = spawnServer({ DATABASE_URL: databaseUrl(testStore.location) })
        const url = await running.ready
        let stop = false
        let sent = 0
        const writer = async (w: number) => {
          for (let i = 0; !stop && i < 10_000; i++) {
            const text = `round ${round} writer ${w} write ${i} ${Math.random()}`
            sent++
            try {
              const answer = await postJson(`${url}/ContentApi/Content`, {
                Text: text,
                LanguageCode: 'nb-NO',
              })
              if (answer.status === 201) acknowledged.set(answer.json.id, text)
            } catch {
              return // the connection died with the server
            }
          }
        }
        const writers = Array.from({ length: CONCURRENCY }, (_, w) => writer(w))
        // A random moment after the load is under way.
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700))
        running.child.kill('SIGKILL')
        assert.equal(await running.exited, 'SIGKILL')
        stop = true
        await Promise.all(writers)
        assert.ok(sent > CONCURRENCY, 'the load was under way when the process died')
      }

      const { store } = await openStore(testStore.location)
      const stored = new Map<number, string>()
      for (let after = 0; ; ) {
        const batch = await store.listContents(after, 1000)
        if (batch.length === 0) break
        for (const content of batch) {
          assert.equal(content.properties.length, 1, 'no content lacks its property')
          stored.set(content.id, content.properties[0]?.text ?? '')
        }
        after = batch.at(-1)?.id ?? after
      }
      await store.close()

      t.diagnostic(`${acknowledged.size} POSTs answered 201 before the kills; ${stored.size} contents stored`)
      assert.ok(acknowledged.size > 0)
      for (const [id, text] of acknowledged) assert.equal(stored.get(id), text, `acknowledged content ${id}`)
      const orphans = await rawQuery(
        testStore.location,
        'select count(*) as n from version v where not exists (select 1 from property p where p.version_id = v.id)',
      )
      assert.equal(Number(orphans[0]?.n), 0, 'no version lacks its property')
      if (testStore.location.kind === 'sqlite') {
        const [check] = await rawQuery(testStore.location, 'pragma integrity_check')
        assert.equal(check?.integrity_check, 'ok')
      }
    })
  })
}
