// Machine drafts carry every word the engine gives: the service's draft (HTTP, on each store) against the bare
// engine — the mode file's programs run once per text behind apertium-destxt and before apertium-retxt, as the
// `apertium` script runs them — on a fixed corpus of texts that end in every word class, with and without
// ending punctuation, in one to three paragraphs. The words must be the same; the service keeps white space and
// characters the engine does not know in its own way (superblanks), so only words are compared.
//
// Without Apertium the tests skip with a printed reason; under CI=true they run anyway, and fail.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import type { Draft } from '../src/schemas/drafts.js'
import { appOnStore } from './helpers/app.js'
import { postJson } from './helpers/http.js'
import { DIALECTS, skipReason } from './helpers/stores.js'

const MODE_FILE = '/usr/share/apertium/modes/nob-nno_e.mode'
const apertiumMissing = !existsSync(MODE_FILE) || !existsSync('/usr/bin/apertium-destxt')
if (apertiumMissing && process.env.CI !== 'true') {
  console.log(
    '# skipping the draft word tests: Apertium is not installed (apt-get install apertium apertium-nno-nob)',
  )
}
const skipWithoutApertium = (dialect: (typeof DIALECTS)[number]) =>
  skipReason(dialect) || (apertiumMissing && process.env.CI !== 'true' ? 'Apertium is not installed' : false)

/** Sentences that end in a word of each class: the words before it, and the last word. */
const ENDINGS: Record<string, [string, string][]> = {
  noun: [
    ['Vi har ikke mottatt', 'dokumentene'],
    ['Hun leste', 'søknaden'],
    ['De solgte', 'huset'],
    ['Jeg kjører', 'bilen'],
    ['Saken gjelder', 'kommunen'],
  ],
  verb: [
    ['Vi har ikke', 'mottatt'],
    ['Hun', 'kommer'],
    ['Dokumentene må', 'sendes'],
    ['Saken kan ikke', 'behandles'],
    ['Jeg vet at de', 'skrev'],
  ],
  adjective: [
    ['Huset er', 'stort'],
    ['Bilen var', 'grønn'],
    ['Dokumentene er', 'viktige'],
    ['Det blir', 'vanskelig'],
    ['Svaret var', 'riktig'],
  ],
  adverb: [
    ['Vi har ikke mottatt dem', 'ennå'],
    ['Hun kommer', 'ofte'],
    ['Saken behandles', 'derfor'],
    ['Vi bor', 'her'],
    ['Det gikk', 'bra'],
  ],
  negation: [
    ['Vi har', 'ikke'],
    ['Jeg vet', 'ikke'],
    ['Det er', 'ikke'],
    ['Det gjør vi', 'ikke'],
    ['Hun kommer', 'ikke'],
  ],
  pronoun: [
    ['Vi har ikke mottatt', 'dem'],
    ['Boka er til', 'deg'],
    ['Hun ringte', 'meg'],
    ['Saken gjelder', 'oss'],
    ['Jeg så', 'henne'],
  ],
  preposition: [
    ['Hva snakker du', 'om'],
    ['Hvem skal du reise', 'med'],
    ['Hvor kommer du', 'fra'],
    ['Det er noe å se', 'på'],
    ['Hvem er brevet', 'til'],
  ],
  numeral: [
    ['Vi har mottatt', '3'],
    ['Hun fyller', 'tre'],
    ['Fristen er i', '2026'],
    ['Vi bestilte', 'tolv'],
    ['Saken har nummer', '42'],
  ],
  name: [
    ['Vi bor i', 'Oslo'],
    ['Brevet er fra', 'Kari'],
    ['Hun reiste til', 'Bergen'],
    ['Han heter', 'Ola'],
    ['Vi har ikke hørt fra', 'Nordmann'],
  ],
  unknown: [
    ['Vi har ikke mottatt', 'zxqwv'],
    ['Hun sa', 'blorfte'],
    ['Det heter', 'Qwyxk'],
    ['Vi har', 'flumpt'],
    ['Han er', 'snorkvik'],
  ],
}
/** In this order, so that the first sentence of each class ends without punctuation: "Vi har ikke". */
const PUNCTUATION = ['', '.', '!', '?', ':']
const SENTENCES = Object.values(ENDINGS).flat()

/** A sentence of the corpus with any ending punctuation; paragraphs of one or two of them. */
const sentence = fc
  .tuple(fc.constantFrom(...SENTENCES), fc.constantFrom(...PUNCTUATION))
  .map(([[words, last], end]) => `${words} ${last}${end}`)
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 2 }).map((s) => s.join(' '))

