// The contents: search (GET /ContentApi/Search) or the filtered listing (language, missing language, key
// prefix, machine drafts to review; keyset paging), and the way to a new content. The filters live in the
// address, so coverage can link to a language's backlog (#/?missingLanguage=nn-NO) and its machine drafts
// (#/?needsReview=nn-NO).
import { useEffect, useState } from 'preact/hooks'
import { type Content, call, type Language, nextAfter, type SearchPage } from './api.js'
import { languageLabel } from './language-names.js'
import { onChange } from './live.js'
import { ErrorMessage } from './messages.js'
import { navigate } from './router.js'
import type { Session } from './session.js'

const PAGE = 20

interface Filters {
  q: string
  language: string
  missingLanguage: string
  needsReview: string
  keyPrefix: string
}

function filtersOf(query: URLSearchParams): Filters {
  return {
    q: query.get('q') ?? '',
    language: query.get('language') ?? '',
    missingLanguage: query.get('missingLanguage') ?? '',
    needsReview: query.get('needsReview') ?? '',
    keyPrefix: query.get('keyPrefix') ?? '',
  }
}

function hashOf(filters: Filters): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  const text = query.toString()
  return text ? `#/?${text}` : '#/'
}

type Page =
  | { kind: 'list'; contents: Content[]; next?: string }
  | { kind: 'search'; hits: SearchPage['hits']; next?: string }

export function ContentsScreen({ session, query }: { session: Session; query: URLSearchParams }) {
  const applied = filtersOf(query)
  const [form, setForm] = useState<Filters>(applied)
  const [page, setPage] = useState<Page | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [tick, setTick] = useState(0)
  const key = query.toString()
  // Cursors of the pages before this one, for "Previous page"; the current page's cursor last. They belong
  // to the filters they were read with: other filters start at the first page in the same render, so no
  // request goes out with a cursor of the filters before.
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key, cursors: [''] })
  const cursors = paging.key === key ? paging.cursors : ['']
  const setCursors = (next: string[]) => setPaging({ key, cursors: next })
  const cursor = cursors[cursors.length - 1] ?? ''

  useEffect(() => {
    setForm(filtersOf(new URLSearchParams(key)))
    setPaging({ key, cursors: [''] })
    // Rows of other filters are not shown while this one loads.
    setPage(null)
  }, [key])

  useEffect(() => {
    let stale = false
    load(filtersOf(new URLSearchParams(key)), cursor)
      .then((loaded) => {
        if (stale) return
        setPage(loaded)
        setError(null)
      })
      .catch((e: Error) => !stale && setError(e.message))
    return () => {
      stale = true
    }
  }, [key, cursor, tick])

  // Live: any change may alter this page; read it again (a burst of changes reads it once).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onChange(() => {
      clearTimeout(timer)
      timer = setTimeout(() => setTick((t) => t + 1), 150)
    })
    return () => {
      off()
      clearTimeout(timer)
    }
  }, [])

  const submit = (event: Event) => {
    event.preventDefault()
    const hash = hashOf(form)
    if (hash === (location.hash || '#/')) {
      setCursors([''])
      setTick((t) => t + 1)
    } else navigate(hash)
  }
  const set = (name: keyof Filters) => (event: Event) =>
    setForm({ ...form, [name]: (event.currentTarget as HTMLInputElement).value })

  return (
    <section aria-labelledby="contents-title">
      <div class="title-row">
        <h1 id="contents-title">Contents</h1>
        {!session.readOnly && (
          <a class="button primary" href="#/new">
            New content
          </a>
        )}
      </div>
      <search aria-label="Find contents">
        <form class="card filters" onSubmit={submit}>
          <div class="field grow">
            <label for="q">Text to find</label>
            <input
              id="q"
              type="search"
              value={form.q}
              onInput={set('q')}
              placeholder="søknad, skule*, &quot;a phrase&quot;"
            />
          </div>
          <LanguageFilter
            id="language"
            label="Has language"
            none="Any"
            languages={session.languages}
            value={form.language}
            onChange={set('language')}
          />
          <LanguageFilter
            id="missingLanguage"
            label="Missing language"
            none="None"
            languages={session.languages}
            value={form.missingLanguage}
            onChange={set('missingLanguage')}
          />
          <LanguageFilter
            id="needsReview"
            label="Needs review"
            none="Any"
            languages={session.languages}
            value={form.needsReview}
            onChange={set('needsReview')}
          />
          <div class="field">
            <label for="keyPrefix">Key prefix</label>
            <input id="keyPrefix" value={form.keyPrefix} onInput={set('keyPrefix')} placeholder="skjema/" />
          </div>
          <div class="field end">
            <button type="submit" class="primary">
              Search
            </button>
          </div>
        </form>
      </search>
      {applied.q && (applied.missingLanguage || applied.needsReview || applied.keyPrefix) && (
        <p class="hint">A text search filters by language only; the other filters apply to the listing.</p>
      )}
      <ErrorMessage>{error}</ErrorMessage>
      {page?.kind === 'list' && <ContentList contents={page.contents} />}
      {page?.kind === 'search' && <HitList hits={page.hits} />}
      {page && (
        <nav class="pager" aria-label="Pages">
          <button
            type="button"
            disabled={cursors.length < 2}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Previous page
          </button>
          <span>Page {cursors.length}</span>
          <button
            type="button"
            disabled={!page.next}
            onClick={() => page.next && setCursors([...cursors, page.next])}
          >
            Next page
          </button>
        </nav>
      )}
    </section>
  )
}

