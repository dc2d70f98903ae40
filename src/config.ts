import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { CHECK_IDS, type CheckIdName, isCheckId } from './rules/checks/check-ids.js'
import { type ApiKey, KEY_ENTRY_FORMAT, parseKeyEntry, unnamedKeyName } from './rules/key-scopes.js'
import {
  canonicalLanguageCode,
  DEFAULT_FALLBACK_CHAINS,
  type FallbackChains,
  parseFallbackChains,
} from './rules/languages.js'
import { parseReviewRequired, REVIEW_REQUIRED_FORMAT, type ReviewRequired } from './rules/review-policy.js'

// The only reader of process.env. Every setting is parsed and validated once, at start; a bad value
// throws a ConfigError that names the variable and what it accepts, and server.ts exits non-zero on it.

export type StoreLocation = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

export type Environment = 'development' | 'production' | 'test'

export type Config = Readonly<{
  port: number
  host: string
  store: StoreLocation
  environment: Environment
  logLevel: string
  bodyLimit: number
  pgPoolMax: number
  /** SQLite durability: FULL (default) survives power loss, NORMAL only a crash of the process. */
  sqliteSynchronous: 'FULL' | 'NORMAL'
  /**
   * The hunspell .dic files Norwegian compounds are split by (store/search-dictionary.ts): undefined for
   * hunspell-no's, empty for none.
   */
  searchDictionary: readonly string[] | undefined
  /** The language served when a reader names none (no ?language=, no usable Accept-Language). */
  defaultLanguage: string
  fallbackChains: FallbackChains
  /** The languages whose texts are published only once reviewed (REVIEW_REQUIRED); [] for none. */
  reviewRequired: ReviewRequired
  /** Bundles serve published texts unless a request asks otherwise (default: true when review is required). */
  bundlesPublishedOnly: boolean
  /** API key (its secret) → its name, scope and languages. Empty: no keys, the API is open (as the original specification). */
  apiKeys: ReadonlyMap<string, ApiKey>
  /** With keys configured: whether reads need a key too (writes always do). */
  readsRequireKey: boolean
  /**
   * Failed authentications (401) per client address within authFailureWindowS past which requests that send
   * a key answer 429 until the window ends; 0: no limit.
   */
  authFailureLimit: number
  authFailureWindowS: number
  /** Things worth an operator's attention that do not stop the start (low-entropy API keys); logged at start. */
  warnings: readonly string[]
  /** Requests per minute per client address; undefined: no limit. */
  rateLimitPerMinute: number | undefined
  /** A Redis server that keeps the rate limit's counts, shared by every instance; undefined: in memory. */
  rateLimitRedisUrl: string | undefined
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | number | string[]
  /** Webhooks may target addresses that are not public (src/services/webhooks/webhook-target.ts), for tests and closed networks. */
  webhookAllowPrivate: boolean
  /** The first retry of a failed webhook delivery waits about this long; each next one twice as long. */
  webhookRetryBaseMs: number
  /** A subscription failing for this long is disabled. */
  webhookDisableAfterS: number
  /**
   * A webhook delivery must be answered within this many ms. It also sets the lease an instance holds on a
   * subscription (this plus 2 s), which is how long a crashed instance's subscriptions wait before another
   * instance takes them over.
   */
  webhookTimeoutMs: number
  /** Origins allowed by CORS; empty: CORS off (no CORS headers). */
  corsOrigins: readonly string[]
  /** The whole request, headers and body, must arrive within this many ms (slow clients are cut). */
  requestTimeoutMs: number
  /** The headers must arrive within this many ms. */
  headersTimeoutMs: number
  /** PostgreSQL: a new connection must be made, and a request's query answered, within these ms. */
  pgConnectTimeoutMs: number
  /** PostgreSQL: how long start-up waits for an unreachable server before giving up (seconds). */
  pgStartTimeoutS: number
  pgQueryTimeoutMs: number
  /** Rounds of common requests the server answers itself before it listens (src/warm-up.ts); 0: none. */
  warmUpRounds: number
  /** On SIGTERM/SIGINT: how long to drain (503 to new requests) before closing. */
  shutdownDrainMs: number
  /** Machine drafts into Nynorsk: `e` (e-infinitive, "vi"; Apertium mode nob-nno_e) or `a` (a-infinitive, nob-nno). */
  nynorskStyle: 'e' | 'a'
  /** The folder of Apertium's mode files. */
  apertiumModes: string
  /** Apertium pipelines per direction: each takes about a core when busy, and its dictionaries' memory. */
  apertiumPipelines: number
  /** Serve the editor's web page at /editor/. */
  serveEditor: boolean
  /** Change streams and long polls open at once on this instance; past it they get a 503. */
  maxStreams: number
  /** TEXT_CHECKS: quality checks and term matching on writes (off: no warnings, nothing refused). */
  textChecks: boolean
  /** CHECKS_BLOCKING: the checks whose warnings refuse a write (422) rather than only warn; [] for none. */
  checksBlocking: readonly CheckIdName[]
  /** The optional plumbing of every request (METRICS, SECURITY_HEADERS, REQUEST_ID), on unless turned off. */
  metrics: boolean
  securityHeaders: boolean
  requestIdHeader: boolean
}>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const DEFAULT_DATABASE_URL = 'sqlite:./data/content-store.db'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const ENVIRONMENTS: Environment[] = ['development', 'production', 'test']

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env): Config {
  const warnings: string[] = []
  const reviewRequired = reviewRequiredSetting(env, 'REVIEW_REQUIRED')
  return Object.freeze({
    port: integerSetting(env, 'PORT', 8080, 0, 65535),
    host: stringSetting(env, 'HOST', '127.0.0.1'),
    store: parseDatabaseUrl(env.DATABASE_URL ?? DEFAULT_DATABASE_URL),
    environment: oneOf(env, 'NODE_ENV', ENVIRONMENTS, 'production'),
    logLevel: oneOf({ LOG_LEVEL: env.LOG_LEVEL?.toLowerCase() }, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    bodyLimit: integerSetting(env, 'BODY_LIMIT', 1024 * 1024, 1, 1024 * 1024 * 1024),
    pgPoolMax: integerSetting(env, 'PG_POOL_MAX', 10, 1, 1000),
    sqliteSynchronous: oneOf(env, 'SQLITE_SYNCHRONOUS', ['FULL', 'NORMAL'] as const, 'FULL'),
    searchDictionary: dictionarySetting(env, 'SEARCH_DICTIONARY'),
    defaultLanguage: languageSetting(env, 'DEFAULT_LANGUAGE', 'nb-NO'),
    fallbackChains: chainsSetting(env, 'FALLBACK_CHAINS'),
    reviewRequired,
    bundlesPublishedOnly:
      oneOf(
        env,
        'BUNDLES_PUBLISHED_ONLY',
        ['true', 'false'] as const,
        reviewRequired === '*' || reviewRequired.length > 0 ? 'true' : 'false',
      ) === 'true',
    apiKeys: apiKeysSetting(env, warnings),
    readsRequireKey: oneOf(env, 'READS_REQUIRE_KEY', ['true', 'false'] as const, 'false') === 'true',
    authFailureLimit: integerSetting(env, 'AUTH_FAILURE_LIMIT', 20, 0, 1_000_000),
    authFailureWindowS: integerSetting(env, 'AUTH_FAILURE_WINDOW_S', 60, 1, 86_400),
    warnings,
    rateLimitPerMinute: env.RATE_LIMIT ? integerSetting(env, 'RATE_LIMIT', 0, 1, 1_000_000) : undefined,
    corsOrigins: corsSetting(env, 'CORS_ORIGINS'),
    rateLimitRedisUrl: redisSetting(env, 'RATE_LIMIT_REDIS_URL'),
    trustProxy: trustProxySetting(env, 'TRUST_PROXY'),
    webhookAllowPrivate: oneOf(env, 'WEBHOOK_ALLOW_PRIVATE', ['true', 'false'] as const, 'false') === 'true',
    webhookRetryBaseMs: integerSetting(env, 'WEBHOOK_RETRY_BASE_MS', 5_000, 10, 3_600_000),
    webhookDisableAfterS: integerSetting(env, 'WEBHOOK_DISABLE_AFTER_S', 3 * 24 * 3600, 1, 365 * 24 * 3600),
    webhookTimeoutMs: integerSetting(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: integerSetting(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    headersTimeoutMs: integerSetting(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 3_600_000),
    pgConnectTimeoutMs: integerSetting(env, 'PG_CONNECT_TIMEOUT_MS', 1_000, 100, 600_000),
    pgQueryTimeoutMs: integerSetting(env, 'PG_QUERY_TIMEOUT_MS', 1_500, 100, 3_600_000),
    pgStartTimeoutS: integerSetting(env, 'PG_START_TIMEOUT_S', 30, 0, 3600),
    warmUpRounds: integerSetting(env, 'WARM_UP_ROUNDS', 30, 0, 1000),
    shutdownDrainMs: integerSetting(env, 'SHUTDOWN_DRAIN_MS', 1_000, 0, 8_000),
    nynorskStyle: oneOf(env, 'NYNORSK_STYLE', ['e', 'a'] as const, 'e'),
    apertiumModes: stringSetting(env, 'APERTIUM_MODES', '/usr/share/apertium/modes'),
    apertiumPipelines: integerSetting(env, 'APERTIUM_PIPELINES', 1, 1, 64),
    // Not EDITOR: npm sets that to the user's text editor (vi) for every script it runs.
    serveEditor: oneOf(env, 'SERVE_EDITOR', ['true', 'false'] as const, 'true') === 'true',
    maxStreams: integerSetting(env, 'MAX_STREAMS', 100, 1, 100_000),
    textChecks: oneOf(env, 'TEXT_CHECKS', ['on', 'off'] as const, 'on') === 'on',
    checksBlocking: checksSetting(env, 'CHECKS_BLOCKING'),
    metrics: oneOf(env, 'METRICS', ['on', 'off'] as const, 'on') === 'on',
    securityHeaders: oneOf(env, 'SECURITY_HEADERS', ['on', 'off'] as const, 'on') === 'on',
    requestIdHeader: oneOf(env, 'REQUEST_ID', ['on', 'off'] as const, 'on') === 'on',
  })
}

/** `sqlite:<path>` (`sqlite::memory:` is refused: the service promises durability) or `postgres://…`. */
export function parseDatabaseUrl(value: string): StoreLocation {
  const accepted =
    'accepted forms: sqlite:<path> (e.g. sqlite:./data/content-store.db) or postgres://user@host:port/db'
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length)
    if (path === '' || path === ':memory:') {
      throw new ConfigError(`DATABASE_URL: "${value}" names no file; ${accepted}`)
    }
    return { kind: 'sqlite', path }
  }
  if (value.startsWith('postgres://') || value.startsWith('postgresql://')) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new ConfigError(`DATABASE_URL: not a valid URL; ${accepted}`)
    }
    if (url.pathname.replace(/^\//, '') === '') {
      throw new ConfigError(`DATABASE_URL: the PostgreSQL URL names no database; ${accepted}`)
    }
    return { kind: 'postgres', url: value }
  }
  // The value itself is not echoed: it may hold a password.
  throw new ConfigError(`DATABASE_URL: unsupported scheme; ${accepted}`)
}

