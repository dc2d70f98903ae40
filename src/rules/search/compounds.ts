// Norwegian compounds split into their parts, by a word list: `søknadsskjemaet` is søknad·s·skjemaet,
// `barnehage` barn·e·hage, `personvernerklæringen` personvern + erklæringen. The search index holds a compound's
// parts beside the word (terms.ts), so that `skjema` finds søknadsskjemaet. Pure: the words come from whoever
// read them (store/search-dictionary.ts reads Debian's hunspell-no lists).
//
// Where the line goes (docs/SEARCH.md, "Compounds"):
// - A part is a word of the list (of at least MIN_PART letters: the list's maker says which words may be parts,
//   store/search-dictionary.ts); the last part may carry an inflection (`søknaden`, `skjemaet`), the others a
//   linking `s` or `e` (søknad·s·, barn·e·).
// - A word is split into as few parts as the list allows (barnehageplass is barnehage + plass, not barn + hage +
//   plass), then with as few linking letters (skoleskyss is skole + skyss, never skole·s·kyss), then with as
//   few parts the list does not flag as compounding (heimetenesta is heime + tenesta, not heimet + enesta;
//   grunnskulen grunn + skulen, not grunns + kulen), then with the longest first part: one split per word,
//   the same on every run. A part that is a compound itself is split again, but only where all its parts are words the list
//   flags as compounding (personvern: person + vern; barnehage, whose `barne` is not flagged, stays whole
//   inside barnehageplass): terms.ts partStems.
// - A word the list makes by a derivation (regjere → regjering, kvittere → kvittering) is no compound, whatever
//   it looks like (regjer·ingen, kvitte·ring).
// - Prefixes that are also words (`for`, `til`, `over`, `ved`...) are no first part: forsikring, tilskudd,
//   oversikt and vedtak are derivations, not compounds (`sikring` does not find forsikring). Suffixes that are
//   also words (`het`, `dom`, `skap`...) are no last part (kjærlighet is not kjærlig + het).
// - Lexicalised compounds split all the same: `hage` finds barnehage, after every text that has hage itself.

import type { WordSet } from './word-set.js'

/** How deep parts are split again: a word of 3 parts each of 3 parts is far past any real word. */
const MAX_DEPTH = 3

/**
 * The longest word split: a split tries every pair of positions (time grows with the square of the length), and
 * Norwegian's long compounds (saksbehandlingstida, 19; barnehageplassgarantien, 24) are far shorter.
 */
const MAX_WORD = 40

/** A word the lists' words can make: lower-case letters alone. */
const LETTERS = /^\p{Ll}+$/u

/** The shortest part: `bom` of bompengesøknad, `hus` of husleige; no two-letter fragments. */
export const MIN_PART = 3

/**
 * Words that are also prefixes: as a first part they make derivations (forsikring, tilskudd, oversikt, vedtak,
 * opplysning, innbygger, undersøkelse), not compounds. Bokmål and Nynorsk spellings.
 */
const PREFIXES = new Set([
  'all',
  'bak',
  'etter',
  'for',
  'fra',
  'fram',
  'frem',
  'gjen',
  'gjennom',
  'imot',
  'inn',
  'innan',
  'med',
  'mis',
  'mot',
  'ned',
  'opp',
  'over',
  'sam',
  'til',
  'under',
  'utan',
  'van',
  'ved',
])

/** Words that are also suffixes: as a last part they make derivations (kjærlighet, barndom, vennskap). */
const SUFFIXES = new Set([
  'ande',
  'ende',
  'ing',
  'aktig',
  'bar',
  'dom',
  'else',
  'heit',
  'het',
  'leg',
  'lig',
  'messig',
  'sel',
  'skap',
  'vis',
])

/** Inflections a last part may carry over a listed word (nouns, adjectives and verbs, Bokmål and Nynorsk). */
const ENDINGS = [
  'ene',
  'ane',
  'ens',
  'ets',
  'ers',
  'en',
  'et',
  'er',
  'ar',
  'as',
  'na',
  'ne',
  'a',
  'e',
  'n',
  'r',
  's',
  't',
]

