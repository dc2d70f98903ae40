// Operators' command line, on the store DATABASE_URL names (migrated like the service does); `pull`, `push`
// and `status` work over HTTP on a running service instead, and are handed to the client package's CLI (at
// the end of this file). One entry per command in COMMANDS; `--help` lists them. It says on standard error
// which store it uses (so that output such as a listing stays clean), refuses to create a store that does not
// exist unless `--create` (a typo in DATABASE_URL would otherwise make a new, empty store), and answers every
// failure with one line, exit 1 or 2.
// A running service sees an added language without a restart: its language cache reloads on a miss.
// The commands that need the payload schemas (typebox) or the webhook module (which brings undici, a megabyte
// of the bundle) import them when they run: the other commands (and the tests, which run the CLI a hundred
// times) then start without loading them.
import { createReadStream, createWriteStream } from 'node:fs'
import { access, readFile, rename } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ConfigError, configuredLanguagesMissing, loadConfig } from './config.js'
import { storeProblem } from './startup.js'
import type { Store } from './store/content-store.js'
import { dumpLines } from './store/dump.js'
import { StoreError } from './store/errors.js'
import { openStore, storeSite } from './store/open-store.js'

/** Checks that a command got exactly one id. */
/** What the store records as `by` for the CLI's writes: an operator on the store's host, not an API key. */
const CLI_AUTHOR = 'cli'

const oneId = (what: string) => (args: readonly string[]) =>
  args.length === 1 && /^[1-9]\d{0,14}$/.test(args[0] ?? '') ? undefined : `needs one ${what} id`

/** A command refused for a reason the operator can act on: one line, exit 1. */
class CliRefusal extends Error {}

interface CommandSpec {
  /** The words that name it, and its arguments, as usage shows them. */
  usage: string
  summary: string
  /** Arguments after the command's words; a string when they are wrong (why). */
  check?: (args: readonly string[]) => string | undefined
  run: (store: Store, args: readonly string[]) => Promise<void>
}

