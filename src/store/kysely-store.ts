// The ContentStore over Kysely, for SQLite and PostgreSQL alike. Writes go through `db`; listings read
// through `reader`, which for SQLite is a second connection, so a long listing never holds the writer.
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Content } from '../schemas/content.js'
import type { ContentStore, NewContentInput } from './content-store.js'
import type { Database, Dialect } from './database.js'
import { translateStoreError } from './errors.js'
import { LanguageCatalog } from './language-catalog.js'

export class KyselyContentStore implements ContentStore {
  readonly #languages: LanguageCatalog

  constructor(
    readonly dialect: Dialect,
    private readonly db: Kysely<Database>,
    private readonly reader: Kysely<Database>,
    private readonly onClose: () => Promise<void>,
  ) {
    this.#languages = new LanguageCatalog(reader)
  }

  /** Loads the reference data; called once by openStore before the store is handed out. */
  async init(): Promise<void> {
    await guard(() => this.#languages.load())
  }

  createContent(input: NewContentInput): Promise<Content> {
    return guard(async () => {
      const language = await this.#languages.find(input.languageCode)
      return this.db.transaction().execute(async (trx) => {
        const content = await trx
          .insertInto('content')
          .defaultValues()
          .returning('id')
          .executeTakeFirstOrThrow()
        const contentId = Number(content.id)
        const version = await trx
          .insertInto('version')
          .values({ content_id: contentId, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
        const property = await trx
          .insertInto('property')
          .values({
            content_id: contentId,
            language_id: language.id,
            version_id: version.id,
            text: input.text,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return {
          id: contentId,
          properties: [
            { id: Number(property.id), text: input.text, language, version: { id: Number(version.id) } },
          ],
        }
      })
    })
  }

  listContents(afterId: number, limit: number): Promise<Content[]> {
    return guard(async () => {
      const ids = await this.reader
        .selectFrom('content')
        .select('id')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute()
      if (ids.length === 0) return []
      const contents = new Map<number, Content>(
        ids.map((r) => [Number(r.id), { id: Number(r.id), properties: [] }]),
      )
      const first = Number(ids[0]?.id)
      const last = Number(ids[ids.length - 1]?.id)
      // One range read for the whole batch, not one query per content.
      const rows = await this.reader
        .selectFrom('property as p')
        .innerJoin('language as l', 'l.id', 'p.language_id')
        .select(['p.id', 'p.text', 'p.content_id', 'p.version_id', 'l.id as language_id', 'l.language_code'])
        .where('p.content_id', '>=', first)
        .where('p.content_id', '<=', last)
        .orderBy('p.content_id')
        .orderBy('l.id')
        .orderBy('p.id')
        .execute()
      for (const row of rows) {
        // A content committed after the id read can show up in the range: it belongs to the next batch.
        contents.get(Number(row.content_id))?.properties.push({
          id: Number(row.id),
          text: row.text,
          language: { id: Number(row.language_id), languageCode: row.language_code },
          version: { id: Number(row.version_id) },
        })
      }
      return [...contents.values()]
    })
  }

  ping(): Promise<void> {
    return guard(async () => {
      await sql`select 1`.execute(this.db)
    })
  }

  close(): Promise<void> {
    return this.onClose()
  }
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw translateStoreError(error)
  }
}
