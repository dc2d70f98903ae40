// The SQLite anchor of the request rows: what a create, a translation PUT and a read by id ask of the store,
// asked from the bench process through the store's own API (openStore: the write queue, the writer thread, the
// WAL sync of SQLITE_SYNCHRONOUS=FULL) with no HTTP and no service, so that the service's rows can be read as a
// ratio to what the store itself does on this machine. On SQLite there is no other way to send "the same
// statements": they are the writer thread's, run in its transaction. As the PostgreSQL anchor (pg-anchor.ts),
// each write is followed by the termbase read of the checks on writes. A read by id is the store's read of the
// content's JSON (ContentReads.getContentJson), on this process's main thread as on the service's. CONNECTIONS
// callers, each sending its next request when the last is answered; the bench process opens the store as a
// second process on the file, while the service waits between its runs.
import type { StoreLocation } from '../../src/config.js'
import type { Language } from '../../src/schemas/languages.js'
import type { Store } from '../../src/store/content-store.js'
import { openStore } from '../../src/store/open-store.js'
import { closedLoop, type Run } from '../harness.js'
import type { AnchorKind } from './pg-anchor.js'
import { CONNECTIONS, pick, type ScenarioContext } from './request-scenarios.js'

/** The store opened as the service opens it, kept open for the anchor's runs. */
export interface StoreAnchor {
  run(kind: AnchorKind, context: ScenarioContext, seconds: number): Promise<Run>
  close(): Promise<void>
}

export async function openStoreAnchor(location: StoreLocation): Promise<StoreAnchor> {
  const { store } = await openStore(location, { sqliteSynchronous: 'FULL', readSearchDictionaryNow: true })
  const language = async (code: string): Promise<Language> => store.languages.findLanguage(code)
  const nb = await language('nb-NO')
  const en = await language('en-US')
  return {
    run: (kind, context, seconds) =>
      anchorRun(store, kind === 'create' ? [nb] : [en, nb], kind, context, seconds),
    close: () => store.close(),
  }
}

async function anchorRun(
  store: Store,
  languages: readonly Language[],
  kind: AnchorKind,
  context: ScenarioContext,
  seconds: number,
): Promise<Run> {
  const [written] = languages as [Language]
  const ids = languages.map((l) => l.id)
  if (kind === 'read')
    return closedLoop(CONNECTIONS, seconds, () => store.contents.getContentJson(pick(context.keyed).id))
  return closedLoop(CONNECTIONS, seconds, async () => {
    const n = ++context.next.text
    if (kind === 'create') {
      await store.writes.createContent([{ language: written, text: `Benchmark text ${n}` }], {
        by: 'anonymous',
      })
    } else {
      await store.writes.writeTexts(pick(context.keyed).id, [{ language: written, text: `Omsetjing ${n}` }], {
        by: 'anonymous',
      })
    }
    await store.terms.entriesInLanguages(ids)
  })
}
