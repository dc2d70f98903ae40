// The translation queue (#/translate?from=nb-NO&to=nn-NO&queue=missing|outdated|review): one content at a
// time, its source text beside the translation, and Save & next (Ctrl+Enter), Approve & next, Skip, and Draft
// from Bokmål where a machine draft applies. The queue is the listing's (missingLanguage=, outdated=,
// needsReview=), read once as it opens, so that the count of what is left is known; each content is read again
// when its turn comes, and one that has left the queue meanwhile (someone else translated it) is passed over.
// An outdated translation shows what changed in its source since it was made (GET …/Diff). Saving sends
// If-Match, and a conflict shows the content screen's conflict view. A machine draft saved unchanged is not
// sent at all: it stays a machine draft.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import {
  ApiError,
  type Content,
  call,
  contentPath,
  type Draft,
  KEY_REFUSED,
  nextAfter,
  type SourceDiff,
  type TextWarning,
  versionOf,
  type WrittenContent,
} from './api.js'
import { CheckWarnings, warningsId } from './check-warnings.js'
import { type Conflict, ConflictView, type Texts } from './conflict.js'
import { useFocusMove } from './focus.js'
import { ErrorMessage, Notice } from './messages.js'
import { navigate, useUnsavedGuard } from './router.js'
import type { Session } from './session.js'
import { SourceText } from './source-text.js'
import { Suggestions } from './suggestions.js'
import { useTermMatches } from './term-marks.js'
import { isOutdated, needsApproval, TextState, typedText } from './workflow.js'

export const QUEUES = {
  missing: 'Missing: no text yet',
  outdated: 'Outdated: the source changed',
  review: 'To review',
} as const
type Queue = keyof typeof QUEUES

/** The written form a machine draft of each can be made from, as the content screen offers it. */
const DRAFT_LABELS: Record<string, { from: string; label: string }> = {
  'nn-NO': { from: 'nb-NO', label: 'Draft from Bokmål' },
  'nb-NO': { from: 'nn-NO', label: 'Draft from Nynorsk' },
}

interface Choice {
  from: string
  to: string
  queue: Queue
}

function choiceOf(query: URLSearchParams): Choice {
  const queue = query.get('queue') ?? 'missing'
  return {
    from: query.get('from') ?? 'nb-NO',
    to: query.get('to') ?? 'nn-NO',
    queue: queue in QUEUES ? (queue as Queue) : 'missing',
  }
}

const hashOf = (choice: Choice) => `#/translate?${new URLSearchParams({ ...choice })}`

/** The listing filter of a queue. */
function listingOf({ from, to, queue }: Choice): URLSearchParams {
  if (queue === 'missing') return new URLSearchParams({ language: from, missingLanguage: to })
  if (queue === 'outdated') return new URLSearchParams({ outdated: to })
  return new URLSearchParams({ needsReview: to })
}

/** Every content of a queue, by id, in pages of the largest size the listing allows. */
async function queueIds(choice: Choice): Promise<number[]> {
  const ids: number[] = []
  let after: string | undefined
  do {
    const query = listingOf(choice)
    query.set('limit', '1000')
    if (after) query.set('after', after)
    const answer = await call<Content[]>('GET', `/ContentApi/Content?${query}`)
    for (const content of answer.data) ids.push(content.id)
    after = nextAfter(answer.headers)
  } while (after)
  return ids
}

const propertyOf = (content: Content, code: string) =>
  content.properties.find((p) => p.language.languageCode === code)

/** Whether a content read now still belongs to the queue it was listed in. */
function stillQueued(content: Content, { from, to, queue }: Choice): boolean {
  const target = propertyOf(content, to)
  if (queue === 'missing') return !target && propertyOf(content, from) !== undefined
  if (queue === 'outdated') return isOutdated(target)
  return needsApproval(target)
}

interface Item {
  content: Content
  etag: string | null
  /** What changed in the source since the translation was made, when it is outdated. */
  diff: SourceDiff | null
  /** What the checks found in the text a save wrote. */
  warnings?: TextWarning[]
}

