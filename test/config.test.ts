// Configuration is read once from the environment; a bad value names the variable and what it accepts.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ConfigError, checkConfiguredLanguages, loadConfig } from '../src/config.js'
import { spawnServer } from './helpers/server-process.js'

describe('configuration', () => {
  it('has working defaults for a fresh clone: SQLite under ./data, port 8080 on loopback, production', () => {
    const config = loadConfig({})

    assert.deepEqual(config, {
      port: 8080,
      host: '127.0.0.1',
      store: { kind: 'sqlite', path: './data/content-store.db' },
      environment: 'production',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      pgPoolMax: 10,
      sqliteSynchronous: 'FULL',
      searchDictionary: undefined,
      defaultLanguage: 'nb-NO',
      fallbackChains: new Map([
        ['nn-NO', ['nb-NO', 'en-US']],
        ['nb-NO', ['nn-NO', 'en-US']],
        ['en-US', ['nb-NO', 'nn-NO']],
      ]),
      reviewRequired: [],
      bundlesPublishedOnly: false,
      apiKeys: new Map(),
      readsRequireKey: false,
      authFailureLimit: 20,
      authFailureWindowS: 60,
      warnings: [],
      rateLimitPerMinute: undefined,
      rateLimitRedisUrl: undefined,
      trustProxy: false,
      webhookAllowPrivate: false,
      webhookRetryBaseMs: 5_000,
      webhookDisableAfterS: 259_200,
      webhookTimeoutMs: 10_000,
      corsOrigins: [],
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      pgConnectTimeoutMs: 1_000,
      pgQueryTimeoutMs: 1_500,
      pgStartTimeoutS: 30,
      warmUpRounds: 30,
      shutdownDrainMs: 1_000,
      nynorskStyle: 'e',
      apertiumModes: '/usr/share/apertium/modes',
      apertiumPipelines: 1,
      serveEditor: true,
      maxStreams: 100,
      textChecks: true,
      checksBlocking: [],
      metrics: true,
      securityHeaders: true,
      requestIdHeader: true,
    })
    assert.ok(Object.isFrozen(config))
  })

  it('reads each setting from its variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db.internal:5433/content',
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      BODY_LIMIT: '2048',
      PG_POOL_MAX: '4',
      APERTIUM_PIPELINES: '2',
    })

    assert.equal(config.port, 9000)
    assert.equal(config.host, '0.0.0.0')
    assert.deepEqual(config.store, { kind: 'postgres', url: 'postgres://app@db.internal:5433/content' })
    assert.equal(config.environment, 'development')
    assert.equal(config.logLevel, 'debug')
    assert.equal(config.bodyLimit, 2048)
    assert.equal(config.pgPoolMax, 4)
    assert.equal(config.apertiumPipelines, 2)
  })

  it('serves the editor unless SERVE_EDITOR=false, and ignores EDITOR (npm sets it to vi)', () => {
    assert.equal(loadConfig({ EDITOR: 'vi' }).serveEditor, true)
    assert.equal(loadConfig({ SERVE_EDITOR: 'false' }).serveEditor, false)
    assert.throws(
      () => loadConfig({ SERVE_EDITOR: 'no' }),
      /SERVE_EDITOR: "no" is not allowed; expected one of true, false/,
    )
  })

  it('takes TEXT_CHECKS on or off, and CHECKS_BLOCKING as check ids, refusing an unknown one in one line', () => {
    assert.equal(loadConfig({ TEXT_CHECKS: 'off' }).textChecks, false)
    assert.deepEqual(loadConfig({ CHECKS_BLOCKING: 'placeholders, maxLength,placeholders' }).checksBlocking, [
      'placeholders',
      'maxLength',
    ])
    assert.throws(
      () => loadConfig({ CHECKS_BLOCKING: 'placeholders,spelling' }),
      (error: Error) =>
        error instanceof ConfigError &&
        !error.message.includes('\n') &&
        /^CHECKS_BLOCKING: "spelling" is not a check; expected check ids separated by commas \(placeholders, markup, /.test(
          error.message,
        ),
    )
    assert.throws(
      () => loadConfig({ TEXT_CHECKS: 'no' }),
      /TEXT_CHECKS: "no" is not allowed; expected one of on, off/,
    )
  })

  it('takes METRICS, SECURITY_HEADERS and REQUEST_ID on or off', () => {
    const off = loadConfig({ METRICS: 'off', SECURITY_HEADERS: 'off', REQUEST_ID: 'off' })
    assert.deepEqual([off.metrics, off.securityHeaders, off.requestIdHeader], [false, false, false])
    assert.throws(
      () => loadConfig({ METRICS: 'false' }),
      /METRICS: "false" is not allowed; expected one of on, off/,
    )
  })

  it('takes MAX_STREAMS as a whole number of at least 1', () => {
    assert.equal(loadConfig({ MAX_STREAMS: '2' }).maxStreams, 2)
    assert.throws(
      () => loadConfig({ MAX_STREAMS: '0' }),
      /MAX_STREAMS: "0" is not allowed; expected a whole number from 1 to 100000/,
    )
  })

  it('takes SEARCH_DICTIONARY as none or hunspell .dic files, unset for the default lists', () => {
    assert.equal(loadConfig({}).searchDictionary, undefined)
    assert.deepEqual(loadConfig({ SEARCH_DICTIONARY: 'none' }).searchDictionary, [])
    assert.deepEqual(loadConfig({ SEARCH_DICTIONARY: '/a/nb_NO.dic, /b/nn_NO.dic' }).searchDictionary, [
      '/a/nb_NO.dic',
      '/b/nn_NO.dic',
    ])
    assert.throws(
      () => loadConfig({ SEARCH_DICTIONARY: '/usr/share/hunspell/nb_NO.aff' }),
      /SEARCH_DICTIONARY: "\/usr\/share\/hunspell\/nb_NO.aff" is not allowed; expected none, or hunspell .dic files/,
    )
  })

  it('accepts sqlite:<path> and postgresql:// forms', () => {
    assert.deepEqual(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/cs/store.db' }).store, {
      kind: 'sqlite',
      path: '/var/lib/cs/store.db',
    })
    assert.equal(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).store.kind, 'postgres')
  })

  it('refuses any other store scheme, naming DATABASE_URL and the accepted forms without echoing the value', () => {
    for (const url of [
      'mysql://root:hunter2@h/db',
      'sqlite:',
      'sqlite::memory:',
      'postgres://u@h',
      'file.db',
    ]) {
      assert.throws(
        () => loadConfig({ DATABASE_URL: url }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.startsWith('DATABASE_URL') &&
          error.message.includes('sqlite:<path>') &&
          error.message.includes('postgres://') &&
          !error.message.includes('hunter2'),
        url,
      )
    }
  })

  it('reads API keys from a variable and a file, rate limit, CORS origins and timeouts', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const dir = await mkdtemp(`${tmpdir()}/content-store-keys-`)
    await writeFile(`${dir}/keys`, '# operators\nreader-key-0123456789:read\n\n')
    const config = loadConfig({
      API_KEYS: 'writer-key-0123456789:write',
      API_KEYS_FILE: `${dir}/keys`,
      READS_REQUIRE_KEY: 'true',
      RATE_LIMIT: '120',
      CORS_ORIGINS: 'https://www.example.no, http://localhost:5173',
      REQUEST_TIMEOUT_MS: '5000',
    })

    assert.deepEqual(
      config.apiKeys,
      new Map([
        ['writer-key-0123456789', { name: 'key-1', scope: 'write', languages: '*' }],
        ['reader-key-0123456789', { name: 'key-2', scope: 'read', languages: '*' }],
      ]),
    )
    assert.equal(config.readsRequireKey, true)
    assert.equal(config.rateLimitPerMinute, 120)
    assert.deepEqual(config.corsOrigins, ['https://www.example.no', 'http://localhost:5173'])
    assert.equal(config.requestTimeoutMs, 5000)
  })

  it('reads TRUST_PROXY as true, false, a hop count or proxy addresses, and RATE_LIMIT_REDIS_URL', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true)
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2)
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy, [
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ])
    assert.equal(
      loadConfig({ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379/2' }).rateLimitRedisUrl,
      'redis://127.0.0.1:6379/2',
    )
    assert.equal(loadConfig({ PG_START_TIMEOUT_S: '0' }).pgStartTimeoutS, 0)
    assert.equal(loadConfig({ WARM_UP_ROUNDS: '0' }).warmUpRounds, 0)
  })

  it('refuses a key given twice, with one scope or two, naming where; warns of low-entropy keys', () => {
    const key = 'writer-key-0123456789abcdef'
    for (const [env, where] of [
      [{ API_KEYS: `${key}:write,${key}:read` }, /^API_KEYS: entry 2 repeats the key of API_KEYS entry 1;/],
      [{ API_KEYS: `${key}:read,other-key-0123456789:read,${key}:read` }, /^API_KEYS: entry 3 repeats/],
    ] as const) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) =>
          error instanceof ConfigError && where.test(error.message) && !error.message.includes(key),
        JSON.stringify(env),
      )
    }
    const weak = loadConfig({ API_KEYS: `aaaaaaaaaaaaaaaa:write,${key}:read,abcabcabcabcabcabc:read` })
    assert.equal(weak.apiKeys.size, 3, 'a weak key is a warning, not a refusal')
    assert.equal(weak.warnings.length, 2)
    assert.match(weak.warnings[0] ?? '', /^API_KEYS: entry 1 is a low-entropy key \(about 0 bits/)
    assert.match(weak.warnings[1] ?? '', /^API_KEYS: entry 3 is a low-entropy key/)
    assert.ok(!weak.warnings.join().includes('aaaa') && !weak.warnings.join().includes('abcabc'))
    // Random keys of the shortest length allowed pass: 16 characters of base64 and of hex.
    assert.deepEqual(loadConfig({ API_KEYS: 'q7Zp2LxV9mKc4RtW:write,3f9a0c7e1b5d2e84:read' }).warnings, [])
  })

  it('reads named keys and keys limited to languages, in canonical spelling; unnamed keys by their place', () => {
    const config = loadConfig({
      API_KEYS:
        'anna:translator-key-0123456789:write:nn-no+EN-us,reviewer-key-0123456789:review:nn-NO,' +
        'app:reader-key-0123456789:read,ops@example.no:operator-key-0123456789:review',
    })
    assert.deepEqual(
      config.apiKeys,
      new Map([
        ['translator-key-0123456789', { name: 'anna', scope: 'write', languages: ['nn-NO', 'en-US'] }],
        ['reviewer-key-0123456789', { name: 'key-2', scope: 'review', languages: ['nn-NO'] }],
        ['reader-key-0123456789', { name: 'app', scope: 'read', languages: '*' }],
        ['operator-key-0123456789', { name: 'ops@example.no', scope: 'review', languages: '*' }],
      ]),
    )
  })

  it('refuses a malformed scope, a read key with languages, a bad language and a name given twice', () => {
    const key = 'translator-key-0123456789'
    for (const [keys, message] of [
      [`anna:${key}:write:nn_NO`, /^API_KEYS: entry 1 is malformed: "nn_NO" is not a language tag;/],
      [`anna:${key}:read:nn-NO`, /^API_KEYS: entry 1 is malformed: a read key takes no languages;/],
      [`anna:${key}:admin`, /^API_KEYS: entry 1 is malformed; expected/],
      [`an na:${key}:write`, /^API_KEYS: entry 1 is malformed: its name is malformed;/],
      [`anna:${key}:write:nn-NO:extra`, /^API_KEYS: entry 1 is malformed;/],
      [
        `anna:${key}:write,anna:other-key-0123456789:read`,
        /^API_KEYS: entry 2 repeats the name "anna" of API_KEYS entry 1;/,
      ],
      // An unnamed key is named by its place: a name that takes another's place is a repeat too.
      [
        `${key}:write,key-1:other-key-0123456789:read`,
        /^API_KEYS: entry 2 repeats the name "key-1" of API_KEYS entry 1;/,
      ],
    ] as const) {
      assert.throws(
        () => loadConfig({ API_KEYS: keys }),
        (error: unknown) =>
          error instanceof ConfigError && message.test(error.message) && !error.message.includes(key),
        keys,
      )
    }
  })

  it('refuses the same key in API_KEYS and API_KEYS_FILE; a server so configured exits with one line', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const dir = await mkdtemp(`${tmpdir()}/content-store-keys-`)
    await writeFile(`${dir}/keys`, 'writer-key-0123456789:read\n')
    const env = { API_KEYS: 'writer-key-0123456789:write', API_KEYS_FILE: `${dir}/keys` }
    assert.throws(
      () => loadConfig(env),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.startsWith('API_KEYS_FILE: entry 1 repeats the key of API_KEYS entry 1'),
    )
    const server = spawnServer({ ...env, DATABASE_URL: `sqlite:${dir}/store.db` })
    assert.equal(await server.exited, 2)
    assert.equal(
      server.stderr(),
      'content-store: invalid configuration: API_KEYS_FILE: entry 1 repeats the key of API_KEYS entry 1; give each key once\n',
    )
  })

  it('never echoes an API key in its error', () => {
    assert.throws(
      () => loadConfig({ API_KEYS: 'secret-secret-secret:root' }),
      (error: unknown) => error instanceof ConfigError && !error.message.includes('secret-secret'),
    )
  })

  it('reads fallback chains and the default language in canonical spelling', () => {
    const config = loadConfig({
      FALLBACK_CHAINS: 'NN-no:nb-no ; se-no:nb-NO,nn-NO',
      DEFAULT_LANGUAGE: 'nn-no',
    })

    assert.equal(config.defaultLanguage, 'nn-NO')
    assert.deepEqual(
      config.fallbackChains,
      new Map([
        ['nn-NO', ['nb-NO']],
        ['se-NO', ['nb-NO', 'nn-NO']],
      ]),
    )
  })

  it('refuses, once the store is open, configured languages the store does not have', () => {
    const config = loadConfig({ FALLBACK_CHAINS: 'se-NO:nb-NO' })

    assert.throws(
      () => checkConfiguredLanguages(config, ['nb-NO', 'nn-NO', 'en-US']),
      (error: unknown) =>
        error instanceof ConfigError && /^FALLBACK_CHAINS: se-NO is not/.test(error.message),
    )
    assert.throws(
      () => checkConfiguredLanguages(loadConfig({ DEFAULT_LANGUAGE: 'da-DK' }), ['nb-NO', 'nn-NO', 'en-US']),
      (error: unknown) => error instanceof ConfigError && error.message.startsWith('DEFAULT_LANGUAGE'),
    )
    checkConfiguredLanguages(loadConfig({}), ['nb-NO', 'nn-NO', 'en-US'])
  })

  it('reads the review policy: languages or *, and bundles published by default once review is required', () => {
    const some = loadConfig({ REVIEW_REQUIRED: ' nn-no , en-US' })
    assert.deepEqual(some.reviewRequired, ['nn-NO', 'en-US'])
    assert.equal(some.bundlesPublishedOnly, true)

    const every = loadConfig({ REVIEW_REQUIRED: '*', BUNDLES_PUBLISHED_ONLY: 'false' })
    assert.equal(every.reviewRequired, '*')
    assert.equal(every.bundlesPublishedOnly, false)

    // Without a policy, published bundles may still be asked for by default.
    assert.equal(loadConfig({ BUNDLES_PUBLISHED_ONLY: 'true' }).bundlesPublishedOnly, true)

    for (const [env, message] of [
      [{ REVIEW_REQUIRED: 'nn-NO,not a tag' }, /^REVIEW_REQUIRED: "not a tag" is not a well-formed BCP 47/],
      [
        { REVIEW_REQUIRED: 'nn-NO,NN-no' },
        /^REVIEW_REQUIRED: nn-NO is named twice; expected \* or language codes/,
      ],
      [
        { BUNDLES_PUBLISHED_ONLY: 'yes' },
        /^BUNDLES_PUBLISHED_ONLY: "yes" is not allowed; expected one of true, false/,
      ],
    ] as const) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && message.test(error.message),
      )
    }
    assert.throws(
      () =>
        checkConfiguredLanguages(loadConfig({ REVIEW_REQUIRED: 'nn-NO,se-NO' }), ['nb-NO', 'nn-NO', 'en-US']),
      (error: unknown) =>
        error instanceof ConfigError &&
        /^REVIEW_REQUIRED: se-NO is not a language of the store/.test(error.message),
    )
    checkConfiguredLanguages(loadConfig({ REVIEW_REQUIRED: '*' }), ['nb-NO', 'nn-NO', 'en-US'])
  })

  it('refuses out-of-range or malformed numbers and unknown names', () => {
    const bad: Record<string, string>[] = [
      { PORT: '70000' },
      { PORT: 'eighty' },
      { PORT: '-1' },
      { BODY_LIMIT: '0' },
      { BODY_LIMIT: '1.5' },
      { WARM_UP_ROUNDS: '-1' },
      { PG_POOL_MAX: '0' },
      { APERTIUM_PIPELINES: '0' },
      { SQLITE_SYNCHRONOUS: 'OFF' },
      { API_KEYS: 'short:write' },
      { API_KEYS: 'abcdefghijklmnopqrstuvwxyz:admin' },
      { API_KEYS_FILE: '/nonexistent/keys' },
      { READS_REQUIRE_KEY: 'yes' },
      { RATE_LIMIT: '0' },
      { AUTH_FAILURE_LIMIT: '-1' },
      { AUTH_FAILURE_WINDOW_S: '0' },
      { RATE_LIMIT_REDIS_URL: 'http://127.0.0.1:6379' },
      { TRUST_PROXY: 'yes' },
      { TRUST_PROXY: '10.0.0.0/33' },
      { PG_START_TIMEOUT_S: '-1' },
      { CORS_ORIGINS: 'https://example.no/path' },
      { CORS_ORIGINS: '*' },
      { REQUEST_TIMEOUT_MS: '5' },
      { NODE_ENV: 'staging' },
      { LOG_LEVEL: 'verbose' },
      { DEFAULT_LANGUAGE: 'nb_NO' },
      { FALLBACK_CHAINS: 'nn-NO' },
      { FALLBACK_CHAINS: 'nn-NO:nb_NO' },
      { FALLBACK_CHAINS: 'nn-NO:nn-NO' },
      { FALLBACK_CHAINS: 'nn-NO:nb-NO;nn-NO:en-US' },
    ]
    for (const env of bad) {
      const [name] = Object.keys(env)
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && error.message.startsWith(`${name}:`),
        JSON.stringify(env),
      )
    }
  })
})
