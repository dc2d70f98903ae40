// What a command of `content-store` over HTTP is: its options (node:util parseArgs), its help, and its run.
import type { ParseArgsConfig } from 'node:util'
import type { ContentStoreClient } from '../api-client.js'

export type OptionValues = Record<string, string | boolean | undefined>

export interface Command {
  /** Its options and arguments, as usage shows them. */
  usage: string
  summary: string
  /** What each option means, shown by --help. */
  help: string
  options: NonNullable<ParseArgsConfig['options']>
  /** Whether it takes file names after its options. */
  takesFiles?: boolean
  /** Runs it; the exit code. */
  run: (client: ContentStoreClient, values: OptionValues, files: string[]) => Promise<number>
}
