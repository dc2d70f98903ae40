// Where a webhook may be sent: http(s) URLs whose host is, or resolves only to, public unicast addresses. The
// rule is checked when a subscription is made and again on each connection (src/services/webhooks/webhook-connection.ts), with
// the address the name resolves to then. The special-purpose ranges of IANA's registries for both families come
// from ipaddr.js (`range()`), which keeps them as new RFCs add ranges; an address is public when ipaddr.js
// calls it plain `unicast` and, for IPv6, it lies in the global unicast space 2000::/3 (the rest of the IPv6
// space is reserved by the IETF). IPv6 forms that carry an IPv4 address are judged by that address, since
// traffic to them reaches it: IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, IPv4-compatible
// ::a.b.c.d, NAT64 64:ff9b::/96 and 6to4 2002::/16. Teredo (2001::/32) and local-use NAT64 (64:ff9b:1::/48)
// are refused outright: what they reach is not in the address in a form one can judge.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

/** ipaddr.js's range names as a sentence says them ("a … address"). */
const RANGE_NAMES: Record<string, string> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  carrierGradeNat: 'a shared (carrier-grade NAT)',
  private: 'a private',
  uniqueLocal: 'a unique-local',
  deprecatedSiteLocal: 'a site-local',
  reserved: 'a reserved (documentation, benchmarking or IETF)',
  benchmarking: 'a benchmarking',
  discard: 'a discard-only',
  teredo: 'a Teredo tunnel',
  rfc6052: 'a local-use NAT64',
}

const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255])

/** The IPv4 address an IPv6 one carries (and through which it reaches it), if it is of such a form. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts as [number, number, number, number, number, number, number, number]
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return v4(p[6], p[7])
    case '6to4':
      return v4(p[1], p[2])
    case 'rfc6052':
      return address.match(NAT64) ? v4(p[6], p[7]) : undefined
    case 'unspecified':
    case 'loopback':
      // :: and ::1 are themselves, not IPv4-compatible forms.
      return undefined
  }
  // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291 but still parsed and routed by some stacks).
  return p.slice(0, 6).every((part) => part === 0) ? v4(p[6], p[7]) : undefined
}

/** What kind of address, not a public one, this is ("a loopback address"); undefined for a public one. */
function kindRefused(address: ipaddr.IPv4 | ipaddr.IPv6): string | undefined {
  const range = address.range()
  if (range === 'unicast') {
    if (address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST)) return undefined
    return 'an address outside the global unicast range 2000::/3'
  }
  return `${RANGE_NAMES[range] ?? 'a special-purpose'} address`
}

/** Why a webhook may not be sent to an IP address ("127.0.0.1 is a loopback address"), or undefined. */
export function addressRefusal(address: string): string | undefined {
  if (isIP(address) === 0) return `${address} is not an IP address`
  const parsed = ipaddr.parse(address)
  const inner = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : undefined
  if (inner) {
    const kind = kindRefused(inner)
    return kind && `${address} carries ${inner.toString()}, ${kind}`
  }
  const kind = kindRefused(parsed)
  return kind && `${address} is ${kind}`
}

/** Why a URL may not be a webhook target, or undefined when it may. */
export async function targetProblem(url: string, allowPrivate: boolean): Promise<string | undefined> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https URL'
  if (parsed.username || parsed.password) return 'must not carry credentials'
  if (allowPrivate) return undefined
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  } catch {
    return `names a host that does not resolve (${host})`
  }
  for (const address of addresses) {
    const why = addressRefusal(address)
    if (why) return `leads to an address that is not public (${why})`
  }
  return undefined
}
