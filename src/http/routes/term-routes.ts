// The termbase over HTTP: entries created, read, replaced, deleted and found by their words, and the whole
// termbase out and in as TBX (services/terms/tbx.ts). Writes need a key that may write every language of the
// entry (before and after a replace); reads are as open as other reads.
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { queryPrefixes } from '../../rules/terms/term-words.js'
import { ref } from '../../schemas/ref.js'
import { NewTermEntry, TbxReport, TermEntry } from '../../schemas/terms.js'
import { importTbx, TBX_MEDIA_TYPE, tbxDocument } from '../../services/terms/tbx.js'
import { resolveEntry } from '../../services/terms/term-entries.js'
import type { Languages } from '../../store/content-store.js'
import type { TermEntryInput, TermStore } from '../../store/term-store.js'
import { HttpProblem, validationProblem } from '../http-problem.js'
import { principalOf, requireLanguages } from '../principal.js'
import { caseInsensitiveMembers } from '../request-body.js'
import { problemResponses } from '../responses.js'

/** TBX files are larger than other bodies: a whole termbase in one document. */
const TBX_BODY_LIMIT = 16 * 1024 * 1024
const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000

const TermIdParams = Type.Object({
  id: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'The id of a termbase entry.',
    examples: [1],
  }),
})

const ListQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'Only entries with a term, in any language, that has a word starting with each word of `q` (its ' +
          'first 4 words), folded and stemmed as search does: `søknaden` finds `søknad`, `handsa` finds ' +
          '`handsame`.',
        examples: ['søknad'],
      }),
    ),
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_LIMIT,
      default: DEFAULT_LIMIT,
      description: `Page size (at most ${MAX_LIMIT}).`,
    }),
    after: Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      default: 0,
      description: 'Entries with an id above this (the last id of the previous page).',
    }),
  },
  { additionalProperties: false },
)

const TBX_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>Terms</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="c1">
      <langSec xml:lang="nn-NO">
        <termSec><term>handsame</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
        <termSec><term>behandle</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
      </langSec>
    </conceptEntry>
  </body></text>
