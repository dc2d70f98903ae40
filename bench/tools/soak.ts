// What the soak section of `npm run bench` measures with: an open-loop load at a fixed rate of a mixed set of
// requests (creates, reads, translations, filtered listings, searches, bundles, change-log reads) spread over
// the instances of one store, while SSE clients follow the change stream and webhook subscriptions receive
// every change. Each request is scheduled at start + n / rate and its latency counts from that moment, not
// from when it was sent: a server that stalls makes the requests behind it late, and they count so (no
// coordinated omission, as a closed-loop generator such as autocannon's default would have).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent } from 'undici'
import { postJson } from '../../test/helpers/http.js'
import { quantile, sorted } from '../harness.js'
import { random } from './search-corpus.js'

/** The kinds of request and their shares of the load, in percent (the mix). */
export const MIX = {
  create: 20,
  get: 30,
  put: 20,
  listing: 10,
  search: 10,
  bundle: 5,
  changes: 5,
} as const
export type Kind = keyof typeof MIX
export const KINDS = Object.keys(MIX) as Kind[]

export const SSE_CLIENTS = 2
export const WEBHOOKS = 3
/** Contents created before the clock starts, so that the first reads and writes have targets. */
export const PREPARED = 500
/** A request not answered within this is an error. */
const TIMEOUT_MS = 30_000

/** One interval of the soak (a minute; 10 s in the quick form), by the scheduled time of its requests. */
export interface SoakInterval {
  requests: number
  errors: number
  p50: number
  p99: number
  max: number
  /** p99 ms by kind of request. */
  byKind: Record<Kind, number>
  /** Contents in the store and its size in bytes at the interval's end. */
  contents: number
  bytes: number
  /** Webhook deliveries that arrived in the interval, and their p99 lag behind the change's commit, ms. */
  deliveries: number
  webhookLagP99: number
}

export interface SoakResult {
  rate: number
  intervalS: number
  intervals: SoakInterval[]
  /** p99 of the requests scheduled in the first 10 s: what a cold start answers. */
  coldStartP99: number
  /** How long the webhooks' subscriptions and the SSE clients' connecting took, before the load's clock started. */
  setUpMs: number
  /** Seconds after the last write until every subscription had every change (undefined: not within 2 min). */
  webhookCatchUpS: number | undefined
  /** Change events the SSE clients received, in all. */
  sseEvents: number
  errorsByKind: Partial<Record<Kind, number>>
  /** The failures by what they were: an answer's status, or the client's error code (a timeout, a reset). */
  failures: Record<string, number>
}

export interface SoakOptions {
  /** The instances of the store (PostgreSQL: two processes on one database); requests alternate. */
  urls: readonly string[]
  /** Contents prepareSoak created: the first targets of reads and writes. */
  prepared: readonly number[]
  rate: number
  seconds: number
  intervalS: number
  /** The store's size in bytes now. */
  storeBytes: () => Promise<number>
}

const json = { 'content-type': 'application/json' }
const WORDS = (
  'søknad skule skyss kommune vedtak frist skjema dokument rekning betaling bibliotek bok opningstid ' +
  'servicetorg parkering løyve bygg garasje barnehage elev lærar foreldre veg ras stengd tilsett lønn avtale ' +
  'søknadsskjema bompengesøknad barnehageplass skuleskyss eigedomsskatt byggesøknad helsestasjon'
).split(' ')
const SEARCHES = ['søknad', 'skuleskyss', 'søkn*', 'bar*', '"frist for søknad"', 'skule skyss', 'ord123']
/** Pages of filtered listings (without `limit` a listing streams every content that passes). */
const LISTINGS = [
  '?language=nn-NO&limit=50',
  '?missingLanguage=nn-NO&limit=50',
  '?language=nb-NO&keyPrefix=soak/&limit=50',
]

/** A text of 6–14 words of the list. */
function textOf(next: () => number): string {
  const length = 6 + Math.floor(next() * 9)
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
}

