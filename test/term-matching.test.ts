// Matching terms in texts: by stems as search does, so inflected forms match ("søknaden" the term "søknad",
// "behandlar" the term "behandle", "forms" the term "form"), multi-word terms as a run of words; and the
// termbase's checker, which reads its entries from each store.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { termWarnings } from '../src/rules/terms/term-matching.js'
import { indexOfStems, queryPrefixes, stemsOf, termSearchKey } from '../src/rules/terms/term-words.js'
import type { TermEntry } from '../src/schemas/terms.js'
import { TermCheckService } from '../src/services/terms/term-checker.js'
import type { Store } from '../src/store/content-store.js'
import { openStore } from '../src/store/open-store.js'
import { EN, NB, NN } from './helpers/languages.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const entry = (
  id: number,
  ...terms: [string, string, 'preferred' | 'admitted' | 'forbidden'][]
): TermEntry => ({
  id,
  terms: terms.map(([languageCode, term, status]) => ({ languageCode, term, status })),
  createdAt: '2026-11-29T00:00:00.000Z',
  createdBy: 'test',
  updatedAt: '2026-11-29T00:00:00.000Z',
  updatedBy: 'test',
})

const HANDSAME = entry(
  1,
  ['nn-NO', 'handsame', 'preferred'],
  ['nn-NO', 'behandle', 'forbidden'],
  ['nb-NO', 'behandle', 'preferred'],
  ['en-US', 'process', 'preferred'],
)
const SOKNAD = entry(
  2,
  ['nb-NO', 'søknad', 'preferred'],
  ['nn-NO', 'søknad', 'preferred'],
  ['en-US', 'application', 'preferred'],
)
const MI_SIDE = entry(
  3,
  ['nn-NO', 'Mi side', 'preferred'],
  ['nn-NO', 'Min side', 'forbidden'],
  ['nb-NO', 'Min side', 'preferred'],
)
const FORM = entry(4, ['en-US', 'form', 'preferred'], ['nb-NO', 'skjema', 'preferred'])
const ENTRIES = [HANDSAME, SOKNAD, MI_SIDE, FORM]

const check = (languageCode: string, text: string, source?: [string, string]) =>
  termWarnings(
    {
      target: { languageCode, text },
      ...(source ? { source: { languageCode: source[0], text: source[1] } } : {}),
    },
    ENTRIES,
  )

describe('term matching', () => {
  it('matches inflected forms by their stems, and multi-word terms as a run of words', () => {
    const has = (code: string, text: string, term: string) =>
      indexOfStems(stemsOf(code, text), stemsOf(code, term)) >= 0
    assert.ok(has('nb-NO', 'Send søknaden i dag', 'søknad'))
    assert.ok(has('nn-NO', 'Vi behandlar saka', 'behandle'))
    assert.ok(has('en-US', 'Fill in the forms', 'form'))
    assert.ok(has('nn-NO', 'Gå til Mi side.', 'Mi side'))
    assert.ok(!has('nn-NO', 'Mi nye side', 'Mi side'), 'the words of a term in a run')
    assert.ok(!has('nb-NO', 'Send inn i dag', 'søknad'))
  })

  it("warns of a forbidden term of the text's language, naming it and the preferred term", () => {
    const [warning, ...rest] = check('nn-NO', 'Vi behandlar søknaden din.')
    assert.equal(rest.length, 0)
    assert.equal(warning?.check, 'forbiddenTerm')
    assert.equal(warning?.languageCode, 'nn-NO')
    assert.match(warning?.message ?? '', /"behandle"/)
    assert.match(warning?.message ?? '', /"handsame"/)
    assert.deepEqual(check('nb-NO', 'Vi behandler søknaden din.'), [], 'behandle is preferred in nb-NO')
    assert.deepEqual(check('nn-NO', 'Vi handsamar søknaden din.'), [])
    assert.equal(check('nn-NO', 'Gå til Min side')[0]?.check, 'forbiddenTerm')
  })

  it('warns of a missing preferred term where the source has a term of the entry', () => {
    const missing = check('nn-NO', 'Vi ser på saka.', ['nb-NO', 'Vi behandler søknaden.'])
    assert.deepEqual(
      missing.map((w) => w.check),
      ['missingTerm', 'missingTerm'],
    )
    assert.match(missing[0]?.message ?? '', /"behandle".*"handsame"/)
    assert.match(missing[1]?.message ?? '', /"søknad"/)
    assert.deepEqual(check('nn-NO', 'Vi handsamar søknadene.', ['nb-NO', 'Vi behandler søknaden.']), [])
    // The source's plural and the target's inflection both match.
    assert.deepEqual(check('en-US', 'Send the applications', ['nb-NO', 'Send søknadene']), [])
    assert.equal(check('en-US', 'Send it', ['nb-NO', 'Send søknadene'])[0]?.check, 'missingTerm')
    // Both warnings at once: the forbidden form used in place of the preferred one.
    assert.deepEqual(
      check('nn-NO', 'Vi behandlar søknaden.', ['nb-NO', 'Vi behandler søknaden.']).map((w) => w.check),
      ['forbiddenTerm', 'missingTerm'],
    )
    // An entry without a preferred term in the target language asks nothing of it.
    assert.deepEqual(check('nn-NO', 'Fyll ut', ['en-US', 'Fill in the form']), [])
  })

  it('finds entries by the folded words and stems of their terms', () => {
    const key = termSearchKey([
      { languageCode: 'nn-NO', term: 'Handsame' },
      { languageCode: 'en-US', term: 'Forms' },
    ])
    assert.equal(key, ' handsame handsam forms form ')
    assert.deepEqual(queryPrefixes('søknaden Behandlar'), [['søknad'], ['behandl']])
  })
})

