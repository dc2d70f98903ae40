// The operators' CLI as its own process: help, the store it uses, refusing to create a store by accident,
// and one line (never a stack trace) for every failure.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { POSTGRES_MIGRATIONS } from '../src/store/postgres/migrations/index.js'
import { SQLITE_MIGRATIONS } from '../src/store/sqlite/migrations/index.js'
import { runCli, runCliWith } from './helpers/cli.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import {
  createTestStore,
  DIALECTS,
  POSTGRES_ADMIN_URL,
  skipReason,
  TEST_DATABASE_PREFIX,
} from './helpers/stores.js'

/** The migrations of the builds before the first release's baseline, as their stores recorded them. */
const EARLIER_MIGRATIONS = [
  '2026-11-21T14-00-initial',
  '2026-11-21T15-00-unique-language-code',
  '2026-11-23T09-00-store-v2',
  '2026-11-24T01-00-search',
  '2026-11-24T02-00-webhooks',
  '2026-11-25T01-00-idempotency',
  '2026-11-25T02-00-machine-drafts',
  '2026-11-25T03-00-search-postings',
  '2026-11-25T04-00-search-posting-sizes',
  '2026-11-26T01-00-language-id-high',
  '2026-11-26T02-00-search-index-unicode',
  '2026-11-26T03-00-search-terms-exact',
  '2026-11-26T04-00-search-exact-statistics',
  '2026-11-27T01-00-idempotency-holder',
]