/**
 * A suffix or an inflection is no last part, even where the list has it as a word (`ane`: innbyggjar·ane;
 * `ingen`: regjer·ingen), nor an inflected suffix.
 */
const NO_LAST_PART = new Set([
  ...SUFFIXES,
  ...ENDINGS,
  ...[...SUFFIXES].flatMap((s) => ENDINGS.map((e) => s + e)),
])

/** What a decompounder splits by. */
export interface CompoundWords {
  /** The words that may be parts, lower-case. */
  parts: WordSet
  /** Of those, the ones the list flags as compounding (the surest parts). */
  flagged: WordSet
  /** Words that are no compounds whatever they look like (derivations), lower-case. */
  whole: WordSet
}

/** The linking letters between parts. */
const LINKS = ['s', 'e']

/** Words remembered with their split (or none), per decompounder; forgotten all at once when full. */
const CACHE_SIZE = 50_000

/**
 * A split: its parts in order (a first part without its linking letter, the last as written), its links, and
 * how many of its parts the list does not flag.
 */
interface Split {
  parts: string[]
  links: number
  unflagged: number
}

export class Compounds {
  readonly #words: () => CompoundWords
  #list: CompoundWords | undefined
  readonly #cache = new Map<string, Split | undefined>()
  readonly #forms = new Map<string, readonly string[]>()

  /**
   * @param fingerprint what the words are (a hash of the lists): the search index records it, so that a store
   *   is indexed anew when the words change
   * @param words the words, read when the first word is split
   */
  constructor(
    readonly fingerprint: string,
    words: () => CompoundWords,
  ) {
    this.#words = words
  }

  /** Reads the words now, if they were not read yet, rather than at the first split. */
  load(): void {
    this.#list ??= this.#words()
  }

  /** The words split by, if they were read already (here, or by the thread that handed them over). */
  get readWords(): CompoundWords | undefined {
    return this.#list
  }

  /**
   * The parts of a folded (lower-case) word, when it is a compound: two or more, each as the word has it less a
   * linking letter (`søknadsskjemaet` → søknad, skjemaet). Undefined for a word that is no compound.
   */
  split(word: string, flaggedOnly = false): readonly string[] | undefined {
    // The lists' words are letters alone: a word with a digit or a mark is no compound of them.
    if (word.length < 2 * MIN_PART || word.length > MAX_WORD || !LETTERS.test(word)) return undefined
    let split = this.#cache.get(word)
    if (split === undefined && !this.#cache.has(word)) {
      this.#list ??= this.#words()
      split = this.#derived(word) ? undefined : this.#best(word, MIN_PART)
      if (this.#cache.size >= CACHE_SIZE) this.#cache.clear()
      this.#cache.set(word, split)
    }
    return split && (!flaggedOnly || split.unflagged === 0) ? split.parts : undefined
  }

  /** The best split of a word into two parts or more (see the module's header for "best"). */
  #best(word: string, min: number): Split | undefined {
    const tails = new Map<number, Split | undefined>()
    const tail = (from: number): Split | undefined => {
      if (tails.has(from)) return tails.get(from)
      const last = word.slice(from)
      const base = last.length >= min ? this.#lastBase(last) : undefined
      let best =
        base === undefined ? undefined : { parts: [last], links: 0, unflagged: this.#unflagged(base) }
      best = this.#heads(word, from, min, tail, best)
      tails.set(from, best)
      return best
    }
    return this.#heads(word, 0, min, tail, undefined)
  }

  /** `best` or a better split of word[from..] that starts with a first part and goes on with `tail`. */
  #heads(
    word: string,
    from: number,
    min: number,
    tail: (from: number) => Split | undefined,
    best: Split | undefined,
  ): Split | undefined {
    // Longest first part first: a later split of the same cost does not replace it.
    for (let to = word.length - min; to >= from + min; to--) {
      const head = this.#head(word.slice(from, to))
      if (!head || head.part.length < min) continue
      const rest = tail(to)
      if (!rest) continue
      const split = {
        parts: [head.part, ...rest.parts],
        links: rest.links + head.links,
        unflagged: rest.unflagged + this.#unflagged(head.part),
      }
      if (!best || better(split, best)) best = split
    }
    return best
  }

