// SQLite's text of the statements written once for both dialects (store/read-queries.ts StoreSql): `?`
// placeholders, and its spelling of the pieces that differ.
import {
  type BundleReadScope,
  publishedTextOf,
  publishedTexts,
  RENDERED_LANGUAGES,
  type Spelling,
  type StoreSql,
} from '../read-queries.js'

/** Made once per statement. */
const texts = new WeakMap<StoreSql, string>()

export function sqliteText(query: StoreSql): string {
  let text = texts.get(query)
  if (text === undefined) {
    text = query.strings[0] ?? ''
    query.parts.forEach((part, i) => {
      text += (typeof part === 'string' ? '?' : spell(part)) + (query.strings[i + 1] ?? '')
    })
    texts.set(query, text)
  }
  return text
}

function spell(part: Spelling): string {
  switch (part.spelling) {
    case 'renderedContents':
      return RENDERED_CONTENTS[part.among]
    case 'renderedContent':
      return RENDERED_CONTENT
    case 'renderedPublished':
      return renderedPublished(part.requires)
    case 'textsAmongIds':
      // SQLite reads current_text by the content's key anyway.
      return ''
    case 'inIdList':
      return 'in (select value from json_each(?))'
    case 'termRows':
      return TERM_ROWS
    case 'bundleMembers':
      return bundleMembers(part.chainLength, part.scope, part.reviewedOnly)
  }
}

const TERM_ROWS = `select ${['note', 'terms', 'languages', 'search', 'at', 'by', 'at', 'by']
  .map((member) => `json_extract(value, '$.${member}')`)
  .join(', ')} from json_each(?) order by key`

/**
 * A rendered read (read-queries.ts RENDERED) as one row of one value: the contents' JSON texts joined by
 * commas, as a blob (their UTF-8 bytes; NULL for none), in id order (the rows' own: SQLite does not flatten an
 * ordered subquery into an aggregate). SQLite joins them itself: handing every content's row to JavaScript as
 * strings, joining them there and encoding the result as UTF-8 took as long as the query (docs/PERFORMANCE.md,
 * the full listing). `kept`: one parameter more, a JSON array of the content ids to keep (a range read holds
 * its neighbours).
 */
export function sqliteJsonText(query: StoreSql, kept: boolean): string {
  let text = (kept ? jsonTextsKept : jsonTexts).get(query)
  if (text === undefined) {
    text = `select cast(group_concat(json, ',') as blob) from (${sqliteText(query)})${
      kept ? ' where id in (select value from json_each(?))' : ''
    }`
    ;(kept ? jsonTextsKept : jsonTexts).set(query, text)
  }
  return text
}

const jsonTexts = new WeakMap<StoreSql, string>()
const jsonTextsKept = new WeakMap<StoreSql, string>()

/**
 * A current text of content `c` as its Property JSON, with what opens and closes its content's JSON (why the
 * database renders it: read-queries.ts renderedContents); json_quote escapes as JSON.stringify does.
 * PostgreSQL's is postgres/sql/render.sql. Its columns (head, property, tail) are named for renderedOne, which
 * joins them.
 */
const RENDERED_ROW = `select '{"id":' || c.id || ',"properties":[' as head,
    case when t.property_id is null then null else
    '{"id":' || t.property_id || ',"text":' || json_quote(t.text) ||
    ',"language":{"id":' || l.id || ',"languageCode":' || json_quote(l.language_code) || '}' ||
    ',"version":{"id":' || t.version_id || ',"createdAt":"' || t.created_at || '"}' ||
    case when t.origin is null then '' else ',"origin":' || json_quote(t.origin) end ||
    ',"workflow":{"state":"' ||
    case when t.origin is not null then 'machine' when t.reviewed = 1 then 'reviewed' else 'translated' end ||
    '","by":' || json_quote(t.author) ||
    case when t.outdated is null then '' else ',"outdated":' || case when t.outdated = 1 then 'true' else 'false' end end ||
    case when t.based_on_version_id is null then '' else
      ',"basedOn":{"languageCode":' || json_quote(bl.language_code) || ',"versionId":' || t.based_on_version_id || '}'
    end || '}}' end as property,
    ']' ||
    case when c.key is null then '' else ',"key":' || json_quote(c.key) end ||
    case when sl.language_code is null then '' else ',"sourceLanguage":' || json_quote(sl.language_code) end ||
    case when c.parallel = 1 then ',"parallel":true' else '' end ||
    case when c.max_length is null then '' else ',"maxLength":' || c.max_length end || '}' as tail`

