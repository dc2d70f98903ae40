// Whether an Accept header (RFC 9110 §12.5.1) lets a client have a media type: no header at all, or a range
// that matches it (`type/subtype`, `type/*` or `*/*`, with or without parameters), the most specific match
// deciding, with a q above 0. Hand-written rather than `negotiator`: that one refuses `text/event-stream;
// charset=utf-8` for a type offered without parameters, and one media type needs no negotiation.

/** How closely a range matches the type: 2 exactly, 1 by `type/*`, 0 by `*\/*`, -1 not at all. */
function specificity(range: string, type: string, subtype: string): number {
  const [rangeType, rangeSubtype] = range.split('/')
  if (rangeType === type && rangeSubtype === subtype) return 2
  if (rangeType === type && rangeSubtype === '*') return 1
  if (rangeType === '*' && rangeSubtype === '*') return 0
  return -1
}

export function acceptsMediaType(header: string | undefined, mediaType: string): boolean {
  if (header === undefined || header.trim() === '') return true
  const [type = '', subtype = ''] = mediaType.toLowerCase().split('/')
  let best: { specificity: number; q: number } | undefined
  for (const element of header.split(',')) {
    const [range = '', ...parameters] = element.split(';').map((part) => part.trim().toLowerCase())
    const matched = specificity(range, type, subtype)
    if (matched < 0) continue
    let q = 1
    for (const parameter of parameters) {
      const weight = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(parameter)
      if (weight?.[1]) q = Number(weight[1])
    }
    if (!best || matched > best.specificity) best = { specificity: matched, q }
    else if (matched === best.specificity) best.q = Math.max(best.q, q)
  }
  return best !== undefined && best.q > 0
}
