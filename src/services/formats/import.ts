// Importing a file: each name the file has is matched to a live content by key (a name of digits alone, to
// the content of that id when it has no key); new names become contents; a changed text becomes a new
// version of its content (one per content), written only on the version just read. Nothing is deleted.
// The whole file is read and checked before anything is written: a bad file changes nothing.
//
// A text is not written, and is reported as a conflict, when the file says which version of it it was
// exported at and the store's text is no longer that version (or the content changes while the file is
// imported). A dry run decides the same way and writes nothing.

import { type ReviewRequired, requiresReview } from '../../rules/review-policy.js'
import type { Content } from '../../schemas/content.js'
import { KEY_PATTERN } from '../../schemas/content.js'
import type { ImportConflict, ImportReport } from '../../schemas/formats.js'
import type { Language } from '../../schemas/languages.js'
import type { ContentWarnings } from '../../schemas/warnings.js'
import type { PublishedReads, ResolvedText, Store } from '../../store/content-store.js'
import {
  GoneError,
  KeyTakenError,
  NotFoundError,
  PreconditionFailedError,
  UnknownLanguageError,
} from '../../store/errors.js'
import { type CheckedTexts, inputsOf, newTextsOf, textsOf } from '../checks/check-inputs.js'
import type { TextChecks } from '../checks/text-checks.js'
import { ImportRefusedError } from './errors.js'
import type { FileFormat, FileText, ImportEntry } from './model.js'
import { sameLanguage } from './model.js'

/** The store's ports an import uses. */
export type ImportPorts = Pick<Store, 'listing' | 'contents' | 'writes' | 'languages'>

export interface ImportOptions {
  /** Who imports: the API key's name, the `by` of every write. */
  by: string
  format: FileFormat
  /** The file's language; undefined only for CSV, whose columns name theirs. */
  language: Language | undefined
  /** The language of a PO msgid and an ARB description: written to contents the import creates. */
  source: Language
  dryRun: boolean
  nesting: boolean
  /**
   * Throws to refuse the import, before anything is written (also in a dry run): the languages it would write
   * (the route asks the request's key, requireLanguages).
   */
  check(languages: readonly Language[]): void
  /**
   * Present: a text equal to its language's published text (a file exported with `published`, while a newer
   * draft waits for review) is unchanged, not written back over the draft.
   */
  published?: { reads: PublishedReads; reviewRequired: ReviewRequired }
  /** The languages a language falls back to, in order (not itself): for formats exported with fallbacks. */
  fallbacksOf(languageCode: string): readonly string[]
  batchSize: number
  /**
   * The quality checks of the texts written (the report's `warnings`); a text a blocking check refuses is
   * reported as a conflict and not written. None: no checks.
   */
  checks?: TextChecks
}

const KEY = new RegExp(KEY_PATTERN)
const DIGITS = /^\d{1,15}$/
/** A text the store takes (TEXT_PATTERN) is not blank and has no U+0000 nor a lone surrogate. */
const BLANK = /^\s*$/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what PostgreSQL cannot hold.
const NOT_STORABLE = /[\u0000\uD800-\uDFFF]/u

interface Text extends FileText {
  language: Language
}

