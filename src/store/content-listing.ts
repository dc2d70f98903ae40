// Listing live contents in id order: pages, streams (by keyset when filtered, by windows of ids when not), the
// backlog a machine-draft run works through, and the members of language bundles.
import type { Content } from '../schemas/content.js'
import type { Language } from '../schemas/languages.js'
import { type ContentState, languageIdsOf } from './change-set.js'
import { contentsOf, statesOf } from './content-state.js'
import type {
  BacklogItem,
  BundlePart,
  BundleScope,
  ContentFilter,
  ContentListing,
  RenderedBatch,
} from './content-store.js'
import { idWindows, readAhead } from './id-windows.js'
import { bundleMembersRead, contentsRead, LONG_READS, READS, type StoreSql } from './read-queries.js'
import { keyRange, type StoreContext } from './store-context.js'

const EMPTY: RenderedBatch = Buffer.alloc(0)

/** Windows of an unfiltered listing read ahead of the one being sent. */
const WINDOWS_AHEAD = 2

export class StoreContentListing implements ContentListing {
  #membersRead = 0

  constructor(private readonly ctx: StoreContext) {}

  listContents(afterId: number, limit: number, filter: ContentFilter = {}): Promise<Content[]> {
    return this.ctx.guard(async () => contentsOf(this.ctx, await this.#batch(afterId, limit, filter)))
  }

  streamContentsJson(
    afterId: number,
    filter: ContentFilter,
    batchSize: number,
  ): AsyncIterable<RenderedBatch> {
    const filtered =
      (filter.hasLanguageIds?.length ?? 0) > 0 ||
      (filter.missingLanguageIds?.length ?? 0) > 0 ||
      filter.keyPrefix !== undefined ||
      filter.needsReviewLanguageId !== undefined ||
      filter.outdatedLanguageId !== undefined
    if (filtered) {
      const plan: PrefixPlan = {}
      return keysetBatches(afterId, async (after) => {
        const ids = await this.#listIds(after, batchSize, filter, plan)
        const items = ids.length === 0 ? EMPTY : await this.#rendered(ids)
        return { items, nextAfter: nextAfterOf(ids, batchSize) }
      })
    }
    // Unfiltered, the listing reads windows of ids up to the largest id when it began. Windows do not depend
    // on each other, so the next ones are read while this one is sent: on PostgreSQL the store renders one
    // window while this process sends another.
    const listing = this
    return (async function* () {
      const windows = idWindows(afterId, await listing.lastContentId(), batchSize)
      yield* readAhead(windows, ([first, last]) => listing.#renderedRange(first, last), WINDOWS_AHEAD)
    })()
  }

  streamContents(afterId: number, filter: ContentFilter, batchSize: number): AsyncIterable<Content[]> {
    const plan: PrefixPlan = {}
    return keysetBatches(afterId, (after) =>
      this.ctx.guard(async () => {
        const ids = await this.#listIds(after, batchSize, filter, plan)
        const items = ids.length === 0 ? [] : await contentsOf(this.ctx, await statesOf(this.ctx, ids))
        return { items, nextAfter: nextAfterOf(ids, batchSize) }
      }),
    )
  }

  backlog(
    from: Language,
    to: Language,
    afterId: number,
    limit: number,
    keyPrefix?: string,
  ): Promise<BacklogItem[]> {
    return this.ctx.guard(async () => {
      const states = await this.#batch(afterId, limit, {
        hasLanguageIds: [from.id],
        missingLanguageIds: [to.id],
        keyPrefix,
      })
      return states.flatMap((state) => {
        const source = state.texts.find((t) => t.languageId === from.id)
        if (!source) return []
        const item: BacklogItem = { id: state.id, versionId: state.versionId, text: source.text }
        if (state.maxLength !== null) item.maxLength = state.maxLength
        return [item]
      })
    })
  }

  bundleMembers(
    languageIds: readonly number[],
    scope: BundleScope,
    reviewedOnlyIds: readonly number[] = [],
  ): Promise<BundlePart> {
    return this.ctx.guard(async () => {
      const reviewedOnly = languageIds.map((id) => reviewedOnlyIds.includes(id))
      const [read, params] =
        'keyPrefix' in scope
          ? [bundleMembersRead(languageIds.length, 'keys', reviewedOnly), keyRange(scope.keyPrefix)]
          : 'ids' in scope
            ? [
                bundleMembersRead(languageIds.length, 'list', reviewedOnly),
                [this.ctx.dialect.idList(scope.ids)],
              ]
            : [bundleMembersRead(languageIds.length, 'ids', reviewedOnly), [scope.first, scope.last]]
      const [row] = await this.ctx.dialect.read<[string | null, string | null]>(read, [
        ...params,
        ...languageIds,
      ])
      const part = { members: row?.[0] ?? '', ids: row?.[1] ?? '' }
      if (part.ids !== '') this.#membersRead += countOf(part.ids)
      return part
    })
  }

  bundleActivity(): { membersRead: number } {
    return { membersRead: this.#membersRead }
  }

  lastContentId(): Promise<number> {
    return lastContentId(this.ctx)
  }

  /** The live contents among these ids (ascending), as JSON text written by the store. */
  #rendered(ids: readonly number[]): Promise<RenderedBatch> {
    return this.ctx.guard(() => {
      const [query, params] = contentsRead(ids, (list) => this.ctx.dialect.idList(list), true)
      return this.ctx.dialect.readJson(query, params, new Set(ids))
    })
  }

  #renderedRange(first: number, last: number): Promise<RenderedBatch> {
    return this.ctx.guard(() => this.ctx.dialect.readJson(LONG_READS.renderedInRange, [first, last]))
  }

