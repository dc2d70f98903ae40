// `content-store status`: how much of the content each language has (GET /ContentApi/Coverage), as a table,
// with where its texts stand in translation (outdated, and each state), or the service's JSON with --json.
import type { Command } from './command.js'
import { EXIT } from './exit-codes.js'

const percent = (share: number) => `${(share * 100).toFixed(1)} %`

export const status: Command = {
  usage: '[--json]',
  summary: 'print how much of the content each language has',
  help: '  --json   the report as the service gives it (GET /ContentApi/Coverage)',
  options: { json: { type: 'boolean' } },
  run: async (client, values) => {
    const { data: coverage } = await client.getCoverage()
    if (!coverage) throw new Error('the service sent no coverage report')
    if (values.json) {
      console.log(JSON.stringify(coverage))
      return EXIT.ok
    }
    const rows = [
      [
        'language',
        'contents',
        'share',
        'characters',
        'share',
        'outdated',
        'machine',
        'translated',
        'reviewed',
      ],
      ...coverage.languages.map((l) => [
        l.languageCode,
        String(l.contents),
        percent(l.contentShare),
        String(l.characters),
        percent(l.characterShare),
        String(l.outdated),
        String(l.machine),
        String(l.translated),
        String(l.reviewed),
      ]),
    ]
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] as string).length))) ?? []
    for (const row of rows) {
      // The language left-aligned, the numbers right-aligned.
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
          .join('  ')
          .trimEnd(),
      )
    }
    console.log(
      `${coverage.contents} contents, ${coverage.contentsWithEveryLanguage} with every language; ` +
        `${coverage.characters} characters`,
    )
    return EXIT.ok
  },
}
