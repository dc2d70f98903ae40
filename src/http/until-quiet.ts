// The end of a shutdown's drain: the server closes its connections only once no request has come for a while.
// Closing (Node closes every connection with no request in progress) resets a connection whose request has
// arrived but not been read yet, and the client sees a reset rather than the drain's 503. On a busy machine
// the event loop reads late: the drain's timer can fire, in the loop's timers phase, before the poll phase
// that would have read the requests sent in the meantime. So the quiet is judged after a poll phase
// (setImmediate), and the requests read in it are answered (503, closing their connections) before close.
import type { Server } from 'node:http'

/** How long no request must have come before the connections are closed. */
export const QUIET_MS = 250

/**
 * Resolves once `server` has had no request for `quietMs`, judged after the event loop has read what arrived,
 * or after `limitMs` whatever comes.
 */
export async function untilQuiet(server: Server, quietMs = QUIET_MS, limitMs = 5_000): Promise<void> {
  const started = performance.now()
  let last = started
  const heard = () => {
    last = performance.now()
  }
  server.on('request', heard)
  try {
    for (;;) {
      // A poll phase first: requests that arrived while the loop was busy are read (and heard) there.
      await new Promise((resolve) => setImmediate(resolve))
      const now = performance.now()
      if (now - last >= quietMs || now - started >= limitMs) return
      await new Promise((resolve) => setTimeout(resolve, quietMs - (now - last)))
    }
  } finally {
    server.off('request', heard)
  }
}
