// Exporting a file: every live content (with a key prefix, those whose key starts with it), in ascending
// id, read in batches and handed to the format to write. A published export (`published`) has, in each
// language that requires review, the newest reviewed version of the text, as the published JSON bundle does:
// a content whose texts there are all reviewed is taken as listed, any other is read again as published.
import { type ReviewRequired, requiresReview } from '../../rules/review-policy.js'
import type { Content } from '../../schemas/content.js'
import type { ContentListing, PublishedReads } from '../../store/content-store.js'
import { GoneError, NotFoundError } from '../../store/errors.js'
import type { ExportContext, ExportEntry, FileFormat } from './model.js'

export interface ExportOptions {
  keyPrefix?: string
  batchSize: number
  /** Present: the published texts under this review policy; absent: the current ones, drafts included. */
  published?: { reads: PublishedReads; reviewRequired: ReviewRequired }
}

export async function exportFile(
  listing: Pick<ContentListing, 'streamContents'>,
  format: FileFormat,
  context: ExportContext,
  options: ExportOptions,
): Promise<string> {
  const filter = options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }
  const entries: ExportEntry[] = []
  for await (const batch of listing.streamContents(0, filter, options.batchSize)) {
    for (const content of batch) {
      const published = options.published ? await publishedOf(content, options.published) : content
      if (published) entries.push(entryOf(published))
    }
  }
  return format.render(entries, context)
}

/** The content as published: as listed when nothing in it waits for review; undefined when archived since. */
async function publishedOf(
  content: Content,
  { reads, reviewRequired }: NonNullable<ExportOptions['published']>,
): Promise<Content | undefined> {
  const waiting = content.properties.some(
    (p) => p.workflow?.state !== 'reviewed' && requiresReview(reviewRequired, p.language.languageCode),
  )
  if (!waiting) return content
  try {
    return await reads.getPublishedContent(content.id, reviewRequired)
  } catch (error) {
    if (error instanceof GoneError || error instanceof NotFoundError) return undefined
    throw error
  }
}

/** A content as files name it: by its key, or by its id when it has none. */
export function entryOf(content: Content): ExportEntry {
  return {
    name: content.key ?? String(content.id),
    texts: new Map(
      content.properties.map((p) => [
        p.language.languageCode,
        { text: p.text, version: p.version.id, createdAt: p.version.createdAt },
      ]),
    ),
  }
}
