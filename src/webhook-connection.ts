// The webhook deliverer's HTTP/1.1 client: one subscription's POSTs, one at a time (the next is sent after the
// previous was answered), over one kept-alive connection to its target. Node's http.request costs about 75 µs
// of CPU per request on the service's one event loop; at 10 subscriptions × 1,000 changes/s that was most of a
// core, and a subscription delivers at one over its round trip, which grows with how busy that loop is. This
// client writes each request in one piece and reads of the answer only what its framing needs (the status,
// Content-Length or chunked, Connection), discarding the body: about 20 µs a delivery.
//
// The address connected to is checked (loopback, link-local and private ones refused unless allowed) when the
// connection is made: the address a name resolves to then, or the literal one.
import { type LookupAddress, lookup } from 'node:dns'
import { isIP, type Socket, connect as tcpConnect } from 'node:net'
import { connect as tlsConnect } from 'node:tls'

/** An answer's head (status line and headers), or a chunk-size or trailer line, may be at most this long. */
const MAX_HEAD_BYTES = 16 * 1024

type ReadState =
  | 'head'
  | 'length'
  | 'chunk-size'
  | 'chunk-data'
  | 'chunk-end'
  | 'trailer'
  | 'until-close'
  | 'done'

/**
 * Reads one answer from its bytes as they arrive: interim (1xx) answers are passed over; the body is counted
 * off and dropped. Throws on bytes that are not an HTTP/1.x answer.
 */
export class AnswerReader {
  status = 0
  /** Whether the connection may carry the next request once this answer is complete. */
  reusable = true
  #state: ReadState = 'head'
  /** The head or line read so far (latin1: one character per byte). */
  #text = ''
  /** Body or chunk bytes still to skip. */
  #left = 0

  get done(): boolean {
    return this.#state === 'done'
  }

  /** Whether the answer ends when the connection does (no length given): complete once it closed. */
  get endsWithConnection(): boolean {
    return this.#state === 'until-close'
  }

