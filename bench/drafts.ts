// The machine-draft rows of `npm run bench`: POST /ContentApi/Translations/Draft of a 300-character Bokmål text
// at 8 connections (the real Apertium engine behind it), and the rate of a backlog fill of a seeded store.
import autocannon from 'autocannon'

/** Connections of the draft-latency row, as the target states it. */
export const DRAFT_CONNECTIONS = 8

/** A 300-character Bokmål text of the kind a public body publishes. */
export const DRAFT_TEXT = (
  'Søknaden om skoleskyss må sendes inn før fristen. Vi har ikke mottatt dokumentene dine ennå, og saken kan ' +
  'derfor ikke behandles. Ta kontakt med kommunen hvis du har spørsmål om vedtaket eller om hvordan du klager på ' +
  'det. Husk å legge ved bekreftelse fra skolen og en kopi av timeplanen for neste skoleår.'
).slice(0, 300)

export interface DraftLatency {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

/** Drafts at 8 connections for `seconds`, after a warm-up that starts the engine. */
export async function draftLatency(url: string, warmupS: number, seconds: number): Promise<DraftLatency> {
  const request = {
    method: 'POST' as const,
    path: '/ContentApi/Translations/Draft',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Text: DRAFT_TEXT, From: 'nb-NO', To: 'nn-NO' }),
  }
  const run = (duration: number) =>
    autocannon({ url, connections: DRAFT_CONNECTIONS, duration, requests: [request] })
  await run(warmupS)
  const result = await run(seconds)
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

export interface FillRate {
  written: number
  seconds: number
}

/** One backlog fill nb-NO → nn-NO of the whole store, timed. */
export async function fillRate(url: string): Promise<FillRate> {
  const started = performance.now()
  const answer = await fetch(`${url}/ContentApi/Translations/Drafts?from=nb-NO&to=nn-NO`, { method: 'POST' })
  const seconds = (performance.now() - started) / 1000
  if (answer.status !== 200) throw new Error(`the fill answered ${answer.status}: ${await answer.text()}`)
  const { written } = (await answer.json()) as { written: number }
  return { written, seconds }
}
