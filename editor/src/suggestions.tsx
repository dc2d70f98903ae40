// Translation memory's suggestions for a target text, under its text area in the translation queue and on a
// content's screen (GET /ContentApi/Content/{id}/Suggestions?to=…&from=…): each with its similarity, whether it
// is reviewed and where it comes from, and "Use suggestion N" (Alt+1…Alt+5) to put it in the text area, which
// saves nothing. One request per text opened: answers are kept per content, language pair and source text (a
// save of the target asks nothing again), and a request for a text no longer shown is called off.
import { useEffect, useRef, useState } from 'preact/hooks'
import { call, contentPath, isAborted, type Suggestion, type SuggestionList } from './api.js'

/** At most this many answers are kept; the oldest goes first. */
const KEPT = 50
const kept = new Map<string, Suggestion[]>()

function keep(key: string, suggestions: Suggestion[]): void {
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string)
  kept.set(key, suggestions)
}

/** Alt+1 … Alt+5 take the first … fifth suggestion. */
const SHORTCUTS = 5

interface Loaded {
  key: string
  suggestions?: Suggestion[]
  error?: string
}

/** The suggestions for a content's saved source text, once per content, language pair and source text. */
function useSuggestions(contentId: number, from: string, to: string, sourceText: string): Loaded {
  const key = JSON.stringify([contentId, from, to, sourceText])
  const [loaded, setLoaded] = useState<Loaded>(() => ({ key, suggestions: kept.get(key) }))
  useEffect(() => {
    const hit = kept.get(key)
    if (hit) {
      setLoaded({ key, suggestions: hit })
      return
    }
    setLoaded({ key })
    const controller = new AbortController()
    const query = new URLSearchParams({ to, from })
    call<SuggestionList>('GET', `${contentPath(contentId)}/Suggestions?${query}`, {
      signal: controller.signal,
    })
      .then(({ data }) => {
        keep(key, data.suggestions)
        setLoaded({ key, suggestions: data.suggestions })
      })
      .catch((e: unknown) => {
        if (!isAborted(e)) setLoaded({ key, error: (e as Error).message })
      })
    return () => controller.abort()
  }, [key, contentId, from, to])
  return loaded.key === key ? loaded : { key }
}

const STATES: Record<Suggestion['state'], string> = {
  reviewed: 'Reviewed',
  translated: 'Not reviewed',
  machine: 'Machine, not reviewed',
}
const ORIGINS: Record<Suggestion['origin'], string> = {
  memory: 'memory',
  tmx: 'TMX',
  machine: 'machine',
}

/** A similarity as a share: 0.93 is "93 %". */
export const percent = (similarity: number): string => `${Math.round(similarity * 100)}\u00a0%`

export function Suggestions(props: {
  contentId: number
  from: string
  to: string
  /** The saved source text the suggestions are for. */
  sourceText: string
  /** The target's text area (its id), which a taken suggestion fills. */
  targetId: string
  /** The key may write the target: suggestions can be taken. */
  writable: boolean
  onUse: (text: string) => void
}) {
  const { contentId, from, to, sourceText, targetId, writable, onUse } = props
  const { suggestions, error } = useSuggestions(contentId, from, to, sourceText)
  const [taken, setTaken] = useState<number | null>(null)
  const titleId = `${targetId}-suggestions`

  const take = (index: number, viaKey: boolean) => {
    const suggestion = suggestions?.[index]
    if (!suggestion || !writable) return
    onUse(suggestion.text)
    setTaken(index)
    if (!viaKey) document.getElementById(targetId)?.focus()
  }
  // Alt+1 … Alt+5 wherever the focus is; the latest render's suggestions.
  const takeRef = useRef(take)
  takeRef.current = take
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const digit = /^Digit([1-9])$/.exec(event.code)
      const n = Number(digit?.[1])
      if (!digit || n > SHORTCUTS) return
      event.preventDefault()
      takeRef.current(n - 1, true)
    }
    window.addEventListener('keydown', keydown)
    return () => window.removeEventListener('keydown', keydown)
  }, [])
  useEffect(() => setTaken(null), [contentId, to])

  return (
    <div class="aid suggestions">
      <h3 id={titleId} class="aid-title">
        Suggestions
      </h3>
      {error ? (
        <p class="hint">No suggestions: {error}</p>
      ) : !suggestions ? (
        <p class="hint" aria-busy="true">
          Looking for suggestions…
        </p>
      ) : suggestions.length === 0 ? (
        <p class="hint">Nothing in memory resembles the {from} text.</p>
      ) : (
        <ol class="suggestion-list" aria-labelledby={titleId}>
          {suggestions.map((s, i) => (
            <li key={`${i}:${s.text}`} class="suggestion">
              <p class="suggestion-text" lang={to}>
                {s.text}
              </p>
              <p class="suggestion-meta">
                <span class="similarity">
                  {s.similarity === undefined
                    ? 'machine draft of this text'
                    : `${percent(s.similarity)} alike`}
                </span>
                <span class={`badge ${s.state}`}>{STATES[s.state]}</span>
                <span class="origin">
                  from {ORIGINS[s.origin]}
                  {s.contentId !== undefined && (
                    <>
                      {' '}
                      (<a href={`#/content/${s.contentId}`}>content {s.contentId}</a>)
                    </>
                  )}
                </span>
                {writable && (
                  <button
                    type="button"
                    class="small"
                    aria-keyshortcuts={i < SHORTCUTS ? `Alt+${i + 1}` : undefined}
                    onClick={() => take(i, false)}
                  >
                    Use suggestion {i + 1}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p class="hint" role="status">
        {taken !== null && `Suggestion ${taken + 1} is in the ${to} text: nothing is saved until you save.`}
      </p>
    </div>
  )
}
