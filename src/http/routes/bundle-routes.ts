// Language bundles for apps: every live content's text in one language, with the reading fallback applied,
// as one flat JSON object keyed by the content's key (or its id), or as the file an app's framework loads
// (`?format=`: services/formats/). The ETag is the change log's position, so an app's cache is revalidated
// with one small read; the bundle is rendered only when it changed.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { type Static, Type } from 'typebox'
import { requiresReview } from '../../rules/review-policy.js'
import { KEY_PATTERN } from '../../schemas/content.js'
import { FORMAT_NAMES, type FormatName, JsonBundle } from '../../schemas/formats.js'
import { RENDERED_BUNDLES, RenderedBundles } from '../../services/bundles.js'
import { exportFile } from '../../services/formats/export.js'
import { FORMATS } from '../../services/formats/registry.js'
import type { ChangeLog, ContentListing, Languages, PublishedReads } from '../../store/content-store.js'
import { LIST_BATCH_SIZE, piecesStream } from '../json-stream.js'
import { isNotModified } from '../preconditions.js'
import { PublishedField, type PublishingPolicy, publishedEtag } from '../published.js'
import { chainOf, type ReadingPolicy } from '../reading-language.js'
import { resolveLanguage } from '../request-languages.js'
import { problemResponses } from '../responses.js'

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
    published: PublishedField(
      'Default: BUNDLES_PUBLISHED_ONLY (true when REVIEW_REQUIRED is set); false: the current texts, drafts included.',
    ),
    format: Type.Optional(
      Type.Unsafe<'json' | FormatName>({
        type: 'string',
        enum: ['json', ...FORMAT_NAMES],
        default: 'json',
        description:
          'json: the flat bundle. i18next: JSON v4, nested at the dots of keys; po: gettext (msgctxt the key, ' +
          "msgid the source language's text, msgstr the language's; no fallback); arb: Flutter; android: " +
          'strings.xml; csv: one row per key, a column per language (no fallback). See docs/FORMATS.md.',
      }),
    ),
    nesting: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'i18next: false gives flat keys (for keys that are a text and the prefix of another).',
      }),
    ),
    versions: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'po, arb, android, csv: each text carries the version it was exported at, so that an import reports ' +
          'texts changed in the store since as conflicts instead of writing over them.',
      }),
    ),
    source: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "po: the language of msgid; arb: of each key's description. By default the default language.",
        examples: ['nb-NO'],
      }),
    ),
  },
  { additionalProperties: false },
)

/** Bumped when the way a bundle is made changes, so that caches do not keep an older rendering. */
const BUNDLE_FORMAT = '2'

/** The media type of each export. */
const MEDIA_TYPES = {
  json: 'application/json',
  ...Object.fromEntries(FORMAT_NAMES.map((name) => [name, FORMATS[name].mediaType])),
} as Record<'json' | FormatName, string>

