// One content: every language side by side. Save (or Ctrl/Cmd+S) writes the changed languages as one version,
// with If-Match, and then the key if it was changed too. When someone else wrote meanwhile, the languages only
// they changed take their text, and a conflict view shows, per language, what they changed (with Keep mine /
// Take theirs where both wrote). Delete text and Archive ask first; a question before unsaved changes are
// left; unsaved changes survive the key prompt (Change key). Focus goes to the heading or the message after an
// action, so that it never falls to <body>. Machine drafts: an empty Bokmål or Nynorsk text area offers a
// draft from the other written form (filled in, not saved). Each text shows its state and who wrote it
// (workflow.tsx), with Approve for a key that may review it. A key limited to some languages sees the others
// read-only, and no button it may not use.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import {
  ApiError,
  type Change,
  type Content,
  call,
  contentPath,
  type Draft,
  KEY_REFUSED,
  type TextWarning,
  versionOf,
  type WrittenContent,
} from './api.js'
import { CheckWarnings, warningsId } from './check-warnings.js'
import { type Conflict, ConflictView, list, type Texts } from './conflict.js'
import { useFocusMove } from './focus.js'
import { onChange } from './live.js'
import { ErrorMessage, Notice } from './messages.js'
import { navigate, useUnsavedGuard } from './router.js'
import type { Session } from './session.js'
import { TranslationAids } from './translation-aids.js'
import { needsApproval, TextState, typedText } from './workflow.js'

const textsOf = (content: Content): Texts =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

/** The languages whose text differs between two sets of texts (a missing text counts as empty). */
const differing = (a: Texts, b: Texts): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((code) => (a[code] ?? '') !== (b[code] ?? ''))

/** Each written form, and the other one it can be drafted from. */
const DRAFT_SOURCES: Record<string, { from: string; label: string }> = {
  'nn-NO': { from: 'nb-NO', label: 'Draft from Bokmål' },
  'nb-NO': { from: 'nn-NO', label: 'Draft from Nynorsk' },
}

/** What the screen holds that is not saved, kept while the key prompt replaces the screen (Change key). */
interface Unsaved {
  content: Content
  etag: string | null
  saved: Texts
  drafts: Texts
  key: string
  storedKey: string
}
const unsavedWhileAway = new Map<number, Unsaved>()

/**
 * A message the content screen shows when it opens next (History's Restore says what it restored), and the
 * version that write made: the change feed reports it too, and it is nobody else's change.
 */
const arrivalNotices = new Map<number, { message: string; version: number }>()
export function noticeOnArrival(id: number, message: string, version: number): void {
  arrivalNotices.set(id, { message, version })
}

