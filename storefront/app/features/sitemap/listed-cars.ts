// Every car a site lists, for its sitemap, within the search service's limits (decision 013): a query answers at most
// 1000 hits and pages end at the 1000th, so a site with more is read in slices, one facet value at a time. Pure: the
// stock reads come in through SitemapStock (the tenant's secured key on the server, fakes in the tests).
import { equals, type StockAttribute } from '@dealer/stock/filters'
import type { SitemapEntry } from './sitemap-xml'

/** The most hits one query answers, and the deepest a query may page (decision 013; Algolia's own limits). */
export const MAX_HITS_PER_QUERY = 1000

/** What a sitemap needs of a stock record. */
export interface SitemapCar {
  slug: string
  created_at_timestamp?: number | null
  sold_date_timestamp?: number | null
}

export const SITEMAP_CAR_ATTRIBUTES = ['slug', 'created_at_timestamp', 'sold_date_timestamp'] as const

/** The tenant's stock, already limited to the tenant by its secured key. */
export interface SitemapStock {
  /** The first `limit` cars matching every filter, and how many match in all. */
  cars(filters: string[], limit: number): Promise<{ cars: SitemapCar[]; total: number }>
  /** How many of the cars matching every filter have each value of `facet`. */
  facetCounts(filters: string[], facet: StockAttribute): Promise<Record<string, number>>
}

/** Facets a slice too large for one query is split by, in turn; every listed car has a value of each. */
const SLICING_FACETS: readonly StockAttribute[] = ['make', 'make_model', 'location_name', 'car_type']

/**
 * When a car last changed that the stock records say: listed, or sold (a sold car's page changes to say so); never
 * later than now (a feed may date a coming-soon car ahead).
 */
export function carLastmod(car: SitemapCar, now = new Date()): Date | null {
  const seconds = Math.max(car.created_at_timestamp ?? 0, car.sold_date_timestamp ?? 0)
  return seconds > 0 ? new Date(Math.min(seconds * 1000, now.getTime())) : null
}

/**
 * Every listed car's address (/cars/{slug}) with its lastmod, each car once. A slice of more than MAX_HITS_PER_QUERY
 * cars is split by the next facet's values; `warn` hears of cars no slice could reach (a single facet value with more
 * cars than one query answers, after every facet).
 */
export async function listedCarEntries(stock: SitemapStock, warn: (message: string) => void = () => {}): Promise<SitemapEntry[]> {
  const found = new Map<string, SitemapCar>()
  async function read(filters: string[], depth: number): Promise<void> {
    const { cars, total } = await stock.cars(filters, MAX_HITS_PER_QUERY)
    if (total <= MAX_HITS_PER_QUERY || depth >= SLICING_FACETS.length) {
      if (total > cars.length) warn(`the sitemap lists ${cars.length} of the ${total} cars matching ${filters.join(' AND ') || 'every filter'}`)
      for (const car of cars) found.set(car.slug, car)
      return
    }
    const facet = SLICING_FACETS[depth]
    const counts = await stock.facetCounts(filters, facet)
    const reachable = Object.values(counts).reduce((sum, count) => sum + count, 0)
    if (reachable < total) warn(`${total - reachable} cars have no ${facet}, so the sitemap can't reach them`)
    for (const value of Object.keys(counts).sort()) await read([...filters, equals(facet, value)], depth + 1)
  }
  await read([], 0)
  return [...found.values()]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((car) => ({ path: `/cars/${encodeURIComponent(car.slug)}`, lastmod: carLastmod(car) }))
}
