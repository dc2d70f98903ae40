// What the file-format tests share: a store's worth of awkward texts, exporting and importing files over
// HTTP, and the round trip of a file through an empty store.
import assert from 'node:assert/strict'
import { after } from 'node:test'
import { type RunningApp, startApp } from './app.js'
import { type Answer, call, postJson } from './http.js'
import { createTestStore, type TestDialect, type TestStore } from './stores.js'

/** Texts with what files must escape: quotes, apostrophes, newlines, %, braces, markup, emoji, æøå. */
export const AWKWARD = {
  quotes: 'Han sa "hei" og \'ha det\'',
  lines: 'Første linje\nandre linje\n\ttredje med tab',
  percent: '100 % ferdig, %s og %1$d og %%',
  braces: 'Hei {name}, du har {{count}} meldinger og {0}',
  markup: '<b>Viktig</b> & <a href="x">lenke</a>',
  emoji: 'Takk 🎉👍🏽 for hjelpa',
  letters: 'Blåbærsyltetøy ÆØÅ æøå',
  at: '@brukar ? spørsmål',
  spaces: '  to mellomrom  og slutt ',
  backslash: 'C:\\mappe\\fil og \\n bokstavleg',
}

/**
 * Fills a store with contents: nested keys with every awkward text in nb-NO and nn-NO, one in Bokmål only
 * (served to nn-NO by fallback), and one without a key (named by its id). Answers the keyless one's id.
 */
export async function seedAwkward(api: string): Promise<number> {
  for (const [name, text] of Object.entries(AWKWARD)) {
    const created = await postJson(`${api}/Content`, {
      Properties: [
        { Text: text, LanguageCode: 'nb-NO' },
        { Text: `${text} (nn)`, LanguageCode: 'nn-NO' },
      ],
      Key: `app.awkward.${name}`,
    })
    assert.equal(created.status, 201, created.text)
  }
  const only = await postJson(`${api}/Content`, {
    Text: 'Berre bokmål',
    LanguageCode: 'nb-NO',
    Key: 'app.title',
  })
  assert.equal(only.status, 201, only.text)
  const keyless = await postJson(`${api}/Content`, {
    Properties: [
      { Text: 'Uten nøkkel', LanguageCode: 'nb-NO' },
      { Text: 'Utan nøkkel', LanguageCode: 'nn-NO' },
    ],
  })
  assert.equal(keyless.status, 201, keyless.text)
  const slashed = await postJson(`${api}/Content`, {
    Properties: [
      { Text: 'Søk om skoleskyss', LanguageCode: 'nb-NO' },
      { Text: 'Søk om skuleskyss', LanguageCode: 'nn-NO' },
    ],
    Key: 'skjema/skyss.tittel',
  })
  assert.equal(slashed.status, 201, slashed.text)
  return keyless.json.id
}

export const exportFile = (
  api: string,
  language: string,
  query: string,
  headers: Record<string, string> = {},
) => call(`${api}/Bundles/${language}?${query}`, { headers })

export const importFile = (api: string, query: string, body: string, type: string): Promise<Answer> =>
  call(`${api}/Translations/Import?${query}`, { method: 'POST', headers: { 'content-type': type }, body })

/** For a describe block: a second, empty store of the dialect with an app on it, made anew for each use. */
export function emptyStores(dialect: TestDialect) {
  const made: { store: TestStore; running: RunningApp }[] = []
  after(async () => {
    for (const { running, store } of made) {
      await running.close()
      await store.drop()
    }
  })
  return async () => {
    const store = await createTestStore(dialect, { migrated: true })
    const running = await startApp(store.location, { listBatchSize: 2 })
    made.push({ store, running })
    return `${running.url}/ContentApi`
  }
}

/**
 * Exports a file, imports it into a new empty store and exports that again: the two files are the same bytes.
 * Answers the first file.
 */
export async function assertRoundTrip(
  api: string,
  emptyStore: () => Promise<string>,
  language: string,
  format: string,
  type: string,
  /** null: the file names its languages (CSV), and every one is imported. */
  importLanguage: string | null = language,
): Promise<string> {
  const first = await exportFile(api, language, `format=${format}`)
  assert.equal(first.status, 200, first.text)
  const other = await emptyStore()
  const query = `format=${format}${importLanguage === null ? '' : `&language=${importLanguage}`}`
  const imported = await importFile(other, query, first.text, type)
  assert.equal(imported.status, 200, imported.text)
  assert.deepEqual(imported.json.conflicts, [])
  assert.ok(imported.json.created > 0)
  const second = await exportFile(other, language, `format=${format}`)
  assert.equal(second.text, first.text, `${format} ${language}: the same bytes after the round trip`)
  return first.text
}

/**
 * Imports `edited` (a file exported with versions=true, then changed) after the store's text of `changedKey`
 * was changed: a dry run and the import answer the same, the changed text is a conflict, not written over.
 */
export async function assertConflictReported(
  api: string,
  format: string,
  type: string,
  changedKey: string,
  makeEdited: (file: string) => string,
): Promise<Answer> {
  const file = (await exportFile(api, 'nn-NO', `format=${format}&versions=true`)).text
  const id = (await call(`${api}/Content/ByKey/${changedKey}`)).json.id
  const changed = await call(`${api}/Content/${id}/Properties/nn-NO`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Text: 'Endra i editoren' }),
  })
  assert.equal(changed.status, 200, changed.text)
  const edited = makeEdited(file)
  const dry = await importFile(api, `format=${format}&language=nn-NO&dryRun=true`, edited, type)
  assert.equal(dry.status, 200, dry.text)
  const real = await importFile(api, `format=${format}&language=nn-NO`, edited, type)
  assert.deepEqual(real.json, dry.json, 'a dry run answers what the import does')
  assert.equal(real.json.conflicts.length, 1, real.text)
  assert.equal(real.json.conflicts[0].key, changedKey)
  assert.ok(real.json.conflicts[0].currentVersion > real.json.conflicts[0].fileVersion)
  const now = await call(`${api}/Content/ByKey/${changedKey}`)
  assert.equal(
    now.json.properties.find(
      (p: { language: { languageCode: string } }) => p.language.languageCode === 'nn-NO',
    ).text,
    'Endra i editoren',
    'the text changed in the store was not written over',
  )
  return real
}

/**
 * Nothing was written since `seen` was exported: its ETag answers 304. On PostgreSQL the ETag may also change
 * without a write (when a transaction elsewhere on the server ends, the stamp's form moves): then the same file.
 */
export async function assertNothingWritten(
  dialect: TestDialect,
  api: string,
  language: string,
  query: string,
  seen: Answer,
) {
  const answer = await exportFile(api, language, query, {
    'if-none-match': seen.headers.get('etag') as string,
  })
  if (answer.status === 304) return assert.equal(answer.text, '')
  assert.equal(dialect, 'postgres', `${answer.status} to the ETag without a write`)
  assert.equal(answer.status, 200)
  assert.equal(answer.text, seen.text, 'nothing was written: the same file')
}