/**
 * A key's strength as length × log2(its distinct characters), in bits: it cannot tell a random key from a
 * well-chosen phrase, but it catches keys made of one character or a short cycle (`aaaaaaaaaaaaaaaa`,
 * `abcabcabc…`), which the length rule lets through. A random key of 16 or more characters from A-Z a-z 0-9
 * (or hex) is far above the bar.
 */
const LOW_ENTROPY_BITS = 48
const estimatedBits = (key: string) => key.length * Math.log2(Math.max(1, new Set(key).size))

/**
 * API_KEYS="anna:<key>:write:nn-NO,<key>:read" or API_KEYS_FILE=path with one entry per line (# comments);
 * the entries' form is key-scopes.ts's. Unnamed keys are named key-1, key-2, … by their place in the
 * variable, then the file.
 */
function apiKeysSetting(env: Env, warnings: string[]): ReadonlyMap<string, ApiKey> {
  const keys = new Map<string, ApiKey>()
  /** Where each key and each name was given, to name the first place of a duplicate without echoing the key. */
  const givenAt = new Map<string, string>()
  const namedAt = new Map<string, string>()
  const sources: [string, string[]][] = []
  if (env.API_KEYS) sources.push(['API_KEYS', env.API_KEYS.split(',')])
  if (env.API_KEYS_FILE) {
    let text: string
    try {
      text = readFileSync(env.API_KEYS_FILE, 'utf8')
    } catch (error) {
      throw new ConfigError(
        `API_KEYS_FILE: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      )
    }
    sources.push(['API_KEYS_FILE', text.split('\n').filter((line) => !line.trim().startsWith('#'))])
  }
  for (const [source, entries] of sources) {
    for (const [index, entry] of entries.entries()) {
      if (entry.trim() === '') continue
      const here = `${source} entry ${index + 1}`
      const parsed = parseKeyEntry(entry, unnamedKeyName(keys.size + 1))
      // The entry itself is not echoed: it holds a key.
      if ('error' in parsed) {
        throw new ConfigError(
          `${source}: entry ${index + 1} is ${parsed.error === 'malformed' ? 'malformed' : `malformed: ${parsed.error}`}; expected ${KEY_ENTRY_FORMAT}`,
        )
      }
      const { secret, ...key } = parsed
      const first = givenAt.get(secret)
      // The same key twice, perhaps with two scopes: which one was meant cannot be told.
      if (first !== undefined)
        throw new ConfigError(`${source}: entry ${index + 1} repeats the key of ${first}; give each key once`)
      const sameName = namedAt.get(key.name)
      // Two keys of one name could not be told apart in the history.
      if (sameName !== undefined)
        throw new ConfigError(
          `${source}: entry ${index + 1} repeats the name "${key.name}" of ${sameName}; name each key once`,
        )
      givenAt.set(secret, here)
      namedAt.set(key.name, here)
      keys.set(secret, key)
      const bits = estimatedBits(secret)
      if (bits < LOW_ENTROPY_BITS) {
        warnings.push(
          `${source}: entry ${index + 1} is a low-entropy key (about ${Math.floor(bits)} bits by its length and ` +
            `distinct characters, below ${LOW_ENTROPY_BITS}); use a random key, e.g. openssl rand -base64 32`,
        )
      }
    }
  }
  return keys
}

function redisSetting(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) {
    throw new ConfigError(`${name}: "${raw}" is not a Redis URL; expected redis://host[:port][/db]`)
  }
  return raw
}

/** `true`, `false`, a number of proxy hops, or addresses and CIDR ranges of the proxies, comma-separated. */
function trustProxySetting(env: Env, name: string): boolean | number | string[] {
  const raw = env[name]?.trim()
  if (!raw || raw === 'false') return false
  if (raw === 'true') return true
  if (/^\d{1,2}$/.test(raw)) return Number(raw)
  const list = raw.split(',').map((entry) => entry.trim())
  for (const entry of list) {
    const [address = '', bits, ...rest] = entry.split('/')
    const version = isIP(address)
    const maxBits = version === 6 ? 128 : 32
    if (
      version === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))
    ) {
      throw new ConfigError(
        `${name}: "${entry}" is not an address or CIDR range; expected true, false, a hop count, or addresses, comma-separated`,
      )
    }
  }
  return list
}