for (const dialect of DIALECTS) {
  describe(`the termbase's checker on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let store: Store
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      store = (await openStore(testStore.location)).store
    })
    after(async () => {
      await store?.close()
      await testStore?.drop()
    })

    it('reads the entries of the languages it checks from the store, each call', async () => {
      const checker = new TermCheckService(store.terms, store.languages)
      const input = { target: { languageCode: 'nn-NO', text: 'Vi behandlar søknaden.' } }
      assert.deepEqual(await checker.warnings([input]), [[]])
      const [created] = await store.terms.createEntries(
        [
          {
            note: '',
            terms: [
              { language: NN, term: 'handsame', status: 'preferred' },
              { language: NN, term: 'behandle', status: 'forbidden' },
              { language: NB, term: 'behandle', status: 'preferred' },
            ],
          },
          { note: '', terms: [{ language: EN, term: 'application', status: 'preferred' }] },
        ],
        'test',
      )
      const [warnings] = await checker.warnings([input])
      assert.deepEqual(
        warnings?.map((w) => w.check),
        ['forbiddenTerm'],
      )
      // Each set of languages reads its own entries (the read is made per set: term-store.ts languagesRead).
      const ofLanguages = async (ids: number[]) =>
        (await store.terms.entriesInLanguages(ids)).map((e) => e.terms.map((t) => t.term).join(' '))
      assert.deepEqual(await ofLanguages([EN.id]), ['application'])
      assert.deepEqual(await ofLanguages([NN.id]), ['handsame behandle behandle'])
      assert.deepEqual(await ofLanguages([NB.id, EN.id]), ['handsame behandle behandle', 'application'])
      assert.deepEqual(await ofLanguages([EN.id]), ['application'])
      await store.terms.deleteEntry((created as TermEntry).id)
      assert.deepEqual(await checker.warnings([input]), [[]], 'a deleted entry no longer warns')
    })

    it('sees at once what another instance on the same store writes and deletes', async () => {
      const other = (await openStore(testStore.location)).store
      try {
        const here = new TermCheckService(store.terms, store.languages)
        const input = { target: { languageCode: 'nn-NO', text: 'Gå til Min side.' } }
        const [written] = await other.terms.createEntries(
          [{ note: '', terms: [{ language: NN, term: 'Min side', status: 'forbidden' }] }],
          'other',
        )
        const id = (written as TermEntry).id
        assert.deepEqual(
          (await here.warnings([input]))[0]?.map((w) => w.check),
          ['forbiddenTerm'],
        )
        await other.terms.replaceEntry(
          id,
          { note: '', terms: [{ language: NN, term: 'Min side', status: 'admitted' }] },
          'other',
        )
        assert.deepEqual(await here.warnings([input]), [[]])
        await other.terms.deleteEntry(id)
        await assert.rejects(store.terms.getEntry(id), { name: 'NotFoundError' })
      } finally {
        await other.close()
      }
    })
  })
}