const COMMANDS: Record<string, CommandSpec> = {
  'languages list': {
    usage: 'languages list',
    summary: 'the languages, id and code',
    check: (args) => (args.length === 0 ? undefined : 'takes no arguments'),
    run: async (store) => {
      for (const language of await store.languages.listLanguages())
        console.log(`${language.id}\t${language.languageCode}`)
    },
  },
  'languages add': {
    usage: 'languages add <code>',
    summary: 'add a language CLDR knows, e.g. da-DK (stored in canonical BCP 47 spelling)',
    check: (args) => (args.length === 1 ? undefined : 'needs one language code'),
    run: async (store, [code]) => {
      const language = await store.languages.addLanguage(code as string, CLI_AUTHOR)
      console.log(`added ${language.id} ${language.languageCode}`)
    },
  },
  'languages remove': {
    usage: 'languages remove <code>',
    summary: 'remove a language that no text uses, now or in any history',
    check: (args) => (args.length === 1 ? undefined : 'needs one language code'),
    run: async (store, [code]) => {
      // The service would not start without a language its settings name (as this shell has them).
      const language = await store.languages.findLanguage(code as string)
      const rest = (await store.languages.listLanguages()).filter((l) => l.id !== language.id)
      const missing = configuredLanguagesMissing(
        loadConfig(),
        rest.map((l) => l.languageCode),
      )
      if (missing !== undefined) {
        throw new CliRefusal(`${language.languageCode} is named by the settings: ${missing}`)
      }
      await store.languages.removeLanguage(language.languageCode)
      console.log(`removed ${language.id} ${language.languageCode}`)
    },
  },
  'webhooks list': {
    usage: 'webhooks list',
    summary: 'the webhook subscriptions: id, state, URL, filters, last status',
    check: (args) => (args.length === 0 ? undefined : 'takes no arguments'),
    run: async (store) => {
      for (const hook of await store.webhooks.list()) {
        const filters = [hook.kinds.join(',') || 'all kinds', hook.languages.join(',') || 'all languages']
        console.log(
          `${hook.id}\t${hook.state}\t${hook.url}\t${filters.join(' / ')}\t${hook.lastStatus ?? '-'}`,
        )
      }
    },
  },
  'webhooks add': {
    usage: 'webhooks add <url> [kind,…] [language,…]',
    summary: 'subscribe a URL (prints its signing secret once)',
    check: (args) =>
      args.length >= 1 && args.length <= 3 ? undefined : 'needs a URL, then optional kinds and languages',
    run: async (store, [url, kinds, languages]) => {
      const config = loadConfig()
      const { newSecret } = await import('./services/webhooks/webhooks.js')
      const { targetProblem } = await import('./services/webhooks/webhook-target.js')
      const problem = await targetProblem(url as string, config.webhookAllowPrivate)
      if (problem) throw new CliRefusal(`the URL ${problem}`)
      const kindList = kinds ? kinds.split(',').filter(Boolean) : []
      const { CHANGE_KIND_LIST } = await import('./schemas/changes.js')
      const unknown = kindList.filter((k) => !(CHANGE_KIND_LIST as readonly string[]).includes(k))
      if (unknown.length > 0)
        throw new CliRefusal(`unknown kinds ${unknown.join(', ')}; kinds: ${CHANGE_KIND_LIST.join(', ')}`)
      const languageList: string[] = []
      for (const code of languages ? languages.split(',').filter(Boolean) : []) {
        languageList.push((await store.languages.findLanguage(code)).languageCode)
      }
      const secret = newSecret()
      const hook = await store.webhooks.add({
        url: url as string,
        secret,
        kinds: kindList,
        languages: languageList,
        cursor: await store.changes.latestChangeCursor(),
      })
      console.log(`added webhook ${hook.id}; its signing secret (shown once): ${secret}`)
    },
  },
  'webhooks remove': {
    usage: 'webhooks remove <id>',
    summary: 'remove a subscription',
    check: oneId('subscription'),
    run: async (store, [id]) => {
      if (!(await store.webhooks.remove(Number(id))))
        throw new CliRefusal(`there is no webhook subscription ${id}`)
      console.log(`removed webhook ${id}`)
    },
  },
  'webhooks enable': {
    usage: 'webhooks enable <id>',
    summary: 'enable a disabled subscription again (it resumes where it stopped)',
    check: oneId('subscription'),
    run: async (store, [id]) => {
      if (!(await store.webhooks.enable(Number(id))))
        throw new CliRefusal(`there is no webhook subscription ${id}`)
      console.log(`enabled webhook ${id}`)
    },
  },
  export: {
    usage: 'export [--out <file>]',
    summary: 'the whole store as a dump (NDJSON), to standard output or a file',
    check: (args) =>
      args.length === 0 || (args.length === 2 && args[0] === '--out') ? undefined : 'takes only --out <file>',
    run: async (store, args) => {
      const out = args[1]
      if (out === undefined) {
        await pipeline(Readable.from(dumpLines(store.dumps)), process.stdout)
        return
      }
      // Written beside the file and renamed when complete: an interrupted export leaves no partial dump.
      const partial = `${out}.partial`
      await pipeline(Readable.from(dumpLines(store.dumps)), createWriteStream(partial))
      await rename(partial, out)
      console.error(`content-store: wrote ${out}`)
    },
  },
  import: {
    usage: 'import <file>',
    summary: 'load a dump into an empty store (all or nothing)',
    check: (args) => (args.length === 1 ? undefined : 'needs one dump file'),
    run: async (store, [file]) => {
      let input: ReturnType<typeof createReadStream>
      try {
        await access(file as string)
        input = createReadStream(file as string, { encoding: 'utf8' })
      } catch {
        throw new CliRefusal(`cannot read ${file}`)
      }
      const counted = await store.dumps.importDump(
        createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }),
      )
      console.log(`imported ${counted.contents} contents with ${counted.versions} versions`)
    },
  },
  'xliff import': {
    usage: 'xliff import <file> [--target <code>]',
    summary: 'write the targets of a translated XLIFF file (prints the report as JSON)',
    check: (args) =>
      args.length === 1 || (args.length === 3 && args[1] === '--target')
        ? undefined
        : 'needs one XLIFF file, then optionally --target <code>',
    run: async (store, [file, , target]) => {
      let text: string
      try {
        text = await readFile(file as string, 'utf8')
      } catch {
        throw new CliRefusal(`cannot read ${file}`)
      }
      const { importXliff, parseXliff, XliffSyntaxError, XliffTargetError } = await import(
        './services/xliff.js'
      )
      try {
        console.log(JSON.stringify(await importXliff(store, parseXliff(text), target, { by: CLI_AUTHOR })))
      } catch (error) {
        if (error instanceof XliffSyntaxError || error instanceof XliffTargetError)
          throw new CliRefusal(`${file}: ${error.message}`)
        throw error
      }
    },
  },
  'contents purge': {
    usage: 'contents purge <id>',
    summary: "erase a content's texts and whole history for good (personal data)",
    check: oneId('content'),
    run: async (store, [id]) => {
      await store.writes.purgeContent(Number(id), CLI_AUTHOR)
      console.log(`purged content ${id}: its texts and history are gone; a purge record remains`)
    },
  },
}

const USAGE = [
  'usage: npm run cli -- [--create] <command>',
  '',
  ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(24)} ${c.summary}`),
  '',
  '  pull, push, status       over HTTP, on a running service: `npm run cli -- pull --help`',
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
  const site = storeSite(config.store)
  console.error(`content-store: using the ${site.description}`)
  let store: Store
  try {
    if (!create && !(await site.exists())) {
      console.error(
        `content-store: DATABASE_URL: the ${site.description} does not exist; ` +
          'check DATABASE_URL, or give --create to create it',
      )
      return 2
    }
    store = (await openStore(config.store, { pgPoolMax: 1, searchDictionary: config.searchDictionary })).store
  } catch (error) {
    console.error(`content-store: ${storeProblem(error, config.store).message}`)
    return 2
  }
  try {
    await command.run(store, args)
    return 0
  } catch (error) {
    // The store's refusals say what is wrong; anything else still gets one line, not a stack.
    const message =
      error instanceof StoreError || error instanceof CliRefusal
        ? error.message
        : `failed: ${(error as Error).message}`
    console.error(`content-store: ${message}`)
    return 1
  } finally {
    await store.close()
  }
}

/**
 * The commands over HTTP, on a running service rather than its database: the client package's CLI
 * (packages/client/src/cli/), loaded only when one of them runs.
 */
const REMOTE_COMMANDS = new Set(['pull', 'push', 'status'])

const argv = process.argv.slice(2)
if (REMOTE_COMMANDS.has(argv[0] as string)) {
  const { runCli } = await import('../packages/client/src/cli/main.js')
  process.exitCode = await runCli(argv)
} else {
  process.exitCode = await main(argv)
}