function corsSetting(env: Env, name: string): string[] {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return []
  return raw.split(',').map((origin) => {
    const trimmed = origin.trim()
    let url: URL | undefined
    try {
      url = new URL(trimmed)
    } catch {
      url = undefined
    }
    if (!url || url.origin !== trimmed) {
      throw new ConfigError(
        `${name}: "${trimmed}" is not an origin; expected scheme://host[:port], comma-separated`,
      )
    }
    return trimmed
  })
}

function languageSetting(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const canonical = canonicalLanguageCode(raw)
  if (canonical === undefined) {
    throw new ConfigError(
      `${name}: "${raw}" is not allowed; expected a well-formed BCP 47 language tag such as nb-NO`,
    )
  }
  return canonical
}

function chainsSetting(env: Env, name: string): FallbackChains {
  const raw = env[name]
  try {
    return parseFallbackChains(raw === undefined || raw === '' ? DEFAULT_FALLBACK_CHAINS : raw)
  } catch (error) {
    throw new ConfigError(
      `${name}: ${(error as Error).message}; expected language:fallback,fallback;… such as ${DEFAULT_FALLBACK_CHAINS}`,
    )
  }
}

function reviewRequiredSetting(env: Env, name: string): ReviewRequired {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return []
  try {
    return parseReviewRequired(raw)
  } catch (error) {
    throw new ConfigError(`${name}: ${(error as Error).message}; expected ${REVIEW_REQUIRED_FORMAT}`)
  }
}

