// Durability: every write answered 2xx (create, text write, text deletion, key change, restore, archive) is in
// the store after the server process is killed with SIGKILL at a random moment under concurrent load, on each
// store, and the store's present agrees with its history afterwards. (Short form when run directly; longer
// rounds in npm run test:reliability.)
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { openStore } from '../../src/store/open-store.js'
import { databaseUrl } from '../helpers/cli.js'
import { call, del, postJson, putJson } from '../helpers/http.js'
import { rawQuery } from '../helpers/raw-sql.js'
import { spawnServer } from '../helpers/server-process.js'
import { createTestStore, DIALECTS, skipReason, type TestStore } from '../helpers/stores.js'

const CONCURRENCY = 64
// Run directly: the short form; npm run test:reliability (RELIABILITY=1, which CI runs): the longer one.
const ROUNDS = process.env.RELIABILITY === '1' ? 6 : 2

/** An acknowledged write: the version it answered with, and the content as it must read as of it. */
interface Acknowledged {
  kind: string
  id: number
  versionId: number
  texts: Record<string, string>
  archived: boolean
  key?: string
}

const versionOf = (answer: { headers: Headers }) => Number(JSON.parse(answer.headers.get('etag') ?? '0'))

/** Where every current text must agree with the history, and every content with its latest version. */
const CONSISTENCY = [
  `select count(*) as n from content c
   where c.latest_version_id <> (select max(v.id) from version v where v.content_id = c.id)`,
  `select count(*) as n from current_text t
   where t.property_id <> (select p.id from property p where p.content_id = t.content_id
                           and p.language_id = t.language_id order by p.version_id desc limit 1)`,
  `select count(*) as n from property p
   where p.text is not null
     and not exists (select 1 from property q where q.content_id = p.content_id
                     and q.language_id = p.language_id and q.version_id > p.version_id)
     and not exists (select 1 from current_text t where t.property_id = p.id)`,
  `select count(*) as n from version v where not exists (select 1 from change_log l where l.version_id = v.id)`,
  // The newest reviewed version the writer keeps is the history's: reviewed, and no deletion after it.
  `select count(*) as n from current_text t
   where t.reviewed_property_id is distinct from
     (select case when p.text is null then null else p.id end from property p
      where p.content_id = t.content_id and p.language_id = t.language_id and (p.reviewed = 1 or p.text is null)
      order by p.version_id desc limit 1)`,
]

