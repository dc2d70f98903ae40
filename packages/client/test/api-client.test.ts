// The typed client against a real app on a real store: calls by operationId with path, query, header and
// body; JSON and text answers; 304 on If-None-Match; problem answers as ContentStoreError; the API key.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { appOnStore } from '../../../test/helpers/app.js'
import { ContentStoreError, createClient } from '../src/index.js'

const WRITER = 'writer-key-0123456789abcdef'
const READER = 'reader-key-0123456789abcdef'

describe('the typed client', () => {
  const suite = appOnStore('sqlite', { env: { API_KEYS: `${WRITER}:write,${READER}:read` } })

  it('creates, writes and reads contents by operationId, with the key it was given', async () => {
    const api = createClient({ url: `${suite.running.url}/`, key: WRITER })
    const created = await api.createContent({ body: { Text: 'Hei', LanguageCode: 'nb-NO', Key: 'helsing' } })
    assert.equal(created.status, 201)
    const id = created.data?.id as number
    assert.equal(created.headers.get('location'), `/ContentApi/Content/${id}`)

    const written = await api.writeText({
      path: { id, languageCode: 'nn-NO' },
      body: { Text: 'Hei på deg' },
      header: { 'if-match': created.headers.get('etag') ?? '' },
    })
    assert.equal(written.status, 200)
    assert.deepEqual(
      written.data?.properties.map((p) => [p.language.languageCode, p.text]),
      [
        ['nb-NO', 'Hei'],
        ['nn-NO', 'Hei på deg'],
      ],
    )

    const byKey = await api.getContentByKey({ path: { key: 'helsing' } })
    assert.equal(byKey.data?.id, id)
    const health = await api.getHealth()
    assert.equal(typeof health.data, 'string')
  })

  it('answers 304 without data for a bundle whose ETag it sends, and the bundle again after a write', async () => {
    const api = createClient({ url: suite.running.url, key: WRITER })
    const first = await api.getBundle({ path: { languageCode: 'nb-NO' } })
    assert.equal(first.status, 200)
    assert.equal((first.data as Record<string, string>).helsing, 'Hei')
    const etag = first.headers.get('etag') as string

    const again = await api.getBundle({ path: { languageCode: 'nb-NO' }, header: { 'if-none-match': etag } })
    assert.equal(again.status, 304)
    assert.equal(again.data, undefined)

    await api.createContent({ body: { Text: 'Ha det', LanguageCode: 'nb-NO', Key: 'avskjed' } })
    const changed = await api.getBundle({
      path: { languageCode: 'nb-NO' },
      header: { 'if-none-match': etag },
    })
    assert.equal(changed.status, 200)
    assert.equal((changed.data as Record<string, string>).avskjed, 'Ha det')
  })

  it('raises a problem answer as a ContentStoreError with its status and problem document', async () => {
    const reader = createClient({ url: suite.running.url, key: READER })
    await assert.rejects(
      reader.createContent({ body: { Text: 'Nei', LanguageCode: 'nb-NO' } }),
      (error: unknown) => {
        assert.ok(error instanceof ContentStoreError)
        assert.equal(error.status, 403)
        assert.equal(error.problem?.detail, 'This API key may read but not write.')
        assert.equal(error.message, '403 Forbidden: This API key may read but not write.')
        return true
      },
    )
    await assert.rejects(reader.getContent({ path: { id: 999_999 } }), (error: unknown) => {
      assert.ok(error instanceof ContentStoreError)
      assert.equal(error.status, 404)
      assert.equal(error.problem?.status, 404)
      return true
    })
  })

  it('refuses a call without a path parameter before sending it', async () => {
    const api = createClient({ url: suite.running.url })
    await assert.rejects(
      // @ts-expect-error: the path parameter is required by the types as well.
      api.getContent({}),
      /getContent: the path parameter id is missing/,
    )
  })
})
