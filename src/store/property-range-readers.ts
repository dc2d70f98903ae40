// The listing's inner read, per dialect: the current properties of every content in an id range, ordered by
// content and language. It runs once per batch of a full listing, so on SQLite it is a prepared statement in
// raw (array) mode on the read connection: about half the cost of the same query through Kysely's object rows.
import type SqliteDatabase from 'better-sqlite3'
import type { Property } from '../schemas/content.js'

export interface PropertyInRange {
  contentId: number
  property: Property
}

export interface PropertyRangeReader {
  /** Current properties of contents with first <= id <= last, by content id then language id. */
  read(first: number, last: number): Promise<PropertyInRange[]>
}

const CURRENT_IN_RANGE = `
select p.content_id, p.id, p.text, l.id, l.language_code, p.version_id, v.created_at
from property p
join language l on l.id = p.language_id
join version v on v.id = p.version_id
where p.content_id >= ? and p.content_id <= ?
  and not exists (
    select 1 from property q
    where q.content_id = p.content_id and q.language_id = p.language_id and q.version_id > p.version_id
  )
order by p.content_id, p.language_id`

type Row = [number, number, string, number, string, number, string]

export class SqlitePropertyRangeReader implements PropertyRangeReader {
  readonly #statement: SqliteDatabase.Statement<[number, number], Row>

  constructor(reader: SqliteDatabase.Database) {
    this.#statement = reader.prepare<[number, number], Row>(CURRENT_IN_RANGE).raw(true)
  }

  async read(first: number, last: number): Promise<PropertyInRange[]> {
    return this.#statement
      .all(first, last)
      .map(([contentId, id, text, languageId, languageCode, versionId, createdAt]) => ({
        contentId,
        property: {
          id,
          text,
          language: { id: languageId, languageCode },
          version: { id: versionId, createdAt },
        },
      }))
  }
}
