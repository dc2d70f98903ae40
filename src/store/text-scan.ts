// Scanning a language's current texts, each with its content's source text and MaxLength: what the quality
// checks of a whole language read (GET /ContentApi/Checks, Coverage's warnings, and the termbase's
// `termIssues=` listing). Live contents only, in windows of content ids (id-windows.ts) read a few ahead, so a
// store of 100,000 texts is read in steps whose size does not grow with it. One statement for both dialects.
import type { Language } from '../schemas/languages.js'
import { lastContentId } from './content-listing.js'
import type { ScannedText, TextScan } from './content-store.js'
import { idWindows, readAhead } from './id-windows.js'
import { type StoreSql, storeSql } from './read-queries.js'
import type { StoreContext } from './store-context.js'

/** Windows read ahead of the one being checked. */
const WINDOWS_AHEAD = 2

/**
 * A language's current texts of the live contents with first <= id <= last, with the source language's text
 * (NULL for a text in the source language, or without one) and the content's key and MaxLength: params language,
 * first, last, first, last. Planned for each window's values on PostgreSQL, as other range reads are.
 */
const TEXTS_IN_RANGE: StoreSql = {
  ...storeSql`select c.id, c.key, t.version_id, t.text, c.source_language_id, s.text, c.max_length
    from current_text t
    join content c on c.id = t.content_id
    left join current_text s on s.content_id = t.content_id and s.language_id = c.source_language_id
      and s.language_id <> t.language_id
    where t.language_id = ${'integer'} and t.content_id >= ${'bigint'} and t.content_id <= ${'bigint'}
      and c.id >= ${'bigint'} and c.id <= ${'bigint'} and c.archived = 0
    order by t.content_id`,
  planEachTime: true,
}

type ScanRow = [
  id: number | string,
  key: string | null,
  versionId: number | string,
  text: string,
  sourceLanguageId: number | null,
  sourceText: string | null,
  maxLength: number | null,
]

export class StoreTextScan implements TextScan {
  constructor(private readonly ctx: StoreContext) {}

  scanTexts(language: Language, batchSize: number): AsyncIterable<ScannedText[]> {
    const { ctx } = this
    return (async function* () {
      const windows = idWindows(0, await lastContentId(ctx), batchSize)
      yield* readAhead(windows, ([first, last]) => readWindow(ctx, language, first, last), WINDOWS_AHEAD)
    })()
  }
}

async function readWindow(ctx: StoreContext, language: Language, first: number, last: number) {
  return ctx.guard(async () => {
    const rows = await ctx.dialect.read<ScanRow>(TEXTS_IN_RANGE, [language.id, first, last, first, last])
    await ctx.languages.ensureIds(rows.flatMap((r) => (r[4] === null ? [] : [Number(r[4])])))
    return rows.map(([id, key, versionId, text, sourceLanguageId, sourceText, maxLength]): ScannedText => {
      const scanned: ScannedText = {
        contentId: Number(id),
        versionId: Number(versionId),
        target: { languageCode: language.languageCode, text },
      }
      if (key !== null) scanned.key = key
      if (sourceText !== null && sourceLanguageId !== null)
        scanned.source = {
          languageCode: ctx.languages.byId(Number(sourceLanguageId)).languageCode,
          text: sourceText,
        }
      if (maxLength !== null) scanned.maxLength = Number(maxLength)
      return scanned
    })
  })
}