  /** One batch of a listing, as the store holds it. */
  async #batch(afterId: number, limit: number, filter: ContentFilter): Promise<ContentState[]> {
    const ids = await this.#listIds(afterId, limit, filter)
    return ids.length === 0 ? [] : statesOf(this.ctx, ids)
  }

  /**
   * Ids of the batch. Language conditions are answered from `content.languages`: the store has few distinct
   * language sets, so each set that satisfies the filter is read with its own index range, and the ranges are
   * merged; the cost follows the size of the answer, not the id range. A stream passes the same `plan` to each
   * of its batches, so that how its key prefix is read is decided once.
   */
  async #listIds(
    afterId: number,
    limit: number,
    filter: ContentFilter,
    plan: PrefixPlan = {},
  ): Promise<number[]> {
    const { dialect } = this.ctx
    const has = filter.hasLanguageIds ?? []
    const missing = filter.missingLanguageIds ?? []
    const byLanguage = has.length > 0 || missing.length > 0
    const admitted = (set: string) => {
      const ids = languageIdsOf(set)
      return has.every((l) => ids.includes(l)) && !missing.some((l) => ids.includes(l))
    }
    const byText = textCondition(filter)
    if (byText) {
      // The language's texts in that state in id order (a partial index holds only them), kept when the rest
      // of the filter passes.
      const prefix = filter.keyPrefix
      const ids: number[] = []
      for (let after = afterId; ids.length < limit; ) {
        const rows = await dialect.read<[number, string, string | null]>(byText.read, [
          byText.languageId,
          after,
          limit,
        ])
        for (const [id, set, key] of rows) {
          if ((!byLanguage || admitted(set)) && (prefix === undefined || key?.startsWith(prefix)))
            ids.push(id)
        }
        if (rows.length < limit) break
        after = rows.at(-1)?.[0] ?? after
      }
      return ids.slice(0, limit)
    }
    if (filter.keyPrefix !== undefined) {
      const [from, to] = keyRange(filter.keyPrefix)
      const ids: number[] = []
      let scan = await prefixScan(this.ctx, from, to, limit, plan)
      // The prefix's contents are read in id order, and kept when their language set passes the filter.
      for (let after = afterId; ids.length < limit; ) {
        const through = scan && Math.min(after + scan.window, scan.last)
        const rows = through
          ? await dialect.read<[number, string]>(READS.idsInWindowByKeyRange, [
              after,
              through,
              from,
              to,
              limit,
            ])
          : await dialect.read<[number, string]>(READS.idsByKeyRange, [from, to, after, limit])
        for (const [id, set] of rows) if (!byLanguage || admitted(set)) ids.push(id)
        if (rows.length === limit) after = rows.at(-1)?.[0] ?? after
        else if (!through || through === scan?.last) break
        else {
          // Fewer of the prefix's contents here than its share of the store: the rest through the index.
          after = through
          scan = undefined
        }
      }
      return ids.slice(0, limit)
    }
    if (!byLanguage) {
      return (await dialect.read<[number]>(READS.idsAfter, [afterId, limit])).map((r) => r[0])
    }
    const sets = (await dialect.read<[string]>(READS.languageSets, [])).map((r) => r[0]).filter(admitted)
    const ranges = await Promise.all(
      sets.map((set) => dialect.read<[number]>(READS.idsInSet, [set, afterId, limit])),
    )
    return ranges
      .flat()
      .map((r) => r[0])
      .sort((a, b) => a - b)
      .slice(0, limit)
  }
}

/** How a listing's key prefix is read, once decided: by windows of this many ids, or (none) by the index. */
interface PrefixPlan {
  window?: number | undefined
}

