/**
 * A car that is no longer listed soft-lands on similar stock instead of a dead end (issue 8): 410 Gone when the site
 * knows the car existed (its last view kept its make and model), else 404 with stock guessed from the words of the
 * address. Either way the shopper sees cars like it.
 */
import type { CarSummary, ListedCar } from '@dealer/stock/car-summary'
import { listedCars } from '../search/listing.server'
import { allOf, availableFilter, equals } from '@dealer/stock/filters'
import { searchCarSummariesMany } from '../../server/search.server'
import { stockVocabulary } from '../search/stock-vocabulary.server'
import type { Tenant } from '../../server/tenant'
import { mergeSimilar, SIMILAR_CARS_LIMIT } from '@dealer/stock/similar'
import { makeAndModelFromSlug } from './slug-words'
import { lastSeenCar } from './car-view.server'

export interface SoftLanding {
  status: 404 | 410
  /** What the car was, when known: "2021 Toyota HiLux SR5". */
  name: string | null
  make: string | null
  model: string | null
  similar: Array<CarSummary & ListedCar>
}

export async function loadSoftLanding(tenant: Tenant, slug: string): Promise<SoftLanding> {
  const seen = await lastSeenCar(tenant, slug).catch((error: unknown) => {
    console.warn(`last view of ${slug} not read: ${error instanceof Error ? error.message : error}`)
    return null
  })
  const { make, model } = seen ?? makeAndModelFromSlug(slug, await stockVocabulary(tenant))
  const filters = [
    make && model ? allOf([equals('make', make), equals('model', model)]) : null,
    make ? equals('make', make) : null,
    seen?.body ? equals('simple_body', seen.body) : null,
  ].filter((filter): filter is string => filter !== null)
  // The last query, the available stock in the index's own order (newest first), is for when nothing is alike.
  const pages = await searchCarSummariesMany(
    tenant,
    [...filters.map((filter) => [filter, availableFilter]), [availableFilter]].map((query) => ({ filters: query, hitsPerPage: SIMILAR_CARS_LIMIT })),
  )
  const alike = mergeSimilar(
    pages.slice(0, filters.length).map((page) => page.cars),
    SIMILAR_CARS_LIMIT,
  )
  const similar = alike.length > 0 ? alike : (pages.at(-1)?.cars ?? [])
  return { status: seen ? 410 : 404, name: seen?.name ?? null, make, model, similar: await listedCars(tenant, similar) }
}
