import { liteClient, type LiteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary } from '@dealer/stock/car-summary'
import { localHosts, searchRequester } from '@dealer/search/client'
import { stockIndexName, stockSortIndexName, type StockSort } from '@dealer/stock/index-schema'
import { getSiteSettings } from './cms.server'
import { config } from './config.server'
import { allOf, anyOf, equals } from '@dealer/stock/filters'
import { baseStockFilters, tenantSearchKey, tenantStockFilter } from './search-key.server'
import type { Tenant } from './tenant'

const clientOptions = { requester: searchRequester, ...(config.search.url ? { hosts: localHosts(config.search.url, 'read') } : {}) }

/** The site's secured search key and the server's client holding it. */
export interface TenantSearch {
  apiKey: string
  client: LiteClient
}
const clients = new Map<string, TenantSearch>()

/**
 * The site's search: its key is secured to the tenant and to the site's base stock filter (spec 000 §9's per-site
 * clauses), so neither the server's queries nor the browser's (which gets the same key) can leave either out, and even
 * a bug in the filters built here can't return another tenant's stock. The client is replaced whenever the key changes.
 * The search page's queries (stock-query.ts) run through it on the server, as through the lite client in the browser.
 */
export async function tenantSearch(tenant: Tenant): Promise<TenantSearch> {
  const settings = await getSiteSettings(tenant)
  const apiKey = tenantSearchKey(tenant, baseStockFilters(settings?.baseStockFilter))
  const cached = clients.get(tenant.slug)
  if (cached?.apiKey === apiKey) return cached
  const search = { apiKey, client: liteClient(config.search.appId, apiKey, clientOptions) }
  clients.set(tenant.slug, search)
  return search
}

export interface StockPage<T> {
  cars: T[]
  totalCars: number
  /** 1-based, as in the URL. */
  page: number
  totalPages: number
}

/** Every stock query is limited to the tenant here too, whatever else the request asks for. */
function tenantFilter(tenant: Tenant, filters: string[]): string {
  return allOf([tenantStockFilter(tenant.slug), ...filters])
}

interface StockRequest {
  filters?: string[]
  page?: number
  hitsPerPage: number
  /** A sort order answers from its replica index. */
  sortBy?: StockSort
  query?: string
}

type RetrievingRequest = StockRequest & { attributesToRetrieve?: string[] }

/** Several queries in one request (the search service's multi-query), each answered as a page. */
async function searchMany<T>(tenant: Tenant, requests: readonly RetrievingRequest[]): Promise<Array<StockPage<T>>> {
  if (requests.length === 0) return []
  const { results } = await (
    await tenantSearch(tenant)
  ).client.search<T>({
    requests: requests.map((request) => ({
      indexName: stockSortIndexName(stockIndexName(tenant.slug), request.sortBy ?? 'relevance'),
      query: request.query ?? '',
      filters: tenantFilter(tenant, request.filters ?? []),
      hitsPerPage: request.hitsPerPage,
      page: Math.max(0, (request.page ?? 1) - 1),
      attributesToRetrieve: request.attributesToRetrieve,
      // No page shows matches highlighted: without this each hit carries a highlighted copy of every searchable field.
      attributesToHighlight: [],
    })),
  })
  return results.map((result) => {
    if (!('hits' in result)) throw new Error('The search service returned no hits')
    return { cars: result.hits, totalCars: result.nbHits ?? 0, page: (result.page ?? 0) + 1, totalPages: result.nbPages ?? 0 }
  })
}

async function searchOne<T>(tenant: Tenant, request: RetrievingRequest): Promise<StockPage<T>> {
  const [page] = await searchMany<T>(tenant, [request])
  return page
}

export function searchCarSummaries(tenant: Tenant, request: StockRequest): Promise<StockPage<CarSummary>> {
  return searchOne<CarSummary>(tenant, { ...request, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES })
}

/** Several queries at once (spec 000 §7: similar cars), each answered as a page of car summaries. */
export function searchCarSummariesMany(tenant: Tenant, requests: readonly StockRequest[]): Promise<Array<StockPage<CarSummary>>> {
  return searchMany<CarSummary>(
    tenant,
    requests.map((request) => ({ ...request, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES })),
  )
}

/** Prices of the cars matching `filters` (at most `limit`), for comparisons such as the price gauge. */
export async function stockPrices(tenant: Tenant, filters: string[], limit: number): Promise<number[]> {
  const { cars } = await searchOne<{ selling_price: number }>(tenant, { filters, hitsPerPage: limit, attributesToRetrieve: ['selling_price'] })
  return cars.map((car) => car.selling_price)
}

/** Some fields of the cars matching `filters` (at most `limit`), for comparisons such as the trade-in valuation. */
export async function stockRecords<T>(tenant: Tenant, filters: string[], limit: number, attributes: string[]): Promise<T[]> {
  const { cars } = await searchOne<T>(tenant, { filters, hitsPerPage: limit, attributesToRetrieve: attributes })
  return cars
}

/** Some fields of the first `limit` cars matching `filters`, and how many match in all (the sitemap's reads). */
export async function stockRecordsCounted<T>(
  tenant: Tenant,
  filters: string[],
  limit: number,
  attributes: readonly string[],
): Promise<{ cars: T[]; total: number }> {
  const { cars, totalCars } = await searchOne<T>(tenant, { filters, hitsPerPage: limit, attributesToRetrieve: [...attributes] })
  return { cars, total: totalCars }
}

/** A whole stock record by slug, or null when this tenant has no such car. */
export async function findCarBySlug<T>(tenant: Tenant, slug: string): Promise<T | null> {
  const found = await searchOne<T>(tenant, { filters: [equals('slug', slug)], hitsPerPage: 1 })
  return found.cars[0] ?? null
}

/** Whole stock records by slug: this tenant's cars among them, in no particular order (another tenant's slug finds nothing). */
export async function findCarsBySlugs<T>(tenant: Tenant, slugs: readonly string[]): Promise<T[]> {
  if (slugs.length === 0) return []
  const found = await searchOne<T>(tenant, { filters: [anyOf('slug', slugs)], hitsPerPage: slugs.length })
  return found.cars
}

/** Some fields of a stock record by its id, or null when this tenant has no such car. */
export async function findCarById<T>(tenant: Tenant, objectID: string, attributes: string[]): Promise<T | null> {
  const found = await searchOne<T>(tenant, { filters: [equals('objectID', objectID)], hitsPerPage: 1, attributesToRetrieve: attributes })
  return found.cars[0] ?? null
}

/** How many of the tenant's cars (those matching `filters`; every car by default) have each value of these facets. */
export async function stockFacetCounts<Facet extends string>(
  tenant: Tenant,
  facets: readonly Facet[],
  filters: string[] = [],
): Promise<Record<Facet, Record<string, number>>> {
  const { results } = await (
    await tenantSearch(tenant)
  ).client.search({
    requests: [
      { indexName: stockIndexName(tenant.slug), filters: tenantFilter(tenant, filters), hitsPerPage: 0, facets: [...facets], maxValuesPerFacet: 1000 },
    ],
  })
  const result = results[0]
  const counts = result && 'facets' in result ? (result.facets ?? {}) : {}
  return Object.fromEntries(facets.map((facet) => [facet, counts[facet] ?? {}])) as Record<Facet, Record<string, number>>
}
