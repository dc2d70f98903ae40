// Whole-store dumps: a store with history, deletions, archive, keys and a purge on SQLite → GET /ContentApi/Export
// → `cli import` into PostgreSQL → export again: byte-identical, every read answers the same, and ids continue
// after the imported ones. Imports are all or nothing: a bad line or a store with contents changes nothing.
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { type RunningApp, startApp } from './helpers/app.js'
import { followUntil } from './helpers/changes.js'
import { runCli } from './helpers/cli.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestDialect, type TestStore } from './helpers/stores.js'

/** Both stores' review policy: the published reads and bundles in nn-NO read the reviewed versions. */
const POLICY = { REVIEW_REQUIRED: 'nn-NO' }

/** Every read whose answer must not depend on which store holds the data. */
async function reads(url: string, ids: readonly number[]): Promise<Record<string, unknown>> {
  const api = `${url}/ContentApi`
  const paths = [
    '/Content',
    '/Content?missingLanguage=nn-NO',
    '/Content?keyPrefix=skjema/',
    '/WikiPage?language=nn-NO',
    '/Language',
    '/Coverage',
    '/Bundles/nn-NO',
    '/Bundles/en-US?fallback=false',
    '/Search?q=s%C3%B8knad',
    '/Content/ByKey/skjema%2Fskyss',
  ]
  for (const id of ids)
    paths.push(
      `/Content/${id}`,
      `/Content/${id}?published=true`,
      `/Content/${id}/Versions`,
      `/WikiPage/${id}?language=nn-NO`,
    )
  const answers: Record<string, unknown> = {}
  for (const path of paths) {
    const answer = await call(`${api}${path}`)
    const json = answer.json as { traceId?: string } | undefined
    if (json && typeof json === 'object' && 'traceId' in json) delete json.traceId
    // Where the stores differ by design: a bundle's ETag is a change-log cursor (whose form is the store's),
    // and search scores are comparable within one answer only.
    if (path.startsWith('/Search'))
      for (const hit of (json as { hits: { score?: number }[] }).hits) delete hit.score
    const etag = path.startsWith('/Bundles') ? 'a cursor' : answer.headers.get('etag')
    answers[path] = { status: answer.status, etag, body: json ?? answer.text }
  }
  return answers
}

