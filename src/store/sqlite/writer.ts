// SQLite's write path: applies change sets (see change-set.ts for the rules) on the one connection that writes.
// A batch is one `BEGIN IMMEDIATE` transaction, so that the write lock is taken up front (a deferred
// transaction that later upgrades can fail with SQLITE_BUSY_SNAPSHOT when another process wrote meanwhile).
// Synchronous: it blocks the thread that calls it (the writer thread, store/sqlite/writer-thread.ts) for the
// length of the transaction (its COMMIT does not wait for the disk: see writer-client.ts).
import type SqliteDatabase from 'better-sqlite3'
import type { Compounds } from '../../rules/search/compounds.js'
import { indexTerms } from '../../rules/search/terms.js'
import type { Language } from '../../schemas/languages.js'
import {
  type BatchOutcome,
  type ChangeSet,
  type ContentState,
  languageListOf,
  type TextChange,
  type TextRow,
  toContent,
  type WriteOutcome,
} from '../change-set.js'
import { ChangedColumnsUpdate } from './changed-columns.js'
import { SearchIndexWrites } from './search-writes.js'

interface ContentRow {
  id: number
  key: string | null
  archived: 0 | 1
  purged: 0 | 1
  latestVersionId: number
  languages: string
  sourceLanguageId: number | null
  parallel: 0 | 1
  maxLength: number | null
}

/** The content row's columns a change set may change besides its latest version and JSON, which it always does. */
const CONTENT_COLUMNS = [
  'key',
  'archived',
  'languages',
  'source_language_id',
  'parallel',
  'max_length',
] as const
type ContentColumns = [
  key: string | null,
  archived: 0 | 1,
  languages: string,
  sourceLanguageId: number | null,
  parallel: 0 | 1,
  maxLength: number | null,
]

/** current_text's columns that its partial indexes select by, set only when they change. */
const TEXT_FLAGS = ['origin', 'reviewed', 'outdated'] as const

/** A current text as the writer compares it. */
interface ExistingText {
  text: string
  origin: string | null
  reviewed: 0 | 1
  outdated: 0 | 1
}

/** The columns of a current text, as read back (textRowsOf names them). */
type TextColumns = [
  number,
  number,
  number,
  string,
  string,
  string | null,
  string,
  0 | 1,
  number | null,
  number | null,
  0 | 1,
]

export class SqliteWriter {
  readonly #db: SqliteDatabase.Database
  readonly #batch: SqliteDatabase.Transaction<(changes: readonly ChangeSet[]) => BatchOutcome[]>
  readonly #purge: SqliteDatabase.Transaction<(contentId: number, by: string) => WriteOutcome>
  readonly #s
  readonly #search: SearchIndexWrites

