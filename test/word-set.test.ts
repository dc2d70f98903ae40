// The packed word set the decompounder asks (src/rules/search/word-set.ts): it answers as a Set of the same
// words, for words in it and for their near misses (one letter more, less or changed), whatever the letters,
// and again after its data crossed to another thread (a SQLite store's writer thread is handed the words so).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads'
import { dataOfWords, packWords, wordsOfData } from '../src/rules/search/word-set.js'

/** A fixed pseudo-random sequence (mulberry32), so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzæøåéü'

describe('a packed word set', () => {
  it('answers as a Set of the same words, for its words and their near misses', () => {
    const next = random(34)
    const word = (length: number) =>
      Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('')
    const words = Array.from({ length: 50_000 }, () => word(1 + Math.floor(next() * 14)))
    words.push('', 'søknad', 'søknad', 'skjema')
    const set = new Set(words)
    const packed = packWords(words)
    const asked = words.flatMap((w) => [
      w,
      `${w}s`,
      w.slice(0, -1),
      w.slice(1),
      w.length > 0
        ? `${w.slice(0, -1)}${LETTERS[(LETTERS.indexOf(w.at(-1) as string) + 1) % LETTERS.length]}`
        : 'x',
    ])
    let held = 0
    for (const w of asked) {
      assert.equal(packed.has(w), set.has(w), JSON.stringify(w))
      if (set.has(w)) held++
    }
    // Both answers occur many times over, so neither "always" nor "never" passes.
    assert.ok(held > 50_000 && asked.length - held > 100_000, `${held} of ${asked.length}`)
  })

  it('tells a word from the words it begins, in small sets whose probes pass most of their words', () => {
    const next = random(14)
    const word = () =>
      Array.from(
        { length: 4 + Math.floor(next() * 8) },
        () => LETTERS[Math.floor(next() * LETTERS.length)],
      ).join('')
    let asked = 0
    for (let round = 0; round < 2_000; round++) {
      const words = Array.from({ length: 8 }, word)
      const packed = packWords(words)
      for (const w of words) {
        for (const begun of [w.slice(0, -1), w.slice(0, 3)]) {
          assert.equal(packed.has(begun), words.includes(begun), `${begun} in ${words.join(' ')}`)
          asked++
        }
        assert.ok(packed.has(w))
      }
    }
    assert.equal(asked, 32_000)
  })

  it('answers the same after crossing to another thread as data (a structured clone)', () => {
    const next = random(21)
    const words = Array.from({ length: 5_000 }, () =>
      Array.from(
        { length: 3 + Math.floor(next() * 9) },
        () => LETTERS[Math.floor(next() * LETTERS.length)],
      ).join(''),
    )
    const packed = packWords(words)
    const data = dataOfWords(packed)
    assert.ok(data, 'a packed set has data')
    // What a worker thread receives: the data through a port, cloned as postMessage clones it.
    const { port1, port2 } = new MessageChannel()
    port1.postMessage(data)
    const received = receiveMessageOnPort(port2)?.message
    port1.close()
    const crossed = wordsOfData(received)
    let held = 0
    for (const w of words.flatMap((w) => [w, `${w}s`, w.slice(1)])) {
      assert.equal(crossed.has(w), packed.has(w), JSON.stringify(w))
      if (crossed.has(w)) held++
    }
    assert.ok(held >= 4_900 && held < 15_000, String(held))
    assert.equal(dataOfWords(new Set(words)), undefined, 'a Set has no packed data')
  })

  it('holds nothing when made of nothing', () => {
    const empty = packWords([])
    assert.equal(empty.has(''), false)
    assert.equal(empty.has('søknad'), false)
  })
})
