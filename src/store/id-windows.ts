// The one way long reads walk the store: windows of content ids, [first, last], read a few ahead of the one
// being sent. Listings, dumps and language bundles all read by these windows.

/** Windows [first, last] of `size` ids after `afterId`, up to `lastId` (the largest id handed out). */
export function idWindows(afterId: number, lastId: number, size: number): [number, number][] {
  const windows: [number, number][] = []
  for (let from = afterId + 1; from <= lastId; from += size)
    windows.push([from, Math.min(from + size - 1, lastId)])
  return windows
}

/**
 * Windows aligned at id 1, by index: window w holds ids w·size + 1 … (w + 1)·size. A cache of windows (a
 * bundle's parts) finds the window of a changed id with windowIndexOf.
 */
export function alignedWindow(index: number, size: number): { first: number; last: number } {
  return { first: index * size + 1, last: (index + 1) * size }
}

/** The index of the aligned window that holds `id`. */
export const windowIndexOf = (id: number, size: number): number => Math.floor((id - 1) / size)

/** The indexes of the aligned windows that reach `lastId`. */
export const alignedWindowsUpTo = (lastId: number, size: number): number[] =>
  Array.from({ length: Math.ceil(lastId / size) }, (_, w) => w)

/**
 * Reads each window's batch (an array, or bytes), up to `ahead` of them at once, yielding them in order and
 * skipping empty ones.
 */
export async function* readAhead<W, B extends { readonly length: number }>(
  windows: readonly W[],
  read: (window: W) => Promise<B>,
  ahead: number,
): AsyncGenerator<B> {
  const pending: Promise<B>[] = []
  let next = 0
  const fill = () => {
    while (pending.length < ahead && next < windows.length) {
      const reading = read(windows[next++] as W)
      reading.catch(() => {})
      pending.push(reading)
    }
  }
  fill()
  while (pending.length > 0) {
    const batch = await (pending.shift() as Promise<B>)
    fill()
    if (batch.length > 0) yield batch
  }
}
