// Failed authentication counted per client address: past AUTH_FAILURE_LIMIT failures (answers 401) within
// AUTH_FAILURE_WINDOW_S, every request from that address that sends an Authorization header answers 429 until
// the window ends, its key unchecked, so that keys cannot be guessed at the speed of the service (200 wrong
// keys were 200 × 401). A right key is refused too while its address is locked out: answering it would tell
// a right guess from a wrong one. Requests without a key go on as before (open reads stay open to a shared
// address). @fastify/rate-limit counts every request and cannot look without counting, so this is its own
// count: in memory, per instance, a fixed window from an address's first failure.
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from './http-problem.js'

/** Addresses kept at most; past it, those whose window ended go, then the oldest. */
const MAX_ADDRESSES = 10_000

interface Window {
  failures: number
  endsAt: number
}

export function registerAuthFailureLimit(app: FastifyInstance, limit: number, windowS: number): void {
  if (limit === 0) return
  const windows = new Map<string, Window>()
  const current = (address: string, now: number) => {
    const window = windows.get(address)
    if (window && window.endsAt <= now) {
      windows.delete(address)
      return undefined
    }
    return window
  }

  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization === undefined) return
    const now = Date.now()
    const window = current(request.ip, now)
    if (window && window.failures >= limit) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000))
      throw new HttpProblem(
        429,
        `Too many failed authentications from this address (${limit} in ${windowS} s); retry in ${seconds} s.`,
        { headers: { 'Retry-After': String(seconds) } },
      )
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 401) return payload
    const now = Date.now()
    const window = current(request.ip, now)
    if (window) window.failures++
    else {
      if (windows.size >= MAX_ADDRESSES) prune(windows, now)
      windows.set(request.ip, { failures: 1, endsAt: now + windowS * 1000 })
    }
    return payload
  })
}

function prune(windows: Map<string, Window>, now: number): void {
  for (const [address, window] of windows) if (window.endsAt <= now) windows.delete(address)
  // Still full: the oldest windows go first (a Map iterates in insertion order).
  for (const address of windows.keys()) {
    if (windows.size < MAX_ADDRESSES) break
    windows.delete(address)
  }
}
