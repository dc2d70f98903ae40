// The source text of the translation queue: its termbase terms marked with their preferred translations
// (term-marks.tsx); when the translation is outdated, what changed in it since it was made, word by word
// (GET …/Diff), with its terms listed below.
import type { SourceDiff, TermMatch } from './api.js'
import { MarkedText, TermList } from './term-marks.js'

/** The source text; when the translation is outdated, what changed in it since, marked word by word. */
export function SourceText({
  code,
  to,
  text,
  diff,
  terms,
}: {
  code: string
  to: string
  text: string | undefined
  diff: SourceDiff | null
  /** The termbase's terms in the text, marked with their preferred translations. */
  terms: TermMatch[]
}) {
  if (diff && diff.basedOn.languageCode === code) {
    return (
      <>
        <p class="text-block diff" lang={code} aria-describedby="queue-diff-legend">
          {diff.changes.map((part, i) =>
            part.added ? (
              <ins key={i}>{part.value}</ins>
            ) : part.removed ? (
              <del key={i}>{part.value}</del>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </p>
        <p class="hint" id="queue-diff-legend">
          Changed since the translation was made from version {diff.basedOn.versionId}: new words are marked,
          removed ones struck through.
        </p>
        {text && terms.length > 0 && (
          <p class="hint" lang={code}>
            Terms: <TermList matches={terms} text={text} to={to} idPrefix="queue-source" />
          </p>
        )}
      </>
    )
  }
  return (
    <>
      <p class="text-block" lang={code}>
        {text === undefined ? (
          `(no ${code} text)`
        ) : (
          <MarkedText text={text} to={to} matches={terms} idPrefix="queue-source" />
        )}
      </p>
      {diff && (
        <p class="hint">
          The translation was made from the {diff.basedOn.languageCode} text, which has changed since version{' '}
          {diff.basedOn.versionId}.
        </p>
      )}
    </>
  )
}
