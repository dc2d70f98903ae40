// SQLITE_SYNCHRONOUS=FULL with the WAL synced beside the next batch (store/sqlite/wal-sync.ts): every write is
// answered only after an fdatasync of the WAL that began after its commit has ended, one sync serves many
// commits, and the writer thread commits while a sync runs. SQLite only: on PostgreSQL the server makes a
// commit durable before it answers (synchronous_commit), and the service has no part in it.
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { ChangeSet } from '../src/store/change-set.js'
import { openStore } from '../src/store/open-store.js'
import type { WalSyncListener } from '../src/store/sqlite/wal-sync.js'
import { SqliteWriterClient } from '../src/store/sqlite/writer-client.js'
import { createTestStore, type TestStore } from './helpers/stores.js'

const WRITERS = 64
const WRITES_EACH = 8
/** nb-NO, which the baseline migration adds. */
const NB = 1

const create = (text: string): ChangeSet => ({
  kind: 'created',
  by: 'wal-sync test',
  texts: [{ languageId: NB, text, searchTerms: '' }],
})

/** A migrated SQLite store, and a writer client of its own on it that reports to `events`. */
async function writerOn(
  stores: TestStore[],
  synchronous: 'FULL' | 'NORMAL',
  events: string[],
): Promise<SqliteWriterClient> {
  const testStore = await createTestStore('sqlite')
  stores.push(testStore)
  // Opening the store migrates it; then it is closed, so that the client below is its only writer.
  await (await openStore(testStore.location)).store.close()
  assert.equal(testStore.location.kind, 'sqlite')
  const listener: WalSyncListener = {
    committed: () => events.push('commit'),
    syncBegan: () => events.push('begin'),
    syncEnded: (error) => events.push(error ? 'failed' : 'end'),
  }
  const client = new SqliteWriterClient({
    path: testStore.location.kind === 'sqlite' ? testStore.location.path : '',
    synchronous,
    busyTimeoutMs: 1000,
    dictionary: [],
    walSyncListener: listener,
  })
  await client.start()
  return client
}

/** WRITERS concurrent writers, each creating WRITES_EACH contents one after the other. */
async function load(client: SqliteWriterClient, events: string[]): Promise<void> {
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; i < WRITES_EACH; i++) {
        const [outcome] = await client.write([create(`writer ${w} text ${i}`)])
        assert.ok(outcome && !('failed' in outcome) && !outcome.error, `write ${w}/${i} committed`)
        events.push('ack')
      }
    }),
  )
}

describe('the SQLite writer and the WAL sync', () => {
  const stores: TestStore[] = []
  after(async () => {
    for (const store of stores) await store.drop()
  })

  it('answers a write under FULL only after a sync of the WAL that began after its commit', async (t) => {
    const events: string[] = []
    const client = await writerOn(stores, 'FULL', events)
    try {
      await load(client, events)
    } finally {
      await client.close()
    }

    // Replayed in order: commits are answered in the order they were reported (first in, first out), so the
    // n-th answer is the n-th commit's, and it may come only once a sync that began after the n-th commit
    // was reported has ended.
    let commits = 0
    let acks = 0
    let syncs = 0
    let durable = 0
    let inFlight: number | undefined
    let committedDuringSync = 0
    for (const event of events) {
      if (event === 'commit') {
        commits++
        if (inFlight !== undefined) committedDuringSync++
      } else if (event === 'begin') {
        assert.equal(inFlight, undefined, 'one sync at a time')
        inFlight = commits
        syncs++
      } else if (event === 'end') {
        assert.notEqual(inFlight, undefined)
        durable = inFlight as number
        inFlight = undefined
      } else if (event === 'ack') {
        acks++
        assert.ok(
          acks <= durable,
          `answer ${acks} came after a sync that began after its commit (${durable})`,
        )
      } else assert.fail(`unexpected ${event}`)
    }
    assert.equal(acks, WRITERS * WRITES_EACH)
    assert.equal(commits, WRITERS * WRITES_EACH)
    assert.ok(syncs >= 1 && syncs <= commits, `${syncs} syncs for ${commits} commits`)
    t.diagnostic(
      `${commits} commits, ${syncs} syncs; ${committedDuringSync} commits reported while a sync was in flight`,
    )
  })

  it('answers a write under NORMAL once it has committed, without a sync', async () => {
    const events: string[] = []
    const client = await writerOn(stores, 'NORMAL', events)
    try {
      await load(client, events)
    } finally {
      await client.close()
    }
    assert.deepEqual(new Set(events), new Set(['ack']))
    assert.equal(events.length, WRITERS * WRITES_EACH)
  })
})
