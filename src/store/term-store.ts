// The termbase as the store keeps it (table term_entry, migration 2026-11-29T00-02-termbase): entries of terms
// per language, each preferred, admitted or forbidden. One row per entry with its terms as JSON, so that each
// write is one statement: a create (or a TBX import of many entries) is all or nothing on both stores.
//
// Nothing is cached: every read asks the table, so two instances on one store never answer from a stale copy
// (a termbase is small, and the checks read only the entries of the languages they check).
import { termSearchKey } from '../rules/terms/term-words.js'
import type { Language } from '../schemas/languages.js'
import type { Term, TermEntry, TermStatus } from '../schemas/terms.js'
import { NotFoundError } from './errors.js'
import { type StoreSql, storeSql, verbatim } from './read-queries.js'
import type { StoreContext } from './store-context.js'
import { type Statements, statementsOf } from './store-dialect.js'

/** An entry to write, its languages resolved. */
export interface TermEntryInput {
  note: string
  terms: readonly { language: Language; term: string; status: TermStatus }[]
}

/** The termbase's entries: written, read, found by their words, and read per language for the checks. */
export interface TermStore {
  /** Adds the entries in one statement (all or none), ids ascending in the order given; answers them. */
  createEntries(entries: readonly TermEntryInput[], by: string): Promise<TermEntry[]>
  /** The entry; NotFoundError when there is none. */
  getEntry(id: number): Promise<TermEntry>
  /** Replaces the entry's terms and note; NotFoundError when there is none. */
  replaceEntry(id: number, entry: TermEntryInput, by: string): Promise<TermEntry>
  /** Deletes the entry; NotFoundError when there is none. */
  deleteEntry(id: number): Promise<void>
  /**
   * At most `limit` entries with an id above `afterId`, ascending; with `query` (a query's words, each as the
   * prefixes it may match by: rules/terms/term-words.ts queryPrefixes), only those every word matches.
   */
  listEntries(afterId: number, limit: number, query?: readonly (readonly string[])[]): Promise<TermEntry[]>
  /** Every entry with a term in one of these languages, ascending id. */
  entriesInLanguages(languageIds: readonly number[]): Promise<TermEntry[]>
  /**
   * What the termbase is now, as a string that changes with every create, replace and delete (its count, its
   * largest id, its latest update), for results kept until the termbase changes, in any instance.
   */
  stamp(): Promise<string>
}

/** A term as the row's JSON holds it. */
interface StoredTerm {
  languageId: number
  term: string
  status: TermStatus
}

type Row = [
  id: number,
  note: string,
  terms: string,
  createdAt: string,
  createdBy: string,
  updatedAt: string,
  updatedBy: string,
]

const COLUMNS = 'id, note, terms, created_at, created_by, updated_at, updated_by'
/** Each word of a query offers up to this many prefixes (queryPrefixes: the word and two stems). */
const PREFIXES_PER_WORD = 3

const SQL = {
  // One row per element of a JSON array of rows (each dialect spells reading one: its sql-spellings.ts).
  insert: storeSql`insert into term_entry (note, terms, languages, search, created_at, created_by, updated_at,
    updated_by) ${{ spelling: 'termRows' }} returning ${verbatim(COLUMNS)}`,
  one: storeSql`select ${verbatim(COLUMNS)} from term_entry where id = ${'bigint'}`,
  replace: storeSql`update term_entry set note = ${'text'}, terms = ${'text'}, languages = ${'text'},
    search = ${'text'}, updated_at = ${'text'}, updated_by = ${'text'} where id = ${'bigint'}
    returning ${verbatim(COLUMNS)}`,
  remove: storeSql`delete from term_entry where id = ${'bigint'}`,
  stamp: storeSql`select count(*), coalesce(max(id), 0), coalesce(max(updated_at), '') from term_entry`,
}

/** A statement from its text, `?` marking each parameter, and the parameters' PostgreSQL casts in order. */
function statement(text: string, casts: readonly string[]): StoreSql {
  const strings = text.split('?')
  if (strings.length !== casts.length + 1) throw new Error('term-store: a cast per parameter')
  return { strings, parts: casts }
}

/** Reads made for a count (of query words, of languages), once per count. */
function perCount(make: (count: number) => StoreSql): (count: number) => StoreSql {
  const made = new Map<number, StoreSql>()
  return (count) => {
    let read = made.get(count)
    if (!read) {
      read = make(count)
      made.set(count, read)
    }
    return read
  }
}

/** The listing, every one of `words` words matching one of its prefixes at the start of a word of `search`. */
const listRead = perCount((words) => {
  const word = ` and (${Array.from({ length: PREFIXES_PER_WORD }, () => 'search like ?').join(' or ')})`
  return statement(
    `select ${COLUMNS} from term_entry where id > ?${word.repeat(words)} order by id limit ?`,
    ['bigint', ...Array<string>(words * PREFIXES_PER_WORD).fill('text'), 'integer'],
  )
})

/** Statements of the languages read kept, one per set of languages (the checks ask for a few sets). */
const LANGUAGE_SETS_KEPT = 64
const languagesReads = new Map<string, StoreSql>()