  /** A first (or middle) part: a listed word, or one with a linking letter after it. */
  #head(text: string): { part: string; links: number } | undefined {
    const words = (this.#list as CompoundWords).parts
    if (words.has(text) && !PREFIXES.has(text)) return { part: text, links: 0 }
    const link = text.at(-1) as string
    const base = text.slice(0, -1)
    if (LINKS.includes(link) && base.length >= MIN_PART && words.has(base) && !PREFIXES.has(base)) {
      return { part: base, links: 1 }
    }
    return undefined
  }

  /**
   * What a word is indexed by besides itself, unstemmed (none for a word that is no compound): its parts; the
   * parts of a part that is a compound of flagged words (barnehageplass: barnehage, plass; personvern:
   * person, vern), to MAX_DEPTH; the listed word its last part is a form of (skjemaet: skjema), since Snowball
   * stems some forms apart; and the compound as its listed form (søknadsskjemaet: søknadsskjema).
   */
  forms(word: string): readonly string[] {
    let forms = this.#forms.get(word)
    if (forms === undefined) {
      forms = this.#formsOf(word)
      if (this.#forms.size >= CACHE_SIZE) this.#forms.clear()
      this.#forms.set(word, forms)
    }
    return forms
  }

  #formsOf(word: string): string[] {
    const parts = this.split(word)
    if (!parts) return []
    const forms: string[] = []
    const add = (parts: readonly string[], depth: number) => {
      const last = parts.at(-1) as string
      const base = this.baseOf(last)
      for (const part of parts) {
        forms.push(part)
        const inner = depth < MAX_DEPTH ? this.split(part, true) : undefined
        if (inner) add(inner, depth + 1)
      }
      if (base !== undefined && base !== last) forms.push(base)
    }
    add(parts, 1)
    const last = parts.at(-1) as string
    const base = this.baseOf(last)
    if (base !== undefined && base !== last) forms.push(word.slice(0, word.length - last.length) + base)
    return forms
  }

  /**
   * The listed word a compound's last part is a form of (`skjemaet` → skjema), or undefined: Snowball stems
   * some forms apart (skjemaet → `skjema`, skjema → `skjem`), so a part is indexed by both stems.
   */
  baseOf(last: string): string | undefined {
    if (!this.#list) return undefined
    return this.#lastBase(last)
  }

  /** 1 for a part the list does not flag as compounding, else 0. */
  #unflagged(part: string): number {
    return (this.#list as CompoundWords).flagged.has(part) ? 0 : 1
  }

  /** Whether a word is a derivation the list makes, or one with an inflection. */
  #derived(word: string): boolean {
    const { whole } = this.#list as CompoundWords
    return (
      whole.has(word) ||
      ENDINGS.some((ending) => word.endsWith(ending) && whole.has(word.slice(0, -ending.length)))
    )
  }

  /**
   * The listed word a last part is, or is an inflection of (`tillatelsen` of tillatelse, `leiga` of leige,
   * `skulane` of skule); undefined when it is none.
   */
  #lastBase(text: string): string | undefined {
    if (text.length < MIN_PART || NO_LAST_PART.has(text)) return undefined
    const { parts, flagged } = this.#list as CompoundWords
    const listed = (base: string) => base.length >= MIN_PART && parts.has(base) && !SUFFIXES.has(base)
    // The word as written, or less an inflection (and with the `e` some inflections take off); a flagged one
    // first (tenesta is a listed word, but the form of teneste, which compounds).
    const bases = [text]
    for (const ending of ENDINGS) {
      if (!text.endsWith(ending)) continue
      const stem = text.slice(0, -ending.length)
      bases.push(stem, `${stem}e`)
    }
    const found = bases.filter(listed)
    return found.find((base) => flagged.has(base)) ?? found[0]
  }
}

/**
 * Fewer parts, then fewer linking letters, then fewer unflagged parts (then, by the order splits are tried, the
 * longer first part).
 */
const better = (a: Split, b: Split) =>
  a.parts.length !== b.parts.length
    ? a.parts.length < b.parts.length
    : a.links !== b.links
      ? a.links < b.links
      : a.unflagged < b.unflagged
