// `content-store push`: uploads files of one language in a format (POST /ContentApi/Translations/Import),
// one request per file, and prints what each created, updated and left alone, and its conflicts (texts
// changed in the store after the file's version: the service does not overwrite them). With --dry-run the
// service reports the same counts and writes nothing.
import { readFile } from 'node:fs/promises'
import type { Schemas } from '../api-client.js'
import type { Command } from './command.js'
import { CliError, EXIT, usageError } from './exit-codes.js'
import { FORMATS, formatNamed, type ImportFormat } from './formats.js'

type ImportReport = Schemas['ImportReport']

export const push: Command = {
  usage: '--format <format> --language <code> [--dry-run] <file>…  (csv: --language optional)',
  summary: 'upload files of one language in a format (new keys become contents; nothing is deleted)',
  help: [
    '  --format <format>   i18next, po, arb, android or csv',
    '  --language <code>   the language of the files, e.g. nn-NO; for csv, only that column (without it,',
    '                      every language column)',
    '  --dry-run           print what would change, and write nothing',
  ].join('\n'),
  options: {
    format: { type: 'string' },
    language: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  takesFiles: true,
  run: async (client, values, files) => {
    const format = formatNamed(values.format as string | undefined)
    const language = values.language as string | undefined
    if (!language && format !== 'csv') throw usageError('needs --language <code>')
    if (files.length === 0) throw usageError('needs at least one file')
    const dryRun = values['dry-run'] === true
    let conflicts = 0
    for (const file of files) {
      let bytes: Uint8Array
      try {
        bytes = await readFile(file)
      } catch (error) {
        throw new CliError(
          EXIT.failed,
          `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`,
        )
      }
      const { data: report } = await client.importFile({
        query: {
          format: format as ImportFormat,
          ...(language ? { language } : {}),
          ...(dryRun ? { dryRun: true } : {}),
        },
        // The file as it is: the service reads it in the format.
        body: bytes as never,
        contentType: FORMATS[format].mediaType,
      })
      if (!report) throw new Error('the service sent no import report')
      conflicts += report.conflicts.length
      console.log(`${file}: ${describeReport(report, dryRun)}`)
      for (const conflict of report.conflicts) {
        console.log(`  conflict: ${conflict.key} (${conflict.language}): ${conflict.reason}`)
      }
    }
    if (dryRun) console.log('dry run: nothing was written')
    return conflicts > 0 ? EXIT.conflicts : EXIT.ok
  },
}

function describeReport(report: ImportReport, dryRun: boolean): string {
  const counts = dryRun
    ? `would create ${report.created}, update ${report.updated}`
    : `created ${report.created}, updated ${report.updated}`
  const conflicts = report.conflicts.length
  return `${counts}, ${report.unchanged} unchanged, ${conflicts} conflict${conflicts === 1 ? '' : 's'}`
}
