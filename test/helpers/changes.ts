// Reading the change log in tests. On PostgreSQL a commit is handed out only once no older transaction on
// the whole server is still running (the log is read below pg_snapshot_xmin), so a read right after a write
// may not see it yet while other test files write to other databases on the same server: a test that
// expects certain changes reads until they are there.
import assert from 'node:assert/strict'
import type { Change, ChangePage } from '../../src/schemas/changes.js'
import { call } from './http.js'

/** Reads the whole change log after a cursor, page by page. */
export async function follow(
  url: string,
  after = '0',
  limit = 1000,
): Promise<{ changes: Change[]; next: string }> {
  const changes: Change[] = []
  let cursor = after
  for (;;) {
    const answer = await call(`${url}/ContentApi/Changes?after=${encodeURIComponent(cursor)}&limit=${limit}`)
    assert.equal(answer.status, 200, answer.text)
    const page = answer.json as ChangePage
    changes.push(...page.changes)
    if (page.changes.length === 0) return { changes, next: page.next }
    cursor = page.next
  }
}

/** As follow, read again until `done` holds for the changes read (at most 10 s; then the last read). */
export async function followUntil(
  url: string,
  done: (changes: Change[]) => boolean,
  after = '0',
  limit = 1000,
): Promise<{ changes: Change[]; next: string }> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const read = await follow(url, after, limit)
    if (done(read.changes) || Date.now() > deadline) return read
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export interface Event {
  id: string
  event: string
  data: string
}

/** Opens a change stream and reads events from it as they come. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  assert.equal(response.status, 200)
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    /** The next `count` events (comments and heartbeats skipped). */
    async next(count: number): Promise<Event[]> {
      const events: Event[] = []
      while (events.length < count) {
        const end = buffer.indexOf('\n\n')
        if (end === -1) {
          const { value, done } = await reader.read()
          if (done) throw new Error(`the stream ended after ${events.length} events`)
          buffer += decoder.decode(value, { stream: true })
          continue
        }
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = new Map<string, string>()
        for (const line of block.split('\n')) {
          if (line.startsWith(':') || line === '') continue
          const colon = line.indexOf(':')
          fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''))
        }
        if (fields.has('data')) {
          events.push({
            id: fields.get('id') ?? '',
            event: fields.get('event') ?? '',
            data: fields.get('data') ?? '',
          })
        }
      }
      return events
    },
    /** Resolves once the server has ended the stream (what it still sends is read and dropped). */
    async ended(): Promise<void> {
      for (;;) {
        const { done } = await reader.read()
        if (done) return
      }
    },
    close: () => controller.abort(),
  }
}
