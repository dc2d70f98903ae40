// `content-store pull|push|status`: the command line over HTTP, run as its own process (as `npm run cli --`
// and as the client package's bin) against the server as its own process, with API keys: the files it writes
// and what real i18next makes of them, what push writes (and with --dry-run does not), the coverage table,
// and for every failure its exit code and one line on standard error.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import i18next from 'i18next'
import { isBuildCurrent, ROOT } from '../scripts/build-freshness.mjs'
import { entryOf } from './helpers/entry.js'
import { call, postJson } from './helpers/http.js'
import { freePort, spawnServer } from './helpers/server-process.js'
import { createTestStore, type TestStore } from './helpers/stores.js'

const WRITER = 'writer-key-0123456789abcdef'
const READER = 'reader-key-0123456789abcdef'

interface Ran {
  code: number
  stdout: string
  stderr: string
}

/** Runs a command line with `args` and only these CONTENT_STORE_* variables (none from the test's shell). */
function run(entry: readonly string[], env: Record<string, string>, ...args: string[]): Promise<Ran> {
  const { CONTENT_STORE_URL: _url, CONTENT_STORE_KEY: _key, ...inherited } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entry, ...args],
      { env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

/** The client package's bin: its build when current, else its source through tsx. */
function packageBin(): string[] {
  const built = join(ROOT, 'packages', 'client', 'dist', 'cli.js')
  return isBuildCurrent(built)
    ? [built]
    : ['--import', 'tsx', join(ROOT, 'packages', 'client', 'src', 'cli', 'bin.ts')]
}

/** The one line a failure prints, checked to be one line. */
function oneLine(ran: Ran): string {
  assert.equal(ran.stdout, '')
  assert.match(ran.stderr, /^[^\n]+\n$/, `one line: ${JSON.stringify(ran.stderr)}`)
  return ran.stderr.trimEnd()
}

describe('content-store pull, push and status over HTTP', () => {
  let store: TestStore
  let server: ReturnType<typeof spawnServer>
  let url: string
  let dir: string
  const cli = (env: Record<string, string>, ...args: string[]) => run(entryOf('cli'), env, ...args)
  const withKey = (key: string) => ({ CONTENT_STORE_URL: url, CONTENT_STORE_KEY: key })

  before(async () => {
    store = await createTestStore('sqlite')
    dir = await mkdtemp(join(tmpdir(), 'content-store-cli-remote-'))
    if (store.location.kind !== 'sqlite') throw new Error('unreachable')
    server = spawnServer({
      DATABASE_URL: `sqlite:${store.location.path}`,
      API_KEYS: `${WRITER}:write,${READER}:read`,
      READS_REQUIRE_KEY: 'true',
    })
    url = await server.ready
    const auth = { Authorization: `Bearer ${WRITER}` }
    for (const [Key, nb, nn] of [
      ['skjema.tittel', 'Søknad om barnehageplass', 'Søknad om barnehageplass (nn)'],
      ['skjema.knapp.send', 'Send «søknaden»', 'Send «søknaden» %s {namn}'],
      ['hjelp', 'Linje 1\nLinje 2 <b>feit</b> 😀', undefined],
    ] as const) {
      const created = await postJson(
        `${url}/ContentApi/Content`,
        { Key, Text: nb, LanguageCode: 'nb-NO' },
        auth,
      )
      assert.equal(created.status, 201, created.text)
      if (nn) {
        const written = await call(`${url}/ContentApi/Content/${created.json.id}/Properties/nn-NO`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ Text: nn }),
        })
        assert.equal(written.status, 200, written.text)
      }
    }
  })

  after(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
    await store?.drop()
    await rm(dir, { recursive: true, force: true })
  })

  it('pulls one i18next file per language to a path template, the bytes the service sends', async () => {
    const out = join(dir, 'pulled', 'locales', '{lang}', 'translation.json')
    const ran = await cli(
      {},
      'pull',
      '--url',
      url,
      '--key',
      READER,
      '--format',
      'i18next',
      '--languages',
      'nb-NO,nn-NO',
      '--out',
      out,
    )
    assert.equal(ran.code, 0, ran.stderr)
    assert.equal(ran.stderr, '')
    for (const language of ['nb-NO', 'nn-NO']) {
      const path = join(dir, 'pulled', 'locales', language, 'translation.json')
      const file = await readFile(path)
      const served = await fetch(`${url}/ContentApi/Bundles/${language}?format=i18next`, {
        headers: { Authorization: `Bearer ${READER}` },
      })
      assert.deepEqual(file, Buffer.from(await served.arrayBuffer()))
      assert.match(ran.stdout, new RegExp(`^wrote ${path} \\(${language}, ${file.length} bytes\\)$`, 'm'))
      assert.equal(existsSync(`${path}.partial`), false)
    }
    // Real i18next reads the files: dotted keys are nested objects.
    const t = await i18next.createInstance().init({
      lng: 'nn-NO',
      fallbackLng: 'nb-NO',
      resources: {
        'nb-NO': {
          translation: JSON.parse(await readFile(join(dir, 'pulled/locales/nb-NO/translation.json'), 'utf8')),
        },
        'nn-NO': {
          translation: JSON.parse(await readFile(join(dir, 'pulled/locales/nn-NO/translation.json'), 'utf8')),
        },
      },
      interpolation: { escapeValue: false },
    })
    assert.equal(t('skjema.tittel'), 'Søknad om barnehageplass (nn)')
    assert.equal(t('hjelp'), 'Linje 1\nLinje 2 <b>feit</b> 😀')
  })

  it("pulls every language of the service into a folder by the format's file names, reading the environment", async () => {
    const out = join(dir, 'all')
    const ran = await cli(withKey(READER), 'pull', '--format', 'i18next', '--out', out)
    assert.equal(ran.code, 0, ran.stderr)
    const languages = (await (
      await fetch(`${url}/ContentApi/Language`, { headers: { Authorization: `Bearer ${READER}` } })
    ).json()) as { languageCode: string }[]
    assert.ok(languages.length >= 3)
    for (const { languageCode } of languages) {
      assert.ok(existsSync(join(out, languageCode, 'translation.json')), languageCode)
    }
    assert.equal(ran.stdout.trimEnd().split('\n').length, languages.length)
  })

  it('pushes with --dry-run: prints what would change and writes nothing; then pushes for real', async () => {
    const file = join(dir, 'nn.json')
    await writeFile(
      file,
      JSON.stringify({ skjema: { tittel: 'Søknad om plass i barnehage', ny: 'Ny tekst' }, hjelp: 'Hjelp' }),
    )
    const before = await call(`${url}/ContentApi/Coverage`, {
      headers: { Authorization: `Bearer ${READER}` },
    })
    const dry = await cli(
      withKey(WRITER),
      'push',
      '--format',
      'i18next',
      '--language',
      'nn-NO',
      '--dry-run',
      file,
    )
    assert.equal(dry.code, 0, dry.stderr)
    assert.equal(
      dry.stdout,
      `${file}: would create 1, update 2, 0 unchanged, 0 conflicts\ndry run: nothing was written\n`,
    )
    const unchanged = await call(`${url}/ContentApi/Coverage`, {
      headers: { Authorization: `Bearer ${READER}` },
    })
    assert.deepEqual(unchanged.json, before.json)

    const real = await cli(withKey(WRITER), 'push', '--format', 'i18next', '--language', 'nn-NO', file)
    assert.equal(real.code, 0, real.stderr)
    assert.equal(real.stdout, `${file}: created 1, updated 2, 0 unchanged, 0 conflicts\n`)
    const bundle = await call(`${url}/ContentApi/Bundles/nn-NO?format=i18next&fallback=false`, {
      headers: { Authorization: `Bearer ${READER}` },
    })
    assert.equal(bundle.json.skjema.tittel, 'Søknad om plass i barnehage')
    assert.equal(bundle.json.skjema.ny, 'Ny tekst')
    assert.equal(bundle.json.hjelp, 'Hjelp')

    const again = await cli(withKey(WRITER), 'push', '--format', 'i18next', '--language', 'nn-NO', file)
    assert.equal(again.stdout, `${file}: created 0, updated 0, 3 unchanged, 0 conflicts\n`)
  })

  it('exits 3 when the service reports conflicts, after writing the rest', async () => {
    const auth = { Authorization: `Bearer ${WRITER}` }
    const archived = await postJson(
      `${url}/ContentApi/Content`,
      { Key: 'gammal.tekst', Text: 'Gammal', LanguageCode: 'nb-NO' },
      auth,
    )
    assert.equal(
      (await call(`${url}/ContentApi/Content/${archived.json.id}`, { method: 'DELETE', headers: auth }))
        .status,
      204,
    )
    const file = join(dir, 'conflict.json')
    await writeFile(file, JSON.stringify({ gammal: { tekst: 'Gamal' }, heilt: { ny: 'Heilt ny' } }))
    const ran = await cli(withKey(WRITER), 'push', '--format', 'i18next', '--language', 'nn-NO', file)
    assert.equal(ran.code, 3, ran.stderr)
    const [summary, conflict, ...rest] = ran.stdout.trimEnd().split('\n')
    assert.equal(summary, `${file}: created 1, updated 0, 0 unchanged, 1 conflict`)
    assert.match(conflict as string, /^ {2}conflict: gammal\.tekst \(nn-NO\): .+/)
    assert.deepEqual(rest, [])
    const bundle = await call(`${url}/ContentApi/Bundles/nn-NO?format=i18next&fallback=false`, {
      headers: { Authorization: `Bearer ${READER}` },
    })
    assert.equal(bundle.json.heilt.ny, 'Heilt ny')
    assert.equal(bundle.json.gammal, undefined)
  })

  it('pulls po, arb, android and csv by their usual file names, and pushes a csv of every language back', async () => {
    const out = join(dir, 'formats')
    for (const format of ['po', 'arb', 'android', 'csv']) {
      const ran = await cli(withKey(READER), 'pull', '--format', format, '--languages', 'nn-NO', '--out', out)
      assert.equal(ran.code, 0, ran.stderr)
    }
    for (const path of ['nn-NO.po', 'app_nn_NO.arb', 'values-nn-rNO/strings.xml', 'nn-NO.csv']) {
      assert.ok(existsSync(join(out, path)), path)
    }
    assert.match(await readFile(join(out, 'nn-NO.po'), 'utf8'), /^msgctxt "skjema\.tittel"$/m)
    // Every column of the csv back, without --language: nothing to change.
    const back = await cli(withKey(WRITER), 'push', '--format', 'csv', '--dry-run', join(out, 'nn-NO.csv'))
    assert.equal(back.code, 0, back.stderr)
    assert.match(back.stdout, /: would create 0, update 0, \d+ unchanged, 0 conflicts\n/)
  })

  it('reports a text changed in the store after a pull --versions as a conflict on push (exit 3)', async () => {
    const out = join(dir, 'versions', '{lang}.po')
    const pulled = await cli(
      withKey(READER),
      'pull',
      '--format',
      'po',
      '--languages',
      'nn-NO',
      '--versions',
      '--out',
      out,
    )
    assert.equal(pulled.code, 0, pulled.stderr)
    const file = join(dir, 'versions', 'nn-NO.po')
    assert.match(await readFile(file, 'utf8'), /^#\. version: \d+\nmsgctxt "skjema\.knapp\.send"$/m)
    const auth = { Authorization: `Bearer ${READER}` }
    const content = await call(`${url}/ContentApi/Content/ByKey/skjema.knapp.send`, { headers: auth })
    const written = await call(`${url}/ContentApi/Content/${content.json.id}/Properties/nn-NO`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${WRITER}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Text: 'Send søknaden no' }),
    })
    assert.equal(written.status, 200)
    const edited = (await readFile(file, 'utf8')).replace(
      /(msgctxt "skjema\.knapp\.send"\nmsgid "[^"]*"\nmsgstr ")[^"]*"/,
      '$1Send inn"',
    )
    assert.notEqual(edited, await readFile(file, 'utf8'))
    await writeFile(file, edited)
    const ran = await cli(withKey(WRITER), 'push', '--format', 'po', '--language', 'nn-NO', file)
    assert.equal(ran.code, 3, ran.stderr)
    assert.match(
      ran.stdout,
      /^ {2}conflict: skjema\.knapp\.send \(nn-NO\): The text was changed in the store after/m,
    )
    const after = await call(`${url}/ContentApi/Content/${content.json.id}`, { headers: auth })
    const nn = after.json.properties.find(
      (p: { language: { languageCode: string } }) => p.language.languageCode === 'nn-NO',
    )
    assert.equal(nn.text, 'Send søknaden no')
  })

  it('pulls what the service publishes by default, and drafts with --published false', async () => {
    // A second service process on the same SQLite file, where nn-NO requires review: nothing in nn-NO is
    // reviewed, so its published file falls back to nb-NO.
    const reviewing = spawnServer({
      DATABASE_URL: `sqlite:${(store.location as { path: string }).path}`,
      API_KEYS: `${WRITER}:write,${READER}:read`,
      READS_REQUIRE_KEY: 'true',
      REVIEW_REQUIRED: 'nn-NO',
    })
    try {
      const reviewUrl = await reviewing.ready
      const pullTo = async (folder: string, ...more: string[]) => {
        const ran = await cli(
          withKey(READER),
          'pull',
          '--url',
          reviewUrl,
          '--format',
          'i18next',
          '--languages',
          'nn-NO',
          '--out',
          join(dir, folder, '{lang}.json'),
          ...more,
        )
        assert.equal(ran.code, 0, ran.stderr)
        return JSON.parse(await readFile(join(dir, folder, 'nn-NO.json'), 'utf8'))
      }
      const content = (
        await call(`${url}/ContentApi/Content/ByKey/skjema.tittel`, {
          headers: { Authorization: `Bearer ${READER}` },
        })
      ).json as { properties: { text: string; language: { languageCode: string } }[] }
      const textIn = (code: string) => content.properties.find((p) => p.language.languageCode === code)?.text
      assert.notEqual(textIn('nn-NO'), textIn('nb-NO'))
      const published = await pullTo('published')
      assert.equal(published.skjema.tittel, textIn('nb-NO'))
      assert.deepEqual(await pullTo('published-true', '--published', 'true'), published)
      const drafts = await pullTo('drafts', '--published', 'false')
      assert.equal(drafts.skjema.tittel, textIn('nn-NO'))
      const bad = await cli(
        withKey(READER),
        'pull',
        '--url',
        reviewUrl,
        '--format',
        'i18next',
        '--published',
        'yes',
      )
      assert.equal(bad.code, 2)
      assert.match(oneLine(bad), /--published: true or false/)
    } finally {
      reviewing.child.kill('SIGTERM')
      await reviewing.exited
    }
  })

  it('prints the coverage of each language, or the JSON with --json', async () => {
    const coverage = (
      await call(`${url}/ContentApi/Coverage`, { headers: { Authorization: `Bearer ${READER}` } })
    ).json
    const json = await cli(withKey(READER), 'status', '--json')
    assert.equal(json.code, 0, json.stderr)
    assert.deepEqual(JSON.parse(json.stdout), coverage)

    const table = await cli(withKey(READER), 'status')
    assert.equal(table.code, 0, table.stderr)
    const lines = table.stdout.trimEnd().split('\n')
    assert.match(
      lines[0] as string,
      /^language +contents +share +characters +share +outdated +machine +translated +reviewed$/,
    )
    const nb = coverage.languages.find((l: { languageCode: string }) => l.languageCode === 'nb-NO')
    assert.match(
      lines[1] as string,
      new RegExp(
        `^nb-NO +${nb.contents} +${(nb.contentShare * 100).toFixed(1)} % +${nb.characters} +` +
          `${(nb.characterShare * 100).toFixed(1)} % +${nb.outdated} +${nb.machine} +${nb.translated} +${nb.reviewed}$`,
      ),
    )
    assert.ok(nb.translated > 0, 'the written texts are counted translated')
    assert.equal(lines.length, coverage.languages.length + 2)
    assert.equal(
      lines.at(-1),
      `${coverage.contents} contents, ${coverage.contentsWithEveryLanguage} with every language; ${coverage.characters} characters`,
    )
  })

  it('runs as the client package’s bin, and as `npm run cli --`', async () => {
    const bin = await run(packageBin(), withKey(READER), 'status', '--json')
    assert.equal(bin.code, 0, bin.stderr)
    const coverage = await call(`${url}/ContentApi/Coverage`, {
      headers: { Authorization: `Bearer ${READER}` },
    })
    assert.deepEqual(JSON.parse(bin.stdout), coverage.json)
    const help = await run(packageBin(), {}, '--help')
    assert.equal(help.code, 0)
    assert.match(help.stdout, /^usage: content-store <command> \[options\]/)
    assert.match(help.stdout, /Exit codes: 0 done, 1 the service refused or failed/)
    const operators = await cli({}, '--help')
    assert.match(operators.stdout, /pull, push, status +over HTTP, on a running service/)
  })

  it('answers wrong usage with exit 2 and one line, before any request', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [
        ['pull', '--format', 'i18next'],
        {},
        /^content-store: pull: needs --url <service> \(or CONTENT_STORE_URL\)/,
      ],
      [['pull'], withKey(READER), /^content-store: pull: needs --format \(i18next, po, arb, android, csv\)/],
      [
        ['pull', '--format', 'yaml'],
        withKey(READER),
        /^content-store: pull: unknown format yaml; formats: i18next,/,
      ],
      [
        ['pull', '--format', 'i18next', '--bogus'],
        withKey(READER),
        /^content-store: pull: Unknown option '--bogus'/,
      ],
      [
        ['push', '--format', 'i18next', 'file.json'],
        withKey(WRITER),
        /^content-store: push: needs --language <code>/,
      ],
      [['push', '--format', 'i18next', '--language', 'nn-NO'], withKey(WRITER), /needs at least one file/],
      [['status', 'extra'], withKey(READER), /^content-store: status: Unexpected argument 'extra'/],
      [['status', '--url', 'ftp://x'], {}, /^content-store: status: --url: ftp:\/\/x is not http\(s\)/],
    ]
    for (const [args, env, line] of cases) {
      const ran = await cli(env, ...args)
      assert.equal(ran.code, 2, `${args.join(' ')}: ${ran.stderr}`)
      assert.match(oneLine(ran), line)
      assert.match(ran.stderr, /\(content-store \w+ --help\)\n$/)
    }
  })

  it("answers the service's refusals, an unreachable service and an unreadable file with exit 1 and one line", async () => {
    const noKey = await cli({ CONTENT_STORE_URL: url }, 'status')
    assert.equal(noKey.code, 1)
    assert.match(oneLine(noKey), /^content-store: status: the service answered 401 Unauthorized: /)

    const file = join(dir, 'refused.json')
    await writeFile(file, JSON.stringify({ skjema: { tittel: 'Ikkje skrive' } }))
    const readKey = await cli(withKey(READER), 'push', '--format', 'i18next', '--language', 'nn-NO', file)
    assert.equal(readKey.code, 1)
    assert.equal(
      oneLine(readKey),
      'content-store: push: the service answered 403 Forbidden: This API key may read but not write.',
    )

    const unknownLanguage = await cli(
      withKey(READER),
      'pull',
      '--format',
      'i18next',
      '--languages',
      'xx-XX',
      '--out',
      dir,
    )
    assert.equal(unknownLanguage.code, 1)
    assert.match(oneLine(unknownLanguage), /^content-store: pull: the service answered 400 /)

    const missing = await cli(
      withKey(WRITER),
      'push',
      '--format',
      'i18next',
      '--language',
      'nn-NO',
      join(dir, 'none.json'),
    )
    assert.equal(missing.code, 1)
    assert.equal(oneLine(missing), `content-store: push: cannot read ${join(dir, 'none.json')}: ENOENT`)

    const badFile = join(dir, 'bad.json')
    await writeFile(badFile, '{"a": ')
    const bad = await cli(withKey(WRITER), 'push', '--format', 'i18next', '--language', 'nn-NO', badFile)
    assert.equal(bad.code, 1)
    assert.match(oneLine(bad), /^content-store: push: the service answered 400 /)

    const closed = `http://127.0.0.1:${await freePort()}`
    const unreachable = await cli({ CONTENT_STORE_URL: closed }, 'status')
    assert.equal(unreachable.code, 1)
    assert.equal(oneLine(unreachable), `content-store: status: cannot reach ${closed}/: ECONNREFUSED`)
  })
})
