// `filtered`: listings filtered by language (and by outdated translations) among 300,000 contents with 30
// matches, timed one after another; and the health endpoint's latency at rest and while four clients run those
// listings without pause. The outdated= listing is also given as a ratio to the missingLanguage= one.

import { call, putJson } from '../../test/helpers/http.js'
import {
  ENTRY,
  migrateStore,
  quantile,
  type Section,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { timeSequential } from '../tools/listing-clients.js'
import { seedStore } from '../tools/seed.js'

interface FilteredResult {
  target: string
  query: string
  matches: number
  p50: number
  p99: number
  healthIdleP50: number
  healthBusyP50: number
  healthBusyMax: number
  /** For the outdated= listing: p50 of the missingLanguage= listing / its own (1: as fast; above: faster). */
  toMissingLanguage?: number
}

/** The listings timed; the outdated one is compared with the missingLanguage one, which also has 30 matches. */
const QUERIES = ['language=nn-NO', 'missingLanguage=nb-NO', 'outdated=nn-NO', 'language=nn-NO&limit=100']

/** Contents of the filtered-listing rows: 30 of them have nn-NO, and 30 lack nb-NO. */
const FILTERED_STORE_SIZE = 300_000

export const filtered: Section<FilteredResult[]> = {
  name: 'filtered',

  async run({ quick }) {
    const out: FilteredResult[] = []
    for (const { dialect, target } of storesToList()) {
      await withStore(dialect, async (store, env) => {
        await migrateStore(env)
        await seedStore(store.location, FILTERED_STORE_SIZE)
        await withServer(env, ENTRY, async (url) => {
          // The seeded Nynorsk texts are based on the Bokmål ones: a new Bokmål text makes each outdated.
          const nynorsk = await call(`${url}/ContentApi/Content?language=nn-NO`)
          for (const { id } of nynorsk.json as { id: number }[]) {
            const written = await putJson(`${url}/ContentApi/Content/${id}/Properties/nb-NO`, {
              Text: `Endra tekst ${id}`,
            })
            if (written.status !== 200) throw new Error(`filtered: PUT answered ${written.status}`)
          }
          for (const query of QUERIES) {
            const listing = `${url}/ContentApi/Content?${query}`
            await timeSequential(listing, 5)
            const { ms, body } = await timeSequential(listing, quick ? 30 : 100)
            const idle = await timeSequential(`${url}/healthz`, 50)
            let busy = true
            const load = Array.from({ length: 4 }, async () => {
              while (busy) await (await fetch(listing)).text()
            })
            const duringLoad = await timeSequential(`${url}/healthz`, 50)
            busy = false
            await Promise.all(load)
            const missing = out.find((r) => r.target === target && r.query === 'missingLanguage=nb-NO')
            const p50 = quantile(ms, 0.5)
            const result: FilteredResult = {
              target,
              query,
              matches: (JSON.parse(body) as unknown[]).length,
              p50,
              p99: quantile(ms, 0.99),
              healthIdleP50: quantile(idle.ms, 0.5),
              healthBusyP50: quantile(duringLoad.ms, 0.5),
              healthBusyMax: quantile(duringLoad.ms, 1),
              ...(query.startsWith('outdated=') && missing ? { toMissingLanguage: missing.p50 / p50 } : {}),
            }
            out.push(result)
            console.log(
              `${target.padEnd(11)} ?${query.padEnd(26)} ${result.matches} of ${FILTERED_STORE_SIZE}: p50 ` +
                `${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; /healthz p50 ${result.healthIdleP50.toFixed(1)} ms ` +
                `at rest, ${result.healthBusyP50.toFixed(1)} ms (max ${result.healthBusyMax.toFixed(1)}) under 4 listing clients` +
                (result.toMissingLanguage === undefined
                  ? ''
                  : `; ratio to missingLanguage= ${result.toMissingLanguage.toFixed(2)}`),
            )
          }
        })
      })
    }
    return out
  },

  report(result, _options, stamp) {
    return [
      '## Filtered listing (GET /ContentApi/Content?language=…)',
      '',
      `${FILTERED_STORE_SIZE.toLocaleString('en')} contents, of which 30 have nn-NO (made outdated by a new Bokmål text through`,
      'the API before the timings) and 30 lack nb-NO. Each listing is timed one after another; /healthz is timed at',
      'rest and while four clients run the same listing without pause. For `outdated=`, the ratio of the',
      '`missingLanguage=` listing’s p50 to its own (target: 0.8 or more).',
      '',
      '| Store | Query | Matches | p50 ms | p99 ms | /healthz p50 at rest ms | /healthz p50 under load ms | max ms | ratio to missingLanguage= |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...(result ?? []).map(
        (f) =>
          `| ${f.target} | \`?${f.query}\` | ${f.matches} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ` +
          `${f.healthIdleP50.toFixed(1)} | ${f.healthBusyP50.toFixed(1)} | ${f.healthBusyMax.toFixed(1)} | ` +
          `${f.toMissingLanguage === undefined ? '' : f.toMissingLanguage.toFixed(2)} |`,
      ),
      ...stamp,
    ]
  },
}
