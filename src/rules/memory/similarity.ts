// How alike two source texts are, for translation memory: one definition, used to score every candidate the
// store finds. Pure: no I/O.
//
// A text is read as tokens: words (runs of letters and digits with their marks, as search reads them) and
// punctuation marks (every other character that is not white space, one token each); white space separates
// tokens and is not one itself. The distance between two texts is an edit distance over their tokens, found
// with jsdiff's diffArrays (Myers' algorithm) on the tokens lower-cased:
//
// - a word inserted, deleted or replaced by another word costs 1;
// - a punctuation mark inserted, deleted or replaced costs 0.1 (PUNCTUATION);
// - a word that is the same but for its case costs 0.1 (CASE).
//
// Within each run of changes, deletions and insertions pair up as replacements: the run costs
// max(words deleted, words inserted) + 0.1 × max(marks deleted, marks inserted). The similarity is
// 1 − distance / weight, where weight is the larger of the two texts' weights (a word weighs 1, a mark 0.1),
// not below 0, rounded to two decimals. Identical texts score 1; texts that differ only in white space, or so
// little that the score rounds to 1, score 0.99, so that 1 always means identical. Texts of more than
// MAX_TOKENS tokens score 1 when identical and 0 otherwise.
import { diffArrays } from 'diff'

/** Suggestions less alike than this are not made. */
export const MIN_SIMILARITY = 0.7

/** What a punctuation mark inserted, deleted or replaced costs, and a word that differs only in its case. */
export const PUNCTUATION = 0.1
export const CASE = 0.1

interface Token {
  /** The token as written (NFC). */
  text: string
  /** Lower-cased: what the diff compares. */
  folded: string
  word: boolean
}

const TOKEN = /([\p{L}\p{N}][\p{L}\p{M}\p{N}]*)|[^\s\p{L}\p{N}]/gu

/** A text's tokens, in order. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.normalize('NFC').matchAll(TOKEN)) {
    tokens.push({ text: match[0], folded: match[0].toLowerCase(), word: match[1] !== undefined })
  }
  return tokens
}

const weightOf = (tokens: readonly Token[]) =>
  tokens.reduce((sum, token) => sum + (token.word ? 1 : PUNCTUATION), 0)

/** A text's weight: its words, and a tenth for each punctuation mark. */
export const weightOfText = (text: string) => weightOf(tokensOf(text))

/**
 * A floor of the distance, cheap: the words of each text that the other lacks (lower-cased, counted) must be
 * deleted, inserted or replaced, a word each.
 */
function unmatchedWords(a: readonly Token[], b: readonly Token[]): number {
  const counts = new Map<string, number>()
  for (const token of a) if (token.word) counts.set(token.folded, (counts.get(token.folded) ?? 0) + 1)
  let extra = 0
  for (const token of b) {
    if (!token.word) continue
    const left = counts.get(token.folded) ?? 0
    if (left > 0) counts.set(token.folded, left - 1)
    else extra++
  }
  let missing = 0
  for (const left of counts.values()) missing += left
  return Math.max(missing, extra)
}

/**
 * Texts with more tokens than this are only ever alike when identical: an edit distance of two long texts that
 * differ much costs the product of their lengths.
 */
export const MAX_TOKENS = 5000

/** The similarity of two texts, 0 to 1 (see the header); below `floor` it may answer 0 early. */
export function similarity(a: string, b: string, floor = 0): number {
  return similarityTo(a)(b, floor)
}

/** As similarity, for many texts compared with one: its tokens are made once. */
export function similarityTo(source: string): (other: string, floor?: number) => number {
  const tokens = tokensOf(source)
  return (other, floor = 0) => (other === source ? 1 : scoreTokens(tokens, tokensOf(other), floor))
}

/** The similarity of two texts that are not identical. */
function scoreTokens(a: readonly Token[], b: readonly Token[], floor: number): number {
  const weight = Math.max(weightOf(a), weightOf(b))
  if (weight === 0) return 0.99
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) return 0
  // The weights' difference is a floor of the distance: too far apart in length, no diff needed.
  if (1 - Math.abs(weightOf(a) - weightOf(b)) / weight < floor) return 0
  if (floor > 0 && 1 - unmatchedWords(a, b) / weight < floor) return 0
  const parts = diffArrays(a as Token[], b as Token[], { comparator: (x, y) => x.folded === y.folded })
  let distance = 0
  let deleted = { words: 0, marks: 0 }
  let inserted = { words: 0, marks: 0 }
  const closeRun = () => {
    distance +=
      Math.max(deleted.words, inserted.words) + PUNCTUATION * Math.max(deleted.marks, inserted.marks)
    deleted = { words: 0, marks: 0 }
    inserted = { words: 0, marks: 0 }
  }
  let i = 0
  let j = 0
  for (const part of parts) {
    const count = part.count ?? part.value.length
    if (part.removed) {
      for (const token of a.slice(i, i + count)) token.word ? deleted.words++ : deleted.marks++
      i += count
    } else if (part.added) {
      for (const token of b.slice(j, j + count)) token.word ? inserted.words++ : inserted.marks++
      j += count
    } else {
      closeRun()
      for (let k = 0; k < count; k++) {
        if ((a[i + k] as Token).text !== (b[j + k] as Token).text) distance += CASE
      }
      i += count
      j += count
    }
  }
  closeRun()
  const score = Math.max(0, Math.round((1 - distance / weight) * 100) / 100)
  return Math.min(score, 0.99)
}
