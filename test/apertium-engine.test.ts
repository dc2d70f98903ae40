// The Apertium engine on its own, with the real programs: whatever a text holds, what Apertium does not translate
// comes back as it went in. Skips without Apertium, except under CI=true.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import fc from 'fast-check'
import { ApertiumEngine, parseModeFile } from '../src/services/drafts/apertium-engine.js'

const MODES = '/usr/share/apertium/modes'
const missing = !existsSync(`${MODES}/nob-nno_e.mode`) || !existsSync('/usr/bin/lt-proc')
const skip = missing && process.env.CI !== 'true' ? 'Apertium is not installed' : false
if (skip)
  console.log(
    '# skipping the engine tests: Apertium is not installed (apt-get install apertium apertium-nno-nob)',
  )

/** Words, punctuation, white space and characters Apertium's stream format reserves or reads as marks. */
const PART = fc.constantFrom(
  ...[
    'Vi',
    'har',
    'ikke',
    'mottatt',
    'dokumentene',
    'ikkje',
    'enno',
    'Zxqwv',
    '1',
    '2026',
    '.',
    ',',
    '?',
    '!',
  ],
  ...[
    ' ',
    '  ',
    '\n',
    '\r\n',
    '\t',
    '\u00a0',
    '\u2028',
    '@',
    '#',
    '*',
    '~',
    '|',
    '[',
    ']',
    '{',
    '}',
    '<',
    '>',
  ],
  ...[
    '^',
    '$',
    '\\',
    '/',
    '😀',
    'e\u0301',
    '日本',
    '«',
    '»',
    '–',
    '%',
    '&',
    'ﬁ',
    '\u200d',
    'ØÆÅ',
    'http://x.no/a?b=c',
    '’',
    '€',
    '"',
    '“',
    '•',
    '\u00ad',
  ],
)
/** What must come back as often as it went in. */
const KEPT = [
  ...['😀', '日本', '@', '#', '*', '[', ']', '{', '}', '<', '>', '^', '$', '\\', '~', '|', '\n', '\t'],
  ...['%', '&', '’', '€', '"', '“', '•', '\u00ad', '\u0301'],
]

describe('the Apertium engine', { skip }, () => {
  const engines = ['nob-nno_e', 'nno-nob'].map(
    (mode) =>
      new ApertiumEngine({ modeFile: `${MODES}/${mode}.mode`, timeoutMs: 20_000, packages: 'apertium' }),
  )
  after(() => {
    for (const engine of engines) engine.close()
  })

  it("runs the mode file's programs itself, each with -z, with no unknown-word marks from the generator", () => {
    const commands = parseModeFile(readFileSync(`${MODES}/nob-nno_e.mode`, 'utf8'))
    assert.ok(commands.length > 10)
    for (const command of commands) assert.equal(command[1], '-z', command.join(' '))
    assert.ok(commands.some((command) => command[0] === 'lt-proc' && command.includes('-n')))
    assert.ok(!commands.flat().some((arg) => arg.startsWith('$')))
  })

  it('passes a word with a combining mark through whole', async () => {
    // "idé" typed as e and U+0301: nob-nno_e translated around the mark, making "ide\u0301in" of "ide\u0301en".
    for (const engine of engines) {
      for (const word of ['ide\u0301en', 'mottatte\u0301', 'e\u0301n']) {
        const out = await engine.translate(`Vi har ${word} her`)
        assert.ok(out.includes(` ${word} `), JSON.stringify([word, out]))
      }
    }
  })

  it('keeps surrounding white space, line breaks and every character it does not translate', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(PART, { minLength: 1, maxLength: 30 }), async (parts) => {
        const text = parts.join('')
        fc.pre(text.trim() !== '')
        for (const engine of engines) {
          const out = await engine.translate(text)
          assert.ok(out.startsWith(text.match(/^\s*/)?.[0] ?? ''), JSON.stringify([text, out]))
          assert.ok(out.endsWith(text.match(/\s*$/)?.[0] ?? ''), JSON.stringify([text, out]))
          for (const kept of KEPT) {
            assert.equal(
              out.split(kept).length,
              text.split(kept).length,
              `${kept} in ${JSON.stringify([text, out])}`,
            )
          }
        }
      }),
      // Found by this property: nob-nno_e wrote an escaped `\@\@` into "Vi]ØÆÅ日本", and copied the tab, and
      // later an emoji, after a first word "mottatt" to the text's start as well.
      {
        numRuns: 100,
        examples: [
          [['Vi', ']', 'ØÆÅ', '日本']],
          [['mottatt', '\t', 'Vi']],
          [['mottatt', '\n\n', 'Vi']],
          [['mottatt', '😀', 'Vi']],
          [['mottatt', 'e\u0301', ' ', 'Vi']],
          [['mottatt', 'e\u0301', 'Vi']],
        ],
      },
    )
  })
})

describe('an engine of two pipelines', { skip }, () => {
  const engine = new ApertiumEngine({
    modeFile: `${MODES}/nob-nno_e.mode`,
    timeoutMs: 20_000,
    packages: 'apertium',
    pipelines: 2,
  })
  after(() => engine.close())
  const texts = Array.from({ length: 24 }, (_, i) => `Vi har ikke mottatt dokument nummer ${i} ennå.`)
  const expected = texts.map((_, i) => `Vi har ikkje motteke dokument nummer ${i} enno.`)

  it('spreads texts sent together over both, each answered with its own translation', async () => {
    await engine.ensureStarted()
    const pids = engine.pids()
    assert.equal(pids.length % 2, 0)
    const perPipeline = pids.length / 2
    // Each pipeline's programs' CPU time before and after: both must have worked.
    const cpu = (pid: number) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      return Number(fields[11]) + Number(fields[12])
    }
    const busy = (from: number) =>
      pids.slice(from, from + perPipeline).reduce((sum, pid) => sum + cpu(pid), 0)
    const before = [busy(0), busy(perPipeline)]
    assert.deepEqual(await Promise.all(texts.map((text) => engine.translate(text))), expected)
    const after = [busy(0), busy(perPipeline)]
    assert.ok(after[0] > before[0] && after[1] > before[1], JSON.stringify({ before, after }))
  })

  it('starts a killed pipeline again while the other goes on translating', async () => {
    const pids = engine.pids()
    process.kill(pids[3] as number, 'SIGKILL')
    // Texts in hand on the killed pipeline fail; the rest are answered by the other.
    const answers = await Promise.allSettled(texts.map((text) => engine.translate(text)))
    assert.ok(answers.some((answer) => answer.status === 'fulfilled'))
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 'fulfilled') assert.equal(answer.value, expected[i])
    }
    // The next text finds one pipeline running: it is answered there, and the other is started again.
    assert.equal(await engine.translate(texts[0] as string), expected[0])
    let now = engine.pids()
    for (let waited = 0; now.length < pids.length && waited < 30_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      now = engine.pids()
    }
    assert.equal(now.length, pids.length, 'both pipelines run again')
    assert.ok(!now.includes(pids[3] as number))
    assert.deepEqual(await Promise.all(texts.map((text) => engine.translate(text))), expected)
  })
})
