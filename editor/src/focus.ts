// Moving focus to an element that the same render shows (a heading, a message, a text area): the move happens
// in the layout effect of that render, before the browser paints it, so that nobody sees, or hears, a message
// before focus is on it. Asking twice for the same element moves focus again.
import { useCallback, useLayoutEffect, useState } from 'preact/hooks'

/** A function that moves focus to the element with the given id once it is rendered. */
export function useFocusMove(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string; n: number } | null>(null)
  useLayoutEffect(() => {
    if (target) document.getElementById(target.id)?.focus()
  }, [target])
  return useCallback((id: string) => setTarget((t) => ({ id, n: (t?.n ?? 0) + 1 })), [])
}
