// The public API, as any client calls it: same origin, JSON, the API key (when one is given) as a bearer
// token. Types come from the service's own schemas, so the editor and the API cannot drift apart.
import type { Access } from '../../src/schemas/access.js'
import type { Change } from '../../src/schemas/changes.js'
import type { Content } from '../../src/schemas/content.js'
import type { Coverage } from '../../src/schemas/coverage.js'
import type { Draft } from '../../src/schemas/drafts.js'
import type { SourceDiff, VersionRecord } from '../../src/schemas/history.js'
import type { Language } from '../../src/schemas/languages.js'
import type { Suggestion, SuggestionList } from '../../src/schemas/memory.js'
import type { SearchPage } from '../../src/schemas/search.js'
import type { TermMatch, TermMatchList } from '../../src/schemas/term-matches.js'
import type { TermEntry, TermStatus } from '../../src/schemas/terms.js'
import type { TextWarning, TextWarnings, WrittenContent } from '../../src/schemas/warnings.js'

export type {
  Access,
  Change,
  Content,
  Coverage,
  Draft,
  Language,
  SearchPage,
  SourceDiff,
  Suggestion,
  SuggestionList,
  TermEntry,
  TermMatch,
  TermMatchList,
  TermStatus,
  TextWarning,
  TextWarnings,
  VersionRecord,
  WrittenContent,
}

const KEY_STORAGE = 'content-store.apiKey'

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE)
}

export function storeKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE)
  else sessionStorage.setItem(KEY_STORAGE, key)
}

export function authHeaders(): Record<string, string> {
  const key = storedKey()
  return key ? { Authorization: `Bearer ${key}` } : {}
}

/** An answer other than 2xx, with the problem's explanation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly etag: string | null,
  ) {
    super(message)
  }
}

export interface Answer<T> {
  data: T
  etag: string | null
  headers: Headers
}

export async function call<T>(
  method: string,
  path: string,
  options: { body?: unknown; ifMatch?: string | null; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.ifMatch) headers['If-Match'] = options.ifMatch
  // Never from the HTTP cache: a content's state changes under the editor (archived, restored, edited), and a
  // browser may keep an answer without Cache-Control (Chromium keeps a 410 for good) and show it again.
  const response = await fetch(path, {
    method,
    headers,
    cache: 'no-store',
    signal: options.signal,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const etag = response.headers.get('ETag')
  const text = await response.text()
  const parsed: unknown = text ? JSON.parse(text) : undefined
  if (!response.ok) throw new ApiError(response.status, problemMessage(response.status, parsed), etag)
  return { data: parsed as T, etag, headers: response.headers }
}

function problemMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const problem = body as { title?: string; detail?: string; errors?: Record<string, string[]> }
    if (problem.errors) return Object.values(problem.errors).flat().join(' ')
    if (problem.detail) return problem.detail
    if (problem.title) return problem.title
  }
  return `The service answered ${status}.`
}

/** A 401: the service no longer knows the key this tab sends (revoked, or mistyped). */
export const KEY_REFUSED =
  'The service did not accept your API key: it may have been revoked or changed. Nothing was saved. Enter a valid key with Change key; what you typed stays here.'

export const versionOf = (etag: string | null): number => Number(etag?.replace(/"/g, '') ?? 0)

/** The `after` of a listing's `Link: <…>; rel="next"`, if more remain. */
export function nextAfter(headers: Headers): string | undefined {
  const link = headers.get('Link') ?? ''
  const match = /<[^>]*[?&]after=(\d+)[^>]*>;\s*rel="next"/.exec(link)
  return match?.[1]
}

export const contentPath = (id: number) => `/ContentApi/Content/${id}`

/** Whether an error is a request this screen called off (a stale one): nothing to show. */
export const isAborted = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError'
