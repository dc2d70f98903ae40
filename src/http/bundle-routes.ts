// Language bundles for apps: every live content's text in one language, with the reading fallback applied,
// as one flat JSON object keyed by the content's key (or its id). The ETag is the change log's position, so
// an app's cache is revalidated with one small read; the bundle is rendered only when it changed.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { KEY_PATTERN } from '../schemas/content.js'
import type { BundleRow, ContentStore } from '../store/content-store.js'
import type { ChangeStamp } from '../store/store-dialect.js'
import { isNotModified } from './preconditions.js'
import { chainOf, firstInChain, type ReadingPolicy } from './reading-language.js'
import { resolveLanguage } from './request-languages.js'
import { problemResponses } from './responses.js'

const BundleParams = Type.Object({
  languageCode: Type.String({
    maxLength: 64,
    description: 'The language of the bundle.',
    examples: ['nn-NO'],
  }),
})

const BundleQuery = Type.Object(
  {
    fallback: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'false: only texts in that language; contents without one are left out.',
      }),
    ),
    keyPrefix: Type.Optional(
      Type.String({
        pattern: KEY_PATTERN,
        description: 'Only contents whose key starts with this (contents without a key are left out).',
        examples: ['skjema/'],
      }),
    ),
  },
  { additionalProperties: false },
)

const Bundle = Type.Record(Type.String(), Type.String(), {
  description:
    'Key (or, for a content without one, its id as a string) → the current text, in ascending content id.',
  examples: [{ 'skjema/skyss.tittel': 'Søknad om skuleskyss', '7': 'Hei verda' }],
})

/** Bumped when the way a bundle is made changes, so that caches do not keep an older rendering. */
const BUNDLE_FORMAT = '1'

/** Bundles kept rendered (the latest state of each of the last few variants asked for). */
const RENDERED_BUNDLES = 4

