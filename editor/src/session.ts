// What the shell (main.tsx) hands every screen: the languages, what the key may do with them, a way to read
// the languages again, and the key prompt. Its own module so that screens do not import the shell that imports them.
import type { Access, Language } from './api.js'

export interface Session {
  languages: Language[]
  /** The key may write nothing. */
  readOnly: boolean
  /** The key may write every language: what archiving, a key change and the languages themselves need. */
  writesAll: boolean
  /** The key may write this language's text (a canonical code). */
  mayWrite: (code: string) => boolean
  /** The key may approve this language's text. */
  mayReview: (code: string) => boolean
  reloadLanguages: () => Promise<void>
  /** Shows the key prompt (a screen offers it when the service refuses the key). */
  askKey: () => void
}

/** What GET /ContentApi/Access says a key may do, per language (`["*"]` is every language). */
export function rightsOf(access: Access): Pick<Session, 'readOnly' | 'writesAll' | 'mayWrite' | 'mayReview'> {
  const may = (allowed: boolean, languages: string[]) => (code: string) =>
    allowed && (languages.includes('*') || languages.includes(code))
  return {
    readOnly: !access.canWrite,
    writesAll: access.canWrite && access.writeLanguages.includes('*'),
    mayWrite: may(access.canWrite, access.writeLanguages),
    mayReview: may(access.canReview, access.reviewLanguages),
  }
}
