// An UPDATE that sets, of some columns, only those whose value changed. SQLite rewrites an index's entry
// whenever one of its columns is in the SET list, changed or not (a unique key, a partial index's condition), so
// the writer (writer.ts) leaves the unchanged ones out. One statement per set of changed columns, prepared at
// its first use: a handful in practice.
import type SqliteDatabase from 'better-sqlite3'

export class ChangedColumnsUpdate {
  readonly #prepared = new Map<number, SqliteDatabase.Statement>()

  constructor(
    private readonly db: SqliteDatabase.Database,
    /** The columns compared, in the order of the values given to run(); at most 31. */
    private readonly columns: readonly string[],
    /** The statement, from the assignments of the changed columns (each `column = ?, `), set first. */
    private readonly statement: (assignments: string) => string,
  ) {}

  /** Runs the statement with the changed columns' values of `after`, then `rest` (its other parameters). */
  run(before: readonly unknown[], after: readonly unknown[], ...rest: unknown[]): void {
    let set = 0
    const changed: unknown[] = []
    for (let i = 0; i < this.columns.length; i++) {
      if (after[i] === before[i]) continue
      set |= 1 << i
      changed.push(after[i])
    }
    let prepared = this.#prepared.get(set)
    if (!prepared) {
      const assignments = this.columns.filter((_, i) => set & (1 << i)).map((column) => `${column} = ?, `)
      prepared = this.db.prepare(this.statement(assignments.join('')))
      this.#prepared.set(set, prepared)
    }
    prepared.run(...changed, ...rest)
  }
}
