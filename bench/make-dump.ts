// Writes a synthetic dump of N contents to standard output (each with two versions: a Bokmål text, then a
// Nynorsk one), for measuring import and export at scale: `tsx bench/make-dump.ts 1000000 > big.ndjson`.
import { DUMP_FORMAT, DUMP_FORMAT_VERSION } from '../src/schemas/dump.js'

const n = Number(process.argv[2] ?? 1000)
const write = (text: string) =>
  process.stdout.write(text)
    ? Promise.resolve()
    : new Promise((resolve) => process.stdout.once('drain', resolve))
await write(
  `${JSON.stringify({
    format: DUMP_FORMAT,
    formatVersion: DUMP_FORMAT_VERSION,
    languages: [
      { id: 1, languageCode: 'nb-NO' },
      { id: 2, languageCode: 'nn-NO' },
      { id: 3, languageCode: 'en-US' },
    ],
    lastIds: { content: n, version: 2 * n, property: 2 * n },
  })}\n`,
)
let chunk = ''
for (let id = 1; id <= n; id++) {
  const at = new Date(Date.UTC(2026, 0, 1) + id).toISOString()
  chunk += `${JSON.stringify({
    id,
    ...(id % 2 === 0 ? { key: `app/tekst.${id}` } : {}),
    versions: [
      {
        id: 2 * id - 1,
        createdAt: at,
        kind: 'created',
        ...(id % 2 === 0 ? { key: `app/tekst.${id}` } : {}),
        texts: [{ id: 2 * id - 1, language: 'nb-NO', text: `Søknad om skoleskyss nummer ${id}` }],
      },
      {
        id: 2 * id,
        createdAt: at,
        kind: 'textsWritten',
        ...(id % 2 === 0 ? { key: `app/tekst.${id}` } : {}),
        texts: [{ id: 2 * id, language: 'nn-NO', text: `Søknad om skuleskyss nummer ${id}` }],
      },
    ],
  })}\n`
  if (chunk.length > 1 << 16) {
    await write(chunk)
    chunk = ''
  }
}
await write(chunk)
