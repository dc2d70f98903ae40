// Runs the operators' CLI as its own process on a store, as `npm run cli` would (see entry.ts).
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { StoreLocation } from '../../src/config.js'
import { entryOf } from './entry.js'

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
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...entryOf('cli'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl(location), ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}
