// A content's history: every version, newest first, with its time, kind, who made it and its languages, a
// word-level diff of each text against the version before, and Restore (which asks first, naming the version,
// and has the content screen say what it restored; offered only where the key may write every language the
// restore would change).
import { diffWords } from 'diff'
import { useEffect, useState } from 'preact/hooks'
import { call, contentPath, type VersionRecord, versionOf } from './api.js'
import { noticeOnArrival } from './content.js'
import { ErrorMessage } from './messages.js'
import { navigate } from './router.js'
import type { Session } from './session.js'

interface Step {
  version: VersionRecord
  /** Per language written or deleted in this version: its text before and after. */
  texts: { code: string; before: string; after: string }[]
  /** Every language's text after this version. */
  after: Map<string, string>
}

/** Replays the versions oldest first, so that each text is compared with the one it replaced. */
function steps(versions: VersionRecord[]): Step[] {
  const current = new Map<string, string>()
  return versions.map((version) => {
    const texts: Step['texts'] = []
    for (const property of version.properties) {
      const code = property.language.languageCode
      texts.push({ code, before: current.get(code) ?? '', after: property.text })
      current.set(code, property.text)
    }
    for (const language of version.deletedLanguages ?? []) {
      texts.push({ code: language.languageCode, before: current.get(language.languageCode) ?? '', after: '' })
      current.delete(language.languageCode)
    }
    return { version, texts, after: new Map(current) }
  })
}

/** The languages whose text restoring `then` writes: its texts that differ from the ones now. */
const restoreWrites = (then: Map<string, string>, now: Map<string, string>): string[] =>
  [...then.keys()].filter((code) => then.get(code) !== now.get(code))

const KINDS: Record<string, string> = {
  created: 'Created',
  textsWritten: 'Texts written',
  restored: 'Restored',
  textDeleted: 'Text deleted',
  archived: 'Archived',
  keyChanged: 'Key changed',
  purged: 'Purged',
  textsReviewed: 'Reviewed',
  sourceLanguageChanged: 'Source language changed',
  maxLengthChanged: 'Max length changed',
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))

export function HistoryScreen({ session, id }: { session: Session; id: number }) {
  const [versions, setVersions] = useState<VersionRecord[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    call<VersionRecord[]>('GET', `${contentPath(id)}/Versions`)
      .then(({ data }) => setVersions(data))
      .catch((e: Error) => setError(e.message))
  }, [id])

  const restore = async (versionId: number, latest: number) => {
    const question = archived
      ? `Restore version ${versionId}? The content comes back from the archive with that version's texts, as a new version; the history keeps every version.`
      : `Restore version ${versionId}? Its texts become the current ones, as a new version; the history keeps every version.`
    if (!window.confirm(question)) return
    setBusy(true)
    setError(null)
    try {
      const answer = await call('POST', `${contentPath(id)}/Versions/${versionId}/Restore`, {
        ifMatch: `"${latest}"`,
      })
      const now = versionOf(answer.etag)
      noticeOnArrival(id, `Restored version ${versionId}: this is now version ${now}.`, now)
      navigate(`#/content/${id}`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const replayed = versions && steps(versions)
  const now = replayed?.[replayed.length - 1]?.after ?? new Map<string, string>()
  const latest = versions?.[versions.length - 1]?.id ?? 0
  const archived = versions?.[versions.length - 1]?.archived === true
  return (
    <section aria-labelledby="history-title">
      <div class="title-row">
        <h1 id="history-title">History of content {id}</h1>
        {!archived && (
          <a class="button" href={`#/content/${id}`}>
            Back to the content
          </a>
        )}
      </div>
      {archived && <p class="banner">This content is archived. Restore a version to bring it back.</p>}
      <ErrorMessage>{error}</ErrorMessage>
      {!versions && !error && <p aria-busy="true">Loading…</p>}
      <ol class="versions" reversed>
        {replayed &&
          [...replayed].reverse().map(({ version, texts, after: then }) => (
            <li key={version.id} class="card version" aria-labelledby={`v-${version.id}`}>
              <div class="title-row">
                <div class="version-head">
                  <h2 id={`v-${version.id}`}>
                    Version {version.id}{' '}
                    <span class="muted">{KINDS[version.kind ?? ''] ?? version.kind}</span>
                  </h2>
                  <span class="version-meta">
                    <time dateTime={version.createdAt}>{when(version.createdAt)}</time>{' '}
                    <span class="by">by {version.by}</span>
                  </span>
                </div>
                {!session.readOnly &&
                  version.id !== latest &&
                  version.kind !== 'archived' &&
                  restoreWrites(then, now).every(session.mayWrite) && (
                    <button
                      type="button"
                      disabled={busy}
                      aria-describedby={`v-${version.id}`}
                      onClick={() => void restore(version.id, latest)}
                    >
                      Restore
                    </button>
                  )}
              </div>
              {version.key !== undefined && version.kind === 'keyChanged' && (
                <p class="muted">Key: {version.key ?? '(none)'}</p>
              )}
              {texts.map(({ code, before, after }) => (
                <div key={code} class="diff-row">
                  <span class="code">{code}</span>
                  <p class="diff" lang={code}>
                    {after === '' ? (
                      <del>{before}</del>
                    ) : (
                      diffWords(before, after).map((part, i) =>
                        part.added ? (
                          <ins key={i}>{part.value}</ins>
                        ) : part.removed ? (
                          <del key={i}>{part.value}</del>
                        ) : (
                          <span key={i}>{part.value}</span>
                        ),
                      )
                    )}
                  </p>
                </div>
              ))}
            </li>
          ))}
      </ol>
    </section>
  )
}
