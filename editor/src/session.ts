// What the shell (main.tsx) hands every screen: the languages, whether the key may write, a way to read
// the languages again, and the key prompt. Its own module so that screens do not import the shell that imports them.
import type { Language } from './api.js'

export interface Session {
  languages: Language[]
  readOnly: boolean
  reloadLanguages: () => Promise<void>
  /** Shows the key prompt (a screen offers it when the service refuses the key). */
  askKey: () => void
}
