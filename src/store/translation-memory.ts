// Translation memory as the store keeps it: candidates for a suggestion (contents' current texts found through
// the search index, and variants imported from TMX found through their own full-text index), every pair of
// current texts for a TMX export, and the import of TMX units (memory only: no content is written). Scoring
// the candidates is not the store's: services/memory/ does it with rules/memory/similarity.ts.
import { createHash } from 'node:crypto'
import { candidateTerms } from '../rules/memory/candidate-terms.js'
import { indexTerms } from '../rules/search/terms.js'
import type { Language } from '../schemas/languages.js'
import type { CurrentCandidateRow, ImportedCandidateRow, MemorySql } from './memory-sql.js'
import { storeSql } from './read-queries.js'
import type { StoreContext } from './store-context.js'
import { type Statements, statementsOf } from './store-dialect.js'

/** A text of the memory: a source text and its translation, and where the translation comes from. */
export interface MemoryCandidate {
  source: string
  text: string
  /** `memory`: a content's current texts; `tmx`: a unit imported from TMX. */
  origin: 'memory' | 'tmx'
  /** The translation's state (an imported unit's: `translated`). */
  state: 'machine' | 'translated' | 'reviewed'
  contentId?: number
  versionId?: number
  /** When the translation was written or imported (ISO 8601). */
  at: string
}

/** A pair of texts for a TMX export: a content's (its id) or an imported unit's (no id). */
export interface MemoryPair {
  source: string
  target: string
  contentId?: number
}

/** A TMX translation unit: its texts per language (canonical codes, each at most once). */
export interface MemoryUnit {
  variants: { languageCode: string; text: string }[]
}

export interface MemoryImport {
  /** Units stored. */
  imported: number
  /** Units the memory held already (the same texts in the same languages). */
  duplicates: number
}

export interface TranslationMemory {
  /**
   * Texts in `from` that share words with `text` and have a translation in `to`: at most `limit` from the
   * contents' current texts (none of `excludeContentId`) and at most `limit` imported ones, the best-ranked.
   */
  candidates(
    text: string,
    from: Language,
    to: Language,
    options: { limit: number; excludeContentId?: number },
  ): Promise<MemoryCandidate[]>
  /** Every pair of current texts of live contents in both languages, by content id, then every imported pair. */
  pairs(from: Language, to: Language, batchSize: number): AsyncGenerator<MemoryPair[]>
  /** Stores units (those with two languages or more), each once; in batches, each one statement. */
  importUnits(units: readonly MemoryUnit[]): Promise<MemoryImport>
}

/**
 * Postings read per looked-up term, those that weigh it most (the search index's impact: shorter texts, and
 * texts that repeat it, first): a lookup's work is bounded however common its words. A rarer term has fewer
 * postings than this, and so finds every text that has it.
 */
export const POSTINGS_PER_TERM = 100

/** Units stored per statement. */
const IMPORT_BATCH = 500

const SQL = {
  currentPairs: storeSql`select s.content_id, s.text, t.text from current_text s
    join current_text t on t.content_id = s.content_id and t.language_id = ${'integer'}
    join content c on c.id = s.content_id
    where s.language_id = ${'integer'} and s.content_id > ${'bigint'} and c.archived = 0
    order by s.content_id limit ${'integer'}`,
  importedPairs: storeSql`select v.id, v.text, w.text from translation_memory v
    join translation_memory w on w.unit_hash = v.unit_hash and w.language_code = ${'text'}
    where v.language_code = ${'text'} and v.id > ${'bigint'}
    order by v.id limit ${'integer'}`,
}

/** A term of an imported variant: prefixed with its language (`nb·no·søknad`), a character no term has. */
export const languageTerm = (languageCode: string, term: string) =>
  `${languageCode.toLowerCase().replaceAll('-', '·')}·${term}`

const stateOf = (origin: string | null, reviewed: number) =>
  origin !== null ? 'machine' : Number(reviewed) === 1 ? 'reviewed' : 'translated'

export class StoreTranslationMemory implements TranslationMemory {
  readonly #statements: Statements
  /** Source languages whose imported variants the last suggestion found some of: looked up at once next time. */
  readonly #withImported = new Set<string>()

  constructor(
    private readonly ctx: StoreContext,
    private readonly spelling: MemorySql,
  ) {
    this.#statements = statementsOf(ctx.dialect)
  }

