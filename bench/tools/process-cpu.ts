// CPU time read from /proc (Linux): a process's (all its threads), PostgreSQL's (every `postgres` process,
// with the backends it has reaped), and the machine's idle share. For bench/cpu-shares.ts.
import { readdirSync, readFileSync } from 'node:fs'

/** USER_HZ: /proc counts CPU time in ticks of 10 ms on Linux. */
const TICK_US = 10_000

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined // the process ended
  }
}

export interface CpuSplit {
  userUs: number
  systemUs: number
}

/** A process's user and kernel CPU time so far, all threads. */
export function processCpu(pid: number): CpuSplit {
  const f = statFields(pid) ?? []
  return { userUs: Number(f[11] ?? 0) * TICK_US, systemUs: Number(f[12] ?? 0) * TICK_US }
}

/**
 * The CPU time of every process named `postgres` so far, its reaped children's included: a backend that ends
 * (a pool closed) adds its time to the postmaster's, so a sum taken before and after it still holds.
 */
export function postgresCpuUs(): number {
  let ticks = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let name: string
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
    } catch {
      continue
    }
    if (name !== 'postgres') continue
    const f = statFields(pid)
    if (f) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])
  }
  return ticks * TICK_US
}

/** The machine's CPU counters (/proc/stat's first line): idle and total ticks. */
export function machineTicks(): { idle: number; total: number } {
  const counts = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return { idle: (counts[3] ?? 0) + (counts[4] ?? 0), total: counts.reduce((sum, n) => sum + n, 0) }
}
