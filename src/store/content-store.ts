// The store interface the routes use. Implementations return API-shaped objects (see schemas/), never rows.
import type { Content } from '../schemas/content.js'
import type { Dialect } from './database.js'

export interface NewContentInput {
  text: string
  languageCode: string
}

export interface ContentStore {
  readonly dialect: Dialect
  /** Creates a content, its first version and its property in one transaction. */
  createContent(input: NewContentInput): Promise<Content>
  /** At most `limit` contents with an id above `afterId`, ascending: one bounded batch of a listing. */
  listContents(afterId: number, limit: number): Promise<Content[]>
  /** Resolves when the store answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}
