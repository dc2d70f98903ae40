// Creating, seeding, reopening and migrating the store, on each dialect.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { openStore } from '../src/store/open-store.js'
import { POSTGRES_MIGRATIONS } from '../src/store/postgres/migrations/index.js'
import { STORE_CODE_FILES } from '../src/store/postgres/store-code.js'
import { SQLITE_MIGRATIONS } from '../src/store/sqlite/migrations/index.js'
import { NB, NN } from './helpers/languages.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const SEEDED = [
  { id: 1, language_code: 'nb-NO' },
  { id: 2, language_code: 'nn-NO' },
  { id: 3, language_code: 'en-US' },
]

for (const dialect of DIALECTS) {
  describe(`store lifecycle on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const made: TestStore[] = []
    const newStore = async () => {
      const store = await createTestStore(dialect)
      made.push(store)
      return store
    }
    after(async () => {
      for (const store of made) await store.drop()
    })

    it('creates a missing store with its schema and the three seeded languages', async () => {
      const { location } = await newStore()
      if (location.kind === 'sqlite') assert.equal(existsSync(location.path), false)

      const { store, applied } = await openStore(location)
      await store.close()

      assert.deepEqual(applied, Object.keys(dialect === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS))
      const languages = await rawQuery(location, 'select id, language_code from language order by id')
      assert.deepEqual(
        languages.map((l) => ({ id: Number(l.id), language_code: l.language_code })),
        SEEDED,
      )
    })

    it('leaves an existing store as it is on restart: data kept, nothing re-seeded', async () => {
      const { location } = await newStore()
      const first = await openStore(location)
      const { content: created } = await first.store.writes.createContent(
        [{ text: 'Før omstart', language: NB }],
        { by: 'test' },
      )
      await first.store.close()
      // An operator's change to the reference data must survive a restart.
      await rawExec(location, `delete from language where language_code = 'en-US'`)

      const second = await openStore(location)
      const listed = await second.store.listing.listContents(0, 100)
      await second.store.close()

      assert.deepEqual(second.applied, [])
      assert.deepEqual(listed, [created])
      const languages = await rawQuery(location, 'select language_code from language order by id')
      assert.deepEqual(
        languages.map((l) => l.language_code),
        ['nb-NO', 'nn-NO'],
      )
    })

    it('keeps a content, its version and its property linked by foreign keys', async () => {
      const { location } = await newStore()
      const { store } = await openStore(location)
      const { content } = await store.writes.createContent([{ text: 'Lenkja', language: NN }], { by: 'test' })
      await store.close()

      const rows = await rawQuery(
        location,
        `select p.text, p.language_id, v.content_id as version_content
           from property p join version v on v.id = p.version_id where p.content_id = ${content.id}`,
      )
      assert.deepEqual(
        rows.map((r) => ({
          ...r,
          language_id: Number(r.language_id),
          version_content: Number(r.version_content),
        })),
        [{ text: 'Lenkja', language_id: 2, version_content: content.id }],
      )
      await assert.rejects(
        rawExec(
          location,
          "insert into property (content_id, language_id, version_id, text) values (999999, 1, 1, 'x')",
        ),
      )
    })

    if (dialect === 'sqlite') {
      it('runs SQLite in WAL mode with full synchronous commits', async () => {
        const { location } = await newStore()
        const { store } = await openStore(location)
        await store.close()

        const [mode] = await rawQuery(location, 'pragma journal_mode')
        assert.equal(mode?.journal_mode, 'wal')
      })
    }

    if (dialect === 'postgres') {
      it('ends with one schema and three languages when two instances start at once on an empty server', async () => {
        const { location } = await newStore()

        const opened = await Promise.all([openStore(location), openStore(location), openStore(location)])
        for (const { store } of opened) await store.close()

        const appliedCounts = opened.map((o) => o.applied.length).sort()
        assert.deepEqual(
          appliedCounts,
          [0, 0, Object.keys(POSTGRES_MIGRATIONS).length],
          'exactly one instance migrated',
        )
        const languages = await rawQuery(location, 'select id, language_code from language order by id')
        assert.deepEqual(
          languages.map((l) => ({ id: Number(l.id), language_code: l.language_code })),
          SEEDED,
        )
        const runs = await rawQuery(location, 'select name from kysely_migration')
        // The functions were applied once, too: one checksum per file.
        const code = await rawQuery(location, 'select name from store_code')
        assert.equal(code.length, STORE_CODE_FILES.length)
        assert.equal(runs.length, Object.keys(POSTGRES_MIGRATIONS).length)
      })
    }
  })
}
