// The reads of the present that every request makes, written once for both dialects, spelled and prepared by
// each (store/sqlite/, store/postgres/): they read `content` and `current_text`, never the
// history. Rows come back as arrays and become ContentStates here, in one place.
import type { ReviewRequired } from '../rules/review-policy.js'
import type { ContentState } from './change-set.js'

/**
 * A statement written once for both dialects: text, parameters (each with the PostgreSQL cast to give it; `''`
 * for none) and the pieces each dialect spells in its own folder (sqlite/sql-spellings.ts,
 * postgres/sql-spellings.ts), which also turn it into their text.
 */
export interface StoreSql {
  /** The text around the parts: one more than the parts. */
  readonly strings: readonly string[]
  readonly parts: readonly (string | Spelling)[]
  /**
   * PostgreSQL plans it for each execution's values rather than once: for reads of a range or a list, whose
   * best plan depends on the range (a generic plan for a range read chose a hash join over all of
   * current_text). Point reads keep their prepared plan.
   */
  readonly planEachTime?: boolean
  /**
   * It may read much (a window of a bundle, a batch of a streamed listing or export): SQLite runs it on its
   * read thread (sqlite/reader-thread.ts), so that it does not hold up the requests on the main thread.
   */
  readonly long?: boolean
}

/** The pieces of a statement that the dialects spell differently. */
export type Spelling =
  /**
   * A whole statement: the live contents of a window of ids (parameters first, last) or among an id list
   * (parameter 1, the dialect's idList), as JSON written by the store itself, in id order. Joined, they give
   * the same bytes as JSON.stringify of the Content the API answers elsewhere (members in the schema's order,
   * optional ones as store/change-set.ts toContent sets them), which the listing tests compare; written in C it
   * costs a fraction of reading the columns and rendering them in JavaScript, and it builds no objects, so
   * memory stays flat. SQLite renders each window's texts and joins them itself (sqlite/sql-spellings.ts
   * sqliteJsonText); PostgreSQL sends each content's JSON as its writer keeps it (postgres/sql/render.sql), a
   * row of id and JSON per content, which postgres/copy-out.ts joins.
   */
  | { spelling: 'renderedContents'; among: 'range' | 'list' }
  /**
   * A whole statement: one content (parameter 1), archived or not, as one row: its latest version, archived,
   * purged, and its JSON as renderedContents writes it (SQLite: a blob, PostgreSQL: text). No content: no row,
   * or one whose version is NULL.
   */
  | { spelling: 'renderedContent' }
  /**
   * As renderedContent, as the content is published (published-reads.ts): per language its current text, or,
   * where the language requires review (`requires`, a condition on `tl.language_code`) and that text is not
   * reviewed, its newest reviewed version (none: the language is left out); no text says whether it is
   * outdated. Parameters: the content's id, twice (it is read in two places).
   */
  | { spelling: 'renderedPublished'; requires: string }
  /** In a join of current_text `t`, a restriction to the id list of parameter 1 (or nothing). */
  | { spelling: 'textsAmongIds' }
  /** After `c.id`: that it is in the id list of parameter 1. */
  | { spelling: 'inIdList' }
  /**
   * The whole of a bundle's members read (see bundleMembersRead); `reviewedOnly[i]`: the chain's language i
   * publishes only reviewed texts.
   */
  /**
   * A select of the rows of a JSON array (parameter 1), in its order: per element its note, terms, languages,
   * search, at, by, at, by (store/term-store.ts inserts them).
   */
  | { spelling: 'termRows' }
  | {
      spelling: 'bundleMembers'
      chainLength: number
      scope: BundleReadScope
      reviewedOnly: readonly boolean[]
    }

/** A bundle read's scope: a window of ids (params first, last), a key range (from, to), an id list (idList). */
export type BundleReadScope = 'ids' | 'keys' | 'list'

/** Text put into a statement as it is. */
interface Verbatim {
  verbatim: string
}

export const verbatim = (text: string): Verbatim => ({ verbatim: text })

/** The same statement, planned for each execution's values on PostgreSQL. */
const planEachTime = (sql: StoreSql): StoreSql => ({ ...sql, planEachTime: true })

