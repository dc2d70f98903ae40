// Language bundles for apps: every live content's text in one language, with the reading fallback applied,
// as one flat JSON object keyed by the content's key (or its id). The ETag is the change log's position, so
// an app's cache is revalidated with one small read; the bundle is rendered only when it changed.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { KEY_PATTERN } from '../schemas/content.js'
import type { ContentStore } from '../store/content-store.js'
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
const RENDERED_BUNDLES = 8

export const bundleRoutes: FastifyPluginAsyncTypebox<{ store: ContentStore; policy: ReadingPolicy }> = async (
  app,
  { store, policy },
) => {
  const rendered = new Map<string, { cursor: string; body: Promise<string> }>()
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
      // Read before the texts: every change the tag covers is in what is read after it. A change read but
      // not yet in the tag (PostgreSQL shows the log a moment later) only makes the next tag differ.
      const cursor = await store.latestChangeCursor()
      const variant = createHash('sha256')
        .update(`${BUNDLE_FORMAT}\n${chain.join(',')}\n${keyPrefix ?? ''}`)
        .digest('base64url')
        .slice(0, 12)
      const tag = `"${cursor}-${variant}"`
      reply.header('ETag', tag).header('Cache-Control', 'no-cache')
      if (isNotModified(request.headers['if-none-match'], tag)) return reply.code(304).send()

      // Apps fetch the same bundle after each change: one rendering per bundle and store state serves them
      // all (also those that ask while it is being made).
      const cacheKey = `${variant}:${keyPrefix ?? ''}`
      let cached = rendered.get(cacheKey)
      if (cached?.cursor !== cursor) {
        const body = render(chain, keyPrefix)
        body.catch(() => rendered.delete(cacheKey))
        cached = { cursor, body }
        rendered.delete(cacheKey)
        rendered.set(cacheKey, cached)
        if (rendered.size > RENDERED_BUNDLES) rendered.delete(rendered.keys().next().value as string)
      }
      return reply.type('application/json; charset=utf-8').send((await cached.body) as never)
    },
  )

  /** The bundle's JSON text. */
  async function render(chain: readonly string[], keyPrefix: string | undefined): Promise<string> {
    const languages = await Promise.all(chain.map((code) => store.findLanguage(code)))
    const codeById = new Map(languages.map((l) => [l.id, l.languageCode]))
    let body = '{'
    let separator = ''
    // Rows come by content id; each content's texts are gathered, then the chain picks one.
    let current: { id: number; key: string | null; texts: Map<string, string> } | undefined
    const flush = () => {
      if (!current) return
      const texts = current.texts
      const text = firstInChain(chain, (code) => texts.get(code))
      if (text === undefined) return
      body += `${separator}${JSON.stringify(current.key ?? String(current.id))}:${JSON.stringify(text)}`
      separator = ','
    }
    for await (const rows of store.bundleTexts(
      languages.map((l) => l.id),
      keyPrefix,
    )) {
      for (const [id, key, languageId, text] of rows) {
        if (current?.id !== id) {
          flush()
          current = { id, key, texts: new Map() }
        }
        current.texts.set(codeById.get(languageId) as string, text)
      }
    }
    flush()
    return `${body}}`
  }
}
