// A set of words that is only ever asked whether it holds a word, packed into a few objects: the words joined
// in one string, where each begins in a typed array, and an open-addressing hash table of their numbers in
// another. The hunspell lists' words (store/search-dictionary.ts) as Sets of strings were 34 MB of a server's
// 67 MB of live heap, and every full collection of V8 marks each of those strings; packed, they are four
// objects without pointers (docs/PERFORMANCE.md).

/** What a decompounder asks of a word list (a Set answers it too). */
export interface WordSet {
  has(word: string): boolean
}

/** The words packed (duplicates kept once). */
export function packWords(words: Iterable<string>): WordSet {
  return PackedWords.of(words instanceof Set ? [...words] : [...new Set(words)])
}

/**
 * A packed set as plain data, for another thread: a structured clone copies it in milliseconds, where packing
 * the words again would read and fold the lists (over a second of CPU for hunspell-no's).
 */
export interface PackedWordsData {
  text: string
  starts: Uint32Array
  slots: Uint32Array
}

/** The data of a set packWords made; undefined for any other set. */
export function dataOfWords(words: WordSet): PackedWordsData | undefined {
  return words instanceof PackedWords ? words.data() : undefined
}

/** The set whose data this is (dataOfWords), as it was. */
export function wordsOfData(data: PackedWordsData): WordSet {
  return new PackedWords(data.text, data.starts, data.slots)
}

/** FNV-1a over the UTF-16 code units, to 32 bits. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

class PackedWords implements WordSet {
  readonly #text: string
  /** Word i is #text from #starts[i] to #starts[i + 1]. */
  readonly #starts: Uint32Array
  /** Word number + 1 per slot, 0 for an empty slot; at most half full, so a probe ends soon. */
  readonly #slots: Uint32Array
  readonly #mask: number

  constructor(text: string, starts: Uint32Array, slots: Uint32Array) {
    this.#text = text
    this.#starts = starts
    this.#slots = slots
    this.#mask = slots.length - 1
  }

  static of(words: readonly string[]): PackedWords {
    const text = words.join('')
    const starts = new Uint32Array(words.length + 1)
    let at = 0
    words.forEach((word, i) => {
      starts[i] = at
      at += word.length
    })
    starts[words.length] = at
    let size = 16
    while (size < words.length * 2) size *= 2
    const slots = new Uint32Array(size)
    const mask = size - 1
    for (let i = 0; i < words.length; i++) {
      let slot = hashOf(text, starts[i] as number, starts[i + 1] as number) & mask
      while (slots[slot] !== 0) slot = (slot + 1) & mask
      slots[slot] = i + 1
    }
    return new PackedWords(text, starts, slots)
  }

  data(): PackedWordsData {
    return { text: this.#text, starts: this.#starts, slots: this.#slots }
  }

  has(word: string): boolean {
    let slot = hashOf(word, 0, word.length) & this.#mask
    for (;;) {
      const n = this.#slots[slot] as number
      if (n === 0) return false
      if (this.#is(n - 1, word)) return true
      slot = (slot + 1) & this.#mask
    }
  }

  #is(i: number, word: string): boolean {
    const start = this.#starts[i] as number
    if ((this.#starts[i + 1] as number) - start !== word.length) return false
    for (let j = 0; j < word.length; j++) {
      if (this.#text.charCodeAt(start + j) !== word.charCodeAt(j)) return false
    }
    return true
  }
}
