// The editor: a page for the people who write the texts, on the public API only. The shell: which key is
// used (asked for when the service has keys), the languages, the navigation, and the live-update state; the
// page's title names the screen (and the content), and a skip link leads past the navigation.
import { render } from 'preact'
import { useCallback, useEffect, useState } from 'preact/hooks'
import { type Access, call, type Language, storedKey, storeKey } from './api.js'
import { ContentScreen } from './content.js'
import { ContentsScreen } from './contents.js'
import { CoverageScreen } from './coverage.js'
import { HistoryScreen } from './history.js'
import { LanguagesScreen } from './languages.js'
import { onLiveState, startLive } from './live.js'
import { ErrorMessage } from './messages.js'
import { NewContentScreen } from './new-content.js'
import { type Route, useRoute } from './router.js'
import { rightsOf, type Session } from './session.js'
import { TermsScreen } from './terms.js'
import { TranslateScreen } from './translate.js'

const APP_TITLE = 'content-store editor'

/** What the browser's tab, history and a screen reader call the page: the screen, then the editor. */
export function titleOf(route: Route, askKey: boolean): string {
  const screen = askKey
    ? 'API key'
    : route.screen === 'contents'
      ? 'Contents'
      : route.screen === 'new'
        ? 'New content'
        : route.screen === 'content'
          ? `Content ${route.id}`
          : route.screen === 'history'
            ? `History of content ${route.id}`
            : route.screen === 'coverage'
              ? 'Coverage'
              : route.screen === 'languages'
                ? 'Languages'
                : route.screen === 'translate'
                  ? 'Translate'
                  : route.screen === 'terms'
                    ? 'Terms'
                    : 'Not found'
  return `${screen} – ${APP_TITLE}`
}

/** Moves focus to the screen itself: `href="#main"` alone would be taken for a route. */
function skipToMain(event: Event) {
  event.preventDefault()
  document.getElementById('main')?.focus()
}

function App() {
  const route = useRoute()
  const [access, setAccess] = useState<Access | null>(null)
  const [askKey, setAskKey] = useState(false)
  const [languages, setLanguages] = useState<Language[]>([])
  const [live, setLive] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    document.title = titleOf(route, askKey)
  }, [route, askKey])

  const reloadLanguages = useCallback(async () => {
    setLanguages((await call<Language[]>('GET', '/ContentApi/Language')).data)
  }, [])

  useEffect(() => {
    call<Access>('GET', '/ContentApi/Access')
      .then(async ({ data }) => {
        setAccess(data)
        // Keys configured: ask for one as the editor opens, unless one is kept for this tab already.
        const ask = data.keysConfigured && (!data.canRead || storedKey() === null)
        setAskKey(ask)
        if (ask || !data.canRead) return
        await reloadLanguages()
        startLive()
      })
      .catch((e: Error) => setError(e.message))
    return onLiveState(setLive)
  }, [reloadLanguages])

  const useKey = async (key: string | null) => {
    const before = storedKey()
    storeKey(key)
    const { data } = await call<Access>('GET', '/ContentApi/Access')
    if (key !== null && data.scope === undefined) {
      storeKey(before)
      throw new Error('That key is not valid here.')
    }
    setAccess(data)
    setAskKey(false)
    if (data.canRead) {
      await reloadLanguages()
      startLive()
    }
  }

  if (error)
    return (
      <main class="page">
        <ErrorMessage>The service cannot be reached: {error}</ErrorMessage>
      </main>
    )
  if (!access)
    return (
      <main class="page" aria-busy="true">
        <p>Loading…</p>
      </main>
    )
  const rights = rightsOf(access)
  const readOnly = rights.readOnly
  const session: Session = { languages, ...rights, reloadLanguages, askKey: () => setAskKey(true) }
  const active = route.screen

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention (WCAG G1); its handler keeps the hash route */}
      <a class="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <header class="top">
        <a class="brand" href="#/">
          content-store <span>editor</span>
        </a>
        <nav aria-label="Main">
          <a href="#/" aria-current={active === 'contents' ? 'page' : undefined}>
            Contents
          </a>
          <a href="#/translate" aria-current={active === 'translate' ? 'page' : undefined}>
            Translate
          </a>
          <a href="#/terms" aria-current={active === 'terms' ? 'page' : undefined}>
            Terms
          </a>
          <a href="#/coverage" aria-current={active === 'coverage' ? 'page' : undefined}>
            Coverage
          </a>
          <a href="#/languages" aria-current={active === 'languages' ? 'page' : undefined}>
            Languages
          </a>
        </nav>
        <span class={live ? 'live on' : 'live'} role="status">
          {live ? 'Live' : 'Offline'}
        </span>
        {access.keysConfigured && !askKey && (
          <button type="button" class="link" onClick={() => setAskKey(true)}>
            {storedKey() ? 'Change key' : 'Enter key'}
          </button>
        )}
      </header>
      {readOnly && !askKey && (
        <p class="banner" role="note">
          Read-only:{' '}
          {storedKey() ? 'this API key may read but not write.' : 'no API key with write scope was given.'}
        </p>
      )}
      <main class="page" id="main" tabIndex={-1}>
        {askKey ? (
          <KeyPrompt
            canRead={access.canRead}
            onKey={useKey}
            onCancel={storedKey() === null ? undefined : () => setAskKey(false)}
          />
        ) : (
          access.canRead && <Screen route={route} session={session} />
        )}
      </main>
    </>
  )
}

function Screen({ route, session }: { route: ReturnType<typeof useRoute>; session: Session }) {
  switch (route.screen) {
    case 'contents':
      return <ContentsScreen session={session} query={route.query} />
    case 'new':
      return <NewContentScreen session={session} />
    case 'content':
      return <ContentScreen key={route.id} session={session} id={route.id} />
    case 'history':
      return <HistoryScreen key={route.id} session={session} id={route.id} />
    case 'coverage':
      return <CoverageScreen session={session} />
    case 'languages':
      return <LanguagesScreen session={session} />
    case 'translate':
      return <TranslateScreen key={route.query.toString()} session={session} query={route.query} />
    case 'terms':
      return <TermsScreen key={route.query.toString()} session={session} query={route.query} />
    default:
      return (
        <section>
          <h1>Not found</h1>
          <p>
            There is no such screen. <a href="#/">Go to the contents</a>.
          </p>
        </section>
      )
  }
}

function KeyPrompt(props: {
  canRead: boolean
  onKey: (key: string | null) => Promise<void>
  /** With a key in use already: keep it. */
  onCancel?: () => void
}) {
  const { canRead, onKey, onCancel } = props
  const [key, setKey] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: Event) => {
    event.preventDefault()
    onKey(key.trim()).catch((e: Error) => setError(e.message))
  }
  return (
    <section class="card narrow" aria-labelledby="key-title">
      <h1 id="key-title">API key</h1>
      <p>
        This service uses API keys. Enter yours: a key with write scope lets you edit, a read key shows the
        texts read-only. It is kept in this browser tab only.
      </p>
      <form onSubmit={submit}>
        <label for="api-key">API key</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
          required
        />
        <ErrorMessage>{error}</ErrorMessage>
        <div class="actions">
          <button type="submit" class="primary">
            Use key
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            canRead && (
              <button type="button" onClick={() => onKey(null)}>
                Continue read-only
              </button>
            )
          )}
        </div>
      </form>
    </section>
  )
}

const root = document.getElementById('app')
if (root) render(<App />, root)
