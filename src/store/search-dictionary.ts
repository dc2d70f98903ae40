// The word list Norwegian compounds are split by (rules/search/compounds.ts): the stems of Debian's hunspell-no
// dictionaries, Bokmål and Nynorsk together (/usr/share/hunspell/nb_NO.dic and nn_NO.dic). A part is a word
// the lists flag as one that compounds (hunspell's COMPOUNDFLAG, `z`: tid, lån, hus, skatt, søknad), or any
// listed word of SURE_PART letters or more (melding, trygd): short unflagged words are the false parts
// (bet·aling, husl·eige, overs·ikt, innb·ygg·jarane). Where the package is
// missing there is none, and search indexes words alone, as before compounds. The lists are read once per
// process and path: every store opened on them shares one decompounder, and a SQLite store's writer thread
// is handed the main thread's words rather than read them again (compoundWordsRead).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Compounds, type CompoundWords, MIN_PART } from '../rules/search/compounds.js'
import { foldWord } from '../rules/search/terms.js'
import { dataOfWords, type PackedWordsData, packWords, wordsOfData } from '../rules/search/word-set.js'

/** Debian's hunspell-no: the Bokmål and Nynorsk lists. */
export const HUNSPELL_NO = ['/usr/share/hunspell/nb_NO.dic', '/usr/share/hunspell/nn_NO.dic']

/** A list's word: lower-case letters alone (no names, abbreviations with hyphens, or numbers). */
const LISTED = /^\p{Ll}+$/u
const PLAIN = /^[a-zæøå]+$/
/** The flag of the words that compound, in both .aff files (COMPOUNDFLAG z). */
const COMPOUNDS_FLAG = 'z'
/** The shortest part the lists do not flag as compounding. */
const SURE_PART = 5

/** The decompounder of each set of lists read or handed over in this thread, by keyOf its paths. */
const loaded = new Map<string, Compounds | undefined>()
const keyOf = (paths: readonly string[]) => paths.join('\n')

/**
 * The decompounder of these hunspell lists (each .dic with its .aff beside it), or undefined when one of them
 * cannot be read (the package is not installed). The files are hashed now, for the index's marker; their words
 * are read when the first word is split (a store that never sees a Norwegian word does not pay for them).
 */
export function searchCompounds(paths: readonly string[] = HUNSPELL_NO): Compounds | undefined {
  if (paths.length === 0) return undefined
  const key = keyOf(paths)
  if (loaded.has(key)) return loaded.get(key)
  let compounds: Compounds | undefined
  try {
    const lists = paths.map((path) => ({
      dic: readFileSync(path),
      aff: readFileSync(path.replace(/\.dic$/, '.aff')),
    }))
    const hash = createHash('sha256')
    for (const { dic, aff } of lists) hash.update(dic).update(aff)
    compounds = new Compounds(`hunspell:${hash.digest('hex').slice(0, 16)}`, () => wordsOf(lists))
  } catch {
    compounds = undefined
  }
  loaded.set(key, compounds)
  return compounds
}

/** A decompounder's words as plain data, for another thread of this process. */
export interface SharedCompoundWords {
  fingerprint: string
  parts: PackedWordsData
  flagged: PackedWordsData
  whole: PackedWordsData
}

/**
 * The words of these lists as data for another thread, if this thread has read them; never reads them. Reading
 * is over a second of CPU, and every thread has its own copy: a SQLite store's writer thread is handed the main
 * thread's words as it starts where the main thread has them (a server reads them before it opens its store,
 * any process at its first Norwegian text written), rather than read them again at its first replaced text.
 */
export function compoundWordsRead(paths: readonly string[]): SharedCompoundWords | undefined {
  const compounds = loaded.get(keyOf(paths))
  const words = compounds?.readWords
  return compounds && words ? sharedOf(compounds.fingerprint, words) : undefined
}

/** Packed words as data (undefined for words that are not packed: a test's Sets). */
function sharedOf(fingerprint: string, words: CompoundWords): SharedCompoundWords | undefined {
  const [parts, flagged, whole] = [words.parts, words.flagged, words.whole].map(dataOfWords)
  if (!parts || !flagged || !whole) return undefined
  return { fingerprint, parts, flagged, whole }
}

/** Makes this thread's decompounder of these lists one of another thread's words, unless it has one. */
export function provideCompoundWords(paths: readonly string[], shared: SharedCompoundWords): void {
  const key = keyOf(paths)
  if (loaded.has(key)) return
  const words = {
    parts: wordsOfData(shared.parts),
    flagged: wordsOfData(shared.flagged),
    whole: wordsOfData(shared.whole),
  }
  loaded.set(key, new Compounds(shared.fingerprint, () => words))
}

/** A hunspell suffix rule: strip this, add that, where the stem matches the condition. */
interface Suffix {
  strip: string
  add: string
  condition: RegExp
}

/**
 * The words of hunspell lists (ISO 8859-1, `stem/flags` a line after the count), folded as search folds: each
 * stem, and its verbal nouns (`parkere` → parkering, `melde` → melding), which the lists make by suffix rules
 * rather than list, and which are the first part of many compounds (parkeringstillatelse), but never
 * compounds themselves (kvittering is no kvitte + ring).
 */
function wordsOf(lists: readonly { dic: Buffer; aff: Buffer }[]): CompoundWords {
  const parts = new Set<string>()
  const flagged = new Set<string>()
  const whole = new Set<string>()
  const latin1 = new TextDecoder('latin1')
  const folded = (word: string) => (PLAIN.test(word) ? word : LISTED.test(word) ? foldWord(word) : undefined)
  const add = (word: string, compounding: boolean) => {
    if (word.length < (compounding ? MIN_PART : SURE_PART)) return
    const fold = folded(word)
    if (fold === undefined) return
    parts.add(fold)
    if (compounding) flagged.add(fold)
  }
  for (const { dic, aff } of lists) {
    const nouns = verbalNouns(latin1.decode(aff))
    const nounFlags = new RegExp(`[${[...nouns.keys()].join('').replace(/[\\\]^-]/g, '\\$&')}]`)
    for (const line of latin1.decode(dic).split('\n')) {
      const slash = line.indexOf('/')
      const stem = (slash === -1 ? line : line.slice(0, slash)).trim()
      const flags = slash === -1 ? '' : line.slice(slash + 1).trim()
      const compounding = flags.includes(COMPOUNDS_FLAG)
      add(stem, compounding)
      if (nouns.size === 0 || !nounFlags.test(flags)) continue
      for (const flag of flags) {
        for (const rule of nouns.get(flag) ?? []) {
          if (rule.condition.test(stem) && stem.endsWith(rule.strip)) {
            const noun = stem.slice(0, stem.length - rule.strip.length) + rule.add
            add(noun, compounding)
            const fold = folded(noun)
            if (fold !== undefined) whole.add(fold)
          }
        }
      }
    }
  }
  // Packed: as Sets of strings they were half of a server's live heap, which every full collection marks.
  return { parts: packWords(parts), flagged: packWords(flagged), whole: packWords(whole) }
}

/** The suffix rules of an .aff that make verbal nouns (`SFX t e ing e`), by flag. */
function verbalNouns(aff: string): Map<string, Suffix[]> {
  const rules = new Map<string, Suffix[]>()
  for (const line of aff.split('\n')) {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/)
    if (kind !== 'SFX' || !flag || !strip || !add?.endsWith('ing') || !condition) continue
    const rule = { strip: strip === '0' ? '' : strip, add, condition: new RegExp(`${condition}$`, 'u') }
    rules.set(flag, [...(rules.get(flag) ?? []), rule])
  }
  return rules
}
