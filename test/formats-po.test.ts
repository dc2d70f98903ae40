// gettext PO on each store: the export checked by GNU msgfmt --check and read by gettext-parser; Plural-Forms
// from CLDR; the round trip through an empty store, byte for byte; a conflict reported and not written over;
// a dry run that writes nothing and answers the real import's counts; plural and context-less entries refused.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { po } from 'gettext-parser'
import { formulaFunction, pluralForms } from '../src/services/formats/plural-forms.js'
import { appOnStore } from './helpers/app.js'
import {
  AWKWARD,
  assertNothingWritten,
  emptyStores,
  exportFile,
  importFile,
  seedAwkward,
} from './helpers/formats.js'
import { call, PROBLEM_JSON, postJson, putJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const PO_TYPE = 'text/x-gettext-translation'
const msgfmtMissing = existsSync('/usr/bin/msgfmt')
  ? undefined
  : 'GNU msgfmt is not installed: apt-get install gettext'
if (msgfmtMissing && process.env.CI === 'true') throw new Error(msgfmtMissing)

/** What `msgfmt --check` says of a file: its exit code and its warnings. */
async function msgfmt(dir: string, file: string): Promise<{ code: number; stderr: string }> {
  const path = join(dir, `check-${Math.random().toString(36).slice(2)}.po`)
  await writeFile(path, file)
  try {
    const { stderr } = await promisify(execFile)('msgfmt', ['--check', '-o', '/dev/null', path])
    return { code: 0, stderr }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, stderr: failed.stderr }
  }
}

describe('Plural-Forms from CLDR', () => {
  it('groups every whole number as CLDR (Intl.PluralRules) does, for the languages apps here are written in', () => {
    for (const language of [
      'nb-NO',
      'nn-NO',
      'en-US',
      'se-NO',
      'sma',
      'smj',
      'fi',
      'pl',
      'ru',
      'ar',
      'ga',
      'ja',
      'ro',
    ]) {
      const formula = pluralForms(language)
      const plural = formulaFunction(formula)
      const rules = new Intl.PluralRules(language)
      const seen = new Map<string, number>()
      for (let n = 0; n < 2000; n++) {
        const category = rules.select(n)
        if (!seen.has(category)) seen.set(category, plural(n))
        assert.equal(plural(n), seen.get(category), `${language} ${n}: ${formula}`)
      }
      assert.equal(Number(/nplurals=(\d)/.exec(formula)?.[1]), new Set(seen.values()).size, language)
    }
    assert.equal(pluralForms('nn-NO'), 'nplurals=2; plural=(n != 1);')
    assert.equal(pluralForms('se-NO'), 'nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);')
  })
})

