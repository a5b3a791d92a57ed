import { contentCache } from '../../server/cms.server'
import { stockFacetCounts } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { orderFacetValues } from './search-results'
import type { SearchVocabulary } from './search-state'

/** The facets whose values name search paths (/search/{make}, /{make}/{model}, /{body}, /{dealership}). */
const PATH_FACETS = ['make', 'make_model', 'simple_body', 'dealership_name'] as const

/** Stock changes by feed, not by publishing, so these live as long as cached content. */
function pathFacetCounts(tenant: Tenant) {
  return contentCache.get(String(tenant.id), 'path-facets-in-stock', () => stockFacetCounts(tenant, PATH_FACETS))
}

/** The makes in the tenant's stock with their car counts, most cars first: for the make menu. */
export async function stockMakeCounts(tenant: Tenant): Promise<Array<{ make: string; count: number }>> {
  const { make } = await pathFacetCounts(tenant)
  return orderFacetValues(make).map(({ value, count }) => ({ make: value, count }))
}

/** The values in stock that search paths can name. */
export async function stockVocabulary(tenant: Tenant): Promise<SearchVocabulary> {
  const counts = await pathFacetCounts(tenant)
  return {
    makes: Object.keys(counts.make),
    models: Object.keys(counts.make_model),
    bodies: Object.keys(counts.simple_body),
    dealerships: Object.keys(counts.dealership_name),
  }
}
