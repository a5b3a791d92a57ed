import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * What a secured API key embeds, read back from the key. Every other embedded parameter is a search
 * parameter, kept as the text it was serialised to (lists comma-separated), which is how the search
 * parameters of a legacy `params` string arrive too.
 */
export interface SecuredKeyRestrictions {
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

/** A key signed by one of the parent keys that still can't be used: expired, or embedding something twice or unreadable. */
export class UnusableSecuredApiKeyError extends Error {
  override readonly name = 'UnusableSecuredApiKeyError'
}

/** The length of a hex SHA-256 HMAC, which a secured key starts with. */
const HMAC_HEX_LENGTH = 64
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Reads a secured API key as the official clients' `generateSecuredApiKey` makes it:
 * base64(hex(HMAC-SHA256(parentKey, queryString)) + queryString), where the query string holds the
 * restrictions and any search parameters, names sorted, values URI-encoded, lists comma-joined.
 * Returns null when `apiKey` isn't a secured key of one of `parentKeys`; throws UnusableSecuredApiKeyError when it is
 * one but has expired (with Algolia's own words) or is malformed. The search service and the storefront's proxy both
 * read keys with this, so they agree on what a key allows. Node only (node:crypto).
 */
export function readSecuredApiKey(apiKey: string, parentKeys: readonly string[], now: Date): SecuredKeyRestrictions | null {
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
    throw new UnusableSecuredApiKeyError('validUntil parameter expired (less than current date)')
  }
  return restrictions
}

function hmacHex(parentKey: string, message: Buffer): string {
  return createHmac('sha256', parentKey).update(message).digest('hex')
}

function parseRestrictions(parentKey: string, queryString: string): SecuredKeyRestrictions {
  const restrictions: SecuredKeyRestrictions = { parentKey, searchParams: {} }
  const seen = new Set<string>()
  for (const [name, value] of new URLSearchParams(queryString)) {
    // The official clients never repeat a name; guessing which value was meant could drop a filter.
    if (seen.has(name)) throw new UnusableSecuredApiKeyError(`The secured API key embeds ${name} more than once`)
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
  if (text.trim() === '' || !Number.isFinite(value))
    throw new UnusableSecuredApiKeyError('validUntil of the secured API key must be a Unix timestamp in seconds')
  return value
}