/** The same statement, marked as one that may read much (StoreSql `long`). */
const mayBeLong = (sql: StoreSql): StoreSql => ({ ...sql, long: true })

/** Template tag: each `${'bigint'}` is a parameter (with that PostgreSQL cast; `''` for none). */
export function storeSql(
  strings: TemplateStringsArray,
  ...parts: (string | Spelling | Verbatim)[]
): StoreSql {
  const texts = [strings[0] ?? '']
  const kept: (string | Spelling)[] = []
  parts.forEach((part, i) => {
    const rest = strings[i + 1] ?? ''
    if (typeof part === 'object' && 'verbatim' in part) {
      texts[texts.length - 1] += part.verbatim + rest
    } else {
      kept.push(part)
      texts.push(rest)
    }
  })
  return { strings: texts, parts: kept }
}

/**
 * id, latest version, key, archived, source language, parallel, MaxLength, then the current text's columns
 * (NULL for a content without texts).
 */
const SELECT_CONTENT = `select c.id, c.latest_version_id, c.key, c.archived, c.source_language_id, c.parallel,
  c.max_length, t.property_id, t.language_id, t.version_id, t.created_at, t.text, t.origin, t.author, t.reviewed,
  t.based_on_language_id, t.based_on_version_id, t.outdated`
/** SELECT_CONTENT in a statement; reads that select more after it (published-reads.ts) use it too. */
export const COLUMNS = verbatim(SELECT_CONTENT)

/**
 * A row of COLUMNS as the driver returns it (an array, the cheapest form to read), and whatever a read selects
 * after them; statesFromRows names it. The text's columns are all NULL for a content without texts.
 */
export type ContentRow = [
  id: number,
  latestVersionId: number,
  key: string | null,
  archived: 0 | 1,
  sourceLanguageId: number | null,
  parallel: 0 | 1,
  maxLength: number | null,
  propertyId: number | null,
  languageId: number | null,
  versionId: number | null,
  createdAt: string | null,
  text: string | null,
  origin: string | null,
  by: string | null,
  reviewed: 0 | 1 | null,
  basedOnLanguageId: number | null,
  basedOnVersionId: number | null,
  outdated: 0 | 1 | null,
  ...rest: unknown[],
]

/** Where READS.contentById's `purged` is: after COLUMNS. */
const PURGED_COLUMN = 18
/** Where a row's current text begins (its property id: NULL for a content without texts). */
export const TEXT_COLUMN = 7

/** The row of READS.renderedById: latest version, archived, purged, the content's JSON (NULLs: no content). */
export type RenderedContentRow = [
  latestVersionId: number | null,
  archived: 0 | 1,
  purged: number | boolean,
  json: Buffer | string,
]

/** A rendered read's row, or undefined for none (a published read, an aggregate, answers a row of NULLs). */
export const renderedRowOf = (row: RenderedContentRow | undefined): RenderedContentRow | undefined =>
  row?.[0] == null ? undefined : row

/** A rendered row with its content's id first (a read by key learns the id from it). */
export type KeyedRenderedRow = [id: number, ...RenderedContentRow]

/** A row of READS.contentById: COLUMNS, then whether the content was purged. */
export type ContentByIdRow = [...ContentRow, purged: number | boolean]

/** Whether READS.contentById found the content purged (every row says the same). */
export function purgedIn(rows: readonly ContentByIdRow[]): boolean {
  return Number(rows[0]?.[PURGED_COLUMN]) === 1
}

// Each read restricts current_text by the same ids as content, in the join itself: PostgreSQL carries an
// equality across a join, but not a range or a list, and would otherwise read the whole table.
/** What a rendered row joins to name its languages: its text's, the one that text is based on, the source. */
export const RENDERED_LANGUAGES = `left join language l on l.id = t.language_id
    left join language bl on bl.id = t.based_on_language_id
    left join language sl on sl.id = c.source_language_id`
const TEXTS_AMONG_IDS: Spelling = { spelling: 'textsAmongIds' }
const IN_ID_LIST: Spelling = { spelling: 'inIdList' }

