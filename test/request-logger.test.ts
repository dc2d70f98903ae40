// A request's logger is made at its first log line (src/http/request-logger.ts): pino's own logger, through
// Fastify's logger options, writing to a stream the test reads.
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { describe, it } from 'node:test'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { deferredChildLogger } from '../src/http/request-logger.js'

/** An app's logger at `level`, the lines it writes, and how many children pino has made of it. */
function appLogger(level: string) {
  const lines: Record<string, unknown>[] = []
  const counts = { children: 0 }
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = Fastify({
    logger: { level, stream, onChild: () => counts.children++ },
  })
  return { log: app.log as FastifyBaseLogger, lines, counts }
}

const written = () => new Promise((resolve) => setImmediate(resolve))

describe("a request's logger", () => {
  it('makes no logger for a request that logs nothing, and has its parent level', () => {
    const { log, counts } = appLogger('warn')
    const request = deferredChildLogger(log, { reqId: 'r1' }, {})
    assert.equal(request.level, 'warn')
    request.info('below the level')
    assert.equal(counts.children, 1, 'a call makes the child, as Fastify would have for every request')
    const quiet = deferredChildLogger(log, { reqId: 'r2' }, {})
    assert.equal(quiet.level, 'warn')
    assert.equal(counts.children, 1, 'no child for a request that never logs')
  })

  it("writes the request's bindings on each line, at the levels enabled", async () => {
    const { log, lines } = appLogger('info')
    const request = deferredChildLogger(log, { reqId: 'r3' }, {})
    request.debug('not written')
    request.info({ statusCode: 200 }, 'request')
    request.error(new Error('went wrong'))
    request.child({ part: 'inner' }).warn('from a child')
    await written()
    assert.deepEqual(
      lines.map((l) => [l.reqId, l.level, l.msg, l.statusCode ?? l.part]),
      [
        ['r3', 30, 'request', 200],
        ['r3', 50, 'went wrong', undefined],
        ['r3', 40, 'from a child', 'inner'],
      ],
    )
  })

  it("takes a route's own level when Fastify passes one, and a level set on it", async () => {
    const { log, lines } = appLogger('warn')
    const debugRoute = deferredChildLogger(log, { reqId: 'r4' }, { level: 'debug' })
    assert.equal(debugRoute.level, 'debug')
    debugRoute.debug('written at the route level')
    const request = deferredChildLogger(log, { reqId: 'r5' }, {})
    request.level = 'info'
    request.info('written once the level is lowered')
    assert.equal(log.level, 'warn', "the app's level is unchanged")
    await written()
    assert.deepEqual(
      lines.map((l) => [l.reqId, l.msg]),
      [
        ['r4', 'written at the route level'],
        ['r5', 'written once the level is lowered'],
      ],
    )
  })
})
