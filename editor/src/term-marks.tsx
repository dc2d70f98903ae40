// A source text with the termbase's terms marked (POST /ContentApi/Terms/Matches: the service finds them, by
// stems, as its checks do): each term a <mark> that takes focus, its preferred translation in a tooltip shown
// on hover and on focus and given to screen readers as the mark's description. Asked once per text and
// language pair; a request for a text no longer shown is called off.
import { useEffect, useState } from 'preact/hooks'
import { call, isAborted, type TermMatch, type TermMatchList } from './api.js'

const KEPT = 50
const kept = new Map<string, TermMatch[]>()

/** The terms a text has, with the preferred translations in `to`; none until the service answers. */
export function useTermMatches(text: string | undefined, from: string, to: string): TermMatch[] {
  const key = JSON.stringify([text, from, to])
  const [found, setFound] = useState<{ key: string; matches: TermMatch[] }>({ key, matches: [] })
  useEffect(() => {
    if (!text?.trim()) return
    const hit = kept.get(key)
    if (hit) {
      setFound({ key, matches: hit })
      return
    }
    const controller = new AbortController()
    call<TermMatchList>('POST', '/ContentApi/Terms/Matches', {
      body: { Text: text, LanguageCode: from, To: to },
      signal: controller.signal,
    })
      .then(({ data }) => {
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string)
        kept.set(key, data.matches)
        setFound({ key, matches: data.matches })
      })
      .catch((e: unknown) => {
        // Marks are an aid: without them the text still shows.
        if (!isAborted(e)) setFound({ key, matches: [] })
      })
    return () => controller.abort()
  }, [key, text, from, to])
  return found.key === key ? found.matches : []
}

/** The text's runs, with each term found marked. `idPrefix` keeps the tooltips' ids apart on one page. */
export function MarkedText(props: { text: string; to: string; matches: TermMatch[]; idPrefix: string }) {
  const { text, to, matches, idPrefix } = props
  const parts = []
  let at = 0
  for (const [i, match] of matches.entries()) {
    if (match.start < at || match.end > text.length) continue
    if (match.start > at) parts.push(text.slice(at, match.start))
    const tip = `${idPrefix}-term-${i}`
    parts.push(
      <span class="term" key={tip}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a term takes focus so that its tooltip shows for keyboard users too */}
        <mark tabIndex={0} aria-describedby={tip}>
          {text.slice(match.start, match.end)}
        </mark>
        <span class="term-tip" role="tooltip" id={tip}>
          {match.term} →{' '}
          {match.preferred.length > 0 ? (
            <>
              <span lang={to}>{match.preferred.join(' / ')}</span> (preferred in {to})
            </>
          ) : (
            `no preferred ${to} term`
          )}
        </span>
      </span>,
    )
    at = match.end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}

/** The terms of a text found in it, one after another (where the text itself shows as a diff). */
export function TermList(props: { matches: TermMatch[]; text: string; to: string; idPrefix: string }) {
  const { matches, text, to, idPrefix } = props
  const words: string[] = []
  const listed: TermMatch[] = []
  let at = 0
  for (const match of matches) {
    const found = text.slice(match.start, match.end)
    listed.push({ ...match, start: at, end: at + found.length })
    words.push(found)
    at += found.length + 2
  }
  return <MarkedText text={words.join(', ')} to={to} matches={listed} idPrefix={idPrefix} />
}

/** A saved source text with its terms marked, under the translation the content screen has in focus. */
export function SourceTerms(props: { text: string; from: string; to: string; idPrefix: string }) {
  const { text, from, to, idPrefix } = props
  const matches = useTermMatches(text, from, to)
  if (matches.length === 0) return null
  return (
    <div class="aid">
      <h3 class="aid-title">Terms in the {from} text</h3>
      <p class="text-block" lang={from}>
        <MarkedText text={text} to={to} matches={matches} idPrefix={idPrefix} />
      </p>
    </div>
  )
}
