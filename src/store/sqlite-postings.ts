// SQLite's impact-ordered search index (search_posting, migration search-postings): a text's terms with their
// impacts (search-text.ts termImpacts), keyed by language, term, impact (descending) and content. Every path
// that writes or removes a current text on SQLite (the writer, a dump's import, the index's refresh) goes
// through here. It holds archived contents' texts too: a search skips those by the content's flag.
import type SqliteDatabase from 'better-sqlite3'
import { termImpacts } from './search-text.js'

export class SqlitePostings {
  readonly #insert: SqliteDatabase.Statement<[number, string, number, number]>
  readonly #delete: SqliteDatabase.Statement<[number, string, number, number]>

  constructor(db: SqliteDatabase.Database) {
    this.#insert = db.prepare(
      'insert into search_posting (language_id, term, impact, content_id) values (?, ?, ?, ?)',
    )
    this.#delete = db.prepare(
      'delete from search_posting where language_id = ? and term = ? and impact = ? and content_id = ?',
    )
  }

  /** Indexes a text by its terms (search-text.ts indexTerms). */
  add(contentId: number, languageId: number, terms: string): void {
    for (const [term, impact] of termImpacts(terms)) this.#insert.run(languageId, term, impact, contentId)
  }

  /** Takes a text out: by the terms it was indexed with, each posting by its whole key. */
  remove(contentId: number, languageId: number, terms: string): void {
    for (const [term, impact] of termImpacts(terms)) this.#delete.run(languageId, term, impact, contentId)
  }
}