</tbx>
`

export const termRoutes: FastifyPluginAsyncTypebox<{
  terms: TermStore
  languages: Pick<Languages, 'findLanguage'>
}> = async (app, { terms, languages }) => {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  app.addContentTypeParser(
    [TBX_MEDIA_TYPE, 'application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: TBX_BODY_LIMIT },
    (_request, body: Buffer, done) => {
      try {
        done(null, decoder.decode(body))
      } catch {
        done(validationProblem({ $: ['The request body is not valid UTF-8.'] }))
      }
    },
  )

  /** The entry of a request body, checked and resolved. */
  const entryOf = (body: NewTermEntry) =>
    resolveEntry(languages, {
      field: 'Terms',
      note: body.Note,
      terms: body.Terms.map((t, i) => ({
        languageCode: t.LanguageCode,
        term: t.Term,
        status: t.Status,
        field: `Terms[${i}]`,
        member: (name) => `Terms[${i}].${name}`,
      })),
    })
  const mayWrite = (request: FastifyRequest, ...entries: { languageCode: string }[][]) =>
    requireLanguages(request, 'write', [...new Set(entries.flat().map((t) => t.languageCode))])
  const codesOf = (entry: TermEntryInput) =>
    entry.terms.map((t) => ({ languageCode: t.language.languageCode }))

  app.post(
    '/ContentApi/Terms',
    {
      preValidation: caseInsensitiveMembers(NewTermEntry),
      schema: {
        tags: ['Terms'],
        operationId: 'createTermEntry',
        summary: 'Add a termbase entry',
        description:
          "An entry holds one concept's terms: per language any number, each `preferred`, `admitted` or " +
          '`forbidden`. Text writes warn where a text uses a forbidden term of its language, or lacks the ' +
          "preferred translation of a term its source has. Needs a key that may write every entry's language.",
        body: ref(NewTermEntry),
        response: {
          201: {
            ...ref(TermEntry),
            description: 'The entry, with its id.',
            headers: { Location: { type: 'string', description: 'The path of the entry created.' } },
          },
          ...problemResponses(400, 401, 403, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const entry = await entryOf(request.body)
      mayWrite(request, codesOf(entry))
      const [created] = await terms.createEntries([entry], principalOf(request).name)
      const id = (created as TermEntry).id
      return reply.code(201).header('location', `/ContentApi/Terms/${id}`).send(created)
    },
  )

  app.get(
    '/ContentApi/Terms',
    {
      schema: {
        tags: ['Terms'],
        operationId: 'listTermEntries',
        summary: 'List or find termbase entries',
        description:
          'Entries ascending by id, a page at a time (`limit`, default 100, at most 1000; `after`), with a ' +
          '`Link: <…>; rel="next"` header while more remain; with `q`, those a term of matches.',
        querystring: ListQuery,
        response: {
          200: Type.Array(ref(TermEntry), {
            description: 'The entries, ascending by id.',
            headers: { Link: { type: 'string', description: 'The next page, while more remain.' } },
          }),
          ...problemResponses(400, 401, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { q, limit, after } = request.query
      const query = q === undefined ? [] : queryPrefixes(q)
      if (q !== undefined && query.length === 0) throw validationProblem({ q: ['The query has no words.'] })
      const page = await terms.listEntries(after, limit + 1, query)
      const items = page.slice(0, limit)
      const last = items.at(-1)
      if (page.length > limit && last) {
        const next = new URLSearchParams({ limit: String(limit), after: String(last.id) })
        if (q !== undefined) next.set('q', q)
        reply.header('link', `</ContentApi/Terms?${next}>; rel="next"`)
      }
      return reply.send(items)
    },
  )

  app.get(
    '/ContentApi/Terms/Tbx',
    {
      schema: {
        tags: ['Terms'],
        operationId: 'exportTbx',
        summary: 'The termbase as a TBX-Basic document',
        description:
          'TBX (ISO 30042:2019), the TBX-Basic dialect: a `conceptEntry` per entry (ids c1, c2, … in id ' +
          'order), its note as `<note>`, a `langSec` per language, a `termSec` per term with ' +
          '`<termNote type="administrativeStatus">` preferredTerm-admn-sts, admittedTerm-admn-sts or ' +
          'deprecatedTerm-admn-sts (forbidden). Streamed.',
        response: {
          200: {
            description: 'The TBX document.',
            content: { [TBX_MEDIA_TYPE]: { schema: Type.String() } },
          },
          ...problemResponses(401, 500, 503),
        },
      },
    },
    async (_request, reply) =>
      reply
        .type(`${TBX_MEDIA_TYPE}; charset=utf-8`)
        .header('content-disposition', 'attachment; filename="terms.tbx"')
        .send(Readable.from(tbxDocument(terms), { objectMode: false }) as never),
  )

  app.post(
    '/ContentApi/Terms/Tbx',
    {
      bodyLimit: TBX_BODY_LIMIT,
      schema: {
        tags: ['Terms'],
        operationId: 'importTbx',
        summary: 'Import a TBX document as termbase entries',
        description:
          'Each `conceptEntry` (TBX 2008: `termEntry`) becomes an entry, unless one with the same terms and ' +
          'note exists (`unchanged`). All or nothing: an entry that cannot be written (a language the store ' +
          'does not have, an empty term, an unknown status) is a 400 naming it, and nothing is written. A ' +
          'DOCTYPE is refused; malformed XML is a 400 with the line and column. Needs a key that may write ' +
          "every language of the file's terms.",
        body: {
          content: Object.fromEntries(
            [TBX_MEDIA_TYPE, 'application/xml'].map((type) => [
              type,
              { schema: Type.String({ description: 'The TBX document.', examples: [TBX_EXAMPLE] }) },
            ]),
          ),
        },
        response: {
          200: { ...ref(TbxReport), description: 'How many entries were added, and left out as present.' },
          ...problemResponses(400, 401, 403, 413, 415, 500, 503),
        },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') {
        throw new HttpProblem(415, `Send the TBX document as ${TBX_MEDIA_TYPE} or application/xml.`)
      }
      return importTbx({ terms, languages }, request.body, {
        by: principalOf(request).name,
        check: (codes) => requireLanguages(request, 'write', codes),
      })
    },
  )

  app.get(
    '/ContentApi/Terms/:id',
    {
      schema: {
        tags: ['Terms'],
        operationId: 'getTermEntry',
        summary: 'Read a termbase entry',
        description: 'The entry with its terms, note, and who created and last wrote it, when.',
        params: TermIdParams,
        response: {
          200: { ...ref(TermEntry), description: 'The entry.' },
          ...problemResponses(400, 401, 404, 500, 503),
        },
      },
    },
    async (request) => terms.getEntry(request.params.id),
  )

  app.put(
    '/ContentApi/Terms/:id',
    {
      preValidation: caseInsensitiveMembers(NewTermEntry),
      schema: {
        tags: ['Terms'],
        operationId: 'replaceTermEntry',
        summary: "Replace a termbase entry's terms and note",
        description: 'Needs a key that may write every language of the entry, before and after.',
        params: TermIdParams,
        body: ref(NewTermEntry),
        response: {
          200: { ...ref(TermEntry), description: 'The entry after the write.' },
          ...problemResponses(400, 401, 403, 404, 500, 503),
        },
      },
    },
    async (request) => {
      const entry = await entryOf(request.body)
      const before = await terms.getEntry(request.params.id)
      mayWrite(request, before.terms, codesOf(entry))
      return terms.replaceEntry(request.params.id, entry, principalOf(request).name)
    },
  )

  app.delete(
    '/ContentApi/Terms/:id',
    {
      schema: {
        tags: ['Terms'],
        operationId: 'deleteTermEntry',
        summary: 'Delete a termbase entry',
        description: 'Needs a key that may write every language of the entry.',
        params: TermIdParams,
        response: {
          204: { description: 'Deleted.' },
          ...problemResponses(400, 401, 403, 404, 500, 503),
        },
      },
    },
    async (request, reply) => {
      mayWrite(request, (await terms.getEntry(request.params.id)).terms)
      await terms.deleteEntry(request.params.id)
      return reply.code(204).send()
    },
  )
}
