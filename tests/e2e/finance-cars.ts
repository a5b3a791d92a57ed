import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { stockIndexName } from '@dealer/stock/index-schema'
import { BAYSIDE } from './sites'

/** A site's car with a finance offer (priced, in stock; Bayside's unless named), by the search service's filters. */
export async function financeCar(site: string = BAYSIDE): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(site),
    searchParams: { filters: 'status:in_stock AND car_type:used AND price > 15000 AND price < 150000', hitsPerPage: 1 },
  })
  if (!hits[0]) throw new Error(`no ${site} car for finance`)
  return hits[0]
}
