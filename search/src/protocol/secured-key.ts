import { createHmac, timingSafeEqual } from 'node:crypto'
import net from 'node:net'
import { HttpError } from './http-error'

/**
 * What a secured API key embeds, read back from the key. Every other embedded parameter is a search
 * parameter, kept as the text it was serialised to (lists comma-separated), which is how the search
 * parameters of a legacy `params` string arrive too.
 */
export interface KeyRestrictions {
  /** The key the secured key was derived from; its rights are the secured key's rights. */
  parentKey: string
  /** ANDed with the filters of every request. */
  filters?: string
  /** Index names or patterns with a leading and/or trailing `*`. An empty list allows no index. */
  restrictIndices?: string[]
  /** Seconds since the Unix epoch. */
  validUntil?: number
  /** IP addresses or CIDR ranges, comma-separated, that may use the key. */
  restrictSources?: string
  userToken?: string
  /** Every other embedded parameter; each one replaces the request's. */
  searchParams: Record<string, string>
}

/** The length of a hex SHA-256 HMAC, which a secured key starts with. */
const HMAC_HEX_LENGTH = 64
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Reads a secured API key as the official clients' `generateSecuredApiKey` makes it:
 * base64(hex(HMAC-SHA256(parentKey, queryString)) + queryString), where the query string holds the
 * restrictions and any search parameters, names sorted, values URI-encoded, lists comma-joined.
 * Returns null when `apiKey` isn't a secured key of one of `parentKeys`; throws a 400 when it is one
 * but has expired, as Algolia answers.
 */
export function readSecuredApiKey(apiKey: string, parentKeys: readonly string[], now: Date): KeyRestrictions | null {
  if (!BASE64.test(apiKey)) return null
  const decoded = Buffer.from(apiKey, 'base64')
  if (decoded.length <= HMAC_HEX_LENGTH) return null
  const givenHmac = decoded.subarray(0, HMAC_HEX_LENGTH)
  const queryString = decoded.subarray(HMAC_HEX_LENGTH)
  const parentKey = parentKeys.find((candidate) => candidate !== '' && timingSafeEqual(Buffer.from(hmacHex(candidate, queryString)), givenHmac))
  if (parentKey === undefined) return null

  const restrictions = parseRestrictions(parentKey, queryString.toString('utf8'))
  if (restrictions.validUntil !== undefined && restrictions.validUntil * 1000 <= now.getTime()) {
    // Algolia's own answer to an expired secured key.
    throw new HttpError(400, 'validUntil parameter expired (less than current date)')
  }
  return restrictions
}

/** Whether a restrictIndices pattern names `indexName`: exactly, or with a leading and/or trailing `*`. */
export function indexPatternMatches(pattern: string, indexName: string): boolean {
  const anyPrefix = pattern.startsWith('*')
  const anySuffix = pattern.length > 1 && pattern.endsWith('*')
  const core = pattern.slice(anyPrefix ? 1 : 0, anySuffix ? -1 : undefined)
  if (anyPrefix && anySuffix) return indexName.includes(core)
  if (anyPrefix) return indexName.endsWith(core)
  if (anySuffix) return indexName.startsWith(core)
  return indexName === pattern
}

/** Whether `remoteAddress` is one of the key's sources: IPv4 or IPv6 addresses or CIDR ranges, comma-separated. */
export function sourceAllowed(restrictSources: string, remoteAddress: string): boolean {
  const allowed = new net.BlockList()
  for (const source of restrictSources
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = source.split('/')
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
    if (!type) continue
    if (prefix === undefined) allowed.addAddress(address, type)
    else if (/^\d+$/.test(prefix)) allowed.addSubnet(address, Number(prefix), type)
  }
  const type = net.isIPv4(remoteAddress) ? 'ipv4' : net.isIPv6(remoteAddress) ? 'ipv6' : null
  return type !== null && allowed.check(remoteAddress, type)
}

function hmacHex(parentKey: string, message: Buffer): string {
  return createHmac('sha256', parentKey).update(message).digest('hex')
}

function parseRestrictions(parentKey: string, queryString: string): KeyRestrictions {
  const restrictions: KeyRestrictions = { parentKey, searchParams: {} }
  const seen = new Set<string>()
  for (const [name, value] of new URLSearchParams(queryString)) {
    // The official clients never repeat a name; guessing which value was meant could drop a filter.
    if (seen.has(name)) throw new HttpError(400, `The secured API key embeds ${name} more than once`)
    seen.add(name)
    if (name === 'filters') restrictions.filters = value
    else if (name === 'restrictIndices')
      restrictions.restrictIndices = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    else if (name === 'validUntil') restrictions.validUntil = unixSeconds(value)
    else if (name === 'restrictSources') restrictions.restrictSources = value
    else if (name === 'userToken') restrictions.userToken = value
    else restrictions.searchParams[name] = value
  }
  return restrictions
}

function unixSeconds(text: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value)) throw new HttpError(400, 'validUntil of the secured API key must be a Unix timestamp in seconds')
  return value
}
