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
  return new PackedWords(words instanceof Set ? [...words] : [...new Set(words)])
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

  constructor(words: readonly string[]) {
    this.#text = words.join('')
    this.#starts = new Uint32Array(words.length + 1)
    let at = 0
    words.forEach((word, i) => {
      this.#starts[i] = at
      at += word.length
    })
    this.#starts[words.length] = at
    let size = 16
    while (size < words.length * 2) size *= 2
    this.#slots = new Uint32Array(size)
    this.#mask = size - 1
    for (let i = 0; i < words.length; i++) {
      let slot = hashOf(this.#text, this.#starts[i] as number, this.#starts[i + 1] as number) & this.#mask
      while (this.#slots[slot] !== 0) slot = (slot + 1) & this.#mask
      this.#slots[slot] = i + 1
    }
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
