// Store v2's migration on a store written by the schema before it: the present, the history and the change
// log derived from what the old store held, and writes that carry on from its ids.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { after, describe, it } from 'node:test'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { StoreLocation } from '../src/config.js'
import type { Change, VersionRecord } from '../src/schemas/content.js'
import type { Database } from '../src/store/database.js'
import { migrate } from '../src/store/migrate.js'
import { ensurePostgresDatabase } from '../src/store/postgres-dialect.js'
import { startApp } from './helpers/app.js'
import { followUntil } from './helpers/changes.js'
import { call, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const BEFORE_V2 = '2026-11-21T15-00-unique-language-code'

async function kyselyOn(location: StoreLocation): Promise<Kysely<any>> {
  if (location.kind === 'sqlite') {
    mkdirSync(dirname(location.path), { recursive: true })
    return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(location.path) }) })
  }
  await ensurePostgresDatabase(location.url)
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url, max: 1 }) }),
  })
}

for (const dialect of DIALECTS) {
  describe(`migrating a store of the first schema to store v2 on ${dialect}`, {
    skip: skipReason(dialect),
  }, () => {
    const made: TestStore[] = []
    after(async () => {
      for (const store of made) await store.drop()
    })

    it('derives current texts, latest versions, language sets and one change per version, and writes on', async () => {
      const testStore = await createTestStore(dialect)
      made.push(testStore)
      const old = await kyselyOn(testStore.location)
      await migrate(old as Kysely<Database>, dialect, BEFORE_V2)
      // What the service wrote before: content 1 in Bokmål, then Nynorsk added, then its Bokmål edited;
      // content 2 in two languages at once; content 3 in English only.
      const at = (n: number) => `2026-11-2${n}T10:00:00.000Z`
      await sql`insert into content (id) values (1), (2), (3)`.execute(old)
      await sql`insert into version (id, content_id, created_at) values
        (1, 1, ${at(0)}), (2, 2, ${at(0)}), (3, 1, ${at(1)}), (4, 3, ${at(1)}), (5, 1, ${at(2)})`.execute(old)
      await sql`insert into property (id, content_id, language_id, version_id, text) values
        (1, 1, 1, 1, 'Søknad'), (2, 2, 1, 2, 'To'), (3, 2, 2, 2, 'To (nn)'), (4, 1, 2, 3, 'Søknad (nn)'),
        (5, 3, 3, 4, 'English'), (6, 1, 1, 5, 'Søknad, retta')`.execute(old)
      if (dialect === 'postgres') {
        // The identity sequences, as the service's own inserts would have left them.
        for (const table of ['content', 'version', 'property']) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
            old,
          )
        }
      }
      await old.destroy()

      const running = await startApp(testStore.location)
      try {
        const base = `${running.url}/ContentApi/Content`
        const one = await call(`${base}/1`)
        assert.equal(one.headers.get('etag'), '"5"')
        assert.deepEqual(
          one.json.properties.map(
            (p: { id: number; text: string; version: { id: number; createdAt: string } }) => [
              p.id,
              p.text,
              p.version.id,
              p.version.createdAt,
            ],
          ),
          [
            [6, 'Søknad, retta', 5, at(2)],
            [4, 'Søknad (nn)', 3, at(1)],
          ],
        )
        const history = (await call(`${base}/1/Versions`)).json as VersionRecord[]
        assert.deepEqual(
          history.map((v) => [v.id, v.kind, v.properties.map((p) => p.text)]),
          [
            [1, 'created', ['Søknad']],
            [3, 'textsWritten', ['Søknad (nn)']],
            [5, 'textsWritten', ['Søknad, retta']],
          ],
        )
        const ids = async (query: string) =>
          ((await call(`${base}${query}`)).json as { id: number }[]).map((c) => c.id)
        assert.deepEqual(await ids(''), [1, 2, 3])
        assert.deepEqual(await ids('?language=nn-NO'), [1, 2])
        assert.deepEqual(await ids('?missingLanguage=nn-NO'), [3])
        const coverage = (await call(`${running.url}/ContentApi/Coverage`)).json
        assert.equal(coverage.contentsWithEveryLanguage, 0)
        assert.deepEqual(
          coverage.languages.map((l: { contents: number }) => l.contents),
          [2, 2, 1],
        )
        // The search index is built for the texts the old store held (store/search-index.ts, at open).
        const found = async (q: string) =>
          (
            (await call(`${running.url}/ContentApi/Search?q=${encodeURIComponent(q)}`)).json.hits as {
              contentId: number
              language: { languageCode: string }
            }[]
          ).map((h) => `${h.contentId} ${h.language.languageCode}`)
        assert.deepEqual((await found('søknader')).sort(), ['1 nb-NO', '1 nn-NO'])
        assert.deepEqual(await found('retta'), ['1 nb-NO'])
        assert.deepEqual(await found('english'), ['3 en-US'])
        const { changes } = await followUntil(running.url, (read) => read.length >= 5)
        assert.deepEqual(
          changes.map((c) => [c.kind, c.contentId, c.versionId, c.languages, c.at]),
          [
            ['created', 1, 1, ['nb-NO'], at(0)],
            ['created', 2, 2, ['nb-NO', 'nn-NO'], at(0)],
            ['textsWritten', 1, 3, ['nn-NO'], at(1)],
            ['created', 3, 4, ['en-US'], at(1)],
            ['textsWritten', 1, 5, ['nb-NO'], at(2)],
          ],
        )

        // Writes carry on: new ids after the old ones, the If-Match of the old ETag honoured.
        const created = await postJson(base, { Text: 'Ny', LanguageCode: 'nb-NO' })
        assert.equal(created.json.id, 4)
        assert.equal(created.json.properties[0].id, 7)
        assert.equal(created.headers.get('etag'), '"6"')
        assert.equal(
          (await putJson(`${base}/1/Properties/en-US`, { Text: 'x' }, { 'if-match': '"3"' })).status,
          412,
        )
        const written = await putJson(
          `${base}/1/Properties/en-US`,
          { Text: 'Application' },
          { 'if-match': '"5"' },
        )
        assert.equal(written.status, 200)
        assert.equal(written.headers.get('etag'), '"7"')
        const latest = await followUntil(running.url, (read) => read.length >= 2, changes.at(-1)?.cursor)
        assert.deepEqual(
          latest.changes.map((c: Change) => [c.kind, c.contentId, c.versionId]),
          [
            ['created', 4, 6],
            ['textsWritten', 1, 7],
          ],
        )
      } finally {
        await running.close()
      }
    })
  })
}
