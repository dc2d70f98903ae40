// Translations and version history: several languages per content, append-only versions, conditional
// writes and restore, on each store, over real HTTP.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { StoreLocation } from '../src/config.js'
import type { Content } from '../src/schemas/content.js'
import type { VersionRecord } from '../src/schemas/history.js'
import { appOnStore } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson } from './helpers/http.js'
import { rawExec } from './helpers/raw-sql.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

function put(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const texts = (content: Content) =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

for (const dialect of DIALECTS) {
  describe(`translations and history on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let base: string
    before(() => {
      base = `${suite.running.url}/ContentApi/Content`
    })

    async function create(text = 'Søknad', languageCode = 'nb-NO'): Promise<Content> {
      const answer = await postJson(base, { Text: text, LanguageCode: languageCode })
      assert.equal(answer.status, 201)
      return answer.json
    }
    async function versions(id: number): Promise<VersionRecord[]> {
      const answer = await call(`${base}/${id}/Versions`)
      assert.equal(answer.status, 200)
      return answer.json
    }

    it('adds a second language as a new version and shows one current property per language', async () => {
      const created = await create('Søknad om støtte', 'nb-NO')

      const answer = await put(`${base}/${created.id}/Properties/nn-NO`, { Text: 'Søknad om stønad' })

      assert.equal(answer.status, 200)
      const content = answer.json as Content
      assert.deepEqual(
        content.properties.map((p) => [p.language.id, p.text]),
        [
          [1, 'Søknad om støtte'],
          [2, 'Søknad om stønad'],
        ],
      )
      const nynorsk = content.properties[1]
      assert.ok(nynorsk && nynorsk.version.id > (created.properties[0]?.version.id ?? 0))
      assert.equal(answer.headers.get('etag'), `"${nynorsk.version.id}"`)
      assert.equal((await versions(created.id)).length, 2)
    })

    it('keeps the old text in the history when a text is edited', async () => {
      const created = await create('Førre tekst', 'nb-NO')
      const firstVersion = created.properties[0]?.version.id ?? 0

      const edited = await put(`${base}/${created.id}/Properties/nb-no`, { text: 'Ny tekst' })

      assert.equal(edited.status, 200)
      assert.deepEqual(texts(edited.json), { 'nb-NO': 'Ny tekst' })
      assert.deepEqual(texts((await call(`${base}/${created.id}`)).json), { 'nb-NO': 'Ny tekst' })
      const history = await versions(created.id)
      assert.deepEqual(
        history.map((v) => v.properties.map((p) => p.text)),
        [['Førre tekst'], ['Ny tekst']],
      )
      assert.ok(history.every((v) => v.properties.every((p) => p.version.id === v.id)))
      const asOfFirst = await call(`${base}/${created.id}/Versions/${firstVersion}`)
      assert.equal(asOfFirst.status, 200)
      assert.deepEqual(texts(asOfFirst.json), { 'nb-NO': 'Førre tekst' })
    })

    it('writes several languages as one version with PUT, and leaves other languages as they were', async () => {
      const created = await create('Skjema', 'en-US')

      const answer = await put(`${base}/${created.id}`, {
        Properties: [
          { Text: 'Søknadsskjema', LanguageCode: 'nb-NO' },
          { Text: 'Søknadsskjema (nynorsk)', LanguageCode: 'nn-NO' },
        ],
      })

      assert.equal(answer.status, 200)
      assert.deepEqual(texts(answer.json), {
        'nb-NO': 'Søknadsskjema',
        'nn-NO': 'Søknadsskjema (nynorsk)',
        'en-US': 'Skjema',
      })
      const history = await versions(created.id)
      assert.equal(history.length, 2)
      assert.deepEqual(
        history[1]?.properties.map((p) => p.language.languageCode),
        ['nb-NO', 'nn-NO'],
      )
    })

    it('creates a content in several languages in its first version with POST Properties', async () => {
      const answer = await postJson(base, {
        properties: [
          { text: 'Velkomen', languageCode: 'nn-NO' },
          { text: 'Velkommen', languageCode: 'nb-NO' },
        ],
      })

      assert.equal(answer.status, 201)
      const content = answer.json as Content
      assert.deepEqual(
        content.properties.map((p) => p.language.languageCode),
        ['nb-NO', 'nn-NO'],
        'ordered by language id',
      )
      assert.equal(new Set(content.properties.map((p) => p.version.id)).size, 1)
      assert.equal((await versions(content.id)).length, 1)
      assert.equal(answer.headers.get('location'), `/ContentApi/Content/${content.id}`)
    })

    it('answers 400 for POST with both forms, an empty Properties list, or a language given twice', async () => {
      const before = (await call(base)).json.length
      const cases: [unknown, string][] = [
        [{ Text: 'a', LanguageCode: 'nb-NO', Properties: [{ Text: 'b', LanguageCode: 'nn-NO' }] }, '$'],
        [{ Properties: [] }, 'Properties'],
        [{ Properties: [{ Text: 'a' }] }, 'Properties[0].LanguageCode'],
        [{ Properties: [{ Text: 1, LanguageCode: 'nb-NO' }] }, 'Properties[0].Text'],
        [
          {
            Properties: [
              { Text: 'a', LanguageCode: 'nb-NO' },
              { Text: 'b', LanguageCode: 'NB-no' },
            ],
          },
          'Properties[1].LanguageCode',
        ],
        [
          {
            Properties: [
              { Text: 'a', LanguageCode: 'nb-NO' },
              { Text: 'b', LanguageCode: 'sv-SE' },
            ],
          },
          'Properties[1].LanguageCode',
        ],
      ]
      for (const [body, field] of cases) {
        const answer = await postJson(base, body)
        assert.equal(answer.status, 400, JSON.stringify(body))
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.deepEqual(Object.keys(answer.json.errors), [field], JSON.stringify(answer.json))
      }
      assert.equal((await call(base)).json.length, before, 'nothing was created')
    })

    it('rejects a bilingual PUT whole when one of its texts is bad: no half version', async () => {
      const created = await create('Heil', 'nb-NO')
      const bad: [unknown, string][] = [
        [
          {
            Properties: [
              { Text: 'God', LanguageCode: 'nb-NO' },
              { Text: 'Gjæv', LanguageCode: 'xx-XX' },
            ],
          },
          'Properties[1].LanguageCode',
        ],
        [
          {
            Properties: [
              { Text: 'God', LanguageCode: 'nn-NO' },
              { Text: 'Gjæv', LanguageCode: 'nn-no' },
            ],
          },
          'Properties[1].LanguageCode',
        ],
        [
          {
            Properties: [
              { Text: 'God', LanguageCode: 'nn-NO' },
              { Text: '  ', LanguageCode: 'nb-NO' },
            ],
          },
          'Properties[1].Text',
        ],
      ]
      for (const [body, field] of bad) {
        const answer = await put(`${base}/${created.id}`, body)
        assert.equal(answer.status, 400)
        assert.deepEqual(Object.keys(answer.json.errors), [field])
      }
      assert.equal((await versions(created.id)).length, 1)
      assert.deepEqual(texts((await call(`${base}/${created.id}`)).json), { 'nb-NO': 'Heil' })
    })

    it('rolls back the whole version when the store fails part way through writing it', async () => {
      const created = await create('Før feilen', 'nb-NO')
      // The store itself refuses the second property of the version, after the version row is written.
      await rejectTextInStore(suite.store.location, 'store says no')
      try {
        const answer = await put(`${base}/${created.id}`, {
          Properties: [
            { Text: 'Første del', LanguageCode: 'nb-NO' },
            { Text: 'store says no', LanguageCode: 'nn-NO' },
          ],
        })

        assert.equal(answer.status, 500)
        assert.doesNotMatch(answer.text, /store says no|constraint|trigger/i)
        assert.equal((await versions(created.id)).length, 1)
        assert.deepEqual(texts((await call(`${base}/${created.id}`)).json), { 'nb-NO': 'Før feilen' })
      } finally {
        await allowTextInStore(suite.store.location)
      }
    })

    it('answers GET by id with an ETag, and 304 to If-None-Match while it is current', async () => {
      const created = await create('Mellomlagra', 'nb-NO')

      const first = await call(`${base}/${created.id}`)
      const etag = first.headers.get('etag') ?? ''
      const again = await call(`${base}/${created.id}`, { headers: { 'If-None-Match': etag } })
      await put(`${base}/${created.id}/Properties/nb-NO`, { Text: 'Endra' })
      const afterChange = await call(`${base}/${created.id}`, { headers: { 'If-None-Match': etag } })

      assert.equal(first.status, 200)
      assert.deepEqual(first.json, created)
      assert.equal(etag, `"${created.properties[0]?.version.id}"`)
      assert.equal(again.status, 304)
      assert.equal(again.text, '')
      assert.equal(again.headers.get('etag'), etag)
      assert.equal(afterChange.status, 200)
      assert.notEqual(afterChange.headers.get('etag'), etag)
      assert.equal(
        (await call(`${base}/${created.id}`, { headers: { 'If-None-Match': `W/${etag}, "x"` } })).status,
        200,
      )
      assert.equal((await call(`${base}/${created.id}`, { headers: { 'If-None-Match': '*' } })).status, 304)
    })

    it('answers 404 for an unknown content and 400 for an id that is not a positive integer', async () => {
      for (const url of [`${base}/987654321`, `${base}/987654321/Versions`, `${base}/987654321/Versions/1`]) {
        const answer = await call(url)
        assert.equal(answer.status, 404, url)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
      }
      assert.equal((await put(`${base}/987654321/Properties/nb-NO`, { Text: 'x' })).status, 404)
      assert.equal(
        (await put(`${base}/987654321`, { Properties: [{ Text: 'x', LanguageCode: 'nb-NO' }] })).status,
        404,
      )
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const answer = await call(`${base}/${id}`)
        assert.equal(answer.status, 400, id)
        assert.ok(answer.json.errors.id, id)
      }
    })

    it('answers 400 naming the path segment for an unknown language in PUT …/Properties/{languageCode}', async () => {
      const created = await create()

      const answer = await put(`${base}/${created.id}/Properties/de-DE`, { Text: 'Antrag' })

      assert.equal(answer.status, 400)
      assert.match(answer.json.errors.languageCode[0], /Unknown language "de-DE"/)
      assert.equal((await versions(created.id)).length, 1)
    })

    it('honours If-Match: the current ETag or * writes, a stale or weak one answers 412 and writes nothing', async () => {
      const created = await create('Utgangspunkt', 'nb-NO')
      const stale = `"${created.properties[0]?.version.id}"`

      const matched = await put(
        `${base}/${created.id}/Properties/nb-NO`,
        { Text: 'Andre' },
        { 'If-Match': stale },
      )
      const current = matched.headers.get('etag') ?? ''
      const conflict = await put(
        `${base}/${created.id}/Properties/nb-NO`,
        { Text: 'Tapt' },
        { 'If-Match': stale },
      )
      const weak = await put(
        `${base}/${created.id}/Properties/nb-NO`,
        { Text: 'Tapt' },
        { 'If-Match': `W/${current}` },
      )
      const star = await put(
        `${base}/${created.id}/Properties/nn-NO`,
        { Text: 'Tredje' },
        { 'If-Match': '*' },
      )

      assert.equal(matched.status, 200)
      assert.notEqual(current, stale)
      assert.equal(conflict.status, 412)
      assert.equal(conflict.headers.get('content-type'), PROBLEM_JSON)
      assert.equal(conflict.headers.get('etag'), current)
      assert.equal(weak.status, 412)
      assert.equal(star.status, 200)
      const history = await versions(created.id)
      assert.equal(history.length, 3)
      assert.ok(!history.some((v) => v.properties.some((p) => p.text === 'Tapt')))
    })

    it('restores an earlier version as a new version, keeping languages added since', async () => {
      const created = await create('Original', 'nb-NO')
      const v1 = created.properties[0]?.version.id ?? 0
      await put(`${base}/${created.id}/Properties/nb-NO`, { Text: 'Feilretta' })
      await put(`${base}/${created.id}/Properties/nn-NO`, { Text: 'Nynorsk' })

      const restored = await call(`${base}/${created.id}/Versions/${v1}/Restore`, { method: 'POST' })

      assert.equal(restored.status, 200)
      assert.deepEqual(texts(restored.json), { 'nb-NO': 'Original', 'nn-NO': 'Nynorsk' })
      const history = await versions(created.id)
      assert.equal(history.length, 4)
      const last = history[3]
      assert.deepEqual(
        last?.properties.map((p) => [p.language.languageCode, p.text]),
        [['nb-NO', 'Original']],
      )
      assert.equal(restored.headers.get('etag'), `"${last?.id}"`)
    })

    it('answers 404 to a version of another content, and 412 to a restore with a stale If-Match', async () => {
      const a = await create('A', 'nb-NO')
      const b = await create('B', 'nb-NO')
      const versionOfB = b.properties[0]?.version.id ?? 0
      const versionOfA = a.properties[0]?.version.id ?? 0

      assert.equal((await call(`${base}/${a.id}/Versions/${versionOfB}`)).status, 404)
      assert.equal(
        (await call(`${base}/${a.id}/Versions/${versionOfB}/Restore`, { method: 'POST' })).status,
        404,
      )
      await put(`${base}/${a.id}/Properties/nb-NO`, { Text: 'A2' })
      const stale = await call(`${base}/${a.id}/Versions/${versionOfA}/Restore`, {
        method: 'POST',
        headers: { 'If-Match': `"${versionOfA}"` },
      })
      assert.equal(stale.status, 412)
      assert.equal((await versions(a.id)).length, 2)
    })

    it('lands 50 concurrent PUTs to one content as 50 distinct versions in a consistent history', async () => {
      const created = await create('Start', 'nb-NO')

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          put(`${base}/${created.id}/Properties/${i % 2 ? 'nn-NO' : 'nb-NO'}`, { Text: `skriving ${i}` }),
        ),
      )

      assert.deepEqual(
        answers.map((a) => a.status),
        Array(50).fill(200),
      )
      assert.equal(new Set(answers.map((a) => a.headers.get('etag'))).size, 50)
      const history = await versions(created.id)
      assert.equal(history.length, 51)
      const ids = history.map((v) => v.id)
      assert.deepEqual(
        ids,
        [...ids].sort((x, y) => x - y),
      )
      assert.ok(history.every((v, i) => i === 0 || v.createdAt >= (history[i - 1]?.createdAt ?? '')))
      assert.deepEqual(
        history
          .slice(1)
          .map((v) => v.properties[0]?.text)
          .sort(),
        Array.from({ length: 50 }, (_, i) => `skriving ${i}`).sort(),
      )
      // The current text per language is the one written in that language's last version.
      const current = texts((await call(`${base}/${created.id}`)).json)
      for (const code of ['nb-NO', 'nn-NO']) {
        const lastOfLanguage = history.filter((v) => v.properties[0]?.language.languageCode === code).at(-1)
        assert.equal(current[code], lastOfLanguage?.properties[0]?.text)
      }
    })

    it('lists the current texts of every content', async () => {
      const created = await create('Gammal', 'nb-NO')
      await put(`${base}/${created.id}`, {
        Properties: [
          { Text: 'Ny', LanguageCode: 'nb-NO' },
          { Text: 'New', LanguageCode: 'en-US' },
        ],
      })

      const listed = ((await call(base)).json as Content[]).find((c) => c.id === created.id)

      assert.deepEqual(listed && texts(listed), { 'nb-NO': 'Ny', 'en-US': 'New' })
      assert.deepEqual(listed, (await call(`${base}/${created.id}`)).json)
    })
  })
}

/** Makes the store itself refuse a property with this text, as a failing write would. */
async function rejectTextInStore(location: StoreLocation, text: string): Promise<void> {
  if (location.kind === 'sqlite') {
    await rawExec(
      location,
      `create trigger reject_text before insert on property when new.text = '${text}'
       begin select raise(abort, 'rejected by test trigger'); end`,
    )
  } else {
    await rawExec(location, `alter table property add constraint reject_text check (text <> '${text}')`)
  }
}

async function allowTextInStore(location: StoreLocation): Promise<void> {
  await rawExec(
    location,
    location.kind === 'sqlite'
      ? 'drop trigger reject_text'
      : 'alter table property drop constraint reject_text',
  )
}
