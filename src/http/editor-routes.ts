// The editor (a web page for the people who write the texts: editor/ in the repository) served as the static
// files `npm run build` writes to dist/editor/. It talks to the public API only, from the same origin; its
// pages get a CSP that runs only their own script and style sheet (security.ts). SERVE_EDITOR=false leaves
// it out.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ROOT } from '../../scripts/build-freshness.mjs'
import { EDITOR_PATH } from './security.js'

/** dist/editor/, whether this runs from its source or from a bundle. */
export const EDITOR_FILES = join(ROOT, 'dist', 'editor', '/')

export async function registerEditor(app: FastifyInstance): Promise<void> {
  if (!existsSync(`${EDITOR_FILES}index.html`)) {
    app.log.warn('the editor is not built (npm run build writes it); /editor/ answers 404')
    return
  }
  await app.register(fastifyStatic, {
    root: EDITOR_FILES,
    prefix: EDITOR_PATH,
    // One route per file, found once at start: anything else under /editor/ is the API's 404 problem.
    wildcard: false,
    index: 'index.html',
    decorateReply: false,
    schemaHide: true,
    // File names carry no hash, so browsers revalidate (ETag) rather than keep a stale bundle.
    cacheControl: true,
    maxAge: 0,
  })
}
