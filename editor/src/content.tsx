// One content: every language side by side. Save writes the changed languages only, as one version, with
// If-Match; a 412 shows their text beside yours (Keep mine / Take theirs). Delete text, Archive, the key,
// Ctrl/Cmd+S, a question before unsaved changes are left, and a notice when someone else changes it.
// Machine drafts: an empty Bokmål or Nynorsk text area offers a draft from the other written form (filled in,
// not saved), and a machine text shows a "Machine draft" badge with Approve.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import { ApiError, type Content, call, contentPath, type Draft, versionOf } from './api.js'
import { onChange } from './live.js'
import { ErrorMessage, Notice } from './messages.js'
import { navigate, useUnsavedGuard } from './router.js'
import type { Session } from './session.js'

type Texts = Record<string, string>

const textsOf = (content: Content): Texts =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

/** The languages whose current text a machine wrote and no person has approved yet. */
const machineTexts = (content: Content): Set<string> =>
  new Set(content.properties.filter((p) => p.origin === 'machine').map((p) => p.language.languageCode))

/** Each written form, and the other one it can be drafted from. */
const DRAFT_SOURCES: Record<string, { from: string; label: string }> = {
  'nn-NO': { from: 'nb-NO', label: 'Draft from Bokmål' },
  'nb-NO': { from: 'nn-NO', label: 'Draft from Nynorsk' },
}

interface Conflict {
  theirs: Texts
  etag: string | null
  version: number
}