export const bundleRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore; policy: ReadingPolicy }> = async (
  app,
  { store, policy },
) => {
  const rendered = new Map<string, Promise<RenderedBundle>>()
  app.get(
    '/ContentApi/Bundles/:languageCode',
    {
      schema: {
        tags: ['Reading'],
        operationId: 'getBundle',
        summary: 'Every text in one language, as one object for an app',
        description:
          "A flat JSON object of every live content's current text in the language, with the fallback chain " +
          "applied as for WikiPages, keyed by the content's key (or its id when it has none). The `ETag` " +
          'changes whenever the bundle may have changed (any write to the store); `If-None-Match` with it → 304.',
        params: BundleParams,
        querystring: BundleQuery,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String()) }),
        response: {
          200: {
            ...Bundle,
            description: 'The bundle.',
            headers: { ETag: { type: 'string', description: 'Changes whenever the bundle may have.' } },
          },
          304: { description: 'Not Modified: nothing was written since the ETag given in If-None-Match.' },
          ...problemResponses(400, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { keyPrefix, fallback } = request.query
      const asked = (await resolveLanguage(store, 'languageCode', request.params.languageCode)).languageCode
      const chain = chainOf(asked, policy, fallback)
      // Taken before the texts are read, so every change the tag covers is in them. The stamp differs after
      // every commit, also on PostgreSQL while an older transaction holds back the change log's cursor.
      const now = await store.changeStamp()
      const variant = createHash('sha256')
        .update(`${BUNDLE_FORMAT}\n${chain.join(',')}\n${keyPrefix ?? ''}`)
        .digest('base64url')
        .slice(0, 12)
      const tag = `"${now.stamp}-${variant}"`
      reply.header('ETag', tag).header('Cache-Control', 'no-cache')
      if (isNotModified(request.headers['if-none-match'], tag)) return reply.code(304).send()

      // Apps fetch the same bundle after each change: each of the last few bundles asked for is kept
      // rendered, and brought up to date by re-reading only the contents changed since (the change log).
      const cacheKey = `${variant}:${keyPrefix ?? ''}`
      const previous = rendered.get(cacheKey)
      const next = (
        previous
          ? previous
              .then((bundle) => (bundle.stamp === now.stamp ? bundle : update(bundle, chain, keyPrefix, now)))
              .catch(() => render(chain, keyPrefix, now))
          : render(chain, keyPrefix, now)
      ) as Promise<RenderedBundle>
      next.catch(() => {
        if (rendered.get(cacheKey) === next) rendered.delete(cacheKey)
      })
      rendered.delete(cacheKey)
      rendered.set(cacheKey, next)
      if (rendered.size > RENDERED_BUNDLES) rendered.delete(rendered.keys().next().value as string)
      return reply.type('application/json; charset=utf-8').send((await next).body as never)
    },
  )

  /** One content's member of the bundle (`"key":"text"`), or undefined when no language of the chain has a text. */
  function entryOf(chain: readonly string[], id: number, key: string | null, texts: Map<string, string>) {
    const text = firstInChain(chain, (code) => texts.get(code))
    return text === undefined ? undefined : `${JSON.stringify(key ?? String(id))}:${JSON.stringify(text)}`
  }

  /** Groups rows (by content id) into members, calling `add` for each content with one. */
  async function members(
    rows: AsyncIterable<BundleRow[]>,
    chain: readonly string[],
    codeById: Map<number, string>,
    add: (id: number, key: string | null, entry: string | undefined) => void,
  ) {
    let current: { id: number; key: string | null; texts: Map<string, string> } | undefined
    const flush = () =>
      current && add(current.id, current.key, entryOf(chain, current.id, current.key, current.texts))
    for await (const batch of rows) {
      for (const [id, key, languageId, text] of batch) {
        if (current?.id !== id) {
          flush()
          current = { id, key, texts: new Map() }
        }
        current.texts.set(codeById.get(languageId) as string, text)
      }
    }
    flush()
  }

  async function languagesOf(chain: readonly string[]) {
    const languages = await Promise.all(chain.map((code) => store.findLanguage(code)))
    return {
      ids: languages.map((l) => l.id),
      codeById: new Map(languages.map((l) => [l.id, l.languageCode])),
    }
  }

  /** The whole bundle, read after `now` was taken. */
  async function render(chain: readonly string[], keyPrefix: string | undefined, now: ChangeStamp) {
    const { ids, codeById } = await languagesOf(chain)
    const bundle: RenderedBundle = {
      stamp: now.stamp,
      cursor: now.cursor,
      ids: [],
      entries: new Map(),
      body: '',
    }
    await members(store.bundleTexts(ids, keyPrefix), chain, codeById, (id, _key, entry) => {
      if (entry === undefined) return
      bundle.ids.push(id)
      bundle.entries.set(id, entry)
    })
    bundle.body = bodyOf(bundle)
    return bundle
  }

  /** The bundle after the changes logged since it was rendered: only the changed contents are read again. */
  async function update(
    bundle: RenderedBundle,
    chain: readonly string[],
    keyPrefix: string | undefined,
    now: ChangeStamp,
  ) {
    // The contents changed since the bundle's cursor, and those of changes committed but not yet handed out
    // by the change log (read again at every update until the log hands them out).
    const changed = new Set<number>(now.unsettled)
    let after = bundle.cursor
    for (;;) {
      const page = await store.listChanges(after, CHANGES_PER_READ)
      for (const change of page.changes) if (change.contentId !== undefined) changed.add(change.contentId)
      after = page.next
      if (changed.size > MAX_PATCHED) return render(chain, keyPrefix, now)
      if (page.changes.length < CHANGES_PER_READ) break
    }
    if (changed.size === 0) return { ...bundle, stamp: now.stamp, cursor: after }
    const { ids, codeById } = await languagesOf(chain)
    const fresh = new Map<number, string | undefined>([...changed].map((id) => [id, undefined]))
    const rows =
      changed.size === 0
        ? []
        : [
            await store.bundleTextsOf(
              [...changed].sort((a, b) => a - b),
              ids,
            ),
          ]
    await members(
      (async function* () {
        yield* rows
      })(),
      chain,
      codeById,
      (id, key, entry) => {
        // A prefixed bundle holds only contents whose key (after the change) starts with it.
        if (keyPrefix === undefined || key?.startsWith(keyPrefix)) fresh.set(id, entry)
      },
    )
    // The members are updated in place (updates of one bundle run one after the other); a rendering handed
    // out before keeps its own body. The id order is rebuilt only when members came or went.
    let membersChanged = false
    for (const [id, entry] of fresh) {
      if (entry === undefined) membersChanged = bundle.entries.delete(id) || membersChanged
      else {
        membersChanged ||= !bundle.entries.has(id)
        bundle.entries.set(id, entry)
      }
    }
    const order = membersChanged ? [...bundle.entries.keys()].sort((a, b) => a - b) : bundle.ids
    const next: RenderedBundle = {
      stamp: now.stamp,
      cursor: after,
      ids: order,
      entries: bundle.entries,
      body: '',
    }
    next.body = bodyOf(next)
    return next
  }
}

/** A rendered bundle: its members by content id, in id order, as of a change-log position. */
interface RenderedBundle {
  /** The change stamp it is current for, and the change-log cursor its members are read up to. */
  stamp: string
  cursor: string
  ids: number[]
  entries: Map<number, string>
  body: string
}

const bodyOf = (bundle: RenderedBundle) => `{${bundle.ids.map((id) => bundle.entries.get(id)).join(',')}}`

/** Changes read per page when bringing a bundle up to date, and how many changed contents a patch takes. */
const CHANGES_PER_READ = 1000
const MAX_PATCHED = 5000
