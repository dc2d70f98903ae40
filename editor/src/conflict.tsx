// The conflict view of the content screen: when someone else saved the content while you were editing, what
// they changed, per language: their text beside yours where you both wrote (Keep mine / Take theirs), their
// text alone where only they wrote (it is already in that text area), and the languages only you changed.

export type Texts = Record<string, string>

export const list = (codes: string[]) => codes.join(', ')

export interface Conflict {
  version: number
  /** Their texts, as the service has them now. */
  theirs: Texts
  /** The languages they changed since the version this screen started from. */
  theirChanged: string[]
  /** Of those, the ones where your unsaved text differs from theirs. */
  both: string[]
}

export function ConflictView(props: {
  conflict: Conflict
  mine: Texts
  /** The languages where your unsaved text differs from the version now shown. */
  yours: string[]
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const { conflict, mine, yours } = props
  const onlyYours = yours.filter((code) => !conflict.theirChanged.includes(code))
  return (
    <section class="card conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title" tabIndex={-1}>
        Someone else saved this content while you were editing
      </h2>
      <p>
        Version {conflict.version} came in after the one you started from.{' '}
        {conflict.theirChanged.length > 0
          ? `They changed ${list(conflict.theirChanged)}.`
          : 'They changed no text you see here.'}{' '}
        {conflict.both.length > 0
          ? 'Compare where you both wrote, then keep your text or take theirs.'
          : 'You did not write in the same languages: their text is shown above, and Keep mine saves yours on their version.'}
      </p>
      {conflict.theirChanged.map((code) => (
        <div key={code} class="compare">
          <h3>{code}</h3>
          {conflict.both.includes(code) ? (
            <div class="side-by-side">
              <div>
                <h4>Their text</h4>
                <p class="text-block" lang={code}>
                  {conflict.theirs[code] || '(deleted)'}
                </p>
              </div>
              <div>
                <h4>Your text</h4>
                <p class="text-block" lang={code}>
                  {mine[code] || '(none)'}
                </p>
              </div>
            </div>
          ) : (
            <div>
              <h4>Their text, now in the {code} text area (you had not changed it)</h4>
              <p class="text-block" lang={code}>
                {conflict.theirs[code] || '(deleted)'}
              </p>
            </div>
          )}
        </div>
      ))}
      {onlyYours.length > 0 && <p>Only you changed {list(onlyYours)}: your text is kept.</p>}
      <div class="actions">
        <button type="button" class="primary" disabled={props.busy} onClick={props.onKeepMine}>
          Keep mine
        </button>
        {conflict.both.length > 0 && (
          <button type="button" disabled={props.busy} onClick={props.onTakeTheirs}>
            Take theirs
          </button>
        )}
      </div>
    </section>
  )
}
