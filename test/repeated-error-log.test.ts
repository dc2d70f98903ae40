// A flood of one kind of error (a store outage under load) makes one log line per kind per second, with the
// count of those it stands for, and no stack.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { RepeatedErrorLog } from '../src/http/repeated-error-log.js'

describe('repeated error log', () => {
  it('writes the first error of a kind at once and the rest of its second as one counted line', async () => {
    const lines: [Record<string, unknown>, string][] = []
    const log = new RepeatedErrorLog(
      {
        error: (fields: object, message: string) => lines.push([fields as Record<string, unknown>, message]),
      } as never,
      200,
    )
    for (let i = 0; i < 500; i++) log.report('StoreUnavailableError: ECONNREFUSED', { reqId: `r${i}` })
    log.report('StorageFullError: disk full')
    assert.deepEqual(
      lines.map(([, message]) => message),
      ['request failed: StoreUnavailableError: ECONNREFUSED', 'request failed: StorageFullError: disk full'],
    )
    await sleep(300)
    assert.equal(lines.length, 3)
    assert.deepEqual(lines[2]?.[0], {
      kind: 'StoreUnavailableError: ECONNREFUSED',
      count: 499,
      windowMs: 200,
    })
    // A quiet window ends the episode: the next error of the kind is written at once again.
    await sleep(300)
    log.report('StoreUnavailableError: ECONNREFUSED', { reqId: 'later' })
    assert.equal(lines.length, 4)
    assert.equal(lines[3]?.[0].reqId, 'later')
    assert.ok(lines.every(([fields]) => !('err' in fields) && !('stack' in fields)))
  })
})