/** The warnings a save answered with, in words for the notice. */
const warningsSaid = (warnings: TextWarning[] | undefined): string =>
  warnings && warnings.length > 0
    ? `, with ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`}: ${warnings
        .map((w) => `${w.check}: ${w.message}`)
        .join(' ')}`
    : ''

const textsOf = (content: Content): Texts =>
  Object.fromEntries(content.properties.map((p) => [p.language.languageCode, p.text]))

export function TranslateScreen({ session, query }: { session: Session; query: URLSearchParams }) {
  const choice = choiceOf(query)
  const { from, to, queue } = choice
  const [form, setForm] = useState<Choice>(choice)
  const [ids, setIds] = useState<number[] | null>(null)
  const [position, setPosition] = useState(0)
  const [item, setItem] = useState<Item | null>(null)
  const [text, setText] = useState('')
  const [skipped, setSkipped] = useState(0)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [keyRefused, setKeyRefused] = useState(false)
  const [busy, setBusy] = useState(false)
  const known =
    session.languages.some((l) => l.languageCode === from) &&
    session.languages.some((l) => l.languageCode === to)
  const writable = session.mayWrite(to)
  const reviewable = session.mayReview(to)
  const saved = item ? (propertyOf(item.content, to)?.text ?? '') : ''
  const dirty = item !== null && text !== saved
  useUnsavedGuard(dirty)

  const focus = useFocusMove()
  const fail = useCallback(
    (e: unknown) => {
      const refused = e instanceof ApiError && e.status === 401
      setKeyRefused(refused)
      setError(refused ? KEY_REFUSED : (e as Error).message)
      focus('queue-error')
    },
    [focus],
  )

  /** Reads a content for its turn, with its source diff when it is outdated. */
  const read = useCallback(
    async (id: number): Promise<Item | null> => {
      try {
        const answer = await call<Content>('GET', contentPath(id))
        const diff = isOutdated(propertyOf(answer.data, to))
          ? (
              await call<SourceDiff>(
                'GET',
                `${contentPath(id)}/Diff?${new URLSearchParams({ language: to })}`,
              )
            ).data
          : null
        return { content: answer.data, etag: answer.etag, diff }
      } catch (e) {
        // Archived or purged since the listing: it has left the queue.
        if (e instanceof ApiError && (e.status === 404 || e.status === 410)) return null
        throw e
      }
    },
    [to],
  )

  /** Shows the first content from `start` on that still belongs to the queue. */
  const showFrom = useCallback(
    async (queued: number[], start: number) => {
      setBusy(true)
      try {
        let at = start
        let next: Item | null = null
        for (; at < queued.length; at++) {
          const id = queued[at] as number
          next = await read(id)
          if (next && stillQueued(next.content, { from, to, queue })) break
          next = null
        }
        setPosition(at)
        setItem(next)
        setText(next ? (propertyOf(next.content, to)?.text ?? '') : '')
        setConflict(null)
        focus(next ? (session.mayWrite(to) ? 'queue-text' : 'queue-item-title') : 'queue-title')
      } catch (e) {
        fail(e)
      } finally {
        setBusy(false)
      }
    },
    [read, from, to, queue, focus, fail, session],
  )

  /** Reads the queue from the service and shows its first content. */
  const open = async () => {
    setSkipped(0)
    try {
      const queued = await queueIds(choice)
      setIds(queued)
      await showFrom(queued, 0)
    } catch (e) {
      fail(e)
    }
  }
  const opened = useRef(false)
  useEffect(() => {
    // The screen is keyed by its query: it reads its queue once, when its languages are known.
    if (!known || opened.current) return
    opened.current = true
    void open()
  })

  const next = useCallback(async () => {
    if (ids) await showFrom(ids, position + 1)
  }, [ids, position, showFrom])

  /** Writes the typed text with If-Match; a 412 shows the conflict view and answers null. */
  const write = useCallback(
    async (current: Item, typed: string): Promise<Item | null> => {
      try {
        const answer = await call<WrittenContent>('PUT', contentPath(current.content.id), {
          ifMatch: current.etag,
          body: { Properties: [{ LanguageCode: to, Text: typed }] },
        })
        const { warnings, ...content } = answer.data
        return { content, etag: answer.etag, diff: null, warnings }
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 412)) throw e
        // Their version: what they changed, with their text beside yours where both of you wrote.
        const before = textsOf(current.content)
        const fresh = await read(current.content.id)
        if (!fresh) throw e
        const theirs = textsOf(fresh.content)
        const theirChanged = [...new Set([...Object.keys(before), ...Object.keys(theirs)])].filter(
          (code) => before[code] !== theirs[code],
        )
        const both = theirChanged.includes(to) && theirs[to] !== typed ? [to] : []
        setItem(fresh)
        setNotice(null)
        setConflict({ version: versionOf(fresh.etag), theirs, theirChanged, both })
        focus('conflict-title')
        return null
      }
    },
    [to, read, focus],
  )

  const act = async (approve: boolean) => {
    if (!item || busy) return
    const id = item.content.id
    if (text !== saved && text.trim() === '') {
      setError('A text cannot be empty: write one, or Skip.')
      focus('queue-error')
      return
    }
    if (!approve && text === saved && saved === '') {
      setError(`Write the ${to} text first, or Skip.`)
      focus('queue-error')
      return
    }
    setBusy(true)
    setError(null)
    setKeyRefused(false)
    try {
      let current: Item | null = item
      const done: string[] = []
      // Unchanged (a machine draft kept as it is): nothing is sent, so it stays what it was.
      if (text !== saved) {
        current = await write(item, text)
        if (!current) return
        done.push(
          `saved the ${to} text (version ${versionOf(current.etag)})${warningsSaid(current.warnings)}`,
        )
      }
      if (approve) {
        try {
          const answer = await call<Content>(
            'POST',
            `${contentPath(id)}/Properties/${encodeURIComponent(to)}/Approve`,
            { ifMatch: current.etag },
          )
          done.push(`approved it (version ${versionOf(answer.etag)})`)
        } catch (e) {
          if (!(e instanceof ApiError && e.status === 412)) throw e
          setItem(await read(id))
          setError('Someone else changed this content meanwhile; it now shows their version. Try again.')
          focus('queue-error')
          return
        }
      }
      setNotice(
        done.length > 0
          ? `Content ${id}: ${done.join(' and ')}.`
          : `Content ${id}: the ${to} text is unchanged, nothing was saved.`,
      )
      setConflict(null)
      setBusy(false)
      await next()
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  const skip = async () => {
    if (dirty && !window.confirm(`Skip content ${item?.content.id}? What you typed is not saved.`)) return
    setSkipped((n) => n + 1)
    setNotice(`Skipped content ${item?.content.id}.`)
    setError(null)
    await next()
  }

  const draft = async () => {
    if (!item) return
    setBusy(true)
    setError(null)
    try {
      const source = DRAFT_LABELS[to]?.from ?? from
      const params = new URLSearchParams({ to, from: source })
      const { data } = await call<Draft>('GET', `${contentPath(item.content.id)}/Draft?${params}`)
      setText((typed) => (typed.trim() === '' ? data.text : typed))
      setNotice(`Drafted ${to} from the saved ${source} text (${data.engine}). Review it, then Save & next.`)
      focus('queue-text')
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  // Ctrl+Enter / Cmd+Enter: Save & next, wherever the focus is; the latest render's handler.
  const saveRef = useRef(() => {})
  saveRef.current = () => {
    if (writable && item && !conflict) void act(false)
  }
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        event.preventDefault()
        saveRef.current()
      }
    }
    window.addEventListener('keydown', keydown)
    return () => window.removeEventListener('keydown', keydown)
  }, [])

  const choose = (event: Event) => {
    event.preventDefault()
    navigate(hashOf(form))
  }
  const set = (name: keyof Choice) => (event: Event) =>
    setForm({ ...form, [name]: (event.currentTarget as HTMLSelectElement).value })

  const left = ids ? Math.max(0, ids.length - position) : 0
  const source = item && propertyOf(item.content, from)
  const target = item && propertyOf(item.content, to)
  const terms = useTermMatches(source?.text, from, to)
  const draftSource = DRAFT_LABELS[to]
  const canDraft =
    writable && draftSource?.from === from && source !== undefined && text.trim() === '' && !!item

  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title" tabIndex={-1}>
        Translate {from} → {to}
      </h1>
      <form class="card filters" onSubmit={choose} aria-label="Queue">
        <LanguageSelect
          id="queue-from"
          label="From"
          value={form.from}
          session={session}
          onChange={set('from')}
        />
        <LanguageSelect id="queue-to" label="To" value={form.to} session={session} onChange={set('to')} />
        <div class="field">
          <label for="queue-kind">Queue</label>
          <select id="queue-kind" value={form.queue} onChange={set('queue')}>
            {Object.entries(QUEUES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div class="field end">
          <button type="submit">Show queue</button>
        </div>
      </form>
      {!known && session.languages.length > 0 && (
        <ErrorMessage>
          There is no language {session.languages.some((l) => l.languageCode === from) ? to : from} here.
        </ErrorMessage>
      )}
      <Notice id="queue-notice">{notice}</Notice>
      <ErrorMessage id="queue-error">{error}</ErrorMessage>
      {keyRefused && (
        <p>
          <button type="button" onClick={session.askKey}>
            Change key
          </button>
        </p>
      )}
      {ids === null ? (
        known && !error && <p aria-busy="true">Loading…</p>
      ) : (
        <p class="queue-count" id="queue-count">
          {left === 0 ? 'Nothing left in this queue.' : `${left} left in this queue.`}
          {skipped > 0 && ` You skipped ${skipped}.`}
        </p>
      )}
      {ids !== null && !item && skipped > 0 && !busy && (
        <p>
          <button type="button" onClick={() => void open()}>
            Start again
          </button>{' '}
          What you skipped is still in the queue.
        </p>
      )}
      {conflict && item && (
        <ConflictView
          conflict={conflict}
          mine={{ [to]: text }}
          yours={text !== saved ? [to] : []}
          busy={busy}
          onKeepMine={() => void act(false)}
          onTakeTheirs={() => {
            setText(conflict.theirs[to] ?? '')
            setConflict(null)
            setNotice(`You took their text: this is version ${conflict.version}.`)
            focus('queue-notice')
          }}
        />
      )}
      {item && (
        <article class="card queue-item" aria-labelledby="queue-item-title">
          <div class="title-row">
            <h2 id="queue-item-title" tabIndex={-1}>
              Content {item.content.id}
              {item.content.key && <span class="muted"> {item.content.key}</span>}
            </h2>
            <a href={`#/content/${item.content.id}`}>Open content {item.content.id}</a>
          </div>
          <div class="side-by-side">
            <div class="language">
              <div class="language-head">
                <h3 class="code big">{from}</h3>
                <TextState property={source ?? undefined} source={item.content.sourceLanguage} />
              </div>
              <SourceText code={from} to={to} text={source?.text} diff={item.diff} terms={terms} />
            </div>
            <div class="language">
              <div class="language-head">
                <label for="queue-text" class="code big">
                  {to}
                </label>
                <TextState property={target ?? undefined} source={item.content.sourceLanguage} />
                {canDraft && draftSource && (
                  <span class="head-actions">
                    <button
                      type="button"
                      class="small"
                      disabled={busy}
                      aria-describedby="queue-text"
                      onClick={() => void draft()}
                    >
                      {draftSource.label}
                    </button>
                  </span>
                )}
              </div>
              <textarea
                id="queue-text"
                lang={to}
                rows={8}
                readOnly={!writable}
                placeholder={writable ? `No ${to} text yet` : ''}
                value={text}
                aria-describedby={warningsId('queue-text')}
                onInput={(e) => setText(typedText(e.currentTarget.value, saved))}
              />
              <CheckWarnings
                key={item.content.id}
                contentId={item.content.id}
                code={to}
                fieldId="queue-text"
                text={text}
              />
              {source && (
                <Suggestions
                  key={item.content.id}
                  contentId={item.content.id}
                  from={from}
                  to={to}
                  sourceText={source.text}
                  targetId="queue-text"
                  writable={writable}
                  onUse={setText}
                />
              )}
            </div>
          </div>
          <div class="actions">
            {writable && (
              <button
                type="button"
                class="primary"
                disabled={busy || !!conflict}
                onClick={() => void act(false)}
                aria-keyshortcuts="Control+Enter Meta+Enter"
              >
                Save &amp; next
              </button>
            )}
            {reviewable && (text !== '' || saved !== '') && (
              <button type="button" disabled={busy || !!conflict} onClick={() => void act(true)}>
                Approve &amp; next
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => void skip()}>
              Skip
            </button>
          </div>
        </article>
      )}
    </section>
  )
}

function LanguageSelect(props: {
  id: string
  label: string
  value: string
  session: Session
  onChange: (event: Event) => void
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={props.onChange}>
        {props.session.languages.map((l) => (
          <option key={l.id} value={l.languageCode}>
            {l.languageCode}
          </option>
        ))}
      </select>
    </div>
  )
}
