// Builds the editor (editor/) into dist/editor/: its TypeScript bundled and minified by esbuild, its static
// files (page, style sheet, icon) copied. Type checking is `npm run typecheck`'s business, not this one's.

import { readFileSync } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist/editor/`

await mkdir(out, { recursive: true })
await build({
  entryPoints: [`${root}editor/src/main.tsx`],
  outfile: `${out}editor.js`,
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: ['es2022'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'warning',
})
for (const name of await readdir(`${root}editor/public`)) {
  await copyFile(`${root}editor/public/${name}`, `${out}${name}`)
}
const gzipped = gzipSync(readFileSync(`${out}editor.js`)).length
if (process.argv.includes('--verbose'))
  console.log(`dist/editor/editor.js: ${(gzipped / 1024).toFixed(1)} kB gzipped`)
