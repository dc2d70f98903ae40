// The reads of the present that every request makes, written once for both dialects and prepared by each
// (store/sqlite/dialect.ts, store/postgres/dialect.ts): they read `content` and `current_text`, never the
// history. Rows come back as arrays and become ContentStates here, in one place.
import type { ContentState } from './change-set.js'

/** A statement in both dialects' spelling: `?` placeholders for SQLite, `$n` (with casts) for PostgreSQL. */
export interface DualSql {
  sqlite: string
  postgres: string
  /**
   * PostgreSQL plans it for each execution's values rather than once: for reads of a range or a list, whose
   * best plan depends on the range (a generic plan for a range read chose a hash join over all of
   * current_text). Point reads keep their prepared plan.
   */
  planEachTime?: boolean
}

/** The same statement, planned for each execution's values on PostgreSQL. */
const planEachTime = (sql: DualSql): DualSql => ({ ...sql, planEachTime: true })

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

/** id, latest version, key, archived, then the current text's columns (NULL for a content without texts). */
const SELECT_CONTENT = `select c.id, c.latest_version_id, c.key, c.archived,
  t.property_id, t.language_id, t.version_id, t.created_at, t.text, t.origin`
const COLUMNS: Fragment = { sqlite: SELECT_CONTENT, postgres: SELECT_CONTENT }

/**
 * A row of COLUMNS as the driver returns it (an array, the cheapest form to read), and whatever a read selects
 * after them; statesFromRows names it. The text's columns are all NULL for a content without texts.
 */
export type ContentRow = [
  id: number,
  latestVersionId: number,
  key: string | null,
  archived: 0 | 1,
  propertyId: number | null,
  languageId: number | null,
  versionId: number | null,
  createdAt: string | null,
  text: string | null,
  origin: string | null,
  ...rest: unknown[],
]

/** A row of READS.contentById: COLUMNS, then whether the content was purged. */
export type ContentByIdRow = [...ContentRow, purged: number | boolean]

/** Whether READS.contentById found the content purged (every row says the same). */
export function purgedIn(rows: readonly ContentByIdRow[]): boolean {
  return Number(rows[0]?.[10]) === 1
}

// Each read restricts current_text by the same ids as content, in the join itself: PostgreSQL carries an
// equality across a join, but not a range or a list, and would otherwise read the whole table.
/**
 * A current text as its Property JSON, written by the store itself, for streamed listings: the same bytes as
 * JSON.stringify of the Property the API answers elsewhere (json_quote / to_json escape as JSON.stringify
 * does; members in the schema's order), which the listing tests compare. In C it costs a fraction of reading
 * the columns and rendering them in JavaScript, and it builds no objects, so memory stays flat.
 */
const RENDERED: Fragment = {
  sqlite: `select c.id, c.key, case when t.property_id is null then null else
    '{"id":' || t.property_id || ',"text":' || json_quote(t.text) ||
    ',"language":{"id":' || l.id || ',"languageCode":' || json_quote(l.language_code) || '}' ||
    ',"version":{"id":' || t.version_id || ',"createdAt":"' || t.created_at || '"}' ||
    case when t.origin is null then '' else ',"origin":' || json_quote(t.origin) end || '}' end`,
  postgres: `select c.id, c.key, case when t.property_id is null then null else
    '{"id":' || t.property_id || ',"text":' || to_json(t.text)::text ||
    ',"language":{"id":' || l.id || ',"languageCode":' || to_json(l.language_code)::text || '}' ||
    ',"version":{"id":' || t.version_id || ',"createdAt":"' || t.created_at || '"}' ||
    case when t.origin is null then '' else ',"origin":' || to_json(t.origin)::text end || '}' end`,
}

