// A new content: an optional key and texts in any languages, created as one version.
import { useState } from 'preact/hooks'
import { type Content, call } from './api.js'
import { ErrorMessage } from './messages.js'
import { navigate, useUnsavedGuard } from './router.js'
import type { Session } from './session.js'

export function NewContentScreen({ session }: { session: Session }) {
  const [key, setKey] = useState('')
  const [texts, setTexts] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const written = Object.entries(texts).filter(([, text]) => text.trim() !== '')
  useUnsavedGuard(written.length > 0 || key !== '')

  const create = async (event: Event) => {
    event.preventDefault()
    if (written.length === 0) {
      setError('Write a text in at least one language.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const body: Record<string, unknown> = {
        Properties: written.map(([code, text]) => ({ LanguageCode: code, Text: text })),
      }
      if (key.trim()) body.Key = key.trim()
      const { data } = await call<Content>('POST', '/ContentApi/Content', { body })
      navigate(`#/content/${data.id}`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (session.readOnly) return <p class="banner">Creating content needs an API key with write scope.</p>
  return (
    <section aria-labelledby="new-title">
      <h1 id="new-title">New content</h1>
      <form onSubmit={create}>
        <div class="card key-form">
          <label for="new-key">Key (optional)</label>
          <input
            id="new-key"
            value={key}
            placeholder="skjema/skyss.tittel"
            onInput={(e) => setKey(e.currentTarget.value)}
          />
        </div>
        <div class="languages">
          {session.languages.map(({ languageCode: code }) => (
            <div key={code} class="language card">
              <div class="language-head">
                <label for={`new-${code}`} class="code big">
                  {code}
                </label>
              </div>
              <textarea
                id={`new-${code}`}
                lang={code}
                rows={6}
                value={texts[code] ?? ''}
                onInput={(e) => {
                  const value = e.currentTarget.value
                  setTexts((t) => ({ ...t, [code]: value }))
                }}
              />
            </div>
          ))}
        </div>
        <ErrorMessage>{error}</ErrorMessage>
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            Create
          </button>
          <a class="button" href="#/">
            Cancel
          </a>
        </div>
      </form>
    </section>
  )
}
