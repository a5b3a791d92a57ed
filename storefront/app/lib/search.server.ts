import { liteClient, type LiteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary } from '@dealer/blocks'
import { localHosts } from '@dealer/search/hosts'
import { stockIndexName } from '@dealer/search/stock-index'
import { contentCache } from './cms.server'
import { config } from './config.server'
import { filterValue, tenantSearchKey, tenantStockFilter } from './search-key.server'
import type { SiteTenant } from './tenant'

export { filterValue }

const clientOptions = config.search.url ? { hosts: localHosts(config.search.url, 'read') } : undefined
const clients = new Map<string, { apiKey: string; client: LiteClient }>()

/**
 * A client holding the tenant's secured key rather than the search-only key, so that even a bug in
 * the filters built here can't return another tenant's stock. Replaced whenever the key is renewed.
 */
function clientFor(tenant: SiteTenant): LiteClient {
  const apiKey = tenantSearchKey(tenant)
  const cached = clients.get(tenant.slug)
  if (cached?.apiKey === apiKey) return cached.client
  const client = liteClient(config.search.appId, apiKey, clientOptions)
  clients.set(tenant.slug, { apiKey, client })
  return client
}

export interface StockPage<T> {
  cars: T[]
  totalCars: number
  /** 1-based, as in the URL. */
  page: number
  totalPages: number
}

/** Every stock query is limited to the tenant here too, whatever else the request asks for. */
function tenantFilter(tenant: SiteTenant, filters: string[]): string {
  return [tenantStockFilter(tenant.slug), ...filters].join(' AND ')
}

async function searchOne<T>(tenant: SiteTenant, request: { filters?: string[]; page?: number; hitsPerPage: number; attributesToRetrieve?: string[] }): Promise<StockPage<T>> {
  const { results } = await clientFor(tenant).search<T>({
    requests: [
      {
        indexName: stockIndexName(tenant.slug),
        filters: tenantFilter(tenant, request.filters ?? []),
        hitsPerPage: request.hitsPerPage,
        page: Math.max(0, (request.page ?? 1) - 1),
        attributesToRetrieve: request.attributesToRetrieve,
      },
    ],
  })
  const result = results[0]
  if (!result || !('hits' in result)) throw new Error('The search service returned no hits')
  return { cars: result.hits, totalCars: result.nbHits ?? 0, page: (result.page ?? 0) + 1, totalPages: result.nbPages ?? 0 }
}

export function searchCarSummaries(tenant: SiteTenant, request: { filters?: string[]; page?: number; hitsPerPage: number }): Promise<StockPage<CarSummary>> {
  return searchOne<CarSummary>(tenant, { ...request, attributesToRetrieve: CAR_SUMMARY_ATTRIBUTES })
}

/** A whole stock record by slug, or null when this tenant has no such car. */
export async function findCarBySlug<T>(tenant: SiteTenant, slug: string): Promise<T | null> {
  const found = await searchOne<T>(tenant, { filters: [`slug:${filterValue(slug)}`], hitsPerPage: 1 })
  return found.cars[0] ?? null
}

/**
 * The makes in the tenant's stock with their car counts, most cars first: for the make menu and
 * /search/{make}. Stock changes by feed, not by publishing, so this lives as long as cached content.
 */
export function stockMakeCounts(tenant: SiteTenant): Promise<Array<{ make: string; count: number }>> {
  return contentCache.get(String(tenant.id), 'makes-in-stock', async () => {
    const { results } = await clientFor(tenant).search({
      requests: [{ indexName: stockIndexName(tenant.slug), filters: tenantFilter(tenant, []), hitsPerPage: 0, facets: ['make'], maxValuesPerFacet: 200 }],
    })
    const result = results[0]
    const counts = result && 'facets' in result ? (result.facets?.make ?? {}) : {}
    return Object.entries(counts)
      .map(([make, count]) => ({ make, count }))
      .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make))
  })
}
