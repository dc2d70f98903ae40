// How instances on one PostgreSQL database tell each other that a change was committed: LISTEN/NOTIFY on a
// channel, each instance listening on a connection of its own, and a NOTIFY sent after each of its commits
// that logged a change.
//
// - The NOTIFY is not sent by the writing transaction. PostgreSQL serializes the commits of transactions that
//   notify: each holds one cluster-wide lock from just before its commit until the commit's WAL flush has
//   ended (async.c, PreCommit_Notify). Writers that notify therefore cannot share a WAL flush (32 writers of
//   one row each: 2,589 commits/s with a NOTIFY in each, 6,354 without; docs/PERFORMANCE.md).
// - So an instance sends it afterwards, on a connection of its own that commits without waiting for its WAL
//   flush (synchronous_commit off: a notification carries nothing to keep), and at most one at a time: the
//   commits made while one is under way are told by the next, one for all of them.
// - A process killed between a commit and its NOTIFY tells nobody. So a watcher also reads the change log's
//   stamp (StoreDialect.changeStamp, which moves with every commit) every WATCH_POLL_MS, and wakes when it
//   moved: such a change is seen within that time.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

const CHANNEL = 'content_store_changes'
/** The longest a connection is waited for, or a statement on it (ms). */
const TIMEOUT_MS = 2000
/** How often a watcher looks whether the log moved without a notification (ms). */
const WATCH_POLL_MS = 1000

export class ChangeSignal {
  #notifier: Promise<pg.Client> | undefined
  /** The NOTIFY under way, and those it was asked to send after it. */
  #sending: Promise<void> | undefined
  #again = false
  #closed = false

  constructor(
    private readonly connectionString: string,
    /** A value that differs after every commit (the change log's stamp). */
    private readonly stamp: () => Promise<string>,
  ) {}

  /** This process committed a change: tells every listening instance, itself included. Never waits, never throws. */
  committed(): void {
    if (this.#closed) return
    if (this.#sending) {
      this.#again = true
      return
    }
    this.#sending = this.#send().finally(() => {
      this.#sending = undefined
      if (this.#again) {
        this.#again = false
        this.committed()
      }
    })
  }

  /**
   * Calls `onChange` at each notification, when the log moved without one, and once each time the listening
   * connection is (re)made: what was written while it was not listening is not missed. Returns a stop.
   */
  watch(onChange: () => void): () => void {
    let stopped = false
    let client: pg.Client | undefined
    const listen = async (): Promise<void> => {
      for (let delay = 250; !stopped; delay = Math.min(delay * 2, 5000)) {
        const candidate = this.#client()
        try {
          await candidate.connect()
          await candidate.query(`listen ${CHANNEL}`)
        } catch {
          await candidate.end().catch(() => {})
          await sleep(delay)
          continue
        }
        if (stopped) {
          await candidate.end().catch(() => {})
          return
        }
        client = candidate
        candidate.on('notification', () => onChange())
        candidate.once('end', () => {
          client = undefined
          if (!stopped) void listen()
        })
        onChange()
        return
      }
    }
    void listen()

    let seen: string | undefined
    let looking = false
    const poll = setInterval(() => {
      if (looking) return
      looking = true
      this.stamp()
        .then((now) => {
          // The first look wakes the readers too: a change may have come between their read and it.
          if (now !== seen && !stopped) onChange()
          seen = now
        })
        // The store is unreachable for a moment: the next tick looks again.
        .catch(() => {})
        .finally(() => {
          looking = false
        })
    }, WATCH_POLL_MS)
    poll.unref()

    return () => {
      stopped = true
      clearInterval(poll)
      void client?.end().catch(() => {})
    }
  }

  async close(): Promise<void> {
    // What was committed is told before the connection goes (a CLI writes, then closes at once).
    while (this.#sending) await this.#sending
    this.#closed = true
    const notifier = this.#notifier
    this.#notifier = undefined
    await notifier?.then((client) => client.end()).catch(() => {})
  }

  #client(options?: string): pg.Client {
    const client = new pg.Client({
      connectionString: this.connectionString,
      // A store that does not answer (a network that drops packets) fails the statement in time: a NOTIFY
      // hung on it would stop every later one, and the close that waits for it.
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
      ...(options === undefined ? {} : { options }),
    })
    // A lost connection is seen by the query it fails or by 'end'; it must not crash the process.
    client.on('error', () => {})
    return client
  }

  async #send(): Promise<void> {
    try {
      this.#notifier ??= this.#connect()
      const client = await this.#notifier
      await client.query(`notify ${CHANNEL}`)
    } catch {
      // Dropped, to be made again by the next commit; meanwhile the watchers' polls see the change.
      const failed = this.#notifier
      this.#notifier = undefined
      await failed?.then((client) => client.end()).catch(() => {})
    }
  }

  #connect(): Promise<pg.Client> {
    const client = this.#client('-c synchronous_commit=off')
    const connected = client.connect().then(() => client)
    client.once('end', () => {
      if (this.#notifier === connected) this.#notifier = undefined
    })
    return connected
  }
}
