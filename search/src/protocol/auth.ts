import { createHash, timingSafeEqual } from 'node:crypto'
import type http from 'node:http'
import { parseFilters } from '../engine/filters'
import type { JsonObject } from '../engine/types'
import { withParamsMerged } from '../../client/search-params'
import { readSecuredApiKey, UnusableSecuredApiKeyError, type SecuredKeyRestrictions } from '../../client/secured-key'
import { HttpError } from './http-error'
import { indexPatternMatches, sourceAllowed } from './secured-key'

export interface Credentials {
  appId: string
  /** Every right. */
  adminApiKey: string
  /** Only `search`: safe to hand to browsers, and the parent of secured API keys. */
  searchApiKey: string
}

/** Algolia's access rights (ACLs); each endpoint needs one, as in Algolia's API reference. */
export type Acl = 'search' | 'browse' | 'addObject' | 'deleteObject' | 'deleteIndex' | 'settings' | 'editSettings' | 'listIndexes'

/** What the caller's key may do: its rights and, for a secured API key, the restrictions it embeds. */
export interface Access {
  rights: 'all' | Acl[]
  restrictions?: SecuredKeyRestrictions
}

export interface AuthContext {
  /** The caller's IP address, for secured keys with `restrictSources`; such keys are refused without it. */
  remoteAddress?: string
  now?: Date
}

const INVALID_KEY = 'Invalid Application-ID or API key'

/**
 * Checks the caller's application id and API key, sent as `x-algolia-*` headers or, as the browser
 * lite client does, query parameters of the same names, and that the key grants `acl`. The key is
 * the admin key, the search-only key, or a secured API key derived from the search-only key (as in
 * Algolia, not from the admin key nor from another secured key); a secured key has its parent's rights.
 */
export function authorize(headers: http.IncomingHttpHeaders, query: URLSearchParams, credentials: Credentials, acl: Acl, context: AuthContext = {}): Access {
  const appId = header(headers, 'x-algolia-application-id') ?? query.get('x-algolia-application-id')
  const apiKey = header(headers, 'x-algolia-api-key') ?? query.get('x-algolia-api-key')
  if (appId !== credentials.appId || !apiKey) throw new HttpError(403, INVALID_KEY)
  const access = accessOf(apiKey, credentials, context.now ?? new Date())
  if (!access) throw new HttpError(403, INVALID_KEY)
  const sources = access.restrictions?.restrictSources
  if (sources !== undefined && (context.remoteAddress === undefined || !sourceAllowed(sources, context.remoteAddress))) {
    throw new HttpError(403, 'This API key is not allowed from this IP address')
  }
  if (access.rights !== 'all' && !access.rights.includes(acl)) throw new HttpError(403, 'Method not allowed with this API key')
  return access
}

/** Refuses an index outside the secured key's `restrictIndices`. */
export function assertIndexAllowed(access: Access, indexName: string): void {
  const patterns = access.restrictions?.restrictIndices
  if (patterns && !patterns.some((pattern) => indexPatternMatches(pattern, indexName))) throw new HttpError(403, 'Index not allowed with this API key')
}

/** Request fields that say which query this is rather than how to search; a key can't change them. */
const QUERY_IDENTITY = new Set(['indexName', 'type', 'facet', 'params', 'objectID', 'cursor'])

/**
 * One query of a request as a secured key lets it run: the legacy `params` string is merged into the
 * JSON fields first, as the engine reads them (a parameter named twice is refused), so it can't carry a second `filters`; then
 * the key's filters are ANDed with the request's and every other embedded parameter replaces the
 * request's. Queries of keys without restrictions are returned as they are.
 */
export function restrictQuery(access: Access, query: JsonObject): JsonObject {
  const restrictions = access.restrictions
  if (!restrictions) return query
  const restricted = withParamsMerged(query)
  for (const [name, value] of Object.entries(restrictions.searchParams)) if (!QUERY_IDENTITY.has(name)) restricted[name] = value
  if (restrictions.userToken !== undefined) restricted.userToken = restrictions.userToken
  const filters = bothFilters(restrictions.filters, restricted.filters)
  if (filters === undefined) delete restricted.filters
  else restricted.filters = filters
  return restricted
}

/**
 * `keyFilters AND requestFilters`, each side checked on its own first so that neither can close the
 * other's parentheses (`x) OR (tenant:b`). Algolia's grammar allows no AND inside parentheses, so a
 * side that is already a conjunction joins as it is and a single OR group is parenthesised: either
 * way the result parses to the key's clauses followed by the request's.
 */
function bothFilters(keyFilters: string | undefined, requestFilters: unknown): string | undefined {
  if (requestFilters !== undefined && typeof requestFilters !== 'string') throw new HttpError(400, 'filters must be a string')
  const sides = [
    { text: keyFilters, parameter: 'filters of the secured API key' },
    { text: requestFilters, parameter: 'filters' },
  ].flatMap(({ text, parameter }) => (text === undefined || text.trim() === '' ? [] : [{ text, clauses: parseFilters(text, parameter).length }]))
  if (sides.length === 0) return requestFilters
  if (sides.length === 1) return sides[0].text
  return sides.map(({ text, clauses }) => (clauses > 1 ? text : `(${text})`)).join(' AND ')
}

function accessOf(apiKey: string, credentials: Credentials, now: Date): Access | null {
  if (sameSecret(apiKey, credentials.adminApiKey)) return { rights: 'all' }
  if (sameSecret(apiKey, credentials.searchApiKey)) return { rights: ['search'] }
  const restrictions = securedKeyRestrictions(apiKey, credentials.searchApiKey, now)
  return restrictions ? { rights: ['search'], restrictions } : null
}

/** A secured key of the search-only key; one that is signed but expired or malformed is a 400, as Algolia answers. */
function securedKeyRestrictions(apiKey: string, searchApiKey: string, now: Date): SecuredKeyRestrictions | null {
  try {
    return readSecuredApiKey(apiKey, [searchApiKey], now)
  } catch (error) {
    if (error instanceof UnusableSecuredApiKeyError) throw new HttpError(400, error.message)
    throw error
  }
}

/** Compares keys in constant time; hashing first hides their lengths too. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return expected !== '' && timingSafeEqual(digest(given), digest(expected))
}

function header(headers: http.IncomingHttpHeaders, name: string): string | null {
  const value = headers[name]
  return typeof value === 'string' ? value : null
}