  /** Takes the next bytes of the connection; true when the answer is complete. */
  feed(bytes: Buffer): boolean {
    let at = 0
    while (at < bytes.length && this.#state !== 'done') {
      switch (this.#state) {
        case 'head': {
          const before = this.#text.length
          this.#text += bytes.toString('latin1', at)
          const end = this.#text.indexOf('\r\n\r\n', Math.max(0, before - 3))
          if (end < 0 || end > MAX_HEAD_BYTES) {
            if (this.#text.length > MAX_HEAD_BYTES) throw new Error('the answer head is too large')
            at = bytes.length
            break
          }
          at += end + 4 - before
          const head = this.#text.slice(0, end)
          this.#text = ''
          this.#readHead(head)
          break
        }
        case 'length':
        case 'chunk-data': {
          const skipped = Math.min(this.#left, bytes.length - at)
          this.#left -= skipped
          at += skipped
          if (this.#left === 0) this.#state = this.#state === 'length' ? 'done' : 'chunk-end'
          break
        }
        case 'chunk-size':
        case 'chunk-end':
        case 'trailer': {
          const newline = bytes.indexOf(10, at)
          if (newline < 0) {
            this.#text += bytes.toString('latin1', at)
            if (this.#text.length > MAX_HEAD_BYTES) throw new Error('an answer chunk line is too long')
            at = bytes.length
            break
          }
          const line = (this.#text + bytes.toString('latin1', at, newline)).replace(/\r$/, '')
          this.#text = ''
          at = newline + 1
          this.#readLine(line)
          break
        }
        case 'until-close':
          at = bytes.length
          break
      }
    }
    // Bytes past the answer to a request that was the only one sent: the connection is not to be trusted.
    if (this.#state === 'done' && at < bytes.length) this.reusable = false
    return this.#state === 'done'
  }

  #readHead(head: string): void {
    const [statusLine = '', ...lines] = head.split('\r\n')
    const match = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(statusLine)
    if (!match) throw new Error('the answer is not HTTP/1.x')
    const status = Number(match[2])
    const headers = new Map<string, string>()
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon <= 0) throw new Error('the answer has a malformed header line')
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      const seen = headers.get(name)
      if (name === 'content-length' && seen !== undefined && seen !== value) {
        throw new Error('the answer has conflicting Content-Length headers')
      }
      headers.set(name, seen === undefined || name === 'content-length' ? value : `${seen}, ${value}`)
    }
    if (status === 101) throw new Error('answered 101 (switching protocols)')
    // An interim answer (100 Continue, 103 Early Hints): the final one follows on the same connection.
    if (status >= 100 && status < 200) return
    this.status = status
    // HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 closes it unless told to keep it.
    const connection = (headers.get('connection') ?? '')
      .toLowerCase()
      .split(',')
      .map((token) => token.trim())
    this.reusable = match[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive')
    const transferEncoding = headers.get('transfer-encoding')
    const contentLength = headers.get('content-length')
    if (status === 204 || status === 304) {
      this.#state = 'done'
    } else if (transferEncoding !== undefined) {
      if (/(?:^|,)\s*chunked\s*$/i.test(transferEncoding)) {
        this.#state = 'chunk-size'
      } else {
        this.#state = 'until-close'
        this.reusable = false
      }
    } else if (contentLength !== undefined) {
      if (!/^\d{1,15}$/.test(contentLength)) throw new Error('the answer has an invalid Content-Length')
      this.#left = Number(contentLength)
      this.#state = this.#left === 0 ? 'done' : 'length'
    } else {
      this.#state = 'until-close'
      this.reusable = false
    }
  }

  #readLine(line: string): void {
    if (this.#state === 'chunk-end') {
      if (line !== '') throw new Error('an answer chunk does not end where its size says')
      this.#state = 'chunk-size'
    } else if (this.#state === 'chunk-size') {
      const size = (line.split(';')[0] ?? '').trim()
      if (!/^[0-9a-fA-F]{1,12}$/.test(size)) throw new Error('the answer has an invalid chunk size')
      this.#left = Number.parseInt(size, 16)
      this.#state = this.#left === 0 ? 'trailer' : 'chunk-data'
    } else if (line === '') {
      // The empty line after the last chunk's trailers.
      this.#state = 'done'
    }
  }
}

/** An attempt in flight: the connection it was sent on, its reader, and how it ends. */
interface Attempt {
  socket: Socket
  reader: AnswerReader
  settle: (error: Error | undefined) => void
}

/** One subscription's connection to its target, made when the first POST needs it and again after it closed. */
export class DeliveryConnection {
  readonly #url: URL
  readonly #host: string
  readonly #port: number
  readonly #path: string
  /** Whether connecting to this (resolved or literal) address is refused. */
  readonly #refused: (address: string) => boolean
  #socket: Socket | undefined
  #attempt: Attempt | undefined

  constructor(url: URL, refused: (address: string) => boolean) {
    this.#url = url
    this.#host = url.hostname.replace(/^\[|\]$/g, '')
    this.#port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
    this.#path = `${url.pathname}${url.search}`
    this.#refused = refused
  }

  /**
   * POSTs a body with these headers: the answer's status, or an error (address refused, no answer within
   * `timeoutMs`, the connection failed or closed first, an answer that is not HTTP/1.x).
   */
  post(headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
    if (this.#attempt) return Promise.reject(new Error('a delivery is already in flight on this connection'))
    if (/[\r\n]/.test(Object.values(headers).join(''))) {
      return Promise.reject(new Error('a delivery header holds a line break'))
    }
    return new Promise((resolve, reject) => {
      let socket: Socket
      try {
        socket = this.#socket ?? this.#connect()
      } catch (error) {
        reject(error)
        return
      }
      const reader = new AnswerReader()
      const timer = setTimeout(
        () => socket.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
      this.#attempt = {
        socket,
        reader,
        settle: (error) => {
          clearTimeout(timer)
          this.#attempt = undefined
          if (error) return reject(error)
          if (!reader.reusable) this.#drop(socket)
          resolve(reader.status)
        },
      }
      let head = `POST ${this.#path} HTTP/1.1\r\nhost: ${this.#url.host}\r\n`
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`
      head += `content-length: ${Buffer.byteLength(body)}\r\n\r\n`
      // One write: head and body leave in one segment.
      socket.write(head + body)
    })
  }

  /** Closes the connection (a delivery in flight fails). */
  close(): void {
    if (this.#socket) this.#drop(this.#socket)
  }

  #drop(socket: Socket): void {
    if (this.#socket === socket) this.#socket = undefined
    socket.destroy()
  }

  #connect(): Socket {
    const host = this.#host
    // A literal address is not looked up: check it here.
    if (isIP(host) && this.#refused(host)) {
      throw new Error(`refused: ${host} is a loopback, link-local or private address`)
    }
    const refused = this.#refused
    // Called when a name is resolved for this connection: the address checked is the one connected to.
    const guardedLookup = (
      hostname: string,
      options: object,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      lookup(hostname, options as never, (error, address, family) => {
        if (error) return callback(error, address as never, family)
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address as string]
        const bad = addresses.find(refused)
        if (bad)
          return callback(new Error(`refused: ${hostname} resolves to ${bad}`), address as never, family)
        callback(null, address as never, family)
      })
    }
    const options = { host, port: this.#port, lookup: guardedLookup as never }
    const socket =
      this.#url.protocol === 'https:'
        ? tlsConnect({ ...options, ...(isIP(host) ? {} : { servername: host }), ALPNProtocols: ['http/1.1'] })
        : tcpConnect(options)
    socket.setNoDelay(true)
    let failure: Error | undefined
    socket.on('error', (error) => {
      failure = error
    })
    socket.on('data', (bytes: Buffer) => {
      const attempt = this.#attempt
      // Bytes nobody asked for: the connection is not to be trusted with the next request.
      if (attempt?.socket !== socket) return this.#drop(socket)
      try {
        if (attempt.reader.feed(bytes)) attempt.settle(undefined)
      } catch (error) {
        this.#drop(socket)
        attempt.settle(error as Error)
      }
    })
    socket.on('close', () => {
      if (this.#socket === socket) this.#socket = undefined
      // A connection dropped after its last answer closes while the next attempt runs on another.
      const attempt = this.#attempt
      if (attempt?.socket !== socket) return
      // An answer without a length ends with its connection.
      if (!failure && attempt.reader.endsWithConnection) return attempt.settle(undefined)
      attempt.settle(failure ?? new Error('the connection closed before the answer was complete'))
    })
    this.#socket = socket
    return socket
  }
}
