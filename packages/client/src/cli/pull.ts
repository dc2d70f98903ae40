// `content-store pull`: each language's file in a format, written where a path template says (formats.ts),
// as the service sends it (its bytes unchanged). Each file is written beside itself and renamed when
// complete, so an interrupted pull leaves no half-written file.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { throwIfProblem } from '../api-client.js'
import type { Command } from './command.js'
import { CliError, EXIT, usageError } from './exit-codes.js'
import { type ExportFormat, FORMATS, filePath, formatNamed } from './formats.js'

export const pull: Command = {
  usage:
    '--format <format> [--languages <code,…>] [--out <folder or template>] [--no-fallback] [--versions] ' +
    '[--published true|false]',
  summary: "write each language's file in a format (i18next, po, arb, android, csv)",
  help: [
    '  --format <format>     i18next, po, arb, android or csv',
    '  --languages <codes>   comma-separated, e.g. nb-NO,nn-NO (default: every language of the service)',
    '  --out <path>          a folder (default .), where each format has its usual file names:',
    ...Object.entries(FORMATS).map(
      ([name, f]) => `                          ${name.padEnd(8)} ${f.defaultTemplate}`,
    ),
    '                        or a template with {lang} (nb-NO), {locale} (nb_NO) or {android} (nb-rNO),',
    '                        e.g. locales/{lang}/translation.json',
    '  --no-fallback         only texts written in each language (default: with the service’s fallback;',
    '                        po and csv never fall back)',
    '  --versions            po, arb, android, csv: each text carries its version, so that a push of the',
    '                        file reports texts changed in the store since as conflicts',
    '  --published <bool>    true: the published texts (in a language that requires review, the reviewed',
    '                        ones); false: the current texts, drafts included (default: as the service',
    '                        publishes bundles, BUNDLES_PUBLISHED_ONLY)',
  ].join('\n'),
  options: {
    format: { type: 'string' },
    languages: { type: 'string' },
    out: { type: 'string', default: '.' },
    'no-fallback': { type: 'boolean' },
    versions: { type: 'boolean' },
    published: { type: 'string' },
  },
  run: async (client, values) => {
    const format = formatNamed(values.format as string | undefined)
    const out = values.out as string
    const languages =
      values.languages === undefined
        ? ((await client.listLanguages()).data ?? []).map((l) => l.languageCode)
        : (values.languages as string).split(',').filter((code) => code !== '')
    if (languages.length === 0) throw usageError('--languages: names no language')
    const published = values.published as string | undefined
    if (published !== undefined && published !== 'true' && published !== 'false')
      throw usageError('--published: true or false')
    for (const language of languages) {
      const answer = await client.fetch('getBundle', {
        path: { languageCode: language },
        query: {
          format: format as ExportFormat,
          ...(values['no-fallback'] ? { fallback: false } : {}),
          ...(values.versions ? { versions: true } : {}),
          ...(published === undefined ? {} : { published: published === 'true' }),
        },
      })
      await throwIfProblem(answer)
      const bytes = new Uint8Array(await answer.arrayBuffer())
      const path = filePath(out, format, language)
      await writeAtomically(path, bytes)
      console.log(`wrote ${path} (${language}, ${bytes.length} bytes)`)
    }
    return EXIT.ok
  },
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const partial = `${path}.partial`
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(partial, bytes)
    await rename(partial, path)
  } catch (error) {
    throw new CliError(EXIT.failed, `cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`)
  }
}
