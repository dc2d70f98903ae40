// The Apertium engine on its own, with the real programs: whatever a text holds, what Apertium does not translate
// comes back as it went in. Skips without Apertium, except under CI=true.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import fc from 'fast-check'
import { ApertiumEngine, parseModeFile } from '../src/apertium-engine.js'

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
  ],
)
/** What must come back as often as it went in. */
const KEPT = ['😀', '日本', '@', '#', '*', '[', ']', '{', '}', '<', '>', '^', '$', '\\', '~', '|', '\n', '\t']

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
      // Found by this property: nob-nno_e wrote an escaped `\@\@` into "Vi]ØÆÅ日本".
      { numRuns: 100, examples: [[['Vi', ']', 'ØÆÅ', '日本']]] },
    )
  })
})
