// The API description: complete in development, absent elsewhere.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { Ajv } from 'ajv'
import { EDITOR_FILES } from '../src/http/routes/editor-routes.js'
import { SHARED_SCHEMAS } from '../src/schemas/index.js'
import { FORMATS } from '../src/services/formats/registry.js'
import { startApp } from './helpers/app.js'
import { call } from './helpers/http.js'
import { createTestStore, type TestStore } from './helpers/stores.js'

/** The first file format whose media type this is (the one whose example the API document shows). */
const formatOfType = (type: string) => Object.values(FORMATS).find((f) => f.mediaType === type)?.name

describe('OpenAPI document and Swagger UI', () => {
  let testStore: TestStore
  before(async () => {
    testStore = await createTestStore('sqlite')
  })
  after(async () => {
    await testStore.drop()
  })

  it('serves the document at /swagger/v1/swagger.json in development, with every route, status and schema', async () => {
    const running = await startApp(testStore.location, { environment: 'development' })
    try {
      const answer = await call(`${running.url}/swagger/v1/swagger.json`)

      assert.equal(answer.status, 200)
      const doc = answer.json
      assert.match(doc.openapi, /^3\./)
      assert.deepEqual(Object.keys(doc.components.schemas).sort(), [
        'Access',
        'BasedOn',
        'Change',
        'ChangePage',
        'CheckCount',
        'CheckId',
        'Content',
        'ContentKey',
        'ContentMaxLength',
        'ContentTexts',
        'ContentWarnings',
        'Coverage',
        'CreatedWebhook',
        'DiffPart',
        'Draft',
        'DraftRequest',
        'FillResult',
        'ImportConflict',
        'ImportReport',
        'Language',
        'LanguageChecks',
        'LanguageCoverage',
        'LanguageName',
        'NamedLanguage',
        'NewContent',
        'NewContentTexts',
        'NewLanguage',
        'NewTerm',
        'NewTermEntry',
        'NewWebhook',
        'ProblemDetails',
        'Property',
        'PropertyText',
        'SearchHit',
        'SearchPage',
        'SourceDiff',
        'SourceLanguage',
        'Suggestion',
        'SuggestionList',
        'SuggestionRequest',
        'TbxReport',
        'Term',
        'TermEntry',
        'TermMatch',
        'TermMatchList',
        'TermMatchRequest',
        'TermStatus',
        'TextItem',
        'TextToCheck',
        'TextWarning',
        'TextWarnings',
        'TmxImportReport',
        'Version',
        'VersionRecord',
        'Webhook',
        'WikiPage',
        'WikiProperty',
        'Workflow',
        'WrittenContent',
        'WrittenForms',
        'XliffReport',
      ])
      assert.equal(SHARED_SCHEMAS.length, 61)
      // 401/403/429 are added to every operation but /healthz (API keys, rate limit); checked separately below,
      // as is 405 (with Allow) on every operation.
      // So are 409 and 422 (Idempotency-Key) to every POST, PUT and DELETE: checked below, with the header;
      // 413 and 415 to every write, since any write may be sent a body; 400 to every route but /healthz, since
      // an unknown query parameter is one.
      const statuses = (path: string, method: string) =>
        Object.keys(doc.paths[path][method].responses)
          .filter((s) => !['401', '403', '405', '429', '422'].includes(s))
          .filter(
            (s) => s !== '409' || !['post', 'put', 'delete'].includes(method) || ownConflict(path, method),
          )
          .sort()
      // The writes that answer 409 for a reason of their own (a key another content has, a language that exists
      // or is in use).
      const ownConflict = (path: string, method: string) =>
        (['/ContentApi/Content', '/ContentApi/Language'].includes(path) && method === 'post') ||
        path === '/ContentApi/Content/{id}/Key' ||
        path === '/ContentApi/Language/{code}'
      for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
        for (const method of ['post', 'put', 'delete']) {
          const operation = item[method]
          if (!operation) continue
          assert.ok(
            operation.responses['409'] && operation.responses['422'],
            `${method} ${path}: 409 and 422`,
          )
          assert.ok(
            operation.parameters?.some(
              (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
            ),
            `${method} ${path} documents Idempotency-Key`,
          )
        }
      }
      assert.deepEqual(statuses('/ContentApi/Content', 'get'), ['200', '400', '500', '503'])
      assert.deepEqual(statuses('/ContentApi/Content', 'post'), [
        '201',
        '400',
        '409',
        '413',
        '415',
        '500',
        '503',
        '507',
      ])
      assert.deepEqual(statuses('/healthz', 'get'), ['200', '503'])
      assert.deepEqual(statuses('/ContentApi/Language', 'get'), ['200', '400', '500', '503'])
      assert.deepEqual(statuses('/ContentApi/Language', 'post'), [
        '201',
        '400',
        '409',
        '413',
        '415',
        '500',
        '503',
      ])
      assert.deepEqual(statuses('/ContentApi/Language/{code}', 'delete'), [
        '204',
        '400',
        '404',
        '409',
        '413',
        '415',
        '500',
        '503',
      ])
      assert.deepEqual(statuses('/ContentApi/Access', 'get'), ['200', '400', '500'])
      assert.deepEqual(statuses('/ContentApi/Coverage', 'get'), ['200', '400', '500', '503'])
      assert.deepEqual(statuses('/ContentApi/WikiPage', 'get'), ['200', '400', '500', '503'])
      assert.deepEqual(statuses('/ContentApi/WikiPage/{id}', 'get'), [
        '200',
        '400',
        '404',
        '410',
        '500',
        '503',
      ])
      assert.deepEqual(statuses('/ContentApi/WikiPage/ByKey/{key}', 'get'), [
        '200',
        '400',
        '404',
        '410',
        '500',
        '503',
      ])
      assert.deepEqual(statuses('/ContentApi/Changes', 'get'), ['200', '400', '500', '503'])
      // The root leads to the editor when it is built (it wins), else to Swagger UI (editor-serving.test.ts).
      const root = await fetch(`${running.url}/`, { redirect: 'manual' })
      assert.equal(root.status, 302)
      assert.equal(
        root.headers.get('location'),
        existsSync(`${EDITOR_FILES}index.html`) ? '/editor/' : '/swagger',
      )
      const listParameters = doc.paths['/ContentApi/Content'].get.parameters.map(
        (p: { name: string }) => p.name,
      )
      assert.deepEqual(listParameters.sort(), [
        'after',
        'keyPrefix',
        'language',
        'limit',
        'missingLanguage',
        'needsReview',
        'outdated',
        'termIssues',
      ])
      const post = doc.paths['/ContentApi/Content'].post
      assert.deepEqual(post.requestBody.content['application/json'].schema.anyOf, [
        { $ref: '#/components/schemas/NewContent' },
        { $ref: '#/components/schemas/NewContentTexts' },
      ])
      const writeStatuses = ['200', '400', '404', '410', '412', '413', '415', '500', '503', '507']
      const readStatuses = ['200', '400', '404', '410', '500', '503']
      const oneContent = ['200', '304', '400', '404', '410', '500', '503']
      assert.deepEqual(statuses('/ContentApi/Content/{id}', 'get'), oneContent)
      assert.deepEqual(statuses('/ContentApi/Content/ByKey/{key}', 'get'), oneContent)
      assert.deepEqual(statuses('/ContentApi/Content/{id}', 'put'), writeStatuses)
      const deleteStatuses = ['204', '400', '404', '410', '412', '413', '415', '500', '503', '507']
      assert.deepEqual(statuses('/ContentApi/Content/{id}', 'delete'), deleteStatuses)
      assert.deepEqual(
        statuses('/ContentApi/Content/{id}/Properties/{languageCode}', 'delete'),
        deleteStatuses,
      )
      assert.deepEqual(statuses('/ContentApi/Content/{id}/Key', 'put'), [
        '200',
        '400',
        '404',
        '409',
        '410',
        '412',
        '413',
        '415',
        '500',
        '503',
        '507',
      ])
      assert.deepEqual(statuses('/ContentApi/Content/{id}/Properties/{languageCode}', 'put'), writeStatuses)
      assert.deepEqual(statuses('/ContentApi/Content/{id}/Versions', 'get'), readStatuses)
      assert.deepEqual(statuses('/ContentApi/Content/{id}/Versions/{versionId}', 'get'), readStatuses)
      assert.deepEqual(statuses('/ContentApi/Content/{id}/Versions/{versionId}/Restore', 'post'), [
        '200',
        '400',
        '404',
        '410',
        '412',
        '413',
        '415',
        '500',
        '503',
        '507',
      ])
      assert.equal(
        post.responses['400'].content['application/problem+json'].schema.$ref,
        '#/components/schemas/ProblemDetails',
      )
      assert.equal(doc.components.schemas.WikiProperty.properties.id.readOnly, true)
      assert.equal(doc.components.schemas.WikiPage.properties.id.readOnly, true)
      assert.equal(doc.components.schemas.WikiPage.properties.property.readOnly, true)
      for (const [path, item] of Object.entries<Record<string, { tags?: string[]; summary?: string }>>(
        doc.paths,
      )) {
        for (const [method, operation] of Object.entries(item)) {
          assert.ok(operation.tags?.length, `${method} ${path} has a tag`)
          assert.ok(operation.summary, `${method} ${path} has a summary`)
        }
      }
      // What HTTP fixes, as tools that check answers against the document (Prism, dredd) need it said.
      for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
        if (item.get) assert.ok(item.head, `HEAD ${path} is documented beside GET`)
        for (const [method, operation] of Object.entries<any>(item)) {
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'path')
              assert.notEqual(
                parameter.example,
                undefined,
                `${method} ${path}: {${parameter.name}} has an example`,
              )
          }
          for (const [status, response] of Object.entries<any>(operation.responses)) {
            if (status === '204' || status === '304' || method === 'head')
              assert.equal(response.content, undefined, `${method} ${path} ${status} has no body`)
            if (status === '429' || status === '503')
              assert.ok(response.headers?.['Retry-After'], `${method} ${path} ${status} has Retry-After`)
          }
          // A method the path does not take: 405, whose Allow header lists the methods it does.
          const notAllowed = operation.responses['405']
          assert.ok(notAllowed?.headers?.Allow, `${method} ${path} documents 405 with Allow`)
          if (method !== 'head')
            assert.equal(
              notAllowed.content['application/problem+json'].schema.$ref,
              '#/components/schemas/ProblemDetails',
            )
        }
      }
      // The text item of a write is one named schema, used by every form that sends several texts.
      assert.deepEqual(doc.components.schemas.TextItem.required.sort(), ['LanguageCode', 'Text'])
      for (const form of ['ContentTexts', 'NewContentTexts']) {
        assert.deepEqual(doc.components.schemas[form].properties.Properties.items, {
          $ref: '#/components/schemas/TextItem',
        })
      }
      for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
        for (const [method, operation] of Object.entries<any>(item)) {
          const body = JSON.stringify(operation.requestBody ?? {})
          assert.doesNotMatch(body, /"LanguageCode":\{/, `${method} ${path}: the text item is by reference`)
        }
      }
      assert.ok(doc.paths['/ContentApi/Content'].post.responses['201'].headers.Location)
      assert.ok(doc.paths['/ContentApi/Content'].get.responses['200'].headers.Link)
      // And the service answers HEAD as documented: the GET's status and headers, no body.
      const head = await fetch(`${running.url}/ContentApi/Language`, { method: 'HEAD' })
      assert.equal(head.status, 200)
      assert.match(head.headers.get('content-type') ?? '', /application\/json/)
      assert.equal(await head.text(), '')
      assert.ok(
        !JSON.stringify(doc.paths).includes('"/swagger'),
        'the documentation routes are not documented',
      )

      const ui = await call(`${running.url}/swagger`)
      assert.equal(ui.status, 200)
      assert.match(ui.headers.get('content-type') ?? '', /text\/html/)
      assert.match(ui.text, /swagger/i)
      assert.match(
        (await call(`${running.url}/swagger/static/index.html`)).text,
        /<title>content-store API<\/title>/,
      )
    } finally {
      await running.close()
    }
  })

  it('gives every request body an example on its media type that the service takes, and describes every operation', async () => {
    const running = await startApp(testStore.location, { environment: 'development' })
    try {
      const doc = (await call(`${running.url}/swagger/v1/swagger.json`)).json
      type MediaType = { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }
      type Operation = {
        tags?: string[]
        description?: string
        requestBody?: { content: Record<string, MediaType> }
      }
      const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
        ([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
      )
      assert.ok(doc.info.contact?.name, 'info.contact')
      assert.ok(doc.info.license?.name, 'info.license')
      const declared = new Set((doc.tags as { name: string }[]).map((tag) => tag.name))
      const ajv = new Ajv({ strict: false, validateFormats: false })
      ajv.addSchema(doc, 'openapi.json')
      let fileExamples = 0
      for (const { path, method, operation } of operations) {
        const where = `${method.toUpperCase()} ${path}`
        assert.ok(operation.description?.trim(), `${where} has a description`)
        for (const tag of operation.tags ?? [])
          assert.ok(declared.has(tag), `${where}: tag ${tag} is declared`)
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          const examples =
            media.example !== undefined
              ? [media.example]
              : Object.values(media.examples ?? {}).map((example) => example.value)
          assert.ok(examples.length > 0, `${where} ${type}: an example on the media type`)
          const inSchema = JSON.stringify(media.schema)
          assert.doesNotMatch(
            inSchema,
            /"example"/,
            `${where} ${type}: no example left inside the body schema`,
          )
          if (type.includes('json')) {
            const pointer = path.replace(/~/g, '~0').replace(/\//g, '~1')
            const validate = ajv.compile({
              $ref: `openapi.json#/paths/${pointer}/${method}/requestBody/content/${type.replace(/\//g, '~1')}/schema`,
            })
            for (const example of examples)
              assert.ok(validate(example), `${where}: ${ajv.errorsText(validate.errors)}`)
          } else {
            // A file: the example is one the service takes, as a translator's tool or an app's CLI sends it.
            for (const example of examples) {
              assert.equal(typeof example, 'string')
              const query = path.endsWith('/Import')
                ? `?format=${formatOfType(type)}&language=nn-NO&dryRun=true`
                : path.endsWith('/Tbx') || path.endsWith('/Tmx')
                  ? ''
                  : '?target=nn-NO'
              const answer = await fetch(`${running.url}${path}${query}`, {
                method: 'POST',
                headers: { 'Content-Type': type },
                body: example as string,
              })
              assert.equal(answer.status, 200, `${where} ${type}: ${await answer.text()}`)
              fileExamples++
            }
          }
        }
      }
      assert.equal(
        fileExamples,
        2 + 2 + 2 + new Set(Object.values(FORMATS).map((f) => f.mediaType)).size - 1,
        'the XLIFF, TBX and TMX import examples once per media type, and that of each file format but JSON',
      )
      // A key with a slash fills one path segment only percent-encoded: the document says so.
      const byKey = doc.paths['/ContentApi/Content/ByKey/{key}'].get.parameters.find(
        (parameter: { name: string }) => parameter.name === 'key',
      )
      assert.match(byKey.description, /%2F/)
    } finally {
      await running.close()
    }
  })

  for (const environment of ['production', 'test'] as const) {
    it(`answers 404 for the document and the UI in ${environment}`, async () => {
      const running = await startApp(testStore.location, { environment })
      try {
        for (const path of ['/swagger/v1/swagger.json', '/swagger', '/swagger/json']) {
          const answer = await call(`${running.url}${path}`)
          assert.equal(answer.status, 404, path)
          assert.equal(answer.headers.get('content-type'), 'application/problem+json; charset=utf-8')
        }
      } finally {
        await running.close()
      }
    })
  }
})
