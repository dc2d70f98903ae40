// A SQLite store as the entry points see it: a file, named by its path; an open that fails is explained by the
// error's code or by asking the file system, and is never worth retrying.
import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import type { StoreSite } from '../store-site.js'

const OS_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is not a folder',
  ENOENT: 'no such folder',
  ENOSPC: 'no space left on the device',
  SQLITE_READONLY: 'read-only file',
  SQLITE_NOTADB: 'not a SQLite database',
  SQLITE_CORRUPT: 'the database file is corrupt',
  SQLITE_FULL: 'no space left on the device',
}

/** Why a SQLite file cannot be opened, in the operator's terms: from the error, or by asking the file system. */
function sqliteReason(error: unknown, path: string): string {
  const code = (error as { code?: string }).code ?? ''
  const known = OS_REASONS[code]
  if (known) return `${known} (${code})`
  // SQLITE_CANTOPEN and its kin do not say why: ask the file system about the file, then its folder.
  for (const [target, mode] of [
    [path, constants.R_OK | constants.W_OK],
    [dirname(path), constants.W_OK | constants.X_OK],
  ] as const) {
    try {
      statSync(target)
      accessSync(target, mode)
    } catch (probe) {
      const probeCode = (probe as { code?: string }).code ?? ''
      if (probeCode === 'ENOENT' && target === path) continue
      const reason = OS_REASONS[probeCode]
      if (reason) return `${reason} (${probeCode}${target === path ? '' : ` on ${target}`})`
    }
  }
  return code || (error as Error).message
}

export function sqliteSite(path: string): StoreSite {
  return {
    description: `SQLite store ${path}`,
    exists: async () => existsSync(path),
    openProblem: (error) =>
      `DATABASE_URL: cannot open the SQLite store at ${path}: ${sqliteReason(error, path)}`,
    retryReason: () => undefined,
  }
}
