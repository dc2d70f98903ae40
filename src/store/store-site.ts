// What the entry points ask of a store before and while they open it, so that they need not know which
// dialect it is: how to name it to an operator, whether it exists, why it cannot be opened, and whether
// trying again may help. Each dialect folder has its own (sqlite/site.ts, postgres/site.ts); open-store.ts
// picks one.

export interface StoreSite {
  /** How messages name the store: `SQLite store data/content.db`, `PostgreSQL store db:5432/content`. */
  readonly description: string
  /** Whether the store exists (the SQLite file, or the PostgreSQL database). */
  exists(): Promise<boolean>
  /**
   * The one line, naming DATABASE_URL, that says why the store cannot be opened; `waitedS`: for how long opens
   * that failed so were retried (retryReason).
   */
  openProblem(error: unknown, waitedS?: number): string
  /**
   * Why an open that failed so may succeed later, in a line for the operator (the database is not up yet: it
   * starts beside us); undefined when trying again cannot help.
   */
  retryReason(error: unknown): string | undefined
}
