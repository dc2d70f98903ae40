// Where a text stands in translation, as the content screen and the translation queue show it: its state
// (Machine draft, Translated, Reviewed; Source for the text translations are made from), Outdated when its
// source changed since it was made, and who wrote it. And the one rule both screens follow when they compare
// what was typed with what is saved: a text area hands back line ends as LF, so a text saved with CRLF that
// nobody changed must not read as changed (saving it would clear a machine draft's mark).
import type { Content } from './api.js'

type Property = Content['properties'][number]

/** The state of a text: the workflow's, or the machine mark of a service without it. */
export function stateOf(property: Property): 'machine' | 'translated' | 'reviewed' {
  return property.workflow?.state ?? (property.origin === 'machine' ? 'machine' : 'translated')
}

export const isOutdated = (property: Property | undefined): boolean => property?.workflow?.outdated === true

/** A text the key may approve would change by it: not reviewed yet, or reviewed against an older source. */
export const needsApproval = (property: Property | undefined): boolean =>
  property !== undefined && (stateOf(property) !== 'reviewed' || isOutdated(property))

export function TextState({ property, source }: { property: Property | undefined; source?: string }) {
  if (!property) return null
  const state = stateOf(property)
  const code = property.language.languageCode
  const label =
    state === 'machine'
      ? 'Machine draft'
      : state === 'reviewed'
        ? 'Reviewed'
        : code === source
          ? 'Source'
          : 'Translated'
  return (
    <>
      <span class={`badge ${state}`}>{label}</span>
      {isOutdated(property) && <span class="badge outdated">Outdated</span>}
      {property.workflow && <span class="by">by {property.workflow.by}</span>}
    </>
  )
}

/**
 * What a text area's value means against the saved text: the saved text itself when the two differ only in
 * line ends (the browser turns CRLF into LF), so that an untouched text is never sent as changed.
 */
export function typedText(value: string, saved: string | undefined): string {
  return saved !== undefined && value === saved.replace(/\r\n?/g, '\n') ? saved : value
}
