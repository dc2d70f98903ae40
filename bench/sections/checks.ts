// `checks`: what the quality checks (and term matching, once a termbase is wired) cost a create. Two servers
// on the same store, one with the checks on (the default) and one with TEXT_CHECKS=off, load-tested in
// alternation with the same create of a nb-NO source and its nn-NO translation (placeholders, a plural, a tag
// and an address: every check has work, and the answer carries warnings); a row gives the per-pair ratio.
import {
  alternate,
  ENTRY,
  loadTest,
  median,
  migrateStore,
  type Run,
  type Section,
  spread,
  storesToList,
  withServer,
  withStore,
} from '../harness.js'
import { CONNECTIONS } from '../tools/request-scenarios.js'

interface ChecksRow {
  target: string
  on: Run[]
  off: Run[]
  /** Per pair: the create rate with checks on over the rate with them off. */
  ratios: number[]
}

const SOURCE =
  'Du har {count, plural, one {# ny melding} other {# nye meldinger}} fra {name} i <b>innboksen</b>. ' +
  'Les mer på https://www.nav.no/innboks.'
/** The translation lacks the tag: the answer carries two markup warnings, as a real one might. */
const TRANSLATION =
  'Du har {count, plural, one {# ny melding} other {# nye meldingar}} frå {name} i innboksen. ' +
  'Les meir på https://www.nav.no/innboks.'

let created = 0
const createRequest = () => ({
  method: 'POST' as const,
  path: '/ContentApi/Content',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    Properties: [
      { Text: `${SOURCE} ${++created}`, LanguageCode: 'nb-NO' },
      { Text: `${TRANSLATION} ${created}`, LanguageCode: 'nn-NO' },
    ],
  }),
})

const load = (url: string, seconds: number) =>
  loadTest(url, {
    connections: CONNECTIONS,
    seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...createRequest() }) }],
    expect: 201,
  })

export const checks: Section<ChecksRow[]> = {
  name: 'checks',

  async run({ timing }) {
    const rows: ChecksRow[] = []
    for (const { dialect, target } of storesToList()) {
      rows.push(
        await withStore(dialect, async (_store, env) => {
          await migrateStore(env)
          return withServer(env, ENTRY, (on) =>
            withServer({ ...env, TEXT_CHECKS: 'off' }, ENTRY, async (off) => {
              await load(off, timing.warmupS)
              await load(on, timing.warmupS)
              const pairs = await alternate(
                timing.runs,
                () => load(off, timing.measureS),
                () => load(on, timing.measureS),
              )
              const row = {
                target,
                on: pairs.map((p) => p.second),
                off: pairs.map((p) => p.first),
                ratios: pairs.map((p) => p.second.requestsPerSecond / p.first.requestsPerSecond),
              }
              console.log(
                `checks on ${target.padEnd(10)} create with checks ${spread(row.on.map((r) => r.requestsPerSecond))} ` +
                  `req/s, TEXT_CHECKS=off ${spread(row.off.map((r) => r.requestsPerSecond))}; ratio ${spread(row.ratios, 2)}; ` +
                  `p99 ${median(row.on.map((r) => r.p99))} vs ${median(row.off.map((r) => r.p99))} ms; ` +
                  `errors ${row.on.reduce((s, r) => s + r.errors, 0) + row.off.reduce((s, r) => s + r.errors, 0)}`,
              )
              return row
            }),
          )
        }),
      )
    }
    return rows
  },

  report(rows, _options, stamp) {
    return [
      '## Quality checks on a create',
      '',
      'A create of a nb-NO text and its nn-NO translation (placeholders, a plural, a tag, an address; the answer',
      'carries two warnings), on two servers sharing one store: the checks on (the default), and `TEXT_CHECKS=off`,',
      'in alternation. Ratio: create rate with checks over without, per pair: median [lowest–highest].',
      '',
      '| Store | checks on req/s | TEXT_CHECKS=off req/s | ratio | p99 on ms | p99 off ms | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...(rows ?? []).map(
        (r) =>
          `| ${r.target} | ${median(r.on.map((x) => x.requestsPerSecond)).toFixed(0)} | ` +
          `${median(r.off.map((x) => x.requestsPerSecond)).toFixed(0)} | ${spread(r.ratios, 2)} | ` +
          `${median(r.on.map((x) => x.p99))} | ${median(r.off.map((x) => x.p99))} | ` +
          `${[...r.on, ...r.off].reduce((s, x) => s + x.errors, 0)} |`,
      ),
      ...stamp,
    ]
  },
}
