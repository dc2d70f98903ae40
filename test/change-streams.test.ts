// Change streams and long polls as an operator runs them, on each store: at most MAX_STREAMS open per
// instance (a 503 with Retry-After past it), any Accept that allows an event stream, idle readers that share
// one read of the log per wake however many they are (also for writes through another instance), and a
// SIGTERM that ends open streams and exits 0 at once.
import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import { after, before, describe, it } from 'node:test'
import { appOnStore, type RunningApp, startApp } from './helpers/app.js'
import { openStream } from './helpers/changes.js'
import { databaseUrl } from './helpers/cli.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { spawnServer } from './helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason } from './helpers/stores.js'

/**
 * A stream waits for events without a limit of its own: a change that no reader is woken for would hold the
 * test, and `npm test` with it, for ever. Past this the suite fails instead, naming what it waited for.
 */
const STREAM_TEST_TIMEOUT_MS = 120_000

/** A metric's value from GET /metrics. */
async function metric(url: string, name: string): Promise<number> {
  const text = (await call(`${url}/metrics`)).text
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  assert.ok(line, `no ${name} in /metrics`)
  return Number(line.slice(name.length + 1))
}

/** Reads the metric until it has the value (at most 200 reads, 25 ms apart), and returns the last value read. */
async function metricBecomes(url: string, name: string, value: number): Promise<number> {
  let read = await metric(url, name)
  for (let attempt = 0; attempt < 200 && read !== value; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    read = await metric(url, name)
  }
  return read
}

