// The editor (a web page for the people who write the texts: editor/ in the repository) served as the static
// files `npm run build` writes to dist/editor/. It talks to the public API only, from the same origin; its
// pages get a CSP that runs only their own script and style sheet (security.ts). SERVE_EDITOR=false leaves
// it out.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { EDITOR_PATH } from './security.js'

/** dist/editor/, from src/http/ (tsx) as from dist/http/ (the build). */
export const EDITOR_FILES = fileURLToPath(new URL('../../dist/editor/', import.meta.url))

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
