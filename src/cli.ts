// Operators' command line, on the store DATABASE_URL names (created and migrated like the service does):
//   content-store languages list
//   content-store languages add <code>      e.g. da-DK; stored in canonical BCP 47 spelling
//   content-store contents purge <id>       erases a content's texts and history for good
// A running service sees an added language without a restart: its language cache reloads on a miss.
import { ConfigError, loadConfig } from './config.js'
import type { ContentStore } from './store/content-store.js'
import { StoreError } from './store/errors.js'
import { openStore } from './store/open-store.js'

const USAGE = `usage: npm run cli -- <command>
  languages list
  languages add <code>        e.g. languages add da-DK
  contents purge <id>         erase a content's texts and whole history for good (personal data)`

type Command = (store: ContentStore) => Promise<void>

function parse(args: string[]): Command | undefined {
  const [topic, command, argument, ...rest] = args
  if (rest.length > 0) return undefined
  if (topic === 'languages' && command === 'list' && argument === undefined) {
    return async (store) => {
      for (const language of await store.listLanguages())
        console.log(`${language.id}\t${language.languageCode}`)
    }
  }
  if (topic === 'languages' && command === 'add' && argument !== undefined) {
    return async (store) => {
      const language = await store.addLanguage(argument)
      console.log(`added ${language.id} ${language.languageCode}`)
    }
  }
  if (
    topic === 'contents' &&
    command === 'purge' &&
    argument !== undefined &&
    /^[1-9]\d{0,14}$/.test(argument)
  ) {
    return async (store) => {
      await store.purgeContent(Number(argument))
      console.log(`purged content ${argument}: its texts and history are gone; a purge record remains`)
    }
  }
  return undefined
}

async function main(args: string[]): Promise<number> {
  const command = parse(args)
  if (!command) {
    console.error(USAGE)
    return 2
  }
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`content-store: invalid configuration: ${error.message}`)
    return 2
  }
  const { store } = await openStore(config.store, { pgPoolMax: 1 })
  try {
    await command(store)
    return 0
  } catch (error) {
    if (error instanceof StoreError) {
      console.error(`content-store: ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await store.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