export const bundleRoutes: FastifyPluginAsyncTypebox<{
  languages: Languages
  listing: ContentListing
  changes: ChangeLog
  /** Published files read each content that waits for review again as published. */
  published: PublishedReads
  policy: ReadingPolicy & PublishingPolicy
}> = async (app, { languages, listing, changes, published: publishedReads, policy }) => {
  const bundles = new RenderedBundles({ languages, listing, changes })
  app.get(
    '/ContentApi/Bundles/:languageCode',
    {
      schema: {
        tags: ['Reading'],
        operationId: 'getBundle',
        summary: 'Every text in one language, as one object for an app',
        description:
          "A flat JSON object of every live content's current text in the language, with the fallback chain " +
          "applied as for WikiPages, keyed by the content's key (or its id when it has none); with `format`, " +
          'the file an app framework loads (i18next, gettext PO, Flutter ARB, Android strings.xml, CSV). The ' +
          '`ETag` changes whenever the bundle may have changed (any write to the store); `If-None-Match` with ' +
          'it → 304. A published bundle or file (`published`) holds each language’s published text, falling ' +
          'back along the chain when a language has none; its `ETag` changes only when what it publishes does. ' +
          'An i18next export of a key that is a text and the prefix of another is a 409 naming both.',
        params: BundleParams,
        querystring: BundleQuery,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String()) }),
        response: {
          200: {
            description: 'The bundle, or the file in the format asked for.',
            headers: {
              ETag: {
                type: 'string',
                description: 'Changes whenever the bundle may have (published: whenever it did).',
              },
            },
            content: {
              'application/json': { schema: JsonBundle },
              ...Object.fromEntries(
                Object.values(FORMATS)
                  .filter((f) => f.mediaType !== 'application/json')
                  .map((f) => [f.mediaType, { schema: Type.String({ description: `format=${f.name}` }) }]),
              ),
            },
          },
          304: { description: 'Not Modified: nothing was written since the ETag given in If-None-Match.' },
          ...problemResponses(400, 409, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { keyPrefix, fallback, format = 'json', published = policy.bundlesPublishedOnly } = request.query
      const asked = (await resolveLanguage(languages, 'languageCode', request.params.languageCode))
        .languageCode
      const chain = chainOf(asked, policy, fallback)
      if (format !== 'json') return sendFile(request.query, format, asked, chain, published, reply)
      // The chain's languages whose published text is not their current one: those that require review.
      const reviewedOnly = published
        ? chain.filter((code) => requiresReview(policy.reviewRequired, code))
        : []
      // Taken before the texts are read, so every change the tag covers is in them. The stamp differs after
      // every commit, also on PostgreSQL while an older transaction holds back the change log's cursor.
      const now = await changes.changeStamp()
      const variant = variantOf(
        `${BUNDLE_FORMAT}\n${chain.join(',')}\n${keyPrefix ?? ''}${published ? `\npublished\n${reviewedOnly.join(',')}` : ''}`,
      )
      reply.header('cache-control', 'no-cache')
      if (!published) {
        const tag = `"${now.stamp}-${variant}"`
        reply.header('etag', tag)
        if (isNotModified(request.headers['if-none-match'], tag)) return reply.code(304).send()
      }

      // Apps fetch the same bundle after each change: each of the last few bundles asked for is kept
      // rendered, and brought up to date by reading only the contents changed since (the change log).
      const bundle = await bundles.bundle(
        `${variant}:${keyPrefix ?? ''}`,
        { chain, reviewedOnly },
        keyPrefix,
        now,
      )
      if (published) {
        // What a published bundle holds changes with fewer writes than the store: its tag follows its body.
        bundle.tag ??= publishedEtag(bundle.body)
        reply.header('etag', bundle.tag)
        if (isNotModified(request.headers['if-none-match'], bundle.tag)) return reply.code(304).send()
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', bundle.bytes)
        .send(piecesStream(bundle.body))
    },
  )

  const files = new Map<string, Promise<RenderedFile>>()

  /** The bundle as a file of a format: rendered again whenever the store changed, else the last rendering. */
  async function sendFile(
    query: Static<typeof BundleQuery>,
    format: FormatName,
    asked: string,
    chain: readonly string[],
    published: boolean,
    reply: FastifyReply,
  ) {
    const { keyPrefix, nesting = true, versions = false } = query
    const source = (await resolveLanguage(languages, 'source', query.source ?? policy.defaultLanguage))
      .languageCode
    const all = (await languages.listLanguages()).map((l) => l.languageCode)
    const context = {
      language: asked,
      chain,
      source,
      languages: [asked, ...all.filter((code) => code !== asked)],
      versions,
      nesting,
    }
    const now = await changes.changeStamp()
    const variant = variantOf(
      [
        BUNDLE_FORMAT,
        format,
        chain.join(','),
        keyPrefix ?? '',
        nesting,
        versions,
        source,
        context.languages.join(','),
        published,
      ].join('\n'),
    )
    reply.header('cache-control', 'no-cache')
    if (!published) {
      const tag = `"${now.stamp}-${variant}"`
      reply.header('etag', tag)
      if (isNotModified(reply.request.headers['if-none-match'], tag)) return reply.code(304).send()
    }
    const render = async (): Promise<RenderedFile> => {
      const text = await exportFile(listing, FORMATS[format], context, {
        keyPrefix,
        batchSize: LIST_BATCH_SIZE,
        ...(published ? { published: { reads: publishedReads, reviewRequired: policy.reviewRequired } } : {}),
      })
      return { stamp: now.stamp, body: Buffer.from(text) }
    }
    const previous = files.get(variant)
    const next = previous
      ? previous.then((file) => (file.stamp === now.stamp ? file : render())).catch(() => render())
      : render()
    next.catch(() => {
      if (files.get(variant) === next) files.delete(variant)
    })
    files.delete(variant)
    files.set(variant, next)
    if (files.size > RENDERED_BUNDLES) files.delete(files.keys().next().value as string)
    const file = await next
    if (published) {
      // As a published bundle's: the tag follows what the file holds, not every write to the store.
      file.tag ??= publishedEtag(file.body)
      reply.header('etag', file.tag)
      if (isNotModified(reply.request.headers['if-none-match'], file.tag)) return reply.code(304).send()
    }
    return reply.type(`${MEDIA_TYPES[format]}; charset=utf-8`).send(file.body)
  }
}

/** The ETag's part that names a variant of the bundle (its chain and prefix), worked out once per variant. */
const variants = new Map<string, string>()
function variantOf(described: string): string {
  let variant = variants.get(described)
  if (variant === undefined) {
    variant = createHash('sha256').update(described).digest('base64url').slice(0, 12)
    // Prefixes are the client's to choose: the map is bounded, and worked out again past its size.
    if (variants.size < 1000) variants.set(described, variant)
  }
  return variant
}

/** A bundle rendered as a file of a format, as of a change stamp. */
interface RenderedFile {
  stamp: string
  body: Buffer
  /** A published file's ETag, worked out once, when first asked for. */
  tag?: string
}