export function ContentScreen({ session, id }: { session: Session; id: number }) {
  const [content, setContent] = useState<Content | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [saved, setSaved] = useState<Texts>({})
  const [drafts, setDrafts] = useState<Texts>({})
  const [key, setKey] = useState('')
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [gone, setGone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codes = session.languages.map((l) => l.languageCode)
  const changed = codes.filter((code) => (drafts[code] ?? '') !== (saved[code] ?? ''))
  const dirty = changed.length > 0
  const [storedKey, setStoredKey] = useState('')
  useUnsavedGuard(dirty || key.trim() !== storedKey)

  /** Shows the content as the service has it; unsaved drafts are kept unless `discard`. */
  const savedRef = useRef<Texts>({})
  const show = useCallback((fresh: Content, freshEtag: string | null, discard = false) => {
    const texts = textsOf(fresh)
    const before = savedRef.current
    savedRef.current = texts
    setContent(fresh)
    setEtag(freshEtag)
    setKey(fresh.key ?? '')
    setStoredKey(fresh.key ?? '')
    setSaved(texts)
    setDrafts((drafts) => {
      if (discard) return texts
      const next: Texts = { ...texts }
      for (const [code, draft] of Object.entries(drafts)) {
        if (draft !== (before[code] ?? '')) next[code] = draft
      }
      return next
    })
  }, [])

  const load = useCallback(
    async (discard = false) => {
      try {
        const answer = await call<Content>('GET', contentPath(id))
        show(answer.data, answer.etag, discard)
        return answer
      } catch (e) {
        if (e instanceof ApiError && (e.status === 410 || e.status === 404)) setGone(e.message)
        else setError((e as Error).message)
        return undefined
      }
    },
    [id, show],
  )

  useEffect(() => {
    void load(true)
  }, [load])

  // Someone else changed this content: show it, or, while there are unsaved changes, say so and keep them.
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty
  const etagRef = useRef(etag)
  etagRef.current = etag
  useEffect(
    () =>
      onChange((change) => {
        if (change.contentId !== id || (change.versionId ?? 0) <= versionOf(etagRef.current)) return
        if (change.kind === 'archived' || change.kind === 'purged') {
          setNotice(`Someone else ${change.kind} this content (version ${change.versionId}).`)
          return
        }
        if (dirtyRef.current) {
          setNotice(
            `Someone else changed this content (version ${change.versionId}). Your unsaved changes are kept; Save shows their text beside yours.`,
          )
        } else {
          setNotice(`Someone else changed this content: this is now version ${change.versionId}.`)
          void load()
        }
      }),
    [id, load],
  )

  const save = useCallback(
    async (ifMatch: string | null, texts: Texts, languages: string[]) => {
      if (languages.length === 0) return
      const empty = languages.filter((code) => (texts[code] ?? '').trim() === '')
      if (empty.length > 0) {
        setError(`A text cannot be empty (${empty.join(', ')}): use Delete text to remove one.`)
        return
      }
      setBusy(true)
      setError(null)
      try {
        const answer = await call<Content>('PUT', contentPath(id), {
          ifMatch,
          body: { Properties: languages.map((code) => ({ LanguageCode: code, Text: texts[code] })) },
        })
        show(answer.data, answer.etag, true)
        setConflict(null)
        setNotice(`Saved ${languages.join(', ')} as version ${versionOf(answer.etag)}.`)
      } catch (e) {
        if (e instanceof ApiError && e.status === 412) {
          const theirs = await call<Content>('GET', contentPath(id))
          setContent(theirs.data)
          setConflict({ theirs: textsOf(theirs.data), etag: theirs.etag, version: versionOf(theirs.etag) })
        } else setError((e as Error).message)
      } finally {
        setBusy(false)
      }
    },
    [id, show],
  )

  const saveChanges = useCallback(() => {
    if (!session.readOnly && !conflict) void save(etag, drafts, changed)
  }, [session.readOnly, conflict, save, etag, drafts, changed])

  // Ctrl+S / Cmd+S saves, wherever the focus is. The listener calls the latest render's saveChanges: effects
  // run after the browser paints, so a listener re-registered by an effect could still hold the one before
  // the last keystroke.
  const saveRef = useRef(saveChanges)
  saveRef.current = saveChanges
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        saveRef.current()
      }
    }
    window.addEventListener('keydown', keydown)
    return () => window.removeEventListener('keydown', keydown)
  }, [])

  const write = async (method: string, path: string, body?: unknown) => {
    setBusy(true)
    setError(null)
    try {
      return await call<unknown>(method, path, { ifMatch: etag, body })
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 412
          ? 'Someone else changed this content meanwhile; it now shows their version. Try again.'
          : (e as Error).message,
      )
      if (e instanceof ApiError && e.status === 412) await load()
      return undefined
    } finally {
      setBusy(false)
    }
  }

  // The draft of the other written form's saved text fills the text area; Save then writes it as any text.
  const draftFrom = async (code: string, from: string) => {
    setBusy(true)
    setError(null)
    try {
      const query = new URLSearchParams({ to: code, from })
      const { data } = await call<Draft>('GET', `${contentPath(id)}/Draft?${query}`)
      setDrafts((d) => ((d[code] ?? '').trim() === '' ? { ...d, [code]: data.text } : d))
      setNotice(`Drafted ${code} from the saved ${from} text (${data.engine}). Review it, then Save.`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const approve = async (code: string) => {
    const answer = await write('POST', `${contentPath(id)}/Properties/${encodeURIComponent(code)}/Approve`)
    if (!answer) return
    show(answer.data as Content, answer.etag)
    setNotice(`Approved the ${code} text (version ${versionOf(answer.etag)}).`)
  }

  const deleteText = async (code: string) => {
    const answer = await write('DELETE', `${contentPath(id)}/Properties/${encodeURIComponent(code)}`)
    if (!answer) return
    setDrafts((d) => ({ ...d, [code]: '' }))
    setSaved((s) => ({ ...s, [code]: '' }))
    await load()
    setNotice(`Deleted the ${code} text (version ${versionOf(answer.etag)}).`)
  }

  const saveKey = async (event: Event) => {
    event.preventDefault()
    const answer = await write('PUT', `${contentPath(id)}/Key`, {
      Key: key.trim() === '' ? null : key.trim(),
    })
    if (!answer) return
    await load()
    setNotice(key.trim() ? `The key is now ${key.trim()}.` : 'The key is removed.')
  }

  const archive = async () => {
    const question = dirty
      ? 'Archive this content? Your unsaved changes are lost. Its history stays, and Restore brings it back.'
      : 'Archive this content? Its history stays, and Restore brings it back.'
    if (!window.confirm(question)) return
    const answer = await write('DELETE', contentPath(id))
    if (answer) navigate('#/')
  }

  if (gone) {
    return (
      <section aria-labelledby="content-title">
        <h1 id="content-title">Content {id}</h1>
        <p class="banner">{gone}</p>
        <p>
          <a href={`#/content/${id}/history`}>History</a>
        </p>
      </section>
    )
  }
  if (!content) {
    return <p aria-busy="true">{error ?? 'Loading…'}</p>
  }
  const machine = machineTexts(content)

  return (
    <section aria-labelledby="content-title">
      <div class="title-row">
        <h1 id="content-title">
          Content {id} <span class="muted">version {versionOf(etag)}</span>
        </h1>
        <div class="actions">
          <a class="button" href={`#/content/${id}/history`}>
            History
          </a>
          {!session.readOnly && (
            <>
              <button type="button" class="danger" disabled={busy} onClick={archive}>
                Archive
              </button>
              <button
                type="button"
                class="primary"
                disabled={busy || !dirty || !!conflict}
                onClick={saveChanges}
                aria-keyshortcuts="Control+S Meta+S"
              >
                Save
              </button>
            </>
          )}
        </div>
      </div>
      <Notice>{notice}</Notice>
      <ErrorMessage>{error}</ErrorMessage>
      {conflict && (
        <ConflictView
          conflict={conflict}
          mine={drafts}
          languages={changed}
          busy={busy}
          onKeepMine={() => void save(conflict.etag, drafts, changed)}
          onTakeTheirs={() => {
            setConflict(null)
            if (content) show(content, conflict.etag, true)
            setNotice(`You took their text: this is version ${conflict.version}.`)
          }}
        />
      )}
      <form class="card key-form" onSubmit={saveKey}>
        <label for="content-key">Key</label>
        <input
          id="content-key"
          value={key}
          readOnly={session.readOnly}
          placeholder="none"
          onInput={(e) => setKey(e.currentTarget.value)}
        />
        {!session.readOnly && (
          <button type="submit" disabled={busy || key.trim() === (content.key ?? '')}>
            Save key
          </button>
        )}
      </form>
      <div class="languages">
        {codes.map((code) => (
          <fieldset
            key={code}
            class={changed.includes(code) ? 'language card changed' : 'language card'}
            aria-labelledby={`label-${code}`}
          >
            <div class="language-head">
              <label id={`label-${code}`} for={`text-${code}`} class="code big">
                {code}
              </label>
              {changed.includes(code) && <span class="badge">changed</span>}
              {machine.has(code) && <span class="badge machine">Machine draft</span>}
              {!session.readOnly && (
                <span class="head-actions">
                  {machine.has(code) && (
                    <button
                      type="button"
                      class="small"
                      disabled={busy}
                      aria-describedby={`text-${code}`}
                      onClick={() => void approve(code)}
                    >
                      Approve
                    </button>
                  )}
                  {saved[code] !== undefined && saved[code] !== '' && (
                    <button
                      type="button"
                      class="small"
                      disabled={busy}
                      aria-describedby={`text-${code}`}
                      onClick={() => void deleteText(code)}
                    >
                      Delete text
                    </button>
                  )}
                  {(() => {
                    const source = DRAFT_SOURCES[code]
                    if (!source || (drafts[code] ?? '').trim() !== '' || !saved[source.from]) return null
                    return (
                      <button
                        type="button"
                        class="small"
                        disabled={busy}
                        aria-describedby={`text-${code}`}
                        onClick={() => void draftFrom(code, source.from)}
                      >
                        {source.label}
                      </button>
                    )
                  })()}
                </span>
              )}
            </div>
            <textarea
              id={`text-${code}`}
              rows={8}
              readOnly={session.readOnly}
              placeholder={session.readOnly ? '' : `No ${code} text yet`}
              value={drafts[code] ?? ''}
              onInput={(e) => {
                const value = e.currentTarget.value
                setDrafts((d) => ({ ...d, [code]: value }))
              }}
            />
          </fieldset>
        ))}
      </div>
    </section>
  )
}

function ConflictView(props: {
  conflict: Conflict
  mine: Texts
  languages: string[]
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  return (
    <section class="card conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Someone else saved this content while you were editing</h2>
      <p>
        Version {props.conflict.version} came in after the one you started from. Compare, then keep your text
        or take theirs.
      </p>
      {props.languages.map((code) => (
        <div key={code} class="compare">
          <h3>{code}</h3>
          <div class="side-by-side">
            <div>
              <h4>Their text</h4>
              <p class="text-block">{props.conflict.theirs[code] ?? '(none)'}</p>
            </div>
            <div>
              <h4>Your text</h4>
              <p class="text-block">{props.mine[code] ?? '(none)'}</p>
            </div>
          </div>
        </div>
      ))}
      <div class="actions">
        <button type="button" class="primary" disabled={props.busy} onClick={props.onKeepMine}>
          Keep mine
        </button>
        <button type="button" disabled={props.busy} onClick={props.onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </section>
  )
}