export async function importFile(
  ports: ImportPorts,
  body: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const { format, language, dryRun } = options
  if (language === undefined && !format.namesLanguages)
    throw new ImportRefusedError('Give the language of the file (language=nn-NO).', 'language')
  const parsed = format.parse(body, { language: language?.languageCode, nesting: options.nesting })
  if (
    parsed.language !== undefined &&
    language !== undefined &&
    !sameLanguage(parsed.language, language.languageCode)
  )
    throw new ImportRefusedError(
      `The file says it is in ${parsed.language}, not in ${language.languageCode}.`,
      'language',
    )
  const entries = await checked(ports, parsed.entries)

  // The store as it is: live contents by key, and those without a key by id.
  const byKey = new Map<string, Content>()
  const byId = new Map<number, Content>()
  for await (const batch of ports.listing.streamContents(0, {}, options.batchSize)) {
    for (const content of batch) {
      if (content.key === undefined) byId.set(content.id, content)
      else byKey.set(content.key, content)
    }
  }

  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, conflicts: [] }
  const { checks } = options
  const warned: ContentWarnings[] = []
  /** The warnings about a content's texts written (in a dry run: that would be), in the report. */
  const warn = async (
    checkedTexts: CheckedTexts,
    written: readonly Text[],
    contentId: number | undefined,
    key: string,
  ) => {
    if (!checks) return
    const warnings = await checks.warnings(
      inputsOf(
        checkedTexts,
        written.map((t) => t.language.languageCode),
      ),
    )
    if (warnings.length > 0) warned.push({ ...(contentId === undefined ? {} : { contentId }), key, warnings })
  }
  /** The texts a blocking check refuses (reported as conflicts), and the others. */
  const refusedBy = async (checkedTexts: CheckedTexts, texts: readonly Text[]) => {
    if (!checks?.blocks) return { refused: new Map<number, string>(), allowed: texts }
    const inputs = inputsOf(
      checkedTexts,
      texts.map((t) => t.language.languageCode),
    )
    const refused = new Map<number, string>()
    for (const warning of checks.blocking(await checks.warnings(inputs))) {
      const text = texts.find((t) => t.language.languageCode === warning.languageCode)
      if (!text) continue
      const before = refused.get(text.language.id)
      refused.set(text.language.id, `${before ? `${before} ` : ''}${warning.message}`)
    }
    return { refused, allowed: texts.filter((t) => !refused.has(t.language.id)) }
  }
  const refusal = (why: string) => `A blocking check (CHECKS_BLOCKING) refused the text: ${why}`
  const conflict = (
    name: string,
    text: Text,
    contentId: number | undefined,
    currentVersion: number | null,
    reason: string,
  ) => {
    // Members in the schema's order, as the answer shows them.
    const found: ImportConflict = {
      key: name,
      language: text.language.languageCode,
      ...(contentId === undefined ? {} : { contentId }),
      ...(text.version === undefined ? {} : { fileVersion: text.version }),
      currentVersion,
      reason,
    }
    report.conflicts.push(found)
  }

  /** What the file's texts do to a content as it is: how many are unchanged, which conflict, which to write. */
  const decide = async (content: Content, texts: readonly Text[]) => {
    const outcome = { unchanged: 0, conflicts: [] as Text[], changes: [] as Text[] }
    let published: Content | undefined
    for (const text of texts) {
      const current = content.properties.find((p) => p.language.id === text.language.id)
      if (current?.text === text.text) outcome.unchanged++
      else if (current !== undefined && (await publishedText(current))?.text === text.text)
        // The file has the published text while a newer draft waits for review: the file's is no change.
        outcome.unchanged++
      else if (
        current === undefined &&
        format.fallsBack &&
        fallbackText(content, text.language, options) === text.text
      )
        // The file has the fallback's text for it, as the export writes it: that is no translation.
        outcome.unchanged++
      else if (text.version !== undefined && (current?.version.id ?? null) !== text.version)
        outcome.conflicts.push(text)
      else outcome.changes.push(text)
    }
    return outcome

    /** The published text of the language of a current text that waits for review (undefined: none). */
    async function publishedText(current: Content['properties'][number]) {
      const policy = options.published
      if (!policy || current.workflow?.state === 'reviewed') return undefined
      if (!requiresReview(policy.reviewRequired, current.language.languageCode)) return undefined
      try {
        published ??= await policy.reads.getPublishedContent(content.id, policy.reviewRequired)
      } catch (error) {
        if (error instanceof GoneError || error instanceof NotFoundError) return undefined
        throw error
      }
      return published.properties.find((p) => p.language.id === current.language.id)
    }
  }

  /** The languages each write will hold, by id: those checked before anything is written. */
  const writing = new Map<number, Language>()

  const update = async (known: Content, name: string, texts: readonly Text[]) => {
    let content = known
    let expected: number | undefined
    if ((await decide(known, texts)).changes.length > 0) {
      // Decided again on the content as read now: the write is conditional on its latest version.
      try {
        const fresh = await ports.contents.getContent(known.id)
        content = fresh.content
        expected = fresh.versionId
      } catch (error) {
        if (!(error instanceof GoneError || error instanceof NotFoundError)) throw error
        for (const text of texts) conflict(name, text, known.id, null, GONE_DURING_IMPORT)
        return
      }
    }
    const { unchanged, conflicts, changes: decided } = await decide(content, texts)
    report.unchanged += unchanged
    // A language not checked before the writes (the content changed since it was read): not written.
    const changes = decided.filter((text) => writing.has(text.language.id))
    for (const text of decided.filter((t) => !writing.has(t.language.id))) {
      const current = content.properties.find((p) => p.language.id === text.language.id)
      conflict(name, text, content.id, current?.version.id ?? null, CHANGED_DURING_IMPORT)
    }
    for (const text of conflicts) {
      const current = content.properties.find((p) => p.language.id === text.language.id)
      conflict(name, text, content.id, current?.version.id ?? null, CHANGED_SINCE_EXPORT)
    }
    if (changes.length === 0) return
    // Checked against the content as read: the write below happens only on that version.
    const prospect = textsOf(content, changes.map(textOf))
    const { refused, allowed } = await refusedBy(prospect, changes)
    for (const text of changes.filter((t) => refused.has(t.language.id))) {
      const current = content.properties.find((p) => p.language.id === text.language.id)
      conflict(
        name,
        text,
        content.id,
        current?.version.id ?? null,
        refusal(refused.get(text.language.id) ?? ''),
      )
    }
    if (allowed.length === 0) return
    let after = prospect
    if (!dryRun) {
      try {
        const written = await ports.writes.writeTexts(content.id, allowed.map(resolvedText), {
          by: options.by,
          expected: [expected as number],
        })
        after = textsOf(written.content)
      } catch (error) {
        if (!(error instanceof PreconditionFailedError || error instanceof GoneError)) throw error
        for (const text of changes) {
          const current = content.properties.find((p) => p.language.id === text.language.id)
          conflict(name, text, content.id, current?.version.id ?? null, CHANGED_DURING_IMPORT)
        }
        return
      }
    }
    report.updated += allowed.length
    await warn(after, allowed, content.id, name)
  }

  const create = async (entry: ImportEntry, texts: readonly Text[]) => {
    try {
      const there = await ports.contents.getContentByKey(entry.name)
      // Created since the store was read.
      return update(there.content, entry.name, texts)
    } catch (error) {
      if (error instanceof GoneError) {
        for (const text of texts) conflict(entry.name, text, error.contentId, null, KEY_OF_ARCHIVED)
        return
      }
      if (!(error instanceof NotFoundError)) throw error
    }
    const written = createdTexts(entry, texts)
    let after = newTextsOf(written.map((t) => ({ languageCode: t.language.languageCode, text: t.text })))
    // A new content is written whole or not at all: a refused text refuses it.
    const { refused } = await refusedBy(after, texts)
    if (refused.size > 0) {
      for (const text of texts)
        if (refused.has(text.language.id))
          conflict(entry.name, text, undefined, null, refusal(refused.get(text.language.id) ?? ''))
      return
    }
    let contentId: number | undefined
    if (!dryRun) {
      try {
        const created = await ports.writes.createContent(written, { by: options.by, key: entry.name })
        after = textsOf(created.content)
        contentId = created.content.id
      } catch (error) {
        if (!(error instanceof KeyTakenError)) throw error
        for (const text of texts) conflict(entry.name, text, undefined, null, KEY_OF_ARCHIVED)
        return
      }
    }
    report.created++
    // A dry run creates nothing: its warnings name the key alone.
    await warn(after, texts, contentId, entry.name)
  }

  /** A new content's texts: the file's, and its source text where the file has it (PO msgid, ARB description). */
  const createdTexts = (entry: ImportEntry, texts: readonly Text[]): ResolvedText[] => {
    const written: ResolvedText[] = texts.map(resolvedText)
    // An untranslated PO entry has nothing else.
    if (hasText(entry.source) && !texts.some((t) => t.language.id === options.source.id))
      written.push({ language: options.source, text: entry.source })
    return written
  }

  const knownAs = (name: string) =>
    byKey.get(name) ?? (DIGITS.test(name) ? byId.get(Number(name)) : undefined)

  // Every language the import would write is asked for before the first write: a refusal changes nothing.
  for (const { entry, texts } of entries) {
    const known = knownAs(entry.name)
    const written = known
      ? (await decide(known, texts)).changes
      : texts.length > 0 || hasText(entry.source)
        ? createdTexts(entry, texts)
        : []
    for (const { language } of written) writing.set(language.id, language)
  }
  options.check([...writing.values()])

  for (const { entry, texts } of entries) {
    const known = knownAs(entry.name)
    if (known) {
      if (texts.length > 0) await update(known, entry.name, texts)
    } else if (texts.length > 0 || hasText(entry.source)) await create(entry, texts)
  }
  if (warned.length > 0) report.warnings = warned
  return report
}

