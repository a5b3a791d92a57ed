import { algoliasearch, type SecuredApiKeyRestrictions } from 'algoliasearch'
import { readSecuredApiKey } from '@dealer/search/client'
import { stockIndexName, stockReplicas } from '@dealer/stock/index-schema'
import { config } from './config.server'
import type { Tenant } from './tenant'
import { allOf, anyOf, equals, not } from '@dealer/stock/filters'

const HOUR_MS = 60 * 60 * 1000

export interface TenantSearchKeyOptions {
  appId: string
  /** The search-only key; secured keys can only be derived from a search key. */
  parentApiKey: string
  /** Milliseconds since the epoch; a fake clock in tests. */
  now?: () => number
  lifetimeMs?: number
  /** A cached key is replaced once less than this is left, so every key handed out lasts at least this long. */
  renewWithinMs?: number
}

/** The filter that keeps a tenant's stock, in a secured key and in the storefront's own queries. */
export function tenantStockFilter(tenantSlug: string): string {
  return equals('tenant', tenantSlug)
}

/**
 * Makes `tenantSearchKey`: per tenant, a secured API key derived from the search-only key by the
 * official client, embedding the tenant's filter, its stock index and that index's replicas, and an
 * expiry. The search service (or Algolia) enforces all three whatever a request asks, so the key is
 * what may reach a browser. Keys are cached per tenant and replaced well before they expire.
 */
export function createTenantSearchKeys({
  appId,
  parentApiKey,
  now = Date.now,
  lifetimeMs = 24 * HOUR_MS,
  renewWithinMs = 12 * HOUR_MS,
}: TenantSearchKeyOptions) {
  if (renewWithinMs >= lifetimeMs) throw new Error('renewWithinMs must be shorter than lifetimeMs, or every key would be replaced at once')
  const generator = algoliasearch(appId, parentApiKey)
  if (!hasSecuredKeyHelper(generator)) throw new Error('generateSecuredApiKey is missing: algoliasearch was not loaded in its Node build')
  const cache = new Map<string, { apiKey: string; expiresAtMs: number }>()

  /** `siteFilters` (the site's base stock filter) are ANDed to the tenant's filter inside the key. */
  return function tenantSearchKey(tenant: Pick<Tenant, 'slug'>, siteFilters: readonly string[] = []): string {
    const filters = allOf([tenantStockFilter(tenant.slug), ...siteFilters])
    const cacheKey = `${tenant.slug}\n${filters}`
    const cached = cache.get(cacheKey)
    if (cached && cached.expiresAtMs - now() > renewWithinMs) return cached.apiKey
    const indexName = stockIndexName(tenant.slug)
    const validUntil = Math.floor((now() + lifetimeMs) / 1000)
    const apiKey = generator.generateSecuredApiKey({
      parentApiKey,
      restrictions: {
        filters,
        restrictIndices: [indexName, ...stockReplicas(indexName).map((replica) => replica.name)],
        validUntil,
      },
    })
    cache.set(cacheKey, { apiKey, expiresAtMs: validUntil * 1000 })
    return apiKey
  }
}

/** The storefront's tenant keys, derived from its search-only key. */
export const tenantSearchKey = createTenantSearchKeys({ appId: config.search.appId, parentApiKey: config.search.searchKey })

/**
 * Whether `apiKey` is a secured key this storefront derives for `tenant` (from `parentApiKey`, still valid, limited to
 * the tenant's filter and indices), whichever instance minted it. The proxy for the browser's queries forwards no other
 * key: a default or admin key, or another tenant's key, never reaches the search service through this site. The key is
 * read by the search service's own reader, so the proxy and the service agree on what it allows.
 */
export function isTenantSearchKey(apiKey: string, tenant: Pick<Tenant, 'slug'>, { parentApiKey = config.search.searchKey, now = Date.now } = {}): boolean {
  let restrictions: ReturnType<typeof readSecuredApiKey>
  try {
    restrictions = readSecuredApiKey(apiKey, [parentApiKey], new Date(now()))
  } catch {
    // Signed by our key but expired or malformed: not a key this site hands out now.
    return false
  }
  // Keys this storefront mints always expire; one without validUntil was never ours.
  if (!restrictions || restrictions.validUntil === undefined) return false
  const tenantFilter = tenantStockFilter(tenant.slug)
  const filters = restrictions.filters ?? ''
  if (filters !== tenantFilter && !filters.startsWith(`${tenantFilter} AND `)) return false
  const indexName = stockIndexName(tenant.slug)
  const ownIndices = new Set([indexName, ...stockReplicas(indexName).map((replica) => replica.name)])
  const indices = restrictions.restrictIndices ?? []
  return indices.length > 0 && indices.every((index) => ownIndices.has(index))
}

interface SecuredKeyHelper {
  generateSecuredApiKey: (options: { parentApiKey: string; restrictions?: SecuredApiKeyRestrictions }) => string
}

/** The helper exists only in the client's Node build, which its browser-facing types don't describe. */
function hasSecuredKeyHelper(client: object): client is SecuredKeyHelper {
  return 'generateSecuredApiKey' in client && typeof client.generateSecuredApiKey === 'function'
}

/** A site's base stock filter as staff set it (site settings → Base stock filter). */
export interface BaseStockFilter {
  usedOnly?: boolean | null
  inStockOnly?: boolean | null
  excludedMakes?: readonly string[] | null
  stockNumbers?: readonly string[] | null
}

/**
 * Spec 000 §9's per-site clauses as filters to AND together: used only, in stock only, excluded makes, only these stock
 * numbers. They go into the tenant's secured search key, so no query (server or browser) can leave them out.
 */
export function baseStockFilters(base: BaseStockFilter | null | undefined): string[] {
  if (!base) return []
  const filters: string[] = []
  if (base.usedOnly) filters.push(equals('car_type', 'used'))
  if (base.inStockOnly) filters.push(equals('status', 'in_stock'))
  for (const make of base.excludedMakes ?? []) if (make.trim()) filters.push(not(equals('make', make.trim())))
  const stockNumbers = (base.stockNumbers ?? []).map((number) => number.trim()).filter(Boolean)
  if (stockNumbers.length > 0) filters.push(anyOf('stocknum', stockNumbers))
  return filters
}
