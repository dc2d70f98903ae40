// What a content's screen shows under the translation in focus: the source text with its termbase terms
// marked (term-marks.tsx), then translation memory's suggestions (suggestions.tsx). The queue places the same
// two itself, the terms in its source column.
import { Suggestions } from './suggestions.js'
import { SourceTerms } from './term-marks.js'

export function TranslationAids(props: {
  contentId: number
  /** The source language and its saved text. */
  from: string
  sourceText: string
  /** The translation's language: its text area is `text-<to>`. */
  to: string
  writable: boolean
  onUse: (text: string) => void
}) {
  const { contentId, from, sourceText, to, writable, onUse } = props
  return (
    <>
      <SourceTerms text={sourceText} from={from} to={to} idPrefix={`terms-${to}`} />
      <Suggestions
        contentId={contentId}
        from={from}
        to={to}
        sourceText={sourceText}
        targetId={`text-${to}`}
        writable={writable}
        onUse={onUse}
      />
    </>
  )
}