export function ContentScreen({ session, id }: { session: Session; id: number }) {
  const [content, setContent] = useState<Content | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [saved, setSaved] = useState<Texts>({})
  const [drafts, setDrafts] = useState<Texts>({})
  const [key, setKey] = useState('')
  const [storedKey, setStoredKey] = useState('')
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [keyRefused, setKeyRefused] = useState(false)
  const [gone, setGone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  /** The translation the aids (suggestions, the source's terms) are shown for: the last one focused. */
  const [active, setActive] = useState<string | null>(null)
  /** Per language, what the checks found in the text the last save wrote. */
  const [written, setWritten] = useState<
    Record<string, { version: number; text: string; warnings: TextWarning[] }>
  >({})
  const codes = session.languages.map((l) => l.languageCode)
  const changed = codes.filter((code) => (drafts[code] ?? '') !== (saved[code] ?? ''))
  const keyChanged = key.trim() !== storedKey
  const dirty = changed.length > 0 || keyChanged
  useUnsavedGuard(dirty)

  const focus = useFocusMove()
  const say = useCallback(
    (message: string) => {
      setNotice(message)
      focus('content-notice')
    },
    [focus],
  )
  const fail = useCallback(
    (e: unknown, prefix = '') => {
      const refused = e instanceof ApiError && e.status === 401
      setKeyRefused(refused)
      setError(prefix + (refused ? KEY_REFUSED : (e as Error).message))
      focus('content-error')
    },
    [focus],
  )

  // The latest state, for the listeners and the clean-up that outlive a render.
  const savedRef = useRef<Texts>({})
  const storedKeyRef = useRef('')
  const latest = useRef<Unsaved | null>(null)
  latest.current = content && { content, etag, saved, drafts, key, storedKey }
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty
  const etagRef = useRef(etag)
  /** The version this screen's own arrival wrote (History's Restore), 0 when it came to read. */
  const ownVersionRef = useRef(0)
  etagRef.current = etag

  /**
   * Shows the content as the service has it. Unsaved texts (and an unsaved key) are kept unless discarded;
   * every other language takes the service's text.
   */
  const show = useCallback(
    (fresh: Content, freshEtag: string | null, discard = false, discardKey = discard) => {
      const texts = textsOf(fresh)
      const before = savedRef.current
      const keyBefore = storedKeyRef.current
      savedRef.current = texts
      storedKeyRef.current = fresh.key ?? ''
      setContent(fresh)
      setEtag(freshEtag)
      setStoredKey(fresh.key ?? '')
      setKey((typed) => (discardKey || typed.trim() === keyBefore ? (fresh.key ?? '') : typed))
      setSaved(texts)
      setDrafts((drafts) => {
        if (discard) return texts
        const next: Texts = { ...texts }
        for (const [code, draft] of Object.entries(drafts)) {
          if (draft !== (before[code] ?? '')) next[code] = draft
        }
        return next
      })
    },
    [],
  )

  /**
   * Someone else wrote a newer version while there are unsaved changes. Where only they wrote, their text is
   * shown and the screen moves to their version; where both wrote, nothing moves, and Save shows the conflict.
   */
  const otherVersion = useCallback(
    (fresh: Content, freshEtag: string | null, mine: Texts, typedKey: string) => {
      const before = savedRef.current
      const theirs = textsOf(fresh)
      const theirChanged = differing(before, theirs)
      const mineChanged = differing(before, mine)
      const both = theirChanged.filter((code) => mineChanged.includes(code) && mine[code] !== theirs[code])
      const keyClash = typedKey.trim() !== storedKeyRef.current && (fresh.key ?? '') !== storedKeyRef.current
      const version = versionOf(freshEtag)
      const what = theirChanged.length > 0 ? list(theirChanged) : 'this content'
      if (both.length === 0 && !keyClash) {
        show(fresh, freshEtag)
        setNotice(
          `Someone else changed ${what} (version ${version}): shown here. Your unsaved changes are kept, and Save writes them on their version.`,
        )
      } else {
        setNotice(
          `Someone else changed ${what} (version ${version}). Your unsaved changes are kept; Save shows their text beside yours.`,
        )
      }
    },
    [show],
  )

  const load = useCallback(
    async (discard = false) => {
      try {
        const answer = await call<Content>('GET', contentPath(id))
        show(answer.data, answer.etag, discard)
        return answer
      } catch (e) {
        if (e instanceof ApiError && (e.status === 410 || e.status === 404)) setGone(e.message)
        else fail(e)
        return undefined
      }
    },
    [id, show, fail],
  )

  useEffect(() => {
    const kept = unsavedWhileAway.get(id)
    unsavedWhileAway.delete(id)
    const arrival = arrivalNotices.get(id)
    arrivalNotices.delete(id)
    ownVersionRef.current = arrival?.version ?? 0
    if (kept) {
      // Back from the key prompt: what was typed is still here, on the version it was typed on.
      savedRef.current = kept.saved
      storedKeyRef.current = kept.storedKey
      setContent(kept.content)
      setEtag(kept.etag)
      setSaved(kept.saved)
      setDrafts(kept.drafts)
      setKey(kept.key)
      setStoredKey(kept.storedKey)
      focus('content-title')
      call<Content>('GET', contentPath(id))
        .then((answer) => {
          if (versionOf(answer.etag) > versionOf(kept.etag))
            otherVersion(answer.data, answer.etag, kept.drafts, kept.key)
        })
        .catch(() => {})
    } else {
      void load(true).then((answer) => {
        if (answer && arrival) say(arrival.message)
        else focus('content-title')
      })
    }
    // Leaving for the key prompt (the address stays) keeps unsaved changes; leaving for another screen has
    // asked already.
    return () => {
      const state = latest.current
      if (state && dirtyRef.current && location.hash.split('?')[0] === `#/content/${id}`)
        unsavedWhileAway.set(id, state)
    }
  }, [id, load, focus, say, otherVersion])

  // A change the feed reports while this screen's own write is on its way may be that write: the feed and the
  // write's answer arrive in either order (both wait for the same sync of the store). Such changes are held
  // until the write has answered, and then judged against the version it answered with.
  const busyRef = useRef(false)
  const heldChanges = useRef<Change[]>([])
  /** A write of this screen answered with this ETag: the feed's report of that version is not someone else's. */
  const ownWrite = (answerEtag: string | null) => {
    ownVersionRef.current = Math.max(ownVersionRef.current, versionOf(answerEtag))
  }
  const judgeRef = useRef<(change: Change) => void>(() => {})
  useEffect(() => {
    busyRef.current = busy
    if (busy) return
    const held = heldChanges.current
    heldChanges.current = []
    for (const change of held) judgeRef.current(change)
  }, [busy])

  // Someone else changed this content: show it, or, while there are unsaved changes, merge what does not clash.
  useEffect(
    () =>
      onChange((change) => {
        if (change.contentId !== id) return
        if (busyRef.current) {
          heldChanges.current.push(change)
          return
        }
        judgeRef.current(change)
      }),
    [id],
  )
  useEffect(() => {
    judgeRef.current = (change: Change) => {
      // Until the screen's first read answers, its version is unknown: the write that brought it here (a
      // Restore) is reported by the feed too, and must not read as someone else's.
      const known = Math.max(versionOf(etagRef.current), ownVersionRef.current)
      if (change.contentId !== id || (change.versionId ?? 0) <= known) return
      if (change.kind === 'archived' || change.kind === 'purged') {
        setNotice(`Someone else ${change.kind} this content (version ${change.versionId}).`)
        return
      }
      if (dirtyRef.current) {
        call<Content>('GET', contentPath(id))
          .then((answer) => {
            const state = latest.current
            if (state && versionOf(answer.etag) > versionOf(etagRef.current))
              otherVersion(answer.data, answer.etag, state.drafts, state.key)
          })
          .catch(() => {})
      } else {
        setNotice(`Someone else changed this content: this is now version ${change.versionId}.`)
        void load()
      }
    }
  }, [id, load, otherVersion])

  /** Writes the texts of `languages` (one version), then the key if it was changed. */
  const save = useCallback(
    async (ifMatch: string | null, texts: Texts, languages: string[], typedKey: string) => {
      const newKey = typedKey.trim()
      const withKey = newKey !== storedKeyRef.current
      if (languages.length === 0 && !withKey) {
        // After a conflict, what you typed may now equal their text: nothing is left to write.
        setConflict(null)
        return
      }
      const empty = languages.filter((code) => (texts[code] ?? '').trim() === '')
      if (empty.length > 0) {
        setError(`A text cannot be empty (${list(empty)}): use Delete text to remove one.`)
        focus('content-error')
        return
      }
      busyRef.current = true
      setBusy(true)
      setError(null)
      setKeyRefused(false)
      let current = ifMatch
      try {
        if (languages.length > 0) {
          try {
            const answer = await call<WrittenContent>('PUT', contentPath(id), {
              ifMatch,
              body: { Properties: languages.map((code) => ({ LanguageCode: code, Text: texts[code] })) },
            })
            ownWrite(answer.etag)
            const { warnings = [], ...fresh } = answer.data
            const version = versionOf(answer.etag)
            setWritten((w) => ({
              ...w,
              ...Object.fromEntries(
                languages.map((code) => [
                  code,
                  {
                    version,
                    text: texts[code] ?? '',
                    warnings: warnings.filter((x) => x.languageCode === code),
                  },
                ]),
              ),
            }))
            show(fresh, answer.etag, true, false)
            current = answer.etag
            setConflict(null)
          } catch (e) {
            if (!(e instanceof ApiError && e.status === 412)) return fail(e)
            // Their version: the languages only they wrote take their text; the view shows what they changed.
            const fresh = await call<Content>('GET', contentPath(id))
            const before = savedRef.current
            const theirs = textsOf(fresh.data)
            const theirChanged = differing(before, theirs)
            const both = theirChanged.filter(
              (code) => languages.includes(code) && texts[code] !== theirs[code],
            )
            show(fresh.data, fresh.etag)
            setNotice(null)
            setConflict({ version: versionOf(fresh.etag), theirs, theirChanged, both })
            focus('conflict-title')
            return
          }
        }
        const written = languages.length > 0 ? [list(languages)] : []
        if (withKey) {
          try {
            const answer = await call<Content>('PUT', `${contentPath(id)}/Key`, {
              ifMatch: current,
              body: { Key: newKey === '' ? null : newKey },
            })
            ownWrite(answer.etag)
            show(answer.data, answer.etag, false, true)
            current = answer.etag
            written.push(newKey === '' ? 'the key removal' : `the key ${newKey}`)
          } catch (e) {
            const done = written.length > 0 ? `Saved ${list(written)} as version ${versionOf(current)}, ` : ''
            return fail(e, `${done}${done ? 'but not' : 'Not saved:'} the key ${newKey || '(removed)'}: `)
          }
        }
        say(`Saved ${written.join(' and ')} as version ${versionOf(current)}.`)
      } catch (e) {
        fail(e)
      } finally {
        setBusy(false)
      }
    },
    [id, show, fail, focus, say],
  )

  const saveChanges = useCallback(() => {
    if (!session.readOnly && !conflict) void save(etag, drafts, changed, key)
  }, [session.readOnly, conflict, save, etag, drafts, changed, key])

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
    busyRef.current = true
    setBusy(true)
    setError(null)
    setKeyRefused(false)
    try {
      const answer = await call<unknown>(method, path, { ifMatch: etag, body })
      ownWrite(answer.etag)
      return answer
    } catch (e) {
      if (e instanceof ApiError && e.status === 412) {
        setError('Someone else changed this content meanwhile; it now shows their version. Try again.')
        focus('content-error')
        await load()
      } else fail(e)
      return undefined
    } finally {
      setBusy(false)
    }
  }

  // The draft of the other written form's saved text fills the text area; Save then writes it as any text.
  const draftFrom = async (code: string, from: string) => {
    busyRef.current = true
    setBusy(true)
    setError(null)
    try {
      const query = new URLSearchParams({ to: code, from })
      const { data } = await call<Draft>('GET', `${contentPath(id)}/Draft?${query}`)
      setDrafts((d) => ((d[code] ?? '').trim() === '' ? { ...d, [code]: data.text } : d))
      setNotice(`Drafted ${code} from the saved ${from} text (${data.engine}). Review it, then Save.`)
      // The button is gone once the area is filled: the draft to review is where focus belongs.
      focus(`text-${code}`)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  const approve = async (code: string) => {
    const answer = await write('POST', `${contentPath(id)}/Properties/${encodeURIComponent(code)}/Approve`)
    if (!answer) return
    show(answer.data as Content, answer.etag)
    say(`Approved the ${code} text (version ${versionOf(answer.etag)}).`)
  }

  const deleteText = async (code: string) => {
    if (!window.confirm(`Delete the ${code} text? The history keeps it, and Restore brings it back.`)) return
    const answer = await write('DELETE', `${contentPath(id)}/Properties/${encodeURIComponent(code)}`)
    if (!answer) return
    setDrafts((d) => ({ ...d, [code]: '' }))
    setSaved((s) => ({ ...s, [code]: '' }))
    await load()
    say(`Deleted the ${code} text (version ${versionOf(answer.etag)}).`)
  }

  const saveKey = async (event: Event) => {
    event.preventDefault()
    const typed = key.trim()
    const answer = await write('PUT', `${contentPath(id)}/Key`, { Key: typed === '' ? null : typed })
    if (!answer) return
    show(answer.data as Content, answer.etag, false, true)
    say(typed ? `The key is now ${typed}.` : 'The key is removed.')
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
        <h1 id="content-title" tabIndex={-1}>
          Content {id}
        </h1>
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
  const propertyOf = (code: string) => content.properties.find((p) => p.language.languageCode === code)
  const source = content.sourceLanguage

  return (
    <section aria-labelledby="content-title">
      <div class="title-row action-bar">
        <h1 id="content-title" tabIndex={-1}>
          Content {id} <span class="muted">version {versionOf(etag)}</span>
        </h1>
        <div class="actions">
          <a class="button" href={`#/content/${id}/history`}>
            History
          </a>
          {!session.readOnly && (
            <>
              {session.writesAll && (
                <button type="button" class="danger" disabled={busy} onClick={archive}>
                  Archive
                </button>
              )}
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
      <Notice id="content-notice">{notice}</Notice>
      <ErrorMessage id="content-error">{error}</ErrorMessage>
      {keyRefused && (
        <p>
          <button type="button" onClick={session.askKey}>
            Change key
          </button>
        </p>
      )}
      {conflict && (
        <ConflictView
          conflict={conflict}
          mine={drafts}
          yours={changed}
          busy={busy}
          onKeepMine={() => void save(etag, drafts, changed, key)}
          onTakeTheirs={() => {
            setDrafts((d) => ({
              ...d,
              ...Object.fromEntries(conflict.both.map((c) => [c, conflict.theirs[c] ?? ''])),
            }))
            setConflict(null)
            say(`You took their text: this is version ${conflict.version}.`)
          }}
        />
      )}
      <form class="card key-form" onSubmit={saveKey}>
        <label for="content-key">Key</label>
        <input
          id="content-key"
          value={key}
          readOnly={!session.writesAll}
          placeholder="none"
          onInput={(e) => setKey(e.currentTarget.value)}
        />
        {session.writesAll && (
          <button type="submit" disabled={busy || !keyChanged}>
            Save key
          </button>
        )}
      </form>
      <div class="languages">
        {codes.map((code) => {
          const property = propertyOf(code)
          const writable = session.mayWrite(code)
          return (
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
                <TextState property={property} source={content.sourceLanguage} />
                {!session.readOnly && (
                  <span class="head-actions">
                    {session.mayReview(code) && needsApproval(property) && (
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
                    {writable && saved[code] !== undefined && saved[code] !== '' && (
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
                      if (!source || !writable || (drafts[code] ?? '').trim() !== '' || !saved[source.from])
                        return null
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
                lang={code}
                rows={8}
                readOnly={!writable}
                placeholder={writable ? `No ${code} text yet` : ''}
                value={drafts[code] ?? ''}
                aria-describedby={writable ? warningsId(`text-${code}`) : undefined}
                onFocus={() => setActive(code)}
                onInput={(e) => {
                  const value = typedText(e.currentTarget.value, savedRef.current[code])
                  setDrafts((d) => ({ ...d, [code]: value }))
                }}
              />
              {writable && (
                <CheckWarnings
                  contentId={id}
                  code={code}
                  fieldId={`text-${code}`}
                  text={drafts[code] ?? ''}
                  written={written[code]}
                />
              )}
              {active === code && source && code !== source && saved[source] && (
                <TranslationAids
                  contentId={id}
                  from={source}
                  to={code}
                  sourceText={saved[source]}
                  writable={writable}
                  onUse={(text) => setDrafts((d) => ({ ...d, [code]: text }))}
                />
              )}
            </fieldset>
          )
        })}
      </div>
    </section>
  )
}