for (const dialect of DIALECTS) {
  describe(`PO files on ${dialect}`, { skip: skipReason(dialect) }, () => {
    const suite = appOnStore(dialect, { listBatchSize: 2 })
    const emptyStore = emptyStores(dialect)
    let api: string
    let keyless: number
    let dir: string

    before(async () => {
      api = `${suite.running.url}/ContentApi`
      keyless = await seedAwkward(api)
      dir = await mkdtemp(join(tmpdir(), 'content-store-po-'))
    })
    after(async () => {
      if (dir) await rm(dir, { recursive: true, force: true })
    })

    it("exports a file msgfmt --check accepts, msgctxt the key, msgid the source text, msgstr the language's", {
      skip: msgfmtMissing,
    }, async () => {
      const answer = await exportFile(api, 'nn-NO', 'format=po')
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.headers.get('content-type'), `${PO_TYPE}; charset=utf-8`)
      const checked = await msgfmt(dir, answer.text)
      assert.equal(checked.code, 0, checked.stderr)
      // Without versions the header has no PO-Revision-Date (the file's bytes depend on its texts only).
      assert.equal(
        checked.stderr
          .trim()
          .split('\n')
          .filter((l) => !l.includes("'PO-Revision-Date' missing"))
          .join(''),
        '',
      )

      const table = po.parse(answer.text, { defaultCharset: 'utf-8', validation: true })
      assert.equal(table.headers?.Language, 'nn_NO')
      assert.equal(table.headers?.['Plural-Forms'], 'nplurals=2; plural=(n != 1);')
      for (const [name, text] of Object.entries(AWKWARD)) {
        const entry = table.translations[`app.awkward.${name}`]?.[text]
        assert.ok(entry, `an entry for ${name}`)
        assert.deepEqual(entry.msgstr, [`${text} (nn)`], name)
      }
      assert.deepEqual(
        table.translations['app.title']?.['Berre bokmål']?.msgstr,
        [''],
        'no fallback: untranslated',
      )
      assert.deepEqual(table.translations[String(keyless)]?.['Uten nøkkel']?.msgstr, ['Utan nøkkel'])

      const versioned = await exportFile(api, 'nn-NO', 'format=po&versions=true')
      assert.deepEqual(await msgfmt(dir, versioned.text), { code: 0, stderr: '' })
      assert.match(versioned.text, /#\. version: none\nmsgctxt "app.title"/)
      assert.match(versioned.text, /#\. version: \d+\nmsgctxt "app.awkward.quotes"/)
      assert.match(versioned.text, /"PO-Revision-Date: \d{4}-\d\d-\d\d \d\d:\d\d\+0000\\n"/)

      await assertNothingWritten(dialect, api, 'nn-NO', 'format=po', answer)
      assert.notEqual(versioned.headers.get('etag'), answer.headers.get('etag'))
    })

    it('gives Plural-Forms for the language from CLDR: Northern Sami has three forms', {
      skip: msgfmtMissing,
    }, async () => {
      assert.equal((await postJson(`${api}/Language`, { LanguageCode: 'se-NO' })).status, 201)
      const answer = await exportFile(api, 'se-NO', 'format=po&keyPrefix=app.awkward.')
      assert.equal(answer.status, 200, answer.text)
      assert.match(answer.text, /"Plural-Forms: nplurals=3; plural=\(n == 1 \? 0 : n == 2 \? 1 : 2\);\\n"/)
      assert.match(answer.text, /"Language: se_NO\\n"/)
      assert.equal((await msgfmt(dir, answer.text)).code, 0)
    })

    it('round-trips: export, import into an empty store, export again gives the same bytes', async () => {
      for (const language of ['nn-NO', 'nb-NO']) {
        const first = await exportFile(api, language, 'format=po')
        const other = await emptyStore()
        const imported = await importFile(other, `format=po&language=${language}`, first.text, PO_TYPE)
        assert.equal(imported.status, 200, imported.text)
        assert.deepEqual(imported.json.conflicts, [])
        const second = await exportFile(other, language, 'format=po')
        assert.equal(second.text, first.text, language)
      }
    })

    it('reports a text changed in the store after the file was exported, and does not write over it', async () => {
      const file = (await exportFile(api, 'nn-NO', 'format=po&versions=true')).text
      const id = (await call(`${api}/Content/ByKey/app.awkward.emoji`)).json.id
      assert.equal(
        (await putJson(`${api}/Content/${id}/Properties/nn-NO`, { Text: 'Endra i editoren' })).status,
        200,
      )
      const edited = setMsgstr(
        setMsgstr(file, 'app.awkward.emoji', 'Endra i fila'),
        'app.awkward.letters',
        'Blåbær 🫐',
      )
      const dry = await importFile(api, 'format=po&language=nn-NO&dryRun=true', edited, PO_TYPE)
      assert.equal(dry.status, 200, dry.text)
      const real = await importFile(api, 'format=po&language=nn-NO', edited, PO_TYPE)
      assert.deepEqual(real.json, dry.json, 'a dry run answers what the import does')
      assert.equal(real.json.updated, 1)
      assert.equal(real.json.created, 0)
      assert.equal(real.json.conflicts.length, 1)
      const [conflict] = real.json.conflicts
      assert.equal(conflict.key, 'app.awkward.emoji')
      assert.equal(conflict.language, 'nn-NO')
      assert.equal(conflict.contentId, id)
      assert.ok(conflict.currentVersion > conflict.fileVersion)
      const after = po.parse((await exportFile(api, 'nn-NO', 'format=po')).text)
      assert.deepEqual(after.translations['app.awkward.emoji']?.[AWKWARD.emoji]?.msgstr, ['Endra i editoren'])
      assert.deepEqual(after.translations['app.awkward.letters']?.[AWKWARD.letters]?.msgstr, ['Blåbær 🫐'])
      // The untranslated entry (app.title: `version: none`) still has no Nynorsk text; a file's empty msgstr
      // and a fuzzy one are untranslated, not deletions.
      assert.deepEqual(after.translations['app.title']?.['Berre bokmål']?.msgstr, [''])
    })

    it('a dry run writes nothing', async () => {
      const before = await exportFile(api, 'nn-NO', 'format=po')
      const file =
        setMsgstr(before.text, 'app.awkward.at', 'Ny tekst') +
        '\nmsgctxt "app.ny"\nmsgid "Ny"\nmsgstr "Ny nn"\n'
      const dry = await importFile(api, 'format=po&language=nn-NO&dryRun=true', file, PO_TYPE)
      assert.equal(dry.status, 200, dry.text)
      assert.equal(dry.json.created, 1)
      assert.equal(dry.json.updated, 1)
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=po', before)
      assert.equal((await call(`${api}/Content/ByKey/app.ny`)).status, 404)
    })

    it('refuses plural entries, entries without msgctxt, another language and broken files, changing nothing', async () => {
      const before = await exportFile(api, 'nn-NO', 'format=po')
      const header =
        'msgid ""\nmsgstr ""\n"Language: nn_NO\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n' +
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
      const cases: [string, string][] = [
        [
          `${header}msgctxt "a"\nmsgid "one"\nmsgid_plural "many"\nmsgstr[0] "ein"\nmsgstr[1] "fleire"\n`,
          'plural',
        ],
        [`${header}msgid "Hei"\nmsgstr "Hei nn"\n`, 'no msgctxt'],
        [before.text.replace('Language: nn_NO', 'Language: en_US'), 'en_US'],
        [
          `${header}msgctxt "a"\nmsgid "x"\nmsgstr "y"\nmsgctxt "a"\nmsgid "x"\nmsgstr "z"\n`,
          'not a PO file',
        ],
        [`${header}msgctxt "a"\nmsgid "x\nmsgstr "y"\n`, 'not a PO file'],
      ]
      for (const [body, says] of cases) {
        const answer = await importFile(api, 'format=po&language=nn-NO', body, PO_TYPE)
        assert.equal(answer.status, 400, `${says}: ${answer.text}`)
        assert.equal(answer.headers.get('content-type'), PROBLEM_JSON)
        assert.ok(answer.text.includes(says), `${says}: ${answer.text}`)
      }
      await assertNothingWritten(dialect, api, 'nn-NO', 'format=po', before)
    })
  })
}

/** Sets the msgstr of the entry with this msgctxt, as a translator's editor does. */
function setMsgstr(file: string, msgctxt: string, msgstr: string): string {
  const table = po.parse(file, { defaultCharset: 'utf-8' })
  const entries = table.translations[msgctxt]
  assert.ok(entries, `the file has ${msgctxt}`)
  for (const entry of Object.values(entries)) entry.msgstr = [msgstr]
  return po.compile(table).toString('utf-8')
}
