// Coverage of the translation workflow on each store whose numbers are known, worked out by hand below: texts
// per state and outdated per language, and the two written forms in step (§14) under REVIEW_REQUIRED=nn-NO.
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Coverage } from '../src/schemas/coverage.js'
import { appOnStore } from './helpers/app.js'
import { call, del, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

for (const dialect of DIALECTS) {
  describe(`coverage of the workflow on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { env: { REVIEW_REQUIRED: 'nn-NO' } })
    let api: string
    const create = async (body: unknown) => {
      const answer = await postJson(`${api}/Content`, body)
      assert.equal(answer.status, 201, answer.text)
      return {
        id: answer.json.id as number,
        versionId: Number(answer.headers.get('etag')?.replaceAll('"', '')),
      }
    }
    const both = (nb: string, nn: string, parallel = false) =>
      create({
        Properties: [
          { Text: nb, LanguageCode: 'nb-NO' },
          { Text: nn, LanguageCode: 'nn-NO' },
        ],
        ...(parallel ? { Parallel: true } : {}),
      })
    const approve = async (id: number) => {
      const answer = await call(`${api}/Content/${id}/Properties/nn-NO/Approve`, { method: 'POST' })
      assert.equal(answer.status, 200, answer.text)
    }

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      // A: both forms, Nynorsk translated, not reviewed: out of step (nn-NO requires review).
      await both('A bokmål', 'A nynorsk')
      // B: both, Nynorsk reviewed: in step.
      const b = await both('B bokmål', 'B nynorsk', true)
      await approve(b.id)
      // C: Nynorsk reviewed, then the Bokmål written again: reviewed but outdated, out of step.
      const c = await both('C bokmål', 'C nynorsk')
      await approve(c.id)
      assert.equal((await putJson(`${api}/Content/${c.id}/Properties/nb-NO`, { Text: 'C ny' })).status, 200)
      // D: parallel, Bokmål only. E: parallel, Nynorsk only (its source). Both miss a form.
      await create({ Text: 'D bokmål', LanguageCode: 'nb-NO', Parallel: true })
      await create({ Text: 'E nynorsk', LanguageCode: 'nn-NO', Parallel: true })
      // F: a machine draft into Nynorsk: out of step.
      const f = await create({ Text: 'F bokmål', LanguageCode: 'nb-NO' })
      const nynorsk = await suite.running.store.languages.findLanguage('nn-NO')
      const [drafted] = await suite.running.store.writes.writeDrafts(
        [{ id: f.id, versionId: f.versionId, language: nynorsk, text: 'F nynorsk frå maskina' }],
        'drafts',
      )
      assert.equal(drafted, true)
      // G: Bokmål and English.
      await create({
        Properties: [
          { Text: 'G bokmål', LanguageCode: 'nb-NO' },
          { Text: 'G English', LanguageCode: 'en-US' },
        ],
      })
      // H: archived, parallel, missing Nynorsk: counted nowhere.
      const h = await create({ Text: 'H bokmål', LanguageCode: 'nb-NO', Parallel: true })
      assert.equal((await del(`${api}/Content/${h.id}`)).status, 204)
    })

    it('counts texts per state and outdated, and the written forms in step, out of step and missing', async () => {
      const answer = await call(`${api}/Coverage`)
      assert.equal(answer.status, 200, answer.text)
      const coverage = answer.json as Coverage
      const counts = coverage.languages.map(
        ({
          languageCode,
          contents,
          machine,
          translated,
          reviewed,
          outdated,
          machineDrafts,
          reviewRequired,
        }) => ({
          languageCode,
          contents,
          machine,
          translated,
          reviewed,
          outdated,
          machineDrafts,
          reviewRequired,
        }),
      )
      assert.deepEqual(counts, [
        // A B C D F G, all written by people.
        {
          languageCode: 'nb-NO',
          contents: 6,
          machine: 0,
          translated: 6,
          reviewed: 0,
          outdated: 0,
          machineDrafts: 0,
          reviewRequired: false,
        },
        // A (translated), B (reviewed), C (reviewed, outdated), E (translated), F (machine).
        {
          languageCode: 'nn-NO',
          contents: 5,
          machine: 1,
          translated: 2,
          reviewed: 2,
          outdated: 1,
          machineDrafts: 1,
          reviewRequired: true,
        },
        // G.
        {
          languageCode: 'en-US',
          contents: 1,
          machine: 0,
          translated: 1,
          reviewed: 0,
          outdated: 0,
          machineDrafts: 0,
          reviewRequired: false,
        },
      ])
      // Both forms: A, B, C, F; in step: B. Parallel and missing a form: D, E (H is archived).
      assert.deepEqual(coverage.writtenForms, {
        languages: ['nb-NO', 'nn-NO'],
        inStep: 1,
        outOfStep: 3,
        parallelMissingForm: 2,
      })
      assert.equal(coverage.contents, 7)
    })
  })
}
