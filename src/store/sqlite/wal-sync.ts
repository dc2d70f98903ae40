// Makes the writer thread's commits durable before they are answered, without either thread waiting for the
// disk (docs/PERFORMANCE.md#durable-by-default, where the argument is made from SQLite's documentation and
// source). The thread commits with synchronous=NORMAL: a COMMIT writes its WAL frames and returns without an
// fsync. Each answer that reports a commit is held here until an fdatasync of the `-wal` file that began after
// the answer arrived (so after the commit's frames were written) has finished. The fdatasync runs on libuv's
// thread pool; while it runs, the writer thread applies the next batch, and the answers that arrive meanwhile
// wait for the next sync, which covers them all.
//
// A failed sync fails the answers it held and every later commit's: after a failed fsync the kernel may have
// dropped the pages it could not write, and a later sync that succeeds would not bring them back.
import { close, fdatasync, fsync, open, openSync } from 'node:fs'
import { dirname } from 'node:path'

/** What a sync reports to a listener (tests count syncs against acknowledged commits with it). */
export interface WalSyncListener {
  /** A commit's answer arrived; it waits for a sync. */
  committed?(): void
  /** A sync began; it covers every commit reported before this call. */
  syncBegan?(): void
  /** That sync ended; the answers it covers are released right after this call. */
  syncEnded?(error: Error | undefined): void
}

type Release = (error?: Error) => void

export class WalSync {
  #fd: number | undefined
  /** The file is opened again at the next sync (the writer thread was replaced). */
  #stale = false
  #directorySynced = false
  #syncing = false
  /** Answers waiting for the sync in flight, and those waiting for the next one. */
  #inFlight: Release[] = []
  #next: Release[] = []
  #failed: Error | undefined
  #idle: (() => void)[] = []

  constructor(
    /** The store's file: its WAL is this path with `-wal` (SQLite's own naming). */
    private readonly databasePath: string,
    private readonly listener: WalSyncListener = {},
  ) {}

  /** The error that stopped durable writes, if a sync has failed. */
  get failed(): Error | undefined {
    return this.#failed
  }

  /** Calls `release` once a sync that began after this call has ended (with its error, if it failed). */
  afterCommit(release: Release): void {
    if (this.#failed) {
      release(this.#failed)
      return
    }
    this.listener.committed?.()
    this.#next.push(release)
    this.#start()
  }

  /** The same for what a reader has seen: every commit visible before this call is durable when it resolves. */
  afterRead(): Promise<void> {
    if (this.#failed) return Promise.reject(this.#failed)
    return new Promise((resolve, reject) => {
      this.#next.push((error) => (error ? reject(error) : resolve()))
      this.#start()
    })
  }

  /**
   * The writer thread stopped: the next sync opens the file again. Answers it held before are still covered:
   * while any connection is open the WAL is the same file (it is deleted only by the last connection to close,
   * after a checkpoint that synced the database file), so a sync of it, or its checkpoint, made them durable.
   */
  reopen(): void {
    this.#stale = true
  }

  /** Waits until no answer is held, then closes the file. */
  async close(): Promise<void> {
    if (this.#syncing) await new Promise<void>((resolve) => this.#idle.push(resolve))
    this.#closeFile()
  }

  #start(): void {
    if (this.#syncing || this.#next.length === 0) return
    let fd: number
    try {
      fd = this.#open()
    } catch (error) {
      this.#fail(error as Error, 'SQLITE_IOERR_FSYNC')
      return
    }
    this.#syncing = true
    this.#inFlight = this.#next
    this.#next = []
    this.listener.syncBegan?.()
    fdatasync(fd, (error) => {
      if (error) return this.#end(error)
      if (this.#directorySynced) return this.#end(null)
      // Once per file opened, as SQLite does at its first sync of a WAL file it opened: the directory entry of
      // a WAL created since the folder was last synced must be on disk too, or the file could vanish with
      // its frames. Errors are ignored, as SQLite ignores them (some systems cannot fsync a folder).
      this.#directorySynced = true
      open(dirname(this.databasePath), 'r', (openError, dir) => {
        if (openError) return this.#end(null)
        fsync(dir, () => close(dir, () => this.#end(null)))
      })
    })
  }

  #end(error: NodeJS.ErrnoException | null): void {
    this.#syncing = false
    const released = this.#inFlight
    this.#inFlight = []
    if (error) {
      this.listener.syncEnded?.(error)
      // Oldest first: those the failed sync held, then those that arrived meanwhile.
      this.#next = [...released, ...this.#next]
      this.#fail(error, error.code === 'ENOSPC' ? 'SQLITE_FULL' : 'SQLITE_IOERR_FSYNC')
      return
    }
    this.listener.syncEnded?.(undefined)
    for (const release of released) release()
    if (this.#next.length > 0) this.#start()
    else for (const resolve of this.#idle.splice(0)) resolve()
  }

  #open(): number {
    if (this.#stale) {
      this.#closeFile()
      this.#stale = false
    }
    if (this.#fd === undefined) {
      // Read-only is enough for fdatasync, and never creates the file: a WAL that is not there is an error.
      this.#fd = openSync(`${this.databasePath}-wal`, 'r')
      this.#directorySynced = false
    }
    return this.#fd
  }

  #closeFile(): void {
    if (this.#fd === undefined) return
    const fd = this.#fd
    this.#fd = undefined
    close(fd, () => {})
  }

  /** Fails what waits, and every later commit, with an error the store's driver errors know. */
  #fail(cause: Error, code: string): void {
    this.#failed = Object.assign(
      new Error(`The WAL could not be made durable: ${cause.message}`, { cause }),
      {
        code,
      },
    )
    for (const release of this.#next.splice(0)) release(this.#failed)
    for (const resolve of this.#idle.splice(0)) resolve()
  }
}
