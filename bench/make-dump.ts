// Writes a synthetic dump of N contents to standard output (each with two versions: a Bokmål text, then a
// Nynorsk one), for measuring import and export at scale: `tsx bench/make-dump.ts 1000000 > big.ndjson`.
import { dumpChunks } from './tools/dumps.js'

const n = Number(process.argv[2] ?? 1000)
for (const chunk of dumpChunks(n)) {
  if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once('drain', resolve))
}
