// `filtered`: listings filtered by language among 300,000 contents with 30 matches, timed one after another;
// and the health endpoint's latency at rest and while four clients run those listings without pause.
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
}

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
          for (const query of ['language=nn-NO', 'missingLanguage=nb-NO', 'language=nn-NO&limit=100']) {
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
            const result = {
              target,
              query,
              matches: (JSON.parse(body) as unknown[]).length,
              p50: quantile(ms, 0.5),
              p99: quantile(ms, 0.99),
              healthIdleP50: quantile(idle.ms, 0.5),
              healthBusyP50: quantile(duringLoad.ms, 0.5),
              healthBusyMax: quantile(duringLoad.ms, 1),
            }
            out.push(result)
            console.log(
              `${target.padEnd(11)} ?${query.padEnd(26)} ${result.matches} of ${FILTERED_STORE_SIZE}: p50 ` +
                `${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; /healthz p50 ${result.healthIdleP50.toFixed(1)} ms ` +
                `at rest, ${result.healthBusyP50.toFixed(1)} ms (max ${result.healthBusyMax.toFixed(1)}) under 4 listing clients`,
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
      `${FILTERED_STORE_SIZE.toLocaleString('en')} contents, of which 30 have nn-NO and 30 lack nb-NO. Each listing is timed one`,
      'after another; /healthz is timed at rest and while four clients run the same listing without pause.',
      '',
      '| Store | Query | Matches | p50 ms | p99 ms | /healthz p50 at rest ms | /healthz p50 under load ms | max ms |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...(result ?? []).map(
        (f) =>
          `| ${f.target} | \`?${f.query}\` | ${f.matches} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ` +
          `${f.healthIdleP50.toFixed(1)} | ${f.healthBusyP50.toFixed(1)} | ${f.healthBusyMax.toFixed(1)} |`,
      ),
      ...stamp,
    ]
  },
}
