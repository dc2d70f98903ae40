// Publishing under the review policy (REVIEW_REQUIRED) on each store: a published read serves, per language
// that requires review, the newest reviewed version of its text while newer drafts exist, and the current text
// elsewhere; bundles fall back along the chain past a language with nothing published, default to published
// reads when the policy says so, and keep their ETag while only drafts change. needsReview= follows the policy.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { publishedEtag } from '../src/http/published.js'
import type { Content } from '../src/schemas/content.js'
import { appOnStore } from './helpers/app.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const textsOf = (content: Content) =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

for (const dialect of DIALECTS) {
  describe(`publishing with REVIEW_REQUIRED=nn-NO,en-US on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { REVIEW_REQUIRED: 'nn-NO,en-US' } })
    let api: string
    const ids: Record<string, number> = {}
    const approve = async (id: number, language: string) => {
      const answer = await call(`${api}/Content/${id}/Properties/${language}/Approve`, { method: 'POST' })
      assert.equal(answer.status, 200, answer.text)
    }
    const write = async (id: number, language: string, text: string) => {
      const answer = await putJson(`${api}/Content/${id}/Properties/${language}`, { Text: text })
      assert.equal(answer.status, 200, answer.text)
    }
    const create = async (name: string, body: unknown) => {
      const answer = await postJson(`${api}/Content`, body)
      assert.equal(answer.status, 201, answer.text)
      ids[name] = answer.json.id
      return answer.json.id as number
    }

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      // Reviewed Nynorsk v1, then a newer draft: the published read keeps v1.
      const form = await create('form', {
        Properties: [
          { Text: 'Søk om skoleskyss', LanguageCode: 'nb-NO' },
          { Text: 'Søk om skuleskyss', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/skyss',
      })
      await approve(form, 'nn-NO')
      await write(form, 'nn-NO', 'Søk om skuleskyss no (utkast)')
      // Nynorsk never reviewed: nothing published in nn-NO, the bundle falls back to Bokmål.
      const draftOnly = await create('draftOnly', {
        Properties: [
          { Text: 'Bare bokmål er publisert', LanguageCode: 'nb-NO' },
          { Text: 'Berre eit utkast', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/utkast',
      })
      assert.ok(draftOnly)
      // Reviewed, then deleted and written again: a deletion unpublishes; the new text waits for review.
      const rewritten = await create('rewritten', {
        Properties: [
          { Text: 'Gammel tekst', LanguageCode: 'nb-NO' },
          { Text: 'Gammal tekst', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/omskriven',
      })
      await approve(rewritten, 'nn-NO')
      assert.equal((await del(`${api}/Content/${rewritten}/Properties/nn-NO`)).status, 204)
      await write(rewritten, 'nn-NO', 'Ny tekst, ikkje godkjend')
    })

    it('serves the last reviewed version while a newer unreviewed one exists, with its own ETag', async () => {
      const plain = await call(`${api}/Content/${ids.form}`)
      const published = await call(`${api}/Content/${ids.form}?published=true`)

      assert.equal(published.status, 200, published.text)
      assert.deepEqual(textsOf(plain.json), {
        'nb-NO': 'Søk om skoleskyss',
        'nn-NO': 'Søk om skuleskyss no (utkast)',
      })
      // nb-NO does not require review: its current text is published.
      assert.deepEqual(textsOf(published.json), {
        'nb-NO': 'Søk om skoleskyss',
        'nn-NO': 'Søk om skuleskyss',
      })
      const nynorsk = published.json.properties.find(
        (p: { language: { languageCode: string } }) => p.language.languageCode === 'nn-NO',
      )
      assert.equal(nynorsk.workflow.state, 'reviewed')
      assert.equal(nynorsk.workflow.outdated, undefined)
      assert.ok(nynorsk.version.id < plain.json.properties[1].version.id)
      assert.match(published.headers.get('etag') ?? '', /^"p-[A-Za-z0-9_-]+"$/)
      assert.notEqual(published.headers.get('etag'), plain.headers.get('etag'))
      // The same by key.
      const byKey = await call(`${api}/Content/ByKey/skjema/skyss?published=true`)
      assert.equal(byKey.text, published.text)
      assert.equal(byKey.headers.get('etag'), published.headers.get('etag'))
    })

    it('leaves out a language with nothing published, and a text deleted after its review', async () => {
      const draftOnly = await call(`${api}/Content/${ids.draftOnly}?published=true`)
      assert.deepEqual(textsOf(draftOnly.json), { 'nb-NO': 'Bare bokmål er publisert' })
      const rewritten = await call(`${api}/Content/${ids.rewritten}?published=true`)
      assert.deepEqual(textsOf(rewritten.json), { 'nb-NO': 'Gammel tekst' })
    })

    it('keeps the published ETag while only drafts change, and changes it when a review publishes', async () => {
      const first = await call(`${api}/Content/${ids.draftOnly}?published=true`)
      const tag = first.headers.get('etag') as string
      await write(ids.draftOnly as number, 'nn-NO', 'Berre eit utkast, endra')
      // A new version, and a new plain ETag, but nothing new published.
      const again = await call(`${api}/Content/${ids.draftOnly}?published=true`, {
        headers: { 'if-none-match': tag },
      })
      assert.equal(again.status, 304)
      assert.equal(again.headers.get('etag'), tag)

      await approve(ids.draftOnly as number, 'nn-NO')
      const after = await call(`${api}/Content/${ids.draftOnly}?published=true`, {
        headers: { 'if-none-match': tag },
      })
      assert.equal(after.status, 200)
      assert.notEqual(after.headers.get('etag'), tag)
      assert.equal(textsOf(after.json)['nn-NO'], 'Berre eit utkast, endra')
    })

    it('bundles published texts by default, falling back along the chain; published=false gives drafts', async () => {
      const published = await call(`${api}/Bundles/nn-NO?keyPrefix=skjema/`)
      assert.equal(published.status, 200, published.text)
      assert.deepEqual(published.json, {
        'skjema/skyss': 'Søk om skuleskyss',
        'skjema/utkast': 'Berre eit utkast, endra',
        // Nothing published in nn-NO since the deletion: Bokmål, the next of nn-NO's chain.
        'skjema/omskriven': 'Gammel tekst',
      })
      // Every window of ids, not only a key range, reads the same.
      const whole = await call(`${api}/Bundles/nn-NO`)
      assert.deepEqual(whole.json, published.json)

      const drafts = await call(`${api}/Bundles/nn-NO?keyPrefix=skjema/&published=false`)
      assert.deepEqual(drafts.json, {
        'skjema/skyss': 'Søk om skuleskyss no (utkast)',
        'skjema/utkast': 'Berre eit utkast, endra',
        'skjema/omskriven': 'Ny tekst, ikkje godkjend',
      })
      assert.notEqual(drafts.headers.get('etag'), published.headers.get('etag'))
    })

    it("keeps a published bundle's ETag across draft writes, and changes it when a review publishes", async () => {
      const first = await call(`${api}/Bundles/nn-NO`)
      const tag = first.headers.get('etag') as string
      // Its tag is the digest of its bytes, which the service keeps in pieces and hashes piece by piece.
      assert.equal(tag, publishedEtag(first.text))
      const plainBefore = (await call(`${api}/Bundles/nn-NO?published=false`)).headers.get('etag')

      await write(ids.form as number, 'nn-NO', 'Søk om skuleskyss no (utkast 2)')
      const plainAfter = (await call(`${api}/Bundles/nn-NO?published=false`)).headers.get('etag')
      assert.notEqual(plainAfter, plainBefore)
      const unchanged = await call(`${api}/Bundles/nn-NO`, { headers: { 'if-none-match': tag } })
      assert.equal(unchanged.status, 304)

      await approve(ids.form as number, 'nn-NO')
      const changed = await call(`${api}/Bundles/nn-NO`, { headers: { 'if-none-match': tag } })
      assert.equal(changed.status, 200)
      assert.notEqual(changed.headers.get('etag'), tag)
      assert.equal(changed.json['skjema/skyss'], 'Søk om skuleskyss no (utkast 2)')
    })

    it('lists with needsReview every text of a review-required language that is not reviewed', async () => {
      const listed = await call(`${api}/Content?needsReview=nn-NO`)
      assert.equal(listed.status, 200, listed.text)
      // form and draftOnly are reviewed now; rewritten's new text is not.
      assert.deepEqual(
        listed.json.map((c: Content) => c.id),
        [ids.rewritten],
      )
      // Bokmål does not require review: only machine drafts would be listed, and there are none.
      assert.deepEqual((await call(`${api}/Content?needsReview=nb-NO`)).json, [])
    })

    it('answers a published read of an archived content 410, and a bad published value 400', async () => {
      const gone = await create('gone', { Text: 'Arkivert', LanguageCode: 'nb-NO' })
      assert.equal((await del(`${api}/Content/${gone}`)).status, 204)
      const archived = await call(`${api}/Content/${gone}?published=true`)
      assert.equal(archived.status, 410)
      assert.equal(archived.headers.get('content-type'), PROBLEM_JSON)
      const bad = await call(`${api}/Content/${ids.form}?published=maybe`)
      assert.equal(bad.status, 400)
      assert.deepEqual(Object.keys(bad.json.errors), ['published'])
    })

    it('publishes the newest review across several later drafts, until a newer review', async () => {
      const id = await create('reviews', {
        Properties: [
          { Text: 'Søknad', LanguageCode: 'nb-NO' },
          { Text: 'Application', LanguageCode: 'en-US' },
        ],
      })
      await approve(id, 'en-US')
      await write(id, 'en-US', 'Application, draft 1')
      await write(id, 'en-US', 'Application, draft 2')
      const first = await call(`${api}/Content/${id}?published=true`)
      assert.deepEqual(textsOf(first.json), { 'nb-NO': 'Søknad', 'en-US': 'Application' })

      await approve(id, 'en-US')
      await write(id, 'en-US', 'Application, draft 3')
      const second = await call(`${api}/Content/${id}?published=true`)
      assert.deepEqual(textsOf(second.json), { 'nb-NO': 'Søknad', 'en-US': 'Application, draft 2' })
      assert.notEqual(second.headers.get('etag'), first.headers.get('etag'))
    })

    it("changes the published ETag when the content's key changes, though no text does", async () => {
      const before = await call(`${api}/Content/${ids.rewritten}?published=true`)
      const tag = before.headers.get('etag') as string
      const moved = await putJson(`${api}/Content/${ids.rewritten}/Key`, { Key: 'skjema/flytta' })
      assert.equal(moved.status, 200, moved.text)
      const after = await call(`${api}/Content/${ids.rewritten}?published=true`, {
        headers: { 'if-none-match': tag },
      })
      assert.equal(after.status, 200)
      assert.equal(after.json.key, 'skjema/flytta')
      assert.deepEqual(after.json.properties, before.json.properties)
      assert.notEqual(after.headers.get('etag'), tag)
    })
    it('answers each published read with the published Content as JSON.stringify writes it, tagged by its bytes', async () => {
      // A source edited after its reviewed translation: the current nn-NO draft is outdated, and what is
      // published (the reviewed version, based on the first source) says nothing of it.
      const based = await create('based', {
        Properties: [
          { Text: 'Kilde', LanguageCode: 'nb-NO' },
          { Text: 'Kjelde', LanguageCode: 'nn-NO' },
        ],
        Key: 'skjema/kjelde',
      })
      await approve(based, 'nn-NO')
      await write(based, 'nn-NO', 'Kjelde (utkast)')
      await write(based, 'nb-NO', 'Kilde, endra')
      const current = await call(`${api}/Content/${based}`)
      assert.equal(current.json.properties[1].workflow.outdated, true)
      const store = suite.running.store
      let compared = 0
      for (const [name, id] of Object.entries(ids)) {
        const answer = await call(`${api}/Content/${id}?published=true`)
        if (name === 'gone') {
          assert.equal(answer.status, 410)
          continue
        }
        const content = await store.published.getPublishedContent(id, ['nn-NO', 'en-US'])
        assert.equal(answer.text, JSON.stringify(content), name)
        assert.equal(answer.headers.get('etag'), publishedEtag(answer.text), name)
        compared++
      }
      assert.equal(compared, Object.keys(ids).length - 1)
      const published = JSON.parse((await call(`${api}/Content/${based}?published=true`)).text) as Content
      const nynorsk = published.properties.find((p) => p.language.languageCode === 'nn-NO')
      assert.equal(nynorsk?.text, 'Kjelde')
      assert.equal(nynorsk?.workflow?.basedOn?.languageCode, 'nb-NO')
      assert.equal(nynorsk?.workflow?.outdated, undefined)
      // Every language requiring review ('*'), read from the store: the same bytes as the Content.
      for (const id of Object.values(ids).filter((id) => id !== ids.gone)) {
        const rendered = await store.published.getPublishedJson(id, '*')
        assert.equal(
          String(rendered.json),
          JSON.stringify(await store.published.getPublishedContent(id, '*')),
        )
      }
      const bokmål = JSON.parse(String((await store.published.getPublishedJson(based, '*')).json)) as Content
      assert.deepEqual(
        bokmål.properties.map((p) => p.language.languageCode),
        ['nn-NO'],
        "under '*' the unreviewed nb-NO text is left out",
      )
    })
  })

  describe(`publishing without a review policy on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('publishes the current texts, drafts included, and bundles current texts by default', async () => {
      const api = `${suite.running.url}/ContentApi`
      const created = await postJson(`${api}/Content`, {
        Properties: [
          { Text: 'Hei', LanguageCode: 'nb-NO' },
          { Text: 'Hei på deg', LanguageCode: 'nn-NO' },
        ],
        Key: 'helsing',
      })
      assert.equal(created.status, 201)
      const plain = await call(`${api}/Content/${created.json.id}`)
      const published = await call(`${api}/Content/${created.json.id}?published=true`)
      assert.deepEqual(textsOf(published.json), textsOf(plain.json))
      assert.notEqual(published.headers.get('etag'), plain.headers.get('etag'))
      // No policy: a plain bundle (its ETag is the store's stamp, not a digest).
      const bundle = await call(`${api}/Bundles/nn-NO`)
      assert.deepEqual(bundle.json, { helsing: 'Hei på deg' })
      assert.doesNotMatch(bundle.headers.get('etag') ?? '', /^"p-/)
      // needsReview lists machine drafts only: a text a person wrote is not one.
      assert.deepEqual((await call(`${api}/Content?needsReview=nn-NO`)).json, [])
    })
  })
}
