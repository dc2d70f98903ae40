// The quality checks' warnings beside a text as it is typed: about 300 ms after the last keystroke the typed
// text goes to POST /ContentApi/Content/{id}/Checks (the service's checks, and its termbase: one definition
// of them, never a copy in the editor), and the warnings show in a live region next to the text area, each
// with its check id. A request for a text typed over meanwhile is called off. After a save, the warnings the
// write answered with take their place. Nothing is asked for a text nobody typed in.
import { useEffect, useRef, useState } from 'preact/hooks'
import { call, contentPath, isAborted, type TextWarning, type TextWarnings } from './api.js'

/** How long typing pauses before the text is checked. */
const PAUSE_MS = 300

/** The id of a text area's warnings (for its aria-describedby). */
export const warningsId = (fieldId: string) => `${fieldId}-warnings`

interface Checked {
  text: string
  warnings: TextWarning[]
  error?: string
}

export function CheckWarnings(props: {
  contentId: number
  code: string
  /** The text area (its id) the warnings are about. */
  fieldId: string
  /** What the text area holds now. */
  text: string
  /** The warnings of the last save of this text, and the version it made (a new save, new warnings). */
  written?: { version: number; text: string; warnings: TextWarning[] }
}) {
  const { contentId, code, fieldId, text, written } = props
  const [checked, setChecked] = useState<Checked | null>(null)
  // The text as the screen showed it first: until it changes, nobody typed, and nothing is checked.
  const untouched = useRef<string | null>(text)

  useEffect(() => {
    if (written) {
      untouched.current = null
      setChecked({ text: written.text, warnings: written.warnings })
    }
  }, [written])

  useEffect(() => {
    if (text === untouched.current) return
    untouched.current = null
    if (checked?.text === text) return
    if (text.trim() === '') {
      setChecked({ text, warnings: [] })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      call<TextWarnings>('POST', `${contentPath(contentId)}/Checks`, {
        body: { LanguageCode: code, Text: text },
        signal: controller.signal,
      })
        .then(({ data }) => setChecked({ text, warnings: data.warnings }))
        .catch((e: unknown) => {
          if (!isAborted(e)) setChecked({ text, warnings: [], error: (e as Error).message })
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [contentId, code, text, checked])

  const warnings = checked?.warnings ?? []
  return (
    <div class="warnings" id={warningsId(fieldId)} role="status">
      {warnings.length > 0 && (
        <ul aria-label={`Warnings about the ${code} text`}>
          {warnings.map((w, i) => (
            <li key={`${i}:${w.check}`} class="warning">
              <code class="check-id">{w.check}</code> {w.message}
            </li>
          ))}
        </ul>
      )}
      {checked?.error && <p class="hint">The text could not be checked: {checked.error}</p>}
    </div>
  )
}
