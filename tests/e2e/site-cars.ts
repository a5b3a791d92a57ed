import { stockIndexName } from '@dealer/stock/index-schema'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'

/** A car of the site by the search service's filters: the page under test is then known to be of that kind. */
export async function siteCar(site: string, filters: string): Promise<StockCar> {
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({ indexName: stockIndexName(site), searchParams: { filters, hitsPerPage: 1 } })
  if (!hits[0]) throw new Error(`no ${site} car matches ${filters}`)
  return hits[0]
}