/** The status and content type a stream request gets with exactly these headers (no Accept unless given). */
function streamAnswer(url: string, headers: Record<string, string>): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/ContentApi/Changes/stream?after=latest`, { headers }, (res) => {
      resolve([res.statusCode ?? 0, String(res.headers['content-type'])])
      req.destroy()
    })
    req.on('error', reject)
    req.end()
  })
}

for (const dialect of DIALECTS) {
  describe(`change streams on ${dialect}`, {
    skip: skipReason(dialect),
    timeout: STREAM_TEST_TIMEOUT_MS,
  }, () => {
    const suite = appOnStore(dialect, { env: { MAX_STREAMS: '2' } })

    it('answers a stream or long poll past MAX_STREAMS with a 503 problem and Retry-After, and takes one again once one closes', async () => {
      const url = suite.running.url
      const first = await openStream(`${url}/ContentApi/Changes/stream?after=latest`)
      const poll = new AbortController()
      const polling = fetch(`${url}/ContentApi/Changes?after=latest&wait=30`, { signal: poll.signal }).catch(
        () => undefined,
      )
      try {
        assert.equal(await metricBecomes(url, 'change_streams_open', 2), 2)
        const third = await call(`${url}/ContentApi/Changes/stream`, {
          headers: { accept: 'text/event-stream' },
        })
        assert.equal(third.status, 503)
        assert.equal(third.headers.get('content-type'), PROBLEM_JSON)
        assert.match(third.headers.get('retry-after') ?? '', /^[1-9][0-9]*$/)
        assert.match(third.json.detail, /MAX_STREAMS/)
        const thirdPoll = await call(`${url}/ContentApi/Changes?after=latest&wait=5`)
        assert.equal(thirdPoll.status, 503)
        assert.ok(thirdPoll.headers.get('retry-after'))
        // A read that does not wait is not a stream: it is answered as ever.
        assert.equal((await call(`${url}/ContentApi/Changes?after=latest`)).status, 200)

        first.close()
        assert.equal(await metricBecomes(url, 'change_streams_open', 1), 1)
        const again = await openStream(`${url}/ContentApi/Changes/stream?after=latest`)
        again.close()
      } finally {
        first.close()
        poll.abort()
        await polling
      }
    })

    it('opens a stream for no Accept, */*, text/*, and text/event-stream with parameters; 406 for other types', async () => {
      const url = suite.running.url
      const streams: Record<string, string>[] = [
        {},
        { accept: '*/*' },
        { accept: 'text/*' },
        { accept: 'text/event-stream' },
        { accept: 'text/event-stream; charset=utf-8' },
        { accept: 'application/json;q=0.9, text/event-stream;q=0.5' },
        { accept: 'text/html, */*;q=0.1' },
      ]
      for (const headers of streams) {
        const [status, type] = await streamAnswer(url, headers)
        assert.equal(status, 200, JSON.stringify(headers))
        assert.match(type, /^text\/event-stream/, JSON.stringify(headers))
        // The closed stream leaves its place before the next is opened (MAX_STREAMS is 2 here).
        await metricBecomes(url, 'change_streams_open', 0)
      }
      for (const accept of ['application/xml', 'application/json', 'text/event-stream;q=0, */*']) {
        const [status, type] = await streamAnswer(url, { accept })
        assert.equal(status, 406, accept)
        assert.equal(type, PROBLEM_JSON, accept)
      }
    })
  })

  describe(`idle change streams on ${dialect}`, {
    skip: skipReason(dialect),
    timeout: STREAM_TEST_TIMEOUT_MS,
  }, () => {
    const suite = appOnStore(dialect)
    let other: RunningApp
    before(async () => {
      other = await startApp(suite.store.location)
    })
    after(async () => {
      await other?.close()
    })

    it('wakes idle streams with writes of this instance and of another, reading the log far fewer times than there are streams', async (t) => {
      const url = suite.running.url
      const count = 30
      const streams = await Promise.all(
        Array.from({ length: count }, () => openStream(`${url}/ContentApi/Changes/stream?after=latest`)),
      )
      try {
        const before = await metric(url, 'store_change_log_reads_total')
        const wakesBefore = await metric(url, 'store_change_log_wakes_total')
        const written: number[] = []
        // Alternately through this instance and through the other one (which this one learns of as another
        // process's commit: LISTEN/NOTIFY on PostgreSQL, its log polled on SQLite).
        for (const [index, base] of [url, other.url, url, other.url].entries()) {
          const created = await postJson(`${base}/ContentApi/Content`, {
            Text: `Strøm ${index}`,
            LanguageCode: 'nb-NO',
          })
          assert.equal(created.status, 201, created.text)
          written.push(created.json.id)
          const events = await Promise.all(streams.map((stream) => stream.next(1)))
          for (const [event] of events)
            assert.equal(JSON.parse(event?.data ?? '{}').contentId, created.json.id)
        }
        const reads = (await metric(url, 'store_change_log_reads_total')) - before
        const wakes = (await metric(url, 'store_change_log_wakes_total')) - wakesBefore
        t.diagnostic(
          `${reads} reads of the change log in ${wakes} wakes for ${written.length} writes and ${count} idle streams`,
        )
        // The streams wait at one cursor: each wake costs at most one read for all of them (and one more when a
        // wake comes during a read). How many wakes there are depends on the server, not on the streams: on a
        // busy PostgreSQL a commit held back behind other transactions is re-read a few milliseconds apart.
        assert.ok(wakes >= written.length / 2, `${wakes} wakes for ${written.length} writes`)
        assert.ok(reads <= wakes + 2, `${reads} reads of the log in ${wakes} wakes`)
        // Each stream reading the log for itself would take at least one read per stream and write (120).
        assert.ok(
          reads < count * written.length,
          `${reads} reads of the log for ${written.length} writes and ${count} streams`,
        )
      } finally {
        for (const stream of streams) stream.close()
      }
    })
  })

  describe(`SIGTERM with an open change stream on ${dialect}`, {
    skip: skipReason(dialect),
    timeout: STREAM_TEST_TIMEOUT_MS,
  }, () => {
    it('ends the stream and exits 0, and the client resumes on another instance with Last-Event-ID', async () => {
      const testStore = await createTestStore(dialect, { migrated: true })
      const server = spawnServer({ DATABASE_URL: databaseUrl(testStore.location), SHUTDOWN_DRAIN_MS: '100' })
      let other: RunningApp | undefined
      try {
        const url = await server.ready
        const stream = await openStream(`${url}/ContentApi/Changes/stream?after=latest`)
        const ids: number[] = []
        for (const text of ['Først', 'Sist']) {
          ids.push(
            (await postJson(`${url}/ContentApi/Content`, { Text: text, LanguageCode: 'nb-NO' })).json.id,
          )
        }
        const events = await stream.next(2)
        server.child.kill('SIGTERM')
        await stream.ended()
        assert.equal(await server.exited, 0)
        assert.ok(
          !server.logs.some((entry) => /shutdown took longer/.test(String(entry.msg))),
          'the shutdown waited for the stream',
        )

        // The client reconnects elsewhere with the last id it had seen but one, and gets the last change again.
        other = await startApp(testStore.location)
        const resumed = await openStream(`${other.url}/ContentApi/Changes/stream`, {
          'last-event-id': events[0]?.id ?? '',
        })
        try {
          const [again] = await resumed.next(1)
          assert.equal(JSON.parse(again?.data ?? '{}').contentId, ids[1])
        } finally {
          resumed.close()
        }
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL')
        await other?.close()
        await testStore.drop()
      }
    })
  })
}
