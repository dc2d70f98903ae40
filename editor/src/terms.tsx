// The termbase (#/terms?q=…): entries found by their words (GET /ContentApi/Terms?q=…, inflected forms too),
// in pages of 50, each with its terms per language and their status, and its note; New entry, Edit and
// Delete (asks first) for a key that may write every language of the entry. A read key sees it read-only.
import { useCallback, useEffect, useState } from 'preact/hooks'
import { ApiError, call, KEY_REFUSED, nextAfter, type TermEntry } from './api.js'
import { useFocusMove } from './focus.js'
import { ErrorMessage, Notice } from './messages.js'
import { navigate } from './router.js'
import type { Session } from './session.js'
import { type EntryBody, TermEntryForm } from './term-entry-form.js'

const PAGE = 50

/** What the form is open for: a new entry, or the id of the entry being changed. */
type Editing = 'new' | number | null

export function TermsScreen({ session, query }: { session: Session; query: URLSearchParams }) {
  const q = query.get('q') ?? ''
  const [typed, setTyped] = useState(q)
  const [entries, setEntries] = useState<TermEntry[] | null>(null)
  const [after, setAfter] = useState<string | undefined>()
  const [editing, setEditing] = useState<Editing>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const focus = useFocusMove()
  const message = (e: unknown) =>
    e instanceof ApiError && e.status === 401 ? KEY_REFUSED : (e as Error).message

  /** Reads the first page again (after a write), or the next one. */
  const load = useCallback(
    async (from?: string) => {
      const params = new URLSearchParams({ limit: String(PAGE) })
      if (q.trim()) params.set('q', q.trim())
      if (from) params.set('after', from)
      try {
        const answer = await call<TermEntry[]>('GET', `/ContentApi/Terms?${params}`)
        setEntries((shown) => (from ? [...(shown ?? []), ...answer.data] : answer.data))
        setAfter(nextAfter(answer.headers))
      } catch (e) {
        setError(message(e))
        focus('terms-error')
      }
    },
    [q, focus],
  )
  useEffect(() => {
    void load()
  }, [load])

  const search = (event: Event) => {
    event.preventDefault()
    const value = typed.trim()
    navigate(value ? `#/terms?${new URLSearchParams({ q: value })}` : '#/terms')
  }

  const mayChange = (entry: TermEntry) => entry.terms.every((t) => session.mayWrite(t.languageCode))

  const write = async (work: () => Promise<string>, onError: (text: string) => void) => {
    setBusy(true)
    setError(null)
    setFormError(null)
    try {
      const said = await work()
      setEditing(null)
      setNotice(said)
      await load()
      focus('terms-notice')
    } catch (e) {
      onError(message(e))
    } finally {
      setBusy(false)
    }
  }
  const formFailed = (id: string) => (text: string) => {
    setFormError(text)
    focus(id)
  }

  const create = (body: EntryBody) =>
    write(async () => {
      const { data } = await call<TermEntry>('POST', '/ContentApi/Terms', { body })
      return `Created entry ${data.id}.`
    }, formFailed('new-entry-error'))

  const replace = (id: number) => (body: EntryBody) =>
    write(
      async () => {
        await call<TermEntry>('PUT', `/ContentApi/Terms/${id}`, { body })
        return `Saved entry ${id}.`
      },
      formFailed(`entry-${id}-form-error`),
    )

  const remove = (entry: TermEntry) => {
    const first = entry.terms[0]?.term ?? ''
    if (!window.confirm(`Delete entry ${entry.id} (${first})? This cannot be undone.`)) return
    return write(
      async () => {
        await call<void>('DELETE', `/ContentApi/Terms/${entry.id}`)
        return `Deleted entry ${entry.id}.`
      },
      (text) => {
        setError(text)
        focus('terms-error')
      },
    )
  }

  const open = (what: Editing) => {
    setFormError(null)
    setEditing(what)
    focus(what === 'new' ? 'new-entry-title' : `entry-${what}-form-title`)
  }
  const cancel = (back: string) => () => {
    setEditing(null)
    setFormError(null)
    focus(back)
  }

  return (
    <section aria-labelledby="terms-title">
      <div class="title-row">
        <h1 id="terms-title" tabIndex={-1}>
          Terms
        </h1>
        {!session.readOnly && editing !== 'new' && (
          <button type="button" class="primary" onClick={() => open('new')}>
            New entry
          </button>
        )}
      </div>
      <p class="hint">
        The termbase: per language the preferred, admitted and forbidden terms. Texts that use a forbidden
        term, or lack the preferred translation of a term in their source, get a warning when they are saved.
      </p>
      <form class="card filters" onSubmit={search} aria-label="Search the termbase">
        <div class="field grow">
          <label for="terms-q">Search terms</label>
          <input
            id="terms-q"
            type="search"
            value={typed}
            placeholder="søknad"
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
        </div>
        <div class="field end">
          <button type="submit">Search</button>
        </div>
      </form>
      <Notice id="terms-notice">{notice}</Notice>
      <ErrorMessage id="terms-error">{error}</ErrorMessage>
      {editing === 'new' && (
        <TermEntryForm
          session={session}
          busy={busy}
          error={formError}
          onSave={create}
          onCancel={cancel('terms-title')}
        />
      )}
      {entries === null ? (
        !error && <p aria-busy="true">Loading…</p>
      ) : entries.length === 0 ? (
        <p class="empty">{q ? `No entry has a term like “${q}”.` : 'The termbase has no entries yet.'}</p>
      ) : (
        <ul class="rows term-entries" aria-label={q ? `Entries found for ${q}` : 'Entries'}>
          {entries.map((entry) =>
            editing === entry.id ? (
              <li key={entry.id}>
                <TermEntryForm
                  session={session}
                  entry={entry}
                  busy={busy}
                  error={formError}
                  onSave={replace(entry.id)}
                  onCancel={cancel(`entry-${entry.id}-title`)}
                />
              </li>
            ) : (
              <li key={entry.id} class="card term-entry" aria-labelledby={`entry-${entry.id}-title`}>
                <div class="title-row">
                  <h2 id={`entry-${entry.id}-title`} tabIndex={-1}>
                    Entry {entry.id}
                  </h2>
                  {!session.readOnly && mayChange(entry) && (
                    <div class="actions">
                      <button
                        type="button"
                        class="small"
                        disabled={busy}
                        aria-label={`Edit entry ${entry.id}`}
                        onClick={() => open(entry.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        class="small danger"
                        disabled={busy}
                        aria-label={`Delete entry ${entry.id}`}
                        onClick={() => void remove(entry)}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                </div>
                <ul class="entry-terms">
                  {entry.terms.map((t, i) => (
                    <li key={i}>
                      <span class="code">{t.languageCode}</span>{' '}
                      <span lang={t.languageCode} class={`term-word ${t.status}`}>
                        {t.term}
                      </span>{' '}
                      <span class={`badge term-${t.status}`}>{t.status}</span>
                    </li>
                  ))}
                </ul>
                {entry.note && <p class="entry-note">{entry.note}</p>}
                <p class="by">
                  by {entry.updatedBy}, {new Date(entry.updatedAt).toLocaleString('en-GB')}
                </p>
              </li>
            ),
          )}
        </ul>
      )}
      {after && (
        <p class="pager">
          <button type="button" onClick={() => void load(after)}>
            More entries
          </button>
        </p>
      )}
    </section>
  )
}