/**
 * Every word class with every ending punctuation as the text's end (50 texts), after zero to two paragraphs
 * drawn with a fixed seed; 10 texts drawn whole, their paragraphs apart by one to three line breaks; and the
 * texts that lost their last word (issue 28), one of them after a paragraph.
 */
function corpus(): string[] {
  const before = fc.sample(fc.array(paragraph, { minLength: 0, maxLength: 2 }), { seed: 28, numRuns: 50 })
  const texts: string[] = []
  for (const [c, endings] of Object.values(ENDINGS).entries()) {
    for (const [p, end] of PUNCTUATION.entries()) {
      const [words, last] = endings[p] as [string, string]
      const paragraphs = before[c * PUNCTUATION.length + p] ?? []
      texts.push([...paragraphs, `${words} ${last}${end}`].join('\n\n'))
    }
  }
  const whole = fc
    .tuple(
      fc.array(paragraph, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('\n', '\n\n', '\n\n\n', '\r\n\r\n'),
    )
    .map(([paragraphs, apart]) => paragraphs.join(apart))
  const found = ['Det er ikke', 'Vi har ikke mottatt dokumentene.\n\nHun kommer ikke']
  return [...texts, ...fc.sample(whole, { seed: 2828, numRuns: 10 }), ...found]
}

const CORPUS = corpus()

/** The bare engine's translation of a text: the mode's programs run for this text alone, as `apertium -u` runs them. */
function bareEngine(text: string): Promise<string> {
  const mode = readFileSync(MODE_FILE, 'utf8').trim()
  return new Promise((resolve, reject) => {
    // $1 is the generator's option (-n: no unknown-word marks, as the service asks), $2 the tagger's (none).
    const child = spawn('bash', ['-c', `apertium-destxt | ${mode} | apertium-retxt`, 'bare', '-n', ''], {
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const out: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`exit ${code}`)),
    )
    child.stdin.end(text)
  })
}

/** The bare engine's answers, made once for both stores, four texts at a time (each run loads the dictionaries). */
let bareAnswers: Promise<string[]> | undefined
function bare(): Promise<string[]> {
  bareAnswers ??= (async () => {
    const answers: string[] = []
    for (let i = 0; i < CORPUS.length; i += 4) {
      answers.push(...(await Promise.all(CORPUS.slice(i, i + 4).map(bareEngine))))
    }
    return answers
  })()
  return bareAnswers
}

const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []

async function draft(url: string, text: string): Promise<string> {
  const answer = await postJson(`${url}/ContentApi/Translations/Draft`, {
    Text: text,
    From: 'nb-NO',
    To: 'nn-NO',
  })
  assert.equal(answer.status, 200, answer.text)
  return (answer.json as Draft).text
}

describe('the draft corpus', () => {
  it('has every word class with every ending as a text end, several paragraphs, the same texts each run', () => {
    assert.equal(CORPUS.length, 62)
    assert.deepEqual(CORPUS, corpus())
    for (const [kind, endings] of Object.entries(ENDINGS)) {
      for (const end of PUNCTUATION) {
        const ends = (text: string) => endings.some(([, last]) => text.endsWith(` ${last}${end}`))
        assert.ok(CORPUS.some(ends), `a text ends in a ${kind} and ${JSON.stringify(end)}`)
      }
    }
    assert.ok(CORPUS.filter((text) => text.includes('\n\n')).length >= 20)
  })
})

for (const dialect of DIALECTS) {
  describe(`machine drafts on ${dialect} and the bare engine`, { skip: skipWithoutApertium(dialect) }, () => {
    const suite = appOnStore(dialect)

    it('drafts "Vi har ikke" as "Vi har ikkje", keeping the last word without a full stop', async () => {
      const url = suite.running.url
      assert.equal(await draft(url, 'Vi har ikke'), 'Vi har ikkje')
      assert.equal(await draft(url, 'Det er ikke'), 'Det er ikkje')
      assert.equal(await draft(url, 'Vi har ikke.'), 'Vi har ikkje.')
    })

    it('gives the same words as the bare engine for every text of the corpus', async () => {
      const expected = await bare()
      const differing: string[] = []
      for (const [i, text] of CORPUS.entries()) {
        const service = await draft(suite.running.url, text)
        if (words(service).join(' ') !== words(expected[i] as string).join(' ')) {
          differing.push(JSON.stringify({ text, service, bare: expected[i] }))
        }
      }
      assert.deepEqual(differing, [])
    })
  })
}