describe('cli', () => {
  let dir: string
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-cli-'))
  })
  after(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  const sqlite = (name: string) => ({ kind: 'sqlite' as const, path: join(dir, name) })

  it('prints its commands with --help or -h and exits 0, and the usage with exit 2 for an unknown command', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await runCli(sqlite('none.db'), flag)
      assert.equal(help.code, 0)
      assert.match(help.stdout, /^usage: npm run cli -- \[--create\] <command>/)
      assert.match(help.stdout, /languages add <code>/)
      assert.match(help.stdout, /contents purge <id>/)
    }
    const unknown = await runCli(sqlite('none.db'), 'contents', 'explode')
    assert.equal(unknown.code, 2)
    assert.match(unknown.stderr, /^usage:/)
    const wrong = await runCli(sqlite('none.db'), 'languages', 'add')
    assert.equal(wrong.code, 2)
    assert.match(wrong.stderr, /^content-store: languages add <code>: needs one language code/)
    assert.equal(existsSync(join(dir, 'none.db')), false)
  })

  it('refuses to create a SQLite store that does not exist unless --create, and says which store it uses', async () => {
    const location = sqlite('typo.db')
    const refused = await runCli(location, 'languages', 'list')
    assert.equal(refused.code, 2)
    assert.equal(
      refused.stderr.trim(),
      `content-store: using the SQLite store ${location.path}\n` +
        `content-store: DATABASE_URL: the SQLite store ${location.path} does not exist; check DATABASE_URL, or give --create to create it`,
    )
    assert.equal(existsSync(location.path), false)

    const created = await runCli(location, '--create', 'languages', 'list')
    assert.equal(created.code, 0, created.stderr)
    assert.equal(created.stdout, '1\tnb-NO\n2\tnn-NO\n3\ten-US\n')
    assert.equal(created.stderr, `content-store: using the SQLite store ${location.path}\n`)
    assert.equal((await runCli(location, 'languages', 'list')).code, 0)
  })

  it('adds, lists, enables and removes webhook subscriptions, refusing unsafe targets', async () => {
    const location = sqlite('hooks.db')
    assert.equal((await runCli(location, '--create', 'languages', 'list')).code, 0)
    const refused = await runCli(location, 'webhooks', 'add', 'http://127.0.0.1:9/hook')
    assert.equal(refused.code, 1)
    assert.match(
      refused.stderr,
      /the URL leads to an address that is not public \(127\.0\.0\.1 is a loopback address\)/,
    )
    const badKind = await runCliWith(
      location,
      { WEBHOOK_ALLOW_PRIVATE: 'true' },
      'webhooks',
      'add',
      'http://127.0.0.1:9/hook',
      'exploded',
    )
    assert.equal(badKind.code, 1)
    assert.match(badKind.stderr, /unknown kinds exploded/)
    const added = await runCliWith(
      location,
      { WEBHOOK_ALLOW_PRIVATE: 'true' },
      'webhooks',
      'add',
      'http://127.0.0.1:9/hook',
      'created,textsWritten',
      'nn-no',
    )
    assert.equal(added.code, 0, added.stderr)
    assert.match(added.stdout, /^added webhook 1; its signing secret \(shown once\): whsec_[A-Za-z0-9+/=]+$/m)
    const listed = await runCli(location, 'webhooks', 'list')
    assert.equal(listed.stdout, '1\tactive\thttp://127.0.0.1:9/hook\tcreated,textsWritten / nn-NO\t-\n')
    assert.equal((await runCli(location, 'webhooks', 'enable', '1')).code, 0)
    assert.equal((await runCli(location, 'webhooks', 'remove', '1')).code, 0)
    const gone = await runCli(location, 'webhooks', 'remove', '1')
    assert.equal(gone.code, 1)
    assert.match(gone.stderr, /there is no webhook subscription 1/)
    assert.equal((await runCli(location, 'webhooks', 'list')).stdout, '')
  })

  it('answers a store it cannot open with one line and exit 2, never a stack trace', async () => {
    await writeFile(
      join(dir, 'text.db'),
      'not a database at all, but long enough to be read as one'.repeat(20),
    )
    const answer = await runCli(sqlite('text.db'), 'languages', 'list')
    assert.equal(answer.code, 2)
    const lines = answer.stderr.trim().split('\n')
    assert.equal(lines.length, 2, answer.stderr)
    assert.match(
      lines[1] ?? '',
      /^content-store: DATABASE_URL: cannot open the SQLite store at .*: not a SQLite database/,
    )
  })

  for (const dialect of DIALECTS) {
    it(`refuses a ${dialect} store that a newer version migrated, with one line, and migrates nothing`, {
      skip: skipReason(dialect),
    }, async () => {
      const store = await createTestStore(dialect)
      try {
        assert.equal((await runCli(store.location, '--create', 'languages', 'list')).code, 0)
        // A store that a newer version migrated further: nothing may run on it.
        const names = Object.keys(dialect === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS)
        await rawExec(
          store.location,
          "insert into kysely_migration (name, timestamp) values ('2099-01-01T00-00-future', '2099-01-01')",
        )
        const answer = await runCli(store.location, 'languages', 'list')
        assert.equal(answer.code, 2)
        const lines = answer.stderr.trim().split('\n')
        assert.equal(lines.length, 2, answer.stderr)
        assert.match(
          lines[1] ?? '',
          /^content-store: DATABASE_URL: cannot open the (SQLite|PostgreSQL) store .*: it was migrated by a newer version of content-store \(migration 2099-01-01T00-00-future, which this version does not have\); run that version or a later one$/,
        )
        const applied = await rawQuery(store.location, 'select name from kysely_migration order by name')
        assert.deepEqual(
          applied.map((r) => r.name),
          [...names, '2099-01-01T00-00-future'],
        )
      } finally {
        await store.drop()
      }
    })

    it(`refuses a ${dialect} store that a build before the first release made, with one line that says what to do`, {
      skip: skipReason(dialect),
    }, async () => {
      const store = await createTestStore(dialect)
      try {
        assert.equal((await runCli(store.location, '--create', 'languages', 'list')).code, 0)
        // The migrations such a store ran, as its kysely_migration table holds them.
        await rawExec(
          store.location,
          `delete from kysely_migration;
           insert into kysely_migration (name, timestamp) values
           ${EARLIER_MIGRATIONS.map((name) => `('${name}', '2026-11-27')`).join(', ')}`,
        )
        const answer = await runCli(store.location, 'languages', 'list')
        assert.equal(answer.code, 2)
        const lines = answer.stderr.trim().split('\n')
        assert.equal(lines.length, 2, answer.stderr)
        assert.match(
          lines[1] ?? '',
          /^content-store: DATABASE_URL: cannot open the (SQLite|PostgreSQL) store .*: it was made by an earlier build of content-store, whose schema this build does not upgrade: export it with that build \(npm run cli -- export --out <file>\) and import the dump into a new store with this one \(npm run cli -- import <file>\)$/,
        )
        const applied = await rawQuery(store.location, 'select name from kysely_migration order by name')
        assert.deepEqual(
          applied.map((r) => r.name),
          EARLIER_MIGRATIONS,
        )
      } finally {
        await store.drop()
      }
    })
  }

  it('refuses to create a PostgreSQL database that does not exist unless --create', {
    skip: skipReason('postgres'),
  }, async () => {
    const name = `${TEST_DATABASE_PREFIX}cli_${process.pid}_${Date.now()}`
    const url = new URL(POSTGRES_ADMIN_URL)
    url.pathname = `/${name}`
    const location = { kind: 'postgres' as const, url: url.toString() }
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
    await admin.connect()
    try {
      const refused = await runCli(location, 'languages', 'list')
      assert.equal(refused.code, 2)
      assert.match(refused.stderr, /does not exist; check DATABASE_URL, or give --create/)
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      assert.equal(found.rowCount, 0)
      const created = await runCli(location, '--create', 'languages', 'list')
      assert.equal(created.code, 0, created.stderr)
      assert.match(created.stdout, /^3\ten-US$/m)
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
