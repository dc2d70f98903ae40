// Writes the OpenAPI document the service serves in development to docs/openapi.json, so that it can be
// read without running the service and linted in CI (`npm run openapi`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openStore } from '../src/store/open-store.js'

/** The OpenAPI document of the app, built on a throwaway store. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'content-store-openapi-'))
  try {
    const { store } = await openStore({ kind: 'sqlite', path: join(dir, 'store.db') })
    const app = await buildApp({
      config: { ...loadConfig({}), environment: 'development', logLevel: 'silent' },
      store,
    })
    try {
      await app.ready()
      return app.swagger() as unknown as Record<string, unknown>
    } finally {
      await app.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url))
  await writeFile(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`)
  console.log('wrote docs/openapi.json')
}