async function load(filters: Filters, after: string): Promise<Page> {
  if (filters.q.trim()) {
    const query = new URLSearchParams({ q: filters.q, limit: String(PAGE) })
    if (filters.language) query.set('language', filters.language)
    if (after) query.set('after', after)
    const { data } = await call<SearchPage>('GET', `/ContentApi/Search?${query}`)
    return { kind: 'search', hits: data.hits, next: data.next }
  }
  const query = new URLSearchParams({ limit: String(PAGE) })
  if (after) query.set('after', after)
  if (filters.language) query.set('language', filters.language)
  if (filters.missingLanguage) query.set('missingLanguage', filters.missingLanguage)
  if (filters.needsReview) query.set('needsReview', filters.needsReview)
  if (filters.keyPrefix) query.set('keyPrefix', filters.keyPrefix)
  const { data, headers } = await call<Content[]>('GET', `/ContentApi/Content?${query}`)
  return { kind: 'list', contents: data, next: nextAfter(headers) }
}

function ContentList({ contents }: { contents: Content[] }) {
  if (contents.length === 0) return <p class="empty">No contents match.</p>
  return (
    <ul class="rows" aria-label="Contents">
      {contents.map((content) => (
        <li key={content.id} class="row">
          <a href={`#/content/${content.id}`} class="row-title">
            Content {content.id}
            {content.key && <span class="key">{content.key}</span>}
          </a>
          <ul class="texts">
            {content.properties.map((property) => (
              <li key={property.language.id}>
                <span class="code">{property.language.languageCode}</span>
                <span class="text" lang={property.language.languageCode}>
                  {property.text}
                </span>
                {property.origin === 'machine' && <span class="badge machine">Machine draft</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

function HitList({ hits }: { hits: SearchPage['hits'] }) {
  if (hits.length === 0) return <p class="empty">Nothing found.</p>
  return (
    <ul class="rows" aria-label="Search results">
      {hits.map((hit) => (
        <li key={`${hit.contentId}-${hit.language.id}`} class="row">
          <a href={`#/content/${hit.contentId}`} class="row-title">
            Content {hit.contentId}
            {hit.key && <span class="key">{hit.key}</span>}
          </a>
          <ul class="texts">
            <li>
              <span class="code">{hit.language.languageCode}</span>
              {/* The service HTML-escapes the snippet and adds only <mark>. */}
              <span
                class="text"
                lang={hit.language.languageCode}
                dangerouslySetInnerHTML={{ __html: hit.snippet }}
              />
            </li>
          </ul>
        </li>
      ))}
    </ul>
  )
}

/** A filter that names one language of the store (or none). */
function LanguageFilter(props: {
  id: string
  label: string
  none: string
  languages: readonly Language[]
  value: string
  onChange: (event: Event) => void
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={props.onChange}>
        <option value="">{props.none}</option>
        {props.languages.map((language) => (
          <option key={language.id} value={language.languageCode}>
            {languageLabel(language)}
          </option>
        ))}
      </select>
    </div>
  )
}
