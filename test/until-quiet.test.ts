// The end of a shutdown's drain (src/http/until-quiet.ts): a request that arrived while the event loop was busy
// is read and answered before the connections close, rather than reset with its connection.
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { describe, it } from 'node:test'
import { untilQuiet } from '../src/http/until-quiet.js'

/** Blocks this thread's event loop, as a busy server's is. */
function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

describe('the quiet that ends a drain', () => {
  it('answers a request sent while the loop was busy, before the connections close', async () => {
    let requests = 0
    const server = createServer((_request, response) => {
      requests++
      // The first answer keeps the connection open; the drain's closes it.
      if (requests === 1) response.end('one')
      else response.writeHead(503, { connection: 'close', 'content-length': '0' }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString()
    })
    const ended = new Promise<string>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      socket.once('close', () => resolve('closed'))
    })
    const request = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'
    socket.write(request)
    while (!received.endsWith('one')) await new Promise((resolve) => setTimeout(resolve, 10))
    // Kept alive and idle. From the loop's check phase: the drain's end falls due and the next request is sent
    // while the loop is busy, so that the next turn runs the timer (timers phase) before it would read the
    // request (poll phase). Closed then, the idle connection with an unread request is reset.
    const closed = new Promise<void>((resolve) =>
      setImmediate(() => {
        setTimeout(async () => {
          await untilQuiet(server, 100, 2_000)
          server.close()
          server.closeIdleConnections()
          resolve()
        }, 0)
        socket.write(request)
        busy(100)
      }),
    )
    await closed
    assert.equal(await ended, 'closed', 'not reset')
    assert.match(received, /HTTP\/1\.1 503 /, 'the second request was answered')
    assert.equal(requests, 2)
  })

  it('waits while requests keep coming, and not past its limit', async () => {
    const server = createServer((_request, response) => response.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      let sending = true
      const sender = (async () => {
        while (sending) {
          await (await fetch(url)).text()
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      })()
      const started = performance.now()
      setTimeout(() => {
        sending = false
      }, 600)
      await untilQuiet(server, 150, 5_000)
      const waited = performance.now() - started
      await sender
      assert.ok(waited >= 600 + 150 - 30, `waited ${waited.toFixed(0)} ms while requests came`)
      const limited = performance.now()
      sending = true
      const again = (async () => {
        while (sending) {
          await (await fetch(url)).text()
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      })()
      await untilQuiet(server, 150, 300)
      const limitedWait = performance.now() - limited
      sending = false
      await again
      // It came back though requests still came: by its limit.
      assert.ok(limitedWait >= 300, `the limit: ${limitedWait.toFixed(0)} ms`)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
