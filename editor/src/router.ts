// Hash routes (#/content/7, #/translate?from=nb-NO&to=nn-NO&queue=missing), so that the service serves one page. Leaving a screen with unsaved changes asks
// first: a screen that has some registers a guard.
import { useEffect, useState } from 'preact/hooks'

export type Route =
  | { screen: 'contents'; query: URLSearchParams }
  | { screen: 'new' }
  | { screen: 'content'; id: number }
  | { screen: 'history'; id: number }
  | { screen: 'coverage' }
  | { screen: 'languages' }
  | { screen: 'translate'; query: URLSearchParams }
  | { screen: 'terms'; query: URLSearchParams }
  | { screen: 'missing' }

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?')
  const parts = path.split('/').filter(Boolean)
  const id = Number(parts[1])
  if (parts[0] === 'content' && Number.isInteger(id) && id > 0) {
    return parts[2] === 'history' ? { screen: 'history', id } : { screen: 'content', id }
  }
  if (parts.length === 0) return { screen: 'contents', query: new URLSearchParams(query) }
  if (parts[0] === 'new') return { screen: 'new' }
  if (parts[0] === 'coverage') return { screen: 'coverage' }
  if (parts[0] === 'languages') return { screen: 'languages' }
  if (parts[0] === 'translate' && parts.length === 1)
    return { screen: 'translate', query: new URLSearchParams(query) }
  if (parts[0] === 'terms' && parts.length === 1)
    return { screen: 'terms', query: new URLSearchParams(query) }
  return { screen: 'missing' }
}

let unsaved: (() => boolean) | null = null
const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?'

/** While a screen has unsaved changes, leaving it asks first. */
export function useUnsavedGuard(hasUnsaved: boolean): void {
  useEffect(() => {
    if (!hasUnsaved) return
    const guard = () => true
    unsaved = guard
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', beforeUnload)
    return () => {
      if (unsaved === guard) unsaved = null
      window.removeEventListener('beforeunload', beforeUnload)
    }
  }, [hasUnsaved])
}

/** Leaves without asking (after a save or an archive made the changes moot). */
export function navigate(hash: string): void {
  unsaved = null
  location.hash = hash
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash))
  useEffect(() => {
    const changed = (event: HashChangeEvent) => {
      if (unsaved?.() && !window.confirm(LEAVE_QUESTION)) {
        // Stay: put the address back without another hashchange.
        history.replaceState(null, '', event.oldURL)
        return
      }
      unsaved = null
      // The address this event reports, not the current one: when the address changes twice before the first
      // event runs (an archive's way back to the list, then a link), each screen is still left and entered.
      setRoute(parseRoute(new URL(event.newURL).hash))
      window.scrollTo(0, 0)
    }
    window.addEventListener('hashchange', changed)
    return () => window.removeEventListener('hashchange', changed)
  }, [])
  return route
}