export const READS = {
  /** One content, archived or not, with `purged` after the columns: params id. */
  contentById: storeSql`${COLUMNS}, c.purged from content c left join current_text t on t.content_id = c.id
    where c.id = ${'bigint'} order by t.language_id`,
  /** One content, archived or not, rendered as one row (Spelling renderedContent): params id. */
  renderedById: storeSql`${{ spelling: 'renderedContent' }}`,
  /** Whether a content was purged: params id. */
  purged: storeSql`select purged from content where id = ${'bigint'}`,
  /** The live contents with first <= id <= last: params first, last, first, last. */
  contentsInRange: planEachTime(
    storeSql`${COLUMNS} from content c
    left join current_text t on t.content_id = c.id and t.content_id >= ${'bigint'} and t.content_id <= ${'bigint'}
    where c.id >= ${'bigint'} and c.id <= ${'bigint'} and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** The live contents among a list of ids, given as a JSON array (SQLite) or a bigint[] (PostgreSQL). */
  contentsAmong: planEachTime(
    storeSql`${COLUMNS} from content c left join current_text t on t.content_id = c.id
    ${TEXTS_AMONG_IDS}
    where c.id ${IN_ID_LIST}
      and c.archived = 0 order by c.id, t.language_id`,
  ),
  /** As contentsInRange, rendered (Spelling renderedContents): params first, last. */
  renderedInRange: planEachTime(storeSql`${{ spelling: 'renderedContents', among: 'range' }}`),
  /** As contentsAmong, rendered. */
  renderedAmong: planEachTime(storeSql`${{ spelling: 'renderedContents', among: 'list' }}`),
  /** The largest content id: where an unfiltered listing ends. */
  maxId: storeSql`select max(id) from content`,
  /** Ids of live contents above `after`: params after, limit. */
  idsAfter: storeSql`select id from content where archived = 0 and id > ${'bigint'} order by id limit ${'integer'}`,
  /** Ids of live contents with exactly this language set above `after`: params languages, after, limit. */
  idsInSet: planEachTime(
    storeSql`select id from content
    where archived = 0 and languages = ${'text'} and id > ${'bigint'} order by id limit ${'integer'}`,
  ),
  /**
   * Every language set that live contents have, by a loose index scan of content_languages: one index probe
   * per distinct set, however many contents share it.
   */
  languageSets: planEachTime(
    storeSql`with recursive s(languages) as (
      select min(languages) from content where archived = 0
      union all
      select (select min(c.languages) from content c where c.archived = 0 and c.languages > s.languages)
      from s where s.languages is not null
    )
    select languages from s where languages is not null`,
  ),
  /**
   * Ids and language sets of live contents whose key is in [from, to), found through the key's index and
   * sorted by id: what it costs follows how many keys the range holds. Params from, to, after, limit.
   */
  idsByKeyRange: planEachTime(
    storeSql`select id, languages from content
    where archived = 0 and key >= ${'text'} and key < ${'text'} and id > ${'bigint'}
    order by id limit ${'integer'}`,
  ),
  /**
   * As idsByKeyRange, among the ids in (after, through], read in id order with each key compared (`key || ''`
   * is not the indexed column): what it costs follows the window, for a range that many contents are in.
   * Read only where the planner does not choose by statistics (SQLite: content-listing.ts prefixScan), as is
   * keysInRangeUpTo. Params after, through, from, to, limit.
   */
  idsInWindowByKeyRange: storeSql`select id, languages from content
    where archived = 0 and id > ${'bigint'} and id <= ${'bigint'} and key || '' >= ${'text'} and key || '' < ${'text'}
    order by id limit ${'integer'}`,
  /** How many contents have a key in [from, to), counted no further than a bound: params from, to, bound. */
  keysInRangeUpTo: storeSql`select count(*) from (select 1 from content
    where key >= ${'text'} and key < ${'text'} limit ${'integer'}) k`,
  /**
   * Ids, language sets and keys of live contents above `after` whose current text in a language is a machine
   * draft (partial index current_text_machine): params language, after, limit.
   */
  idsNeedingReview: storeSql`select c.id, c.languages, c.key from current_text t join content c on c.id = t.content_id
    where t.language_id = ${'integer'} and t.origin is not null and t.content_id > ${'bigint'} and c.archived = 0
    order by t.content_id limit ${'integer'}`,
  /**
   * As idsNeedingReview, for a language that requires review: texts not reviewed (partial index
   * current_text_unreviewed; machine drafts are among them).
   */
  idsUnreviewed: storeSql`select c.id, c.languages, c.key from current_text t join content c on c.id = t.content_id
    where t.language_id = ${'integer'} and t.reviewed = 0 and t.content_id > ${'bigint'} and c.archived = 0
    order by t.content_id limit ${'integer'}`,
  /**
   * As idsNeedingReview, for outdated translations (partial index current_text_outdated): params language,
   * after, limit.
   */
  idsOutdated: storeSql`select c.id, c.languages, c.key from current_text t join content c on c.id = t.content_id
    where t.language_id = ${'integer'} and t.outdated = 1 and t.content_id > ${'bigint'} and c.archived = 0
    order by t.content_id limit ${'integer'}`,
  /** The id of the content with a key: params key. */
  idByKey: storeSql`select id from content where key = ${'text'}`,
}

/** Contents read at once above which a read is long (a batch of a stream, not a page of a listing). */
const LONG_BATCH = 100

/** The reads of contents for a batch above LONG_BATCH (contentsRead), and for windows of streamed listings. */
export const LONG_READS = {
  contentsInRange: mayBeLong(READS.contentsInRange),
  contentsAmong: mayBeLong(READS.contentsAmong),
  renderedInRange: mayBeLong(READS.renderedInRange),
  renderedAmong: mayBeLong(READS.renderedAmong),
}

/**
 * A bundle's members (`"key":"text"`, the key being the content's id as text when it has none) of the live
 * contents in a window of ids (params first, last), a key range (params from, to) or an id list (one param, as
 * the dialect's idList gives it), then the chain's language ids in order: one row with the members joined by
 * `\n` in ascending content id and their contents' ids joined by commas (content-store.ts BundlePart), NULLs
 * when none.
 * The fallback is applied in SQL (the first language of the chain with a current text) and the JSON written
 * by the database, so that a bundle of 100,000 texts costs no object per text in this process. One statement
 * per chain length, scope and review mask, made once.
 *
 * A language marked in `reviewedOnly` (a published bundle of a language that requires review) contributes its
 * published text: the current text when it is reviewed, else the newest reviewed version of it that no
 * deletion followed (publishedTextOf below), else none, and the chain goes on.
 */
export function bundleMembersRead(
  chainLength: number,
  scope: BundleReadScope,
  reviewedOnly: readonly boolean[] = [],
): StoreSql {
  const mask = Array.from({ length: chainLength }, (_, i) => reviewedOnly[i] === true)
  const name = `${scope}:${chainLength}:${mask.map((m) => (m ? 'r' : '-')).join('')}`
  let read = bundleReads.get(name)
  if (!read) {
    read = mayBeLong(
      planEachTime({
        strings: ['', ''],
        parts: [{ spelling: 'bundleMembers', chainLength, scope, reviewedOnly: mask }],
      }),
    )
    bundleReads.set(name, read)
  }
  return read
}

/**
 * The published text of a current text `t` of content `c` in a language that requires review, for both
 * dialects' bundle reads: its text when reviewed, else that of its newest reviewed version since the
 * language's last deletion, which the writer keeps (current_text.reviewed_property_id), read by its primary
 * key: a text deleted and written again is not published until reviewed again. NULL without a current text.
 */
export function publishedTextOf(t: string): string {
  return `case when ${t}.reviewed = 1 then ${t}.text when ${t}.reviewed = 0 then (select p.text from property p
      where p.id = ${t}.reviewed_property_id) end`
}

const publishedReads = new Map<string, StoreSql>()

/**
 * One content as published under `policy`, rendered as one row (Spelling renderedPublished): params id.
 * The policy's language codes are written into the statement as literals, one statement per policy (a
 * process has one: REVIEW_REQUIRED, whose codes config.ts has checked; a quote would be doubled all the same).
 * Given as parameters (a JSON array read through json_each, named once in a CTE), it cost SQLite's statement
 * half again: 15.2 µs a read against 10.1 with literals, and 7.0 for a plain read (docs/PERFORMANCE.md).
 */
export function renderedPublishedRead(policy: ReviewRequired): StoreSql {
  const key = policy === '*' ? '*' : JSON.stringify(policy)
  let read = publishedReads.get(key)
  if (!read) {
    const requires =
      policy === '*'
        ? '1 = 1'
        : policy.length === 0
          ? '1 = 0'
          : `tl.language_code in (${policy.map((code) => `'${code.replaceAll("'", "''")}'`).join(', ')})`
    read = storeSql`${{ spelling: 'renderedPublished', requires }}`
    publishedReads.set(key, read)
  }
  return read
}

/**
 * The published texts of content `id` as rows of current_text's columns, for renderedPublished: a current text
 * as it is where it is reviewed or its language (`tl`) does not require review (`requires`); otherwise its
 * newest reviewed version (current_text.reviewed_property_id, as publishedTextOf reads it), and where it has
 * none, a row whose property_id is NULL, which a rendered row leaves out. `outdated` is NULL: a rendered row
 * then writes none, as what is published does not change when its source does.
 */
export function publishedTexts(id: string, requires: string, versionAt = 'v.created_at'): string {
  const ours = (column: string, reviewed: string) =>
    `case when p.id is null then t.${column} else ${reviewed} end`
  return `select t.content_id, t.language_id,
      case when p.id is not null then p.id when t.reviewed = 1 or not ${requires} then t.property_id end as property_id,
      ${ours('version_id', 'p.version_id')} as version_id, ${ours('created_at', versionAt)} as created_at,
      ${ours('text', 'p.text')} as text, ${ours('origin', 'p.origin')} as origin, ${ours('author', 'v.author')} as author,
      ${ours('reviewed', '1')} as reviewed, ${ours('based_on_language_id', 'p.based_on_language_id')} as based_on_language_id,
      ${ours('based_on_version_id', 'p.based_on_version_id')} as based_on_version_id, cast(null as integer) as outdated
    from current_text t join language tl on tl.id = t.language_id
    left join property p on p.id = t.reviewed_property_id and t.reviewed = 0 and ${requires}
    left join version v on v.id = p.version_id
    where t.content_id = ${id}`
}

const bundleReads = new Map<string, StoreSql>()

/**
 * The read for a batch of ids: a dense batch as a range (sequential, and its neighbours left out after), a
 * sparse one by its ids. `idList` is the dialect's form of a list of ids.
 */
export function contentsRead(
  ids: readonly number[],
  idList: (ids: readonly number[]) => unknown,
  rendered = false,
): [StoreSql, unknown[]] {
  const first = ids[0] as number
  const last = ids[ids.length - 1] as number
  const reads = ids.length > LONG_BATCH ? LONG_READS : READS
  return last - first < ids.length * 2
    ? rendered
      ? [reads.renderedInRange, [first, last]]
      : [reads.contentsInRange, [first, last, first, last]]
    : [rendered ? reads.renderedAmong : reads.contentsAmong, [idList(ids)]]
}

/**
 * Groups content rows (ordered by content id) into states. Ids absent from the rows are absent from the
 * result; `keep` leaves out contents a caller did not ask for (a range read holds its neighbours too).
 */
export function statesFromRows(rows: readonly ContentRow[], keep?: ReadonlySet<number>): ContentState[] {
  const states: ContentState[] = []
  let state: ContentState | undefined
  for (const row of rows) {
    const [
      id,
      versionId,
      key,
      archived,
      sourceLanguageId,
      parallel,
      maxLength,
      propertyId,
      languageId,
      textVersionId,
      createdAt,
      text,
      origin,
      by,
      reviewed,
      basedOnLanguageId,
      basedOnVersionId,
      outdated,
    ] = row
    if (state?.id !== id) {
      state = undefined
      if (keep && !keep.has(id)) continue
      state = {
        id,
        versionId,
        key,
        archived,
        sourceLanguageId,
        parallel,
        maxLength: maxLength === null ? null : Number(maxLength),
        texts: [],
      }
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
        by: by as string,
        reviewed: reviewed as 0 | 1,
        basedOnLanguageId,
        basedOnVersionId,
        outdated: outdated as 0 | 1,
      })
    }
  }
  return states
}