/** Every language the configuration names must be in the store; checked once the store is open. */
export function checkConfiguredLanguages(
  config: Pick<Config, 'defaultLanguage' | 'fallbackChains' | 'reviewRequired'>,
  known: readonly string[],
): void {
  const missing = configuredLanguagesMissing(config, known)
  if (missing !== undefined) throw new ConfigError(missing)
}

/** What checkConfiguredLanguages refuses (the setting, and the languages it names that are not known), if any. */
export function configuredLanguagesMissing(
  config: Pick<Config, 'defaultLanguage' | 'fallbackChains' | 'reviewRequired'>,
  known: readonly string[],
): string | undefined {
  const have = new Set(known)
  if (!have.has(config.defaultLanguage)) {
    return `DEFAULT_LANGUAGE: ${config.defaultLanguage} is not a language of the store (${known.join(', ')})`
  }
  for (const [language, fallbacks] of config.fallbackChains) {
    const missing = [language, ...fallbacks].filter((code) => !have.has(code))
    if (missing.length > 0) {
      return `FALLBACK_CHAINS: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not a language of the store (${known.join(', ')}); add it with npm run cli -- languages add`
    }
  }
  if (config.reviewRequired !== '*') {
    const missing = config.reviewRequired.filter((code) => !have.has(code))
    if (missing.length > 0) {
      return `REVIEW_REQUIRED: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not a language of the store (${known.join(', ')}); add it with npm run cli -- languages add`
    }
  }
  return undefined
}

