// The translation workflow on each store: who wrote each version (`by`), what a translation was made from
// (`basedOn`), when it is outdated, the states machine → translated → reviewed, the listings and the source
// diff, keys limited to languages, and two instances approving and writing at once.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Content, Property } from '../src/schemas/content.js'
import type { VersionRecord } from '../src/schemas/history.js'
import { type RunningApp, startApp } from './helpers/app.js'
import { followUntil } from './helpers/changes.js'
import { databaseUrl } from './helpers/cli.js'
import { call, del, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { freePort, spawnServer } from './helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from './helpers/stores.js'

const ANNA = 'anna-secret-0123456789' // writes every language
const NINA = 'nina-secret-0123456789' // writes nn-NO only
const RITA = 'rita-secret-0123456789' // reviews nn-NO
const KEYS = `anna:${ANNA}:write,nina:${NINA}:write:nn-NO,rita:${RITA}:review:nn-NO`
const as = (secret: string) => ({ Authorization: `Bearer ${secret}` })

const text = (content: Content, code: string): Property | undefined =>
  content.properties.find((p) => p.language.languageCode === code)

for (const dialect of DIALECTS) {
  describe(`the translation workflow on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    let running: RunningApp
    let base: string
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
      running = await startApp(testStore.location, { env: { API_KEYS: KEYS } })
      base = `${running.url}/ContentApi/Content`
    })
    after(async () => {
      await running?.close()
      await testStore?.drop()
    })

    const create = async (body: unknown, secret = ANNA) => {
      const answer = await postJson(base, body, as(secret))
      assert.equal(answer.status, 201, answer.text)
      return answer.json as Content
    }
    const read = async (id: number) => (await call(`${base}/${id}`)).json as Content
    const write = async (id: number, code: string, body: unknown, secret = ANNA) =>
      putJson(`${base}/${id}/Properties/${code}`, body, as(secret))
    const approve = (id: number, code: string, secret = RITA, headers: Record<string, string> = {}) =>
      call(`${base}/${id}/Properties/${code}/Approve`, {
        method: 'POST',
        headers: { ...as(secret), ...headers },
      })

    it('records who wrote each version, from the key and never from a header, in history and changes', async () => {
      const after = (await call(`${running.url}/ContentApi/Changes?after=latest`)).json.next as string
      const created = await postJson(
        base,
        { Text: 'Søknad', LanguageCode: 'nb-NO' },
        { ...as(ANNA), 'X-User': 'mallory', By: 'mallory' },
      )
      const { id } = created.json as Content
      assert.equal((created.json as Content).properties[0]?.workflow?.by, 'anna')
      const nn = await write(id, 'nn-NO', { Text: 'Søknad', By: 'mallory' }, NINA)
      assert.equal(nn.status, 200, nn.text)
      assert.equal(text(nn.json as Content, 'nn-NO')?.workflow?.by, 'nina')

      const history = (await call(`${base}/${id}/Versions`)).json as VersionRecord[]
      assert.deepEqual(
        history.map((v) => [v.kind, v.by]),
        [
          ['created', 'anna'],
          ['textsWritten', 'nina'],
        ],
      )
      // On PostgreSQL a commit reaches the log once no older transaction on the server runs: read until both are there.
      const { changes } = await followUntil(
        running.url,
        (read) => read.filter((c) => c.contentId === id).length >= 2,
        after,
      )
      assert.deepEqual(
        changes.filter((c) => c.contentId === id).map((c) => [c.kind, c.by]),
        [
          ['created', 'anna'],
          ['textsWritten', 'nina'],
        ],
      )
    })

    it('bases a translation on the source text, outdates it by a source edit and a source delete', async () => {
      const content = await create({
        Properties: [
          { Text: 'Søk om barnehageplass', LanguageCode: 'nb-NO' },
          { Text: 'Søk om barnehageplass', LanguageCode: 'nn-NO' },
        ],
        Parallel: true,
      })
      const created = text(content, 'nb-NO')?.version.id as number
      assert.equal(content.sourceLanguage, 'nb-NO')
      assert.equal(content.parallel, true)
      assert.deepEqual(text(content, 'nb-NO')?.workflow, { state: 'translated', by: 'anna', outdated: false })
      assert.deepEqual(text(content, 'nn-NO')?.workflow, {
        state: 'translated',
        by: 'anna',
        outdated: false,
        basedOn: { languageCode: 'nb-NO', versionId: created },
      })

      const edited = await write(content.id, 'nb-NO', { Text: 'Søk om ny plass i barnehagen' })
      assert.equal(edited.status, 200, edited.text)
      const nn = text(edited.json as Content, 'nn-NO')
      assert.equal(nn?.workflow?.outdated, true)
      assert.deepEqual(nn?.workflow?.basedOn, { languageCode: 'nb-NO', versionId: created })

      // Listed, and the diff shows what changed in the source since.
      const listed = (await call(`${base}?outdated=nn-NO&limit=1000`)).json as Content[]
      assert.ok(listed.some((c) => c.id === content.id))
      assert.ok(
        !((await call(`${base}?outdated=nb-NO&limit=1000`)).json as Content[]).some(
          (c) => c.id === content.id,
        ),
      )
      const diff = await call(`${base}/${content.id}/Diff?language=nn-NO`)
      assert.equal(diff.status, 200, diff.text)
      assert.deepEqual(diff.json, {
        language: 'nn-NO',
        basedOn: { languageCode: 'nb-NO', versionId: created },
        sourceVersionId: (edited.json as Content).properties[0]?.version.id,
        outdated: true,
        changes: [
          { value: 'Søk om ' },
          { value: 'barnehageplass', removed: true },
          { value: 'ny plass i barnehagen', added: true },
        ],
      })
      assert.equal((await call(`${base}/${content.id}/Diff?language=nb-NO`)).status, 404)

      // A new translation is based on the source as it is now: no longer outdated.
      const translated = await write(content.id, 'nn-NO', { Text: 'Søk om ny plass i barnehagen' }, NINA)
      const fresh = text(translated.json as Content, 'nn-NO')
      assert.equal(fresh?.workflow?.outdated, false)
      assert.equal(fresh?.workflow?.basedOn?.versionId, text(edited.json as Content, 'nb-NO')?.version.id)
      assert.ok(
        !((await call(`${base}?outdated=nn-NO&limit=1000`)).json as Content[]).some(
          (c) => c.id === content.id,
        ),
      )

      // Deleting the source outdates it again; the history as of the earlier version reads as it was then.
      assert.equal((await del(`${base}/${content.id}/Properties/nb-NO`, as(ANNA))).status, 204)
      assert.equal(text(await read(content.id), 'nn-NO')?.workflow?.outdated, true)
      const then = (await call(`${base}/${content.id}/Versions/${created}`)).json as Content
      assert.equal(text(then, 'nn-NO')?.workflow?.outdated, false)
    })

    it('takes BasedOnVersion, and refuses one that is not a version of the content or had no source', async () => {
      const other = await create({ Text: 'Anna', LanguageCode: 'nb-NO' })
      const content = await create({ Text: 'Første', LanguageCode: 'nb-NO' })
      const first = text(content, 'nb-NO')?.version.id as number
      const second = (await write(content.id, 'nb-NO', { Text: 'Andre' })).json as Content

      const named = await write(content.id, 'nn-NO', { Text: 'Fyrste', BasedOnVersion: first }, NINA)
      assert.equal(named.status, 200, named.text)
      assert.deepEqual(text(named.json as Content, 'nn-NO')?.workflow?.basedOn, {
        languageCode: 'nb-NO',
        versionId: first,
      })
      assert.equal(text(named.json as Content, 'nn-NO')?.workflow?.outdated, true)

      const foreign = await write(content.id, 'en-US', {
        Text: 'First',
        BasedOnVersion: other.properties[0]?.version.id,
      })
      assert.equal(foreign.status, 400, foreign.text)
      assert.equal(foreign.headers.get('content-type'), PROBLEM_JSON)
      assert.match(foreign.text, /BasedOnVersion/)
      // Made the source something without a text then: 409.
      const moved = await putJson(`${base}/${content.id}/SourceLanguage`, { LanguageCode: 'nn-NO' }, as(ANNA))
      assert.equal(moved.status, 200, moved.text)
      assert.equal((moved.json as Content).sourceLanguage, 'nn-NO')
      const noSource = await write(content.id, 'en-US', { Text: 'First', BasedOnVersion: first })
      assert.equal(noSource.status, 409, noSource.text)
      const after = await read(content.id)
      assert.equal(text(after, 'en-US'), undefined, 'a refused write writes nothing')
      assert.equal(text(after, 'nb-NO')?.version.id, text(second, 'nb-NO')?.version.id)
      const history = (await call(`${base}/${content.id}/Versions`)).json as VersionRecord[]
      assert.equal(history.at(-1)?.kind, 'sourceLanguageChanged')
      assert.equal(history.at(-1)?.sourceLanguage, 'nn-NO')
    })

    it('moves machine → translated → reviewed; a draft saved unchanged stays machine; Approve confirms an outdated text', async () => {
      const content = await create({ Text: 'Hei verda', LanguageCode: 'nb-NO' })
      const app = running
      const nn = await app.store.languages.findLanguage('nn-NO')
      const [drafted] = await app.store.writes.writeDrafts(
        [
          {
            id: content.id,
            versionId: text(content, 'nb-NO')?.version.id as number,
            language: nn,
            text: 'Hei verda',
          },
        ],
        'apertium',
      )
      assert.equal(drafted, true)
      const machine = text(await read(content.id), 'nn-NO')
      assert.equal(machine?.workflow?.state, 'machine')
      assert.equal(machine?.workflow?.by, 'apertium')
      assert.ok(
        ((await call(`${base}?needsReview=nn-NO&limit=1000`)).json as Content[]).some(
          (c) => c.id === content.id,
        ),
      )

      const saved = await write(content.id, 'nn-NO', { Text: 'Hei verda' }, NINA)
      assert.equal(text(saved.json as Content, 'nn-NO')?.workflow?.state, 'machine')
      assert.equal(saved.headers.get('etag'), `"${machine?.version.id}"`)

      const written = await write(content.id, 'nn-NO', { Text: 'Hei, verda' }, NINA)
      assert.equal(text(written.json as Content, 'nn-NO')?.workflow?.state, 'translated')
      assert.ok(
        !((await call(`${base}?needsReview=nn-NO&limit=1000`)).json as Content[]).some(
          (c) => c.id === content.id,
        ),
      )

      const approved = await approve(content.id, 'nn-NO')
      assert.equal(approved.status, 200, approved.text)
      const reviewed = text(approved.json as Content, 'nn-NO')
      assert.equal(reviewed?.workflow?.state, 'reviewed')
      assert.equal(reviewed?.workflow?.by, 'rita')
      assert.equal(reviewed?.text, 'Hei, verda')
      const again = await approve(content.id, 'nn-NO')
      assert.equal(
        again.headers.get('etag'),
        approved.headers.get('etag'),
        'approving the approved writes nothing',
      )

      // A source edit outdates the reviewed text; Approve confirms it against the new source.
      const source = (await write(content.id, 'nb-NO', { Text: 'Hei, verda!' })).json as Content
      assert.equal(text(source, 'nn-NO')?.workflow?.state, 'reviewed')
      assert.equal(text(source, 'nn-NO')?.workflow?.outdated, true)
      const confirmed = text((await approve(content.id, 'nn-NO')).json as Content, 'nn-NO')
      assert.equal(confirmed?.workflow?.outdated, false)
      assert.equal(confirmed?.workflow?.basedOn?.versionId, text(source, 'nb-NO')?.version.id)

      // A later write makes it translated again.
      const rewritten = await write(content.id, 'nn-NO', { Text: 'Hei, verda! Korleis går det?' }, NINA)
      assert.equal(text(rewritten.json as Content, 'nn-NO')?.workflow?.state, 'translated')

      const history = (await call(`${base}/${content.id}/Versions`)).json as VersionRecord[]
      assert.deepEqual(
        history.map((v) => [v.kind, v.by, v.properties[0]?.workflow?.state]),
        [
          ['created', 'anna', 'translated'],
          ['textsWritten', 'apertium', 'machine'],
          ['textsWritten', 'nina', 'translated'],
          ['textsReviewed', 'rita', 'reviewed'],
          ['textsWritten', 'anna', 'translated'],
          ['textsReviewed', 'rita', 'reviewed'],
          ['textsWritten', 'nina', 'translated'],
        ],
      )
    })

    it('answers 403 naming the language to a key limited to nn-NO, and writes nothing', async () => {
      const content = await create({ Text: 'Skjema', LanguageCode: 'nb-NO' })
      const before = (await call(`${base}/${content.id}`)).headers.get('etag')
      const refusals = [
        await write(content.id, 'nb-NO', { Text: 'Nytt skjema' }, NINA),
        await putJson(
          `${base}/${content.id}`,
          {
            Properties: [
              { Text: 'Skjema', LanguageCode: 'nn-NO' },
              { Text: 'Form', LanguageCode: 'en-US' },
            ],
          },
          as(NINA),
        ),
        await postJson(base, { Text: 'Nytt', LanguageCode: 'nb-NO' }, as(NINA)),
        await del(`${base}/${content.id}/Properties/nb-NO`, as(NINA)),
        await approve(content.id, 'nb-NO', RITA),
        // Writing is not reviewing.
        await approve(content.id, 'nn-NO', NINA),
      ]
      for (const refused of refusals) {
        assert.equal(refused.status, 403, refused.text)
        assert.equal(refused.headers.get('content-type'), PROBLEM_JSON)
      }
      assert.match(refusals[0]?.json.detail, /nb-NO/)
      assert.match(refusals[1]?.json.detail, /en-US/)
      assert.match(refusals[4]?.json.detail, /review nb-NO/)
      assert.equal((await call(`${base}/${content.id}`)).headers.get('etag'), before)

      // A restore that would write nb-NO is refused before anything is written; one writing nn-NO alone is not.
      const nn = await write(content.id, 'nn-NO', { Text: 'Skjema' }, NINA)
      const changed = await write(content.id, 'nb-NO', { Text: 'Skjema 2' })
      const first = text(content, 'nb-NO')?.version.id as number
      const restore = await call(`${base}/${content.id}/Versions/${first}/Restore`, {
        method: 'POST',
        headers: as(NINA),
      })
      assert.equal(restore.status, 403, restore.text)
      assert.match(restore.json.detail, /nb-NO/)
      assert.equal((await call(`${base}/${content.id}`)).headers.get('etag'), changed.headers.get('etag'))
      await write(content.id, 'nn-NO', { Text: 'Skjema 3' }, NINA)
      const nnVersion = text(nn.json as Content, 'nn-NO')?.version.id as number
      const own = await call(`${base}/${content.id}/Versions/${nnVersion}/Restore`, {
        method: 'POST',
        headers: as(NINA),
      })
      assert.equal(own.status, 403, 'the nb-NO text differs as of that version too')
      const allowed = await call(`${base}/${content.id}/Versions/${nnVersion}/Restore`, {
        method: 'POST',
        headers: as(ANNA),
      })
      assert.equal(allowed.status, 200, allowed.text)
    })
  })

  describe(`two instances approving and writing at once on ${dialect}`, { skip: skipReason(dialect) }, () => {
    let testStore: TestStore
    before(async () => {
      testStore = await createTestStore(dialect, { migrated: true })
    })
    after(async () => {
      await testStore?.drop()
    })

    it('loses nothing: every version once, and states consistent with the history', async () => {
      const env = { DATABASE_URL: databaseUrl(testStore.location), LOG_LEVEL: 'warn' }
      const first = spawnServer({ ...env, PORT: String(await freePort()) })
      await first.ready
      const second = spawnServer({ ...env, PORT: String(await freePort()) })
      const [a, b] = (await Promise.all([first.ready, second.ready])) as [string, string]
      try {
        const ids: number[] = []
        for (let i = 0; i < 4; i++) {
          const created = await postJson(`${a}/ContentApi/Content`, {
            Properties: [
              { Text: `kjelde ${i}`, LanguageCode: 'nb-NO' },
              { Text: `kjelde ${i}`, LanguageCode: 'nn-NO' },
            ],
          })
          ids.push((created.json as Content).id)
        }
        // Versions each successful write answered with (ETags), per content.
        const answered = new Map<number, Set<string>>(ids.map((id) => [id, new Set()]))
        const record = (id: number, etag: string | null, status: number) => {
          assert.ok(status === 200 || status === 412, `status ${status}`)
          if (status === 200 && etag) answered.get(id)?.add(etag)
        }
        const writer = async (url: string, w: number) => {
          for (let i = 0; i < 15; i++) {
            const id = ids[(w + i) % ids.length] as number
            const code = i % 3 === 0 ? 'nb-NO' : 'nn-NO'
            const answer = await putJson(`${url}/ContentApi/Content/${id}/Properties/${code}`, {
              Text: `${code} ${w} ${i}`,
            })
            record(id, answer.headers.get('etag'), answer.status)
          }
        }
        const approver = async (url: string, w: number) => {
          for (let i = 0; i < 15; i++) {
            const id = ids[(w + i) % ids.length] as number
            const answer = await call(`${url}/ContentApi/Content/${id}/Properties/nn-NO/Approve`, {
              method: 'POST',
            })
            record(id, answer.headers.get('etag'), answer.status)
          }
        }
        await Promise.all([writer(a, 0), writer(b, 1), approver(a, 2), approver(b, 3)])

        for (const id of ids) {
          const history = (await call(`${a}/ContentApi/Content/${id}/Versions`)).json as VersionRecord[]
          const versionIds = history.map((v) => v.id)
          assert.equal(new Set(versionIds).size, versionIds.length, 'every version once')
          for (const etag of answered.get(id) ?? []) {
            assert.ok(
              versionIds.includes(Number(etag.replaceAll('"', ''))),
              `version ${etag} is in the history`,
            )
          }
          // The present agrees with the history: the last nn-NO version's kind gives its state, and it is
          // outdated exactly when a nb-NO version came after what it is based on.
          const now = (await call(`${a}/ContentApi/Content/${id}`)).json as Content
          const nn = text(now, 'nn-NO')
          const lastNn = history
            .filter((v) => v.properties.some((p) => p.language.languageCode === 'nn-NO'))
            .at(-1)
          const lastNb = history
            .filter((v) => v.properties.some((p) => p.language.languageCode === 'nb-NO'))
            .at(-1)
          assert.equal(nn?.version.id, lastNn?.id)
          assert.equal(nn?.workflow?.state, lastNn?.kind === 'textsReviewed' ? 'reviewed' : 'translated')
          assert.equal(nn?.workflow?.outdated, (lastNb?.id ?? 0) > (nn?.workflow?.basedOn?.versionId ?? 0))
        }
      } finally {
        for (const server of [first, second]) server.child.kill('SIGTERM')
        await Promise.all([first.exited, second.exited])
      }
    })
  })
}
