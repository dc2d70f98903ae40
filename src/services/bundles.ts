// Language bundles kept rendered: each of the last few bundles asked for, as of a change-log position, and
// brought up to date by the change log when asked for again. An update reads only the contents changed since
// (their members, by id) and puts each in its place, so what it costs follows what changed, not the size of
// the bundle: the store's windows of ids are read only for the first rendering. A prefixed bundle, small, is
// read again whole.
import type { BundlePart, ChangeLog, ContentListing, Languages } from '../store/content-store.js'
import { alignedWindow, alignedWindowsUpTo, windowIndexOf } from '../store/id-windows.js'
import type { ChangeStamp } from '../store/store-dialect.js'

/** What a bundle holds: its chain, and the languages of it read published (none: the current texts). */
export interface BundleMembers {
  chain: readonly string[]
  reviewedOnly: readonly string[]
}

/** A rendered bundle, as of a change-log position. */
export interface RenderedBundle {
  /** The change stamp it is current for, and the change-log cursor its members are read up to. */
  stamp: string
  cursor: string
  /** The members of each window of ids (or, for a prefixed bundle, all of them as window 0). */
  windows: (BundleWindow | undefined)[]
  /**
   * The answer: its windows' and pieces' bytes in order, with the braces and commas between, never copied into
   * one buffer. A rendering shares every unchanged piece with the one before it, so an update allocates only
   * what changed; a whole body of a large bundle per update (one for nearly every request under steady
   * writes) drove the main thread's full collections as the store grew (docs/PERFORMANCE.md, fifth section).
   */
  body: readonly Buffer[]
  /** The answer's length in bytes. */
  bytes: number
  /** A published bundle's ETag, worked out once, when first asked for (by the route). */
  tag?: string
}

/** A run of a bundle's members in ascending content id, with their ids, and their bytes for the body. */
interface Members {
  ids: readonly number[]
  members: readonly string[]
  body: Buffer
}

/**
 * The members of one window of ids: as the store gave them (BundlePart's lines and comma list) until the window
 * is first patched, then split into pieces of PIECE_IDS ids, so that a patch renders again only the pieces
 * whose contents changed (PUTs land all over the ids: rendering whole windows again made each update cost
 * the size of the bundle). Each keeps its members joined by commas, encoded, for the body, which is their bytes
 * put together.
 */
type BundleWindow = { whole: BundlePart; body: Buffer } | { pieces: (Members | undefined)[] }

/** Content ids per read of a first rendering, and reads run at once. */
const BUNDLE_WINDOW = 10_000
/** Ids per piece of a patched window (a divisor of BUNDLE_WINDOW), and pieces per window. */
const PIECE_IDS = 250
const PIECES_PER_WINDOW = BUNDLE_WINDOW / PIECE_IDS
const WINDOWS_AT_ONCE = 4
/** Bundles kept rendered (the latest state of each of the last few variants asked for). */
export const RENDERED_BUNDLES = 4
/** Changes read per page when bringing a bundle up to date, and how many changed contents an update takes. */
const CHANGES_PER_READ = 1000
const MAX_PATCHED = 5000

/**
 * A variant's latest rendering, and the update queued behind it: requests that come while an update runs
 * share the one queued after it, so that however many ask, a variant is brought up to date once at a time
 * (queued one per request, updates that took longer than requests came apart fell ever further behind).
 */
interface Kept {
  latest: Promise<RenderedBundle>
  queued?: Promise<RenderedBundle>
  /** The latest rendering once it is done. */
  current?: RenderedBundle
}

export class RenderedBundles {
  readonly #rendered = new Map<string, Kept>()

  constructor(
    private readonly ports: { languages: Languages; listing: ContentListing; changes: ChangeLog },
  ) {}

