// What a screen tells the person: a notice (a polite live region) and an error (an alert), the same on every
// screen. Nothing is shown without a message.
import type { ComponentChildren } from 'preact'

export function Notice({ children }: { children?: ComponentChildren }) {
  if (!children) return null
  return (
    <p class="notice" role="status">
      {children}
    </p>
  )
}

export function ErrorMessage({ children }: { children?: ComponentChildren }) {
  if (!children) return null
  return (
    <p class="error" role="alert">
      {children}
    </p>
  )
}
