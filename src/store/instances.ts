// Which instances of the service sharing a store are alive: a lease held in the store (an Idempotency-Key
// claimed by a request) names the instance that holds it, and a lease of an instance that has died is free at
// once, rather than when it runs out (a minute after a kill -9, retries were 409s until then).
//
// Each instance holds a lock that is released by someone other than itself when it dies, however it dies:
// Each dialect keeps its own in its folder (sqlite/instances.ts, postgres/instances.ts):
// - SQLite: a lock file of its own, `<store>-instances/<id>`, a small SQLite database held in an exclusive
//   transaction. SQLite's locks are the operating system's (POSIX advisory locks), which the kernel drops when
//   the process ends, kill -9 included. Any process that can open the store can test an instance: it is alive
//   while its file cannot be locked. Chosen over a heartbeat row (a dead instance would look alive until its
//   heartbeat aged, which is the wait this is meant to end) and over process ids (reused, and meaningless
//   across containers sharing a volume); it needs nothing the store's own locking does not.
// - PostgreSQL: a session advisory lock on a connection of its own; the server releases it when the session
//   ends, which it sees at once when the process dies (its socket closes). An instance is alive while
//   pg_try_advisory_lock on its key fails. If the server cannot tell (the host vanished without closing its
//   connections), the lock lasts until the server drops the session, and the lease's own end still frees it.

export interface Instances {
  /** This instance's id, as leases name it. */
  readonly id: string
  /** Whether the instance with this id may still be running (true when it cannot be told). */
  isAlive(id: string): Promise<boolean>
  close(): Promise<void>
}
