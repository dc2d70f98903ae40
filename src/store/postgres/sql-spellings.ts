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
    case 'renderedRow':
      return RENDERED_ROW
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

/** Why the database renders it: read-queries.ts RENDERED; to_json escapes as JSON.stringify does. */
const RENDERED_ROW = `select c.id, '{"id":' || c.id || ',"properties":[' as head,
    case when t.property_id is null then null else
    '{"id":' || t.property_id || ',"text":' || to_json(t.text)::text ||
    ',"language":{"id":' || l.id || ',"languageCode":' || to_json(l.language_code)::text || '}' ||
    ',"version":{"id":' || t.version_id || ',"createdAt":"' || t.created_at || '"}' ||
    case when t.origin is null then '' else ',"origin":' || to_json(t.origin)::text end ||
    ',"workflow":{"state":"' ||
    case when t.origin is not null then 'machine' when t.reviewed = 1 then 'reviewed' else 'translated' end ||
    '","by":' || to_json(t.author)::text ||
    case when t.outdated is null then '' else ',"outdated":' || case when t.outdated = 1 then 'true' else 'false' end end ||
    case when t.based_on_version_id is null then '' else
      ',"basedOn":{"languageCode":' || to_json(bl.language_code)::text || ',"versionId":' || t.based_on_version_id || '}'
    end || '}}' end as property,
    ']' ||
    case when c.key is null then '' else ',"key":' || to_json(c.key)::text end ||
    case when sl.language_code is null then '' else ',"sourceLanguage":' || to_json(sl.language_code)::text end ||
    case when c.parallel = 1 then ',"parallel":true' else '' end ||
    case when c.max_length is null then '' else ',"maxLength":' || c.max_length end || '}'`

/**
 * Spelling renderedContent, and renderedPublished over the published texts (publishedTexts): one content's texts
 * `texts` (current_text's columns) joined in language order, the content's id in `id`. An aggregate over no
 * group (one row of NULLs when there is no such content).
 */
const renderedOne = (texts: string, id: string) => `select max(v), max(a), max(p),
    max(head) || coalesce(string_agg(property, ',' order by language_id), '') || max(tail)
  from (${RENDERED_ROW} as tail, t.language_id, c.latest_version_id as v, c.archived as a, c.purged as p
    from content c left join ${texts} t on t.content_id = c.id
    ${RENDERED_LANGUAGES}
    where c.id = ${id}) r`
const RENDERED_CONTENT = renderedOne('current_text', '$1::bigint')
const renderedPublished = (requires: string) =>
  renderedOne(`(${publishedTexts('$1::bigint', requires, 'content_store_iso(v.created_at)')})`, '$2::bigint')

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
