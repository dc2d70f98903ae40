// Operators' command line, on the store DATABASE_URL names (migrated like the service does). One entry per
// command in COMMANDS; `--help` lists them. It says on standard error which store it uses (so that output such
// as a listing stays clean), refuses to create a store that does not exist unless `--create` (a typo in
// DATABASE_URL would otherwise make a new, empty store), and answers every failure with one line, exit 1 or 2.
// A running service sees an added language without a restart: its language cache reloads on a miss.
import { existsSync } from 'node:fs'
import pg from 'pg'
import { ConfigError, loadConfig, type StoreLocation } from './config.js'
import { storeProblem } from './startup.js'
import type { ContentStore } from './store/content-store.js'
import { StoreError } from './store/errors.js'
import { openStore } from './store/open-store.js'

interface CommandSpec {
  /** The words that name it, and its arguments, as usage shows them. */
  usage: string
  summary: string
  /** Arguments after the command's words; a string when they are wrong (why). */
  check?: (args: readonly string[]) => string | undefined
  run: (store: ContentStore, args: readonly string[]) => Promise<void>
}

const COMMANDS: Record<string, CommandSpec> = {
  'languages list': {
    usage: 'languages list',
    summary: 'the languages, id and code',
    check: (args) => (args.length === 0 ? undefined : 'takes no arguments'),
    run: async (store) => {
      for (const language of await store.listLanguages())
        console.log(`${language.id}\t${language.languageCode}`)
    },
  },
  'languages add': {
    usage: 'languages add <code>',
    summary: 'add a language, e.g. da-DK (stored in canonical BCP 47 spelling)',
    check: (args) => (args.length === 1 ? undefined : 'needs one language code'),
    run: async (store, [code]) => {
      const language = await store.addLanguage(code as string)
      console.log(`added ${language.id} ${language.languageCode}`)
    },
  },
  'contents purge': {
    usage: 'contents purge <id>',
    summary: "erase a content's texts and whole history for good (personal data)",
    check: (args) =>
      args.length === 1 && /^[1-9]\d{0,14}$/.test(args[0] ?? '') ? undefined : 'needs one content id',
    run: async (store, [id]) => {
      await store.purgeContent(Number(id))
      console.log(`purged content ${id}: its texts and history are gone; a purge record remains`)
    },
  },
}

const USAGE = [
  'usage: npm run cli -- [--create] <command>',
  '',
  ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(24)} ${c.summary}`),
  '',
  '  --create                 create the store DATABASE_URL names when it does not exist',
  '  --help, -h               this help',
  '',
  'The store is the one DATABASE_URL names (default sqlite:./data/content-store.db).',
].join('\n')

/** The command the words name (the longest match), and the arguments after them. */
function findCommand(words: readonly string[]): [CommandSpec, string[]] | undefined {
  for (let n = Math.min(2, words.length); n > 0; n--) {
    const spec = COMMANDS[words.slice(0, n).join(' ')]
    if (spec) return [spec, words.slice(n)]
  }
  return undefined
}

/** Whether the store exists: the SQLite file, or the PostgreSQL database (3D000: it does not). */
async function storeExists(location: StoreLocation): Promise<boolean> {
  if (location.kind === 'sqlite') return existsSync(location.path)
  const client = new pg.Client({ connectionString: location.url, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  try {
    await client.connect()
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return false
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}

function describeStore(location: StoreLocation): string {
  if (location.kind === 'sqlite') return `SQLite store ${location.path}`
  const url = new URL(location.url)
  return `PostgreSQL store ${url.hostname}:${url.port || '5432'}${url.pathname}`
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    console.log(USAGE)
    return 0
  }
  const create = argv.includes('--create')
  const found = findCommand(argv.filter((a) => a !== '--create'))
  const wrongArgs = found?.[0].check?.(found[1])
  if (!found || wrongArgs) {
    console.error(found ? `content-store: ${found[0].usage}: ${wrongArgs}\n\n${USAGE}` : USAGE)
    return 2
  }
  const [command, args] = found
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`content-store: invalid configuration: ${error.message}`)
    return 2
  }
  console.error(`content-store: using the ${describeStore(config.store)}`)
  let store: ContentStore
  try {
    if (!create && !(await storeExists(config.store))) {
      console.error(
        `content-store: DATABASE_URL: the ${describeStore(config.store)} does not exist; ` +
          'check DATABASE_URL, or give --create to create it',
      )
      return 2
    }
    store = (await openStore(config.store, { pgPoolMax: 1 })).store
  } catch (error) {
    console.error(`content-store: ${storeProblem(error, config.store).message}`)
    return 2
  }
  try {
    await command.run(store, args)
    return 0
  } catch (error) {
    // The store's refusals say what is wrong; anything else still gets one line, not a stack.
    const message = error instanceof StoreError ? error.message : `failed: ${(error as Error).message}`
    console.error(`content-store: ${message}`)
    return 1
  } finally {
    await store.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
