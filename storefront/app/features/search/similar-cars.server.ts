import type { CarSummary } from '@dealer/stock/car-summary'
import { mergeSimilar, similarCarFilters, similarCarsCounts } from '@dealer/stock/similar'
import { getSiteSettings } from '../../server/cms.server'
import { searchCarSummariesMany } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'

type SimilarTo = Parameters<typeof similarCarFilters>[0]

/**
 * Spec 000 §7: cars like this one, one query per filter sent together, most alike first, each car once. How many each
 * query asks for and how many are kept are the site's (Site settings → Vehicle page → Similar cars); none asked for
 * when the site shows none. `keep` drops cars the caller can't offer (e.g. reserved ones at checkout) before counting.
 */
export async function findSimilarCars(tenant: Tenant, car: SimilarTo, keep: (similar: CarSummary) => boolean = () => true): Promise<CarSummary[]> {
  const { querySize, shown } = similarCarsCounts((await getSiteSettings(tenant))?.vehiclePage?.similarCars)
  if (shown === 0) return []
  const pages = await searchCarSummariesMany(
    tenant,
    similarCarFilters(car).map((filter) => ({ filters: [filter], hitsPerPage: querySize })),
  )
  return mergeSimilar(
    pages.map((page) => page.cars.filter(keep)),
    shown,
  )
}
