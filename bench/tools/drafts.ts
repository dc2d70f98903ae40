// What the machine-draft section of `npm run bench` measures with: POST /ContentApi/Translations/Draft of a
// 300-character Bokmål text at 8 connections (the real Apertium engine behind it), the rate of a backlog
// fill of a seeded store, and the bare engine's rate on the same texts.
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { parseModeFile, toStream } from '../../src/services/drafts/apertium-engine.js'
import { loadTest, type Run } from '../harness.js'

/** Connections of the draft-latency row, as the target states it. */
export const DRAFT_CONNECTIONS = 8

/** A 300-character Bokmål text of the kind a public body publishes. */
export const DRAFT_TEXT = (
  'Søknaden om skoleskyss må sendes inn før fristen. Vi har ikke mottatt dokumentene dine ennå, og saken kan ' +
  'derfor ikke behandles. Ta kontakt med kommunen hvis du har spørsmål om vedtaket eller om hvordan du klager på ' +
  'det. Husk å legge ved bekreftelse fra skolen og en kopi av timeplanen for neste skoleår.'
).slice(0, 300)

/** Drafts at 8 connections for `seconds`, after a warm-up that starts the engine. */
export function draftLatency(url: string, warmupS: number, seconds: number): Promise<Run> {
  const request = {
    method: 'POST' as const,
    path: '/ContentApi/Translations/Draft',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Text: DRAFT_TEXT, From: 'nb-NO', To: 'nn-NO' }),
  }
  return loadTest(url, { connections: DRAFT_CONNECTIONS, warmupS, seconds, requests: [request] })
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

/**
 * The bare engine, the baseline of the fill rows: the mode file's programs run from this process without the
 * service, `pipelines` of them side by side, each sent its share of the texts at once (NUL-separated, as the
 * service sends them) after a first text has loaded its dictionaries. Texts per second from the first text
 * after the warm-up to the last answer.
 */
export async function bareEngineRate(
  modeFile: string,
  texts: readonly string[],
  pipelines: number,
): Promise<number> {
  const commands = parseModeFile(await readFile(modeFile, 'utf8'))
  const shell = commands
    .map((command) => command.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' '))
    .join(' | ')
  const shares = Array.from({ length: pipelines }, (_, i) => texts.filter((_, j) => j % pipelines === i))
  const started = await Promise.all(shares.map(() => startBare(shell)))
  const begin = performance.now()
  await Promise.all(started.map((run, i) => run.translateAll(shares[i] as string[])))
  const seconds = (performance.now() - begin) / 1000
  for (const run of started) run.close()
  return texts.length / seconds
}

/** One pipeline from a shell, warmed up with a first text. */
async function startBare(shell: string) {
  const child = spawn('bash', ['-c', shell], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  })
  let answered = 0
  let waiter: { count: number; resolve: () => void } | undefined
  child.stdout.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(0); at !== -1; at = chunk.indexOf(0, at + 1)) answered++
    if (waiter && answered >= waiter.count) waiter.resolve()
  })
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      waiter = { count, resolve }
      if (answered >= count) resolve()
    })
  child.stdin.write(`${toStream('Hei').stream}\0`)
  await until(1)
  return {
    translateAll: async (texts: readonly string[]) => {
      child.stdin.write(texts.map((text) => `${toStream(text).stream}\0`).join(''))
      await until(1 + texts.length)
    },
    close: () => child.kill('SIGKILL'),
  }
}
