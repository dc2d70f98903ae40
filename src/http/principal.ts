// Who sends a request: the API key of its `Authorization: Bearer` header, found among the configured keys in
// constant time, or `anonymous` when no keys are configured. What a write records as `by` comes from here and
// only from here, never from a header the client sets; routes ask `requireLanguages` before they write a
// language, so that a key limited to nn-NO is refused (403, naming the language) before anything is written.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { type Action, ANONYMOUS, type ApiKey, keyMay } from '../rules/key-scopes.js'
import { HttpProblem } from './http-problem.js'

export interface Principal {
  /** The key's name, or `anonymous` when no keys are configured. */
  readonly name: string
  /** The key, when one is configured and sent; undefined with no keys configured or no valid key sent. */
  readonly key: ApiKey | undefined
  /** Whether keys are configured at all: without them the API is open and everyone may do everything. */
  readonly keysConfigured: boolean
}

/** The configured keys, by the digest of their secret. Built once per app. */
export class KeyRing {
  readonly #keys: readonly { digest: Buffer; key: ApiKey }[]

  constructor(apiKeys: Config['apiKeys']) {
    this.#keys = [...apiKeys].map(([secret, key]) => ({ digest: digest(secret), key }))
  }

  get size(): number {
    return this.#keys.length
  }

  /**
   * The key a request's Authorization header names, comparing against every configured key without stopping
   * early, over SHA-256 digests so that neither the secret's length nor its place shows in the time taken.
   */
  keyOf(authorization: string | undefined): ApiKey | undefined {
    const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '')
    if (!match?.[1]) return undefined
    const given = digest(match[1])
    let found: ApiKey | undefined
    for (const entry of this.#keys) {
      if (timingSafeEqual(given, entry.digest)) found = entry.key
    }
    return found
  }

  principalOf(authorization: string | undefined): Principal {
    if (this.#keys.length === 0) return OPEN
    const key = this.keyOf(authorization)
    return { name: key?.name ?? ANONYMOUS, key, keysConfigured: true }
  }
}

const OPEN: Principal = Object.freeze({ name: ANONYMOUS, key: undefined, keysConfigured: false })

const principals = new WeakMap<FastifyRequest, Principal>()
/** The app's key ring, as a decoration: route plugins' instances inherit it from the app that registers it. */
const KEY_RING = Symbol('content-store key ring')

/** Makes `principalOf` answer for the requests of an app (security.ts calls it once, with the app's keys). */
export function usePrincipals(app: FastifyInstance, ring: KeyRing): void {
  app.decorate(KEY_RING, ring)
}

/** The request's principal, worked out once per request from its Authorization header. */
export function principalOf(request: FastifyRequest): Principal {
  let principal = principals.get(request)
  if (principal === undefined) {
    const ring = (request.server as unknown as Record<symbol, KeyRing | undefined>)[KEY_RING]
    // Without the app's keys nobody can be told from anybody: a 500, never an open door.
    if (ring === undefined) throw new Error('principalOf: the app registered no key ring (security.ts)')
    principal = ring.principalOf(request.headers.authorization)
    principals.set(request, principal)
  }
  return principal
}

/** Whether the principal may do `action` to a language (a canonical code), or to every language ('*'). */
export function principalMay(principal: Principal, action: Action, language: string | '*'): boolean {
  if (!principal.keysConfigured) return true
  return principal.key !== undefined && keyMay(principal.key, action, language)
}

/**
 * Throws a 403 problem naming the first language the request's key may not write (or review) among
 * `languages`; '*' asks for every language (a write that touches them all, such as archiving a content).
 */
export function requireLanguages(
  request: FastifyRequest,
  action: Action,
  languages: readonly string[] | '*',
): void {
  const principal = principalOf(request)
  if (!principal.keysConfigured) return
  const refused =
    languages === '*'
      ? principalMay(principal, action, '*')
        ? undefined
        : 'every language'
      : languages.find((language) => !principalMay(principal, action, language))
  if (refused === undefined) return
  const verb = action === 'review' ? 'review' : 'write'
  throw new HttpProblem(
    403,
    languages === '*'
      ? `This API key may not ${verb} every language, which this request needs.`
      : `This API key may not ${verb} ${refused}.`,
    { headers: { 'WWW-Authenticate': 'Bearer realm="content-store", error="insufficient_scope"' } },
  )
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest()
}
