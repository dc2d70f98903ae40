// Builds the editor (editor/) into dist/editor/: its TypeScript bundled and minified by esbuild, its style
// sheet and icon copied, and its page written with the bundle's and style sheet's names. Type checking is
// `npm run typecheck`'s business, not this one's.
//
// The script and style sheet carry a hash of their content in their names (editor-3F2A….js), so the service
// can let browsers keep them for a year (editor-routes.ts); the page that names them is revalidated each
// time. Each file is also written gzip- and brotli-compressed beside itself (.gz, .br), once here rather than
// on every request. No source map is written unless `--sourcemap` is given: the editor's source is in the
// repository, and a production service has no use for serving it.

import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist/editor/`
const sourcemap = process.argv.includes('--sourcemap')

// Names change with every change of content: files of earlier builds are removed, not left to pile up.
await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
const result = await build({
  entryPoints: [`${root}editor/src/main.tsx`],
  outdir: out,
  entryNames: 'editor-[hash]',
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: sourcemap ? 'linked' : false,
  target: ['es2022'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
})
const script = Object.keys(result.metafile.outputs)
  .map((path) => path.split('/').pop() ?? '')
  .find((name) => name.endsWith('.js'))
if (!script) throw new Error('esbuild wrote no editor script')

const css = readFileSync(`${root}editor/public/editor.css`)
const styles = `editor-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`
writeFileSync(`${out}${styles}`, css)
for (const name of await readdir(`${root}editor/public`)) {
  if (name === 'editor.css') continue
  if (name === 'index.html') {
    const page = readFileSync(`${root}editor/public/index.html`, 'utf8')
      .replace('/editor/editor.js', `/editor/${script}`)
      .replace('/editor/editor.css', `/editor/${styles}`)
    writeFileSync(`${out}index.html`, page)
  } else await copyFile(`${root}editor/public/${name}`, `${out}${name}`)
}

for (const name of [script, styles, 'index.html', 'favicon.svg']) {
  const content = readFileSync(`${out}${name}`)
  writeFileSync(`${out}${name}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${out}${name}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}
if (process.argv.includes('--verbose')) {
  const size = readFileSync(`${out}${script}.br`).length
  console.log(`dist/editor/${script}: ${(size / 1024).toFixed(1)} kB brotli-compressed`)
}
