// A TCP proxy in front of PostgreSQL that a test switches between three modes, to play a store outage:
// - pass: bytes flow both ways;
// - blackhole: connections are accepted, and nothing flows (a network that drops packets);
// - reset: every connection is reset, and new ones are reset on arrival (a store that crashed).
// It counts the connections open through it, to check that a pool never exceeds its maximum.
import { connect, createServer, type Server, type Socket } from 'node:net'

export type ProxyMode = 'pass' | 'blackhole' | 'reset'

interface Pair {
  client: Socket
  upstream?: Socket
  /** Blackholed: nothing flows any more. */
  frozen: boolean
}

export class TcpProxy {
  #mode: ProxyMode = 'pass'
  readonly #pairs = new Set<Pair>()
  #server: Server | undefined
  /** Most client connections open at once. */
  maxOpen = 0

  constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<number> {
    this.#server = createServer((client) => this.#accept(client))
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve))
    const address = this.#server.address()
    if (address === null || typeof address === 'string') throw new Error('the proxy is not listening')
    return address.port
  }

  get open(): number {
    return this.#pairs.size
  }

  setMode(mode: ProxyMode): void {
    this.#mode = mode
    // Leaving pass, the connections in place die with the store (reset) or hang (blackhole); leaving
    // blackhole, the hung ones stay dead, as after a real network partition.
    for (const pair of this.#pairs) {
      if (mode === 'reset' || (mode === 'pass' && pair.frozen)) this.#drop(pair)
      else if (mode === 'blackhole') {
        pair.frozen = true
        if (pair.upstream) {
          pair.client.unpipe(pair.upstream)
          pair.upstream.unpipe(pair.client)
          pair.upstream.pause()
        }
        swallow(pair.client)
      }
    }
  }

  async stop(): Promise<void> {
    for (const pair of this.#pairs) this.#drop(pair)
    await new Promise((resolve) => this.#server?.close(resolve))
  }

  #accept(client: Socket): void {
    client.on('error', () => {})
    if (this.#mode === 'reset') {
      client.resetAndDestroy()
      return
    }
    const pair: Pair = { client, frozen: this.#mode === 'blackhole' }
    this.#pairs.add(pair)
    this.maxOpen = Math.max(this.maxOpen, this.#pairs.size)
    client.on('close', () => this.#drop(pair))
    if (this.#mode === 'blackhole') {
      swallow(client)
      return
    }
    const upstream = connect(this.upstreamPort, this.upstreamHost)
    pair.upstream = upstream
    upstream.on('error', () => this.#drop(pair))
    upstream.on('close', () => this.#drop(pair))
    client.pipe(upstream)
    upstream.pipe(client)
  }

  #drop(pair: Pair): void {
    if (!this.#pairs.delete(pair)) return
    if (!pair.client.destroyed) pair.client.resetAndDestroy()
    pair.upstream?.destroy()
  }
}

/** Reads and drops everything, so that the proxy still sees the client hang up (and stops counting it). */
function swallow(socket: Socket): void {
  socket.on('data', () => {})
  socket.on('end', () => socket.destroy())
  socket.resume()
}
