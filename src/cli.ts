// Operators' command line, on the store DATABASE_URL names (created and migrated like the service does):
//   content-store languages list
//   content-store languages add <code>      e.g. da-DK; stored in canonical BCP 47 spelling
// A running service sees an added language without a restart: its language cache reloads on a miss.
import { ConfigError, loadConfig } from './config.js'
import { InvalidLanguageCodeError, LanguageExistsError } from './store/errors.js'
import { openStore } from './store/open-store.js'

const USAGE = 'usage: npm run cli -- languages list | languages add <code>   (e.g. languages add da-DK)'

async function main(args: string[]): Promise<number> {
  const [topic, command, code, ...rest] = args
  const listing = topic === 'languages' && command === 'list' && code === undefined
  const adding = topic === 'languages' && command === 'add' && code !== undefined && rest.length === 0
  if (!listing && !adding) {
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
    if (adding && code !== undefined) {
      const language = await store.addLanguage(code)
      console.log(`added ${language.id} ${language.languageCode}`)
      return 0
    }
    for (const language of await store.listLanguages())
      console.log(`${language.id}\t${language.languageCode}`)
    return 0
  } catch (error) {
    if (error instanceof LanguageExistsError || error instanceof InvalidLanguageCodeError) {
      console.error(`content-store: ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await store.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
