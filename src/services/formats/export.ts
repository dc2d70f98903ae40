// Exporting a file: every live content (with a key prefix, those whose key starts with it), in ascending
// id, read in batches and handed to the format to write.
import type { Content } from '../../schemas/content.js'
import type { ContentListing } from '../../store/content-store.js'
import type { ExportContext, ExportEntry, FileFormat } from './model.js'

export async function exportFile(
  listing: Pick<ContentListing, 'streamContents'>,
  format: FileFormat,
  context: ExportContext,
  options: { keyPrefix?: string; batchSize: number },
): Promise<string> {
  const filter = options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }
  const entries: ExportEntry[] = []
  for await (const batch of listing.streamContents(0, filter, options.batchSize)) {
    for (const content of batch) entries.push(entryOf(content))
  }
  return format.render(entries, context)
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
