// The SQLite read thread: a read-only connection of its own for the reads that may take long (language
// bundles, full-text searches, streamed listings and exports; store/read-queries.ts `long`), so that they
// block this thread and not the one that parses and answers requests. Short reads (a content by id, a page of
// the change log) stay on the main thread's connection, where they cost no hop between threads.
//
// In WAL mode a read-only connection never waits for a writer and each statement sees the latest commit, so
// what it answers is what the main thread's connection would have answered at the same moment; it holds no
// lock a writer (this process's writer thread, another process) waits for, and nothing it does needs undoing
// after a crash.
//
// Messages: { id, sql, params } in (a statement run with raw rows), { id, rows } or { id, error } out;
// { id, op: 'readJson', sql, params } (a rendered read, sql-spellings.ts sqliteJsonText: JSON bytes whose memory
// is handed over, not copied: { id, bytes }); and { id, op: 'close' }.
import { parentPort, workerData } from 'node:worker_threads'
import SqliteDatabase from 'better-sqlite3'

export interface ReaderThreadOptions {
  path: string
}

export type ReaderRequest =
  | { id: number; op: 'read'; sql: string; params: unknown[] }
  | { id: number; op: 'readJson'; sql: string; params: unknown[] }
  | { id: number; op: 'ready' }
  | { id: number; op: 'close' }

export type ReaderResponse =
  | { id: number; rows: unknown[][] }
  | { id: number; bytes: Uint8Array }
  | { id: number; error: { message: string; code?: string } }

if (parentPort) {
  const port = parentPort
  const { path } = workerData as ReaderThreadOptions
  const db = new SqliteDatabase(path, { readonly: true })
  db.pragma('busy_timeout = 5000')
  const statements = new Map<string, SqliteDatabase.Statement>()
  const rowsOf = (sql: string, params: readonly unknown[]) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql).raw(true)
      statements.set(sql, statement)
    }
    return statement.all(...params) as unknown[][]
  }
  port.on('message', (message: ReaderRequest) => {
    try {
      if (message.op === 'read') {
        port.postMessage({
          id: message.id,
          rows: rowsOf(message.sql, message.params),
        } satisfies ReaderResponse)
      } else if (message.op === 'readJson') {
        // One blob (sql-spellings.ts sqliteJsonText), moved to the main thread without a copy when its memory
        // is its own, as better-sqlite3 allocates a blob's; copied when it is a view into a shared pool,
        // whose other views moving it would empty.
        const [row] = rowsOf(message.sql, message.params) as [(Uint8Array | null)?][]
        const blob = row?.[0] ?? new Uint8Array(0)
        const bytes =
          blob.byteOffset === 0 && blob.byteLength === blob.buffer.byteLength ? blob : new Uint8Array(blob)
        port.postMessage({ id: message.id, bytes } satisfies ReaderResponse, [bytes.buffer as ArrayBuffer])
      } else if (message.op === 'ready') {
        port.postMessage({ id: message.id, rows: [] } satisfies ReaderResponse)
      } else {
        db.close()
        port.postMessage({ id: message.id, rows: [] } satisfies ReaderResponse)
        port.close()
      }
    } catch (error) {
      const e = error as { message?: string; code?: unknown }
      port.postMessage({
        id: message.id,
        error: {
          message: e?.message ?? String(error),
          ...(typeof e?.code === 'string' ? { code: e.code } : {}),
        },
      } satisfies ReaderResponse)
    }
  })
}
