// Live updates: the change feed as server-sent events (GET /ContentApi/Changes/stream), read with fetch so
// that the API key goes along as a header (EventSource cannot send one). Reconnects after a break and
// resumes after the last change seen.
import { createParser } from 'eventsource-parser'
import { authHeaders, type Change, call } from './api.js'

type Listener = (change: Change) => void
type StateListener = (connected: boolean) => void

const listeners = new Set<Listener>()
const stateListeners = new Set<StateListener>()
let started = false

export function onChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function onLiveState(listener: StateListener): () => void {
  stateListeners.add(listener)
  return () => stateListeners.delete(listener)
}

function setConnected(connected: boolean): void {
  document.body.dataset.live = connected ? 'connected' : 'disconnected'
  for (const listener of stateListeners) listener(connected)
}

export function startLive(): void {
  if (started) return
  started = true
  void follow()
}

async function follow(): Promise<void> {
  // The log's end as the editor opens: every change after it is shown, however long the stream takes to open.
  let cursor = 'latest'
  for (;;) {
    try {
      cursor = (await call<{ next: string }>('GET', '/ContentApi/Changes?after=latest&limit=1')).data.next
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
  document.body.dataset.following = cursor
  for (;;) {
    // Live from here on: the stream delivers every change after the cursor, even one made before it opens.
    setConnected(true)
    try {
      const response = await fetch(`/ContentApi/Changes/stream?after=${encodeURIComponent(cursor)}`, {
        headers: { Accept: 'text/event-stream', ...authHeaders() },
      })
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
      const parser = createParser({
        onEvent: (event) => {
          if (event.id) cursor = event.id
          if (event.event !== 'change') return
          const change = JSON.parse(event.data) as Change
          for (const listener of listeners) listener(change)
        },
      })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        parser.feed(value)
      }
    } catch {
      // A break (the service restarting, the network): reconnect below.
    }
    setConnected(false)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}
