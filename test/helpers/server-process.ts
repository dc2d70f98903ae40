// Runs src/server.ts as its own process, as `npm start` would, and reads its JSON log lines.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url))

export interface ServerProcess {
  child: ChildProcess
  url: string
  logs: Record<string, unknown>[]
  stderr: () => string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
}

export function spawnServer(env: Record<string, string>): ServerProcess & { ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