/**
 * Content `id`'s JSON rendered from its current texts, as a blob: a scalar subquery (`id` an expression of the
 * query around it, which must not call its content `c`). SQLite's rendering of what sqlite/kept-json.ts keeps
 * (the writer renders the same bytes from its change set's state: test/kept-json.test.ts).
 */
export const renderedJsonOf = (id: string) => `(${renderedOne('current_text', id, false)})`

/**
 * A content `k`'s JSON as the writer keeps it (sqlite/kept-json.ts), rendered here when it is not kept: a
 * subquery SQLite runs only for a content whose `rendered` is NULL (coalesce stops at its first value).
 */
const KEPT_JSON = `coalesce(k.rendered, ${renderedJsonOf('k.id')})`

/** Spelling renderedContents: a row of id and JSON per content, which sqliteJsonText joins. */
const RENDERED_CONTENTS = {
  range: `select k.id as id, ${KEPT_JSON} as json from content k
    where k.id >= ? and k.id <= ? and k.archived = 0 order by k.id`,
  list: `select k.id as id, ${KEPT_JSON} as json from content k
    where k.id in (select value from json_each(?)) and k.archived = 0 order by k.id`,
}

/**
 * One content's texts `texts` (current_text's columns) joined in language order, cast to a blob of UTF-8 bytes,
 * with (`columns`) its latest version and archive marks first. An aggregate over no group (one row of NULLs
 * when there is no such content): the texts come in language order from current_text's primary key, which the
 * subquery's ORDER BY asks for and SQLite keeps into the aggregate (it does not flatten an ordered subquery
 * into one). An ORDER BY in group_concat, or a GROUP BY, would sort them again: a third more time for the
 * statement.
 */
function renderedOne(texts: string, id: string, columns: boolean): string {
  return `select ${columns ? 'max(v), max(a), max(p), ' : ''}
    cast(max(head) || coalesce(group_concat(property, ','), '') || max(tail) as blob)
  from (${RENDERED_ROW}, c.latest_version_id as v, c.archived as a, c.purged as p
    from content c left join ${texts} t on t.content_id = c.id
    ${RENDERED_LANGUAGES}
    where c.id = ${id} order by t.language_id)`
}

/** Spelling renderedContent: the kept JSON (no content: no row). */
const RENDERED_CONTENT = `select k.latest_version_id, k.archived, k.purged, ${KEPT_JSON} from content k
  where k.id = @id`
/** Spelling renderedPublished, over the published texts (publishedTexts), rendered as it is read. */
const renderedPublished = (requires: string) =>
  renderedOne(`(${publishedTexts('@id', requires)})`, '@id', true)

/** The contents of a bundle read's scope (read-queries.ts BundleReadScope), written first. */
const SCOPES: Record<BundleReadScope, string> = {
  ids: 'c.id >= ? and c.id <= ?',
  keys: 'c.key >= ? and c.key < ?',
  list: 'c.id in (select value from json_each(?))',
}

/**
 * Each language of the chain is a join on the primary key (content_id, language_id), and each member is
 * written by json_object, whose braces are cut off. The scope is written first, as SQLite numbers its
 * placeholders in the order they appear. A language that publishes only reviewed texts reads its history only
 * for a current text not reviewed (read-queries.ts publishedTextOf).
 */
function bundleMembers(
  chainLength: number,
  scope: BundleReadScope,
  reviewedOnly: readonly boolean[],
): string {
  const languages = Array.from({ length: chainLength }, (_, i) => i)
  const texts = languages.map((i) => (reviewedOnly[i] ? publishedTextOf(`t${i}`) : `t${i}.text`))
  const text = chainLength === 1 ? texts[0] : `coalesce(${texts.join(', ')})`
  return `select group_concat(member, char(10) order by id), group_concat(id, ',' order by id) from (
    select c.id, substr(json_object(coalesce(c.key, cast(c.id as text)), ${text}), 2,
      length(json_object(coalesce(c.key, cast(c.id as text)), ${text})) - 2) as member
    from (select c.id, c.key from content c where ${SCOPES[scope]} and c.archived = 0) c
    ${languages.map((i) => `left join current_text t${i} on t${i}.content_id = c.id and t${i}.language_id = ?`).join('\n    ')}
    where ${text} is not null)`
}