/** `none`, or .dic paths separated by commas; unset: undefined (the store's default, hunspell-no's). */
function dictionarySetting(env: Env, name: string): readonly string[] | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  if (raw === 'none') return []
  const paths = raw.split(',').map((path) => path.trim())
  if (paths.some((path) => !path.endsWith('.dic'))) {
    throw new ConfigError(
      `${name}: "${raw}" is not allowed; expected none, or hunspell .dic files separated by commas`,
    )
  }
  return paths
}

/** Check ids separated by commas (src/rules/checks/check-ids.ts); an unknown one stops the start. */
function checksSetting(env: Env, name: string): CheckIdName[] {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return []
  const ids = raw.split(',').map((id) => id.trim())
  const unknown = ids.filter((id) => !isCheckId(id))
  if (unknown.length > 0) {
    throw new ConfigError(
      `${name}: ${unknown.map((id) => `"${id}"`).join(', ')} ${unknown.length === 1 ? 'is not a check' : 'are not checks'}; expected check ids separated by commas (${CHECK_IDS.join(', ')})`,
    )
  }
  return [...new Set(ids as CheckIdName[])]
}

function stringSetting(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  return raw
}

function integerSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name}: "${raw}" is not allowed; expected a whole number from ${min} to ${max}`)
  }
  return Number(raw)
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name}: "${raw}" is not allowed; expected one of ${allowed.join(', ')}`)
  }
  return raw as T
}
