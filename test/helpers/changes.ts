// Reading the change log in tests. On PostgreSQL a commit is handed out only once no older transaction on
// the whole server is still running (the log is read below pg_snapshot_xmin), so a read right after a write
// may not see it yet while other test files write to other databases on the same server: a test that
// expects certain changes reads until they are there.
import assert from 'node:assert/strict'
import type { Change, ChangePage } from '../../src/schemas/content.js'
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
