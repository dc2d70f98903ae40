// SQLite's prefix search lists a prefix's terms from search_term (src/store/sqlite/prefix-search.ts): every term
// the one-word index holds is there as soon as its text is written, and a store from before the table gets it
// filled from the index when it is migrated.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { SearchPage } from '../src/schemas/search.js'
import { type RunningApp, startApp } from './helpers/app.js'
import { call, postJson, putJson } from './helpers/http.js'
import { rawExec, rawQuery } from './helpers/raw-sql.js'
import { createTestStore, skipReason, type TestStore } from './helpers/stores.js'

const MIGRATION = '2026-12-01T00-00-search-terms'

describe('the terms of the one-word index on sqlite', { skip: skipReason('sqlite') }, () => {
  let store: TestStore
  let running: RunningApp
  before(async () => {
    store = await createTestStore('sqlite', { migrated: true })
    running = await startApp(store.location)
  })
  after(async () => {
    await running?.close()
    await store?.drop()
  })

  const texts = async (q: string) => {
    const answer = await call(`${running.url}/ContentApi/Search?q=${encodeURIComponent(q)}&limit=50`)
    assert.equal(answer.status, 200, answer.text)
    return (answer.json as SearchPage).hits.map((h) => h.text).sort()
  }
  const terms = async (like: string) =>
    (
      await rawQuery(store.location, `select term from search_term where term like '${like}' order by term`)
    ).map((row) => row.term)

  it('holds each term as its text is written, and the prefix search finds the texts by them', async () => {
    await postJson(`${running.url}/ContentApi/Content`, { Text: 'Søknadsfrist i dag', LanguageCode: 'nb-NO' })
    const { json } = await postJson(`${running.url}/ContentApi/Content`, {
      Text: 'Søker du plass',
      LanguageCode: 'nb-NO',
    })
    await putJson(`${running.url}/ContentApi/Content/${json.id}/Properties/nn-NO`, { Text: 'Søkjarar' })

    assert.deepEqual(await terms('1xsøk%'), ['1xsøk', '1xsøknadsfrist'])
    assert.deepEqual(await terms('2xsøk%'), ['2xsøkjar'])
    assert.deepEqual(await texts('søk*'), ['Søker du plass', 'Søkjarar', 'Søknadsfrist i dag'])
    assert.deepEqual(await texts('søkn*'), ['Søknadsfrist i dag'])
    assert.deepEqual(await texts('søkx*'), [])
  })

  it('is filled from the index when a store from before it is migrated', async () => {
    const found = await texts('søk*')
    await running.close()
    await rawExec(
      store.location,
      `drop table search_term; delete from kysely_migration where name = '${MIGRATION}'`,
    )
    running = await startApp(store.location)
    assert.deepEqual(await terms('_xsøk%'), ['1xsøk', '1xsøknadsfrist', '2xsøkjar'])
    assert.deepEqual(await texts('søk*'), found)
  })
})