describe('a dump moves a store from SQLite to PostgreSQL', { skip: skipReason('postgres') }, () => {
  let dir: string
  let source: TestStore
  let target: TestStore
  let sourceApp: RunningApp
  const ids: number[] = []

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-store-dump-'))
    source = await createTestStore('sqlite')
    target = await createTestStore('postgres')
    sourceApp = await startApp(source.location, { env: POLICY })
    const base = `${sourceApp.url}/ContentApi/Content`
    const firstVersion = new Map<number, number>()
    const create = async (body: unknown) => {
      const answer = await postJson(base, body)
      assert.equal(answer.status, 201, answer.text)
      ids.push(answer.json.id)
      firstVersion.set(answer.json.id, answer.json.properties[0].version.id)
      return answer.json.id as number
    }
    const ok = (answer: { status: number; text: string }) => assert.ok(answer.status < 300, answer.text)
    const skyss = await create({ Text: 'Søknad om skuleskyss', LanguageCode: 'nn-NO', Key: 'skjema/skyss' })
    ok(await putJson(`${base}/${skyss}/Properties/nb-NO`, { Text: 'Søknad om skoleskyss' }))
    ok(await putJson(`${base}/${skyss}/Properties/en-US`, { Text: 'Apply for "school" transport\n' }))
    ok(await del(`${base}/${skyss}/Properties/en-US`))
    const plain = await create({
      Properties: [
        { Text: 'Hei verda', LanguageCode: 'nb-NO' },
        { Text: 'Hei, verda 🌍', LanguageCode: 'nn-NO' },
      ],
    })
    // A machine-written draft (no HTTP route writes one yet): its origin travels with the text.
    const english = await sourceApp.store.languages.findLanguage('en-US')
    await sourceApp.store.writes.writeTexts(
      plain,
      [{ language: english, text: 'Hello world', origin: 'machine' }],
      { by: 'apertium' },
    )
    ok(await putJson(`${base}/${plain}/Key`, { Key: 'hilsen' }))
    ok(await putJson(`${base}/${plain}/Key`, { Key: null }))
    // A MaxLength set, then changed: versioned as the key is.
    ok(await putJson(`${base}/${plain}/MaxLength`, { MaxLength: 40 }))
    ok(await putJson(`${base}/${plain}/MaxLength`, { MaxLength: 20 }))
    const archived = await create({ Text: 'Gammal søknad', LanguageCode: 'nn-NO', Key: 'skjema/gammal' })
    ok(await del(`${base}/${archived}`))
    const restored = await create({ Text: 'Attende', LanguageCode: 'nb-NO' })
    ok(await putJson(`${base}/${restored}/Properties/nb-NO`, { Text: 'Tilbake' }))
    ok(await del(`${base}/${restored}`))
    ok(await postJson(`${base}/${restored}/Versions/${firstVersion.get(restored)}/Restore`, {}))
    const purged = await create({ Text: 'Personopplysning', LanguageCode: 'nb-NO' })
    assert.equal((await runCli(source.location, 'contents', 'purge', String(purged))).code, 0)
    // Reviewed, then a newer draft: the import rebuilds which version is published.
    const reviewed = await create({ Text: 'Godkjend søknad', LanguageCode: 'nn-NO', Key: 'skjema/godkjend' })
    ok(await call(`${base}/${reviewed}/Properties/nn-NO/Approve`, { method: 'POST' }))
    ok(await putJson(`${base}/${reviewed}/Properties/nn-NO`, { Text: 'Søknad, utkast' }))
  })

  after(async () => {
    await sourceApp?.close()
    await source?.drop()
    await target?.drop()
    await rm(dir, { recursive: true, force: true })
  })

  it('imports into PostgreSQL, exports the same bytes, answers every read the same and continues the ids', async () => {
    const exported = await call(`${sourceApp.url}/ContentApi/Export`)
    assert.equal(exported.status, 200)
    assert.equal(exported.headers.get('content-type'), 'application/x-ndjson; charset=utf-8')
    const lines = exported.text.trimEnd().split('\n')
    assert.equal(lines.length, 1 + ids.length, 'a header, then one line per content')
    assert.deepEqual(JSON.parse(lines[0] as string), {
      format: 'content-store-dump',
      formatVersion: 1,
      languages: [
        { id: 1, languageCode: 'nb-NO' },
        { id: 2, languageCode: 'nn-NO' },
        { id: 3, languageCode: 'en-US' },
      ],
      lastIds: JSON.parse(lines[0] as string).lastIds,
    })
    assert.ok(JSON.parse(lines[0] as string).lastIds.property > 0)
    const skyss = JSON.parse(lines[1] as string)
    assert.equal(skyss.key, 'skjema/skyss')
    assert.deepEqual(
      skyss.versions.map((v: { kind: string }) => v.kind),
      ['created', 'textsWritten', 'textsWritten', 'textDeleted'],
    )
    assert.deepEqual(
      skyss.versions[3].texts.map((t: { language: string; text: null }) => [t.language, t.text]),
      [['en-US', null]],
    )
    assert.match(
      lines[2] as string,
      /"by":"apertium".*\{"id":\d+,"language":"en-US","text":"Hello world","origin":"machine","basedOn":\{"language":"nb-NO","versionId":\d+\}\}/,
    )
    assert.equal(JSON.parse(lines[3] as string).archived, true)
    assert.equal(JSON.parse(lines[5] as string).purged, true)

    const file = join(dir, 'store.ndjson')
    await writeFile(file, exported.text)
    // A server already runs on the empty target: it answers from the imported store at once (search too).
    const targetApp = await startApp(target.location, { env: POLICY })
    try {
      assert.deepEqual((await call(`${targetApp.url}/ContentApi/Bundles/nb-NO`)).json, {})
      const imported = await runCli(target.location, 'import', file)
      assert.equal(imported.code, 0, imported.stderr)
      assert.match(imported.stdout, new RegExp(`imported ${ids.length} contents`))

      const again = await call(`${targetApp.url}/ContentApi/Export`)
      assert.equal(again.text, exported.text, 'the dumps are byte-identical')
      assert.deepEqual(await reads(targetApp.url, ids), await reads(sourceApp.url, ids))
      const published = await call(`${targetApp.url}/ContentApi/Content/${ids.at(-1)}?published=true`)
      assert.equal(published.json.properties[0].text, 'Godkjend søknad')

      // The CLI's export of the PostgreSQL store is the same dump.
      const out = join(dir, 'again.ndjson')
      const cliExport = await runCli(target.location, 'export', '--out', out)
      assert.equal(cliExport.code, 0, cliExport.stderr)
      assert.equal(await readFile(out, 'utf8'), exported.text)

      // Ids continue after the imported ones, as they do in the source.
      const next = { Text: 'Ny søknad', LanguageCode: 'nb-NO' }
      const [a, b] = [
        await postJson(`${sourceApp.url}/ContentApi/Content`, next),
        await postJson(`${targetApp.url}/ContentApi/Content`, next),
      ]
      assert.equal(b.status, 201, b.text)
      assert.equal(b.json.id, a.json.id)
      assert.equal(b.json.properties[0].id, a.json.properties[0].id)
      assert.equal(b.json.properties[0].version.id, a.json.properties[0].version.id)

      // The change log has one change per imported version, then the new one.
      const versions = lines.slice(1).reduce((n, line) => n + JSON.parse(line).versions.length, 0)
      const changes = await followUntil(targetApp.url, (read) => read.length >= versions + 1)
      assert.equal(changes.changes.length, versions + 1)
      assert.deepEqual(changes.changes.at(-1)?.contentId, b.json.id)
    } finally {
      await targetApp.close()
    }
  })
})

