// Runs the server as its own process, as `npm start` would, and reads its JSON log lines. Tests run the build
// when it is up to date and the TypeScript source otherwise (entry.ts); the benchmarks name the build.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { entryOf } from './entry.js'

export interface ServerProcess {
  child: ChildProcess
  url: string
  logs: Record<string, unknown>[]
  stderr: () => string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
}

export function spawnServer(
  env: Record<string, string>,
  entry: readonly string[] = entryOf('server'),
  /** Send the server's log to /dev/null instead of reading it (needs a fixed PORT to find it ready). */
  discardLog = false,
): ServerProcess & { ready: Promise<string> } {
  const child = spawn(process.execPath, entry, {
    // No warm-up (0.4–0.6 s a start) unless asked: a test's server has no crowd of clients to warm up for, and
    // test/warm-up.test.ts runs it; the benchmarks ask for the service's default (bench/harness.ts). No drain
    // at SIGTERM either (1 s a stop, for a load balancer a test does not have) unless asked, as the tests of
    // draining do.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      WARM_UP_ROUNDS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', discardLog ? 'ignore' : 'pipe', 'pipe'],
  })
  const logs: Record<string, unknown>[] = []
  let errText = ''
  let pending = ''
  let resolveReady: (url: string) => void = () => {}
  const ready = new Promise<string>((resolve) => {
    resolveReady = resolve
  })
  child.stdout?.setEncoding('utf8').on('data', (data: string) => {
    pending += data
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (line.trim() === '') continue
      const entry = JSON.parse(line) as Record<string, unknown>
      logs.push(entry)
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg))
      if (match?.[1]) resolveReady(match[1])
    }
  })
  child.stderr?.setEncoding('utf8').on('data', (data: string) => {
    errText += data
  })
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string)
  // With a fixed port the log may be quiet (LOG_LEVEL=warn): wait for the health endpoint instead.
  const fixedPort = env.PORT !== undefined && env.PORT !== '0' ? env.PORT : undefined
  if (fixedPort) void pollHealth(`http://127.0.0.1:${fixedPort}`, exited).then(resolveReady, () => {})
  const server: ServerProcess & { ready: Promise<string> } = {
    child,
    url: '',
    logs,
    stderr: () => errText,
    exited,
    ready: Promise.race([
      ready.then((url) => {
        server.url = url
        return url
      }),
      exited.then((code) => {
        throw new Error(`the server exited (${code}) before listening: ${errText}`)
      }),
    ]),
  }
  // A test that expects an early exit never awaits `ready`; its rejection is not an unhandled one.
  server.ready.catch(() => {})
  return server
}

/**
 * Resolves with `url` once its /healthz answers 2xx, asking every 100 ms (`attempts` times at most); rejects
 * when `exited` resolves first or the attempts run out.
 */
export async function pollHealth(url: string, exited: Promise<unknown>, attempts = 300): Promise<string> {
  let gone = false
  // A poll in flight when the server exits is dropped, so that no request waits on whatever else may hold
  // the port (a test's own listener), keeping the test process alive.
  const stop = new AbortController()
  void exited.then(() => {
    gone = true
    stop.abort()
  })
  for (let attempt = 0; attempt < attempts && !gone; attempt++) {
    try {
      if (
        (await fetch(`${url}/healthz`, { signal: AbortSignal.any([stop.signal, AbortSignal.timeout(2000)]) }))
          .ok
      )
        return url
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no answer from ${url}/healthz`)
}

/** A TCP port that was free a moment ago, for a server that must be told its port up front. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