/**
 * The entries with a term in one of these languages. The patterns are written into the statement as literals
 * (the ids are integers): SQLite prepares a statement whose LIKE pattern is a parameter again at every call,
 * since its LIKE optimisation depends on the pattern, and this read comes with every write of texts (16 µs a
 * call on an empty termbase, measured).
 */
function languagesRead(languageIds: readonly number[]): StoreSql {
  const key = languageIds.join(',')
  let read = languagesReads.get(key)
  if (!read) {
    const patterns = languageIds.map((id) => {
      if (!Number.isSafeInteger(id)) throw new RangeError(`term-store: a language id, not ${id}`)
      return `languages like '%,${id},%'`
    })
    read = statement(`select ${COLUMNS} from term_entry where ${patterns.join(' or ')} order by id`, [])
    if (languagesReads.size >= LANGUAGE_SETS_KEPT) languagesReads.clear()
    languagesReads.set(key, read)
  }
  return read
}

/** What a row stores of an entry besides its times and authors. */
function columnsOf(entry: TermEntryInput) {
  const terms: StoredTerm[] = entry.terms.map((t) => ({
    languageId: t.language.id,
    term: t.term,
    status: t.status,
  }))
  const languageIds = [...new Set(terms.map((t) => t.languageId))]
  return {
    note: entry.note,
    terms: JSON.stringify(terms),
    languages: `,${languageIds.join(',')},`,
    search: termSearchKey(entry.terms.map((t) => ({ languageCode: t.language.languageCode, term: t.term }))),
  }
}

export class StoreTermStore implements TermStore {
  readonly #db: Statements

  constructor(private readonly ctx: StoreContext) {
    this.#db = statementsOf(ctx.dialect)
  }

  async createEntries(entries: readonly TermEntryInput[], by: string): Promise<TermEntry[]> {
    if (entries.length === 0) return []
    const at = new Date().toISOString()
    const rows = entries.map((entry) => ({ ...columnsOf(entry), at, by }))
    const { rows: written } = await this.#db.execute(SQL.insert, [JSON.stringify(rows)])
    const sorted = (written as Row[]).sort((a, b) => Number(a[0]) - Number(b[0]))
    return this.#entriesOf(sorted)
  }

  async getEntry(id: number): Promise<TermEntry> {
    const [entry] = await this.#entriesOf(await this.#db.read<Row>(SQL.one, [id]))
    if (!entry) throw notFound(id)
    return entry
  }

  async replaceEntry(id: number, entry: TermEntryInput, by: string): Promise<TermEntry> {
    const { note, terms, languages, search } = columnsOf(entry)
    const at = new Date().toISOString()
    const { rows } = await this.#db.execute(SQL.replace, [note, terms, languages, search, at, by, id])
    const [replaced] = await this.#entriesOf(rows as Row[])
    if (!replaced) throw notFound(id)
    return replaced
  }

  async deleteEntry(id: number): Promise<void> {
    const { changes } = await this.#db.execute(SQL.remove, [id])
    if (changes === 0) throw notFound(id)
  }

  async listEntries(
    afterId: number,
    limit: number,
    query: readonly (readonly string[])[] = [],
  ): Promise<TermEntry[]> {
    const patterns = query.flatMap((prefixes) =>
      Array.from({ length: PREFIXES_PER_WORD }, (_, i) => `% ${prefixes[i] ?? prefixes[0]}%`),
    )
    return this.#entriesOf(await this.#db.read<Row>(listRead(query.length), [afterId, ...patterns, limit]))
  }

  async entriesInLanguages(languageIds: readonly number[]): Promise<TermEntry[]> {
    if (languageIds.length === 0) return []
    return this.#entriesOf(await this.#db.read<Row>(languagesRead(languageIds), []))
  }

  async stamp(): Promise<string> {
    const [row] = await this.#db.read<[number | string, number | string, string]>(SQL.stamp, [])
    return row ? row.join(' ') : ''
  }

  /**
   * Rows as entries. A term in a language removed since it was written (removal checks texts, not terms) is
   * left out: the catalog is reloaded once when a row names a language this process does not know.
   */
  async #entriesOf(rows: readonly Row[]): Promise<TermEntry[]> {
    if (rows.length === 0) return []
    const parsed = rows.map((row) => ({ row, terms: JSON.parse(row[2]) as StoredTerm[] }))
    const catalog = this.ctx.languages
    await this.ctx.guard(() => catalog.ensureIds(parsed.flatMap((p) => p.terms.map((t) => t.languageId))))
    const codes = new Map(catalog.all().map((l) => [l.id, l.languageCode]))
    return parsed.map(({ row, terms }) => {
      const [id, note, , createdAt, createdBy, updatedAt, updatedBy] = row
      const kept: Term[] = []
      for (const t of terms) {
        const languageCode = codes.get(t.languageId)
        if (languageCode !== undefined) kept.push({ languageCode, term: t.term, status: t.status })
      }
      return {
        id: Number(id),
        terms: kept,
        ...(note === '' ? {} : { note }),
        createdAt,
        createdBy,
        updatedAt,
        updatedBy,
      }
    })
  }
}

const notFound = (id: number) => new NotFoundError(`There is no termbase entry ${id}.`)
