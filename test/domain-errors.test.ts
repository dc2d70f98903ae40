// Every error class the store and the services export either says its answer (a DomainError) or is named
// here as one a client never sees; and the one error handler answers each DomainError with the status it
// says. A new error class cannot be forgotten: it fails the first check until it takes a side.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import Fastify from 'fastify'
import * as config from '../src/config.js'
import { DomainError } from '../src/domain-error.js'
import { registerProblemHandling } from '../src/http/problem.js'
import * as apertiumEngine from '../src/services/drafts/apertium-engine.js'
import * as drafts from '../src/services/drafts/drafts.js'
import * as formats from '../src/services/formats/errors.js'
import * as xliff from '../src/services/xliff.js'
import * as startup from '../src/startup.js'
import * as dump from '../src/store/dump.js'
import * as storeErrors from '../src/store/errors.js'

const MODULES = { apertiumEngine, config, drafts, dump, formats, startup, storeErrors, xliff }

/** Errors that never reach a client as they are, and why. */
const INTERNAL: Record<string, string> = {
  ConfigError: 'stops the process at start; the language removal asks config without it',
  StartupError: 'stops the process at start',
  EngineMissingError: 'drafts.ts turns it into a DraftUnavailableError',
  EngineDiedError: 'drafts.ts turns it into a DraftUnavailableError',
  EngineTimeoutError: 'drafts.ts turns it into a DraftUnavailableError',
}

/** Constructor arguments where none would not make an instance. */
const SAMPLES: Record<string, unknown[]> = {
  DumpLineError: [3, 'not JSON'],
  NestingConflictError: ['a', 'a.b'],
  ImportRefusedError: ['The key "a b" is not a key.'],
  FormatSyntaxError: ['not JSON'],
  InvalidCursorError: ['nope'],
  StoreFromNewerVersionError: [['20990101-later']],
  UnknownLanguageError: ['xx-XX', ['nb-NO']],
  XliffSyntaxError: [1, 2, 'bad'],
}

type ErrorClass = new (...args: unknown[]) => Error

const errorClasses = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'function' && (value as ErrorClass).prototype instanceof Error)
    .map(([name, value]) => ({ module, name, type: value as ErrorClass })),
)

// StoreError is the abstract base of the store's errors: it has no answer of its own.
const concrete = errorClasses.filter(
  ({ name, type }) => type.prototype instanceof DomainError && name !== 'StoreError',
)

describe('domain errors', () => {
  it('are every error class the store and the services export, except the internal ones', () => {
    assert.ok(errorClasses.length >= 20, `found ${errorClasses.length} error classes`)
    for (const { module, name, type } of errorClasses) {
      if (name in INTERNAL) continue
      assert.ok(type.prototype instanceof DomainError, `${module}.${name} is a DomainError or named INTERNAL`)
    }
  })

  it('each say a status, and the error handler answers with it as problem+json', async () => {
    const app = Fastify()
    registerProblemHandling(app)
    const instances = concrete.map(({ name, type }) => new type(...(SAMPLES[name] ?? [])) as DomainError)
    app.get('/:index', async (request) => {
      throw instances[Number((request.params as { index: string }).index)]
    })
    try {
      for (const [index, error] of instances.entries()) {
        assert.ok(error.status >= 400 && error.status < 600, `${error.name} says a status`)
        const answer = await app.inject(`/${index}`)
        assert.equal(answer.statusCode, error.status, error.name)
        assert.match(String(answer.headers['content-type']), /^application\/problem\+json/, error.name)
        const body = answer.json()
        if (error.status === 500) assert.ok(!body.detail.includes(error.message), `${error.name} is masked`)
        else if (error.field) assert.deepEqual(body.errors, { [error.field]: [error.detail] }, error.name)
        else assert.equal(body.detail, error.detail, error.name)
        for (const [header, value] of Object.entries(error.headers ?? {})) {
          assert.equal(answer.headers[header.toLowerCase()], value, `${error.name} ${header}`)
        }
      }
    } finally {
      await app.close()
    }
  })
})
