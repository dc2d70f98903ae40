// Runs the operators' CLI as its own process on a store, as `npm run cli` would (from the TypeScript source).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { StoreLocation } from '../../src/config.js'

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url))

export function databaseUrl(location: StoreLocation): string {
  return location.kind === 'sqlite' ? `sqlite:${location.path}` : location.url
}

export function runCli(
  location: StoreLocation,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliWith(location, {}, ...args)
}

/** As runCli, with more environment variables. */
export async function runCliWith(
  location: StoreLocation,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl(location), ...env },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}
