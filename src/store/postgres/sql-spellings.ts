// PostgreSQL's text of the statements written once for both dialects (store/read-queries.ts StoreSql): `$n`
// placeholders with their casts, and its spelling of the pieces that differ.
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

export function postgresText(query: StoreSql): string {
  let text = texts.get(query)
  if (text === undefined) {
    let n = 0
    text = query.strings[0] ?? ''
    query.parts.forEach((part, i) => {
      let piece: string
      if (typeof part === 'string') {
        n++
        piece = part === '' ? `$${n}` : `$${n}::${part}`
      } else piece = spell(part)
      text += piece + (query.strings[i + 1] ?? '')
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
      // PostgreSQL carries an equality across a join, but not a list: without it, it reads the whole table.
      return 'and t.content_id = any($1::bigint[])'
    case 'inIdList':
      return '= any($1::bigint[])'
    case 'termRows':
      return TERM_ROWS
    case 'bundleMembers':
      return bundleMembers(part.chainLength, part.scope, part.reviewedOnly)
  }
}

const TERM_ROWS = `select ${['note', 'terms', 'languages', 'search', 'at', 'by', 'at', 'by']
  .map((member) => `e->>'${member}'`)
  .join(', ')} from jsonb_array_elements($1::jsonb) with ordinality as r(e, n) order by n`

/**
 * A content's JSON as its writer keeps it (sql/render.sql), rendered here when not kept: an expression over
 * content `c`.
 */
const KEPT_JSON = `coalesce(c.rendered, content_store_json(c.id, c.key, c.source_language_id, c.parallel, c.max_length))`

/**
 * Spelling renderedContents: a row of id and kept JSON per content (postgres/copy-out.ts joins them). Reading
 * the kept JSON costs the backend a fifth of rendering each window's texts (docs/PERFORMANCE.md).
 */
const RENDERED_CONTENTS = {
  range: `select c.id, ${KEPT_JSON} from content c
    where c.id >= $1::bigint and c.id <= $2::bigint and c.archived = 0 order by c.id`,
  list: `select c.id, ${KEPT_JSON} from content c
    where c.id = any($1::bigint[]) and c.archived = 0 order by c.id`,
}

/** A rendered read's columns (read-queries.ts RenderedContentRow) over content `c`. */
export const RENDERED_COLUMNS = `c.latest_version_id, c.archived, c.purged, ${KEPT_JSON}`

/** Spelling renderedContent: the kept JSON (no content: no row). Gathered by postgres/gathered-reads.ts. */
const RENDERED_CONTENT = `select ${RENDERED_COLUMNS} from content c where c.id = $1::bigint`

/**
 * Spelling renderedPublished over the published texts (publishedTexts), rendered as render.sql renders a
 * content: its texts joined in language order. An aggregate over no group (one row of NULLs when there is no
 * such content); among ids (renderedAmongIds), grouped by content, its id first.
 */
const renderedPublished = (requires: string, among = false) => {
  const ids = among ? 'any($1::bigint[])' : '$1::bigint'
  return `select ${among ? 'id, ' : ''}max(v), max(a), max(p),
    content_store_content_json(max(id), string_agg(property, ',' order by language_id), max(key), max(source),
      max(parallel), max(max_length))
  from (select c.id, c.key, sl.language_code as source, c.parallel, c.max_length, t.language_id,
      c.latest_version_id as v, c.archived as a, c.purged as p,
      case when t.property_id is not null then content_store_property_json(t.property_id, t.text, t.language_id,
        l.language_code, t.version_id, t.created_at, t.origin, t.reviewed, t.author, t.outdated, bl.language_code,
        t.based_on_version_id) end as property
    from content c left join (${publishedTexts(ids, requires, 'content_store_iso(v.created_at)')}) t
      on t.content_id = c.id
    ${RENDERED_LANGUAGES}
    where c.id = ${ids}) r${among ? ' group by id' : ''}`
}

/** Made once per statement. */
const amongIds = new WeakMap<StoreSql, string>()

/**
 * A rendered read of one content (Spelling renderedContent or renderedPublished, params id) for a list of ids
 * (param a bigint[]): a row per content found, its id first (postgres/gathered-reads.ts).
 */
export function renderedAmongIds(query: StoreSql): string {
  let text = amongIds.get(query)
  if (text === undefined) {
    const [part] = query.parts
    if (typeof part !== 'object') throw new Error('not a rendered read of one content')
    if (part.spelling === 'renderedContent')
      text = `select c.id, ${RENDERED_COLUMNS} from content c where c.id = any($1::bigint[])`
    else if (part.spelling === 'renderedPublished') text = renderedPublished(part.requires, true)
    else throw new Error('not a rendered read of one content')
    amongIds.set(query, text)
  }
  return text
}

/**
 * Each language is a subquery by (content_id, language_id), asked only while the ones before found no text
 * (coalesce stops at the first); `offset 0` keeps it from being copied into the filter and asked twice. A plan
 * that holds with and without statistics: as joins, with statistics, it hashed each window against a scan of
 * all of a language's texts, and right after an import (none yet) a range added against that made it scan the
 * window's texts once per content (13 s a window). A language that publishes only reviewed texts reads its
 * history only for a current text not reviewed (read-queries.ts publishedTextOf).
 */
/** The contents of a bundle read's scope (read-queries.ts BundleReadScope), and how many parameters it takes. */
const SCOPES: Record<BundleReadScope, [string, number]> = {
  ids: ['c.id >= $1::bigint and c.id <= $2::bigint', 2],
  keys: ['c.key >= $1::text and c.key < $2::text', 2],
  list: ['c.id = any($1::bigint[])', 1],
}

function bundleMembers(
  chainLength: number,
  scope: BundleReadScope,
  reviewedOnly: readonly boolean[],
): string {
  const languages = Array.from({ length: chainLength }, (_, i) => i)
  const [where, taken] = SCOPES[scope]
  const text = `coalesce(${languages
    .map(
      (i) =>
        `(select ${reviewedOnly[i] ? publishedTextOf('t') : 't.text'} from current_text t where t.content_id = c.id and t.language_id = $${i + taken + 1}::bigint)`,
    )
    .join(', ')})`
  return `select string_agg(to_json(coalesce(m.key, m.id::text))::text || ':' || to_json(m.text)::text, E'\\n' order by m.id),
      string_agg(m.id::text, ',' order by m.id)
    from (select c.id, c.key, ${text} as text from content c
      where ${where} and c.archived = 0 offset 0) m
    where m.text is not null`
}
