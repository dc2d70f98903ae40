// HTTP details a client meets: paths that ignore case and a trailing slash, unknown query parameters, lists
// of languages in filters, malformed and weak If-Match, and writes that change nothing. On SQLite (they are
// the HTTP layer's), through app.inject where no socket is needed.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { InjectOptions } from 'fastify'
import { loadConfig } from '../src/config.js'
import { appOnStore } from './helpers/app.js'
import { PROBLEM_JSON } from './helpers/http.js'

describe('HTTP details', () => {
  const suite = appOnStore('sqlite')
  let id: number
  let etag: string
  const inject = (options: InjectOptions) => suite.running.app.inject(options)
  before(async () => {
    const created = await inject({
      method: 'POST',
      url: '/ContentApi/Content',
      payload: {
        Properties: [
          { Text: 'Bokmål', LanguageCode: 'nb-NO' },
          { Text: 'Nynorsk', LanguageCode: 'nn-NO' },
        ],
      },
    })
    assert.equal(created.statusCode, 201)
    id = created.json().id
    etag = created.headers.etag as string
    await inject({
      method: 'POST',
      url: '/ContentApi/Content',
      payload: { Text: 'Berre bokmål', LanguageCode: 'nb-NO' },
    })
  })

  it('matches paths ignoring case, with or without a trailing slash, as ASP.NET routing does', async () => {
    for (const url of [
      `/contentapi/content/${id}`,
      `/CONTENTAPI/Content/${id}/`,
      `/ContentApi/Content/${id}/`,
    ]) {
      const answer = await inject({ url })
      assert.equal(answer.statusCode, 200, url)
      assert.equal(answer.json().id, id)
    }
    assert.equal((await inject({ url: '/contentapi/language/' })).statusCode, 200)
    assert.equal((await inject({ url: '/HEALTHZ' })).body, 'Healthy')
  })

  it('answers 400 naming a query parameter the route does not have', async () => {
    for (const [url, name] of [
      ['/ContentApi/Content?q=skole', 'q'],
      [`/ContentApi/Content/${id}?language=nb-NO`, 'language'],
      ['/ContentApi/Changes?after=0&since=1', 'since'],
      ['/ContentApi/WikiPage?languag=nn-NO', 'languag'],
    ] as const) {
      const answer = await inject({ url })
      assert.equal(answer.statusCode, 400, url)
      assert.equal(answer.headers['content-type'], PROBLEM_JSON)
      assert.deepEqual(answer.json().errors, { [name]: [`There is no ${name} query parameter here.`] })
    }
    assert.equal((await inject({ url: '/healthz?probe=1' })).statusCode, 200, 'probes may add what they like')
  })

  it('takes comma-separated lists of languages in language and missingLanguage', async () => {
    const ids = async (query: string) =>
      ((await inject({ url: `/ContentApi/Content?${query}` })).json() as { id: number }[]).map((c) => c.id)
    assert.deepEqual(await ids('language=nb-NO,nn-NO'), [id])
    assert.deepEqual(await ids('missingLanguage=nn-NO,en-US'), [id + 1])
    assert.deepEqual(await ids('language=nb-NO&missingLanguage=nn-NO'), [id + 1])
    const unknown = await inject({ url: '/ContentApi/Content?language=nb-NO,xx-XX' })
    assert.equal(unknown.statusCode, 400)
    assert.match(unknown.json().errors.language[0], /Unknown language "xx-XX"/)
  })

  it('answers 400 to a malformed If-Match, and 412 saying why to a weak tag', async () => {
    for (const header of ['garbage', '5', '"5', '"5" x', 'W/5', ',,']) {
      const answer = await inject({
        method: 'PUT',
        url: `/ContentApi/Content/${id}/Properties/nb-NO`,
        headers: { 'if-match': header },
        payload: { Text: 'Nei' },
      })
      assert.equal(answer.statusCode, 400, header)
      assert.ok(answer.json().errors['If-Match'], header)
    }
    const weak = await inject({
      method: 'PUT',
      url: `/ContentApi/Content/${id}/Properties/nb-NO`,
      headers: { 'if-match': `W/${etag}` },
      payload: { Text: 'Nei' },
    })
    assert.equal(weak.statusCode, 412)
    assert.match(weak.json().detail, /weak entity tag/)
    const listed = await inject({
      method: 'PUT',
      url: `/ContentApi/Content/${id}/Properties/nb-NO`,
      headers: { 'if-match': `"999999", ${etag}` },
      payload: { Text: 'Bokmål' },
    })
    assert.equal(listed.statusCode, 200, 'a list matches when one of its tags does')
    assert.equal(listed.headers.etag, etag, 'the same text: no new version')
  })

  it('reads LOG_LEVEL ignoring case', () => {
    assert.equal(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel, 'warn')
    assert.equal(loadConfig({ LOG_LEVEL: 'Debug' }).logLevel, 'debug')
  })
})
