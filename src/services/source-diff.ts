// What changed in a translation's source text since the translation was made from it (its `basedOn`): the
// source text as of that version against the source language's current text, word by word (the `diff`
// package's word diff, which keeps white space with the words before it).
import { diffWords } from 'diff'
import type { DiffPart, SourceDiff } from '../schemas/history.js'
import type { Language } from '../schemas/languages.js'
import type { ContentHistory, ContentReads } from '../store/content-store.js'
import { NotFoundError } from '../store/errors.js'

export async function sourceDiff(
  contents: ContentReads,
  history: ContentHistory,
  id: number,
  language: Language,
): Promise<SourceDiff> {
  const { content } = await contents.getContent(id)
  const text = content.properties.find((p) => p.language.id === language.id)
  if (!text) throw new NotFoundError(`Content ${id} has no text in ${language.languageCode}.`)
  const basedOn = text.workflow?.basedOn
  if (!basedOn) {
    throw new NotFoundError(
      `The ${language.languageCode} text of content ${id} is not based on a source text (it is in the source ` +
        'language, or there was none when it was written).',
    )
  }
  const then = await history.getContentAtVersion(id, basedOn.versionId)
  const before = then.properties.find((p) => p.language.languageCode === basedOn.languageCode)?.text ?? ''
  const source = content.properties.find((p) => p.language.languageCode === basedOn.languageCode)
  const changes: DiffPart[] = diffWords(before, source?.text ?? '').map((part) => ({
    value: part.value,
    ...(part.added ? { added: true as const } : {}),
    ...(part.removed ? { removed: true as const } : {}),
  }))
  return {
    language: language.languageCode,
    basedOn,
    ...(source ? { sourceVersionId: source.version.id } : {}),
    outdated: text.workflow?.outdated === true,
    changes,
  }
}
