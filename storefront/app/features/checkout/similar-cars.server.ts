import type { CarSummary } from '@dealer/stock/car-summary'
import { searchCarSummariesMany } from '../../server/search.server'
import type { Tenant } from '../../server/tenant'
import { mergeSimilar, similarCarFilters, SIMILAR_CARS_LIMIT } from '../vehicle/similar'
import type { SimilarCar } from './checkout-api'

/** What the similar-cars queries need of the car the shopper can't reserve. */
type Anchor = Parameters<typeof similarCarFilters>[0]

/** Cars like `car` a shopper could reserve instead (the vehicle page's similar-cars queries, reserved ones left out). */
export async function similarReservableCars(tenant: Tenant, car: Anchor): Promise<SimilarCar[]> {
  const pages = await searchCarSummariesMany(
    tenant,
    similarCarFilters(car).map((filter) => ({ filters: [filter], hitsPerPage: 10 })),
  )
  const cars = mergeSimilar(
    pages.map((page) => page.cars.filter((found) => !found.reserved)),
    SIMILAR_CARS_LIMIT,
  )
  return cars.map(similarCar)
}

function similarCar(car: CarSummary): SimilarCar {
  return { id: car.objectID, slug: car.slug, title: car.name, price: car.price > 0 ? car.price : null, image: car.primary_image_url ?? null }
}
