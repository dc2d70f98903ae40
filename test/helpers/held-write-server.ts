// The server as src/server.ts makes it, except that its content creations never commit: each waits for ever
// just before the store writes, as a request caught by a crash between claiming its Idempotency-Key and
// committing its write does. Started by spawnServer (server-process.ts) through tsx, so that a test can kill it
// with SIGKILL at exactly that moment; it logs as the server does ("Server listening at …").
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config.js'
import type { ContentWrites } from '../../src/store/content-store.js'
import { openStore } from '../../src/store/open-store.js'

const config = loadConfig()
const { store } = await openStore(config.store)
const writes = new Proxy(store.writes, {
  get(target, name, receiver) {
    if (name === 'createContent') return () => new Promise(() => {})
    const value = Reflect.get(target, name, receiver)
    return typeof value === 'function' ? value.bind(target) : value
  },
}) as ContentWrites
const app = await buildApp({ config, store: { ...store, writes } })
await app.listen({ port: config.port, host: config.host })
