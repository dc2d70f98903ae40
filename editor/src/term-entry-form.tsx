// The form of a termbase entry, to create one or to change one (the Terms screen): a row per term with its
// language, the term and its status (preferred, admitted, forbidden), rows added and removed, and a note.
// What the service refuses (a language it lacks, a term given twice) is shown as its problem says it.
import { useState } from 'preact/hooks'
import type { TermEntry, TermStatus } from './api.js'
import { ErrorMessage } from './messages.js'
import type { Session } from './session.js'

export const STATUSES: TermStatus[] = ['preferred', 'admitted', 'forbidden']

interface Row {
  languageCode: string
  term: string
  status: TermStatus
}

/** The body of POST /ContentApi/Terms and PUT /ContentApi/Terms/{id}. */
export interface EntryBody {
  Terms: { LanguageCode: string; Term: string; Status: TermStatus }[]
  Note: string
}

export function TermEntryForm(props: {
  session: Session
  /** The entry to change; none to create one. */
  entry?: TermEntry
  busy: boolean
  error: string | null
  onSave: (body: EntryBody) => void
  onCancel: () => void
}) {
  const { session, entry, busy, error, onSave, onCancel } = props
  const writable = session.languages.map((l) => l.languageCode).filter((code) => session.mayWrite(code))
  const first = writable[0] ?? ''
  const [rows, setRows] = useState<Row[]>(() =>
    entry ? entry.terms.map((t) => ({ ...t })) : [{ languageCode: first, term: '', status: 'preferred' }],
  )
  const [note, setNote] = useState(entry?.note ?? '')
  const prefix = entry ? `entry-${entry.id}-form` : 'new-entry'
  const titleId = `${prefix}-title`

  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const submit = (event: Event) => {
    event.preventDefault()
    onSave({
      Terms: rows.map((r) => ({ LanguageCode: r.languageCode, Term: r.term.trim(), Status: r.status })),
      Note: note.trim(),
    })
  }

  return (
    <form class="card term-form" onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {entry ? `Edit entry ${entry.id}` : 'New entry'}
      </h2>
      {rows.map((row, i) => {
        const n = i + 1
        return (
          <fieldset key={i} class="term-row">
            <legend class="visually-hidden">Term {n}</legend>
            <div class="field">
              <label for={`${prefix}-language-${n}`}>Language of term {n}</label>
              <select
                id={`${prefix}-language-${n}`}
                value={row.languageCode}
                onChange={(e) => change(i, { languageCode: e.currentTarget.value })}
              >
                {[...new Set([row.languageCode, ...writable])].map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
            <div class="field grow">
              <label for={`${prefix}-term-${n}`}>Term {n}</label>
              <input
                id={`${prefix}-term-${n}`}
                lang={row.languageCode}
                value={row.term}
                required
                maxLength={200}
                onInput={(e) => change(i, { term: e.currentTarget.value })}
              />
            </div>
            <div class="field">
              <label for={`${prefix}-status-${n}`}>Status of term {n}</label>
              <select
                id={`${prefix}-status-${n}`}
                value={row.status}
                onChange={(e) => change(i, { status: e.currentTarget.value as TermStatus })}
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            </div>
            {rows.length > 1 && (
              <div class="field end">
                <button type="button" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                  Remove term {n}
                </button>
              </div>
            )}
          </fieldset>
        )
      })}
      <p>
        <button
          type="button"
          onClick={() => setRows((all) => [...all, { languageCode: first, term: '', status: 'preferred' }])}
        >
          Add term
        </button>
      </p>
      <label for={`${prefix}-note`}>Note</label>
      <textarea
        id={`${prefix}-note`}
        rows={2}
        maxLength={2000}
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
      />
      <ErrorMessage id={`${prefix}-error`}>{error}</ErrorMessage>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {entry ? 'Save entry' : 'Create entry'}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
