// The reads of the present that every request makes, written once for both dialects and prepared by each
// (store/sqlite-dialect.ts, store/postgres-dialect.ts): they read `content` and `current_text`, never the
// history. Rows come back as arrays and become ContentStates here, in one place.
import type { ContentState, TextRow } from './change-set.js'

/** A statement in both dialects' spelling: `?` placeholders for SQLite, `$n` (with casts) for PostgreSQL. */
export interface DualSql {
  sqlite: string
  postgres: string
}

/** A fragment that differs between the dialects. */
interface Fragment {
  sqlite: string
  postgres: string
}

/**
 * Template tag: each `${'bigint'}` is a placeholder (with that PostgreSQL cast; `''` for none), each
 * `${{ sqlite, postgres }}` a fragment spelled per dialect.
 */
export function dual(strings: TemplateStringsArray, ...parts: (string | Fragment)[]): DualSql {
  let sqlite = strings[0] ?? ''
  let postgres = strings[0] ?? ''
  let n = 0
  parts.forEach((part, i) => {
    if (typeof part === 'string') {
      n++
      sqlite += '?'
      postgres += part === '' ? `$${n}` : `$${n}::${part}`
    } else {
      sqlite += part.sqlite
      postgres += part.postgres
    }
    const rest = strings[i + 1] ?? ''
    sqlite += rest
    postgres += rest
  })
  return { sqlite, postgres }
}

/**
 * id, latest version, key, archived, then the current text's columns (NULL for a content without texts).
 * PostgreSQL hands out times as epoch milliseconds (formatting them there costs more than the whole read
 * otherwise); statesFromRows turns them into the ISO 8601 text SQLite stores.
 */
const COLUMNS: Fragment = {
  sqlite: `select c.id, c.latest_version_id, c.key, c.archived,
    t.property_id, t.language_id, t.version_id, t.created_at, t.text, t.origin`,
  postgres: `select c.id, c.latest_version_id, c.key, c.archived,
    t.property_id, t.language_id, t.version_id, floor(extract(epoch from t.created_at) * 1000)::bigint,
    t.text, t.origin`,
}

export type ContentRow = [
  number,
  number,
  string | null,
  0 | 1,
  number | null,
  number | null,
  number | null,
  string | number | null,
  string | null,
  string | null,
]

// Each read restricts current_text by the same ids as content, in the join itself: PostgreSQL carries an
// equality across a join, but not a range or a list, and would otherwise read the whole table.
export const READS = {
  /** One content, archived or not: params id. */
  contentById: dual`${COLUMNS} from content c left join current_text t on t.content_id = c.id
    where c.id = ${'bigint'} order by t.language_id`,
  /** Whether a content was purged: params id. */
  purged: dual`select purged from content where id = ${'bigint'}`,
  /** The live contents with first <= id <= last: params first, last, first, last. */
  contentsInRange: dual`${COLUMNS} from content c
    left join current_text t on t.content_id = c.id and t.content_id >= ${'bigint'} and t.content_id <= ${'bigint'}
    where c.id >= ${'bigint'} and c.id <= ${'bigint'} and c.archived = 0 order by c.id, t.language_id`,
  /** The live contents among a list of ids, given as a JSON array (SQLite) or a bigint[] (PostgreSQL). */
  contentsAmong: dual`${COLUMNS} from content c left join current_text t on t.content_id = c.id
    ${{ sqlite: '', postgres: 'and t.content_id = any($1::bigint[])' }}
    where c.id ${{ sqlite: 'in (select value from json_each(?))', postgres: '= any($1::bigint[])' }}
      and c.archived = 0 order by c.id, t.language_id`,
  /** Ids of live contents above `after`: params after, limit. */
  idsAfter: dual`select id from content where archived = 0 and id > ${'bigint'} order by id limit ${'integer'}`,
  /** Ids of live contents with exactly this language set above `after`: params languages, after, limit. */
  idsInSet: dual`select id from content
    where archived = 0 and languages = ${'text'} and id > ${'bigint'} order by id limit ${'integer'}`,
  /**
   * Every language set that live contents have, by a loose index scan of content_languages: one index probe
   * per distinct set, however many contents share it.
   */
  languageSets: dual`with recursive s(languages) as (
      select min(languages) from content where archived = 0
      union all
      select (select min(c.languages) from content c where c.archived = 0 and c.languages > s.languages)
      from s where s.languages is not null
    )
    select languages from s where languages is not null`,
  /** Ids and language sets of live contents whose key is in [from, to): params from, to, after, limit. */
  idsByKeyRange: dual`select id, languages from content
    where archived = 0 and key >= ${'text'} and key < ${'text'} and id > ${'bigint'}
    order by id limit ${'integer'}`,
  /** The id of the content with a key: params key. */
  idByKey: dual`select id from content where key = ${'text'}`,
}

/**
 * Groups content rows (ordered by content id) into states. Ids absent from the rows are absent from the
 * result; `keep` leaves out contents a caller did not ask for (a range read holds its neighbours too).
 */
export function statesFromRows(rows: readonly ContentRow[], keep?: ReadonlySet<number>): ContentState[] {
  const states: ContentState[] = []
  let state: ContentState | undefined
  for (const row of rows) {
    const [id, versionId, key, archived, propertyId] = row
    if (state?.id !== id) {
      state = undefined
      if (keep && !keep.has(id)) continue
      state = { id, versionId, key, archived, texts: [] }
      states.push(state)
    }
    if (propertyId !== null) {
      const text = row.slice(4, 10) as TextRow
      if (typeof row[7] === 'number') text[3] = new Date(row[7]).toISOString()
      state.texts.push(text)
    }
  }
  return states
}
