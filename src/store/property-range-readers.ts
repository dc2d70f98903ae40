// The listing's inner read, per dialect: the current properties of every content in an id range, ordered by
// content and language. It runs once per batch of a full listing and for every read of one content, so it is
// a prepared statement returning arrays: on SQLite's read connection about half the cost of the same query
// through Kysely's object rows, and several times faster for one content (Kysely prepares anew each call).
import type SqliteDatabase from 'better-sqlite3'
import type pg from 'pg'
import type { Property } from '../schemas/content.js'

export interface PropertyInRange {
  contentId: number
  property: Property
}

export interface PropertyRangeReader {
  /** Current properties of contents with first <= id <= last, by content id then language id. */
  read(first: number, last: number): Promise<PropertyInRange[]>
  /** Ids of at most `limit` contents above `afterId`, ascending: a batch of an unfiltered listing. */
  contentIds?(afterId: number, limit: number): Promise<number[]>
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

/** content id, property id, text, language id, code, version id, createdAt (text in SQLite, Date in pg). */
type Row = [number, number, string, number, string, number, string | Date]

function inRange([
  contentId,
  id,
  text,
  languageId,
  languageCode,
  versionId,
  createdAt,
]: Row): PropertyInRange {
  return {
    contentId,
    property: {
      id,
      text,
      language: { id: languageId, languageCode },
      version: { id: versionId, createdAt: isoTime(createdAt) },
    },
  }
}

/** PostgreSQL returns timestamptz as a Date; SQLite keeps the ISO 8601 text it was given. */
export function isoTime(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value
}

export class SqlitePropertyRangeReader implements PropertyRangeReader {
  readonly #statement: SqliteDatabase.Statement<[number, number], Row>
  readonly #ids: SqliteDatabase.Statement<[number, number], number>

  constructor(reader: SqliteDatabase.Database) {
    this.#statement = reader.prepare<[number, number], Row>(CURRENT_IN_RANGE).raw(true)
    this.#ids = reader
      .prepare<[number, number], number>('select id from content where id > ? order by id limit ?')
      .pluck()
  }

  async contentIds(afterId: number, limit: number): Promise<number[]> {
    return this.#ids.all(afterId, limit)
  }

  async read(first: number, last: number): Promise<PropertyInRange[]> {
    return this.#statement.all(first, last).map(inRange)
  }
}

/**
 * PostgreSQL: the same query as a named prepared statement (parsed once per connection), rows as arrays.
 * The pool's type parsers make its bigint ids numbers, as SQLite's are.
 */
export class PostgresPropertyRangeReader implements PropertyRangeReader {
  readonly #text = CURRENT_IN_RANGE.replace('>= ?', '>= $1').replace('<= ?', '<= $2')

  constructor(private readonly pool: pg.Pool) {}

  async read(first: number, last: number): Promise<PropertyInRange[]> {
    const result = await this.pool.query<Row>({
      name: 'current-properties-in-range',
      text: this.#text,
      values: [first, last],
      rowMode: 'array',
    })
    return result.rows.map(inRange)
  }
}
