// A V8 CPU profile (`node --cpu-prof`) summed up: self time per function and per package, where a function of a
// bundle (dist/*.js) is named by its original source through the bundle's source map (node:module's
// SourceMap, no dependency). bench/profile.ts prints it.
import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { fileURLToPath } from 'node:url'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[]
  /** When sampling began, in µs of the monotonic clock `process.hrtime` reads. */
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A span of the monotonic clock, in µs (process.hrtime.bigint() / 1000n): the samples to count. */
export interface Window {
  fromUs: number
  toUs: number
}

export interface Hotspots {
  totalMs: number
  idlePercent: number
  /** Busy time (not idle) by package: `src/…` folders of ours, a package's name, `node`, or V8's own. */
  byPackage: { name: string; percent: number }[]
  /** The functions with the most self time, as a share of the busy time. */
  functions: { name: string; where: string; percent: number }[]
}

const maps = new Map<string, SourceMap | undefined>()
function sourceMapOf(url: string): SourceMap | undefined {
  if (!maps.has(url)) {
    let map: SourceMap | undefined
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')))
    } catch {
      map = undefined
    }
    maps.set(url, map)
  }
  return maps.get(url)
}

/** Where a frame's code came from: its original file and line when a source map says. */
function originOf(frame: CallFrame): { file: string; line: number } {
  if (frame.url.startsWith('file:')) {
    const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber)
    if (entry && 'originalSource' in entry && entry.originalSource)
      return { file: entry.originalSource, line: entry.originalLine + 1 }
  }
  return { file: frame.url, line: frame.lineNumber + 1 }
}

/** The package a file belongs to: the last node_modules' package, ours by src/ folder, node's own. */
function packageOf(file: string, functionName: string): string {
  if (file === '') return functionName.startsWith('(') ? functionName : '(native)'
  if (file.startsWith('node:')) return 'node'
  const modules = file.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + 'node_modules/'.length).split('/')
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file)
  }
  // Ours by the folder under src/ (src/http, src/store, …), or the file at its top (src/app.ts).
  const ours = /(?:^|\/)(src|bench|test)\/([^/]+)/.exec(file)
  if (ours) return `${ours[1]}/${ours[2]}`
  return file
}

const shortFile = (file: string) =>
  file
    .replace(/^.*node_modules\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^file:\/\/.*\/(src|dist)\//, '$1/')

/** The functions and packages with the most self time, among the samples within `window` (all without one). */
export function hotspots(profile: CpuProfile, top: number, window?: Window): Hotspots {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const selfByNode = new Map<number, number>()
  let total = 0
  let at = profile.startTime
  profile.samples.forEach((node, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    if (window && (at < window.fromUs || at > window.toUs)) return
    total += delta
    selfByNode.set(node, (selfByNode.get(node) ?? 0) + delta)
  })
  let idle = 0
  const byFunction = new Map<string, { name: string; where: string; us: number }>()
  const byPackage = new Map<string, number>()
  for (const [node, us] of selfByNode) {
    const frame = frames.get(node) as CallFrame
    if (frame.functionName === '(idle)') {
      idle += us
      continue
    }
    const { file, line } = originOf(frame)
    const name = frame.functionName || '(anonymous)'
    const where = file ? `${shortFile(file)}:${line}` : ''
    const key = `${name} ${where}`
    const entry = byFunction.get(key) ?? { name, where, us: 0 }
    entry.us += us
    byFunction.set(key, entry)
    const pkg = packageOf(file, name)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
  }
  const busy = Math.max(1, total - idle)
  return {
    totalMs: total / 1000,
    idlePercent: (100 * idle) / Math.max(1, total),
    byPackage: [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, percent: (100 * us) / busy })),
    functions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, percent: (100 * f.us) / busy })),
  }
}