/**
 * How a listing by key prefix reads its batches of `limit` on a store whose planner does not choose by
 * statistics (SQLite): by the key's index, sorted by id (each read costs the number of keys in the range), or,
 * when the range holds many, by scanning windows of ids in order (each read costs its window): `window` ids to a
 * read, up to the last id. PostgreSQL's planner makes the same choice itself (an index scan of the ids with
 * the key as a filter for a common prefix). The keys are counted up to the balance of the
 * two, √(limit × ids), so neither the count nor the read chosen costs more than that, unless the prefix's
 * contents crowd in part of the ids; a window that holds fewer than its share hands the rest to the index.
 * The choice is kept in `plan`: a stream's later batches read only the last id (contents created meanwhile
 * are listed, as by the index).
 */
async function prefixScan(
  ctx: StoreContext,
  from: string,
  to: string,
  limit: number,
  plan: PrefixPlan,
): Promise<{ window: number; last: number } | undefined> {
  if (ctx.dialect.plansLimitsByStatistics) return undefined
  if ('window' in plan)
    return plan.window === undefined ? undefined : { window: plan.window, last: await lastContentId(ctx) }
  const last = await lastContentId(ctx)
  const balance = keysWorthCounting(limit, last)
  const [row] = await ctx.dialect.read<[number | string]>(READS.keysInRangeUpTo, [from, to, balance])
  plan.window = prefixWindow(limit, last, Number(row?.[0] ?? 0))
  return plan.window === undefined ? undefined : { window: plan.window, last }
}

/** How many of a prefix's keys are counted: the balance of the two reads, √(limit × ids). */
const keysWorthCounting = (limit: number, last: number) => Math.ceil(Math.sqrt(limit * last))

/**
 * The ids a window of a listing by key prefix spans (SQLite), given how many keys the prefix has (counted up to
 * keysWorthCounting, or more): a window expected to hold four batches of the prefix's contents at that count;
 * none (the key's index) when the prefix has fewer keys than that. Past the count a window holds more, and its
 * read stops at the batch.
 */
export function prefixWindow(limit: number, last: number, keys: number): number | undefined {
  const counted = keysWorthCounting(limit, last)
  return keys < counted || keys === 0 ? undefined : Math.ceil((4 * limit * last) / counted)
}

/** How many ids a comma-joined list holds. */
function countOf(ids: string): number {
  let count = 1
  for (let i = ids.indexOf(','); i !== -1; i = ids.indexOf(',', i + 1)) count++
  return count
}

/** The read of a filter's condition on one language's current texts (needsReview, outdated), if it has one. */
function textCondition(filter: ContentFilter): { read: StoreSql; languageId: number } | undefined {
  if (filter.outdatedLanguageId !== undefined)
    return { read: READS.idsOutdated, languageId: filter.outdatedLanguageId }
  const languageId = filter.needsReviewLanguageId
  if (languageId === undefined) return undefined
  const required = filter.reviewRequiredLanguageIds?.includes(languageId) ?? false
  return { read: required ? READS.idsUnreviewed : READS.idsNeedingReview, languageId }
}

/** The largest content id handed out (0 when none): how far windows of ids reach. */
export function lastContentId(ctx: StoreContext): Promise<number> {
  return ctx.guard(async () => {
    const [row] = await ctx.dialect.read<[number | string | null]>(READS.maxId, [])
    return Number(row?.[0] ?? 0)
  })
}

/**
 * One batch of a keyset read (an array, or bytes), and the id to read the next after (none: this batch is the
 * last).
 */
interface KeysetBatch<B extends { readonly length: number }> {
  items: B
  nextAfter: number | undefined
}

/** Where the batch after these ids continues: after the last, when they fill a batch of `batchSize`. */
function nextAfterOf(ids: readonly number[], batchSize: number): number | undefined {
  return ids.length < batchSize ? undefined : ids.at(-1)
}

/**
 * Batches read by keyset (each after the cursor the one before gave), the next read while the current one is
 * consumed. The cursor comes from the ids read, not from the items kept: a batch whose contents were archived
 * between reading their ids and their texts is short or empty, and the listing goes on after it.
 */
async function* keysetBatches<B extends { readonly length: number }>(
  afterId: number,
  read: (afterId: number) => Promise<KeysetBatch<B>>,
): AsyncGenerator<B> {
  let batch = await read(afterId)
  for (;;) {
    const next = batch.nextAfter === undefined ? undefined : read(batch.nextAfter)
    // A consumer that stops early abandons the read; its failure then has no one to tell.
    next?.catch(() => {})
    if (batch.items.length > 0) yield batch.items
    if (next === undefined) return
    batch = await next
  }
}
