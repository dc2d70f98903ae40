// The schema's rules: a new store gets the baseline of the first release; a store an earlier build made is
// refused before anything changes, and crosses over by its dump (test/fixtures/dump-of-an-earlier-build.ndjson,
// exported by the build before the baseline: contents in four languages with history, keys, a deleted text,
// an archived, a restored and a purged content); PostgreSQL's functions are applied again when their file
// changes, and only then.
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ROOT } from '../scripts/build-freshness.mjs'
import { StoreFromEarlierBuildError } from '../src/store/errors.js'
import { openStore } from '../src/store/open-store.js'
import { STORE_CODE_FILES, storeCodeText } from '../src/store/postgres/store-code.js'
import { startApp } from './helpers/app.js'
import { runCli } from './helpers/cli.js'
import { call } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { createTestStore, DIALECTS, skipReason } from './helpers/stores.js'

const EARLIER_DUMP = join(ROOT, 'test', 'fixtures', 'dump-of-an-earlier-build.ndjson')

for (const dialect of DIALECTS) {
  describe(`the schema of the first release on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let dir: string
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'content-store-migration-'))
    })
    after(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it('imports a dump of an earlier build into a new store and exports it byte-identical', async () => {
      const store = await createTestStore(dialect)
      try {
        const imported = await runCli(store.location, '--create', 'import', EARLIER_DUMP)
        assert.equal(imported.code, 0, imported.stderr)
        assert.match(imported.stdout, /imported 7 contents with 16 versions/)
        const out = join(dir, `${dialect}.ndjson`)
        const exported = await runCli(store.location, 'export', '--out', out)
        assert.equal(exported.code, 0, exported.stderr)
        // The same, with what this build adds: who wrote each version (`anonymous` for the earlier build's),
        // and each content's source language (its first text's).
        const lines = (text: string) =>
          text
            .trimEnd()
            .split('\n')
            .map((line) => JSON.parse(line))
        const earlier = lines(await readFile(EARLIER_DUMP, 'utf8'))
        const now = lines(await readFile(out, 'utf8'))
        for (const content of now.slice(1)) {
          for (const version of content.versions) {
            assert.equal(version.by, 'anonymous')
            delete version.by
            if (version.kind !== 'purged') assert.match(version.sourceLanguage, /^(nb-NO|nn-NO|en-US|da-DK)$/)
            delete version.sourceLanguage
          }
        }
        assert.deepEqual(now, earlier)

        // The store serves what the dump holds: its present, its history and its search index.
        const running = await startApp(store.location)
        try {
          const base = `${running.url}/ContentApi/Content`
          const one = await call(`${base}/1`)
          assert.equal(one.headers.get('etag'), '"6"')
          assert.equal((await call(`${base}/4`)).status, 410)
          assert.equal((await call(`${base}/7`)).status, 410)
          assert.equal((await call(`${base}/ByKey/library.heading`)).json.id, 3)
          const hits = (await call(`${running.url}/ContentApi/Search?q=barnehage`)).json.hits as {
            contentId: number
          }[]
          assert.deepEqual([...new Set(hits.map((h) => h.contentId))], [1])
        } finally {
          await running.close()
        }
      } finally {
        await store.drop()
      }
    })

    it('refuses a store that an earlier build made, and changes nothing in it', async () => {
      const store = await createTestStore(dialect, { migrated: true })
      try {
        const { store: opened } = await openStore(store.location)
        await opened.close()
        await rawExec(
          store.location,
          `delete from kysely_migration;
           insert into kysely_migration (name, timestamp) values ('2026-11-21T14-00-initial', '2026-11-21'),
             ('2026-11-27T01-00-idempotency-holder', '2026-11-27')`,
        )
        await assert.rejects(openStore(store.location), StoreFromEarlierBuildError)
        const applied = await rawQuery(store.location, 'select name from kysely_migration order by name')
        assert.deepEqual(
          applied.map((r) => r.name),
          ['2026-11-21T14-00-initial', '2026-11-27T01-00-idempotency-holder'],
        )
      } finally {
        await store.drop()
      }
    })
  })
}

describe('the functions of the PostgreSQL store', { skip: skipReason('postgres') }, () => {
  const definition = async (location: Parameters<typeof rawQuery>[0]) =>
    String(
      (
        await rawQuery(
          location,
          "select pg_get_functiondef('content_store_state(bigint)'::regprocedure) as d",
        )
      )[0]?.d,
    )

  it('applies a file again when its checksum differs from the one recorded, and not otherwise', async () => {
    const store = await createTestStore('postgres', { migrated: true })
    try {
      const recorded = await rawQuery(store.location, 'select name from store_code order by name')
      assert.deepEqual(
        recorded.map((r) => r.name),
        [...STORE_CODE_FILES].sort(),
      )
      const original = await definition(store.location)
      const replaced = `create or replace function content_store_state(cid bigint) returns jsonb
        language sql volatile as $$ select null::jsonb $$`
      // Changed in the database while the file and its checksum stay: the checksum decides, nothing is applied.
      await rawExec(store.location, replaced)
      await (await openStore(store.location)).store.close()
      assert.notEqual(await definition(store.location), original)
      // A checksum that is not the file's (the file changed): the file is applied again.
      await rawExec(store.location, `update store_code set checksum = 'changed' where name = 'write'`)
      await (await openStore(store.location)).store.close()
      assert.equal(await definition(store.location), original)
      assert.ok(storeCodeText('write').includes('function content_store_state(cid bigint)'))
      const checksums = await rawQuery(store.location, "select checksum from store_code where name = 'write'")
      assert.match(String(checksums[0]?.checksum), /^[0-9a-f]{64}$/)
    } finally {
      await store.drop()
    }
  })
})
