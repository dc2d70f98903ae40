// Following the change log as it is committed: `GET /ContentApi/Changes/stream` (server-sent events) read
// through fetch rather than EventSource, so that it can send an API key (EventSource sends no headers) and
// runs in Node 20 as in browsers. The events are parsed by eventsource-parser (bundled into the package's
// build, so it is no dependency of an app). When the stream ends or fails it reconnects, after 1 s and then
// twice as long each time up to 30 s, after the last change it saw, so no change is missed across a reconnect.
import { createParser } from 'eventsource-parser'
import type { ContentStoreClient, Schemas } from './api-client.js'
import { throwIfProblem } from './api-client.js'

export type Change = Schemas['Change']

export interface FollowOptions {
  /** Where to start: a cursor the service handed out, or `latest` (now; the default). */
  after?: string
  /** Each change, in commit order. */
  onChange: (change: Change) => void
  /** Each time the stream is open (again); `resumed` is false when it did not continue from a known cursor. */
  onOpen?: (resumed: boolean) => void
  /** A failure of the stream (it reconnects after it). */
  onError?: (error: unknown) => void
  /** Ends the following. */
  signal?: AbortSignal
}

const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000

/** Follows the change log until `signal` aborts; resolves then. */
export async function followChanges(client: ContentStoreClient, options: FollowOptions): Promise<void> {
  let cursor: string | undefined = options.after === 'latest' ? undefined : options.after
  let retryMs = FIRST_RETRY_MS
  const signal = options.signal
  while (!signal?.aborted) {
    try {
      const resumed = cursor !== undefined
      const response = await client.fetch('streamChanges', {
        query: { after: cursor ?? 'latest' },
        signal,
      })
      await throwIfProblem(response)
      if (!response.body) throw new Error('the change stream has no body')
      retryMs = FIRST_RETRY_MS
      options.onOpen?.(resumed)
      const parser = createParser({
        onEvent: (event) => {
          if (event.event !== 'change') return
          if (event.id) cursor = event.id
          options.onChange(JSON.parse(event.data) as Change)
        },
      })
      const decoder = new TextDecoder()
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } catch (error) {
      if (signal?.aborted) return
      options.onError?.(error)
    }
    await delay(retryMs, signal)
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
