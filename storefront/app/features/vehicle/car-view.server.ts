import type { CarViewAnswer, CarViewRequest } from '@dealer/cms-contract/car-views'
import type { StockCar } from '@dealer/stock/car'
import { findCarBySlug } from '../../server/search.server'
import { storefrontCall } from '../../server/cms-storefront.server'
import type { Tenant } from '../../server/tenant'

/**
 * GET /cars/{slug}/view.json (spec 000 §7): counts a view of the car, durably in the CMS, and answers `views` and
 * `car_fields`. The page calls it from the browser once it has loaded, so cached copies and link previews don't count.
 */
export async function countCarView(tenant: Tenant, slug: string): Promise<Response> {
  const car = await findCarBySlug<StockCar>(tenant, slug)
  if (!car) return Response.json({ error: 'There is no such car.' }, { status: 404 })
  try {
    return Response.json(await recordCarView(tenant, car), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.warn(`car view of ${car.objectID} was not counted: ${error instanceof Error ? error.message : error}`)
    return Response.json({ error: 'Views could not be counted just now.' }, { status: 503, headers: { 'retry-after': '60' } })
  }
}

/** Counts one view of the car (spec 000 §7, view.json) and answers its count and fields as the CMS keeps them. */
async function recordCarView(tenant: Tenant, car: StockCar): Promise<CarViewAnswer> {
  const body: CarViewRequest = {
    site: tenant.slug,
    car: {
      id: car.objectID,
      slug: car.slug,
      name: car.name,
      make: car.make,
      model: car.model,
      year: car.year,
      price: car.price,
      carType: car.car_type,
      body: car.simple_body || null,
    },
  }
  const response = await storefrontCall('/api/car-views/record', { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`CMS car views answered ${response.status}`)
  return (await response.json()) as CarViewAnswer
}

/** What a car no longer in the index was, from its last view; null when it was never seen. */
export async function lastSeenCar(tenant: Tenant, slug: string): Promise<CarViewAnswer['car_fields'] | null> {
  const response = await storefrontCall(`/api/car-views/by-slug?${new URLSearchParams({ site: tenant.slug, slug })}`, { method: 'GET' })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`CMS car views answered ${response.status}`)
  return ((await response.json()) as CarViewAnswer).car_fields
}