  /**
   * The bundle of a variant (`cacheKey`) as of `now` or later: the one kept when it is current, else the one
   * kept brought up to date, else rendered afresh. Taken before the texts are read, `now` covers every change
   * in it; a queued update takes its own stamp when it starts, after those of the requests it serves.
   */
  bundle(
    cacheKey: string,
    members: BundleMembers,
    keyPrefix: string | undefined,
    now: ChangeStamp,
  ): Promise<RenderedBundle> {
    const rendered = this.#rendered
    let kept = rendered.get(cacheKey)
    if (kept?.current?.stamp === now.stamp) return Promise.resolve(kept.current)
    if (kept?.queued) return kept.queued
    if (kept) {
      const entry = kept
      const queued: Promise<RenderedBundle> = entry.latest
        .then(async (bundle) => {
          if (entry.queued === queued) entry.queued = undefined
          const at = await this.ports.changes.changeStamp()
          return bundle.stamp === at.stamp ? bundle : this.#update(bundle, members, keyPrefix, at)
        })
        .catch(() => {
          if (entry.queued === queued) entry.queued = undefined
          return this.#render(members, keyPrefix, now)
        })
      entry.queued = queued
      entry.latest = queued
    } else kept = { latest: this.#render(members, keyPrefix, now) }
    const entry = kept
    const next = entry.latest
    next.then(
      (bundle) => {
        if (entry.latest === next) entry.current = bundle
      },
      () => {
        if (rendered.get(cacheKey) === entry && entry.latest === next) rendered.delete(cacheKey)
      },
    )
    rendered.delete(cacheKey)
    rendered.set(cacheKey, entry)
    if (rendered.size > RENDERED_BUNDLES) rendered.delete(rendered.keys().next().value as string)
    return next
  }

  /** The languages of a bundle's chain as store ids, and those of them read published. */
  async #languageIdsOf({ chain, reviewedOnly }: BundleMembers) {
    const { languages } = this.ports
    const ids = async (codes: readonly string[]) =>
      (await Promise.all(codes.map((code) => languages.findLanguage(code)))).map((l) => l.id)
    return { languageIds: await ids(chain), reviewedOnlyIds: await ids(reviewedOnly) }
  }

  /** The whole bundle, read after `now` was taken: each window of ids (or the key prefix) in one read. */
  async #render(members: BundleMembers, keyPrefix: string | undefined, now: ChangeStamp) {
    const { listing } = this.ports
    const { languageIds, reviewedOnlyIds } = await this.#languageIdsOf(members)
    if (keyPrefix !== undefined) {
      const part = await listing.bundleMembers(languageIds, { keyPrefix }, reviewedOnlyIds)
      return renderedOf(now.stamp, now.cursor, [windowOf(part)])
    }
    const windows = alignedWindowsUpTo(await listing.lastContentId(), BUNDLE_WINDOW)
    const parts: BundleWindow[] = []
    for (let i = 0; i < windows.length; i += WINDOWS_AT_ONCE) {
      const reads = windows
        .slice(i, i + WINDOWS_AT_ONCE)
        .map((w) => listing.bundleMembers(languageIds, alignedWindow(w, BUNDLE_WINDOW), reviewedOnlyIds))
      for (const part of await Promise.all(reads)) parts.push(windowOf(part))
    }
    return renderedOf(now.stamp, now.cursor, parts)
  }

  /**
   * The bundle after the changes logged since it was rendered: the members of the changed contents are read by
   * id and replace theirs (a content that left the bundle is taken out, one that came in put in its place).
   */
  async #update(
    bundle: RenderedBundle,
    members: BundleMembers,
    keyPrefix: string | undefined,
    now: ChangeStamp,
  ) {
    // The contents changed since the bundle's cursor, and those of changes committed but not yet handed out
    // by the change log (read again at every update until the log hands them out).
    const changed = new Set<number>(now.unsettled)
    let after = bundle.cursor
    for (;;) {
      const page = await this.ports.changes.listChanges(after, CHANGES_PER_READ)
      for (const change of page.changes) if (change.contentId !== undefined) changed.add(change.contentId)
      after = page.next
      if (changed.size > MAX_PATCHED) return this.#render(members, keyPrefix, now)
      if (page.changes.length < CHANGES_PER_READ) break
    }
    if (changed.size === 0) return { ...bundle, stamp: now.stamp, cursor: after }
    if (keyPrefix !== undefined) return this.#render(members, keyPrefix, now)
    const { languageIds, reviewedOnlyIds } = await this.#languageIdsOf(members)
    const ids = [...changed].sort((a, b) => a - b)
    const fresh = membersById(await this.ports.listing.bundleMembers(languageIds, { ids }, reviewedOnlyIds))
    // A rendering handed out before keeps its own windows: the changed ones are new objects.
    const windows = [...bundle.windows]
    for (const [w, inWindow] of grouped(ids, BUNDLE_WINDOW))
      windows[w] = patchedWindow(windows[w], inWindow, fresh)
    return renderedOf(now.stamp, after, windows)
  }
}

