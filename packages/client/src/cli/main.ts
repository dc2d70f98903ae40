// `content-store pull|push|status`: the command line over HTTP, on a running service (where the operators'
// commands in the service's src/cli.ts work on its database). Each command is a module with its options;
// this one parses the command line (node:util parseArgs), finds the service's address and key (options, or
// CONTENT_STORE_URL and CONTENT_STORE_KEY), and turns every failure into one line and an exit code
// (exit-codes.ts).
import { parseArgs } from 'node:util'
import { ContentStoreError, createClient } from '../api-client.js'
import type { Command } from './command.js'
import { CliError, EXIT, usageError } from './exit-codes.js'
import { pull } from './pull.js'
import { push } from './push.js'
import { status } from './status.js'

export const REMOTE_COMMANDS: Record<string, Command> = { pull, push, status }

const CONNECTION_OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export const USAGE = [
  'usage: content-store <command> [options]',
  '',
  ...Object.entries(REMOTE_COMMANDS).map(([name, c]) => `  ${name.padEnd(7)} ${c.summary}`),
  '',
  'Every command takes:',
  '  --url <service>   the service, e.g. https://content.example.no (or CONTENT_STORE_URL)',
  '  --key <api key>   an API key, when the service needs one (or CONTENT_STORE_KEY)',
  '',
  '`content-store <command> --help` shows its options. Exit codes: 0 done, 1 the service refused or failed',
  '(or a file could not be read or written), 2 wrong usage, 3 push found conflicts.',
].join('\n')

/** Runs one command; the exit code. */
export async function runCli(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [name, ...rest] = argv
  const command = name === undefined ? undefined : REMOTE_COMMANDS[name]
  if (!command) {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      console.log(USAGE)
      return name === undefined ? EXIT.usage : EXIT.ok
    }
    console.error(`content-store: unknown command ${name}\n\n${USAGE}`)
    return EXIT.usage
  }
  let url: string | undefined
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      options: { ...CONNECTION_OPTIONS, ...command.options },
      allowPositionals: command.takesFiles === true,
      strict: true,
    })
    if (values.help) {
      console.log(`usage: content-store ${name} ${command.usage}\n\n${command.summary}\n\n${command.help}`)
      return EXIT.ok
    }
    url = serviceUrl((values.url as string | undefined) ?? env.CONTENT_STORE_URL)
    const key = (values.key as string | undefined) ?? env.CONTENT_STORE_KEY
    const client = createClient({ url, ...(key ? { key } : {}) })
    return await command.run(client, values, positionals)
  } catch (error) {
    const [code, message] = describe(error, url)
    const hint = code === EXIT.usage ? ` (content-store ${name} --help)` : ''
    console.error(`content-store: ${name}: ${message}${hint}`)
    return code
  }
}

function serviceUrl(given: string | undefined): string {
  if (!given) throw usageError('needs --url <service> (or CONTENT_STORE_URL)')
  let url: URL
  try {
    url = new URL(given)
  } catch {
    throw usageError(`--url: ${given} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw usageError(`--url: ${given} is not http(s)`)
  return url.href
}

/** The exit code and the one line a failure is told with. */
function describe(error: unknown, url: string | undefined): [number, string] {
  if (error instanceof CliError) return [error.exitCode, error.message]
  if (error instanceof ContentStoreError) return [EXIT.failed, `the service answered ${error.message}`]
  const code = (error as { code?: unknown }).code
  // parseArgs's refusals (unknown option, missing value, unexpected argument).
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    return [EXIT.usage, (error as Error).message]
  // fetch's network failures: "fetch failed", with the reason in `cause`.
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  if (error instanceof TypeError && cause) {
    return [EXIT.failed, `cannot reach ${url}: ${cause.code ?? cause.message ?? error.message}`]
  }
  return [EXIT.failed, (error as Error).message ?? String(error)]
}
