// What a screen tells the person: a notice (a polite live region) and an error (an alert), the same on every
// screen. Nothing is shown without a message. Both take focus when a screen moves it there after an action
// whose button went away or was disabled (focus would otherwise fall to <body>).
import type { ComponentChildren } from 'preact'

export function Notice({ children, id }: { children?: ComponentChildren; id?: string }) {
  if (!children) return null
  return (
    <p class="notice" role="status" id={id} tabIndex={-1}>
      {children}
    </p>
  )
}

export function ErrorMessage({ children, id }: { children?: ComponentChildren; id?: string }) {
  if (!children) return null
  return (
    <p class="error" role="alert" id={id} tabIndex={-1}>
      {children}
    </p>
  )
}
