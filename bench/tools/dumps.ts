// What the dumps-and-bundles section of `npm run bench` measures with: a synthetic dump (dumpChunks), the
// built CLI timed with its peak RSS from /usr/bin/time, and a language bundle timed as apps meet it: the
// first rendering after a start, repeated answers, an answer after a write, and 304s to its ETag.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { DUMP_FORMAT, DUMP_FORMAT_VERSION } from '../../src/schemas/dump.js'

/**
 * A dump of n contents, as chunks of whole lines: each content has two versions, a Bokmål text and then a
 * Nynorsk one; every second content has a key.
 */
export function* dumpChunks(n: number): Generator<string> {
  yield `${JSON.stringify({
    format: DUMP_FORMAT,
    formatVersion: DUMP_FORMAT_VERSION,
    languages: [
      { id: 1, languageCode: 'nb-NO' },
      { id: 2, languageCode: 'nn-NO' },
      { id: 3, languageCode: 'en-US' },
    ],
    lastIds: { content: n, version: 2 * n, property: 2 * n },
  })}\n`
  let chunk = ''
  for (let id = 1; id <= n; id++) {
    const at = new Date(Date.UTC(2026, 0, 1) + id).toISOString()
    const key = id % 2 === 0 ? { key: `app/tekst.${id}` } : {}
    chunk += `${JSON.stringify({
      id,
      ...key,
      versions: [
        {
          id: 2 * id - 1,
          createdAt: at,
          kind: 'created',
          ...key,
          texts: [{ id: 2 * id - 1, language: 'nb-NO', text: `Søknad om skoleskyss nummer ${id}` }],
        },
        {
          id: 2 * id,
          createdAt: at,
          kind: 'textsWritten',
          ...key,
          texts: [{ id: 2 * id, language: 'nn-NO', text: `Søknad om skuleskyss nummer ${id}` }],
        },
      ],
    })}\n`
    if (chunk.length > 1 << 16) {
      yield chunk
      chunk = ''
    }
  }
  yield chunk
}

/** Writes a dump of n contents to a file of its own, returning its path. */
export async function writeDump(n: number): Promise<string> {
  const path = join(tmpdir(), `content-store-bench-${process.pid}-${n}.ndjson`)
  await pipeline(dumpChunks(n), createWriteStream(path))
  return path
}

export const removeDump = (path: string) => rm(path, { force: true })

/** One run of the built CLI: its wall time and its peak RSS (/usr/bin/time's %M), or an error with its output. */
export function timeCli(
  cli: string,
  databaseUrl: string,
  args: readonly string[],
): Promise<{ seconds: number; peakRssBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('/usr/bin/time', ['-f', 'peak-rss-kb %M', process.execPath, cli, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (data: string) => {
      stderr += data
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000
      const match = /peak-rss-kb (\d+)/.exec(stderr)
      if (code !== 0 || !match?.[1]) reject(new Error(`cli ${args.join(' ')} failed (${code}): ${stderr}`))
      else resolve({ seconds, peakRssBytes: Number(match[1]) * 1024 })
    })
  })
}

/** What apps meet when they fetch a bundle. Milliseconds. */
export interface BundleTimings {
  bytes: number
  /** The first request after the server started (nothing rendered yet). */
  first: number
  /** The same bundle asked again with nothing written (sorted). */
  repeated: number[]
  /** The bundle asked with its old ETag right after a text was written (sorted). */
  afterWrite: number[]
  /** 304s to the current ETag, one after another (sorted). */
  notModified: number[]
  /** 200s among them: on PostgreSQL the ETag may change without a write (see timeBundle). */
  refreshed: number
}

/**
 * Times a bundle on a server that has answered nothing yet: its first rendering, then `repeats` plain
 * requests, `writes` requests each after a text written, and `revalidations` requests with the ETag.
 */
export async function timeBundle(
  url: string,
  language: string,
  counts: { contents: number; repeats: number; writes: number; revalidations: number },
): Promise<BundleTimings> {
  const bundleUrl = `${url}/ContentApi/Bundles/${language}`
  const get = async (headers: Record<string, string> = {}, expected: number | 'any' = 200) => {
    const started = performance.now()
    const response = await fetch(bundleUrl, { headers })
    const body = await response.text()
    const ms = performance.now() - started
    if (expected !== 'any' && response.status !== expected)
      throw new Error(`${bundleUrl} answered ${response.status}`)
    return { ms, body, status: response.status, etag: response.headers.get('etag') ?? '' }
  }
  const first = await get()
  const repeated: number[] = []
  for (let i = 0; i < counts.repeats; i++) repeated.push((await get()).ms)
  const afterWrite: number[] = []
  let etag = first.etag
  for (let i = 0; i < counts.writes; i++) {
    // A text of a content spread over the store, as an editor would write it.
    const id = 1 + Math.floor(((i + 0.5) / counts.writes) * (counts.contents - 1))
    const write = await fetch(`${url}/ContentApi/Content/${id}/Properties/${language}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Text: `Endra tekst ${i}` }),
    })
    if (!write.ok) throw new Error(`the write to content ${id} answered ${write.status}`)
    await write.text()
    const answer = await get({ 'if-none-match': etag })
    afterWrite.push(answer.ms)
    etag = answer.etag
  }
  const notModified: number[] = []
  let refreshed = 0
  while (notModified.length < counts.revalidations) {
    const answer = await get({ 'if-none-match': etag }, 'any')
    // On PostgreSQL the ETag's form follows the oldest transaction on the server, so another database's
    // transaction ending changes it without a write (README): the app takes the bundle again, as here.
    if (answer.status === 200 && refreshed++ < counts.revalidations) etag = answer.etag
    else if (answer.status === 304) notModified.push(answer.ms)
    else throw new Error(`${bundleUrl} answered ${answer.status} to its ETag`)
  }
  const sort = (values: number[]) => values.sort((a, b) => a - b)
  return {
    bytes: Buffer.byteLength(first.body),
    first: first.ms,
    repeated: sort(repeated),
    afterWrite: sort(afterWrite),
    notModified: sort(notModified),
    refreshed,
  }
}
