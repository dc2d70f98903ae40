// A corpus of malformed requests, each sent as raw bytes: every answer must be a 4xx problem+json, none a
// 5xx, and the store must be unchanged afterwards. Runs on each store.
import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import { describe, it } from 'node:test'
import { appOnStore } from '../helpers/app.js'
import { followUntil } from '../helpers/changes.js'
import { call, postJson } from '../helpers/http.js'
import { DIALECTS, skipReason } from '../helpers/stores.js'

interface Hostile {
  name: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
}

const VALID = '{"Text":"Hei","LanguageCode":"nb-NO"}'
const JSON_TYPE = { 'content-type': 'application/json' }

/** Values of every JSON type but string, and strings the rules refuse. */
const NOT_A_TEXT = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '1e308',
  '123456789012345678901234567890',
  '[]',
  '["a"]',
  '{}',
  '{"a":"b"}',
  '""',
  '"   "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udfff"',
  '"a\\ud800b"',
  '"\\udc00\\ud800"',
  '"\\t\\n\\r"',
  '"\\u2003\\u00a0"',
]

const INVALID_UTF8 = [
  [0xff],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfe, 0xfe],
]

function corpus(existingId: number): Hostile[] {
  const out: Hostile[] = []
  const post = (name: string, body: Buffer | string, headers: Record<string, string> = JSON_TYPE) =>
    out.push({ name, method: 'POST', path: '/ContentApi/Content', headers, body })
  const put = (
    name: string,
    path: string,
    body: Buffer | string,
    headers: Record<string, string> = JSON_TYPE,
  ) => out.push({ name, method: 'PUT', path, headers, body })

  // Every proper prefix of a valid body is malformed JSON.
  for (let i = 0; i < VALID.length; i++) post(`prefix ${i}`, VALID.slice(0, i))
  // Broken JSON of many kinds.
  for (const text of [
    "{'Text':'Hei','LanguageCode':'nb-NO'}",
    '{Text:"Hei",LanguageCode:"nb-NO"}',
    '{"Text":"Hei","LanguageCode":"nb-NO",}',
    '{"Text":"Hei" "LanguageCode":"nb-NO"}',
    '{"Text":"Hei","LanguageCode":"nb-NO"}}',
    '{"Text":NaN,"LanguageCode":"nb-NO"}',
    '{"Text":Infinity,"LanguageCode":"nb-NO"}',
    '{"Text":"Hei",/*c*/"LanguageCode":"nb-NO"}',
    '{"Text":"Hei"}// comment',
    '{"Text":"He\ti","LanguageCode":"nb-NO"}',
    '{"Text":"He\u0000i","LanguageCode":"nb-NO"}',
    '{"Text":"\\x41","LanguageCode":"nb-NO"}',
    '{"Text":"\\u12","LanguageCode":"nb-NO"}',
    '{"Text":"\\uZZZZ","LanguageCode":"nb-NO"}',
    '\ufeff\ufeff{}',
    'undefined',
    '[',
    ']',
    '{',
    '}',
    '""',
    '"Hei"',
    '42',
    'null',
    'true',
    '[]',
    `[${VALID}]`,
    '  ',
    '\n',
    '{"Text":"Hei","LanguageCode":"nb-NO"} trailing',
    '{"__proto__":{"polluted":true},"Text":"Hei","LanguageCode":"nb-NO"}',
    '{"constructor":{"prototype":{"polluted":true}},"Text":"Hei","LanguageCode":"nb-NO"}',
    '{"Properties":[{"__proto__":{"x":1},"Text":"Hei","LanguageCode":"nb-NO"}]}',
    '{"Text":"a","text":"b","LanguageCode":"nb-NO"}',
    '{"Text":"a","LanguageCode":"nb-NO","languagecode":"nn-NO"}',
    '{"Text":"a","Text":1,"LanguageCode":"nb-NO"}',
    '{"Text":"Hei","LanguageCode":"nb-NO","Properties":[]}',
    '{"Properties":[]}',
    '{"Properties":{}}',
    '{"Properties":"nb-NO"}',
    '{"Properties":[null]}',
    '{"Properties":[1,2]}',
    '{"Properties":[{"Text":"a","LanguageCode":"nb-NO"},{"Text":"b","LanguageCode":"nb-no"}]}',
    `{"Properties":[${Array.from({ length: 101 }, () => '{"Text":"a","LanguageCode":"nb-NO"}').join(',')}]}`,
    '{"Text":"Hei","LanguageCode":" nb-NO"}',
    '{"Text":"Hei","LanguageCode":"xx-XX"}',
    `{"Text":"Hei","LanguageCode":"${'a'.repeat(65)}"}`,
  ]) {
    post(`bad json ${text.slice(0, 40)}`, text)
  }
  // Wrong types and refused texts, in every field.
  for (const value of NOT_A_TEXT) {
    post(`Text ${value}`, `{"Text":${value},"LanguageCode":"nb-NO"}`)
    post(`LanguageCode ${value}`, `{"Text":"Hei","LanguageCode":${value}}`)
    post(`Properties Text ${value}`, `{"Properties":[{"Text":${value},"LanguageCode":"nb-NO"}]}`)
    put(`PUT Text ${value}`, `/ContentApi/Content/${existingId}/Properties/nb-NO`, `{"Text":${value}}`)
    put(
      `PUT Properties ${value}`,
      `/ContentApi/Content/${existingId}`,
      `{"Properties":[{"Text":${value},"LanguageCode":"nn-NO"}]}`,
    )
    put(`PUT Properties = ${value}`, `/ContentApi/Content/${existingId}`, `{"Properties":${value}}`)
    for (const other of NOT_A_TEXT.slice(0, 6))
      post(`Text ${value} Code ${other}`, `{"Text":${value},"LanguageCode":${other}}`)
  }
  // Invalid UTF-8 in several places.
  for (const bytes of INVALID_UTF8) {
    const bad = Buffer.from(bytes)
    post(
      `utf8 in text ${bytes}`,
      Buffer.concat([Buffer.from('{"Text":"a'), bad, Buffer.from('b","LanguageCode":"nb-NO"}')]),
    )
    post(
      `utf8 in key ${bytes}`,
      Buffer.concat([Buffer.from('{"Te'), bad, Buffer.from('xt":"a","LanguageCode":"nb-NO"}')]),
    )
    post(`utf8 alone ${bytes}`, bad)
    put(
      `PUT utf8 ${bytes}`,
      `/ContentApi/Content/${existingId}/Properties/nb-NO`,
      Buffer.concat([Buffer.from('{"Text":"'), bad, Buffer.from('"}')]),
    )
  }
  // Deep nesting, and very large numbers.
  for (const depth of [1_000, 100_000, 500_000]) {
    post(`array depth ${depth}`, `${'['.repeat(depth)}${']'.repeat(depth)}`)
    post(`object depth ${depth}`, `${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}`)
    post(
      `nested Text ${depth}`,
      `{"Text":${'['.repeat(depth / 10)}${']'.repeat(depth / 10)},"LanguageCode":"nb-NO"}`,
    )
  }
  post('huge exponent', '{"Text":1e999999,"LanguageCode":"nb-NO"}')
  post('huge integer', `{"Text":${'9'.repeat(100_000)},"LanguageCode":"nb-NO"}`)
  // Too large.
  post('2 MiB text', `{"Text":"${'x'.repeat(2 * 1024 * 1024)}","LanguageCode":"nb-NO"}`)
  put(
    '2 MiB PUT',
    `/ContentApi/Content/${existingId}/Properties/nb-NO`,
    `{"Text":"${'ø'.repeat(1024 * 1024)}"}`,
  )
  // Wrong or missing content types.
  for (const type of [
    'text/plain',
    'application/xml',
    'text/json',
    'application/jsonx',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'image/png',
    'json',
    '',
  ]) {
    post(`content-type ${type || '(empty)'}`, VALID, type ? { 'content-type': type } : {})
    put(
      `PUT content-type ${type || '(empty)'}`,
      `/ContentApi/Content/${existingId}/Properties/nb-NO`,
      '{"Text":"x"}',
      type ? { 'content-type': type } : {},
    )
  }
  post('no content-type', VALID, {})
  // Oversized headers.
  for (const size of [20_000, 70_000]) {
    out.push({
      name: `header ${size}`,
      method: 'GET',
      path: '/ContentApi/Content',
      headers: { 'x-big': 'x'.repeat(size) },
    })
    post(`header ${size} on POST`, VALID, { ...JSON_TYPE, 'x-big': 'x'.repeat(size) })
  }
  // Bad paths, parameters and preconditions.
  for (const id of [
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3x',
    '99999999999999999999',
    '%00',
    '%ff',
    "1'or'1'='1",
    '1;drop%20table%20content',
  ]) {
    out.push({ name: `id ${id}`, method: 'GET', path: `/ContentApi/Content/${id}` })
    out.push({ name: `versions of ${id}`, method: 'GET', path: `/ContentApi/Content/${id}/Versions` })
    out.push({ name: `wiki ${id}`, method: 'GET', path: `/ContentApi/WikiPage/${id}` })
    put(`PUT id ${id}`, `/ContentApi/Content/${id}/Properties/nb-NO`, '{"Text":"x"}')
    out.push({
      name: `restore ${id}`,
      method: 'POST',
      path: `/ContentApi/Content/${existingId}/Versions/${id}/Restore`,
    })
  }
  for (const query of [
    'limit=0',
    'limit=-5',
    'limit=1001',
    'limit=abc',
    'limit=',
    'after=-1',
    'after=x',
    'language=xx-XX',
    'language=%00',
    'missingLanguage=nb_NO',
    `language=${'a'.repeat(100)}`,
  ]) {
    out.push({ name: `list ${query}`, method: 'GET', path: `/ContentApi/Content?${query}` })
  }
  for (const query of ['language=zz', 'fallback=maybe', 'fallback=2', `language=${'x'.repeat(70)}`]) {
    out.push({ name: `wiki ${query}`, method: 'GET', path: `/ContentApi/WikiPage/${existingId}?${query}` })
    out.push({ name: `wiki list ${query}`, method: 'GET', path: `/ContentApi/WikiPage?${query}` })
  }
  for (const tag of ['"0"', 'W/"1"', 'garbage', '"', '""', `"${'9'.repeat(400)}"`]) {
    put(`If-Match ${tag}`, `/ContentApi/Content/${existingId}/Properties/nb-NO`, '{"Text":"x"}', {
      ...JSON_TYPE,
      'if-match': tag,
    })
  }
  put('unknown content', '/ContentApi/Content/987654321/Properties/nb-NO', '{"Text":"x"}')
  put('unknown language', `/ContentApi/Content/${existingId}/Properties/xx-XX`, '{"Text":"x"}')
  out.push({ name: 'DELETE the collection', method: 'DELETE', path: '/ContentApi/Content' })
  out.push({ name: 'PATCH content', method: 'PATCH', path: '/ContentApi/Content' })
  out.push({ name: 'PATCH one', method: 'PATCH', path: `/ContentApi/Content/${existingId}` })
  // Deletions and keys that must change nothing.
  for (const tag of ['"0"', 'W/"1"', 'garbage']) {
    const ifMatch = { 'if-match': tag }
    out.push({
      name: `archive ${tag}`,
      method: 'DELETE',
      path: `/ContentApi/Content/${existingId}`,
      headers: ifMatch,
    })
    out.push({
      name: `delete text ${tag}`,
      method: 'DELETE',
      path: `/ContentApi/Content/${existingId}/Properties/nb-NO`,
      headers: ifMatch,
    })
  }
  out.push({ name: 'archive unknown', method: 'DELETE', path: '/ContentApi/Content/987654321' })
  out.push({
    name: 'delete text xx',
    method: 'DELETE',
    path: `/ContentApi/Content/${existingId}/Properties/xx-XX`,
  })
  out.push({
    name: 'delete missing text',
    method: 'DELETE',
    path: `/ContentApi/Content/${existingId}/Properties/en-US`,
  })
  for (const key of ['', ' ', 'a b', 'ø', 'x'.repeat(201), 'a?b', 'a#b', 'a\nb', 'a\\b']) {
    put(`key ${JSON.stringify(key)}`, `/ContentApi/Content/${existingId}/Key`, JSON.stringify({ Key: key }))
    post(`POST key ${JSON.stringify(key)}`, JSON.stringify({ Text: 'x', LanguageCode: 'nb-NO', Key: key }))
  }
  put('key as number', `/ContentApi/Content/${existingId}/Key`, '{"Key":5}')
  put('key missing', `/ContentApi/Content/${existingId}/Key`, '{}')
  for (const key of ['a%20b', '%C3%B8', 'x'.repeat(201), 'a%3Fb']) {
    out.push({ name: `by key ${key}`, method: 'GET', path: `/ContentApi/Content/ByKey/${key}` })
    out.push({ name: `wiki by key ${key}`, method: 'GET', path: `/ContentApi/WikiPage/ByKey/${key}` })
  }
  for (const query of [
    'after=x',
    'after=-1',
    'after=1.5.6',
    'after=%00',
    'limit=0',
    'limit=1001',
    'limit=x',
  ]) {
    out.push({ name: `changes ${query}`, method: 'GET', path: `/ContentApi/Changes?${query}` })
  }
  for (const query of [
    'keyPrefix=',
    'keyPrefix=a%20b',
    `keyPrefix=${'k'.repeat(201)}`,
    'language=nb-NO,,nn-NO',
  ]) {
    out.push({ name: `list ${query}`, method: 'GET', path: `/ContentApi/Content?${query}` })
  }
  out.push({ name: 'unknown route', method: 'GET', path: '/ContentApi/Nothing' })
  out.push({ name: 'traversal', method: 'GET', path: '/../../etc/passwd' })
  return out
}

