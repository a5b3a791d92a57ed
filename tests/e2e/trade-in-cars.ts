import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { comparableFilters } from '@dealer/stock/comparables'
import { allOf } from '@dealer/stock/filters'
import { stockIndexName } from '@dealer/stock/index-schema'
import { BAYSIDE } from './sites'

/**
 * A site's car (Bayside's unless named) the registration simulator finds by its plate (the demo feed registers used and demo cars in their
 * location's state) and the built-in valuer can put a number on: under 7 years and 100,000 km, with comparables.
 */
export async function valuableStockCar(
  site: string = BAYSIDE,
): Promise<Pick<StockCar, 'objectID' | 'regplate' | 'make' | 'model' | 'year' | 'km'> & { state: string }> {
  const { client } = adminSearchClient()
  const thisYear = new Date().getUTCFullYear()
  const { hits } = await client.searchSingleIndex<StockCar & { state: string }>({
    indexName: stockIndexName(site),
    searchParams: { filters: `status:in_stock AND year:${thisYear - 5} TO ${thisYear} AND km:1000 TO 80000`, hitsPerPage: 500 },
  })
  for (const hit of hits.filter((candidate) => candidate.regplate && candidate.state)) {
    const comparables = await client.searchSingleIndex({
      indexName: stockIndexName(site),
      searchParams: { filters: allOf(comparableFilters(hit)), hitsPerPage: 0 },
    })
    if ((comparables.nbHits ?? 0) >= 4) return hit
  }
  throw new Error(`no ${site} car with a plate and comparables`)
}
