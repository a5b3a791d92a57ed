/**
 * Each tenant's stock lives in its own index (a dealer group's sites may later share one), so a feed
 * import can swap one tenant's stock atomically without touching another's. Records still carry
 * `tenant`, and every query still filters on it. Free of Node imports: the browser bundle uses it too.
 */
export function stockIndexName(tenantSlug: string, prefix = process.env.SEARCH_INDEX_PREFIX ?? 'stock_'): string {
  return `${prefix}${tenantSlug}`
}

/** The sort orders shoppers can pick; `relevance` is the primary index (custom_rank descending). */
export const STOCK_SORTS = {
  relevance: { label: 'Featured', replica: null },
  price_asc: { label: 'Price (low to high)', replica: { ranking: 'asc(selling_price)', virtual: false } },
  price_desc: { label: 'Price (high to low)', replica: { ranking: 'desc(selling_price)', virtual: false } },
  km_asc: { label: 'Kilometres (low to high)', replica: { ranking: 'asc(km)', virtual: true } },
  year_desc: { label: 'Year (newest first)', replica: { ranking: 'desc(year)', virtual: true } },
  newest: { label: 'Recently added', replica: { ranking: 'desc(created_at_timestamp)', virtual: true } },
} as const

export type StockSort = keyof typeof STOCK_SORTS

/**
 * The index that answers a sort order: the primary for relevance, else its replica. Tenant slugs hold
 * no underscore (letters, digits, hyphens), so a replica name can never be another tenant's index.
 */
export function stockSortIndexName(indexName: string, sort: StockSort): string {
  return sort === 'relevance' ? indexName : `${indexName}_${sort}`
}

/** Facets shoppers refine by picking values (spec 000 §3), in the order the search page's filter panel lists them. */
export const STOCK_REFINEMENT_FACETS = [
  'make',
  'make_model',
  'car_type',
  'status',
  'item_type',
  'categories',
  'filtered_features',
  'simple_body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'badge',
  'certified',
  'special_offer',
  'price_range',
  // The dealership a /search/{dealership_slug} address lists (spec 000 §2 "more from this dealer"); no panel list of its own.
  'dealership_slug',
] as const

/** Facets shoppers refine by a from–to range. */
export const STOCK_RANGE_FACETS = ['price', 'weekly_price', 'subscription_price', 'km', 'year'] as const

/** A car's attributes no browser may read (spec 001's private_suburb and private_postcode of a consignment car). */
const STOCK_PRIVATE_ATTRIBUTES = ['private_suburb', 'private_postcode'] as const

/** Settings of a tenant's stock index: what is searchable, filterable and how it ranks. */
export function stockIndexSettings(indexName: string) {
  return {
    searchableAttributes: ['name', 'make,model', 'badge', 'series', 'stocknum', 'colour', 'simple_body'],
    attributesForFaceting: [
      'filterOnly(tenant)',
      'filterOnly(slug)',
      'filterOnly(stocknum)',
      'filterOnly(regplate)',
      // "Just arrived" (spec 000 §3's created date): listed at or after a time, worked out from the site's window.
      'filterOnly(created_at_timestamp)',
      'searchable(model)',
      ...STOCK_REFINEMENT_FACETS.map((facet) => (facet === 'make' ? 'searchable(make)' : facet)),
      ...STOCK_RANGE_FACETS,
    ],
    customRanking: ['desc(custom_rank)'],
    // Where a consignor's own car is: the dealer's to know, never a shopper's (issue 44). Algolia, and our service, give
    // these only to the admin key, whatever a secured key asks.
    unretrievableAttributes: [...STOCK_PRIVATE_ATTRIBUTES],
    replicas: stockReplicas(indexName).map(({ name, virtual }) => (virtual ? `virtual(${name})` : name)),
  }
}

/** Each sort order's replica: its name, whether it is virtual, and the custom ranking it sorts by. */
export function stockReplicas(indexName: string): Array<{ sort: StockSort; name: string; virtual: boolean; customRanking: string[] }> {
  return Object.entries(STOCK_SORTS).flatMap(([sort, { replica }]) =>
    replica && isStockSort(sort)
      ? [{ sort, name: stockSortIndexName(indexName, sort), virtual: replica.virtual, customRanking: [replica.ranking, 'desc(custom_rank)'] }]
      : [],
  )
}

export function isStockSort(value: string): value is StockSort {
  return Object.hasOwn(STOCK_SORTS, value)
}
