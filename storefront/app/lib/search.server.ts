import { liteClient } from 'algoliasearch/lite'
import { CAR_SUMMARY_ATTRIBUTES, type CarSummary } from '@dealer/blocks'
import { localHosts } from '@dealer/search/hosts'
import { stockIndexName } from '@dealer/search/stock-index'
import { config } from './config.server'
import type { SiteTenant } from './tenant'

/** The server's client holds the search-only key; the browser never sees it. */
const client = liteClient(config.search.appId, config.search.searchKey, config.search.url ? { hosts: localHosts(config.search.url, 'read') } : undefined)

export interface StockPage<T> {
  cars: T[]
  totalCars: number
  /** 1-based, as in the URL. */
  page: number
  totalPages: number
}

/** Quotes a value for Algolia's filter grammar. */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** Every stock query is limited to the tenant on the server, whatever else the request asks for. */
function tenantFilter(tenant: SiteTenant, filters: string[]): string {
  return [`tenant:${filterValue(tenant.slug)}`, ...filters].join(' AND ')
}

async function searchOne<T>(tenant: SiteTenant, request: { filters?: string[]; page?: number; hitsPerPage: number; attributesToRetrieve?: string[] }): Promise<StockPage<T>> {
  const { results } = await client.search<T>({
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
