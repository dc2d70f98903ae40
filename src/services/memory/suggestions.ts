// Suggestions from translation memory: the store's candidates (contents' current texts and imported TMX units
// that share words with the source text) scored by rules/memory/similarity.ts, at least MIN_SIMILARITY, the
// best MAX_SUGGESTIONS, and for Bokmål ⇄ Nynorsk the machine draft of the text after them. docs/MEMORY.md
// describes the order.
import { DomainError } from '../../domain-error.js'
import { MIN_SIMILARITY, similarityTo } from '../../rules/memory/similarity.js'
import type { Language } from '../../schemas/languages.js'
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionList } from '../../schemas/memory.js'
import type { MemoryCandidate, TranslationMemory } from '../../store/translation-memory.js'
import { BOKMAL, type Draft, NYNORSK } from '../drafts/drafts.js'

/** Candidates the store reads per source (contents' texts, and as many imported units): the best-ranked. */
export const MAX_CANDIDATES = 100

/** The same source language and target language. */
export class SameLanguageError extends DomainError {
  override name = 'SameLanguageError'
  override readonly status = 400
  override readonly field = 'To'
}

/** At equal similarity: reviewed translations, then other people's, then imported ones, then machine texts. */
const STATE_RANK: Record<string, number> = { reviewed: 0, translated: 1, machine: 3 }
const rankOf = (candidate: MemoryCandidate) =>
  candidate.origin === 'tmx' ? 2 : (STATE_RANK[candidate.state] ?? 3)

/** What drafts a text for the machine suggestion (services/drafts/drafts.ts DraftService). */
export interface Drafter {
  draft(text: string, from: Language, to: Language): Promise<Draft>
}

export class SuggestionService {
  constructor(
    private readonly memory: TranslationMemory,
    /** Machine drafts; none: no machine suggestion. */
    private readonly drafter: Drafter | undefined,
  ) {}

  async suggest(
    text: string,
    from: Language,
    to: Language,
    options: { excludeContentId?: number } = {},
  ): Promise<SuggestionList> {
    if (from.id === to.id) throw new SameLanguageError('To must be another language than From.')
    // The draft runs while the store looks for candidates.
    const machine = this.#machine(text, from, to)
    const candidates = await this.memory.candidates(text, from, to, {
      limit: MAX_CANDIDATES,
      excludeContentId: options.excludeContentId,
    })
    const score = similarityTo(text)
    const scored = candidates
      .map((candidate) => ({ candidate, similarity: score(candidate.source, MIN_SIMILARITY) }))
      .filter(({ similarity }) => similarity >= MIN_SIMILARITY)
      .sort(
        (a, b) =>
          b.similarity - a.similarity ||
          rankOf(a.candidate) - rankOf(b.candidate) ||
          (a.candidate.at < b.candidate.at ? 1 : a.candidate.at > b.candidate.at ? -1 : 0) ||
          (a.candidate.contentId ?? Number.MAX_SAFE_INTEGER) -
            (b.candidate.contentId ?? Number.MAX_SAFE_INTEGER),
      )
    const suggestions: Suggestion[] = []
    const seen = new Set<string>()
    for (const { candidate, similarity } of scored) {
      // The same translation of the same source once, where it ranks best.
      const same = `${candidate.source}\u0000${candidate.text}`
      if (seen.has(same)) continue
      seen.add(same)
      suggestions.push({
        text: candidate.text,
        source: candidate.source,
        similarity,
        ...(candidate.contentId === undefined ? {} : { contentId: candidate.contentId }),
        ...(candidate.versionId === undefined ? {} : { versionId: candidate.versionId }),
        state: candidate.state,
        origin: candidate.origin,
      })
      if (suggestions.length === MAX_SUGGESTIONS) break
    }
    const draft = await machine
    if (draft !== undefined) {
      suggestions.push({ text: draft, source: text, state: 'machine', origin: 'machine' })
    }
    return { suggestions }
  }

  /** The machine draft of the text for Bokmål ⇄ Nynorsk; undefined for other pairs or when it cannot be had. */
  async #machine(text: string, from: Language, to: Language): Promise<string | undefined> {
    const pair = new Set([from.languageCode, to.languageCode])
    if (!this.drafter || !pair.has(BOKMAL) || !pair.has(NYNORSK)) return undefined
    try {
      const draft = await this.drafter.draft(text, from, to)
      return draft.text.trim() === '' ? undefined : draft.text
    } catch {
      // The engine missing, down, hung, or the text too long: suggestions come without a draft.
      return undefined
    }
  }
}
