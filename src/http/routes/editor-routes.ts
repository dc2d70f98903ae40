// The editor (a web page for the people who write the texts: editor/ in the repository) served as the static
// files `npm run build` writes to dist/editor/. It talks to the public API only, from the same origin; its
// pages get a CSP that runs only their own script and style sheet (security.ts). SERVE_EDITOR=false leaves
// it out.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ROOT } from '../../../scripts/build-freshness.mjs'
import { EDITOR_PATH } from '../security.js'

/** dist/editor/, whether this runs from its source or from a bundle. */
export const EDITOR_FILES = join(ROOT, 'dist', 'editor', '/')

/** A file whose name carries a hash of its content (scripts/build-editor.mjs): it never changes. */
const HASHED = /\/editor-[0-9A-Z]{8}\.(js|css)(\.map)?(\.gz|\.br)?$/

/** An `immutable` year for hashed files; the page and the icon are revalidated (ETag) every time. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** Registers the editor's files; false when the editor is not built. */
export async function registerEditor(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(`${EDITOR_FILES}index.html`)) {
    app.log.warn('the editor is not built (npm run build writes it); /editor/ answers 404')
    return false
  }
  await app.register(fastifyStatic, {
    root: EDITOR_FILES,
    prefix: EDITOR_PATH,
    // One route per file, found once at start: anything else under /editor/ is the API's 404 problem.
    wildcard: false,
    // The compressed copies the build wrote are sent in place of their file, not served under their names.
    globIgnore: ['**/*.gz', '**/*.br'],
    preCompressed: true,
    // A list, not a string: with preCompressed, @fastify/static looks up the compressed page only in a list.
    index: ['index.html'],
    decorateReply: false,
    schemaHide: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('Cache-Control', HASHED.test(path) ? IMMUTABLE : REVALIDATE)
      response.setHeader('Vary', 'Accept-Encoding')
    },
  })
  return true
}
