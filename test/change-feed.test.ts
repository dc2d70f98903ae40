// Following the change log live, on each store: a long poll woken by a write (on the same instance, and on
// another instance of the same store), `after=latest`, and server-sent events resumed with Last-Event-ID.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import type { Change, ChangePage } from '../src/schemas/changes.js'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { type Event, openStream } from './helpers/changes.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`change feed on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let other: RunningApp
    before(async () => {
      // A second instance on the same store: another PostgreSQL instance, or another connection set on the
      // same SQLite file (it learns of the first one's writes as another process would).
      other = await startApp(suite.store.location)
    })
    after(async () => {
      await other?.close()
    })
    const postgresOnly = (why: string) => ({ skip: dialect === 'postgres' ? false : why })
    /** A connection of its own to the suite's PostgreSQL database, as another process would have. */
    const connectRaw = async () => {
      const client = new pg.Client({ connectionString: (suite.store.location as { url: string }).url })
      await client.connect()
      return client
    }

    it('answers a long poll with the change a write commits, waking it on the same instance', async () => {
      const url = suite.running.url
      const poll = call(`${url}/ContentApi/Changes?after=latest&wait=20`)
      // The poll is waiting (a long poll with after=latest has nothing to answer yet).
      await new Promise((resolve) => setTimeout(resolve, 300))
      const created = await postJson(`${url}/ContentApi/Content`, { Text: 'Vekt', LanguageCode: 'nb-NO' })
      const answer = await poll
      assert.equal(answer.status, 200, answer.text)
      const page = answer.json as ChangePage
      assert.deepEqual(
        page.changes.map((c) => [c.kind, c.contentId]),
        [['created', created.json.id]],
      )
      assert.equal(page.next, page.changes[0]?.cursor)
    })

    it('answers a long poll with a write committed through another instance of the same store', async () => {
      const poll = call(`${suite.running.url}/ContentApi/Changes?after=latest&wait=20`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const created = await postJson(`${other.url}/ContentApi/Content`, {
        Text: 'Andre',
        LanguageCode: 'nn-NO',
      })
      const page = (await poll).json as ChangePage
      assert.deepEqual(
        page.changes.map((c) => [c.kind, c.contentId, c.languages]),
        [['created', created.json.id, ['nn-NO']]],
      )
    })

    it(
      'answers a long poll with a write that an older transaction on the server held back, once it ends',
      postgresOnly('PostgreSQL only: SQLite hands a commit out at once'),
      async () => {
        // An open transaction with an id holds the change log back (it is read below pg_snapshot_xmin): the
        // write's notification comes while its change is not readable yet, and the poll must read again.
        const blocker = await connectRaw()
        try {
          await blocker.query('begin')
          await blocker.query('select pg_current_xact_id()')
          let answered = false
          const poll = call(`${suite.running.url}/ContentApi/Changes?after=latest&wait=20`).finally(() => {
            answered = true
          })
          await new Promise((resolve) => setTimeout(resolve, 300))
          const created = await postJson(`${suite.running.url}/ContentApi/Content`, {
            Text: 'Halden',
            LanguageCode: 'nb-NO',
          })
          await new Promise((resolve) => setTimeout(resolve, 300))
          assert.equal(answered, false, 'the change was handed out while an older transaction ran')
          await blocker.query('commit')
          const page = (await poll).json as ChangePage
          assert.deepEqual(
            page.changes.map((c) => [c.kind, c.contentId]),
            [['created', created.json.id]],
          )
        } finally {
          await blocker.end()
        }
      },
    )

    it(
      'answers a long poll with a change whose writer died before it notified (the watcher looks)',
      postgresOnly('PostgreSQL only: SQLite has no notification to miss'),
      async () => {
        // What addLanguage commits, written here as a process would that was killed after its commit and before
        // its NOTIFY (store/postgres/change-signal.ts): no notification comes, and the waiting instance must
        // see it by looking at the log itself.
        const poll = call(`${other.url}/ContentApi/Changes?after=latest&wait=20`)
        await new Promise((resolve) => setTimeout(resolve, 300))
        const writer = await connectRaw()
        try {
          await writer.query('listen content_store_changes')
          let notified = 0
          writer.on('notification', () => notified++)
          await writer.query(`with high as (update language_id_high
              set id = greatest(id, (select coalesce(max(id), 0) from language)) + 1 returning id),
            l as (insert into language (id, language_code) select id, 'de-DE' from high)
          insert into change_log (kind, languages, at, author)
          select 'languageAdded', id::text, date_trunc('milliseconds', clock_timestamp()), 'killed' from high`)
          const page = (await poll).json as ChangePage
          assert.deepEqual(
            page.changes.map((c) => [c.kind, c.languages]),
            [['languageAdded', ['de-DE']]],
          )
          assert.equal(
            notified,
            0,
            'the raw commit sent a notification: the poll was not what woke the reader',
          )
        } finally {
          await writer.end()
        }
      },
    )

    it(
      'notifies the other instances once more after the last of many concurrent writes',
      postgresOnly('PostgreSQL only: SQLite polls the log'),
      async () => {
        // Notifications coalesce (at most one under way per instance): fewer than the writes may come, but one
        // comes after the last commit: at some notification every write is readable.
        const listener = await connectRaw()
        try {
          await listener.query('listen content_store_changes')
          const seen: number[] = []
          let reading = Promise.resolve()
          const count = () =>
            listener
              .query("select count(*)::integer as n from current_text where text like 'Samtidig %'")
              .then(({ rows }) => rows[0].n as number)
          listener.on('notification', () => {
            reading = reading.then(async () => {
              seen.push(await count())
            })
          })
          const start = (
            (await call(`${suite.running.url}/ContentApi/Changes?after=latest`)).json as ChangePage
          ).next
          const writes = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              postJson(`${suite.running.url}/ContentApi/Content`, {
                Text: `Samtidig ${i}`,
                LanguageCode: 'nb-NO',
              }),
            ),
          )
          assert.deepEqual(
            writes.map((w) => w.status),
            writes.map(() => 201),
          )
          for (let waited = 0; !seen.includes(40) && waited < 5000; waited += 50) {
            await new Promise((resolve) => setTimeout(resolve, 50))
            await reading
          }
          assert.ok(seen.includes(40), `no notification after the last write: counts read at each ${seen}`)
          assert.ok(seen.length <= 40, `${seen.length} notifications for 40 writes`)
          // The log hands a change out once every older transaction on the server has ended (other databases'
          // too): the next test starts from a log that has handed out all 40.
          const handedOut = async () =>
            (
              (
                await call(
                  `${suite.running.url}/ContentApi/Changes?after=${encodeURIComponent(start)}&limit=100`,
                )
              ).json as ChangePage
            ).changes.length
          for (let waited = 0; (await handedOut()) < 40 && waited < 10_000; waited += 100)
            await new Promise((resolve) => setTimeout(resolve, 100))
          assert.equal(await handedOut(), 40)
        } finally {
          await listener.end()
        }
      },
    )

    it('answers an empty page with the same cursor when the wait is over, and refuses a wait past 30 s', async () => {
      const latest = ((await call(`${suite.running.url}/ContentApi/Changes?after=latest`)).json as ChangePage)
        .next
      const answer = await call(
        `${suite.running.url}/ContentApi/Changes?after=${encodeURIComponent(latest)}&wait=1`,
      )
      assert.deepEqual(answer.json, { changes: [], next: latest })
      const tooLong = await call(`${suite.running.url}/ContentApi/Changes?wait=31`)
      assert.equal(tooLong.status, 400)
      assert.equal(tooLong.headers.get('content-type'), PROBLEM_JSON)
      assert.ok(tooLong.json.errors.wait)
    })

    it('sends the headers of the stream at once, before any change or heartbeat', async () => {
      const { port } = new URL(suite.running.url)
      const socket = connect(Number(port), '127.0.0.1')
      try {
        socket.write(
          'GET /ContentApi/Changes/stream?after=latest HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n',
        )
        // The first bytes to arrive are the headers alone: no change was written, and had the headers waited
        // for the first write they would come with the first heartbeat comment.
        const [first] = (await once(socket, 'data')) as [Buffer]
        const text = first.toString()
        assert.match(text, /^HTTP\/1\.1 200 OK\r\n/)
        assert.match(text, /content-type: text\/event-stream/i)
        assert.ok(text.endsWith('\r\n\r\n'), JSON.stringify(text.slice(-40)))
      } finally {
        socket.destroy()
      }
    })

    it('streams changes as server-sent events, and resumes after Last-Event-ID', async () => {
      const url = suite.running.url
      const stream = await openStream(`${url}/ContentApi/Changes/stream?after=latest`)
      const ids: number[] = []
      let events: Event[]
      try {
        for (const text of ['Ein', 'To', 'Tre']) {
          ids.push(
            (await postJson(`${url}/ContentApi/Content`, { Text: text, LanguageCode: 'nn-NO' })).json.id,
          )
        }
        events = await stream.next(3)
      } finally {
        stream.close()
      }
      assert.deepEqual(
        events.map((e) => e.event),
        ['change', 'change', 'change'],
      )
      const changes = events.map((e) => JSON.parse(e.data) as Change)
      assert.deepEqual(
        changes.map((c) => c.contentId),
        ids,
      )
      assert.deepEqual(
        events.map((e) => e.id),
        changes.map((c) => c.cursor),
      )

      // A client that reconnects with the first event's id gets the second and third again, from the other
      // instance too.
      const resumed = await openStream(`${other.url}/ContentApi/Changes/stream`, {
        'last-event-id': events[0]?.id ?? '',
      })
      try {
        const again = await resumed.next(2)
        assert.deepEqual(
          again.map((e) => (JSON.parse(e.data) as Change).contentId),
          ids.slice(1),
        )
      } finally {
        resumed.close()
      }
    })

    it('answers a malformed cursor or Last-Event-ID with 400, and a client refusing a stream with 406', async () => {
      const answer = await call(`${suite.running.url}/ContentApi/Changes/stream?after=nonsense`, {
        headers: { accept: 'text/event-stream' },
      })
      assert.equal(answer.status, 400)
      assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
      const badResume = await call(`${suite.running.url}/ContentApi/Changes/stream`, {
        headers: { accept: 'text/event-stream', 'last-event-id': 'x; drop table' },
      })
      assert.equal(badResume.status, 400)
      assert.ok(badResume.json.errors['Last-Event-ID'])
      const notAStream = await call(`${suite.running.url}/ContentApi/Changes/stream`, {
        headers: { accept: 'application/xml' },
      })
      assert.equal(notAStream.status, 406)
      assert.equal(notAStream.headers.get('content-type'), PROBLEM_JSON)
    })
  })
}
