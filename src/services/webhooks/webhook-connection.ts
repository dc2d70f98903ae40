// The webhook deliverer's HTTP client: one subscription's POSTs, one at a time (the next is sent after the
// previous was answered), over one kept-alive connection to its target, with undici's Client. Node's
// http.request cost about 75–90 µs of CPU per request on the service's one event loop; at 10 subscriptions ×
// 1,000 changes/s that was most of a core, and a subscription delivers at one over its round trip, which grows
// with how busy that loop is. undici (the HTTP client of Node's own fetch) writes and parses far less per
// request.
//
// The address connected to is checked (by src/services/webhooks/webhook-target.ts's rule, unless private targets are allowed)
// when the connection is made: the address a name resolves to then, or the literal one. Redirects are not followed
// (a Client never follows them): a 3xx is an answer like any other.
import { type LookupAddress, lookup } from 'node:dns'
import { isIP } from 'node:net'
import { buildConnector, Client } from 'undici'

/** The most of an answer's body that is drained before its connection is closed instead (as undici's dump). */
const MAX_ANSWER_BYTES = 128 * 1024

export class DeliveryConnection {
  readonly #client: Client
  readonly #path: string

  /** `refusal`: why an address may not be connected to ("127.0.0.1 is a loopback address"), or undefined. */
  constructor(url: URL, refusal: (address: string) => string | undefined) {
    this.#path = `${url.pathname}${url.search}`
    const host = url.hostname.replace(/^\[|\]$/g, '')
    // Called when a name is resolved for a connection: the address checked is the one connected to.
    const guardedLookup = (
      hostname: string,
      options: object,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      lookup(hostname, options as never, (error, address, family) => {
        if (error) return callback(error, address as never, family)
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address as string]
        for (const one of addresses) {
          const why = refusal(one)
          if (why)
            return callback(
              new Error(`refused: ${hostname} resolves to an address that is not public (${why})`),
              address as never,
              family,
            )
        }
        callback(null, address as never, family)
      })
    }
    const connector = buildConnector({ lookup: guardedLookup } as buildConnector.BuildOptions)
    this.#client = new Client(url.origin, {
      pipelining: 1,
      connect: (options, callback) => {
        // A literal address is not looked up: check it here.
        const why = isIP(host) ? refusal(host) : undefined
        if (why) {
          callback(new Error(`refused: ${why}`), null)
          return
        }
        connector(options, callback)
      },
    })
  }

  /**
   * POSTs one delivery; the answer's status, or an error (refused address, timeout, connection failure). Sent
   * through undici's dispatch with a handler of our own rather than `request`: the answer's body is read by
   * nobody, and `request` made a stream for it and a promise chain around it, a large part of undici's CPU per
   * delivery.
   */
  post(headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let read = 0
      this.#client.dispatch(
        {
          method: 'POST',
          path: this.#path,
          headers,
          body,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        {
          onRequestStart() {},
          // The status is the answer (1xx ones come first and do not count): the body is drained, not read, so
          // the connection can carry the next request, and one cut short after a 2xx does not undo it.
          onResponseStart(_controller, statusCode) {
            if (statusCode >= 200) resolve(statusCode)
          },
          // A body past the bound (an endless one, say) ends the connection instead: the next delivery waits for
          // this answer to end, with no timeout of its own while it waits.
          onResponseData(controller, chunk) {
            read += chunk.length
            if (read > MAX_ANSWER_BYTES) controller.abort(new Error('answer body too long'))
          },
          onResponseEnd() {},
          // After the status has settled the promise, this changes nothing.
          onResponseError(_controller, error) {
            const code = (error as { code?: string }).code
            reject(
              code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
                ? new Error(`no answer within ${timeoutMs / 1000} s`)
                : error,
            )
          },
        },
      )
    })
  }

  close(): void {
    void this.#client.destroy().catch(() => {})
  }
}