/** A receiver of the subscriptions' deliveries: counts per path, and the lag of each behind its change. */
async function webhookReceiver(clock: { started: number }, intervalS: number) {
  const counts = new Map<string, number>()
  const lags: number[][] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.writeHead(204).end()
      counts.set(request.url ?? '', (counts.get(request.url ?? '') ?? 0) + 1)
      const { timestamp } = JSON.parse(Buffer.concat(chunks).toString()) as { timestamp: string }
      const now = Date.now()
      const interval = Math.floor((performance.now() - clock.started) / 1000 / intervalS)
      lags[interval] ??= []
      lags[interval].push(now - Date.parse(timestamp))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, counts, lags, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** An SSE client of the change stream from now: counts the change events it receives; `connected` once answered. */
function sseClient(agent: Agent, origin: string, signal: AbortSignal) {
  const client = { events: 0, done: Promise.resolve(), connected: Promise.resolve() }
  const answered = agent.request({
    origin,
    path: '/ContentApi/Changes/stream?after=latest',
    method: 'GET',
    signal,
    headersTimeout: 0,
    bodyTimeout: 0,
  })
  client.connected = answered.then(
    () => {},
    () => {},
  )
  client.done = (async () => {
    const answer = await answered
    for await (const chunk of answer.body) {
      client.events += (String(chunk).match(/^event: change$/gm) ?? []).length
    }
  })().catch(() => {})
  return client
}

/**
 * Creates the PREPARED contents the soak starts from, on a server that is stopped before the soak starts, so
 * that the soak meets a server as it starts (the cold start it reports). Returns their ids.
 */
export async function prepareSoak(url: string): Promise<number[]> {
  const next = random(3)
  const ids: number[] = []
  for (let i = 1; i <= PREPARED; i++) {
    const answer = await postJson(`${url}/ContentApi/Content`, {
      Text: textOf(next),
      LanguageCode: 'nb-NO',
      ...(i % 4 === 0 ? { Key: `soak/prepared.${i}` } : {}),
    })
    if (answer.status !== 201) throw new Error(`preparing the soak: POST answered ${answer.status}`)
    ids.push(answer.json.id)
  }
  return ids
}

/** Runs the soak and returns its intervals. */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { urls, rate, seconds, intervalS } = options
  const agent = new Agent({ connections: 256, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS })
  const next = random(7)
  const failures: Record<string, number> = {}
  const note = (what: string) => {
    failures[what] = (failures[what] ?? 0) + 1
  }
  const ids = [...options.prepared]
  let created = ids.length
  let texts = 0
  const send = async (origin: string, method: string, path: string, body?: unknown) => {
    const answer = await agent.request({
      origin,
      path,
      method: method as 'GET',
      ...(body === undefined ? {} : { headers: json, body: JSON.stringify(body) }),
    })
    const text = await answer.body.text()
    if (answer.statusCode >= 400) note(String(answer.statusCode))
    return { status: answer.statusCode, text, etag: answer.headers.etag }
  }
  const createOne = async (origin: string) => {
    const n = ++texts
    const answer = await send(origin, 'POST', '/ContentApi/Content', {
      Text: textOf(next),
      LanguageCode: 'nb-NO',
      ...(n % 4 === 0 ? { Key: `soak/${n}` } : {}),
    })
    if (answer.status === 201) {
      ids.push((JSON.parse(answer.text) as { id: number }).id)
      created++
    }
    return answer.status === 201
  }

  const first = urls[0] as string
  // The load's clock starts once the webhooks are subscribed and the SSE clients answered: a request is
  // scheduled from then, so that the time the soak takes to set up is not counted as the servers' cold start.
  const clock = { started: performance.now() }
  const setUpFrom = clock.started
  const receiver = await webhookReceiver(clock, intervalS)
  for (let i = 0; i < WEBHOOKS; i++) {
    const answer = await send(first, 'POST', '/ContentApi/Webhooks', { Url: `${receiver.url}/s${i}` })
    if (answer.status !== 201) throw new Error(`subscribing answered ${answer.status}: ${answer.text}`)
  }
  const stop = new AbortController()
  const streams = Array.from({ length: SSE_CLIENTS }, (_, i) =>
    sseClient(agent, urls[i % urls.length] as string, stop.signal),
  )
  await Promise.all(streams.map((s) => s.connected))
  clock.started = performance.now()
  const started = clock.started
  // Changes written since the subscriptions (each is delivered to every subscription).
  let written = 0
  let cursor = '0'
  const bundleTags = new Map<string, string>()

  // The kinds in a shuffled cycle of 100, so that every stretch of the load has the mix.
  const cycle = KINDS.flatMap((kind) => Array<Kind>(MIX[kind]).fill(kind))
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const request: Record<Kind, (origin: string) => Promise<boolean>> = {
    create: async (origin) => {
      const ok = await createOne(origin)
      if (ok) written++
      return ok
    },
    get: async (origin) => (await send(origin, 'GET', `/ContentApi/Content/${pick(ids)}`)).status === 200,
    put: async (origin) => {
      const language = next() < 0.5 ? 'nn-NO' : 'en-US'
      const answer = await send(origin, 'PUT', `/ContentApi/Content/${pick(ids)}/Properties/${language}`, {
        Text: textOf(next),
      })
      if (answer.status === 200) written++
      return answer.status === 200
    },
    listing: async (origin) =>
      (await send(origin, 'GET', `/ContentApi/Content${pick(LISTINGS)}`)).status === 200,
    search: async (origin) =>
      (await send(origin, 'GET', `/ContentApi/Search?q=${encodeURIComponent(pick(SEARCHES))}`)).status ===
      200,
    bundle: async (origin) => {
      // Apps revalidate what they hold: half of the requests send the last ETag their instance gave.
      const path = `/ContentApi/Bundles/${next() < 0.5 ? 'nn-NO' : 'en-US'}`
      const tag = next() < 0.5 ? bundleTags.get(origin + path) : undefined
      const answer = await agent.request({
        origin,
        path,
        method: 'GET',
        ...(tag === undefined ? {} : { headers: { 'if-none-match': tag } }),
      })
      await answer.body.dump()
      if (answer.statusCode >= 400) note(String(answer.statusCode))
      if (typeof answer.headers.etag === 'string') bundleTags.set(origin + path, answer.headers.etag)
      return answer.statusCode === 200 || answer.statusCode === 304
    },
    changes: async (origin) => {
      const answer = await send(origin, 'GET', `/ContentApi/Changes?after=${cursor}&limit=100`)
      if (answer.status !== 200) return false
      cursor = (JSON.parse(answer.text) as { next: string }).next
      return true
    },
  }

  const latencies: { kind: Kind; ms: number; at: number }[][] = []
  const errors: number[] = []
  const errorsByKind: Partial<Record<Kind, number>> = {}
  const total = Math.floor(rate * seconds)
  const inFlight = new Set<Promise<void>>()
  const sizes: { contents: number; bytes: number }[] = []
  let sent = 0
  const lastWrite = { at: 0 }
  // The store's size at each interval's end.
  const sizing = setInterval(() => {
    const i = sizes.length
    sizes[i] = { contents: created, bytes: Number.NaN }
    void options.storeBytes().then((bytes) => {
      ;(sizes[i] as { bytes: number }).bytes = bytes
    })
  }, intervalS * 1000)
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && started + (sent * 1000) / rate <= now) {
        const n = sent++
        const scheduled = started + (n * 1000) / rate
        const interval = Math.floor(n / rate / intervalS)
        const kind = cycle[(n * 37) % cycle.length] as Kind
        const origin = urls[n % urls.length] as string
        const done: Promise<void> = request[kind](origin)
          .catch((error: { code?: string; name?: string }) => {
            note(error.code ?? error.name ?? 'error')
            return false
          })
          .then((ok) => {
            const ms = performance.now() - scheduled
            latencies[interval] ??= []
            latencies[interval].push({ kind, ms, at: n / rate })
            if (!ok) {
              errors[interval] = (errors[interval] ?? 0) + 1
              errorsByKind[kind] = (errorsByKind[kind] ?? 0) + 1
            }
            if (kind === 'create' || kind === 'put') lastWrite.at = Date.now()
            inFlight.delete(done)
          })
        inFlight.add(done)
      }
      if (sent >= total) return resolve()
      setTimeout(tick, 2)
    }
    tick()
  })
  clearInterval(sizing)
  await Promise.all(inFlight)
  const intervalsRun = Math.ceil(seconds / intervalS)
  if (sizes.length < intervalsRun) sizes.push({ contents: created, bytes: await options.storeBytes() })

  // Every subscription has every change written after it subscribed: each write answered.
  const expected = written
  const deadline = Date.now() + 120_000
  const caughtUp = () =>
    [...Array(WEBHOOKS).keys()].every((i) => (receiver.counts.get(`/s${i}`) ?? 0) >= expected)
  while (!caughtUp() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  const webhookCatchUpS = caughtUp() ? (Date.now() - lastWrite.at) / 1000 : undefined
  stop.abort()
  await Promise.all(streams.map((s) => s.done))
  await receiver.close()
  await agent.close()

  const intervals = latencies.map((list, i): SoakInterval => {
    const ms = sorted(list.map((l) => l.ms))
    const byKind = Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        quantile(sorted(list.filter((l) => l.kind === kind).map((l) => l.ms)), 0.99),
      ]),
    ) as Record<Kind, number>
    const lags = sorted(receiver.lags[i] ?? [])
    return {
      requests: list.length,
      errors: errors[i] ?? 0,
      p50: quantile(ms, 0.5),
      p99: quantile(ms, 0.99),
      max: quantile(ms, 1),
      byKind,
      contents: sizes[i]?.contents ?? Number.NaN,
      bytes: sizes[i]?.bytes ?? Number.NaN,
      deliveries: lags.length,
      webhookLagP99: quantile(lags, 0.99),
    }
  })
  const cold = sorted(
    latencies
      .flat()
      .filter((l) => l.at < 10)
      .map((l) => l.ms),
  )
  return {
    rate,
    intervalS,
    intervals,
    coldStartP99: quantile(cold, 0.99),
    setUpMs: started - setUpFrom,
    webhookCatchUpS,
    sseEvents: streams.reduce((sum, s) => sum + s.events, 0),
    errorsByKind,
    failures,
  }
}
