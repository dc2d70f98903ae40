// The security headers of every answer, computed once with helmet for each kind of answer (the API's JSON,
// and pages that run scripts, such as Swagger UI in development) and set as they are on each request. Helmet
// itself, as @fastify/helmet applies it, would parse its options anew for every request.
//
// Their names are kept in lower case, as Fastify stores a reply's headers (and as they go on the wire): a
// name already in lower case is the same string after Fastify's toLowerCase, so setting it makes no new
// string per request. The routes write the names they set in lower case for the same reason.
import helmet, { type HelmetOptions } from 'helmet'

/** What helmet sets for these options, read once from a response that records the headers it is given. */
function headersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as never, recorder as never, () => {})
  return Object.freeze(headers)
}

/**
 * The API answers JSON, which needs no sources at all: a CSP of `default-src 'none'`. With `crossOrigin`,
 * browsers may read answers from other origins (where CORS allows them).
 *
 * The headers OWASP's REST Security Cheat Sheet asks of every API answer (CSP with `frame-ancestors 'none'`,
 * HSTS, `nosniff`, `X-Frame-Options: DENY`), the resource policy, and `Referrer-Policy`; not helmet's headers that
 * only a document or a download opened in a browser heeds (`Cross-Origin-Opener-Policy`,
 * `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control`, `X-Download-Options`, `X-Permitted-Cross-Domain-Policies`,
 * `X-XSS-Protection`): on JSON they do nothing, and they were half the bytes of a small answer's headers.
 * Pages (below) keep them all.
 */
export function apiSecurityHeaders(crossOrigin = false): Readonly<Record<string, string>> {
  return headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    // As frame-ancestors 'none' says, for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
}

/**
 * Pages with their own scripts and styles: Swagger UI needs some of them inline (`inline`); the editor
 * (`/editor/`) runs only its own bundled script and style sheet, from files of this origin.
 */
export function pageSecurityHeaders(options: { inline: boolean }): Readonly<Record<string, string>> {
  const sources = options.inline ? ["'self'", "'unsafe-inline'"] : ["'self'"]
  return headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: sources,
        styleSrc: sources,
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  })
}

/** For answers given outside Fastify's hooks (errors of Node's HTTP parser, undecodable URLs). */
export const BASELINE_SECURITY_HEADERS = apiSecurityHeaders()