function windowOf(part: BundlePart): BundleWindow {
  // A member holds no line break (JSON escapes them): the lines are the members.
  return { whole: part, body: Buffer.from(part.members.replaceAll('\n', ',')) }
}

const OPEN = Buffer.from('{')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from('}')

function renderedOf(stamp: string, cursor: string, windows: (BundleWindow | undefined)[]): RenderedBundle {
  const body: Buffer[] = [OPEN]
  let bytes = OPEN.length + CLOSE.length
  const add = (piece: Buffer | undefined) => {
    if (piece === undefined || piece.length === 0) return
    if (body.length > 1) {
      body.push(COMMA)
      bytes += COMMA.length
    }
    body.push(piece)
    bytes += piece.length
  }
  for (const w of windows) {
    if (w === undefined) continue
    if ('whole' in w) add(w.body)
    else for (const piece of w.pieces) add(piece?.body)
  }
  body.push(CLOSE)
  return { stamp, cursor, windows, body, bytes }
}

/** The members of a part by content id. */
function membersById(part: BundlePart): Map<number, string> {
  const byId = new Map<number, string>()
  if (part.ids === '') return byId
  const members = part.members.split('\n')
  const ids = part.ids.split(',')
  for (let i = 0; i < ids.length; i++) byId.set(Number(ids[i]), members[i] as string)
  return byId
}

/** Ascending ids grouped by the aligned window of `size` ids that holds each (id-windows.ts). */
function grouped(ids: readonly number[], size: number): Map<number, number[]> {
  const windows = new Map<number, number[]>()
  for (const id of ids) {
    const w = windowIndexOf(id, size)
    const list = windows.get(w)
    if (list) list.push(id)
    else windows.set(w, [id])
  }
  return windows
}

/** A window with the members of `changed` (ascending ids in it) patched, piece by piece. */
function patchedWindow(
  window: BundleWindow | undefined,
  changed: readonly number[],
  fresh: ReadonlyMap<number, string>,
): BundleWindow {
  const pieces = window === undefined ? [] : 'whole' in window ? piecesOf(window.whole) : [...window.pieces]
  for (const [p, inPiece] of grouped(changed, PIECE_IDS))
    pieces[p % PIECES_PER_WINDOW] = patched(pieces[p % PIECES_PER_WINDOW], inPiece, fresh)
  return { pieces }
}

/** A window's members as the store gave them, split into pieces of PIECE_IDS ids. */
function piecesOf(part: BundlePart): (Members | undefined)[] {
  if (part.ids === '') return []
  const ids = part.ids.split(',').map(Number)
  const members = part.members.split('\n')
  const pieces: (Members | undefined)[] = []
  let from = 0
  for (const [p, inPiece] of grouped(ids, PIECE_IDS)) {
    pieces[p % PIECES_PER_WINDOW] = encoded(inPiece, members.slice(from, from + inPiece.length))
    from += inPiece.length
  }
  return pieces
}

/** A piece of these members, with their bytes for the body. */
const encoded = (ids: readonly number[], members: readonly string[]): Members => ({
  ids,
  members,
  body: Buffer.from(members.join(',')),
})

/**
 * A piece with the members of `changed` (ascending ids in it) replaced by their fresh ones, or taken out when
 * they have none now (archived, purged, no text in the chain), in ascending id order.
 */
function patched(
  piece: Members | undefined,
  changed: readonly number[],
  fresh: ReadonlyMap<number, string>,
): Members {
  const ids = piece?.ids ?? []
  const members = piece?.members ?? []
  const keptIds: number[] = []
  const kept: string[] = []
  let i = 0
  for (const id of changed) {
    for (; i < ids.length && (ids[i] as number) < id; i++) {
      keptIds.push(ids[i] as number)
      kept.push(members[i] as string)
    }
    if (ids[i] === id) i++
    const member = fresh.get(id)
    if (member !== undefined) {
      keptIds.push(id)
      kept.push(member)
    }
  }
  for (; i < ids.length; i++) {
    keptIds.push(ids[i] as number)
    kept.push(members[i] as string)
  }
  return encoded(keptIds, kept)
}
