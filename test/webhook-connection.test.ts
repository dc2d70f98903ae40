// The webhook deliverer's connection (undici's Client) against a raw TCP server that answers byte for byte as
// each test scripts: the framings an answer may use (Content-Length, chunked with extensions and trailers, until
// the connection closes, none), interim answers, split bytes, keep-alive and its refusal, answers that fail, and
// the addresses it refuses to connect to.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { DeliveryConnection } from '../src/services/webhooks/webhook-connection.js'
import { addressRefusal } from '../src/services/webhooks/webhook-target.js'

/** One request as the server read it. */
interface Received {
  head: string
  body: string
  connection: number
}

/**
 * A TCP server that reads each request (head and Content-Length body) and writes what `answer` gives for it, as
 * separate writes when it gives several pieces; `null` closes the connection without answering.
 */
class ScriptedServer {
  readonly received: Received[] = []
  connections = 0
  answer: (request: Received) => (string | null)[] = () => ['HTTP/1.1 204 No Content\r\n\r\n']
  readonly #server: Server
  readonly #sockets = new Set<Socket>()
  url = ''

  constructor() {
    this.#server = createServer((socket) => {
      const connection = ++this.connections
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
      // A client that hangs up mid-answer (a body past its bound) is no failure of the server's.
      socket.on('error', () => {})
      let pending = Buffer.alloc(0)
      socket.on('data', async (bytes: Buffer) => {
        pending = Buffer.concat([pending, bytes])
        for (;;) {
          const end = pending.indexOf('\r\n\r\n')
          if (end < 0) return
          const head = pending.subarray(0, end).toString('latin1')
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0)
          if (pending.length < end + 4 + length) return
          const request = { head, body: pending.subarray(end + 4, end + 4 + length).toString(), connection }
          pending = pending.subarray(end + 4 + length)
          this.received.push(request)
          for (const piece of this.answer(request)) {
            if (piece === null) {
              socket.destroy()
              return
            }
            if (socket.destroyed) return
            socket.write(piece)
            // Each piece its own segment: the client must join what arrives apart.
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
        }
      })
    })
  }

  async start(): Promise<void> {
    this.#server.listen(0, '127.0.0.1')
    await once(this.#server, 'listening')
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook?x=1`
  }

  /** Ends the connections of the test before: each test starts with none. */
  reset(): void {
    for (const socket of this.#sockets) socket.destroy()
    this.received.length = 0
    this.connections = 0
  }

  async close(): Promise<void> {
    this.reset()
    this.#server.close()
    await once(this.#server, 'close')
  }
}

const allowAll = () => undefined
const HEADERS = { 'content-type': 'application/json', 'webhook-id': '1.2' }

describe('the webhook connection', () => {
  const server = new ScriptedServer()
  before(() => server.start())
  after(() => server.close())

  it('sends a POST with its headers and body, and answers the status of a 204', async () => {
    server.reset()
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      assert.equal(await connection.post(HEADERS, '{"ü":1}', 5000), 204)
    } finally {
      connection.close()
    }
    const [request] = server.received
    assert.ok(request)
    assert.match(request.head, /^POST \/hook\?x=1 HTTP\/1\.1\r\n/)
    assert.match(request.head, new RegExp(`\r\nhost: ${new URL(server.url).host}\r\n`))
    assert.match(request.head, /\r\nwebhook-id: 1\.2\r\n/)
    assert.match(request.head, /\r\ncontent-length: 8$/)
    assert.equal(request.body, '{"ü":1}')
  })

  it('reuses one connection for answers framed by Content-Length, chunks and none, split across writes', async () => {
    server.reset()
    const answers = [
      ['HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\nhello', ' world'],
      [
        'HTTP/1.1 202 Accepted\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhel',
        'lo\r\n0\r\nX-Trailer: 1\r\n\r\n',
      ],
      ['HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n'],
      ['HTTP/1.1 204 No Content\r', '\n\r\n'],
    ]
    let next = 0
    server.answer = () => answers[next++] ?? []
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      const statuses = []
      for (let i = 0; i < answers.length; i++)
        statuses.push(await connection.post(HEADERS, `{"n":${i}}`, 5000))
      assert.deepEqual(statuses, [200, 202, 201, 204])
    } finally {
      connection.close()
    }
    assert.equal(server.connections, 1)
    assert.deepEqual(
      server.received.map((r) => r.body),
      ['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}'],
    )
  })

  it('connects again after an answer that closes, or that ends with its connection', async () => {
    server.reset()
    const answers = [
      ['HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok'],
      ['HTTP/1.0 200 OK\r\n\r\nuntil the end', null],
      ['HTTP/1.0 204 No Content\r\n\r\n'],
      ['HTTP/1.1 204 No Content\r\n\r\n'],
    ]
    let next = 0
    server.answer = () => answers[next++] ?? []
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      const statuses = []
      for (let i = 0; i < answers.length; i++) statuses.push(await connection.post(HEADERS, '{}', 5000))
      assert.deepEqual(statuses, [200, 200, 204, 204])
    } finally {
      connection.close()
    }
    // The HTTP/1.0 answer without keep-alive is not reused either.
    assert.deepEqual(
      server.received.map((r) => r.connection),
      [1, 2, 3, 4],
    )
  })

  it('fails an attempt whose connection closes before an answer, takes a status whose body is cut, and delivers on a new connection', async () => {
    server.reset()
    const answers: (string | null)[][] = [
      [null],
      ['HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort', null],
      ['HTTP/1.1 204 No Content\r\n\r\n'],
    ]
    let next = 0
    server.answer = () => answers[next++] ?? []
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      await assert.rejects(connection.post(HEADERS, '{}', 5000), /other side closed/)
      // The receiver answered 200: acknowledged, though the body it sent with it was cut short.
      assert.equal(await connection.post(HEADERS, '{}', 5000), 200)
      assert.equal(await connection.post(HEADERS, '{}', 5000), 204)
    } finally {
      connection.close()
    }
    assert.equal(server.connections, 3)
  })

  it('takes the status of an answer whose body goes on and on, hangs up past 128 KiB, and delivers the next', {
    // Without the bound the next delivery would wait behind a body that never ends: this would not finish.
    timeout: 20_000,
  }, async () => {
    server.reset()
    const kib = 'x'.repeat(1024)
    const answers: (string | null)[][] = [
      ['HTTP/1.1 200 OK\r\nContent-Length: 104857600\r\n\r\n', ...Array.from({ length: 1000 }, () => kib)],
      ['HTTP/1.1 204 No Content\r\n\r\n'],
    ]
    let next = 0
    server.answer = () => answers[next++] ?? []
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      // A body of 100 MiB, sent 1 KiB at a time for longer than the test may take.
      assert.equal(await connection.post(HEADERS, '{}', 60_000), 200)
      assert.equal(await connection.post(HEADERS, '{}', 60_000), 204)
    } finally {
      connection.close()
    }
    assert.deepEqual(
      server.received.map((r) => r.connection),
      [1, 2],
    )
  })

  it('fails an attempt that gets no answer in time, and one that gets no HTTP answer', async () => {
    server.reset()
    const answers = [[], ['SSH-2.0-OpenSSH\r\n\r\n']]
    let next = 0
    server.answer = () => answers[next++] ?? []
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    try {
      await assert.rejects(connection.post(HEADERS, '{}', 100), /^Error: no answer within 0\.1 s$/)
      await assert.rejects(
        connection.post(HEADERS, '{}', 5000),
        (error: Error) => error.name === 'HTTPParserError',
      )
    } finally {
      connection.close()
    }
  })

  it('refuses a refused literal address without connecting', async () => {
    server.reset()
    const connection = new DeliveryConnection(new URL(server.url), addressRefusal)
    await assert.rejects(
      connection.post(HEADERS, '{}', 5000),
      /^Error: refused: 127\.0\.0\.1 is a loopback address$/,
    )
    assert.equal(server.connections, 0)
  })

  it('refuses an IPv6 literal that carries a loopback IPv4 address without connecting', async () => {
    server.reset()
    const url = new URL(server.url)
    url.hostname = '[::127.0.0.1]'
    const connection = new DeliveryConnection(url, addressRefusal)
    await assert.rejects(
      connection.post(HEADERS, '{}', 5000),
      /^Error: refused: ::7f00:1 carries 127\.0\.0\.1, a loopback address$/,
    )
    assert.equal(server.connections, 0)
  })

  it('refuses a name that resolves to a refused address', async () => {
    server.reset()
    const url = new URL(server.url)
    url.hostname = 'localhost'
    const connection = new DeliveryConnection(url, addressRefusal)
    await assert.rejects(
      connection.post(HEADERS, '{}', 5000),
      /^Error: refused: localhost resolves to an address that is not public \((127\.0\.0\.1|::1) is a loopback address\)$/,
    )
    assert.equal(server.connections, 0)
  })

  it('refuses a header value with a line break', async () => {
    const connection = new DeliveryConnection(new URL(server.url), allowAll)
    await assert.rejects(
      connection.post({ 'webhook-id': '1\r\nx: y' }, '{}', 5000),
      /invalid webhook-id header/,
    )
    connection.close()
  })
})
