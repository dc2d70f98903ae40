// Quality checks on writes, on each store: the warnings every text write answers (POST and PUT of contents, a
// language's text, the formats import, XLIFF and the draft fill), an idempotent replay's, CHECKS_BLOCKING's
// refusals (nothing written, also when the source changes between the check and the write) and TEXT_CHECKS=off.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import type { ResolvedText, TextWriteOptions } from '../src/store/content-store.js'
import { StoreUnavailableError } from '../src/store/errors.js'
import { appOnStore, overriding, type RunningApp, startApp } from './helpers/app.js'
import { call, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const MISSING_ZERO = 'The source has the placeholder {0}; this text lacks it.'
const apertiumMissing = !existsSync('/usr/share/apertium/modes/nob-nno_e.mode')

type Warning = { check: string; languageCode: string; message: string }
const checksOf = (warnings: Warning[] | undefined) =>
  (warnings ?? []).map((w) => `${w.languageCode} ${w.check}`)

for (const dialect of DIALECTS) {
  describe(`warnings on text writes on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let api: string
    const create = async (body: unknown) => {
      const answer = await postJson(`${api}/Content`, body)
      assert.equal(answer.status, 201, answer.text)
      return answer
    }
    before(() => {
      api = `${suite.running.url}/ContentApi`
    })

    it('warns when the nn-NO text lacks the source’s {0}, naming it, and answers no warnings when all is well', async () => {
      const created = await create({ Text: 'Du har {0} nye meldinger.', LanguageCode: 'nb-NO' })
      assert.equal('warnings' in created.json, false)
      const id = created.json.id
      const written = await putJson(`${api}/Content/${id}/Properties/nn-NO`, {
        Text: 'Du har nye meldingar.',
      })
      assert.equal(written.status, 200, written.text)
      assert.deepEqual(written.json.warnings, [
        { check: 'placeholders', languageCode: 'nn-NO', message: MISSING_ZERO },
      ])
      // The rest of the answer is the content, as a read gives it; reads carry no warnings.
      const { warnings: _, ...content } = written.json
      const read = await call(`${api}/Content/${id}`)
      assert.deepEqual(read.json, content)
      const fixed = await putJson(`${api}/Content/${id}/Properties/nn-NO`, {
        Text: 'Du har {0} nye meldingar.',
      })
      assert.equal(fixed.status, 200)
      assert.equal('warnings' in fixed.json, false)
    })

    it('warns of an ICU plural without other, and of nb and nn plurals without one and other', async () => {
      const created = await create({ Text: '{n, plural, one {# fil}}', LanguageCode: 'nb-NO' })
      assert.deepEqual(checksOf(created.json.warnings), ['nb-NO icu', 'nb-NO plurals'])
      const both = await putJson(`${api}/Content/${created.json.id}`, {
        Properties: [
          { Text: '{n, plural, one {# fil} other {# filer}}', LanguageCode: 'nb-NO' },
          { Text: '{n, plural, other {# filer}}', LanguageCode: 'nn-NO' },
        ],
      })
      assert.equal(both.status, 200, both.text)
      assert.deepEqual(both.json.warnings, [
        {
          check: 'plurals',
          languageCode: 'nn-NO',
          message: 'The plural of {n} lacks the "one" branch that nn-NO needs ("one" and "other").',
        },
      ])
    })

    it('warns when markup is unbalanced or differs from the source’s', async () => {
      const { json } = await create({ Text: 'Trykk <b>her</b> for å <i>lagre</i>', LanguageCode: 'nb-NO' })
      const answer = await putJson(`${api}/Content/${json.id}/Properties/nn-NO`, {
        Text: 'Trykk <b>her for å lagre',
      })
      assert.deepEqual(checksOf(answer.json.warnings), [
        'nn-NO markup',
        'nn-NO markup',
        'nn-NO markup',
        'nn-NO markup',
      ])
      assert.equal(answer.json.warnings[0].message, 'The tags are not balanced: <b> is not closed.')
    })

    it('warns of a text longer than the content’s MaxLength, in the source language too', async () => {
      const { json } = await create({ Text: 'Lagre', LanguageCode: 'nb-NO' })
      assert.equal((await putJson(`${api}/Content/${json.id}/MaxLength`, { MaxLength: 10 })).status, 200)
      const long = await putJson(`${api}/Content/${json.id}`, {
        Properties: [
          { Text: 'Lagre alt no', LanguageCode: 'nb-NO' },
          { Text: 'Lagre', LanguageCode: 'nn-NO' },
        ],
      })
      assert.deepEqual(long.json.warnings, [
        {
          check: 'maxLength',
          languageCode: 'nb-NO',
          message: "The text is 12 characters long; the content's limit is 10.",
        },
      ])
    })

    it('answers a retried write (Idempotency-Key) with the same warnings', async () => {
      const { json } = await create({ Text: 'Du har {0} saker.', LanguageCode: 'nb-NO' })
      const headers = { 'idempotency-key': `warned-${json.id}` }
      const url = `${api}/Content/${json.id}/Properties/nn-NO`
      const first = await putJson(url, { Text: 'Du har saker.' }, headers)
      const retry = await putJson(url, { Text: 'Du har saker.' }, headers)
      assert.equal(first.status, 200)
      assert.deepEqual(checksOf(first.json.warnings), ['nn-NO placeholders'])
      assert.equal(retry.text, first.text)
      assert.equal(retry.headers.get('etag'), first.headers.get('etag'))
    })
  })

  describe(`a retry after a lost answer on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
    })
    after(() => testStore?.drop())

    it('answers the warnings of the texts the committed write wrote, made again after a restart', async () => {
      // The store commits the create, then fails as it answers.
      const failing = await startApp(testStore.location, {
        wrapStore: (store) => ({
          ...store,
          writes: overriding(store.writes, {
            createContent: async (texts, options) => {
              await store.writes.createContent(texts, options)
              throw new StoreUnavailableError('the connection was lost after the commit')
            },
          }),
        }),
      })
      const body = { Text: '{n, plural, one {# sak}}', LanguageCode: 'nn-NO' }
      const headers = { 'idempotency-key': 'lost-warnings' }
      try {
        assert.equal((await postJson(`${failing.url}/ContentApi/Content`, body, headers)).status, 503)
      } finally {
        await failing.close()
      }
      const restarted = await startApp(testStore.location)
      try {
        const retry = await postJson(`${restarted.url}/ContentApi/Content`, body, headers)
        assert.equal(retry.status, 201, retry.text)
        assert.deepEqual(checksOf(retry.json.warnings), ['nn-NO icu', 'nn-NO plurals'])
        // What a write of the same text answers.
        const fresh = await postJson(`${restarted.url}/ContentApi/Content`, body)
        assert.deepEqual(retry.json.warnings, fresh.json.warnings)
      } finally {
        await restarted.close()
      }
    })
  })

  describe(`CHECKS_BLOCKING=placeholders,maxLength on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { CHECKS_BLOCKING: 'placeholders,maxLength' } })
    let api: string
    before(() => {
      api = `${suite.running.url}/ContentApi`
    })

    it('refuses a text without the source’s {0} with a 422 naming the check and the language; nothing is written', async () => {
      const created = await postJson(`${api}/Content`, {
        Text: 'Du har {0} nye meldinger',
        LanguageCode: 'nb-NO',
      })
      const id = created.json.id
      const refused = await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: 'Du har nye meldingar' })
      assert.equal(refused.status, 422, refused.text)
      assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
      assert.match(
        refused.json.detail,
        /^Refused by the check placeholders \(nn-NO\), which CHECKS_BLOCKING makes blocking; nothing was written\./,
      )
      assert.match(refused.json.detail, /The source has the placeholder \{0\}; this text lacks it\./)
      const read = await call(`${api}/Content/${id}`)
      assert.equal(read.headers.get('etag'), created.headers.get('etag'), 'no new version')
      assert.deepEqual(
        read.json.properties.map((p: { language: { languageCode: string } }) => p.language.languageCode),
        ['nb-NO'],
      )
      // Other checks still only warn.
      const warned = await putJson(`${api}/Content/${id}/Properties/nn-NO`, {
        Text: 'Du har {0} nye meldingar.',
      })
      assert.equal(warned.status, 200)
      assert.deepEqual(checksOf(warned.json.warnings), ['nn-NO punctuation'])
    })

    it('refuses a create whose texts fail, and a text over the MaxLength; a stale If-Match is a 412', async () => {
      const before = (await call(`${api}/Content?limit=1000`)).json.length
      const refused = await postJson(`${api}/Content`, {
        Properties: [
          { Text: 'Hei {name}', LanguageCode: 'nb-NO' },
          { Text: 'Hei', LanguageCode: 'nn-NO' },
        ],
      })
      assert.equal(refused.status, 422, refused.text)
      assert.equal((await call(`${api}/Content?limit=1000`)).json.length, before, 'nothing created')
      const { json, headers } = await postJson(`${api}/Content`, { Text: 'Lagre', LanguageCode: 'nb-NO' })
      const limited = await putJson(`${api}/Content/${json.id}/MaxLength`, { MaxLength: 8 })
      const tooLong = await putJson(`${api}/Content/${json.id}/Properties/nn-NO`, {
        Text: 'Lagre no med ein gong',
      })
      assert.equal(tooLong.status, 422)
      assert.match(tooLong.json.detail, /maxLength \(nn-NO\)/)
      const stale = await putJson(
        `${api}/Content/${json.id}/Properties/nn-NO`,
        { Text: 'Lagre' },
        { 'if-match': headers.get('etag') as string },
      )
      assert.equal(stale.status, 412)
      assert.equal(stale.headers.get('etag'), limited.headers.get('etag'))
    })
  })

  describe(`CHECKS_BLOCKING against a source changed meanwhile on ${dialect}`, {
    skip: skipReason(dialect),
  }, () => {
    let testStore: TestStore
    let running: RunningApp
    let interfere: ((id: number) => Promise<void>) | undefined
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, {
        env: { CHECKS_BLOCKING: 'placeholders' },
        // Another writer changes the source between the check and the write (once).
        wrapStore: (store) => ({
          ...store,
          writes: overriding(store.writes, {
            writeTexts: async (id: number, texts: readonly ResolvedText[], options: TextWriteOptions) => {
              const meddle = interfere
              interfere = undefined
              await meddle?.(id)
              return store.writes.writeTexts(id, texts, options)
            },
          }),
        }),
      })
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    it('checks again against the new source and refuses; nothing of the translation is written', async () => {
      const api = `${running.url}/ContentApi`
      const created = await postJson(`${api}/Content`, { Text: 'Hei', LanguageCode: 'nb-NO' })
      const id = created.json.id
      const bokmal = await running.store.languages.findLanguage('nb-NO')
      interfere = async (contentId) => {
        await running.store.writes.writeTexts(contentId, [{ language: bokmal, text: 'Hei {0}' }], {
          by: 'other',
        })
      }
      const answer = await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: 'Hei' })
      assert.equal(answer.status, 422, answer.text)
      const read = await call(`${api}/Content/${id}`)
      assert.deepEqual(
        read.json.properties.map((p: { text: string }) => p.text),
        ['Hei {0}'],
      )
    })
  })

  describe(`TEXT_CHECKS=off on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { TEXT_CHECKS: 'off', CHECKS_BLOCKING: 'placeholders' } })

    it('answers no warnings and refuses nothing', async () => {
      const api = `${suite.running.url}/ContentApi`
      const { json } = await postJson(`${api}/Content`, {
        Text: '{n, plural, one {# fil}} {0}',
        LanguageCode: 'nb-NO',
      })
      assert.equal('warnings' in json, false)
      const answer = await putJson(`${api}/Content/${json.id}/Properties/nn-NO`, { Text: 'Filer' })
      assert.equal(answer.status, 200)
      assert.equal('warnings' in answer.json, false)
    })
  })

  describe(`warnings of imports and fills on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)
    let api: string
    before(() => {
      api = `${suite.running.url}/ContentApi`
    })

    it('lists the warnings per content in the report of a formats import, dry runs included', async () => {
      const { json } = await postJson(`${api}/Content`, {
        Text: 'Du har {0} saker',
        LanguageCode: 'nb-NO',
        Key: 'saker.tal',
      })
      const file = JSON.stringify({ saker: { tal: 'Du har saker' }, ny: { tekst: '{n, plural, one {#}}' } })
      const send = (dryRun: boolean) =>
        call(`${api}/Translations/Import?format=i18next&language=nn-NO&dryRun=${dryRun}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: file,
        })
      const dry = await send(true)
      assert.equal(dry.status, 200, dry.text)
      assert.deepEqual(
        dry.json.warnings.map((w: { contentId?: number; key: string; warnings: Warning[] }) => [
          w.contentId,
          w.key,
          checksOf(w.warnings),
        ]),
        [
          [json.id, 'saker.tal', ['nn-NO placeholders']],
          [undefined, 'ny.tekst', ['nn-NO icu', 'nn-NO plurals']],
        ],
      )
      const done = await send(false)
      assert.equal(done.status, 200, done.text)
      assert.equal(done.json.updated, 1)
      assert.equal(done.json.created, 1)
      const created = (await call(`${api}/Content/ByKey/ny.tekst`)).json.id
      assert.deepEqual(
        done.json.warnings.map((w: { contentId?: number; key: string }) => [w.contentId, w.key]),
        [
          [json.id, 'saker.tal'],
          [created, 'ny.tekst'],
        ],
      )
    })

    it('lists the warnings per content in the report of an XLIFF import', async () => {
      const { json } = await postJson(`${api}/Content`, {
        Text: 'Les <b>vilkårene</b>',
        LanguageCode: 'nb-NO',
      })
      const version = json.properties[0].version.id
      const doc = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="content-store" datatype="plaintext" source-language="nb-NO" target-language="nn-NO">
    <body>
      <trans-unit id="${json.id}">
        <source>Les &lt;b&gt;vilkårene&lt;/b&gt;</source>
        <target>Les vilkåra</target>
        <note from="developer">content-store: content ${json.id}, source nb-NO version ${version}</note>
      </trans-unit>
    </body>
  </file>
</xliff>`
      const answer = await call(`${api}/Translations/Xliff`, {
        method: 'POST',
        headers: { 'content-type': 'application/xliff+xml' },
        body: doc,
      })
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.json.written, 1)
      assert.deepEqual(answer.json.warnings, [
        {
          contentId: json.id,
          warnings: [
            {
              check: 'markup',
              languageCode: 'nn-NO',
              message: 'The source has the tag <b>; this text lacks it.',
            },
            {
              check: 'markup',
              languageCode: 'nn-NO',
              message: 'The source has the tag </b>; this text lacks it.',
            },
          ],
        },
      ])
    })

    it('lists the warnings of the drafts a fill writes', {
      skip: apertiumMissing && 'Apertium is not installed',
    }, async () => {
      const { json } = await postJson(`${api}/Content`, {
        Text: 'Vi har ikke mottatt dokumentene dine',
        LanguageCode: 'nb-NO',
        Key: 'fill.lang',
      })
      assert.equal((await putJson(`${api}/Content/${json.id}/MaxLength`, { MaxLength: 12 })).status, 200)
      const answer = await call(`${api}/Translations/Drafts?from=nb-NO&to=nn-NO&keyPrefix=fill.`, {
        method: 'POST',
      })
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.json.written, 1)
      assert.deepEqual(
        answer.json.warnings.map((w: { contentId: number; warnings: Warning[] }) => [
          w.contentId,
          checksOf(w.warnings),
        ]),
        [[json.id, ['nn-NO maxLength']]],
      )
    })
  })
}

const WRITER = 'checks-writer-key-0123456789'
const READER = 'checks-reader-key-0123456789'

for (const dialect of DIALECTS) {
  describe(`checks over a language, and of an unsaved text, on ${dialect}`, {
    skip: skipReason(dialect),
  }, () => {
    const suite = appOnStore(dialect, { env: { API_KEYS: `${WRITER}:write,${READER}:read` } })
    const write = { authorization: `Bearer ${WRITER}` }
    let api: string
    const ids: Record<string, number> = {}
    const create = async (name: string, nb: string, nn?: string) => {
      const answer = await postJson(
        `${api}/Content`,
        {
          Properties: [
            { Text: nb, LanguageCode: 'nb-NO' },
            ...(nn === undefined ? [] : [{ Text: nn, LanguageCode: 'nn-NO' }]),
          ],
        },
        write,
      )
      assert.equal(answer.status, 201, answer.text)
      ids[name] = answer.json.id
    }

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      await create('placeholder', 'Du har {0} meldinger.', 'Du har meldingar.')
      await create('punctuation', 'Lagre', 'Lagre!')
      await create('archived', 'Lagre {0}', 'Lagre')
      assert.equal(
        (await call(`${api}/Content/${ids.archived}`, { method: 'DELETE', headers: write })).status,
        204,
      )
      await create('icu', '{n, plural, one {#}}')
      await create('markup', 'Trykk <b>her</b>.', 'Trykk <b>her.')
      await create('long', 'Lagre', 'Lagre')
      const limited = await putJson(`${api}/Content/${ids.long}/MaxLength`, { MaxLength: 3 }, write)
      assert.equal(limited.status, 200, limited.text)
      await create('fine', 'Hei {0}.', 'Hei {0}.')
    })

    it('lists per check the current texts of a language it warns about, ascending, archived ones left out', async () => {
      const nynorsk = await call(`${api}/Checks?language=nn-NO`)
      assert.equal(nynorsk.status, 200, nynorsk.text)
      assert.equal(nynorsk.json.languageCode, 'nn-NO')
      assert.deepEqual(Object.entries(nynorsk.json.checks), [
        ['placeholders', { count: 1, contentIds: [ids.placeholder] }],
        ['markup', { count: 1, contentIds: [ids.markup] }],
        ['punctuation', { count: 1, contentIds: [ids.punctuation] }],
        ['maxLength', { count: 1, contentIds: [ids.long] }],
      ])
      const bokmal = await call(`${api}/Checks?language=nb-no`)
      assert.deepEqual(bokmal.json, {
        languageCode: 'nb-NO',
        checks: {
          icu: { count: 1, contentIds: [ids.icu] },
          plurals: { count: 1, contentIds: [ids.icu] },
          maxLength: { count: 1, contentIds: [ids.long] },
        },
      })
      assert.deepEqual((await call(`${api}/Checks?language=en-US`)).json, {
        languageCode: 'en-US',
        checks: {},
      })
      assert.equal((await call(`${api}/Checks?language=xx-XX`)).status, 400)
      assert.equal((await call(`${api}/Checks`)).status, 400)
    })

    it('counts per language in Coverage the texts with warnings, and counts again after a write', async () => {
      const count = async () =>
        Object.fromEntries(
          (await call(`${api}/Coverage`)).json.languages.map(
            (l: { languageCode: string; warnings: number }) => [l.languageCode, l.warnings],
          ),
        )
      assert.deepEqual(await count(), { 'nb-NO': 2, 'nn-NO': 4, 'en-US': 0 })
      const fixed = await putJson(
        `${api}/Content/${ids.punctuation}/Properties/nn-NO`,
        { Text: 'Lagre' },
        write,
      )
      assert.equal(fixed.status, 200)
      assert.deepEqual(await count(), { 'nb-NO': 2, 'nn-NO': 3, 'en-US': 0 })
    })

    it('checks an unsaved text against the content’s source, writes nothing, and a key that may read may ask', async () => {
      const url = `${api}/Content/${ids.placeholder}/Checks`
      const before = await call(`${api}/Content/${ids.placeholder}`)
      const answer = await postJson(
        url,
        { languageCode: 'nn-NO', text: 'Du har nye meldingar' },
        {
          authorization: `Bearer ${READER}`,
        },
      )
      assert.equal(answer.status, 200, answer.text)
      assert.deepEqual(answer.json.warnings, [
        { check: 'placeholders', languageCode: 'nn-NO', message: MISSING_ZERO },
        {
          check: 'punctuation',
          languageCode: 'nn-NO',
          message: 'The source ends with a full stop; this text ends with none.',
        },
      ])
      const fine = await postJson(url, { LanguageCode: 'nn-NO', Text: 'Du har {0} meldingar.' }, write)
      assert.deepEqual(fine.json, { warnings: [] })
      // The source itself: only the checks that look at every text.
      const source = await postJson(url, { LanguageCode: 'nb-NO', Text: '{n, plural, one {#}}' }, write)
      assert.deepEqual(checksOf(source.json.warnings), ['nb-NO icu', 'nb-NO plurals'])
      const after = await call(`${api}/Content/${ids.placeholder}`)
      assert.equal(after.headers.get('etag'), before.headers.get('etag'))
      assert.equal(
        (await postJson(`${api}/Content/999999/Checks`, { LanguageCode: 'nn-NO', Text: 'x' })).status,
        404,
      )
      assert.equal((await postJson(url, { LanguageCode: 'xx', Text: 'x' })).status, 400)
      // Setting a MaxLength is a write: a key that may only read may not.
      assert.equal(
        (
          await postJson(
            `${api}/Content/${ids.placeholder}/MaxLength`,
            { MaxLength: 4 },
            {
              authorization: `Bearer ${READER}`,
            },
          )
        ).status,
        403,
      )
    })
  })
}
