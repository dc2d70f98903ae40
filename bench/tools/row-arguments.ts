// The arguments of the tools that look at one request row (bench/profile.ts, bench/instructions.ts): a word
// of the row's name, `--name=value` options, `--store=`, and NAME=value settings for the service. Exits with 2
// and one line when the row or the store cannot be had.
import { DIALECTS, skipReason, type TestDialect } from '../../test/helpers/stores.js'
import { SCENARIOS, type Scenario } from './request-scenarios.js'

export interface RowArguments {
  scenario: Scenario
  dialect: TestDialect
  /** `--name=value`, or the fallback. */
  option: (name: string, fallback: string) => string
  /** The NAME=value arguments, as given, and as the service's environment. */
  settings: string[]
  env: Record<string, string>
}

const isSetting = (a: string) => /^[A-Z_]+=/.test(a)

export function rowArguments(argv: readonly string[]): RowArguments {
  const option = (name: string, fallback: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
  const word = argv.find((a) => !a.startsWith('--') && !isSetting(a))
  const scenario = SCENARIOS.find(
    (s) => word !== undefined && s.name.toLowerCase().includes(word.toLowerCase()),
  )
  if (!scenario) {
    console.error(`Name a scenario by a word of its name: ${SCENARIOS.map((s) => s.name).join('; ')}`)
    process.exit(2)
  }
  const dialect = option('store', 'sqlite') as TestDialect
  if (!DIALECTS.includes(dialect)) {
    console.error(`--store: one of ${DIALECTS.join(', ')}`)
    process.exit(2)
  }
  const reason = skipReason(dialect)
  if (reason) {
    console.error(`${dialect}: ${reason}`)
    process.exit(2)
  }
  const settings = argv.filter(isSetting)
  const env = Object.fromEntries(settings.map((a) => a.split(/=(.*)/s).slice(0, 2) as [string, string]))
  return { scenario, dialect, option, settings, env }
}