const CHANGED_SINCE_EXPORT = 'The text was changed in the store after the version the file was exported at.'
const CHANGED_DURING_IMPORT = 'The content changed while the file was imported; import the file again.'
const GONE_DURING_IMPORT = 'The content was archived or purged while the file was imported.'
const KEY_OF_ARCHIVED = 'The key belongs to an archived content: restore it, or remove its key, first.'

const hasText = (text: string | undefined): text is string => text !== undefined && !BLANK.test(text)

const resolvedText = (text: Text): ResolvedText => ({ language: text.language, text: text.text })

const textOf = (text: Text) => ({ languageCode: text.language.languageCode, text: text.text })

/** The text a reader of the language is served when the content has none in it. */
function fallbackText(content: Content, language: Language, options: ImportOptions): string | undefined {
  for (const code of options.fallbacksOf(language.languageCode)) {
    const found = content.properties.find((p) => p.language.languageCode === code)
    if (found) return found.text
  }
  return undefined
}

/**
 * The file's entries with their languages resolved and their blank texts (untranslated) left out; a
 * name that is not a key, a name given twice, an unknown language or a text the store cannot hold refuses
 * the file.
 */
async function checked(ports: ImportPorts, entries: readonly ImportEntry[]) {
  const languages = new Map<string, Language>()
  const names = new Set<string>()
  const out: { entry: ImportEntry; texts: Text[] }[] = []
  for (const entry of entries) {
    if (!KEY.test(entry.name))
      throw new ImportRefusedError(
        `"${entry.name}" cannot be a key: keys are 1 to 200 characters of A-Z a-z 0-9 . _ - : /.`,
      )
    if (names.has(entry.name)) throw new ImportRefusedError(`"${entry.name}" is in the file twice.`)
    names.add(entry.name)
    const texts: Text[] = []
    const ids = new Set<number>()
    for (const [code, text] of entry.texts) {
      let language = languages.get(code)
      if (language === undefined) {
        try {
          language = await ports.languages.findLanguage(code)
        } catch (error) {
          if (!(error instanceof UnknownLanguageError)) throw error
          throw new ImportRefusedError(`The file has texts in "${code}", a language the store does not have.`)
        }
        languages.set(code, language)
      }
      if (ids.has(language.id))
        throw new ImportRefusedError(`"${entry.name}" has two texts in ${language.languageCode}.`)
      ids.add(language.id)
      if (BLANK.test(text.text)) continue
      if (NOT_STORABLE.test(text.text))
        throw new ImportRefusedError(
          `The ${language.languageCode} text of "${entry.name}" has a U+0000 or an unpaired surrogate, which no text may hold.`,
        )
      texts.push({ ...text, language })
    }
    if (entry.source !== undefined && NOT_STORABLE.test(entry.source))
      throw new ImportRefusedError(
        `The source text of "${entry.name}" has a U+0000 or an unpaired surrogate.`,
      )
    out.push({ entry, texts })
  }
  return out
}