for (const dialect of DIALECTS) {
  describe(`an import into ${dialect} is all or nothing`, { skip: skipReason(dialect) }, () => {
    let dir: string
    let store: TestStore
    const header = JSON.stringify({
      format: 'content-store-dump',
      formatVersion: 1,
      languages: [
        { id: 1, languageCode: 'nb-NO' },
        { id: 2, languageCode: 'nn-NO' },
        { id: 3, languageCode: 'en-US' },
        { id: 4, languageCode: 'da-DK' },
      ],
      lastIds: { content: 0, version: 0, property: 0 },
    })
    const content = (id: number, text: unknown = 'Hei') =>
      JSON.stringify({
        id,
        versions: [
          {
            id,
            createdAt: '2026-11-20T10:00:00.000Z',
            kind: 'created',
            texts: [{ id, language: 'da-DK', text }],
          },
        ],
      })

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'content-store-dump-'))
      store = await createTestStore(dialect as TestDialect)
    })
    after(async () => {
      await store?.drop()
      await rm(dir, { recursive: true, force: true })
    })

    const importLines = async (name: string, lines: string[]) => {
      const file = join(dir, name)
      await writeFile(file, `${lines.join('\n')}\n`)
      return runCli(store.location, '--create', 'import', file)
    }
    const contents = async () => {
      const running = await startApp(store.location)
      try {
        return {
          contents: (await call(`${running.url}/ContentApi/Content`)).json,
          languages: (await call(`${running.url}/ContentApi/Language`)).json.length,
          found: (await call(`${running.url}/ContentApi/Search?q=hei`)).json.hits.length,
        }
      } finally {
        await running.close()
      }
    }

    it('reports a bad line with its number and why, and leaves the store empty', async () => {
      const cases: [string[], RegExp][] = [
        [[header, content(1), content(2, 42)], /line 3: \/versions\/0\/texts\/0\/text/],
        [[header, content(1), '{"id":2,'], /line 3: not JSON/],
        [[header, content(1, 'a\u0000b')], /line 2: \/versions\/0\/texts\/0\/text/],
        [[header, content(2), content(1)], /line 3: content 1 does not follow content 2/],
        [
          [header, content(1), content(2), content(3, null).replace('da-DK', 'sv-SE')],
          /line 4: the language sv-SE/,
        ],
        [[header.replace('"formatVersion":1', '"formatVersion":9')], /line 1: format version 9/],
        [['{"hello":1}'], /line 1: not a content-store-dump header/],
        // Ids beyond what SQLite's search index keeps in its rowids (16 bits of language, 36 of content).
        [
          [header.replace('{"id":4,"languageCode":"da-DK"}', '{"id":65537,"languageCode":"da-DK"}')],
          /line 1: not a content-store-dump header: \/languages\/3\/id/,
        ],
        [[header, content(1), content(2 ** 36)], /line 3: \/id/],
        [
          [header, content(1), content(2).replace('"id":2,"createdAt"', '"id":1,"createdAt"')],
          /repeat an id/,
        ],
      ]
      for (const [lines, expected] of cases) {
        const answer = await importLines('bad.ndjson', lines)
        assert.equal(answer.code, 1, answer.stderr)
        assert.match(answer.stderr, expected)
        assert.doesNotMatch(answer.stderr, /\n\s+at /, 'no stack trace')
      }
      assert.deepEqual(await contents(), { contents: [], languages: 3, found: 0 })
    })

    it('imports a good dump with a new language, and refuses a second import into the store it filled', async () => {
      const good = await importLines('good.ndjson', [header, content(5), content(9)])
      assert.equal(good.code, 0, good.stderr)
      const after = await contents()
      assert.equal(after.languages, 4)
      assert.equal(after.found, 2, 'the imported texts are indexed for search')
      assert.deepEqual(
        after.contents.map((c: { id: number }) => c.id),
        [5, 9],
      )
      const again = await importLines('good.ndjson', [header, content(20)])
      assert.equal(again.code, 1)
      assert.match(again.stderr, /holds contents already/)
      assert.equal((await contents()).contents.length, 2)
    })
  })
}