for (const dialect of DIALECTS) {
  describe(`crash safety on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const stores: TestStore[] = []
    after(async () => {
      for (const store of stores) await store.drop()
    })

    it(`keeps every answered write through ${ROUNDS} rounds of kill -9 under ${CONCURRENCY} concurrent writers`, async (t) => {
      const testStore = await createTestStore(dialect)
      stores.push(testStore)
      const acknowledged: Acknowledged[] = []

      for (let round = 0; round < ROUNDS; round++) {
        const running = spawnServer({ DATABASE_URL: databaseUrl(testStore.location) })
        const url = await running.ready
        const base = `${url}/ContentApi/Content`
        let stop = false
        let sent = 0
        // Each writer works on its own content at a time: create it, write and delete its texts, archive it.
        const writer = async (w: number) => {
          try {
            for (let i = 0; !stop && i < 10_000; ) {
              const first = `round ${round} writer ${w} content ${i} ${Math.random()}`
              sent++
              const created = await postJson(base, { Text: first, LanguageCode: 'nb-NO' })
              if (created.status !== 201) continue
              const id = created.json.id as number
              const texts: Record<string, string> = { 'nb-NO': first }
              let key: string | undefined
              acknowledged.push({
                kind: 'created',
                id,
                versionId: versionOf(created),
                texts: { ...texts },
                archived: false,
              })
              for (let step = 0; !stop && step < 8; step++, i++) {
                const roll = Math.random()
                sent++
                if (roll < 0.6) {
                  const language = roll < 0.3 ? 'nn-NO' : 'en-US'
                  const text = `${first} ${language} ${step}`
                  const answer = await putJson(`${base}/${id}/Properties/${language}`, { Text: text })
                  if (answer.status !== 200) continue
                  texts[language] = text
                  acknowledged.push({
                    kind: 'write',
                    id,
                    versionId: versionOf(answer),
                    texts: { ...texts },
                    archived: false,
                    key,
                  })
                } else if (roll < 0.8) {
                  const language = Object.keys(texts).find((l) => l !== 'nb-NO')
                  if (!language) continue
                  const answer = await del(`${base}/${id}/Properties/${language}`)
                  if (answer.status !== 204) continue
                  delete texts[language]
                  acknowledged.push({
                    kind: 'delete',
                    id,
                    versionId: versionOf(answer),
                    texts: { ...texts },
                    archived: false,
                    key,
                  })
                } else if (roll < 0.85) {
                  const newKey = `crash.${id}.${step}`
                  const answer = await putJson(`${base}/${id}/Key`, { Key: newKey })
                  if (answer.status !== 200) continue
                  key = newKey
                  acknowledged.push({
                    kind: 'key',
                    id,
                    versionId: versionOf(answer),
                    texts: { ...texts },
                    archived: false,
                    key,
                  })
                } else if (roll < 0.9) {
                  // Back to what it said when it was created.
                  const answer = await call(`${base}/${id}/Versions/${versionOf(created)}/Restore`, {
                    method: 'POST',
                  })
                  if (answer.status !== 200) continue
                  // What it says now is what the answer says (languages added later keep their text).
                  for (const language of Object.keys(texts)) delete texts[language]
                  for (const p of answer.json.properties as {
                    text: string
                    language: { languageCode: string }
                  }[]) {
                    texts[p.language.languageCode] = p.text
                  }
                  acknowledged.push({
                    kind: 'restore',
                    id,
                    versionId: versionOf(answer),
                    texts: { ...texts },
                    archived: false,
                    key,
                  })
                } else {
                  const answer = await del(`${base}/${id}`)
                  if (answer.status === 204) {
                    acknowledged.push({
                      kind: 'archive',
                      id,
                      versionId: versionOf(answer),
                      texts: { ...texts },
                      archived: true,
                      key,
                    })
                  }
                  break
                }
              }
              i++
            }
          } catch {
            // the connection died with the server
          }
        }
        const writers = Array.from({ length: CONCURRENCY }, (_, w) => writer(w))
        // A random moment after the load is under way: once creates, text writes and deletions have all been
        // answered in this round (however slow the machine), then 0-700 ms more.
        const roundStart = acknowledged.length
        const underWay = () => {
          const kinds = new Set(acknowledged.slice(roundStart).map((a) => a.kind))
          return kinds.has('created') && kinds.has('write') && kinds.has('delete')
        }
        for (const deadline = Date.now() + 60_000; !underWay() && Date.now() < deadline; )
          await new Promise((resolve) => setTimeout(resolve, 20))
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 700))
        running.child.kill('SIGKILL')
        assert.equal(await running.exited, 'SIGKILL')
        stop = true
        await Promise.all(writers)
        assert.ok(sent > CONCURRENCY, 'the load was under way when the process died')
      }

      const { store } = await openStore(testStore.location)
      try {
        for (const ack of acknowledged) {
          const asOf = await store.history.getContentAtVersion(ack.id, ack.versionId)
          const texts = Object.fromEntries(asOf.properties.map((p) => [p.language.languageCode, p.text]))
          assert.deepEqual(texts, ack.texts, `${ack.kind} of content ${ack.id}, version ${ack.versionId}`)
          assert.equal(asOf.archived === true, ack.archived, `archived flag of ${ack.id} at ${ack.versionId}`)
          assert.equal(asOf.key, ack.key, `key of ${ack.id} at ${ack.versionId} (${ack.kind})`)
        }
      } finally {
        await store.close()
      }
      const kinds = Object.fromEntries(
        ['created', 'write', 'delete', 'key', 'restore', 'archive'].map((k) => [
          k,
          acknowledged.filter((a) => a.kind === k).length,
        ]),
      )
      t.diagnostic(`acknowledged before the kills: ${JSON.stringify(kinds)}`)
      for (const kind of ['created', 'write', 'delete'])
        assert.ok((kinds[kind] ?? 0) > 0, `some ${kind} writes`)
      for (const query of CONSISTENCY) {
        const [row] = await rawQuery(testStore.location, query)
        assert.equal(Number(row?.n), 0, query)
      }
      if (testStore.location.kind === 'sqlite') {
        const [check] = await rawQuery(testStore.location, 'pragma integrity_check')
        assert.equal(check?.integrity_check, 'ok')
      }
      // And the service serves the store it left behind.
      const again = spawnServer({ DATABASE_URL: databaseUrl(testStore.location) })
      try {
        assert.equal((await call(`${await again.ready}/healthz`)).status, 200)
      } finally {
        again.child.kill('SIGTERM')
        await again.exited
      }
    })
  })
}
