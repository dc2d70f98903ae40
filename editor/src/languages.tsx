// The languages: the list, and adding one (POST /ContentApi/Language, a write).
import { useState } from 'preact/hooks'
import { call, type Language } from './api.js'
import type { Session } from './main.js'
import { ErrorMessage, Notice } from './messages.js'

export function LanguagesScreen({ session }: { session: Session }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const add = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const { data } = await call<Language>('POST', '/ContentApi/Language', {
        body: { LanguageCode: code.trim() },
      })
      await session.reloadLanguages()
      setCode('')
      setNotice(`Added ${data.languageCode} (id ${data.id}).`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="languages-title">
      <h1 id="languages-title">Languages</h1>
      <table class="card table">
        <caption>Every language a text can be written in</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Code</th>
          </tr>
        </thead>
        <tbody>
          {session.languages.map((language) => (
            <tr key={language.id}>
              <td>{language.id}</td>
              <td>{language.languageCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!session.readOnly && (
        <form class="card key-form" onSubmit={add}>
          <label for="new-language">Language code</label>
          <input
            id="new-language"
            value={code}
            placeholder="da-DK"
            required
            onInput={(e) => setCode(e.currentTarget.value)}
          />
          <button type="submit" class="primary" disabled={busy}>
            Add language
          </button>
        </form>
      )}
      <Notice>{notice}</Notice>
      <ErrorMessage>{error}</ErrorMessage>
    </section>
  )
}