  constructor(
    db: SqliteDatabase.Database,
    /** What Norwegian compounds are split by: the index's terms are made with it (see search-index.ts). */
    private readonly compounds: Compounds | undefined,
  ) {
    this.#db = db
    this.#search = new SearchIndexWrites(db)
    this.#s = {
      now: db.prepare<[], string>("select strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").pluck(),
      content: db.prepare<[number], ContentRow>(
        `select id, key, archived, purged, latest_version_id as latestVersionId, languages,
           source_language_id as sourceLanguageId, parallel, max_length as maxLength from content where id = ?`,
      ),
      keyTaken: db.prepare<[string], number>('select 1 from content where key = ?').pluck(),
      currentText: db.prepare<[number, number], ExistingText>(
        'select text, origin, reviewed, outdated from current_text where content_id = ? and language_id = ?',
      ),
      currentVersion: db
        .prepare<[number, number], number>(
          'select version_id from current_text where content_id = ? and language_id = ?',
        )
        .pluck(),
      versionOf: db
        .prepare<[number, number], number>('select 1 from version where id = ? and content_id = ?')
        .pluck(),
      // The source text as of a version: its latest property up to it (NULL text: deleted then).
      textAsOf: db.prepare<[number, number, number], { versionId: number; text: string | null }>(
        `select version_id as versionId, text from property
         where content_id = ? and language_id = ? and version_id <= ? order by version_id desc limit 1`,
      ),
      insertContent: db
        .prepare<[...ContentColumns], number>(
          `insert into content (${CONTENT_COLUMNS.join(', ')}) values (?, ?, ?, ?, ?, ?) returning id`,
        )
        .pluck(),
      insertVersion: db
        .prepare<
          [number, string, string, string | null, number, string, number | null, number, number | null],
          number
        >(
          `insert into version (content_id, created_at, kind, key, archived, author, source_language_id, parallel,
             max_length) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        )
        .pluck(),
      insertProperty: db
        .prepare<
          [number, number, number, string | null, string | null, number, number | null, number | null],
          number
        >(
          `insert into property (content_id, language_id, version_id, text, origin, reviewed, based_on_language_id,
             based_on_version_id) values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        )
        .pluck(),
      insertCurrent: db.prepare<
        [
          number,
          number,
          number,
          number,
          string,
          string,
          string | null,
          string,
          number,
          number | null,
          number | null,
          number,
          number | null,
        ]
      >(
        `insert into current_text (content_id, language_id, property_id, version_id, created_at, text, origin,
           author, reviewed, based_on_language_id, based_on_version_id, outdated, reviewed_property_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      deleteCurrent: db.prepare<[number, number]>(
        'delete from current_text where content_id = ? and language_id = ?',
      ),
      // The translations made from a text that this version changed or deleted.
      markOutdated: db.prepare<[number, number, number]>(
        `update current_text set outdated = 1
         where content_id = ? and based_on_language_id = ? and version_id <> ? and outdated = 0`,
      ),
      languageCode: db.prepare<[number], string>('select language_code from language where id = ?').pluck(),
      // Its version and JSON, and of CONTENT_COLUMNS those that changed: setting every column cost an update
      // of 20,000 contents 24 µs, against 4 µs.
      updateContent: new ChangedColumnsUpdate(
        db,
        CONTENT_COLUMNS,
        (set) => `update content set ${set}latest_version_id = ?, rendered = ? where id = ?`,
      ),
      // A text over another, its marks set only when they changed (its partial indexes' columns): setting them
      // every time cost a text written over another of 20,000 14 µs, against 5 µs.
      textOver: new ChangedColumnsUpdate(
        db,
        TEXT_FLAGS,
        (set) =>
          `update current_text set ${set}property_id = ?, version_id = ?, created_at = ?, text = ?, author = ?,
             based_on_language_id = ?, based_on_version_id = ?,
             reviewed_property_id = coalesce(?, reviewed_property_id)
           where content_id = ? and language_id = ?`,
      ),
      insertChange: db.prepare<[number, number, string, string, string, string]>(
        'insert into change_log (content_id, version_id, kind, languages, at, author) values (?, ?, ?, ?, ?, ?)',
      ),
      // Read as arrays and named by textRowsOf: better-sqlite3's row objects cost several times as much.
      texts: db
        .prepare<[number], TextColumns>(
          `select property_id, language_id, version_id, created_at, text, origin, author, reviewed,
             based_on_language_id, based_on_version_id, outdated
           from current_text where content_id = ? order by language_id`,
        )
        .raw(),
      purgeContentLanguages: db
        .prepare<[number], string>('select languages from content where id = ?')
        .pluck(),
      purgeCurrent: db.prepare<[number]>('delete from current_text where content_id = ?'),
      purgeProperties: db.prepare<[number]>('delete from property where content_id = ?'),
      purgeVersions: db.prepare<[number, number]>('delete from version where content_id = ? and id <> ?'),
      markIdempotencyKey: db.prepare<[number, number, number]>(
        'update idempotency_key set content_id = ?, version_id = ? where id = ?',
      ),
      markPurged: db.prepare<[number, number]>(
        'update content set key = null, archived = 1, purged = 1, latest_version_id = ? where id = ?',
      ),
    }
    // Every check of a change set comes before its first write, so a refusal leaves nothing behind. Anything
    // that fails after that fails the whole transaction, and the write queue then retries each change set of
    // the batch alone, so that it fails only itself.
    this.#batch = db.transaction((changes: readonly ChangeSet[]) => {
      const at = this.#s.now.get() ?? new Date().toISOString()
      const outcomes = changes.map((change) => {
        const outcome = this.#apply(change, at)
        if (change.idempotencyKeyId !== undefined && !outcome.error) {
          this.#s.markIdempotencyKey.run(outcome.id, outcome.versionId, change.idempotencyKeyId)
        }
        return outcome
      })
      this.#search.flush()
      return outcomes
    })
    this.#purge = db.transaction((contentId: number, by: string) => this.#applyPurge(contentId, by))
  }

  /** Applies the change sets in one IMMEDIATE transaction; throws when the transaction as a whole failed. */
  write(changes: readonly ChangeSet[]): BatchOutcome[] {
    try {
      return this.#batch.immediate(changes)
    } finally {
      // Written at the end of the transaction, or not at all if it failed.
      this.#search.discard()
    }
  }

  /**
   * Removes a content's history for good, leaving a tombstone version and the change record. With
   * secure_delete, the freed cells and pages are overwritten with zeros, so the texts do not linger in the file
   * (FAST, outside a purge, zeroes the cells earlier writes freed: writer-thread.ts).
   */
  purge(contentId: number, by: string): WriteOutcome {
    this.#db.pragma('secure_delete = ON')
    try {
      return this.#purge.immediate(contentId, by)
    } finally {
      this.#search.discard()
      this.#db.pragma('secure_delete = FAST')
    }
  }

  /** One change set, at the batch's time (one transaction, one commit time). */
  #apply(change: ChangeSet, at: string): WriteOutcome {
    const s = this.#s
    let current: ContentRow | undefined
    let newKey: string | null
    let archived: 0 | 1
    let flipped = false
    let changed: boolean
    let source: number | null
    let parallel: 0 | 1
    let maxLength: number | null
    if (change.kind === 'created') {
      newKey = change.key ?? null
      archived = 0
      source = change.sourceLanguageId ?? change.texts[0]?.languageId ?? null
      parallel = change.parallel ?? 0
      maxLength = change.maxLength ?? null
      changed = true
    } else {
      current = s.content.get(change.contentId ?? 0)
      if (!current) return { error: 'notFound' }
      if (current.purged) return { error: 'purged' }
      if (current.archived && change.kind !== 'restored') {
        return { error: 'archived', latest: current.latestVersionId }
      }
      if (change.ifMatch && !change.ifMatch.includes(current.latestVersionId)) {
        return { error: 'precondition', latest: current.latestVersionId }
      }
      newKey = change.key === undefined ? current.key : change.key
      archived = change.archived ?? current.archived
      source = change.sourceLanguageId ?? current.sourceLanguageId
      parallel = change.parallel ?? current.parallel
      maxLength = change.maxLength === undefined ? current.maxLength : change.maxLength
      flipped = archived !== current.archived
      changed =
        flipped ||
        newKey !== current.key ||
        source !== current.sourceLanguageId ||
        parallel !== current.parallel ||
        maxLength !== current.maxLength
    }
    if (newKey !== null && newKey !== current?.key && s.keyTaken.get(newKey) !== undefined) {
      return { error: 'keyTaken' }
    }
    // Each text to write, with the one it replaces (whose index terms go) and the source version it names.
    const written: { text: TextChange; existing: ExistingText | undefined; basedOn: number | undefined }[] =
      []
    for (const text of change.texts) {
      const existing = current ? s.currentText.get(current.id, text.languageId) : undefined
      if (text.text === null && !existing) {
        if (change.kind === 'textDeleted') return { error: 'noText' }
        continue
      }
      // An approval is of the text its caller read.
      if (change.kind === 'textsReviewed') {
        if (!existing) return { error: 'noText' }
        if (existing.text !== text.text)
          return { error: 'precondition', latest: current?.latestVersionId ?? 0 }
      }
      if (existing && text.text === existing.text) {
        if (change.kind !== 'textsReviewed' || (existing.reviewed === 1 && existing.outdated === 0)) continue
      }
      let basedOn: number | undefined
      if (text.basedOnVersion !== undefined && text.text !== null && text.languageId !== source && current) {
        if (s.versionOf.get(text.basedOnVersion, current.id) === undefined) return { error: 'basedOnUnknown' }
        const then = s.textAsOf.get(current.id, source ?? 0, text.basedOnVersion)
        if (!then || then.text === null) return { error: 'basedOnNoSource' }
        basedOn = then.versionId
      }
      written.push({ text, existing, basedOn })
      changed = true
    }
    if (!changed && current) return { ...this.#state(current), unchanged: true }
    const writtenList = languageListOf(written.map((w) => w.text.languageId))

    // A new content's row is inserted as it will be (its texts are all written here), so that the update
    // below leaves every index alone.
    const before: ContentColumns = current
      ? [
          current.key,
          current.archived,
          current.languages,
          current.sourceLanguageId,
          current.parallel,
          current.maxLength,
        ]
      : [newKey, archived, writtenList, source, parallel, maxLength]
    const id = current?.id ?? (s.insertContent.get(...before) as number)
    const versionId = s.insertVersion.get(
      id,
      at,
      change.kind,
      newKey,
      archived,
      change.by,
      source,
      parallel,
      maxLength,
    ) as number
    // The source text's version after this change set: what translations written with it are based on.
    const sourceWrite = written.find((w) => w.text.languageId === source)
    const sourceVersion =
      source === null
        ? undefined
        : sourceWrite
          ? sourceWrite.text.text === null
            ? undefined
            : versionId
          : current
            ? s.currentVersion.get(id, source)
            : undefined
    // The search index holds the texts of live contents, and a text is taken out of it only when it is in it
    // (search-writes.ts): those of a content that was live before this change.
    const wasIndexed = current !== undefined && !current.archived
    const created: TextRow[] = []
    for (const { text, existing, basedOn } of written) {
      const origin = text.origin ?? null
      const reviewed = change.kind === 'textsReviewed' || text.reviewed === true ? 1 : 0
      const basedOnVersion =
        text.text === null || text.languageId === source ? undefined : (basedOn ?? sourceVersion)
      const basedOnLanguage = basedOnVersion === undefined ? null : source
      const outdated =
        basedOnVersion === undefined || (sourceVersion !== undefined && sourceVersion <= basedOnVersion)
          ? 0
          : 1
      const propertyId = s.insertProperty.get(
        id,
        text.languageId,
        versionId,
        text.text,
        origin,
        reviewed,
        basedOnLanguage,
        basedOnVersion ?? null,
      ) as number
      if (existing !== undefined && wasIndexed)
        this.#search.remove(id, text.languageId, this.#terms(text.languageId, existing.text))
      if (text.text === null) s.deleteCurrent.run(id, text.languageId)
      else {
        const row: TextRow = {
          propertyId,
          languageId: text.languageId,
          versionId,
          createdAt: at,
          text: text.text,
          origin,
          by: change.by,
          reviewed,
          basedOnLanguageId: basedOnLanguage,
          basedOnVersionId: basedOnVersion ?? null,
          outdated,
        }
        this.#writeCurrent(id, row, existing)
        if (!archived)
          this.#search.add(id, text.languageId, text.searchTerms ?? this.#terms(text.languageId, text.text))
        created.push(row)
      }
    }
    // Translations made from a text this version wrote or deleted are outdated from now on.
    if (current) for (const { text } of written) s.markOutdated.run(id, text.languageId, versionId)
    // A new content's texts are the ones just written; another's are read back.
    const texts = current ? textRowsOf(s.texts.all(id)) : created.sort((a, b) => a.languageId - b.languageId)
    // Archiving takes the texts this change did not write out of the index, restoring puts them back (those it
    // wrote went above).
    if (flipped) {
      const writtenLanguages = new Set(written.map((w) => w.text.languageId))
      for (const t of texts) {
        if (writtenLanguages.has(t.languageId)) continue
        const terms = this.#terms(t.languageId, t.text)
        if (wasIndexed) this.#search.remove(id, t.languageId, terms)
        else this.#search.add(id, t.languageId, terms)
      }
    }
    const languages = languageListOf(texts.map((t) => t.languageId))
    const state = {
      id,
      versionId,
      key: newKey,
      archived,
      sourceLanguageId: source,
      parallel,
      maxLength,
      texts,
    }
    // Its JSON, rendered from what this change set holds, in the row it writes anyway.
    const json = Buffer.from(JSON.stringify(toContent(state, this.#language)))
    const after: ContentColumns = [newKey, archived, languages, source, parallel, maxLength]
    s.updateContent.run(before, after, versionId, json, id)
    // An archive or its undoing changes what every language shows; otherwise the languages written.
    const changedLanguages = flipped ? languages : writtenList
    s.insertChange.run(id, versionId, change.kind, changedLanguages, at, change.by)
    return state
  }

  #applyPurge(contentId: number, by: string): WriteOutcome {
    const s = this.#s
    const current = s.content.get(contentId)
    if (!current) return { error: 'notFound' }
    if (current.purged) return { error: 'purged' }
    const languages = s.purgeContentLanguages.get(contentId) ?? ''
    const at = s.now.get() ?? new Date().toISOString()
    // Inserted before the old versions go, so that its id is new rather than a reused one.
    const versionId = s.insertVersion.get(contentId, at, 'purged', null, 1, by, null, 0, null) ?? 0
    // An archived content's texts are not in the search index.
    if (!current.archived) {
      for (const { languageId, text } of textRowsOf(s.texts.all(contentId))) {
        this.#search.remove(contentId, languageId, this.#terms(languageId, text))
      }
    }
    this.#search.flush()
    s.purgeCurrent.run(contentId)
    s.purgeProperties.run(contentId)
    s.purgeVersions.run(contentId, versionId)
    s.markPurged.run(versionId, contentId)
    s.insertChange.run(contentId, versionId, 'purged', languages, at, by)
    return {
      id: contentId,
      versionId,
      key: null,
      archived: 1,
      sourceLanguageId: null,
      parallel: 0,
      maxLength: null,
      texts: [],
    }
  }

  /** Languages by id, as a content's JSON and its index terms name them. Ids are never used again. */
  readonly #languages = new Map<number, Language>()
  readonly #language = (id: number): Language => {
    let language = this.#languages.get(id)
    if (language === undefined) {
      language = { id, languageCode: this.#s.languageCode.get(id) ?? '' }
      this.#languages.set(id, language)
    }
    return language
  }

  /** A text's index terms, for texts that come without them (those a restore brings back). */
  #terms(languageId: number, text: string): string {
    return indexTerms(this.#language(languageId).languageCode, text, this.compounds)
  }

  /** Writes a language's current text: a new row, or over the one there (textOver). */
  #writeCurrent(contentId: number, row: TextRow, existing: ExistingText | undefined): void {
    const outdated = row.outdated ?? 0
    const reviewedPropertyId = row.reviewed === 1 ? row.propertyId : null
    if (existing === undefined) {
      this.#s.insertCurrent.run(
        contentId,
        row.languageId,
        row.propertyId,
        row.versionId,
        row.createdAt,
        row.text,
        row.origin,
        row.by,
        row.reviewed,
        row.basedOnLanguageId,
        row.basedOnVersionId,
        outdated,
        reviewedPropertyId,
      )
      return
    }
    // The newest reviewed version (reviewed_property_id): this one when reviewed, else the one before it, if any
    // since the language's last deletion (which deleted the row).
    this.#s.textOver.run(
      [existing.origin, existing.reviewed, existing.outdated],
      [row.origin, row.reviewed, outdated],
      row.propertyId,
      row.versionId,
      row.createdAt,
      row.text,
      row.by,
      row.basedOnLanguageId,
      row.basedOnVersionId,
      reviewedPropertyId,
      contentId,
      row.languageId,
    )
  }

  #state(current: ContentRow): ContentState {
    return {
      id: current.id,
      versionId: current.latestVersionId,
      key: current.key,
      archived: current.archived,
      sourceLanguageId: current.sourceLanguageId,
      parallel: current.parallel,
      maxLength: current.maxLength,
      texts: textRowsOf(this.#s.texts.all(current.id)),
    }
  }
}

function textRowsOf(rows: TextColumns[]): TextRow[] {
  return rows.map(
    ([
      propertyId,
      languageId,
      versionId,
      createdAt,
      text,
      origin,
      by,
      reviewed,
      basedOnLanguageId,
      basedOnVersionId,
      outdated,
    ]) => ({
      propertyId,
      languageId,
      versionId,
      createdAt,
      text,
      origin,
      by,
      reviewed,
      basedOnLanguageId,
      basedOnVersionId,
      outdated,
    }),
  )
}