export const READS = {
  /** One content, archived or not, with `purged` after the columns: params id. */
  contentById: dual`${COLUMNS}, c.purged from content c left join current_text t on t.content_id = c.id
    where c.id = ${'bigint'} order by t.language_id`,
  /** Whether a content was purged: params id. */
  purged: dual`select purged from content where id = ${'bigint'}`,
  /** The live contents with first <= id <= last: params first, last, first, last. */
  contentsInRange: planEachTime(
    dual`${COLUMNS} from content c
    left join current_text t on t.content_id = c.id and t.content_id >= ${'bigint'} and t.content_id <= ${'bigint'}
    where c.id >= ${'bigint'} and c.id <= ${'bigint'} and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** The live contents among a list of ids, given as a JSON array (SQLite) or a bigint[] (PostgreSQL). */
  contentsAmong: planEachTime(
    dual`${COLUMNS} from content c left join current_text t on t.content_id = c.id
    ${{ sqlite: '', postgres: 'and t.content_id = any($1::bigint[])' }}
    where c.id ${{ sqlite: 'in (select value from json_each(?))', postgres: '= any($1::bigint[])' }}
      and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** As contentsInRange, rendered: content id, key, one Property's JSON per row. */
  renderedInRange: planEachTime(
    dual`${RENDERED} from content c
    left join current_text t on t.content_id = c.id and t.content_id >= ${'bigint'} and t.content_id <= ${'bigint'}
    left join language l on l.id = t.language_id
    where c.id >= ${'bigint'} and c.id <= ${'bigint'} and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** As contentsAmong, rendered. */
  renderedAmong: planEachTime(
    dual`${RENDERED} from content c left join current_text t on t.content_id = c.id
    ${{ sqlite: '', postgres: 'and t.content_id = any($1::bigint[])' }}
    left join language l on l.id = t.language_id
    where c.id ${{ sqlite: 'in (select value from json_each(?))', postgres: '= any($1::bigint[])' }}
      and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** The largest content id: where an unfiltered listing ends. */
  maxId: dual`select max(id) from content`,
  /** Ids of live contents above `after`: params after, limit. */
  idsAfter: dual`select id from content where archived = 0 and id > ${'bigint'} order by id limit ${'integer'}`,
  /** Ids of live contents with exactly this language set above `after`: params languages, after, limit. */
  idsInSet: planEachTime(
    dual`select id from content
    where archived = 0 and languages = ${'text'} and id > ${'bigint'} order by id limit ${'integer'}`,
  ),
  /**
   * Every language set that live contents have, by a loose index scan of content_languages: one index probe
   * per distinct set, however many contents share it.
   */
  languageSets: planEachTime(
    dual`with recursive s(languages) as (
      select min(languages) from content where archived = 0
      union all
      select (select min(c.languages) from content c where c.archived = 0 and c.languages > s.languages)
      from s where s.languages is not null
    )
    select languages from s where languages is not null`,
  ),
  /** Ids and language sets of live contents whose key is in [from, to): params from, to, after, limit. */
  idsByKeyRange: planEachTime(
    dual`select id, languages from content
    where archived = 0 and key >= ${'text'} and key < ${'text'} and id > ${'bigint'}
    order by id limit ${'integer'}`,
  ),
  /**
   * Ids, language sets and keys of live contents above `after` whose current text in a language is a machine
   * draft (partial index current_text_machine): params language, after, limit.
   */
  idsNeedingReview: dual`select c.id, c.languages, c.key from current_text t join content c on c.id = t.content_id
    where t.language_id = ${'integer'} and t.origin is not null and t.content_id > ${'bigint'} and c.archived = 0
    order by t.content_id limit ${'integer'}`,
  /** The id of the content with a key: params key. */
  idByKey: dual`select id from content where key = ${'text'}`,
}

/**
 * A bundle's members (`"key":"text"`, the key being the content's id as text when it has none) of the live
 * contents in a window of ids (params first, last) or a key range (params from, to), then the chain's
 * language ids in order: one row with the members joined by commas in ascending content id, NULL when none.
 * The fallback is applied in SQL (the first language of the chain with a current text) and the JSON written
 * by the database, so that a bundle of 100,000 texts costs no object per text in this process. One statement
 * per chain length and scope, made once.
 */
export function bundleMembersRead(chainLength: number, scope: 'ids' | 'keys'): DualSql {
  const name = `${scope}:${chainLength}`
  let read = bundleReads.get(name)
  if (!read) {
    read = planEachTime(bundleMembersSql(chainLength, scope))
    bundleReads.set(name, read)
  }
  return read
}

const bundleReads = new Map<string, DualSql>()

function bundleMembersSql(chainLength: number, scope: 'ids' | 'keys'): DualSql {
  const languages = Array.from({ length: chainLength }, (_, i) => i)
  // SQLite: each language of the chain is a join on the primary key (content_id, language_id), and the
  // members are built as a JSON object (faster than concatenating them) whose braces are cut off. The range
  // is written first, as SQLite numbers its placeholders in the order they appear.
  const sqliteText =
    chainLength === 1 ? 't0.text' : `coalesce(${languages.map((i) => `t${i}.text`).join(', ')})`
  const sqlite = `select substr(members, 2, length(members) - 2) from (
    select json_group_object(coalesce(c.key, cast(c.id as text)), ${sqliteText} order by c.id) as members
    from (select c.id, c.key from content c
      where ${scope === 'ids' ? 'c.id >= ? and c.id <= ?' : 'c.key >= ? and c.key < ?'} and c.archived = 0) c
    ${languages.map((i) => `left join current_text t${i} on t${i}.content_id = c.id and t${i}.language_id = ?`).join('\n    ')}
    where ${sqliteText} is not null)`
  // PostgreSQL: each language is a subquery by (content_id, language_id), asked only while the ones before
  // found no text (coalesce stops at the first); `offset 0` keeps it from being copied into the filter and
  // asked twice. A plan that holds with and without statistics: as joins, with statistics, it hashed each
  // window against a scan of all of a language's texts, and right after an import (none yet) a range added
  // against that made it scan the window's texts once per content (13 s a window).
  const postgresText = `coalesce(${languages
    .map(
      (i) =>
        `(select t.text from current_text t where t.content_id = c.id and t.language_id = $${i + 3}::bigint)`,
    )
    .join(', ')})`
  const postgres = `select string_agg(to_json(coalesce(m.key, m.id::text))::text || ':' || to_json(m.text)::text, ',' order by m.id)
    from (select c.id, c.key, ${postgresText} as text from content c
      where ${scope === 'ids' ? 'c.id >= $1::bigint and c.id <= $2::bigint' : 'c.key >= $1::text and c.key < $2::text'}
        and c.archived = 0 offset 0) m
    where m.text is not null`
  return { sqlite, postgres }
}

/**
 * The read for a batch of ids: a dense batch as a range (sequential, and its neighbours left out after), a
 * sparse one by its ids. `idList` is the dialect's form of a list of ids.
 */
export function contentsRead(
  ids: readonly number[],
  idList: (ids: readonly number[]) => unknown,
  rendered = false,
): [DualSql, unknown[]] {
  const first = ids[0] as number
  const last = ids[ids.length - 1] as number
  return last - first < ids.length * 2
    ? [rendered ? READS.renderedInRange : READS.contentsInRange, [first, last, first, last]]
    : [rendered ? READS.renderedAmong : READS.contentsAmong, [idList(ids)]]
}

/**
 * Groups content rows (ordered by content id) into states. Ids absent from the rows are absent from the
 * result; `keep` leaves out contents a caller did not ask for (a range read holds its neighbours too).
 */
export function statesFromRows(rows: readonly ContentRow[], keep?: ReadonlySet<number>): ContentState[] {
  const states: ContentState[] = []
  let state: ContentState | undefined
  for (const row of rows) {
    const [id, versionId, key, archived, propertyId, languageId, textVersionId, createdAt, text, origin] = row
    if (state?.id !== id) {
      state = undefined
      if (keep && !keep.has(id)) continue
      state = { id, versionId, key, archived, texts: [] }
      states.push(state)
    }
    // A text's columns are all NULL or none is (a left join).
    if (propertyId !== null) {
      state.texts.push({
        propertyId,
        languageId: languageId as number,
        versionId: textVersionId as number,
        createdAt: createdAt as string,
        text: text as string,
        origin,
      })
    }
  }
  return states
}