  candidates(
    text: string,
    from: Language,
    to: Language,
    { limit, excludeContentId }: { limit: number; excludeContentId?: number },
  ): Promise<MemoryCandidate[]> {
    const terms = candidateTerms(from.languageCode, text)
    if (terms.length === 0) return Promise.resolve([])
    const { spelling } = this
    const readImported = () =>
      this.ctx.dialect.read<ImportedCandidateRow>(spelling.importedCandidates, [
        spelling.anyTerm(terms.map((term) => languageTerm(from.languageCode, term))),
        limit,
        to.languageCode,
      ])
    return this.ctx.guard(async () => {
      // Imported variants are looked up only where the memory has some in the source language, which the
      // contents' statement answers in its own snapshot (a stamp no other instance can make stale). Where it
      // had some last time, both statements run at once; otherwise the lookup waits for that answer.
      const early = this.#withImported.has(from.languageCode) ? readImported() : undefined
      early?.catch(() => {})
      const current = await this.ctx.dialect.read<CurrentCandidateRow>(
        spelling.currentCandidates(terms.length),
        [
          from.languageCode,
          ...spelling.postings(from.id, terms, POSTINGS_PER_TERM),
          limit,
          from.id,
          to.id,
          excludeContentId ?? 0,
        ],
      )
      // No row, no answer: looked up, the hint left as it was.
      const answer = current[0]?.[7]
      const withImported = answer === undefined || Number(answer) === 1
      if (answer !== undefined) {
        if (withImported) this.#withImported.add(from.languageCode)
        else this.#withImported.delete(from.languageCode)
      }
      const imported = early ? await early : withImported ? await readImported() : []
      return [
        ...current.map(
          ([contentId, source, translation, versionId, origin, reviewed, at]): MemoryCandidate => ({
            source,
            text: translation,
            origin: 'memory',
            state: stateOf(origin, reviewed),
            contentId: Number(contentId),
            versionId: Number(versionId),
            at,
          }),
        ),
        ...imported.map(
          ([source, translation, at]): MemoryCandidate => ({
            source,
            text: translation,
            origin: 'tmx',
            state: 'translated',
            at,
          }),
        ),
      ]
    })
  }

  async *pairs(from: Language, to: Language, batchSize: number): AsyncGenerator<MemoryPair[]> {
    const read = this.#statements.read
    for (let after = 0; ; ) {
      const rows = await read<[number, string, string]>(SQL.currentPairs, [to.id, from.id, after, batchSize])
      if (rows.length === 0) break
      yield rows.map(([contentId, source, target]) => ({ contentId: Number(contentId), source, target }))
      after = Number((rows.at(-1) as [number, string, string])[0])
    }
    for (let after = 0; ; ) {
      const rows = await read<[number, string, string]>(SQL.importedPairs, [
        to.languageCode,
        from.languageCode,
        after,
        batchSize,
      ])
      if (rows.length === 0) break
      yield rows.map(([, source, target]) => ({ source, target }))
      after = Number((rows.at(-1) as [number, string, string])[0])
    }
  }

  async importUnits(units: readonly MemoryUnit[]): Promise<MemoryImport> {
    const result: MemoryImport = { imported: 0, duplicates: 0 }
    const kept = units.filter((unit) => unit.variants.length >= 2)
    const at = new Date().toISOString()
    for (let start = 0; start < kept.length; start += IMPORT_BATCH) {
      const batch = kept.slice(start, start + IMPORT_BATCH)
      const rows = batch.flatMap((unit) => {
        const hash = unitHash(unit)
        return unit.variants.map(({ languageCode, text }) => ({
          h: hash,
          l: languageCode,
          t: text,
          s: this.spelling.indexed(
            indexTerms(languageCode, text)
              .split(' ')
              .filter((term) => term !== '')
              .map((term) => languageTerm(languageCode, term))
              .join(' '),
          ),
        }))
      })
      const { rows: inserted } = await this.#statements.execute(this.spelling.insertVariants, [
        at,
        JSON.stringify(rows),
      ])
      const stored = new Set(inserted.map((row) => String(row[0])))
      result.imported += stored.size
      // A unit repeated within the file counts as a duplicate after its first time.
      result.duplicates += batch.length - stored.size
    }
    return result
  }
}

/** A unit's identity: a digest of its variants, in language order. */
function unitHash(unit: MemoryUnit): string {
  const hash = createHash('sha256')
  for (const { languageCode, text } of [...unit.variants].sort((a, b) =>
    a.languageCode < b.languageCode ? -1 : 1,
  )) {
    hash.update(`${languageCode}\u0000${text}\u0000`)
  }
  return hash.digest('hex')
}
