import { contentCache, getDealerships } from '../../server/cms.server'
import { stockFacetCounts } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { orderFacetValues } from './search-results'
import type { SearchVocabulary } from './search-state'

/**
 * The facets whose values name search paths (/search/{make}, /{make}/{model}, /{body}) and the words a shopper's
 * sentence is read against (sentence-search.server.ts): one read of the index for both. Dealerships come from the CMS.
 */
const STOCK_WORD_FACETS = ['make', 'make_model', 'simple_body', 'colour', 'simple_fuel', 'simple_transmission', 'simple_drive', 'seats'] as const

/** Stock changes by feed, not by publishing, so these live as long as cached content: the same object while cached. */
export function stockWordCounts(tenant: Tenant) {
  return contentCache.get(String(tenant.id), 'stock-words-in-stock', () => stockFacetCounts(tenant, STOCK_WORD_FACETS))
}

/** The makes in the tenant's stock with their car counts, most cars first: for the make menu. */
export async function stockMakeCounts(tenant: Tenant): Promise<Array<{ make: string; count: number }>> {
  const { make } = await stockWordCounts(tenant)
  return orderFacetValues(make).map(({ value, count }) => ({ make: value, count }))
}

/**
 * The values search paths can name: the makes, models and bodies in stock, and the site's dealerships (spec 000 §2's
 * /search/{dealership_slug}: a dealership's listing answers even while it has no car in stock).
 */
export async function stockVocabulary(tenant: Tenant): Promise<SearchVocabulary> {
  const [counts, dealerships] = await Promise.all([stockWordCounts(tenant), getDealerships(tenant)])
  return {
    makes: Object.keys(counts.make),
    models: Object.keys(counts.make_model),
    bodies: Object.keys(counts.simple_body),
    dealerships: dealerships.map(({ slug, name }) => ({ slug, name })),
  }
}
