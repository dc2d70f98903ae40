// The languages: the list with their names, adding one (POST /ContentApi/Language) and removing one no text
// uses (DELETE /ContentApi/Language/{code}), both writes. What the service refuses is shown as it says it.
import { useState } from 'preact/hooks'
import { call, type Language } from './api.js'
import { LanguageNames } from './language-names.js'
import { ErrorMessage, Notice } from './messages.js'
import type { Session } from './session.js'

export function LanguagesScreen({ session }: { session: Session }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const act = async (work: () => Promise<string>) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      setNotice(await work())
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const add = (event: Event) => {
    event.preventDefault()
    return act(async () => {
      const { data } = await call<Language>('POST', '/ContentApi/Language', {
        body: { LanguageCode: code.trim() },
      })
      await session.reloadLanguages()
      setCode('')
      return `Added ${data.languageCode} (id ${data.id}).`
    })
  }

  const remove = (language: Language) => {
    const question = `Remove the language ${language.languageCode}? Only a language no text uses, now or in any history, can be removed.`
    if (!window.confirm(question)) return
    return act(async () => {
      await call<void>('DELETE', `/ContentApi/Language/${encodeURIComponent(language.languageCode)}`)
      await session.reloadLanguages()
      return `Removed ${language.languageCode}.`
    })
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
            <th scope="col">Name</th>
            {session.writesAll && (
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {session.languages.map((language) => (
            <tr key={language.id}>
              <td>{language.id}</td>
              <td>{language.languageCode}</td>
              <td>
                <LanguageNames language={language} />
              </td>
              {session.writesAll && (
                <td>
                  <button
                    type="button"
                    class="small"
                    disabled={busy}
                    aria-label={`Remove ${language.languageCode}`}
                    onClick={() => remove(language)}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {session.writesAll && (
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
