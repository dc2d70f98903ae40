// Clients of the listing sections: reading a full listing as fast as the client can, reading it slowly (a
// client at about 1 MB/s), timing requests one after another, and reading a server process's peak memory.
import { readFile, stat } from 'node:fs/promises'
import { get } from 'node:http'

export interface ListingRun {
  bytes: number
  /** Milliseconds from sending the request to the first byte of the body. */
  firstByteMs: number
  /** Milliseconds from sending the request to the last byte. */
  lastByteMs: number
}

/** Reads the whole answer as fast as the socket allows, counting bytes. */
export function readListing(url: string): Promise<ListingRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let firstByteMs = -1
    let bytes = 0
    get(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`listing answered ${response.statusCode}`))
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started
        bytes += chunk.length
      })
      response.on('end', () => resolve({ bytes, firstByteMs, lastByteMs: performance.now() - started }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * Reads a listing at about `bytesPerSecond` for `seconds`, then hangs up: a slow client. Resolves with the
 * bytes it took. The server must stop reading the store while this client is not keeping up.
 */
export function readSlowly(url: string, bytesPerSecond: number, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let taken = 0
    const request = get(url, (response) => {
      const started = performance.now()
      response.pause()
      const tick = setInterval(() => {
        const elapsed = (performance.now() - started) / 1000
        if (elapsed >= seconds) {
          clearInterval(tick)
          request.destroy()
          resolve(taken)
          return
        }
        // Take what the budget allows so far, then pause again.
        while (taken < elapsed * bytesPerSecond) {
          const chunk = response.read(16 * 1024) as Buffer | null
          if (chunk === null) break
          taken += chunk.length
        }
      }, 50)
      response.on('error', () => {})
    })
    request.on('error', (error) => {
      if (taken === 0) reject(error)
    })
  })
}

/** Peak resident memory (VmHWM) of a process, in bytes, from /proc. */
export async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(status)
  if (!match?.[1]) throw new Error(`no VmHWM for process ${pid}`)
  return Number(match[1]) * 1024
}

export async function fileSize(path: string): Promise<number> {
  try {
    return (await stat(path)).size
  } catch {
    return 0
  }
}

/** Times `count` requests one after another; every answer must be 200. Milliseconds, sorted. */
export async function timeSequential(url: string, count: number): Promise<{ ms: number[]; body: string }> {
  const ms: number[] = []
  let body = ''
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url)
    body = await response.text()
    ms.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  }
  return { ms: ms.sort((a, b) => a - b), body }
}