interface Answer {
  status: number
  type: string | undefined
  body: string
}

function send(base: URL, hostile: Hostile): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: hostile.method,
        path: hostile.path,
        headers: hostile.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    // The server may answer (413, 431) and close before it has read the whole body.
    req.on('error', (error) => reject(error))
    req.end(hostile.body)
  })
}

for (const dialect of DIALECTS) {
  describe(`hostile input on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('answers every one of 500+ malformed requests with a 4xx problem+json, and changes nothing', async (t) => {
      const existing = (
        await postJson(`${suite.running.url}/ContentApi/Content`, { Text: 'Uendra', LanguageCode: 'nb-NO' })
      ).json
      const snapshot = async () => ({
        contents: (await call(`${suite.running.url}/ContentApi/Content`)).text,
        history: (await call(`${suite.running.url}/ContentApi/Content/${existing.id}/Versions`)).text,
        languages: (await call(`${suite.running.url}/ContentApi/Language`)).text,
        changes: (await call(`${suite.running.url}/ContentApi/Changes?limit=1000`)).text,
      })
      // Every change so far is readable before the first snapshot (see helpers/changes.ts).
      await followUntil(suite.running.url, (read) => read.at(-1)?.contentId === existing.id)
      const before = await snapshot()
      const requests = corpus(existing.id)
      assert.ok(requests.length >= 500, `${requests.length} requests`)

      const failures: string[] = []
      const statuses = new Map<number, number>()
      const base = new URL(suite.running.url)
      for (const hostile of requests) {
        let answer: Answer
        try {
          answer = await send(base, hostile)
        } catch (error) {
          failures.push(`${hostile.name}: no answer (${(error as Error).message})`)
          continue
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        let problem: { status?: number } | undefined
        try {
          problem = JSON.parse(answer.body)
        } catch {
          problem = undefined
        }
        if (answer.status < 400 || answer.status > 499) failures.push(`${hostile.name}: ${answer.status}`)
        else if (!answer.type?.startsWith('application/problem+json'))
          failures.push(`${hostile.name}: ${answer.type}`)
        else if (problem?.status !== answer.status)
          failures.push(`${hostile.name}: body ${answer.body.slice(0, 80)}`)
      }

      t.diagnostic(`${requests.length} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
      assert.deepEqual(failures, [])
      assert.deepEqual(await snapshot(), before, 'the store is unchanged')
    })
  })
}
