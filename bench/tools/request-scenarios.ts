// The requests of the request rows of `npm run bench` (create, reads, a published read, a translation, an
// archive, a filtered listing, the change log), what they need of a seeded store, and a load of one of them at
// 32 connections.
import type { Request } from 'autocannon'
import { call, postJson, putJson } from '../../test/helpers/http.js'
import { loadTest, type Run } from '../harness.js'

export const CONNECTIONS = 32

/** The service's review policy in the request rows: the keyed contents' en-US texts publish once reviewed. */
export const REVIEW_POLICY_ENV = { REVIEW_REQUIRED: 'en-US' }

export interface Scenario {
  name: string
  /** Makes a request for autocannon, fresh per request (ids, bodies). */
  request: (context: ScenarioContext) => Request
  expect: number
}

/** What the service's store holds for the scenarios, found before they run. */
export interface ScenarioContext {
  /**
   * Contents with a key (`bench.key.<i>`), texts in nb-NO and en-US: read, read by key and written. Their en-US
   * text was approved, then written again: a published read serves the approved version (REVIEW_POLICY_ENV).
   */
  keyed: { id: number; key: string }[]
  /** Seeded contents (ids 1..seeded), archived one after the other by the DELETE row. */
  seeded: number
  /** Change-log cursors to read from. */
  cursors: string[]
  next: { archive: number; text: number }
}

const json = { 'content-type': 'application/json' }
/** One of `list`, at random (a keyed content for reads and PUTs, a cursor for the change log). */
export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

export const SCENARIOS: Scenario[] = [
  {
    name: 'create (POST one text)',
    request: (c) => ({
      method: 'POST',
      path: '/ContentApi/Content',
      headers: json,
      body: JSON.stringify({ Text: `Benchmark text ${++c.next.text}`, LanguageCode: 'nb-NO' }),
    }),
    expect: 201,
  },
  {
    name: 'read one content by id (GET)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Content/${pick(c.keyed).id}` }),
    expect: 200,
  },
  {
    name: 'read one content by key (GET ByKey)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Content/ByKey/${pick(c.keyed).key}` }),
    expect: 200,
  },
  {
    name: 'read one content published (GET ?published=true)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Content/${pick(c.keyed).id}?published=true` }),
    expect: 200,
  },
  {
    name: 'write a translation (PUT one language)',
    request: (c) => ({
      method: 'PUT',
      path: `/ContentApi/Content/${pick(c.keyed).id}/Properties/en-US`,
      headers: json,
      body: JSON.stringify({ Text: `Omsetjing ${++c.next.text}` }),
    }),
    expect: 200,
  },
  {
    name: 'archive a content (DELETE)',
    request: (c) => ({ method: 'DELETE', path: `/ContentApi/Content/${++c.next.archive}` }),
    expect: 204,
  },
  {
    name: 'filtered listing (GET ?language=nn-NO)',
    request: () => ({ method: 'GET', path: '/ContentApi/Content?language=nn-NO' }),
    expect: 200,
  },
  {
    name: 'health (GET /healthz)',
    request: () => ({ method: 'GET', path: '/healthz' }),
    expect: 200,
  },
  {
    name: 'read the change log (GET Changes, 100)',
    request: (c) => ({ method: 'GET', path: `/ContentApi/Changes?after=${pick(c.cursors)}&limit=100` }),
    expect: 200,
  },
]

/**
 * What the bare-Fastify baseline is asked with: it has no store, so any ids, keys and cursors of the right
 * shape do (it answers a fixed body of each request's size).
 */
export function baselineContext(): ScenarioContext {
  return {
    keyed: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, key: `bench.key.${i}` })),
    seeded: 1_000_000_000,
    cursors: ['0'],
    next: { archive: 0, text: 0 },
  }
}

/** Finds what the scenarios use in a seeded store, creating the keyed contents. */
export async function prepareContext(url: string, seeded: number): Promise<ScenarioContext> {
  const keyed: { id: number; key: string }[] = []
  for (let i = 0; i < 1000; i++) {
    const key = `bench.key.${i}`
    const answer = await postJson(`${url}/ContentApi/Content`, {
      Properties: [
        { Text: `Tekst ${i} på bokmål`, LanguageCode: 'nb-NO' },
        { Text: `Text ${i} in English`, LanguageCode: 'en-US' },
      ],
      Key: key,
    })
    if (answer.status !== 201) throw new Error(`preparing the benchmark: POST answered ${answer.status}`)
    const id: number = answer.json.id
    // The published read's work: en-US requires review, its reviewed text is behind a newer draft.
    const approved = await call(`${url}/ContentApi/Content/${id}/Properties/en-US/Approve`, {
      method: 'POST',
    })
    if (approved.status !== 200)
      throw new Error(`preparing the benchmark: Approve answered ${approved.status}`)
    const draft = await putJson(`${url}/ContentApi/Content/${id}/Properties/en-US`, {
      Text: `Text ${i}, again`,
    })
    if (draft.status !== 200) throw new Error(`preparing the benchmark: PUT answered ${draft.status}`)
    keyed.push({ id, key })
  }
  const cursors: string[] = []
  const page = await call(`${url}/ContentApi/Changes?limit=1000`)
  for (const change of page.json.changes as { cursor: string }[]) cursors.push(change.cursor)
  return { keyed, seeded, cursors, next: { archive: 0, text: 0 } }
}

/** `scenario` at CONNECTIONS connections for `seconds`; an answer of another status than it expects is an error. */
export function loadScenario(
  url: string,
  scenario: Scenario,
  context: ScenarioContext,
  seconds: number,
): Promise<Run> {
  return loadTest(url, {
    connections: CONNECTIONS,
    seconds,
    requests: [{ setupRequest: (req: Request) => ({ ...req, ...scenario.request(context) }) }],
    expect: scenario.expect,
  })
}
